import {
  billingFixtureClock,
  handlers,
  invoiceFixtures,
  loading,
  orderHistoryFixtures,
  serverError,
  subscriptionActionHistoryFixtures,
  subscriptionFixtures,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, expectLoading, parent, planCard, popupNamed, rtl, section } from './stories-support';

// Issue 28: the order history (orders and checkout attempts), the billing history (the subscription
// actions in words), the billing rules under the plan, and the card update email with its link.

const meta = {
  title: 'Screens/Subscription and billing/Order and billing history',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/account?segment=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parent's account (101, Dana, user 1). */
const history = orderHistoryFixtures(101, 1);
const actions = subscriptionActionHistoryFixtures(101);

/** The entries of a history list (by its name) once it shows. */
async function entries(canvasElement: HTMLElement, list: string) {
  const found = await within(canvasElement).findByRole('list', { name: list });
  return within(found).getAllByRole('listitem');
}

// --- some ---

/**
 * Orders with their state, plan (named by its plan text), total, card and shipment; the checkout
 * attempts; the log in words with who did it; the billing rules under the plan.
 */
export const Histories: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ orders: history.orders, orderTrials: history.trials, actions: actions.some }));
  },
  play: async ({ canvasElement }) => {
    const orders = await section(canvasElement, 'Order history');
    const [confirmed, placed] = await entries(canvasElement, 'Orders');
    await expect(confirmed).toHaveTextContent('Order ORD-2026-0007');
    await expect(confirmed).toHaveTextContent('Confirmed on Nov 5, 2026');
    await expect(confirmed).toHaveTextContent(/Yearly: \$[\d,]+\.\d\d, paid with Visa ending in 4242/);
    await expect(confirmed).toHaveTextContent(/Ships (free )?to/);
    await expect(confirmed).toHaveTextContent('12 Elm Street');
    await expect(placed).toHaveTextContent('Order ORD-2026-0003');
    await expect(placed).toHaveTextContent('Placed, not confirmed yet');
    await expect(placed).toHaveTextContent(/^Order ORD-2026-0003.*Monthly: /);
    const attempts = await entries(canvasElement, 'Checkout attempts');
    await expect(attempts).toHaveLength(3);
    await expect(attempts[0]).toHaveTextContent('Order ORD-2026-0007 placed');
    await expect(attempts[1]).toHaveTextContent('Payment declined');
    await expect(orders.queryByRole('button', { name: 'Show more' })).toBeNull();

    const log = await entries(canvasElement, 'Billing history');
    await expect(log.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Card update email sent',
      'Plan changed to Half-year',
      'Card on file updated',
      'Payment of $299.00 received',
      'Invoice refunded',
      'Other change to your billing',
      'Subscription started',
    ]);
    await expect(log[0]).toHaveTextContent('By you');
    await expect(log[2]).toHaveTextContent('By Sam Rivera');
    await expect(log[3]).toHaveTextContent('Automatically');
    await expect(log[4]).toHaveTextContent('By our family care team');
    // Never the raw event code.
    await expect(within(canvasElement).queryByText(/CHANGE_PLAN|LOYALTY_BONUS|CHARGE_PAID/)).toBeNull();

    const plan = await planCard(canvasElement);
    await expect(await plan.findByText('Yearly')).toBeVisible();
    const rules = await plan.findByRole('list', { name: 'Billing rules' });
    await expect(rules).toHaveTextContent('You can cancel within 30 days of your plan starting.');
    await expect(rules).toHaveTextContent('an email with instructions follows within 24 hours.');
  },
};

// --- loading ---

/** Both histories still loading: placeholders that say what is coming. */
export const HistoriesLoading: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.userOrders(loading()),
      handlers.subscriptionActions(loading()),
      ...parent({ orders: history.orders, orderTrials: history.trials }),
    );
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'Loading your orders…');
    await expectLoading(canvasElement, 'Loading your billing history…');
    const orders = await section(canvasElement, 'Order history');
    await expect(orders.queryByRole('list', { name: 'Orders' })).toBeNull();
  },
};

