// The ActivityChart without bars to show: no activity, loading, a failed request and its retry.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityChart } from './ActivityChart';
import { chartArgTypes, chartArgs, weekTitle } from './stories-support';

const meta = {
  title: 'Activity/ActivityChart/States',
  component: ActivityChart,
  tags: ['autodocs'],
  args: chartArgs,
  argTypes: chartArgTypes,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "No activity, loading, a failed request and its retry: the design system's own states in the chart's place.",
      },
    },
  },
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

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
