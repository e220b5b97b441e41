import { coachingFixtureClock, pageOf } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, coach, coachAccountAnswered, rtl, section } from './stories-support';

// The text messages sent to the families a coach coaches (issue 28, `GET /api/v2/sms/messages/?user=`), and
// who opens the page at all: the coach account call decides. Every state in English and in Arabic.
const meta = {
  title: 'Screens/Coaching (coach)/Text messages',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026, 10:00 in Denver (Chris Coach's zone).
  args: { path: '/dashboard/coaching', clock: coachingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = { en: 'Text messages to your families', ar: 'الرسائل النصية إلى عائلاتك' };
const sms = '*/api/v2/sms/messages/';

/** Each family's text messages, and only theirs (no email among them). */
export const TextMessages: Story = {
  beforeEach({ msw }) {
    msw.use(...coach());
  },
  play: async ({ canvasElement }) => {
    const texts = await section(canvasElement, title.en);
    const byFamily = within(await texts.findByRole('list', { name: 'Text messages by family' }));
    const rivera = within(byFamily.getByRole('list', { name: 'Text messages to Dana Rivera, newest first' }));
    await expect(
      rivera.getByText('Reminder: your coaching call with Chris Coach is on Friday at 9:30 AM (MST).'),
    ).toBeVisible();
    await expect(rivera.getAllByRole('listitem')).toHaveLength(1);
    const moreau = within(
      byFamily.getByRole('list', { name: 'Text messages to Tessa Moreau, newest first' }),
    );
    await expect(moreau.getByText(/is today at 1:00 PM/)).toBeVisible();
    // Emails are not text messages.
    await expect(texts.queryByText('Your coaching call with Chris Coach')).toBeNull();
  },
};

export const TextMessagesArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...coach());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const texts = await section(canvasElement, title.ar);
    await expect(await texts.findByText(/is today at 1:00 PM/)).toBeVisible();
  },
};

const noTexts = () => [http.get(sms, () => HttpResponse.json(pageOf([]))), ...coach()];

/** Nothing was texted yet: each family says so. */
export const NoTextMessages: Story = {
  beforeEach({ msw }) {
    msw.use(...noTexts());
  },
  play: async ({ canvasElement }) => {
    const texts = await section(canvasElement, title.en);
    await waitFor(() =>
      expect(texts.getAllByText('No text messages sent to this family yet.')).toHaveLength(2),
    );
  },
};

export const NoTextMessagesArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...noTexts());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const texts = await section(canvasElement, title.ar);
    await waitFor(() =>
      expect(texts.getAllByText('لم تُرسَل أي رسالة نصية إلى هذه العائلة بعد.')).toHaveLength(2),
    );
  },
};

const textsLoading = () => [
  http.get(sms, async () => {
    (globalThis as { __mswHeldForever?: number }).__mswHeldForever =
      ((globalThis as { __mswHeldForever?: number }).__mswHeldForever ?? 0) + 1;
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  ...coach(),
];

/** The text messages are loading: the section is busy and says what loads. */
export const TextMessagesLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...textsLoading());
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: title.en });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    await expect(within(region).getByText('Loading the text messages…')).toBeInTheDocument();
  },
};

export const TextMessagesLoadingArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...textsLoading());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const region = await within(canvasElement).findByRole('region', { name: title.ar });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
  },
};

const textsFailed = () => [
  http.get(sms, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })),
  ...coach(),
];

/** The text messages could not be read: an alert, and a button to ask again. */
export const TextMessagesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...textsFailed());
  },
  play: async ({ canvasElement }) => {
    const texts = await section(canvasElement, title.en);
    const alert = within(await texts.findByRole('alert'));
    await expect(alert.getByText('The text messages could not be loaded.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try loading the text messages again' }));
    await expect(await texts.findByRole('alert')).toBeVisible();
  },
};

export const TextMessagesFailedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...textsFailed());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const texts = await section(canvasElement, title.ar);
    await expect(await texts.findByText('تعذّر تحميل الرسائل النصية.')).toBeVisible();
  },
};

/**
 * Refused: the user record says coach, but the coach account call answers its silent 404, so the page is
 * not theirs and they land on Home (docs/decisions.md "Issue 28: staff and coach screens").
 */
export const NotACoachRefused: Story = {
  beforeEach({ msw }) {
    msw.use(coachAccountAnswered('not-a-coach'), ...coach());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Coaching' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: title.en })).toBeNull();
  },
};

export const NotACoachRefusedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(coachAccountAnswered('not-a-coach'), ...coach());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: title.ar })).toBeNull();
  },
};
