import { useLingui } from '@lingui/react/macro';
import {
  activityBucketLabel,
  activityGoalMinutes,
  activityTitle,
  bucketActivity,
  calendarDateIn,
  type ActivityResult,
  type ActivityTimeframe,
} from '@hub/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { type Direction, useDocumentDirection } from '../../internal/use-direction';
import { Button } from '../Button/Button';
import type { HeadingLevel } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Skeleton } from '../Skeleton/Skeleton';
import { TimeframeSwitcher } from '../TimeframeSwitcher/TimeframeSwitcher';
import * as styles from './ActivityChart.css';
import { ActivityPlot, type PlotBar } from './ActivityPlot';
import { ActivityTable } from './ActivityTable';

export interface ActivityChartProps {
  /** Rows of `GET /api/v2/player/{id}/activity/`; rows outside the timeframe are ignored. */
  results: readonly ActivityResult[];
  /** Which span the bars cover: `1W` and `1Mo` a bar per day, `3Mos` per week, `AllTime` per month. */
  timeframe: ActivityTimeframe;
  /** When given, the header shows the timeframe switcher (1W, 1Mo, 3Mos, All Time). */
  onTimeframeChange?: (timeframe: ActivityTimeframe) => void;
  /** IANA time zone the days are counted in (the account's); an unknown one falls back to the default. */
  timeZone: string;
  /** The current instant: the chart never reads the clock itself. */
  now: Date;
  /** The player's statistic.first_play_date: All Time starts at its month. */
  firstPlayDate?: string | null;
  /** The data is loading: a placeholder stands where the bars will be. */
  loading?: boolean;
  /** The data could not be loaded: `true` for the default message, or the message to show. */
  error?: boolean | ReactNode;
  /** With `error`, offered as a Retry button. */
  onRetry?: () => void;
  /** The retry is running: the Retry button shows a spinner. */
  retrying?: boolean;
  /** Replaces the default message when the timeframe has no activity. */
  emptyMessage?: ReactNode;
  /** Height of the plot in px; the width follows the container. */
  height?: number;
  /** Heading level of the title, to fit the page's outline; 2 by default. */
  headingLevel?: HeadingLevel;
  /** Forces a writing direction; by default the document's (`dir="rtl"` mirrors the chart). */
  dir?: Direction;
  /** Id of the chart's root element. */
  id?: string;
}

/** Date formats for the full label of a bar (tooltip, accessible name, table). */
const longLabelFormats: Record<ActivityTimeframe, Intl.DateTimeFormatOptions> = {
  '1W': { weekday: 'long', month: 'long', day: 'numeric' },
  '1Mo': { weekday: 'long', month: 'long', day: 'numeric' },
  '3Mos': { month: 'long', day: 'numeric', year: 'numeric' },
  AllTime: { month: 'long', year: 'numeric' },
};

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat([locale, 'en'], { ...options, timeZone: 'UTC' });
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
  }
}

function numberFormatter(locale: string): (value: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat([locale, 'en'], { maximumFractionDigits: 0 });
  } catch {
    format = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
  }
  return (value) => format.format(value);
}

/**
 * A player's play activity as bars, one per day, week or month of the timeframe (the rules of
 * `@hub/domain`: local days in `timeZone`, weeks from Monday, rounded minutes, a y axis to 60 extended
 * in steps of 10, the 45-minute goal line). Presentational: the caller fetches and passes `now`.
 * Keyboard: one tab stop, arrow keys between bars; "Show as table" gives the same data as a table.
 */
