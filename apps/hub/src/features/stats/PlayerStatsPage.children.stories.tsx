import { playerListFixtures, statsFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, bars, family, narrow, page, rtl } from './stories-support';

const meta = {
  title: 'Screens/Player stats/Children',
  component: ScreenStory,
  // The fixtures are made for Wednesday 11 March 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/stats?pid=21', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- the children ---

/**
 * Three children, Noor deactivated; Maya chosen: her week against the goal (a five-day streak), this
 * week's bars, her heart rate, and the picker keeping `pid` in the address.
 */
export const ManyPlayers: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    const picker = within(canvas.getByRole('navigation', { name: 'Players' }));
    await expect(picker.getByRole('link', { name: 'Maya' })).toHaveAttribute('aria-current', 'page');
    await expect(picker.getByRole('link', { name: 'Leo' })).toHaveAttribute(
      'href',
      '/dashboard/stats?pid=22',
    );
    await expect(picker.getByRole('link', { name: 'Noor Deactivated' })).toBeVisible();
    const maya = within(canvas.getByRole('region', { name: 'Maya' }));
    await expect(
      await maya.findByRole('img', { name: /^\d of 7 days at the 45-minute goal this week$/ }),
    ).toBeVisible();
    await expect(maya.getByText('5 days in a row at the goal')).toBeVisible();
    await expect(await bars(canvasElement, 'Activity Week of Mar 9, 2026')).toHaveLength(7);
    await expect(maya.getByRole('link', { name: 'Printable progress report' })).toHaveAttribute(
      'href',
      '/dashboard/stats/report?pid=21',
    );
    const heart = within(maya.getByRole('region', { name: 'Heart rate' }));
    await expect(await heart.findByRole('table', { name: 'Heart-rate rises, newest first' })).toBeVisible();
  },
};

/** Choosing another child keeps `pid` in the address and shows their stats. */
export const PickingAnotherPlayer: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Leo' }));
    await expect(await canvas.findByRole('region', { name: 'Leo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leo' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('region', { name: 'Maya' })).toBeNull();
  },
};

/** A deactivated child: marked in the picker and under their name; their play until then stays. */
export const DeactivatedPlayer: Story = {
  args: { path: '/dashboard/stats?pid=23' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    const noor = within(await canvas.findByRole('region', { name: 'Noor' }));
    await expect(noor.getByText('Deactivated: their play until then is kept here.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Noor Deactivated' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Her last play was in November: this week is empty.
    await expect(await noor.findByRole('heading', { name: 'No activity yet' })).toBeVisible();
  },
};

/** One child: the picker shows that child alone. */
export const OnePlayer: Story = {
  args: { path: '/dashboard/stats' },
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.one }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    // Without `pid` the first active child shows.
    await expect(await canvas.findByRole('region', { name: 'Maya' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Players' })).getAllByRole('link'),
    ).toHaveLength(1);
  },
};

/** No children: an empty state instead of the picker and the stats. */
export const NoPlayers: Story = {
  args: { path: '/dashboard/stats' },
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.none }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No players yet' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Players' })).toBeNull();
  },
};

/** A child who has not played yet: no activity, no streak. */
export const NotPlayedYet: Story = {
  args: { path: '/dashboard/stats?pid=24' },
  beforeEach({ msw }) {
    msw.use(...family({ players: playerListFixtures.notPlayed }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sami = within(await canvas.findByRole('region', { name: 'Sami' }));
    await expect(sami.getAllByText('Not played yet')[0]).toBeVisible();
    await expect(
      await sami.findByText('No streak yet: 45 minutes of play in a day starts one'),
    ).toBeVisible();
  },
};

/** A `pid` of no child of the account: the first child shows, with a note, and the address is corrected. */
export const UnknownPlayer: Story = {
  args: { path: '/dashboard/stats?pid=999' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('That player is not on your account. Showing Maya instead.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Maya' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A phone: the picker wraps, the goal stacks above the totals. */
export const ManyPlayersNarrow: Story = {
  ...ManyPlayers,
  globals: narrow,
};

// --- Arabic, right to left ---

/** The family in Arabic: right to left, the chart mirrored, the page's own texts translated. */
export const ManyPlayersArabic: Story = {
  ...ManyPlayers,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const group = await waitFor(() => {
      const element = canvasElement.querySelector('svg[role="group"]');
      if (!element) throw new Error('no chart yet');
      return element;
    });
    const found = within(group as HTMLElement)
      .getAllByRole('img')
      .filter((element) => !element.hasAttribute('data-goal-line'));
    await expect(found[0]!.getBoundingClientRect().left).toBeGreaterThan(
      found[6]!.getBoundingClientRect().left,
    );
  },
};

export const NoPlayersArabic: Story = {
  ...NoPlayers,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Players' })).toBeNull();
  },
};

export const DeactivatedPlayerArabic: Story = {
  ...DeactivatedPlayer,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await within(canvasElement).findByRole('region', { name: 'Noor' })).toBeVisible();
  },
};
