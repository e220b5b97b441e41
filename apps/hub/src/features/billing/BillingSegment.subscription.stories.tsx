import { billingFixtureClock, billingDetailsFixture, subscriptionFixtures } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, heading, narrow, parent, planCard, popupNamed, rtl } from './stories-support';

const meta = {
  title: 'Screens/Subscription and billing/Subscription',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/account?segment=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- the states of the subscription ---

/**
 * Active within the 30-day grace period: the plan, its price and effective monthly price, the next charge;
 * Change plan and Cancel subscription (no return request beside the cancellation).
 */
export const InGrace: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(await plan.findByText('Yearly')).toBeVisible();
    await expect(plan.getByText('Active')).toBeVisible();
    await expect(plan.getByText('$299.00 every 12 months')).toBeVisible();
    await expect(plan.getByText('$24.92 a month')).toBeVisible();
    await expect(plan.getByText('Next charge: $299.00 on Nov 10, 2027')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Change plan' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(plan.queryByRole('button', { name: 'Request a return' })).toBeNull();
    const canvas = within(canvasElement);
    const method = within(await canvas.findByRole('region', { name: 'Payment method' }));
    await expect(await method.findByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('1200 Maple Avenue')).toBeVisible();
    const invoices = within(canvas.getByRole('region', { name: 'Invoices' }));
    await expect(await invoices.findByText('Invoice HUB-2026-0019')).toBeVisible();
    await expect(
      invoices.getByRole('link', { name: 'Print invoice HUB-2026-0019 (opens in a new tab)' }),
    ).toHaveAttribute('href', '/invoice?ext_id=in_1Q2w3E&account_id=101');
  },
};

/** The same below 900px: the page shows the segment under its own heading, the actions stacked. */
export const InGraceNarrow: Story = {
  ...InGrace,
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Subscription & Billing', 1)).toBeVisible();
    const plan = await planCard(canvasElement);
    await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  },
};

/** Active after the grace period: the return request takes the cancellation's place. */
export const Active: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.activePastGrace }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Next charge: $299.00 on Feb 10, 2027')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Request a return' })).toBeVisible();
    await expect(plan.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

/** A cancellation asked for: keep the subscription, see the offer, or confirm. */
export const CancelRequested: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.cancelRequested }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Cancellation requested')).toBeVisible();
    const buttons = plan.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['Keep my subscription', 'See your offer', 'Confirm cancellation']);
  },
};

/** Cancelled within the grace period: no next charge, access until the paid term's end; resume it. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.cancelled }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Cancelled')).toBeVisible();
    await expect(plan.getByText('Your access ends on Nov 10, 2027')).toBeVisible();
    await expect(plan.queryByText(/^Next charge/)).toBeNull();
    await expect(plan.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Request a renewal' })).toBeVisible();
  },
};

/** Cancelled, and access has ended: reactivate (a new term). */
export const CancelledAccessEnded: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.cancelledAccessEnded }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(await plan.findByText('Monthly')).toBeVisible();
    await expect(plan.getByText('Your access ended on Jul 25, 2026')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Reactivate subscription' })).toBeVisible();
  },
};

/** Returned: the return date; reactivate or ask for a renewal, and follow the return. */
export const Returned: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.returned }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Returned on Nov 15, 2026')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'Follow the return of your kit' })).toHaveAttribute(
      'href',
      '/packagereturns',
    );
    await expect(plan.getByRole('button', { name: 'Reactivate subscription' })).toBeVisible();
  },
};

/** A return asked for: the instructions email follows within 24 hours; nothing to do meanwhile. */
export const ReturnRequested: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.returnRequested }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Return requested')).toBeVisible();
    await expect(
      plan.getByText('You will receive an email with instructions within 24 hours.'),
    ).toBeVisible();
    await expect(plan.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A renewal due (asked for after the return): the instructions email follows within 24 hours. */
export const RenewalRequested: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.renewalRequested }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Renewal requested')).toBeVisible();
    await expect(
      plan.getByText('You will receive an email with instructions within 24 hours.'),
    ).toBeVisible();
  },
};