export function ActivityChart({
  results,
  timeframe,
  onTimeframeChange,
  timeZone,
  now,
  firstPlayDate,
  loading = false,
  error = false,
  onRetry,
  retrying = false,
  emptyMessage,
  height = 240,
  headingLevel = 2,
  dir,
  id,
}: ActivityChartProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale || 'en';
  const direction = useDocumentDirection(dir);
  const generatedId = useId();
  const titleId = `${generatedId}-title`;
  const tableId = `${generatedId}-table`;
  const [showTable, setShowTable] = useState(false);

  const nowMs = now.getTime();
  const title = i18n._(activityTitle(timeframe, { now: new Date(nowMs), timeZone, firstPlayDate, locale }));
  const bars: PlotBar[] = useMemo(() => {
    const buckets = bucketActivity(results, timeframe, { now: new Date(nowMs), timeZone, firstPlayDate });
    const long = dateFormatter(locale, longLabelFormats[timeframe]);
    return buckets.map((bucket) => ({
      bucket,
      label: activityBucketLabel(bucket, timeframe, locale),
      longLabel: long.format(bucket.labelDate),
    }));
  }, [results, timeframe, nowMs, timeZone, firstPlayDate, locale]);
  const formatNumber = useMemo(() => numberFormatter(locale), [locale]);

  // Weekly bars name their Monday: "Week of March 2, 2026".
  const namedBars: PlotBar[] = useMemo(
    () =>
      timeframe === '3Mos' ? bars.map((bar) => ({ ...bar, longLabel: t`Week of ${bar.longLabel}` })) : bars,
    [bars, timeframe, t],
  );

  const unit =
    timeframe === '3Mos'
      ? t`Minutes played per week`
      : timeframe === 'AllTime'
        ? t`Minutes played per month`
        : t`Minutes played per day`;
  const periodHeader = timeframe === '3Mos' ? t`Week` : timeframe === 'AllTime' ? t`Month` : t`Day`;
  // Keyboard focus starts on today's bar (in 1W the days after today are still to come).
  const today = calendarDateIn(new Date(nowMs), timeZone);
  const todayIndex = Math.max(
    0,
    bars.findLastIndex((bar) => bar.bucket.start <= today),
  );
  const hasActivity = bars.some((bar) => bar.bucket.secondsPlayed > 0);
  const goalMinutes = activityGoalMinutes(timeframe);
  const Heading = `h${headingLevel}` as const;

  // Loading, error and empty states are the design system's own (Skeleton, ErrorState, EmptyState), one
  // heading level below the chart's title.
  const stateHeadingLevel = Math.min(headingLevel + 1, 4) as HeadingLevel;
  let body: ReactNode;
  if (loading) {
    body = <Skeleton variant="block" blockSize={`${height}px`} label={t`Loading activity…`} />;
  } else if (error) {
    body = (
      <ErrorState
        title={t`Activity could not be loaded`}
        description={error === true ? t`Check your connection and try again.` : error}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={stateHeadingLevel}
      />
    );
  } else if (!hasActivity) {
    body = (
      <EmptyState
        title={t`No activity yet`}
        description={emptyMessage ?? t`Play sessions in this timeframe will show here once they are synced.`}
        headingLevel={stateHeadingLevel}
      />
    );
  } else {
    body = (
      <>
        <div className={styles.legend}>
          <p className={styles.unit}>{unit}</p>
          {/* The goal line's label sits here rather than on the line, where bars would cover it. */}
          {goalMinutes === null ? null : (
            <p className={styles.goalKey}>
              <svg className={styles.goalSwatch} viewBox="0 0 24 4" aria-hidden="true" focusable="false">
                <line x1="0" y1="2" x2="24" y2="2" />
              </svg>
              {t`Goal ${formatNumber(goalMinutes)} min`}
            </p>
          )}
        </div>
        <ActivityPlot
          // A new timeframe starts keyboard focus and the tooltip afresh on its last bar.
          key={timeframe}
          bars={namedBars}
          height={height}
          direction={direction}
          formatNumber={formatNumber}
          labelledBy={titleId}
          initialIndex={todayIndex}
          goalMinutes={goalMinutes}
        />
        <div className={styles.footer}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t`Hide table` : t`Show as table`}
          </Button>
        </div>
        {showTable ? (
          <ActivityTable
            id={tableId}
            bars={namedBars}
            caption={`${title}: ${unit}`}
            periodHeader={periodHeader}
            minutesHeader={t`Minutes`}
            formatNumber={formatNumber}
          />
        ) : null}
      </>
    );
  }

  return (
    <section
      id={id}
      className={styles.root}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      dir={dir}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {onTimeframeChange ? <TimeframeSwitcher value={timeframe} onValueChange={onTimeframeChange} /> : null}
      </div>
      {body}
    </section>
  );
}
ActivityChart.displayName = 'ActivityChart';
