import { activityQueryOptions, type Player } from '@hub/api-client';
import type { ActivityTimeframe } from '@hub/domain';
import { ActivityChart } from '@hub/ui';
import { useQuery } from '@tanstack/react-query';
import type { Clock } from '../../shared/clock';
import { useHub } from '../../shared/use-hub';

/**
 * A child's play in the chosen timeframe (spec sections 4 and 9): the activity from the timeframe's first
 * day at midnight in the account's zone (All Time from the first play date), every page, as bars with the
 * goal line, the keyboard reading and the table view of the chart.
 */
export function PlayerActivity({
  player,
  timeframe,
  onTimeframeChange,
  clock,
}: {
  player: Player;
  timeframe: ActivityTimeframe;
  onTimeframeChange: (timeframe: ActivityTimeframe) => void;
  clock: Clock;
}) {
  const hub = useHub();
  const firstPlayDate = player.statistic.first_play_date;
  const activity = useQuery(activityQueryOptions(hub.api, player.id, timeframe, { ...clock, firstPlayDate }));
  return (
    <ActivityChart
      results={activity.data ?? []}
      timeframe={timeframe}
      onTimeframeChange={onTimeframeChange}
      timeZone={clock.timeZone}
      now={clock.now}
      firstPlayDate={firstPlayDate}
      loading={activity.isPending}
      error={activity.isError && !activity.data}
      onRetry={() => void activity.refetch()}
      retrying={activity.isFetching}
      headingLevel={3}
    />
  );
}
