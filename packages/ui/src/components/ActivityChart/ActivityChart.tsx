import { useLingui } from '@lingui/react/macro';
import {
  activityBucketLabel,
  activityTitle,
  bucketActivity,
  calendarDateIn,
  type ActivityResult,
  type ActivityTimeframe,
} from '@hub/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { ErrorIcon, RetryIcon } from '../../internal/icons';
import { type Direction, useDocumentDirection } from '../../internal/use-direction';
import { visuallyHidden } from '../../internal/visually-hidden.css';
import { Button } from '../Button/Button';
import { TimeframeSwitcher } from '../TimeframeSwitcher/TimeframeSwitcher';
import * as styles from './ActivityChart.css';
import { ActivityPlot, type PlotBar } from './ActivityPlot';
import { ActivityTable } from './ActivityTable';

/** Heading levels the chart's title can take, to fit the page's outline. */
export const activityChartHeadingLevels = [2, 3, 4] as const;
export type ActivityChartHeadingLevel = (typeof activityChartHeadingLevels)[number];

export interface ActivityChartProps {
  /** Rows of `GET /api/v2/player/{id}/activity/`; rows outside the timeframe are ignored. */
  results: readonly ActivityResult[];
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
  /** Replaces the default message when the timeframe has no activity. */
  emptyMessage?: ReactNode;
  /** Height of the plot in px; the width follows the container. */
  height?: number;
  headingLevel?: ActivityChartHeadingLevel;
  /** Forces a writing direction; by default the document's (`dir="rtl"` mirrors the chart). */
  dir?: Direction;
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
  const Heading = `h${headingLevel}` as const;

  let body: ReactNode;
  if (loading) {
    body = (
      <div role="status" className={styles.skeleton} style={{ blockSize: height }}>
        <span className={visuallyHidden}>{t`Loading activity…`}</span>
        {[40, 65, 30, 80, 55, 70, 45].map((percent, index) => (
          <span
            key={index}
            className={styles.skeletonBar}
            style={{ blockSize: `${percent}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <div role="alert" className={`${styles.state} ${styles.errorState}`} style={{ minBlockSize: height }}>
        <p className={`${styles.stateTitle} ${styles.errorTitle}`}>
          <ErrorIcon />
          {t`Activity could not be loaded`}
        </p>
        <p className={styles.stateText}>{error === true ? t`Check your connection and try again.` : error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RetryIcon />
            {t`Try again`}
          </Button>
        ) : null}
      </div>
    );
  } else if (!hasActivity) {
    body = (
      <div className={styles.state} style={{ minBlockSize: height }}>
        <p className={styles.stateTitle}>{t`No activity yet`}</p>
        <p className={styles.stateText}>
          {emptyMessage ?? t`Play sessions in this timeframe will show here once they are synced.`}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.unit}>{unit}</p>
        <ActivityPlot
          // A new timeframe starts keyboard focus and the tooltip afresh on its last bar.
          key={timeframe}
          bars={namedBars}
          height={height}
          direction={direction}
          formatNumber={formatNumber}
          labelledBy={titleId}
          initialIndex={todayIndex}
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
