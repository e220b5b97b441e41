// What the ActivityChart's story files share (stories only, never exported from the package): the sample
// data, deterministic so the play functions can recompute what each bar must show, the helpers of the play
// functions, and the meta's args. Each file groups the states of one concern (Timeframes, States, Keyboard
// and table, Languages and layout) under Activity/ActivityChart.
import {
  addCalendarDays,
  bucketActivity,
  calendarDateIn,
  type ActivityResult,
  type ActivityTimeframe,
} from '@hub/domain';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { headingLevels } from '../Card/Card';
import { ActivityChart, type ActivityChartProps } from './ActivityChart';

// --- sample data: deterministic, so the play functions can recompute what each bar must show ---

/** A fixed "now": Wednesday 11 March 2026, 1 pm in New York. */
const now = new Date('2026-03-11T17:00:00Z');
const timeZone = 'America/New_York';
const firstPlayDate = '2023-03-14';

/** Mulberry32: a small seeded generator, the same numbers on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface GeneratorOptions {
  /** The first day with play (`YYYY-MM-DD`); days run from it up to today. */
  from: string;
  seed?: number;
  /** Longest day in minutes. */
  maxMinutes?: number;
  /** Share of days without play. */
  restDays?: number;
}

/**
 * Daily activity as the API sends it: on most days one or two sessions in the late afternoon (New York
 * time), 5 to `maxMinutes` minutes in all, with rest days in between.
 */
export function generateActivity({
  from,
  seed = 7,
  maxMinutes = 58,
  restDays = 0.18,
}: GeneratorOptions): ActivityResult[] {
  const random = seededRandom(seed);
  const today = calendarDateIn(now, timeZone);
  const results: ActivityResult[] = [];
  for (let day = from; day <= today; day = addCalendarDays(day, 1)) {
    if (random() < restDays) continue;
    const minutes = 5 + random() * (maxMinutes - 5);
    if (random() < 0.35) {
      const first = Math.round(minutes * 0.6 * 60);
      results.push({ period_datetime: `${day}T21:10:00Z`, seconds_played: first });
      results.push({ period_datetime: `${day}T23:40:00Z`, seconds_played: Math.round(minutes * 60) - first });
    } else {
      results.push({ period_datetime: `${day}T22:05:00Z`, seconds_played: Math.round(minutes * 60) });
    }
  }
  return results;
}

export const threeYears = generateActivity({ from: firstPlayDate });

// --- helpers for the play functions ---

/** What each bar must say, recomputed with the domain's rules. */
export function expectedMinutes(
  results: readonly ActivityResult[],
  timeframe: ActivityTimeframe,
  first = firstPlayDate,
) {
  return bucketActivity(results, timeframe, { now, timeZone, firstPlayDate: first }).map(
    (bucket) => bucket.minutes,
  );
}

export function minutesText(minutes: number) {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The bars of the chart: the images in the chart's group, except the goal line. */
export function getBars(canvasElement: HTMLElement, title: string | RegExp) {
  const group = within(canvasElement).getByRole('group', { name: title });
  return within(group)
    .getAllByRole('img')
    .filter((element) => !element.hasAttribute('data-goal-line'));
}

/** The y axis's tick labels, bottom to top. */
export function getTickLabels(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('.visx-axis-left text, .visx-axis-right text')).map(
    (label) => label.textContent,
  );
}

/** Tabs until a bar of the chart has focus. */
export async function tabToBars(canvasElement: HTMLElement) {
  for (let step = 0; step < 8; step += 1) {
    await userEvent.tab();
    if (canvasElement.ownerDocument.activeElement?.hasAttribute('data-bar-index')) return;
  }
  throw new Error('No bar of the chart took focus');
}

export const weekTitle = 'Activity Week of Mar 9, 2026';

/** The chart with its timeframe switcher, as the player-stats page uses it. */
export function ActivityChartWithSwitcher(props: ActivityChartProps) {
  const [timeframe, setTimeframe] = useState<ActivityTimeframe>(props.timeframe);
  return (
    <ActivityChart
      {...props}
      timeframe={timeframe}
      onTimeframeChange={(next) => {
        setTimeframe(next);
        props.onTimeframeChange?.(next);
      }}
    />
  );
}

/** The docs page's description of the component: what it is for, and how to use it well. */
export const chartDescription = [
  "A player's play minutes as bars per day, week or month (visx), with the 45-minute goal line, a keyboard-readable tooltip and a table view. Loading, error and empty use the design system's own states.",
  '',
  '**Do**',
  '',
  "- Pass the account's `timeZone` and a fixed `now` where the day matters (tests, stories).",
  '- Give `onTimeframeChange` so the timeframe switcher shows in the header.',
  '- Give it the full width of its card; its height is a prop (`height`).',
  '',
  "**Don't**",
  '',
  "- Don't compute buckets or minutes in the app: the rules are the domain's (`bucketActivity`).",
  "- Don't hide the Show as table toggle: it is how screen reader users read the values.",
  "- Don't colour bars by meaning; the goal line carries the target.",
].join('\n');

/** The args of every ActivityChart story file's meta: three years of play, this week, in New York. */
export const chartArgs = {
  results: threeYears,
  timeframe: '1W',
  timeZone,
  now,
  firstPlayDate,
} satisfies Partial<ActivityChartProps>;

export const chartArgTypes = {
  timeframe: { control: 'inline-radio', options: ['1W', '1Mo', '3Mos', 'AllTime'] },
  headingLevel: { control: 'inline-radio', options: headingLevels },
} as const;
