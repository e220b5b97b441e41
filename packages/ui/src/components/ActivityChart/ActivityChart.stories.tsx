import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  activityTicks,
  activityYMax,
  addCalendarDays,
  bucketActivity,
  calendarDateIn,
  type ActivityResult,
  type ActivityTimeframe,
} from '@hub/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
function generateActivity({
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

const threeYears = generateActivity({ from: firstPlayDate });

// --- helpers for the play functions ---

/** What each bar must say, recomputed with the domain's rules. */
function expectedMinutes(
  results: readonly ActivityResult[],
  timeframe: ActivityTimeframe,
  first = firstPlayDate,
) {
  return bucketActivity(results, timeframe, { now, timeZone, firstPlayDate: first }).map(
    (bucket) => bucket.minutes,
  );
}

function minutesText(minutes: number) {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The bars of the chart: the images in the chart's group, except the goal line. */
function getBars(canvasElement: HTMLElement, title: string | RegExp) {
  const group = within(canvasElement).getByRole('group', { name: title });
  return within(group)
    .getAllByRole('img')
    .filter((element) => !element.hasAttribute('data-goal-line'));
}

/** The y axis's tick labels, bottom to top. */
function getTickLabels(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('.visx-axis-left text, .visx-axis-right text')).map(
    (label) => label.textContent,
  );
}

/** Tabs until a bar of the chart has focus. */
async function tabToBars(canvasElement: HTMLElement) {
  for (let step = 0; step < 8; step += 1) {
    await userEvent.tab();
    if (canvasElement.ownerDocument.activeElement?.hasAttribute('data-bar-index')) return;
  }
  throw new Error('No bar of the chart took focus');
}

const weekTitle = 'Activity Week of Mar 9, 2026';

// --- stories ---

/** The chart with its timeframe switcher, as the player-stats page uses it. */
function ActivityChartWithSwitcher(props: ActivityChartProps) {
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
const description = [
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

const meta = {
  title: 'Activity/ActivityChart',
  component: ActivityChart,
  tags: ['autodocs'],
  args: { results: threeYears, timeframe: '1W', timeZone, now, firstPlayDate },
  argTypes: {
    timeframe: { control: 'inline-radio', options: ['1W', '1Mo', '3Mos', 'AllTime'] },
    headingLevel: { control: 'inline-radio', options: headingLevels },
  },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This week, Monday to Sunday: seven weekday bars, the goal line, a tooltip on hover. */
export const OneWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: weekTitle })).toBeVisible();
    const bars = await waitFor(() => getBars(canvasElement, weekTitle));
    await expect(bars).toHaveLength(7);
    const minutes = expectedMinutes(threeYears, '1W');
    await expect(bars[0]).toHaveAccessibleName(`Monday, March 9: ${minutesText(minutes[0]!)}`);
    // Days still to come this week are empty bars.
    await expect(bars[6]).toHaveAccessibleName('Sunday, March 15: 0 minutes');
    await expect(canvas.getByRole('img', { name: 'Goal: 45 minutes' })).toBeInTheDocument();
    await expect(canvas.getByText('Goal 45 min')).toBeVisible(); // the line's key above the chart
    await expect(canvas.getByText('Mon')).toBeInTheDocument();
    // No day reaches 60 minutes: the axis keeps its default 0 to 60 with ticks every 10.
    await expect(getTickLabels(canvasElement)).toEqual(['0', '10', '20', '30', '40', '50', '60']);

    await userEvent.hover(bars[1]!);
    const tooltip = await canvas.findByTestId('activity-tooltip');
    await expect(tooltip).toHaveTextContent(`Tuesday, March 10${minutesText(minutes[1]!)}`);
    await userEvent.unhover(bars[1]!);
  },
};

/** The past month, a bar per day from the same day last month. */
export const PastMonth: Story = {
  args: { timeframe: '1Mo' },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, 'Past Month'));
    // 11 February to 11 March 2026.
    await expect(bars).toHaveLength(29);
    const minutes = expectedMinutes(threeYears, '1Mo');
    await expect(bars[28]).toHaveAccessibleName(`Wednesday, March 11: ${minutesText(minutes[28]!)}`);
  },
};

