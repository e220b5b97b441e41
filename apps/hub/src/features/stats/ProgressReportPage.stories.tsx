import {
  loading,
  personaHandlers,
  playerListFixtures,
  serverError,
  statsFixtureClock,
  statsWorldHandlers,
  type StatsWorld,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Progress report',
  component: ScreenStory,
  args: { path: '/dashboard/stats/report?pid=21', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function family(world: StatsWorld = {}) {
  const players = world.players ?? playerListFixtures.many;
  return [
    ...statsWorldHandlers({ ...world, players }),
    ...personaHandlers('parent', { players: players.length > 0 }),
  ];
}

/** Maya's report: this week's goal and streak, totals, heart rate, the past month's bars; Print. */
export const Report: Story = {
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Progress report: Maya' }),
    ).toBeVisible();
    await expect(canvas.getByText('Prepared for Dana Rivera on Mar 11, 2026')).toBeVisible();
    await expect(await canvas.findByText('5 days in a row at the goal')).toBeVisible();
    await expect(canvas.getByText('Heart-rate rises')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-bar-index]')).toHaveLength(29));
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to player stats' })).toHaveAttribute(
      'href',
      '/dashboard/stats?pid=21',
    );
  },
};

/** A deactivated child's report says so. */
export const DeactivatedPlayer: Story = {
  args: { path: '/dashboard/stats/report?pid=23' },
  beforeEach({ msw }) {
    msw.use(...family());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Noor is deactivated: the report shows their play until then\./),
    ).toBeVisible();
  },
};

/** Loading: a placeholder under the page's title. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { players: loading() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Progress report' })).toBeVisible();
    await expect(canvas.getByText('Loading the report…')).toBeInTheDocument();
  },
};

/** The overview failed: the report says so, with Try again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { overview: serverError() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The report could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Arabic, the parent's language: right to left. */
export const ReportArabic: Story = {
  ...Report,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-bar-index]')).toHaveLength(29));
  },
};

export const DeactivatedPlayerArabic: Story = {
  ...DeactivatedPlayer,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};