// --- empty ---

/** An account with no orders, attempts or logged change yet. */
export const HistoriesEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ orders: [], orderTrials: [], actions: [] }));
  },
  play: async ({ canvasElement }) => {
    const orders = await section(canvasElement, 'Order history');
    await expect(await orders.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(orders.getByText('Orders you place at checkout show here.')).toBeVisible();
    const log = await section(canvasElement, 'Billing history');
    await expect(await log.findByRole('heading', { name: 'No billing history yet' })).toBeVisible();
  },
};

// --- paged ---

/**
 * Twelve checkout attempts, ten at a time, and thirty logged changes, 25 at a time: Show more reads the
 * next page and moves focus to its first entry.
 */
export const HistoriesPaged: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ orders: history.orders, orderTrials: history.manyTrials, actions: actions.many }));
  },
  play: async ({ canvasElement }) => {
    await expect(await entries(canvasElement, 'Checkout attempts')).toHaveLength(10);
    const orders = await section(canvasElement, 'Order history');
    await userEvent.click(orders.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await entries(canvasElement, 'Checkout attempts')).toHaveLength(12));
    await waitFor(async () => expect((await entries(canvasElement, 'Checkout attempts'))[10]).toHaveFocus());
    await expect(orders.queryByRole('button', { name: 'Show more' })).toBeNull();

    const log = await section(canvasElement, 'Billing history');
    await expect(await entries(canvasElement, 'Billing history')).toHaveLength(25);
    await userEvent.click(log.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await entries(canvasElement, 'Billing history')).toHaveLength(30));
    await waitFor(async () => expect((await entries(canvasElement, 'Billing history'))[25]).toHaveFocus());
    await expect(log.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

// --- error ---

/** The histories and the rules cannot be read: each says so, with Try again. */
export const HistoriesError: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.userOrders(serverError()),
      handlers.subscriptionActions(serverError()),
      handlers.billingRules(serverError()),
      ...parent(),
    );
  },
  play: async ({ canvasElement }) => {
    const orders = await section(canvasElement, 'Order history');
    await expect(await orders.findByRole('alert')).toHaveTextContent('Your orders could not be loaded');
    await expect(orders.getByRole('button', { name: 'Try again' })).toBeVisible();
    const log = await section(canvasElement, 'Billing history');
    await expect(await log.findByRole('alert')).toHaveTextContent('Your billing history could not be loaded');
    await expect(log.getByRole('button', { name: 'Try again' })).toBeVisible();
    const plan = await planCard(canvasElement);
    await expect(await plan.findByRole('alert')).toHaveTextContent('The billing rules could not be loaded.');
    await expect(plan.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// --- the card update email ---

/** A failed payment: the family asks for the secure link by email; the history says it was sent. */
export const AsksForUpdateEmail: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...parent({
        subscription: subscriptionFixtures.activeMonthly,
        invoices: invoiceFixtures.failed,
        actions: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await section(canvasElement, 'Billing history');
    await expect(await log.findByRole('heading', { name: 'No billing history yet' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Email me a secure link instead' }));
    await expect(
      await canvas.findByText(
        'We emailed you a secure link to update your card. It opens this page with the card form.',
      ),
    ).toBeVisible();
    const [sent] = await entries(canvasElement, 'Billing history');
    await expect(sent).toHaveTextContent('Card update email sent');
    await expect(sent).toHaveTextContent('By you');
  },
};

/** The email cannot be sent: 'Whoops, an error occurred', and the failed payment is still offered. */
export const UpdateEmailFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.requestUpdateEmail(serverError()),
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Email me a secure link instead' }));
    await expect(await canvas.findByText('Whoops, an error occurred')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update card and pay now' })).toBeVisible();
  },
};

/** The email's link (`&update_card=1`) with a failed payment: the card popup opens to pay it. */
export const CardLinkOpensPopup: Story = {
  args: { path: '/dashboard/account?segment=billing&update_card=1' },
  beforeEach({ msw }) {
    msw.use(
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const popup = await popupNamed(canvasElement, 'Update card and pay now');
    await expect(await popup.findByLabelText('Card number')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Save card and pay' })).toBeVisible();
  },
};

/** The link without a failed payment: the card popup opens to save a new card; closing it keeps it closed. */
export const CardLinkWithoutFailedPayment: Story = {
  args: { path: '/dashboard/account?segment=billing&update_card=1' },
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const popup = await popupNamed(canvasElement, 'Update your card');
    await expect(popup.getByRole('button', { name: 'Save card' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByRole('region', { name: 'Your plan' })).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const HistoriesArabic: Story = {
  ...Histories,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'سجل الطلبات');
    await rtl();
    const [confirmed] = await entries(canvasElement, 'الطلبات');
    await expect(confirmed).toHaveTextContent('الطلب ORD-2026-0007');
    await expect(confirmed).toHaveTextContent('مؤكَّد');
    await expect(confirmed).toHaveTextContent('سنوي');
    const log = await entries(canvasElement, 'سجل الفوترة');
    await expect(log[0]).toHaveTextContent('أُرسل بريد تحديث البطاقة');
    await expect(log[0]).toHaveTextContent('بواسطتك');
    await expect(log[1]).toHaveTextContent('تم تغيير الخطة إلى: نصف سنوي');
    const plan = await planCard(canvasElement, 'خطتك');
    await expect(await plan.findByRole('list', { name: 'قواعد الفوترة' })).toBeVisible();
  },
};

export const HistoriesLoadingArabic: Story = {
  ...HistoriesLoading,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'جارٍ تحميل طلباتك…');
    await expectLoading(canvasElement, 'جارٍ تحميل سجل الفوترة…');
    await rtl();
  },
};

export const HistoriesEmptyArabic: Story = {
  ...HistoriesEmpty,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const orders = await section(canvasElement, 'سجل الطلبات');
    await rtl();
    await expect(await orders.findByRole('heading', { name: 'لا توجد طلبات بعد' })).toBeVisible();
    const log = await section(canvasElement, 'سجل الفوترة');
    await expect(await log.findByRole('heading', { name: 'لا يوجد سجل فوترة بعد' })).toBeVisible();
  },
};

export const HistoriesPagedArabic: Story = {
  ...HistoriesPaged,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expect(await entries(canvasElement, 'سجل الفوترة')).toHaveLength(25);
    await rtl();
    const log = await section(canvasElement, 'سجل الفوترة');
    await userEvent.click(log.getByRole('button', { name: 'عرض المزيد' }));
    await waitFor(async () => expect(await entries(canvasElement, 'سجل الفوترة')).toHaveLength(30));
  },
};

export const HistoriesErrorArabic: Story = {
  ...HistoriesError,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const orders = await section(canvasElement, 'سجل الطلبات');
    await rtl();
    await expect(await orders.findByRole('alert')).toHaveTextContent('تعذّر تحميل طلباتك');
    const log = await section(canvasElement, 'سجل الفوترة');
    await expect(await log.findByRole('alert')).toHaveTextContent('تعذّر تحميل سجل الفوترة');
  },
};

export const AsksForUpdateEmailArabic: Story = {
  ...AsksForUpdateEmail,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'أرسل لي رابطًا آمنًا بالبريد الإلكتروني بدلًا من ذلك' }),
    );
    await rtl();
    await expect(
      await canvas.findByText(
        'أرسلنا إليك بالبريد الإلكتروني رابطًا آمنًا لتحديث بطاقتك. يفتح هذه الصفحة مع نموذج البطاقة.',
      ),
    ).toBeVisible();
  },
};

export const CardLinkOpensPopupArabic: Story = {
  ...CardLinkOpensPopup,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const popup = await popupNamed(canvasElement, 'تحديث البطاقة والدفع الآن');
    await rtl();
    await expect(await popup.findByLabelText('رقم البطاقة')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'حفظ البطاقة والدفع' })).toBeVisible();
  },
};
