import {
  billingFixtureClock,
  errorBodies,
  failing,
  handlers,
  invoiceDetailFixture,
  loading,
  ok,
  serverError,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, expectFailed, expectLoading, heading, parent, rtl, staff } from './stories-support';

const meta = {
  title: 'Screens/Printable invoice',
  component: ScreenStory,
  args: { path: '/invoice?ext_id=in_1Q2w3E&account_id=101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function invoice(canvasElement: HTMLElement, name = 'Invoice HUB-2026-0019') {
  await heading(canvasElement, name, 1);
  return within(within(canvasElement).getByRole('article'));
}

/** The printable invoice, without the shell: number, date, description, amount, status, account and card. */
export const Paid: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const sheet = await invoice(canvasElement);
    await expect(sheet.getByText('Nov 10, 2026')).toBeVisible();
    await expect(sheet.getByText('Yearly plan, 2026-11-10 to 2027-11-10')).toBeVisible();
    await expect(sheet.getByText('$299.00')).toBeVisible();
    await expect(sheet.getByText('Paid')).toBeVisible();
    await expect(sheet.getByText('Dana Rivera')).toBeVisible();
    await expect(sheet.getByText('Visa ending in 4242')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Subscription & Billing' })).toHaveAttribute(
      'href',
      '/dashboard/account?segment=billing',
    );
    // No shell around it: nothing to print but the invoice.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The next invoice, not numbered yet. */
export const Upcoming: Story = {
  args: { path: '/invoice?ext_id=in_upcoming_7&account_id=101' },
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const sheet = await invoice(canvasElement, 'Upcoming invoice');
    await expect(sheet.getByText('Upcoming')).toBeVisible();
  },
};

/** Staff print another account's invoice: the account comes from the address. */
export const StaffPrintsAnyAccount: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invoice(ok(invoiceDetailFixture)), ...staff());
  },
  play: async ({ canvasElement }) => {
    const sheet = await invoice(canvasElement);
    await expect(sheet.getByText('parent@demo.test')).toBeVisible();
  },
};

/** Another account's invoice for a parent: the server refuses (403) and the page says so. */
export const Forbidden: Story = {
  args: { path: '/invoice?ext_id=in_1Q2w3E&account_id=999' },
  beforeEach({ msw }) {
    msw.use(handlers.invoice(failing(403, errorBodies.forbidden)), ...parent());
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'You do not have access to this invoice')).toBeVisible();
  },
};

/** An invoice that does not exist. */
export const NotFound: Story = {
  args: { path: '/invoice?ext_id=in_nothing&account_id=101' },
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'We could not find this invoice')).toBeVisible();
  },
};

/** A link without the invoice or the account. */
export const IncompleteLink: Story = {
  args: { path: '/invoice' },
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'We could not find this invoice')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invoice(loading()), ...parent());
  },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading…'),
};

/** The server fails: the whoops texts and a retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invoice(serverError()), ...parent());
  },
  play: async ({ canvasElement }) => {
    await expectFailed(canvasElement);
    await expect(
      within(canvasElement).getByText('Please try again. If it persists, contact support.'),
    ).toBeVisible();
  },
};

/** Signed out: the login page, which comes back to the invoice (`next`). */
export const SignedOut: Story = {
  args: { signedIn: false },
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Welcome', 1)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByLabelText('Email')).toBeVisible());
  },
};

/** The invoice right to left. */
export const PaidArabic: Story = {
  ...Paid,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const sheet = await invoice(canvasElement, 'الفاتورة HUB-2026-0019');
    await rtl();
    await expect(sheet.getByText('مدفوعة')).toBeVisible();
    await expect(sheet.getByText('Dana Rivera')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'طباعة' })).toBeVisible();
  },
};
