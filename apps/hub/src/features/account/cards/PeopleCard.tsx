import {
  accountQueryOptions,
  addCaregiver,
  invalidateAccountUsers,
  type AccountUser,
  type UserInfo,
} from '@hub/api-client';
import {
  accountMessages,
  canInviteCaregivers,
  caregiverInviteSchema,
  describeServerErrors,
  invitationDays,
  schemaValidator,
  withValues,
  type CaregiverInvite,
} from '@hub/domain';
import { Card, EmailField, ErrorState, Form, Skeleton, TextField, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountCards.css';

const validateInvite = schemaValidator(caregiverInviteSchema);
const emptyInvite: CaregiverInvite = { email: '', first_name: '', last_name: '' };

/**
 * Everyone on the account, and for its billing user a form to add a second caregiver by email (issue 12):
 * they get a link to choose a password, then see the same children, never the billing.
 */
export function PeopleCard({ user }: { user: UserInfo }) {
  const hub = useHub();
  const { t } = useLingui();
  const accountId = user.account.id;
  const account = useQuery(accountQueryOptions(hub.api, accountId));

  let list;
  if (account.isError) {
    list = (
      <ErrorState
        title={<Trans>The people on your account could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        onRetry={() => void account.refetch()}
        retrying={account.isFetching}
        retryLabel={<Trans>Try again</Trans>}
      />
    );
  } else if (!account.data) {
    list = <Skeleton lines={2} label={t`Loading the people on your account…`} />;
  } else {
    list = (
      <ul className={styles.list} aria-label={t`People on this account`}>
        {account.data.users.map((person) => (
          <PersonRow key={person.id} person={person} isYou={person.id === user.id} />
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={<Trans>People on this account</Trans>}
      description={<Trans>Everyone here sees your children’s play and the account.</Trans>}
    >
      {list}
      <hr className={styles.divider} />
      {canInviteCaregivers(user) ? (
        <InviteForm accountId={accountId} />
      ) : (
        <p className={styles.muted}>
          <Trans>Only the person who pays for the account can add a caregiver.</Trans>
        </p>
      )}
    </Card>
  );
}

function PersonRow({ person, isYou }: { person: AccountUser; isYou: boolean }) {
  const fullName = `${person.first_name} ${person.last_name}`.trim();
  return (
    <li className={styles.row}>
      <span className={styles.who}>
        <span className={styles.name}>
          <bdi>{fullName || person.email}</bdi>
        </span>
        <span className={styles.muted}>
          <bdi dir="ltr">{person.email}</bdi>
        </span>
      </span>
      <span className={styles.badges}>
        {isYou ? (
          <span className={styles.badge}>
            <Trans>You</Trans>
          </span>
        ) : null}
        {person.is_billing_user ? (
          <span className={styles.badge}>
            <Trans>Pays for the account</Trans>
          </span>
        ) : null}
        {person.status === 'invited' ? (
          <span className={styles.invitedBadge}>
            <Trans>Invitation sent</Trans>
          </span>
        ) : null}
      </span>
    </li>
  );
}

function InviteForm({ accountId }: { accountId: number }) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const titleId = useId();

  async function invite(values: CaregiverInvite): Promise<FormSubmitResult<CaregiverInvite>> {
    setRefused(false);
    const result = await addCaregiver(hub.api, accountId, values);
    if (result.ok) {
      setSentTo(result.data.email);
      await invalidateAccountUsers(hub.queryClient, accountId);
      return { values: emptyInvite };
    }
    if ('errStatus' in result && result.errStatus === 400 && result.errorObject) {
      return { errors: describeServerErrors(result.errorObject, [accountMessages.emailTaken]) };
    }
    if ('errStatus' in result && result.errStatus === 403) setRefused(true);
    throw new Error('The invitation was not sent');
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 className={styles.subheading} id={titleId}>
        <Trans>Add a caregiver</Trans>
      </h3>
      <p className={styles.muted}>
        <Trans>
          They get an email with a link to choose a password, then see your children and the account, not its
          billing.
        </Trans>
      </p>
      <Form<CaregiverInvite>
        aria-label={t`Add a caregiver`}
        values={emptyInvite}
        validate={validateInvite}
        required={['email', 'first_name', 'last_name']}
        onSubmit={invite}
        labels={{ save: <Trans>Send invitation</Trans>, saving: <Trans>Sending…</Trans>, saveHint: null }}
        successMessage={
          sentTo
            ? i18n._(withValues(accountMessages.inviteSent, { email: sentTo, days: invitationDays }))
            : null
        }
        failureMessage={
          refused ? (
            i18n._(accountMessages.onlyBillingUserInvites)
          ) : (
            <Trans>
              The invitation could not be sent. Please try again. If it persists, contact support.
            </Trans>
          )
        }
      >
        <div className={styles.fields}>
          <EmailField name="email" autoComplete="off" />
          <TextField name="first_name" label={<Trans>First name</Trans>} autoComplete="off" />
          <TextField name="last_name" label={<Trans>Last name</Trans>} autoComplete="off" />
        </div>
      </Form>
    </section>
  );
}
