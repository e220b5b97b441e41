import { playerOverviewQueryOptions, type PlayerOverview } from '@hub/api-client';
import { chart } from '@hub/domain';
import { Card, GoalRing, Skeleton, type GoalRingDay } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryFailure } from '../../shared/QueryFailure';
import { useHub } from '../../shared/use-hub';
import * as styles from './PlayerStatsPage.css';
import type { StatsFormat } from './use-stats';

/** The week against the 45-minute goal as a ring, the streak under it. */
export function WeekGoal({ overview, format }: { overview: PlayerOverview; format: StatsFormat }) {
  const { t } = useLingui();
  const goal = format.number(overview.goal_minutes);
  const reached = overview.days_at_goal_this_week;
  const days: GoalRingDay[] = overview.week.map((day) => {
    const name = format.longWeekday(day.date);
    const minutes = t`${plural(day.minutes, { one: '# minute', other: '# minutes' })}`;
    return {
      key: day.date,
      label: format.weekday(day.date),
      state: day.upcoming ? 'upcoming' : day.reached_goal ? 'reached' : 'missed',
      name: day.upcoming
        ? t`${name}: still to come`
        : day.reached_goal
          ? t`${name}: ${minutes}, goal reached`
          : t`${name}: ${minutes}, goal not reached`,
    };
  });
  const streak = overview.current_streak_days;
  return (
    <GoalRing
      value={reached}
      max={7}
      label={t`${format.number(reached)} of ${format.number(7)} days at the ${goal}-minute goal this week`}
      valueText={`${format.number(reached)}/${format.number(7)}`}
      caption={
        streak > 0
          ? t`${plural(streak, { one: '# day in a row at the goal', other: '# days in a row at the goal' })}`
          : t`No streak yet: ${goal} minutes of play in a day starts one`
      }
      days={days}
      daysLabel={t`This week, day by day`}
    />
  );
}

/** The overview of a player (spec section 7): this week's goal, the streaks, the totals. */
export function GoalCard({ playerId, format }: { playerId: number; format: StatsFormat }) {
  const hub = useHub();
  const { t } = useLingui();
  const overview = useQuery(playerOverviewQueryOptions(hub.api, playerId));

  let content;
  if (overview.data) {
    const data = overview.data;
    content = (
      <div className={styles.summary}>
        <WeekGoal overview={data} format={format} />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Played this week</Trans>
            </dt>
            <dd className={styles.value}>
              {t`${plural(data.minutes_this_week, { one: '# minute', other: '# minutes' })}`}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Longest streak</Trans>
            </dt>
            <dd className={styles.value}>
              {t`${plural(data.longest_streak_days, { one: '# day', other: '# days' })}`}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Played in all</Trans>
            </dt>
            <dd className={styles.value}>{format.hours(data.total_seconds_played)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Sessions</Trans>
            </dt>
            <dd className={styles.value}>{format.number(data.sessions)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Last played</Trans>
            </dt>
            <dd className={styles.value}>
              {data.last_played_at ? format.moment(data.last_played_at) : <Trans>Not played yet</Trans>}
            </dd>
          </div>
        </dl>
      </div>
    );
  } else if (overview.isError && !overview.isFetching) {
    content = <QueryFailure query={overview} title={<Trans>The overview could not be loaded</Trans>} />;
  } else {
    content = <Skeleton variant="block" blockSize="10rem" label={t`Loading the overview…`} />;
  }

  return (
    <Card title={t`The ${format.number(chart.goalMinutes)}-minute goal`} headingLevel={3}>
      {content}
    </Card>
  );
}
