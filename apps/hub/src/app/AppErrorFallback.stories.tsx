import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppErrorFallback } from './AppErrorFallback';
import { AppProviders } from './AppProviders';
import { createTestHub } from '../shared/test-hub';

/** What a person sees when a screen crashes while rendering (the app's error boundary, AppProviders). */
const meta = {
  title: 'Screens/Crash fallback',
  component: AppErrorFallback,
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** Whether the story's screen still crashes: the play function mends it before retrying. */
const crash = { broken: true };

/** A screen that throws while it renders, until it is mended. */
function FragileScreen() {
  if (crash.broken) throw new Error('The story screen crashed while rendering');
  return (
    <main>
      <h1>The screen is back</h1>
    </main>
  );
}

/** The real boundary around a crashing screen, on a fresh hub. */
function CrashingApp() {
  const [hub] = useState(() => createTestHub());
  return (
    <AppProviders hub={hub}>
      <FragileScreen />
    </AppProviders>
  );
}

/** An apology, what to do, and Try again, which asks the boundary to render the screen again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fallback = canvas.getByRole('alert');
    await expect(
      within(fallback).getByRole('heading', { level: 1, name: 'Whoops, an error occurred' }),
    ).toBeVisible();
    await expect(fallback).toHaveTextContent('Please try again. If it persists, contact support.');
    await userEvent.click(within(fallback).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * A screen throws inside the app's providers: the fallback replaces it, with no technical noise. Once
 * the cause is gone (here the play function mends the screen), Try again renders the screen again.
 */
export const AfterACrash: Story = {
  render: () => <CrashingApp />,
  beforeEach() {
    crash.broken = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fallback = await canvas.findByRole('alert');
    await expect(within(fallback).getByRole('heading', { name: 'Whoops, an error occurred' })).toBeVisible();
    await expect(fallback).not.toHaveTextContent('The story screen crashed while rendering');
    crash.broken = false;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'The screen is back' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'عذرًا، حدث خطأ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حاول مرة أخرى' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Hmong, the catalog with the longest texts. */
export const DefaultHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ua txhaum, muaj qhov yuam kev tshwm sim' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Thov sim dua. Yog tias tseem muaj, thov tiv tauj kev pab.',
    );
    await expect(canvas.getByRole('button', { name: 'Sim dua' })).toBeVisible();
  },
};

/** The longest texts on a phone. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sim dua' })).toBeVisible();
  },
};