/** No subscription yet (a new customer): where to choose a plan. */
export const NoSubscription: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...parent({
        subscription: null,
        invoices: [],
        billingDetails: { ...billingDetailsFixture, payment_method: null, billing_address: null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'No subscription yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/checkout');
    await expect(await canvas.findByText('No card on file')).toBeVisible();
    await expect(canvas.getByText('No invoices yet')).toBeVisible();
  },
};

// --- changes: plan, reactivation, resumption, return ---

/** Change plan: each plan with its price and effective monthly price; the yearly one is current. */
export const ChangesPlan: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Change plan' }));
    const popup = await popupNamed(canvasElement, 'Change plan');
    await expect(await popup.findByText('$149.99 every 6 months')).toBeVisible();
    await expect(popup.getByText('$25.00 a month')).toBeVisible();
    await expect(popup.getByText('$29.99 every month')).toBeVisible();
    await expect(popup.getByText('Your current plan')).toBeVisible();
    await userEvent.click(await popup.findByRole('button', { name: 'Switch to Monthly' }));
    await expect(await within(canvasElement).findByText('Your plan is now Monthly.')).toBeVisible();
    await expect(await plan.findByText('Monthly')).toBeVisible();
  },
};

/** Access ended: the reactivation popup says what the new term costs and when it is billed. */
export const Reactivates: Story = {
  ...CancelledAccessEnded,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Reactivate subscription' }));
    const popup = await popupNamed(canvasElement, 'Reactivate your subscription');
    await expect(popup.getByText('A new term starts today. Next billing date: Dec 25, 2026.')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Reactivate subscription' }));
    await expect(await within(canvasElement).findByText('Your subscription is active again.')).toBeVisible();
    await expect(await plan.findByText('Next charge: $29.99 on Dec 25, 2026')).toBeVisible();
  },
};

/** Cancelled with access running: resume keeps the plan, billing continues. */
export const Resumes: Story = {
  ...Cancelled,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Resume subscription' }));
    const popup = await popupNamed(canvasElement, 'Resume your subscription');
    await expect(popup.getByText('Your plan continues, and billing resumes on Nov 10, 2027.')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Resume subscription' }));
    await expect(await plan.findByText('Active')).toBeVisible();
  },
};

/** After the grace period: the return request, with an optional note; then the instructions email follows. */
export const RequestsReturn: Story = {
  ...Active,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Request a return' }));
    const popup = await popupNamed(canvasElement, 'Request a return');
    await userEvent.type(
      popup.getByRole('textbox', { name: /Anything we should know/ }),
      'The sensor strap broke.',
    );
    await userEvent.click(popup.getByRole('button', { name: 'Request a return' }));
    await expect(await within(canvasElement).findByText('Your request is sent.')).toBeVisible();
    await expect(await plan.findByText('Return requested')).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const InGraceArabic: Story = {
  ...InGrace,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('نشط')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'تغيير الخطة' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'إلغاء الاشتراك' })).toBeVisible();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'طريقة الدفع' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'تفاصيل الفوترة' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'الفواتير' })).toBeVisible();
  },
};

export const ActiveArabic: Story = {
  ...Active,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByRole('button', { name: 'طلب إرجاع' })).toBeVisible();
  },
};

export const CancelRequestedArabic: Story = {
  ...CancelRequested,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('طُلب الإلغاء')).toBeVisible();
    const buttons = plan.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['الإبقاء على اشتراكي', 'عرض العرض المقدَّم لك', 'تأكيد الإلغاء']);
  },
};

export const CancelledArabic: Story = {
  ...Cancelled,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('ملغى')).toBeVisible();
    await expect(plan.getByText(/^ينتهي وصولك/)).toBeVisible();
    await expect(plan.getByRole('button', { name: 'استئناف الاشتراك' })).toBeVisible();
  },
};

export const ReturnedArabic: Story = {
  ...Returned,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('تم الإرجاع')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'تابِع إرجاع مجموعتك' })).toBeVisible();
  },
};

export const ReturnRequestedArabic: Story = {
  ...ReturnRequested,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('طُلب الإرجاع')).toBeVisible();
    await expect(plan.getByText(/^ستتلقى رسالة بريد إلكتروني/)).toBeVisible();
  },
};

export const RenewalRequestedArabic: Story = {
  ...RenewalRequested,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('طُلب التجديد')).toBeVisible();
  },
};
