import {
  adminTimelineWorldHandlers,
  billingFixtureClock,
  emailNotFailed,
  handlers,
  loading,
  timelineEmailFixtures,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import type { Queries } from '../../shared/story-support';
import { arabic, body, byContent, card, itemWith, rtl, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/Emails on the timeline',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101?tab=timeline', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parent's emails alone, one in each delivery status, newest first. */
const emails = Object.values(timelineEmailFixtures);
const failedSubject =
  /^“Dana Rivera added you to their family’s customer hub account” to jordan\.rivera@example\.test$/;

/** The timeline's list of events once it shows (named in Arabic in the Arabic stories). */
async function events(canvasElement: HTMLElement, name = 'Events, newest first'): Promise<Queries> {
  return within(await within(canvasElement).findByRole('list', { name }));
}

/** “Events, newest first” in Arabic. */
const eventsInArabic = 'الأحداث، الأحدث أولًا';

/**
 * The emails among the other events; filtered to emails, one in each status with its badge: the last
 * error of the one retried and of the failed one, and Resend on the failed one alone.
 */
export const EmailsInEveryStatus: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: adminTimelineWorldHandlers() }));
  },
  play: async ({ canvasElement }) => {
    const all = await events(canvasElement);
    await expect(all.getAllByRole('listitem')).toHaveLength(12);
    const timeline = await card(canvasElement, 'Timeline');
    await userEvent.click(timeline.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Email' }));
    await waitFor(() => expect(timeline.queryAllByRole('listitem')).toHaveLength(4));
    const list = await events(canvasElement);

    const queued = await itemWith(list, /^“Your coaching call is booked” to parent@demo\.test$/);
    await expect(queued.getByText('Queued')).toBeVisible();
    await expect(queued.queryByText(/Last error/)).toBeNull();
    const retrying = await itemWith(list, /^“Your invoice for November” to parent@demo\.test$/);
    await expect(retrying.getByText('Retrying')).toBeVisible();
    await expect(
      retrying.getByText(byContent(/^Last error: 421 4\.7\.0 Mailbox busy, try again later$/)),
    ).toBeVisible();
    await expect(retrying.queryByRole('button', { name: 'Resend' })).toBeNull();
    const failed = await itemWith(list, failedSubject);
    await expect(failed.getByText('Failed')).toBeVisible();
    await expect(
      failed.getByText(
        byContent(/^Last error: 550 5\.1\.1 The email account that you tried to reach does not exist$/),
      ),
    ).toBeVisible();
    const sent = await itemWith(list, /^“Welcome to the customer hub” to parent@demo\.test$/);
    await expect(sent.getByText('Sent')).toBeVisible();
    await expect(list.getAllByRole('button', { name: 'Resend' })).toHaveLength(1);
    // The button says which email it sends again.
    await expect(failed.getByRole('button', { name: 'Resend' })).toHaveAccessibleDescription(
      '“Dana Rivera added you to their family’s customer hub account” to jordan.rivera@example.test',
    );
  },
};

/** The same in Arabic: right to left, the subjects and addresses as they are. */
export const EmailsInEveryStatusArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: adminTimelineWorldHandlers(emails) }));
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const list = await events(canvasElement, eventsInArabic);
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByText('في قائمة الانتظار')).toBeVisible();
    await expect(list.getByText('جارٍ إعادة المحاولة')).toBeVisible();
    await expect(list.getByText('فشل')).toBeVisible();
    await expect(list.getByText('أُرسل')).toBeVisible();
    await expect(list.getByRole('button', { name: 'إعادة الإرسال' })).toBeVisible();
  },
};

/** A failed email sent again, by keyboard: said so, and on the timeline's next read it is queued. */
export const ResendSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: adminTimelineWorldHandlers(emails) }));
  },
  play: async ({ canvasElement }) => {
    const list = await events(canvasElement);
    const failed = await itemWith(list, failedSubject);
    const button = failed.getByRole('button', { name: 'Resend' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await failed.findByText('The email is queued to be sent again.')).toBeVisible();
    await waitFor(() => expect(failed.getByText('Queued')).toBeVisible());
    await expect(failed.queryByRole('button', { name: 'Resend' })).toBeNull();
    await expect(failed.queryByText(/Last error/)).toBeNull();
    // The keyboard stays on the email it sent.
    await expect(failed.getByText(byContent(failedSubject))).toHaveFocus();
  },
};

/** Resend pressed and the server not answered yet: the button is busy. */
export const ResendPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminResendEmail(loading()), ...adminTimelineWorldHandlers(emails)],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await events(canvasElement);
    const failed = await itemWith(list, failedSubject);
    const button = failed.getByRole('button', { name: 'Resend' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(failed.getByText('Failed')).toBeVisible();
  },
};

/** The same in Arabic. */
export const ResendPendingArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminResendEmail(loading()), ...adminTimelineWorldHandlers(emails)],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const list = await events(canvasElement, eventsInArabic);
    const button = list.getByRole('button', { name: 'إعادة الإرسال' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/**
 * A resend the server refuses (someone sent it again first: it is no longer failed): the server's reason
 * under the button, titled; the button stays for another try.
 */
export const ResendRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminResendEmail(emailNotFailed()), ...adminTimelineWorldHandlers(emails)],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await events(canvasElement);
    const failed = await itemWith(list, failedSubject);
    await userEvent.click(failed.getByRole('button', { name: 'Resend' }));
    const alert = await failed.findByRole('alert');
    await expect(within(alert).getByText('The email could not be sent again')).toBeVisible();
    await expect(within(alert).getByText('Only a failed email can be sent again.')).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

/** The same in Arabic: the title and the reason in Arabic (the domain's words for the server's refusal). */
export const ResendRefusedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminResendEmail(emailNotFailed()), ...adminTimelineWorldHandlers(emails)],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const list = await events(canvasElement, eventsInArabic);
    await userEvent.click(list.getByRole('button', { name: 'إعادة الإرسال' }));
    await expect(await list.findByText('تعذّرت إعادة إرسال البريد الإلكتروني')).toBeVisible();
    await expect(list.getByText('لا يمكن إعادة إرسال إلا البريد الإلكتروني الذي فشل إرساله.')).toBeVisible();
  },
};
