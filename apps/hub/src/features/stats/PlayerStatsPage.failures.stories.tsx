import { loading, serverError, statsFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, family, page, rtl } from './stories-support';

const meta = {
  title: 'Screens/Player stats/Loading and failures',
  component: ScreenStory,
  // The fixtures are made for Wednesday 11 March 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/stats?pid=21', clock: statsFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- loading and failures (spec section 8) ---

/** Everything still loading: skeletons and the chart's placeholder. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...family({
        answers: {
          overview: loading(),
          details: loading(),
          activity: loading(),
          hrRises: loading(),
          statistics: loading(),
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the overview…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading activity…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the details…')).toBeInTheDocument();
  },
};

/** The player list failed: the error with a way to try again (spec section 8). */
export const PlayersFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { players: serverError() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    // The shell says so too (its own notice): the page's error is the one naming the list.
    const heading = await canvas.findByRole('heading', { name: 'Your players could not be loaded' });
    const alert = heading.closest('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(within(alert!.parentElement!).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The overview and the details failed: each says so in its card, with Try again. */
export const OverviewAndDetailsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { overview: serverError(), details: serverError() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The overview could not be loaded' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'The details could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** The activity failed: the chart's error with Retry; the rest of the page stays. */
export const ActivityFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...family({ answers: { activity: serverError() } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Activity could not be loaded' })).toBeVisible();
    await expect(await canvas.findByText('5 days in a row at the goal')).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const LoadingArabic: Story = { ...Loading, globals: arabic, play: async () => rtl() };

export const PlayersFailedArabic: Story = {
  ...PlayersFailed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect((await within(canvasElement).findAllByRole('alert'))[0]).toBeVisible();
  },
};