/** The past three months, a bar per week (Monday to Sunday), without the daily goal line. */
export const PastThreeMonths: Story = {
  args: { timeframe: '3Mos' },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, 'Past 3 Months'));
    // The weeks from Monday 8 December 2025 to the week of Monday 9 March 2026.
    await expect(bars).toHaveLength(14);
    const minutes = expectedMinutes(threeYears, '3Mos');
    await expect(bars[0]).toHaveAccessibleName(`Week of December 8, 2025: ${minutesText(minutes[0]!)}`);
    // Weekly totals pass 60 minutes: the axis extends (in steps of 10) and its ticks take a larger step.
    const ticks = activityTicks(activityYMax(minutes));
    await expect(ticks.at(-1)).toBeGreaterThan(60);
    await expect(getTickLabels(canvasElement)).toEqual(ticks.map((tick) => tick.toLocaleString('en')));
    // A bar sums a week: the daily 45-minute goal would measure nothing, so neither line nor key shows.
    await expect(within(canvasElement).queryByRole('img', { name: 'Goal: 45 minutes' })).toBeNull();
    await expect(within(canvasElement).queryByText('Goal 45 min')).toBeNull();
  },
};

/** Three years since the first play, a bar per month. */
export const AllTime: Story = {
  args: { timeframe: 'AllTime' },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, 'All Time'));
    // March 2023 to March 2026.
    await expect(bars).toHaveLength(37);
    await expect(bars[0]).toHaveAccessibleName(/^March 2023: /);
    await expect(bars[36]).toHaveAccessibleName(/^March 2026: /);
  },
};

/** Switching the timeframe changes the title and the number of bars. */
export const SwitchingTimeframe: Story = {
  args: { onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const switcher = canvas.getByRole('group', { name: 'Timeframe' });
    await expect(within(switcher).getByRole('radio', { name: '1W' })).toBeChecked();
    await expect(await waitFor(() => getBars(canvasElement, weekTitle))).toHaveLength(7);

    await userEvent.click(within(switcher).getByRole('radio', { name: '1Mo' }));
    await expect(args.onTimeframeChange).toHaveBeenLastCalledWith('1Mo');
    await expect(canvas.getByRole('heading', { name: 'Past Month' })).toBeVisible();
    await expect(await waitFor(() => getBars(canvasElement, 'Past Month'))).toHaveLength(29);

    await userEvent.click(within(switcher).getByRole('radio', { name: '3Mos' }));
    await expect(canvas.getByRole('heading', { name: 'Past 3 Months' })).toBeVisible();
    await expect(await waitFor(() => getBars(canvasElement, 'Past 3 Months'))).toHaveLength(14);

    await userEvent.click(within(switcher).getByRole('radio', { name: 'All Time' }));
    await expect(canvas.getByRole('heading', { name: 'All Time' })).toBeVisible();
    await expect(await waitFor(() => getBars(canvasElement, 'All Time'))).toHaveLength(37);

    await userEvent.click(within(switcher).getByRole('radio', { name: '1W' }));
    await expect(canvas.getByRole('heading', { name: weekTitle })).toBeVisible();
    await expect(await waitFor(() => getBars(canvasElement, weekTitle))).toHaveLength(7);
  },
};

/** One tab stop: focus starts on today's bar, arrows move bar to bar, Home and End go to the ends. */
export const KeyboardNavigation: Story = {
  args: { onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const minutes = expectedMinutes(threeYears, '1W');
    await waitFor(() => getBars(canvasElement, weekTitle));

    await tabToBars(canvasElement);
    await expect(doc.activeElement).toHaveAccessibleName(`Wednesday, March 11: ${minutesText(minutes[2]!)}`);
    const tooltip = await canvas.findByTestId('activity-tooltip');
    await expect(tooltip).toHaveTextContent(minutesText(minutes[2]!));

    await userEvent.keyboard('{ArrowLeft}');
    await expect(doc.activeElement).toHaveAccessibleName(`Tuesday, March 10: ${minutesText(minutes[1]!)}`);
    await expect(canvas.getByTestId('activity-tooltip')).toHaveTextContent('Tuesday, March 10');

    await userEvent.keyboard('{Home}');
    await expect(doc.activeElement).toHaveAccessibleName(`Monday, March 9: ${minutesText(minutes[0]!)}`);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(doc.activeElement).toHaveAccessibleName(`Monday, March 9: ${minutesText(minutes[0]!)}`);

    await userEvent.keyboard('{End}');
    await expect(doc.activeElement).toHaveAccessibleName('Sunday, March 15: 0 minutes');
    await userEvent.keyboard('{ArrowRight}');
    await expect(doc.activeElement).toHaveAccessibleName('Sunday, March 15: 0 minutes');

    // Escape hides the tooltip without moving focus.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByTestId('activity-tooltip')).not.toBeInTheDocument();
    await expect(doc.activeElement).toHaveAccessibleName('Sunday, March 15: 0 minutes');

    // The bars are one tab stop: Tab leaves the chart for the "Show as table" button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    // Coming back, focus returns to the bar last visited.
    await userEvent.tab({ shift: true });
    await expect(doc.activeElement).toHaveAccessibleName('Sunday, March 15: 0 minutes');
  },
};

