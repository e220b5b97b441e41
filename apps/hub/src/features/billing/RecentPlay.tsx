import { activityQueryOptions, playersQueryOptions, type Player } from '@hub/api-client';
import { ActivityChart } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useClock, type Clock } from '../../shared/clock';
import { useHub } from '../../shared/use-hub';
import * as styles from './BillingSegment.css';

/**
 * The children's play of the past month against the 45-minute goal, in the cancel popup before the
 * offers (issue 10): what the family would stop. A chart per active child (the 1Mo timeframe, the one
 * the stats page calls "Past Month"); nothing while the players load, when they fail, or when no child
 * plays yet, as the popup's choices do not depend on it.
 */
export function RecentPlay({ accountId }: { accountId: number }) {
  const hub = useHub();
  const clock = useClock();
  // The moment the popup opened: a new Date on every render would bucket the data afresh each time.
  const [openedAt] = useState(() => clock.now);
  const headingId = useId();
  const players = useQuery(playersQueryOptions(hub.api, accountId));
  const active = (players.data ?? []).filter((player) => player.is_active);
  if (active.length === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.optionTitle}>
        <Trans>Your children’s play this past month</Trans>
      </h3>
      {active.map((player) => (
        <ChildPlay key={player.id} player={player} clock={{ ...clock, now: openedAt }} />
      ))}
    </section>
  );
}

function ChildPlay({ player, clock }: { player: Player; clock: Clock }) {
  const hub = useHub();
  const firstPlayDate = player.statistic.first_play_date;
  const activity = useQuery(activityQueryOptions(hub.api, player.id, '1Mo', { ...clock, firstPlayDate }));
  return (
    <div className={styles.stack}>
      <p className={styles.paragraph}>{player.name}</p>
      <ActivityChart
        results={activity.data ?? []}
        timeframe="1Mo"
        timeZone={clock.timeZone}
        now={clock.now}
        firstPlayDate={firstPlayDate}
        loading={activity.isPending}
        error={activity.isError && !activity.data}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
        height={140}
        headingLevel={4}
      />
    </div>
  );
}
