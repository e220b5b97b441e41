import {
  accountStatisticsQueryOptions,
  playersQueryOptions,
  userInfoQueryOptions,
  type Player,
} from '@hub/api-client';
import type { ActivityTimeframe } from '@hub/domain';
import { EmptyState, Notice, Skeleton } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Clock } from '../../shared/clock';
import { QueryFailure } from '../../shared/QueryFailure';
import { useHub } from '../../shared/use-hub';
import { GameSettingsCard } from './GameSettingsCard';
import { GoalCard } from './GoalCard';
import { HeartRateCard } from './HeartRateCard';
import { PlayerActivity } from './PlayerActivity';
import * as styles from './PlayerStatsPage.css';
import { choosePlayer } from './select-player';
import { useStatsClock, useStatsFormat, type StatsFormat } from './use-stats';

/** The report's address for a child. */
export function reportPath(playerId: number): string {
  return `/dashboard/stats/report?${new URLSearchParams({ pid: String(playerId) })}`;
}

/**
 * The children to choose from, as links that keep `pid` in the address (so a reload, the back button and
 * a shared link show the same child); a deactivated child is marked as such.
 */
function PlayerPicker({ players, selected }: { players: readonly Player[]; selected: Player }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Players`}>
      <ul className={styles.picker}>
        {players.map((player) => (
          <li key={player.id}>
            <Link
              className={styles.pickerLink}
              to={`?${new URLSearchParams({ pid: String(player.id) })}`}
              aria-current={player.id === selected.id ? 'page' : undefined}
              replace
            >
              {player.name}
              {player.is_active ? null : (
                <span className={styles.badge}>
                  <Trans>Deactivated</Trans>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The family at a glance (the account's statistics): this week's play across the children. */
function FamilyWeek({ accountId, format }: { accountId: number; format: StatsFormat }) {
  const hub = useHub();
  const { t } = useLingui();
  const statistics = useQuery(accountStatisticsQueryOptions(hub.api, accountId));
  if (!statistics.data) return null; // A line of context: it waits or stays away quietly.
  const { players_played_this_week: playing, active_players: active } = statistics.data;
  const minutes = Math.round(statistics.data.seconds_played_this_week / 60);
  return (
    <p className={styles.lead}>
      {t`This week your family played ${plural(minutes, { one: '# minute', other: '# minutes' })}: ${format.number(playing)} of ${plural(active, { one: '# active child', other: '# active children' })} played.`}
    </p>
  );
}

/** One child's stats: status, the goal and streaks, the activity chart, heart rate, the report. */
function PlayerStats({
  player,
  timeframe,
  onTimeframeChange,
  accountId,
  clock,
  format,
}: {
  player: Player;
  accountId: number;
  timeframe: ActivityTimeframe;
  onTimeframeChange: (timeframe: ActivityTimeframe) => void;
  clock: Clock;
  format: StatsFormat;
}) {
  const headingId = `player-${player.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {player.name}
        </h2>
        <Link className={styles.link} to={reportPath(player.id)}>
          <Trans>Printable progress report</Trans>
        </Link>
      </div>
      <p className={styles.statusLine}>
        {!player.is_active ? (
          <Trans>Deactivated: their play until then is kept here.</Trans>
        ) : player.statistic.first_play_date ? (
          <Trans>Playing since {format.day(player.statistic.first_play_date)}</Trans>
        ) : (
          <Trans>Not played yet</Trans>
        )}
      </p>
      <GoalCard playerId={player.id} format={format} />
      <PlayerActivity
        player={player}
        timeframe={timeframe}
        onTimeframeChange={onTimeframeChange}
        clock={clock}
      />
      <HeartRateCard playerId={player.id} format={format} />
      <GameSettingsCard player={player} accountId={accountId} format={format} />
    </section>
  );
}

/**
 * Player stats (route root.user.player.stats, `dashboard/stats?pid=`): the children to choose from, then
 * the chosen child's goal, activity and heart rate. A sunset account never gets here (the dashboard
 * loader sends it to the account details).
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  const accountId = user?.account.id ?? 0;
  const players = useQuery({ ...playersQueryOptions(hub.api, accountId), enabled: user !== undefined });
  const [searchParams, setSearchParams] = useSearchParams();
  const [timeframe, setTimeframe] = useState<ActivityTimeframe>('1W');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const clock = useStatsClock();
  const format = useStatsFormat(clock.timeZone);

  const rawPid = searchParams.get('pid');
  const choice = players.data ? choosePlayer(players.data, rawPid) : null;
  const replacePid = choice?.replacePid ?? null;
  // The address names the child shown (a reload shows the same one); an unknown pid is replaced.
  useEffect(() => {
    if (replacePid === null) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('pid', String(replacePid));
        return next;
      },
      { replace: true },
    );
  }, [replacePid, setSearchParams]);
  // Shown once for the pid that was not found, kept while the address is corrected.
  const [unknownPid, setUnknownPid] = useState<string | null>(null);
  useEffect(() => {
    if (choice?.unknown && rawPid) setUnknownPid(rawPid);
  }, [choice?.unknown, rawPid]);

  let content;
  if (players.data && choice) {
    content =
      choice.player === null ? (
        <EmptyState
          title={<Trans>No players yet</Trans>}
          description={<Trans>Children added to your game kit show here, with their play.</Trans>}
          headingLevel={2}
        />
      ) : (
        <>
          {unknownPid !== null ? (
            <Notice tone="info" onDismiss={() => setUnknownPid(null)}>
              <Trans>That player is not on your account. Showing {choice.player.name} instead.</Trans>
            </Notice>
          ) : null}
          <PlayerPicker players={players.data} selected={choice.player} />
          <PlayerStats
            key={choice.player.id}
            player={choice.player}
            timeframe={timeframe}
            onTimeframeChange={setTimeframe}
            accountId={accountId}
            clock={clock}
            format={format}
          />
        </>
      );
  } else if (players.isError && !players.isFetching) {
    content = (
      <QueryFailure
        query={{
          isFetching: players.isFetching,
          refetch: () => {
            titleRef.current?.focus();
            return players.refetch();
          },
        }}
        title={<Trans>Your players could not be loaded</Trans>}
        headingLevel={2}
      />
    );
  } else {
    content = <Skeleton variant="block" blockSize="12rem" label={t`Loading your players…`} />;
  }

  return (
    // Busy until the player list has come or failed: the heading paints first (the shell does not wait for
    // the list, issue 30), and what depends on the list says it is not there yet.
    <div className={styles.page} aria-busy={players.data || players.isError ? undefined : true}>
      <header className={styles.intro}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          <Trans>Player stats</Trans>
        </h1>
        {accountId ? <FamilyWeek accountId={accountId} format={format} /> : null}
      </header>
      {content}
    </div>
  );
}
Component.displayName = 'PlayerStatsPage';
