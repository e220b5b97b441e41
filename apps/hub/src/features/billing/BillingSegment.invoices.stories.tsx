import {
  billingFixtureClock,
  handlers,
  invoiceFixtures,
  paymentDeclined,
  serverError,
  subscriptionFixtures,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, parent, parentIsStaff, popupNamed, rtl, section } from './stories-support';

const meta = {
  title: 'Screens/Subscription and billing/Invoices and card',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/account?segment=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a card into the card form: `number`, an expiry still to come and a security code. */
async function typeCard(popup: Awaited<ReturnType<typeof popupNamed>>, number: string) {
  // The card's fields come once the payment gateway is known.
  await userEvent.type(await popup.findByLabelText('Card number'), number);
  await userEvent.type(popup.getByLabelText('Expiry date (MM/YY)'), '12/30');
  await userEvent.type(popup.getByLabelText('Security code (CVC)'), '123');
}

// --- invoices ---

/** A failed charge: said above the plan, with "Update card and pay now". */
export const FailedInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A payment did not go through')).toBeVisible();
    await expect(canvas.getByText('Invoice HUB-2026-0031 of Nov 10, 2026: $29.99.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update card and pay now' })).toBeVisible();
  },
};

async function payFailedInvoice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Update card and pay now' }));
  const popup = await popupNamed(canvasElement, 'Update card and pay now');
  await typeCard(popup, '5555 5555 5555 4444');
  await userEvent.click(popup.getByRole('button', { name: 'Save card and pay' }));
}

/** Update card and pay now: the new card is saved and the invoice charged again at once; it is paid. */
export const PaysFailedInvoice: Story = {
  ...FailedInvoice,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payFailedInvoice(canvasElement);
    await expect(await canvas.findByText('Payment received. Thank you.')).toBeVisible();
    await expect(await canvas.findByText('Mastercard ending in 4444')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('A payment did not go through')).toBeNull());
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The card is saved but the charge is declined again: the payment sentence of spec section 8. */
export const PayFailedInvoiceDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.payInvoice(paymentDeclined()),
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payFailedInvoice(canvasElement);
    await expect(
      await canvas.findByText(
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('A payment did not go through')).toBeVisible();
  },
};

/** No invoices yet. */
export const NoInvoices: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ invoices: [] }));
  },
  play: async ({ canvasElement }) => {
    const invoices = await section(canvasElement, 'Invoices');
    await expect(await invoices.findByText('No invoices yet')).toBeVisible();
  },
};

function invoiceRows(canvasElement: HTMLElement) {
  const invoices = within(within(canvasElement).getByRole('region', { name: 'Invoices' }));
  return invoices.queryAllByRole('listitem');
}

/** Nineteen invoices, ten at a time: Show more reads the next page and moves focus to its first invoice. */
export const ManyInvoices: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.many }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(invoiceRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(invoiceRows(canvasElement)).toHaveLength(19));
    await waitFor(() => expect(invoiceRows(canvasElement)[10]).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Staff see Refund and Remove; a refund the server fails is titled 'Error Refunding Invoice'. */
export const StaffRefundFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      parentIsStaff(),
      handlers.refundInvoice(serverError()),
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund invoice HUB-2026-0030' }));
    const popup = await popupNamed(canvasElement, 'Refund invoice HUB-2026-0030?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Refund' }));
    await expect(await popup.findByText('Error Refunding Invoice')).toBeVisible();
    await expect(popup.getByText('Please try again. If it persists, contact support.')).toBeVisible();
  },
};

/** Staff remove a failed invoice: confirmed first, then it shows as removed. */
export const StaffRemovesInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      parentIsStaff(),
      ...parent({
        subscription: subscriptionFixtures.activeMonthly,
        invoices: invoiceFixtures.failed,
        actor: { id: 1, name: 'Dana Rivera', is_staff: true },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove invoice HUB-2026-0031' }));
    const popup = await popupNamed(canvasElement, 'Remove invoice HUB-2026-0031?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Invoice HUB-2026-0031 is removed.')).toBeVisible();
    await expect(await canvas.findByText('Removed')).toBeVisible();
  },
};

// --- the payment method ---

async function updateCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Update card' }));
  const popup = await popupNamed(canvasElement, 'Update your card');
  await typeCard(popup, number);
  await userEvent.click(popup.getByRole('button', { name: 'Save card' }));
  return popup;
}

/** A new card: tokenized in the browser, saved, and shown by brand and last four digits. */
export const UpdatesCard: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await updateCard(canvasElement, '5555 5555 5555 4444');
    await expect(await canvas.findByText('Your card is saved.')).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

/** A declined card: spec section 8's sentence in the form, and the old card stays on file. */
export const CardDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await updateCard(canvasElement, '4000 0000 0000 0002');
    await expect(
      await popup.findByText(
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ),
    ).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Not now' }));
    const method = within(canvas.getByRole('region', { name: 'Payment method' }));
    await expect(method.getByText('Visa ending in 4242')).toBeVisible();
  },
};

/** The card form's own checks, each under its field after leaving it. */
export const CardValidation: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update card' }));
    const popup = await popupNamed(canvasElement, 'Update your card');
    await userEvent.type(await popup.findByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.type(popup.getByLabelText('Expiry date (MM/YY)'), '10/26');
    await userEvent.tab();
    await expect(await popup.findByText('This card number is not valid')).toBeVisible();
    await expect(popup.getByText('This card has expired')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Save card' }));
    await expect(await popup.findByText('Enter the security code')).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const FailedInvoiceArabic: Story = {
  ...FailedInvoice,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لم تتم عملية دفع')).toBeVisible();
    await rtl();
    await expect(canvas.getByRole('button', { name: 'تحديث البطاقة والدفع الآن' })).toBeVisible();
  },
};

export const NoInvoicesArabic: Story = {
  ...NoInvoices,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const invoices = await section(canvasElement, 'الفواتير');
    await expect(await invoices.findByText('لا توجد فواتير بعد')).toBeVisible();
    await rtl();
  },
};

export const ManyInvoicesArabic: Story = {
  ...ManyInvoices,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoices = () =>
      within(canvas.getByRole('region', { name: 'الفواتير' })).queryAllByRole('listitem');
    await waitFor(() => expect(invoices()).toHaveLength(10));
    await rtl();
    await userEvent.click(canvas.getByRole('button', { name: 'عرض المزيد' }));
    await waitFor(() => expect(invoices()).toHaveLength(19));
  },
};

export const CardDeclinedArabic: Story = {
  ...CardDeclined,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تحديث البطاقة' }));
    await rtl();
    const popup = await popupNamed(canvasElement, 'تحديث بطاقتك');
    await userEvent.type(await popup.findByLabelText('رقم البطاقة'), '4000 0000 0000 0002');
    await userEvent.type(popup.getByLabelText('تاريخ الانتهاء (MM/YY)'), '12/30');
    await userEvent.type(popup.getByLabelText('رمز الأمان (CVC)'), '123');
    await userEvent.click(popup.getByRole('button', { name: 'حفظ البطاقة' }));
    await expect(
      await popup.findByText('واجهنا مشكلة غير متوقعة في خدمة الدفع. يُرجى المحاولة مرة أخرى.'),
    ).toBeVisible();
  },
};
