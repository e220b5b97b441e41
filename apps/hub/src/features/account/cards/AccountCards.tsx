import { customNoteQueryOptions, userInfoQueryOptions } from '@hub/api-client';
import { Notice } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountCards.css';
import { ChildrenCard } from './ChildrenCard';
import { DevicesCard } from './DevicesCard';
import { PeopleCard } from './PeopleCard';
import { PrivacyCard } from './PrivacyCard';

/**
 * The account tab's cards below the details (issue 12): a note from staff, the children (issue 28), the devices with kiosk mode,
 * the people on the account (adding a caregiver) and privacy. Their own chunk, loaded after the details
 * (the account tab's first paint stays as it was).
 */
export function AccountCards() {
  const hub = useHub();
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  const accountId = user?.account.id;
  const note = useQuery({
    ...customNoteQueryOptions(hub.api, accountId ?? 0),
    enabled: accountId !== undefined,
  });
  if (!user) return null;
  return (
    <div className={styles.cards}>
      {note.data?.custom_note ? (
        <Notice tone="info" title={<Trans>A note from our team</Trans>}>
          <bdi>{note.data.custom_note}</bdi>
        </Notice>
      ) : null}
      <ChildrenCard accountId={user.account.id} />
      <DevicesCard accountId={user.account.id} />
      <PeopleCard user={user} />
      <PrivacyCard user={user} />
    </div>
  );
}