/** "Show as table" reveals a table with the same dates and minutes as the bars. */
export const ShownAsTable: Story = {
  args: { timeframe: '1Mo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = await waitFor(() => getBars(canvasElement, 'Past Month'));
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    const table = canvas.getByRole('table', { name: 'Past Month: Minutes played per day' });
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Minutes' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(bars.length);
    const minutes = expectedMinutes(threeYears, '1Mo');
    rows.forEach((row, index) => {
      const date = within(row).getByRole('rowheader').textContent ?? '';
      const value = within(row).getByRole('cell').textContent ?? '';
      expect(value).toBe(String(minutes[index]));
      expect(bars[index]).toHaveAccessibleName(`${date}: ${minutesText(minutes[index]!)}`);
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Hide table' }));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

const longDays = generateActivity({ from: '2026-03-02', seed: 11, maxMinutes: 95, restDays: 0 });

/** Days longer than 60 minutes: the y axis extends in steps of 10 past the tallest bar. */
export const AboveSixtyMinutes: Story = {
  args: { results: longDays },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, weekTitle));
    const minutes = expectedMinutes(longDays, '1W');
    const largest = Math.max(...minutes);
    await expect(largest).toBeGreaterThan(60);
    // The axis ends at the next multiple of 10 above the tallest bar, with the domain's ticks.
    const top = Math.ceil(largest / 10) * 10;
    await expect(activityYMax(minutes)).toBe(top);
    await expect(getTickLabels(canvasElement)).toEqual(activityTicks(top).map(String));
    await expect(getTickLabels(canvasElement).at(-1)).toBe(String(top));
    await expect(bars[minutes.indexOf(largest)]).toHaveAccessibleName(new RegExp(`: ${largest} minutes$`));
    await expect(within(canvasElement).getByRole('img', { name: 'Goal: 45 minutes' })).toBeInTheDocument();
  },
};

/** No activity in the timeframe: a message instead of empty bars; the switcher stays. */
export const NoActivity: Story = {
  args: { results: [], onTimeframeChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: weekTitle })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No activity yet' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '1W' })).toBeChecked();
  },
};

