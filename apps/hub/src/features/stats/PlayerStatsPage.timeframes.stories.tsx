import { activityFixtures, statsFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, bars, family, rtl } from './stories-support';

const meta = {
  title: 'Screens/Player stats/Timeframes',
  component: ScreenStory,
  // The fixtures are made for Wednesday 11 March 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/stats?pid=21', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- the timeframes (spec sections 4 and 9) ---

/** 1W: seven weekday bars from Monday, the goal line. */
export const OneWeek: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const found = await bars(canvasElement, 'Activity Week of Mar 9, 2026');
    await expect(found).toHaveLength(7);
    await expect(found[0]).toHaveAccessibleName(/^Monday, March 9: \d+ minutes?$/);
    await expect(within(canvasElement).getByRole('img', { name: 'Goal: 45 minutes' })).toBeInTheDocument();
  },
};

async function switchTo(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await bars(canvasElement, 'Activity Week of Mar 9, 2026');
  await userEvent.click(
    within(canvas.getByRole('group', { name: 'Timeframe' })).getByRole('radio', { name: label }),
  );
}

/** 1Mo: a bar a day from 11 February. */
export const PastMonth: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, '1Mo');
    await expect(await bars(canvasElement, 'Past Month')).toHaveLength(29);
  },
};

/** 3Mos: a bar a week, Monday to Sunday. */
export const PastThreeMonths: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, '3Mos');
    await expect(await bars(canvasElement, 'Past 3 Months')).toHaveLength(14);
  },
};

/** All Time: a bar a month from the first play date (Maya: November 2025). */
export const AllTime: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await switchTo(canvasElement, 'All Time');
    const found = await bars(canvasElement, 'All Time');
    await expect(found).toHaveLength(5);
    await expect(found[0]).toHaveAccessibleName(/^November 2025: /);
  },
};

/** All Time of a long history: Noor's two and a half years, a bar a month. */
export const AllTimeOfYears: Story = {
  args: { path: '/dashboard/stats?pid=23' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Noor' });
    await userEvent.click(
      within(await canvas.findByRole('group', { name: 'Timeframe' })).getByRole('radio', {
        name: 'All Time',
      }),
    );
    // June 2023 to March 2026.
    await expect(await bars(canvasElement, 'All Time')).toHaveLength(34);
    await expect(activityFixtures[23]!.length).toBeGreaterThan(500);
  },
};

export const AllTimeArabic: Story = {
  ...AllTime,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-bar-index]').length).toBe(7));
  },
};
