import {
  billingFixtureClock,
  errorBodies,
  failing,
  handlers,
  invoiceDetailFixture,
  loading,
  ok,
  personaHandlers,
  serverError,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';

const meta = {
  title: 'Screens/Printable invoice',
  component: ScreenStory,
  args: { path: '/invoice?ext_id=in_1Q2w3E&account_id=101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function invoice(canvasElement: HTMLElement, name = 'Invoice HUB-2026-0019') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return within(canvas.getByRole('article'));
}

/** The printable invoice, without the shell: number, date, description, amount, status, account and card. */
export const Paid: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
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
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const sheet = await invoice(canvasElement, 'Upcoming invoice');
    await expect(sheet.getByText('Upcoming')).toBeVisible();
  },
};

/** Staff print another account's invoice: the account comes from the address. */
export const StaffPrintsAnyAccount: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invoice(ok(invoiceDetailFixture)), ...personaHandlers('staff'));
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
    msw.use(handlers.invoice(failing(403, errorBodies.forbidden)), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'You do not have access to this invoice' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** An invoice that does not exist. */
export const NotFound: Story = {
  args: { path: '/invoice?ext_id=in_nothing&account_id=101' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'We could not find this invoice' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A link without the invoice or the account. */
export const IncompleteLink: Story = {
  args: { path: '/invoice' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'We could not find this invoice' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invoice(loading()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The server fails: the whoops texts and a retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.invoice(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Whoops, an error occurred' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Please try again. If it persists, contact support.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Signed out: the login page, which comes back to the invoice (`next`). */
export const SignedOut: Story = {
  args: { signedIn: false },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toBeVisible());
  },
};

/** The invoice right to left. */
export const PaidArabic: Story = {
  ...Paid,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const sheet = await invoice(canvasElement, 'الفاتورة HUB-2026-0019');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(sheet.getByText('مدفوعة')).toBeVisible();
    await expect(sheet.getByText('Dana Rivera')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'طباعة' })).toBeVisible();
  },
};
