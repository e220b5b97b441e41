// The ActivityChart read without a mouse: the bars as one tab stop with arrow keys, and the table view.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivityChart } from './ActivityChart';
import {
  ActivityChartWithSwitcher,
  chartArgTypes,
  chartArgs,
  expectedMinutes,
  getBars,
  minutesText,
  tabToBars,
  threeYears,
  weekTitle,
} from './stories-support';

const meta = {
  title: 'Activity/ActivityChart/Keyboard and table',
  component: ActivityChart,
  tags: ['autodocs'],
  args: chartArgs,
  argTypes: chartArgTypes,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The bars by keyboard (one tab stop, arrows, Home and End) and the same values as a table.',
      },
    },
  },
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

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
