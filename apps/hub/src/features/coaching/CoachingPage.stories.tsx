import { coachingFixtureClock } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import {
  arabic,
  coach,
  coachAccountAnswered,
  expectFailed,
  expectLoading,
  rtl,
  section,
} from './stories-support';

const meta = {
  title: 'Screens/Coaching (coach)',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026, 10:00 in Denver (Chris Coach's zone).
  args: { path: '/dashboard/coaching', clock: coachingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chris Coach: profile, calendar link, today's and upcoming calls, past calls with notes, families, registrants. */
export const CallsAndNotes: Story = {
  beforeEach({ msw }) {
    msw.use(...coach());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coaching' })).toBeVisible();
    await expect(await canvas.findByText(/Family coach for eight years/)).toBeVisible();
    await expect(canvas.getByText('Times are in Mountain Time (America/Denver).')).toBeVisible();
    const today = await section(canvasElement, 'Today');
    await expect(today.getByText('Tessa Moreau')).toBeVisible();
    await expect(today.getByText(/Wednesday, November 25, 2026 at 1:00 PM/)).toBeVisible();
    const upcoming = await section(canvasElement, 'Upcoming calls');
    await expect(upcoming.getByText('Dana Rivera')).toBeVisible();
    const past = await section(canvasElement, 'Past calls');
    await userEvent.click(past.getAllByRole('button', { name: 'Notes on Dana Rivera (2)' })[0]!);
    await expect(await past.findByText(/Maya now starts the cool-down game/)).toBeVisible();
    await userEvent.type(past.getByRole('textbox', { name: 'New note on Dana Rivera' }), 'Call went well.');
    await userEvent.click(past.getByRole('button', { name: 'Add note' }));
    await expect(await past.findByText('Note added.')).toBeVisible();
    await expect(await past.findByText('Call went well.')).toBeVisible();
    const families = await section(canvasElement, 'Families you coach');
    await expect(families.getByText('Tessa Moreau')).toBeVisible();
    const registrants = await section(canvasElement, 'Your webinar registrants');
    await expect(registrants.getByText('Calm mornings: routines that stick')).toBeVisible();
    await expect(registrants.getByText(/19 of 20 seats taken/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy the calendar link' })).toBeVisible();
    // The coach's working page: no parent promotions (docs/decisions.md "Issue 28").
    await expect(canvas.queryByRole('region', { name: 'Get the free parent app' })).toBeNull();
  },
};

/** A coach with no calls yet: the empty upcoming list and no families. */
export const NoCalls: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/coaching/calls/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
      ...coach(),
    );
  },
  play: async ({ canvasElement }) => {
    const upcoming = await section(canvasElement, 'Upcoming calls');
    await expect(upcoming.getByRole('heading', { name: 'No upcoming calls' })).toBeVisible();
    const families = await section(canvasElement, 'Families you coach');
    await expect(families.getByText('No family has booked a call with you yet.')).toBeVisible();
  },
};

/** Editing the profile: the domain's rules as you type, and the server's 400 on Save. */
export const ProfileEditWithErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/v2/coaching/profile/', () =>
        HttpResponse.json({ photo_url: ['Enter a valid https URL.'] }, { status: 400 }),
      ),
      ...coach(),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Your profile' }));
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const zone = form.getByRole('textbox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.tab();
    await waitFor(() => expect(zone).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(zone);
    await userEvent.type(zone, 'America/Chicago');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Enter a valid https URL.')).toBeVisible();
  },
};

/** The page is loading (the coach account has answered, so the page opens; its calls have not). */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(coachAccountAnswered(), ...coach('loading'));
  },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading your coaching page…'),
};

/** The page could not be loaded: the error and a retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...coach('failed'));
  },
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Your coaching page could not be loaded'),
};

// --- Arabic (right to left) ---

/** What was sent to a family (its account holder's emails and text messages), opened from the families. */
export const SentToAFamily: Story = {
  beforeEach({ msw }) {
    msw.use(...coach());
  },
  play: async ({ canvasElement }) => {
    const families = await section(canvasElement, 'Families you coach');
    const open = await families.findByRole('button', { name: 'What was sent to Dana Rivera' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(families.getByRole('button', { name: 'Hide what was sent to Dana Rivera' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      await families.findByText(
        'Reminder: your coaching call with Chris Coach is on Friday at 9:30 AM (MST).',
      ),
    ).toBeVisible();
    await expect(families.getAllByText('Your coaching call with Chris Coach')).toHaveLength(2);
    await expect(families.getByText(/^Text message, /)).toBeVisible();
    // Another family's messages are not among them.
    await expect(families.queryByText(/is today at 1:00 PM/)).toBeNull();
  },
};

export const CallsAndNotesArabic: Story = {
  ...CallsAndNotes,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Family coach for eight years/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'احصل على تطبيق الوالدين المجاني' })).toBeNull();
  },
};
export const NoCallsArabic: Story = { ...NoCalls, globals: arabic, play: async () => rtl() };
export const ProfileEditWithErrorsArabic: Story = {
  ...ProfileEditWithErrors,
  globals: arabic,
  play: async () => rtl(),
};
export const LoadingArabic: Story = { ...Loading, globals: arabic, play: async () => rtl() };
export const FailedArabic: Story = { ...Failed, globals: arabic, play: async () => rtl() };
