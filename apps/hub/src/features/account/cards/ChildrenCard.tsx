import { playersQueryOptions } from '@hub/api-client';
import { Card, ErrorState, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addChildPath, childProfilePath } from '../../../shared/paths';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountCards.css';

/**
 * The account's children (issue 28): each with the way to their profile (name, birth date, game profile),
 * and the way to add a child.
 */
export function ChildrenCard({ accountId }: { accountId: number }) {
  const hub = useHub();
  const { t } = useLingui();
  const players = useQuery(playersQueryOptions(hub.api, accountId));

  let content;
  if (players.isError) {
    content = (
      <ErrorState
        title={<Trans>Your children could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        onRetry={() => void players.refetch()}
        retrying={players.isFetching}
        retryLabel={<Trans>Try again</Trans>}
      />
    );
  } else if (!players.data) {
    content = <Skeleton lines={2} label={t`Loading your children…`} />;
  } else if (players.data.length === 0) {
    content = (
      <p className={styles.muted}>
        <Trans>No children on your account yet.</Trans>
      </p>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {players.data.map((player) => (
          <li key={player.id} className={styles.row}>
            <span className={styles.name}>{player.name}</span>
            <Link className={styles.link} to={childProfilePath(player.id)}>
              <Trans>{player.name}’s profile</Trans>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={<Trans>Children</Trans>}
      footer={
        <Link className={styles.link} to={addChildPath}>
          <Trans>Add a child</Trans>
        </Link>
      }
    >
      {content}
    </Card>
  );
}
