import {
  adminAccountFixture,
  billingFixtureClock,
  handlers,
  loading,
  serverError,
  testClockAccountFixture,
  testClockAdvanceFixture,
  testClockWorldHandlers,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import type { Queries } from '../../shared/story-support';
import { arabic, byContent, card, rtl, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/Test clock',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101?tab=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's server: the account answers its test clock, and a move adds up (one renewal paid each time). */
const demoWorld = () =>
  staffWorld({
    account: testClockAccountFixture,
    before: testClockWorldHandlers(testClockAccountFixture, {
      billingRun: testClockAdvanceFixture.billing_run,
    }),
  });

/** “Test clock (demo)” in Arabic. */
const testClockInArabic = 'ساعة الاختبار (تجريبي)';

/** The test clock's card once it shows, and its field and button (named in Arabic in the Arabic stories). */
async function testClock(canvasElement: HTMLElement, language: 'en' | 'ar' = 'en') {
  const english = language === 'en';
  const clock: Queries = await card(canvasElement, english ? 'Test clock (demo)' : testClockInArabic);
  return {
    clock,
    field: clock.getByRole('spinbutton', { name: english ? 'Days to advance' : 'عدد الأيام للتقديم' }),
    button: clock.getByRole('button', { name: english ? 'Advance time' : 'تقديم الوقت' }),
  };
}

/** The demo: the account's time (the server's, never moved), and 30 days offered, from 1 to 400. */
export const Idle: Story = {
  beforeEach({ msw }) {
    msw.use(...demoWorld());
  },
  play: async ({ canvasElement }) => {
    const { clock, field, button } = await testClock(canvasElement);
    await expect(clock.getByText(byContent(/^Account time: 11-25-2026 12:00:00 PM EST$/))).toBeVisible();
    await expect(clock.getByText('+0 days moved so far')).toBeVisible();
    await expect(field).toHaveValue(30);
    await expect(field).toHaveAttribute('min', '1');
    await expect(field).toHaveAttribute('max', '400');
    await expect(button).toBeEnabled();
    await expect(clock.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The same in Arabic: right to left, the time as the page writes it. */
export const IdleArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...demoWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const { clock, field, button } = await testClock(canvasElement, 'ar');
    await expect(clock.getByText(byContent(/^وقت الحساب: 11-25-2026 12:00:00 PM EST$/))).toBeVisible();
    await expect(clock.getByText('لم يتقدّم الوقت بعد')).toBeVisible();
    await expect(field).toHaveValue(30);
    await expect(button).toBeVisible();
  },
};

/** Advance time pressed and the billing run not done yet: the button is busy and says so. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({ account: testClockAccountFixture, before: [handlers.advanceTestClock(loading())] }),
    );
  },
  play: async ({ canvasElement }) => {
    const { clock, button } = await testClock(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAccessibleName('Advancing…');
    await expect(clock.getByText('+0 days moved so far')).toBeVisible();
  },
};

/** The same in Arabic. */
export const PendingArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({ account: testClockAccountFixture, before: [handlers.advanceTestClock(loading())] }),
    );
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const { button } = await testClock(canvasElement, 'ar');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAccessibleName('جارٍ التقديم…');
  },
};

/**
 * 30 days moved by keyboard (Enter in the field): what the billing run did is said politely, and the
 * account's time and the days moved so far are read again.
 */
export const Advanced: Story = {
  beforeEach({ msw }) {
    msw.use(...demoWorld());
  },
  play: async ({ canvasElement }) => {
    const { clock, field } = await testClock(canvasElement);
    field.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await clock.findByText('Moved 30 days. Billing run: 1 paid, 0 declined, 0 ended.'),
    ).toBeVisible();
    await expect(clock.getByRole('status')).toHaveTextContent(
      'Moved 30 days. Billing run: 1 paid, 0 declined, 0 ended.',
    );
    await expect(await clock.findByText('+30 days moved so far')).toBeVisible();
    await expect(clock.getByText(byContent(/^Account time: 12-25-2026 12:00:00 PM EST$/))).toBeVisible();
    // The keyboard stays where it was, ready for the next move.
    await expect(field).toHaveFocus();
  },
};

/** The same in Arabic. */
export const AdvancedArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...demoWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const { clock, button } = await testClock(canvasElement, 'ar');
    await userEvent.click(button);
    await expect(
      await clock.findByText(/^تم تقديم الوقت بمقدار .+\. دورة الفوترة: 1 مدفوعة، 0 مرفوضة، 0 منتهية\.$/),
    ).toBeVisible();
    await expect(await clock.findByText(/^تقدّم الوقت .+ حتى الآن$/)).toBeVisible();
    await expect(clock.getByText(byContent(/^وقت الحساب: 12-25-2026 12:00:00 PM EST$/))).toBeVisible();
  },
};

/** More than 400 days: the server's message under the field, which is marked invalid and focused. */
export const OutOfRange: Story = {
  beforeEach({ msw }) {
    msw.use(...demoWorld());
  },
  play: async ({ canvasElement }) => {
    const { clock, field, button } = await testClock(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '401');
    await userEvent.click(button);
    await expect(await clock.findByText('Advance by 1 to 400 days.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Advance by 1 to 400 days.');
    await expect(field).toHaveFocus();
    await expect(clock.getByText('+0 days moved so far')).toBeVisible();
    await expect(clock.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The same in Arabic: the server's message in Arabic (the domain's words for it). */
export const OutOfRangeArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...demoWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const { clock, field, button } = await testClock(canvasElement, 'ar');
    await userEvent.clear(field);
    await userEvent.type(field, '401');
    await userEvent.click(button);
    await expect(await clock.findByText('تقديم من 1 إلى 400 يومًا.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A move the server fails: the page's failure, titled; nothing moved. */
export const MoveFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({ account: testClockAccountFixture, before: [handlers.advanceTestClock(serverError())] }),
    );
  },
  play: async ({ canvasElement }) => {
    const { clock, button } = await testClock(canvasElement);
    await userEvent.click(button);
    const alert = within(await clock.findByRole('alert'));
    await expect(alert.getByText('The account’s time could not be moved')).toBeVisible();
    await expect(alert.getByText('Please try again. If it persists, contact support.')).toBeVisible();
    await expect(clock.getByText('+0 days moved so far')).toBeVisible();
    await expect(button).toBeEnabled();
  },
};

/** Outside demo mode the server answers no test clock: the billing tab has no trace of it. */
export const Production: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld({ account: adminAccountFixture }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, 'Subscription');
    await expect(canvas.queryByRole('region', { name: 'Test clock (demo)' })).toBeNull();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Advance time' })).toBeNull();
    await expect(canvas.queryByText(/Account time/)).toBeNull();
  },
};

/** The same in Arabic. */
export const ProductionArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld({ account: adminAccountFixture }));
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    await card(canvasElement, 'الاشتراك');
    await expect(canvas.queryByRole('region', { name: testClockInArabic })).toBeNull();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'تقديم الوقت' })).toBeNull();
  },
};
