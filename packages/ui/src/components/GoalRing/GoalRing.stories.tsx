import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoalRing, type GoalRingDay } from './GoalRing';

const description = [
  'Progress towards a goal as a ring: the player stats show the days of this week that reached the 45-minute goal, the days as dots below and the streak as the caption.',
  '',
  '**Do**',
  '',
  '- Name the ring with its value in words (3 of 7 days at the goal this week): the ring is an image.',
  '- Give each day a full name for screen readers (Monday: 52 minutes, goal reached).',
  '',
  "**Don't**",
  '',
  "- Don't use it for a value without a whole to measure against: use a number.",
].join('\n');

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const fullWeekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A week whose first days have the given states and the rest still to come. */
function week(states: GoalRingDay['state'][]): GoalRingDay[] {
  return weekdays.map((label, index) => {
    const state = states[index] ?? 'upcoming';
    return {
      key: String(index),
      label,
      state,
      name: `${fullWeekdays[index]}: ${state === 'reached' ? 'goal reached' : state === 'missed' ? 'goal not reached' : 'still to come'}`,
    };
  });
}

const meta = {
  title: 'Data/GoalRing',
  component: GoalRing,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    value: 3,
    max: 7,
    label: '3 of 7 days at the 45-minute goal this week',
    valueText: '3/7',
    caption: '5-day streak',
    days: week(['reached', 'missed', 'reached', 'reached']),
    daysLabel: 'This week, day by day',
  },
} satisfies Meta<typeof GoalRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the week at the goal: the ring a share full, the days as dots, the streak below. */
export const PartOfTheWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: '3 of 7 days at the 45-minute goal this week' }),
    ).toBeVisible();
    await expect(canvas.getByText('3/7')).toBeVisible();
    await expect(canvas.getByText('5-day streak')).toBeVisible();
    const days = within(canvas.getByRole('list', { name: 'This week, day by day' })).getAllByRole('listitem');
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveTextContent('Monday: goal reached');
    await expect(days[1]).toHaveTextContent('Tuesday: goal not reached');
    await expect(canvasElement.querySelector('[data-share]')).toHaveAttribute('data-share', String(3 / 7));
  },
};

/** Nothing yet this week: an empty track, no arc. */
export const Empty: Story = {
  args: {
    value: 0,
    label: '0 of 7 days at the 45-minute goal this week',
    valueText: '0/7',
    caption: undefined,
    days: week([]),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-share]')).toBeNull();
    await expect(within(canvasElement).getByText('0/7')).toBeVisible();
  },
};

/** Every day at the goal: a full ring. */
export const Full: Story = {
  args: {
    value: 7,
    label: '7 of 7 days at the 45-minute goal this week',
    valueText: '7/7',
    caption: '12-day streak',
    days: week(Array.from({ length: 7 }, () => 'reached' as const)),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-share]')).toHaveAttribute('data-share', '1');
  },
};

/** Without the days and the caption: the ring alone. */
export const RingOnly: Story = {
  args: { days: undefined, caption: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Arabic, right to left: the ring fills the other way round, the days read from the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: '٣ من ٧ أيام بلغت هدف ٤٥ دقيقة هذا الأسبوع',
    valueText: '٣/٧',
    caption: 'سلسلة من ٥ أيام',
    daysLabel: 'هذا الأسبوع، يومًا بيوم',
    days: week(['reached', 'missed', 'reached', 'reached']).map((day, index) => ({
      ...day,
      label: ['ن', 'ث', 'ر', 'خ', 'ج', 'س', 'ح'][index]!,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ring = canvas.getByRole('img', { name: '٣ من ٧ أيام بلغت هدف ٤٥ دقيقة هذا الأسبوع' });
    await expect(getComputedStyle(ring).transform).not.toBe('none');
    const [first, second] = within(canvas.getByRole('list')).getAllByRole('listitem');
    // The first day stands right of the second.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};
