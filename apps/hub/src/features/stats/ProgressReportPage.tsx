import {
  activityQueryOptions,
  playerDetailsQueryOptions,
  playerOverviewQueryOptions,
  playersQueryOptions,
  userInfoQueryOptions,
} from '@hub/api-client';
import { chart } from '@hub/domain';
import { ActivityChart, Button, EmptyState, Skeleton } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryFailure } from '../../shared/QueryFailure';
import { useHub } from '../../shared/use-hub';
import { WeekGoal } from './GoalCard';
import * as styles from './ProgressReportPage.css';
import { choosePlayer } from './select-player';
import { useStatsClock, useStatsFormat } from './use-stats';

/** The stats page's address for a child. */
function statsPath(playerId: number | null): string {
  return playerId === null
    ? '/dashboard/stats'
    : `/dashboard/stats?${new URLSearchParams({ pid: String(playerId) })}`;
}

/**
 * A child's one-page progress report (`/dashboard/stats/report?pid=`), in the parent's language: this
 * week against the 45-minute goal with the streaks, the totals and heart-rate summary, and the past
 * month's daily play. Outside the shell, with a print stylesheet that keeps it to one page.
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const clock = useStatsClock();
  const format = useStatsFormat(clock.timeZone);
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  const players = useQuery({
    ...playersQueryOptions(hub.api, user?.account.id ?? 0),
    enabled: user !== undefined,
  });
  const [params, setParams] = useSearchParams();
  const choice = players.data ? choosePlayer(players.data, params.get('pid')) : null;
  const player = choice?.player ?? null;
  const replacePid = choice?.replacePid ?? null;
  useEffect(() => {
    if (replacePid !== null) setParams({ pid: String(replacePid) }, { replace: true });
  }, [replacePid, setParams]);

  const playerId = player?.id ?? 0;
  const overview = useQuery({ ...playerOverviewQueryOptions(hub.api, playerId), enabled: player !== null });
  const details = useQuery({ ...playerDetailsQueryOptions(hub.api, playerId), enabled: player !== null });
  const month = useQuery({
    ...activityQueryOptions(hub.api, playerId, '1Mo', {
      ...clock,
      firstPlayDate: player?.statistic.first_play_date,
    }),
    enabled: player !== null,
  });

  let content: ReactNode;
  if (players.isError && !players.isFetching) {
    content = (
      <QueryFailure
        query={players}
        title={<Trans>Your players could not be loaded</Trans>}
        headingLevel={2}
      />
    );
  } else if (!players.data) {
    content = <Skeleton lines={8} label={t`Loading the report…`} />;
  } else if (!player) {
    content = <EmptyState headingLevel={2} title={<Trans>No players yet</Trans>} />;
  } else {
    const prepared = format.day(overview.data?.today ?? clock.now.toISOString().slice(0, 10));
    const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
    let summary: ReactNode;
    if (overview.data && details.data) {
      const data = overview.data;
      const heart = details.data;
      summary = (
        <div className={styles.summary}>
          <WeekGoal overview={data} format={format} />
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.term}>
                <Trans>Playing since</Trans>
              </dt>
              <dd className={styles.value}>
                {player.statistic.first_play_date ? (
                  format.day(player.statistic.first_play_date)
                ) : (
                  <Trans>Not played yet</Trans>
                )}
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
                <Trans>Played this week</Trans>
              </dt>
              <dd
                className={styles.value}
              >{t`${plural(data.minutes_this_week, { one: '# minute', other: '# minutes' })}`}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>
                <Trans>Longest streak</Trans>
              </dt>
              <dd
                className={styles.value}
              >{t`${plural(data.longest_streak_days, { one: '# day', other: '# days' })}`}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>
                <Trans>Heart-rate rises</Trans>
              </dt>
              <dd className={styles.value}>{format.number(heart.hr_rises.count)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>
                <Trans>Cool-downs completed</Trans>
              </dt>
              <dd className={styles.value}>
                {t`${format.number(heart.cooldown_events.completed)} of ${format.number(heart.cooldown_events.prompted)} suggested`}
              </dd>
            </div>
          </dl>
        </div>
      );
    } else if ((overview.isError && !overview.isFetching) || (details.isError && !details.isFetching)) {
      summary = (
        <QueryFailure
          query={{
            isFetching: overview.isFetching || details.isFetching,
            refetch: () => Promise.all([overview.refetch(), details.refetch()]),
          }}
          title={<Trans>The report could not be loaded</Trans>}
          headingLevel={2}
        />
      );
    } else {
      summary = <Skeleton variant="block" blockSize="9rem" label={t`Loading the report…`} />;
    }
    content = (
      <article className={styles.sheet} aria-labelledby="report-title">
        <p className={styles.brand}>
          <Trans>Customer hub</Trans>
        </p>
        <h1 id="report-title" className={styles.title}>
          <Trans>Progress report: {player.name}</Trans>
        </h1>
        <p className={styles.intro}>
          {fullName ? (
            <Trans>
              Prepared for {fullName} on {prepared}
            </Trans>
          ) : (
            <Trans>Prepared on {prepared}</Trans>
          )}
          {player.is_active ? null : (
            <>
              {' '}
              <Trans>{player.name} is deactivated: the report shows their play until then.</Trans>
            </>
          )}
        </p>
        {summary}
        <ActivityChart
          results={month.data ?? []}
          timeframe="1Mo"
          timeZone={clock.timeZone}
          now={clock.now}
          firstPlayDate={player.statistic.first_play_date}
          loading={month.isPending}
          error={month.isError && !month.data}
          onRetry={() => void month.refetch()}
          retrying={month.isFetching}
          height={200}
        />
        <p className={styles.note}>
          <Trans>
            The goal is {format.number(chart.goalMinutes)} minutes of play a day. Days are counted in your
            time zone; minutes are rounded.
          </Trans>
        </p>
      </article>
    );
  }

  return (
    <main className={styles.page}>
      {player && players.data ? null : (
        <h1 className={styles.title}>
          <Trans>Progress report</Trans>
        </h1>
      )}
      <div className={styles.toolbar}>
        <Link className={styles.link} to={statsPath(player?.id ?? null)}>
          <Trans>Back to player stats</Trans>
        </Link>
        {player ? (
          <Button variant="secondary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        ) : null}
      </div>
      {content}
    </main>
  );
}
Component.displayName = 'ProgressReportPage';
