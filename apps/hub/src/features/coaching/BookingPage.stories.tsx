import { coachingFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, dialogNamed, expectFailed, expectLoading, parent, rtl } from './stories-support';

const meta = {
  title: 'Screens/Book a call',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 (New York for the family): the story reads the same any day.
  args: { path: '/dashboard/coaches?ref=cancel', clock: coachingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pickChris(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'See times with Chris Coach' }));
  return within(await canvas.findByRole('group', { name: 'Free times with Chris Coach' }));
}

/** Two coaches: cards with name, bio and languages; Chris's slots by day in New York time, his zone named. */
export const Coaches: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book a call' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Chris Coach' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Priya Shah' })).toBeVisible();
    await expect(canvas.getByText('Speaks: English and Spanish')).toBeVisible();
    const slots = await pickChris(canvasElement);
    // Chris starts at 9:00 in Denver: 11:00 in New York.
    await expect(
      slots.getByRole('button', { name: 'Thursday, November 26, 2026 at 11:00 AM' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Times are in Eastern Time \(America\/New_York\)\. Chris Coach is in Mountain Time/),
    ).toBeVisible();
  },
};

/** Book a slot: confirm in the dialog, the call is booked and shows with Reschedule and Cancel. */
export const Booked: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slots = await pickChris(canvasElement);
    await userEvent.click(slots.getByRole('button', { name: 'Thursday, November 26, 2026 at 11:00 AM' }));
    const dialog = await dialogNamed(canvasElement, 'Book this call?');
    await expect(dialog.getByText(/For Chris Coach: Thursday, November 26, 2026 at 9:00 AM/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Book the call' }));
    await expect(
      await canvas.findByText(
        /Your call with Chris Coach is booked for Thursday, November 26, 2026 at 11:00 AM/,
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Your next call' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel the call' })).toBeVisible();
  },
};

/** The family already has a call: when, and the actions; Reschedule offers the same coach's slots. */
export const HasBooking: Story = {
  beforeEach({ msw }) {
    msw.use(...parent('booked'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(
      (await canvas.findByRole('heading', { name: 'Call with Chris Coach' })).closest('section')!,
    );
    await expect(card.getByText(/Friday, November 27, 2026 at 11:30 AM/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Reschedule' }));
    const slots = within(await canvas.findByRole('group', { name: 'Free times with Chris Coach' }));
    await userEvent.click(slots.getByRole('button', { name: 'Monday, November 30, 2026 at 11:00 AM' }));
    const dialog = await dialogNamed(canvasElement, 'Move your call?');
    await userEvent.click(dialog.getByRole('button', { name: 'Move the call' }));
    await expect(
      await canvas.findByText('Your call is moved to Monday, November 30, 2026 at 11:00 AM.'),
    ).toBeVisible();
  },
};

/** Cancel the booked call after a confirmation: it is said, and the coaches show again. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...parent('booked'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the call' }));
    const dialog = await dialogNamed(canvasElement, 'Cancel this call?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel the call' }));
    await expect(
      await canvas.findByText('Your call on Friday, November 27, 2026 at 11:30 AM is cancelled.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Pick a coach' })).toBeVisible();
  },
};

/** Someone else took the slot first: the refusal is said and the slots are read again. */
export const SlotTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...parent('slot-taken'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slots = await pickChris(canvasElement);
    await userEvent.click(slots.getByRole('button', { name: 'Thursday, November 26, 2026 at 11:00 AM' }));
    const dialog = await dialogNamed(canvasElement, 'Book this call?');
    await userEvent.click(dialog.getByRole('button', { name: 'Book the call' }));
    await expect(
      await canvas.findByText('This time has just been booked by someone else. Please pick another time.'),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Free times with Chris Coach' })).toBeVisible();
  },
};

/** No coach has a profile: an empty state. */
export const NoCoach: Story = {
  beforeEach({ msw }) {
    msw.use(...parent('no-coach'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No coach is available right now' }),
    ).toBeVisible();
  },
};

/** The coach has no free slot in the next 14 days (the booking horizon): an empty state. */
export const NoSlots: Story = {
  beforeEach({ msw }) {
    msw.use(...parent('no-slots'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'See times with Chris Coach' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Chris Coach has no free time in the next 14 days' }),
    ).toBeVisible();
  },
};

/** The coaches are loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...parent('loading'));
  },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading the coaches…'),
};

/** The coaches could not be loaded: the error and a retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...parent('failed'));
  },
  play: ({ canvasElement }) => expectFailed(canvasElement, 'The coaches could not be loaded'),
};

/**
 * A link to `/dashboard/booking?ref=email` (spec section 2) takes a parent to this page, not Home: the
 * coach's page would send them there (docs/decisions.md "Issue 28").
 */
export const FromBookingLink: Story = {
  args: { path: '/dashboard/booking?ref=email' },
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book a call' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Chris Coach' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: /^Welcome/ })).toBeNull();
  },
};

// --- Arabic (right to left) ---

export const FromBookingLinkArabic: Story = {
  ...FromBookingLink,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'احجز مكالمة' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Chris Coach' })).toBeVisible();
  },
};

export const CoachesArabic: Story = {
  ...Coaches,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Chris Coach' })).toBeVisible();
    await expect(canvas.getAllByRole('button').length).toBeGreaterThan(1);
  },
};

export const BookedArabic: Story = { ...HasBooking, globals: arabic, play: async () => rtl() };
export const CancelledArabic: Story = { ...Cancelled, globals: arabic, play: async () => rtl() };
export const SlotTakenArabic: Story = { ...SlotTaken, globals: arabic, play: async () => rtl() };
export const NoCoachArabic: Story = { ...NoCoach, globals: arabic, play: async () => rtl() };
export const NoSlotsArabic: Story = { ...NoSlots, globals: arabic, play: async () => rtl() };
export const LoadingArabic: Story = { ...Loading, globals: arabic, play: async () => rtl() };
export const FailedArabic: Story = { ...Failed, globals: arabic, play: async () => rtl() };
