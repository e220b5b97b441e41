// The ActivityChart over each timeframe (a bar per day, week or month), switching between them, its axis
// past 60 minutes and a single bar. States, keyboard and table, and languages and layout have files of their own.
import { activityTicks, activityYMax } from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivityChart } from './ActivityChart';
import {
  ActivityChartWithSwitcher,
  chartArgTypes,
  chartArgs,
  chartDescription,
  expectedMinutes,
  generateActivity,
  getBars,
  getTickLabels,
  minutesText,
  threeYears,
  weekTitle,
} from './stories-support';

const meta = {
  title: 'Activity/ActivityChart/Timeframes',
  component: ActivityChart,
  tags: ['autodocs'],
  args: chartArgs,
  argTypes: chartArgTypes,
  parameters: { layout: 'padded', docs: { description: { component: chartDescription } } },
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