/** Loading: a placeholder where the bars will be, announced as a status. */
export const Loading: Story = {
  args: { results: [], loading: true, onTimeframeChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading activity…');
    await expect(canvas.getByRole('region', { name: weekTitle })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The request failed: an alert and a Retry button. */
export const LoadFailedWithRetry: Story = {
  args: { results: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Activity could not be loaded');
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Activity could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Retrying: the button shows it is busy and ignores further clicks. */
export const Retrying: Story = {
  args: { results: [], error: 'The server did not answer.', onRetry: fn(), retrying: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

const thisMonthOnly = generateActivity({ from: '2026-03-03', seed: 3 });

/** A player who started this month: All Time has a single bar. */
export const SingleBar: Story = {
  args: { timeframe: 'AllTime', results: thisMonthOnly, firstPlayDate: '2026-03-03' },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, 'All Time'));
    await expect(bars).toHaveLength(1);
    const [minutes] = expectedMinutes(thisMonthOnly, 'AllTime', '2026-03-03');
    await expect(bars[0]).toHaveAccessibleName(`March 2026: ${minutesText(minutes!)}`);
    // Drawn as a bar, not a block across the chart.
    const drawn = bars[0]!.previousElementSibling!.getBoundingClientRect();
    await expect(drawn.width).toBeLessThanOrEqual(64);
  },
};

/** Arabic: the first day is on the right, the axis on the right (inline start), arrows follow the bars. */
export const ArabicRightToLeft: Story = {
  args: { onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement).toHaveAttribute('dir', 'rtl');
    const svg = await waitFor(() => {
      const element = canvasElement.querySelector('svg[role="group"]');
      if (!element) throw new Error('no chart yet');
      return element as unknown as HTMLElement;
    });
    const bars = within(svg)
      .getAllByRole('img')
      .filter((element) => !element.hasAttribute('data-goal-line'));
    await expect(bars).toHaveLength(7);
    const first = bars[0]!.getBoundingClientRect();
    const last = bars[6]!.getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(last.left);

    await tabToBars(canvasElement);
    await expect(doc.activeElement).toBe(bars[2]);
    // Left is towards the later days in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(doc.activeElement).toBe(bars[3]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(doc.activeElement).toBe(bars[1]);
  },
};

/** A phone: the month's day labels thin out so they never overlap. */
export const NarrowViewport: Story = {
  args: { timeframe: '1Mo', onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, 'Past Month'));
    await expect(bars).toHaveLength(29);
    const labels = Array.from(canvasElement.querySelectorAll('.visx-axis-bottom text')).map((label) =>
      label.getBoundingClientRect(),
    );
    await expect(labels.length).toBeGreaterThan(1);
    await expect(labels.length).toBeLessThan(29);
    const sorted = [...labels].sort((a, b) => a.left - b.left);
    for (let index = 1; index < sorted.length; index += 1) {
      await expect(sorted[index]!.left).toBeGreaterThanOrEqual(sorted[index - 1]!.right);
    }
    const chart = canvasElement.querySelector('svg[role="group"]')!.getBoundingClientRect();
    await expect(sorted[0]!.left).toBeGreaterThanOrEqual(chart.left);
    await expect(sorted[sorted.length - 1]!.right).toBeLessThanOrEqual(chart.right);
  },
};

/** Canadian French with a long translated title: the title wraps beside the switcher. */
const longTitleI18n = setupI18n({
  locale: 'fr-CA',
  messages: {
    'fr-CA': {
      'activity.title.pastThreeMonths': 'Activité de jeu de votre enfant au cours des trois derniers mois',
    },
  },
});

export const LongTranslatedTitle: Story = {
  args: { timeframe: '3Mos', onTimeframeChange: fn() },
  render: (args) => <ActivityChartWithSwitcher {...args} />,
  globals: { locale: 'fr-CA' },
  decorators: [
    (Story) => (
      <I18nProvider i18n={longTitleI18n}>
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const title = 'Activité de jeu de votre enfant au cours des trois derniers mois';
    const heading = within(canvasElement).getByRole('heading', { name: title });
    await expect(heading).toBeVisible();
    const bars = await waitFor(() => getBars(canvasElement, title));
    await expect(bars).toHaveLength(14);
  },
};

/**
 * The table view read by keyboard: Tab from the bars to "Show as table", Enter shows it, and the next Tab
 * lands on the table's scrolling region, named by its caption, where the arrow keys scroll the rows.
 */
export const TableReadByKeyboard: Story = {
  args: { timeframe: '1Mo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await waitFor(() => getBars(canvasElement, 'Past Month'));
    await tabToBars(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveFocus();
    await userEvent.tab();
    const region = canvas.getByRole('region', { name: 'Past Month: Minutes played per day' });
    await expect(doc.activeElement).toBe(region);
    await expect(region).toHaveAttribute('tabindex', '0');
    // The rows read in order, each a date and its minutes.
    const rows = within(region).getAllByRole('row').slice(1);
    const minutes = expectedMinutes(threeYears, '1Mo');
    await expect(rows).toHaveLength(29);
    await expect(within(rows[28]!).getByRole('rowheader')).toHaveTextContent('Wednesday, March 11');
    await expect(within(rows[28]!).getByRole('cell')).toHaveTextContent(String(minutes[28]));
    // A month of rows is taller than the region: it scrolls (the arrow keys scroll a focused region).
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

/**
 * Hovering and moving between bars re-render the chart; the plot keeps the one ResizeObserver it made
 * on mounting (it used to make a new one on every render).
 */
export const OneResizeObserverAcrossRenders: Story = {
  beforeEach() {
    const Original = window.ResizeObserver;
    const observed: Element[] = [];
    class Counting extends Original {
      override observe(target: Element, options?: ResizeObserverOptions) {
        observed.push(target);
        super.observe(target, options);
      }
    }
    window.ResizeObserver = Counting;
    (window as unknown as { observedByChart: Element[] }).observedByChart = observed;
    return () => {
      window.ResizeObserver = Original;
    };
  },
  play: async ({ canvasElement }) => {
    const bars = await waitFor(() => getBars(canvasElement, weekTitle));
    const plot = canvasElement.querySelector('svg[role="group"]')!.parentElement!;
    const observed = (window as unknown as { observedByChart: Element[] }).observedByChart;
    const plotObservations = () => observed.filter((target) => target === plot).length;
    await expect(plotObservations()).toBe(1);
    for (const bar of bars) {
      await userEvent.hover(bar);
      await within(canvasElement).findByTestId('activity-tooltip');
    }
    await tabToBars(canvasElement);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Home}{End}');
    await expect(plotObservations()).toBe(1);
  },
};
