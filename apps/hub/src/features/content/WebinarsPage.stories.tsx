import { coachingErrorBodies, coachingFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, expectAlert, expectFailed, expectLoading, page, parent, rtl } from './stories-support';

const meta = {
  title: 'Screens/Webinars',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York; the host (Chris Coach) is in Denver.
  args: { path: '/dashboard/webinars', clock: coachingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calm = 'Calm mornings: routines that stick';

/** A webinar's card (a region named by its title). */
async function card(canvasElement: HTMLElement, title: string) {
  return within(canvasElement).findByRole('region', { name: title });
}

/** A text matcher for an element whose own text holds every part (times carry narrow no-break spaces). */
function including(...parts: string[]) {
  return (_content: string, element: Element | null) =>
    element !== null &&
    [...element.childNodes].every((node) => node.nodeType === Node.TEXT_NODE) &&
    parts.every((part) => (element.textContent ?? '').includes(part));
}

/** The upcoming webinars: each time in the family's zone and the host's, the seats left, Register. */
export const List: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Times are in your time zone, America\/New_York\./)).toBeVisible();
    const first = within(await card(canvasElement, calm));
    await expect(first.getByText('With Chris Coach')).toBeVisible();
    // 01:00 UTC on 30 November: the evening before in New York, and earlier still in Denver.
    await expect(first.getByText(including('Sunday, November 29', '8:00', 'PM EST'))).toBeVisible();
    await expect(
      first.getByText(including('For the host: ', 'November 29', '6:00', 'PM MST', '(America/Denver)')),
    ).toBeVisible();
    await expect(first.getByText('38 seats left of 50')).toBeVisible();
    await expect(first.getByRole('button', { name: `Register: ${calm}` })).toBeEnabled();
    const nearlyFull = within(await card(canvasElement, 'Heart-rate games: getting started'));
    await expect(nearlyFull.getByText('1 seat left of 20')).toBeVisible();
  },
};

/** Registering takes a seat and says so; Unregister asks first, and gives the seat back. */
export const Registered: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(await card(canvasElement, calm));
    await userEvent.click(first.getByRole('button', { name: `Register: ${calm}` }));
    await expect(await canvas.findByText(`You are registered for ${calm}.`)).toBeVisible();
    await expect(await first.findByText('37 seats left of 50')).toBeVisible();
    await expect(first.getByText('You are registered.')).toBeVisible();

    await userEvent.click(first.getByRole('button', { name: `Unregister: ${calm}` }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog', { name: `Unregister from ${calm}?` }));
    // The safe choice has the focus.
    await expect(dialog.getByRole('button', { name: 'Keep my seat' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Unregister' }));
    await expect(await canvas.findByText(`You are no longer registered for ${calm}.`)).toBeVisible();
    await expect(await first.findByText('38 seats left of 50')).toBeVisible();
    await expect(first.getByRole('button', { name: `Register: ${calm}` })).toBeEnabled();
  },
};

/** A full webinar: the button reads Full, is disabled, and says why. */
export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ coaching: 'webinar-full' }));
  },
  play: async ({ canvasElement }) => {
    const full = within(await card(canvasElement, 'Sleep and screens: a Q&A'));
    await expect(full.getByText('No seats left')).toBeVisible();
    const button = full.getByRole('button', { name: 'Full: Sleep and screens: a Q&A' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Every seat is taken. Seats free up when someone unregisters.',
    );
  },
};

/** The last seat went meanwhile: the server's refusal (409) shows, and the list is read again. */
export const RegisterRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/webinars/:id/register/', () =>
        HttpResponse.json(coachingErrorBodies.webinarFull, { status: 409 }),
      ),
      ...parent(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(await card(canvasElement, calm));
    await userEvent.click(first.getByRole('button', { name: `Register: ${calm}` }));
    const notice = await canvas.findByText(`Could not change your registration for ${calm}`);
    await expect(notice).toBeVisible();
    await expect(canvas.getByText('This webinar is full.')).toBeVisible();
    await expect(first.queryByText('You are registered.')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ coaching: 'loading' }));
  },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading the webinars…'),
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ coaching: 'failed' }));
  },
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Webinars could not be loaded'),
};

// --- Arabic, right to left ---

export const ListArabic: Story = {
  ...List,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const first = within(await card(canvasElement, calm));
    await expect(first.getAllByRole('button')).toHaveLength(1);
  },
};

export const RegisteredArabic: Story = {
  ...Registered,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const first = within(await card(canvasElement, calm));
    await userEvent.click(first.getByRole('button'));
    // Registered: the card's one button is now Unregister, which opens the confirmation.
    await waitFor(() => expect(first.getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog'));
  },
};

export const FullArabic: Story = {
  ...Full,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const full = within(await card(canvasElement, 'Sleep and screens: a Q&A'));
    await expect(full.getByRole('button')).toBeDisabled();
  },
};

export const RegisterRefusedArabic: Story = {
  ...RegisterRefused,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const first = within(await card(canvasElement, calm));
    await userEvent.click(first.getByRole('button'));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const LoadingArabic: Story = {
  ...Loading,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await page(canvasElement)).toBeVisible();
  },
};

export const FailedArabic: Story = {
  ...Failed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await expectAlert(canvasElement);
  },
};
