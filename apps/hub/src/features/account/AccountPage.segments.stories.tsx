import { billingFixtureClock, personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { detailsForm, narrow } from './stories-support';

const meta = {
  title: 'Screens/Account details/Segments and languages',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Subscription & Billing tab shows its segment (features/billing, loaded when it opens). */
export const SwitchesToBilling: Story = {
  args: { clock: billingFixtureClock },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await detailsForm(canvasElement);
    const billing = canvas.getByRole('tab', { name: 'Subscription & Billing' });
    await userEvent.click(billing);
    // The segment is in the address: the tab turns selected once the router has navigated.
    await expect(
      await canvas.findByRole('tab', { name: 'Subscription & Billing', selected: true }),
    ).toBeVisible();
    await expect(
      await within(canvas.getByRole('tabpanel')).findByRole('region', { name: 'Your plan' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Account details' })).toBeNull();
  },
};

/** Below 900px the page shows the chosen segment under its own heading. */
export const Narrow: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** On a phone the slide-in menu lists the segments: Subscription & Billing opens that one. */
export const NarrowSwitchesSegment: Story = {
  globals: narrow,
  args: { clock: billingFixtureClock },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await detailsForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const panel = within(await body.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(panel.getByRole('link', { name: 'Subscription & Billing' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Subscription & Billing' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Your plan' })).toBeVisible();
  },
};

/** A user who is not the billing user follows a link to the billing segment: the details, and why. */
export const BillingSegmentNotForThisUser: Story = {
  args: { path: '/dashboard/account?segment=billing' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('coach'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Only the person who pays for the account sees its subscription and billing.'),
    ).toBeVisible();
    await detailsForm(canvasElement);
    await expect(canvas.queryByRole('tab', { name: 'Subscription & Billing' })).toBeNull();
  },
};

// --- languages: Arabic (right to left) and Hmong (the longest texts) ---

export const ParentArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await detailsForm(canvasElement, 'تفاصيل الحساب');
    await expect(canvas.getByRole('tab', { name: 'تفاصيل الحساب' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByRole('button', { name: 'تعديل' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Editing in Arabic: the fields right-to-left, with Save and Cancel. */
export const EditingArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement, 'تفاصيل الحساب');
    await userEvent.click(form.getByRole('button', { name: 'تعديل' }));
    await expect(form.getByRole('button', { name: 'حفظ' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveValue('parent@demo.test');
  },
};

/** Hmong, the catalog with the longest texts: the tabs and the read-only details. */
export const ParentHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await detailsForm(canvasElement, 'Cov ntsiab lus as khauj');
    await expect(canvas.getByRole('tab', { name: 'Kev Sau Npe & Kev Them Nqi' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Kho' })).toBeVisible();
  },
};

/** Editing in Hmong: the longest labels in the fields, Save and Cancel. */
export const EditingHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement, 'Cov ntsiab lus as khauj');
    await userEvent.click(form.getByRole('button', { name: 'Kho' }));
    await expect(form.getByRole('button', { name: 'Khaws' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Tso tseg' })).toBeVisible();
  },
};

/** The longest texts on a phone, editing. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cov ntsiab lus as khauj' }),
    ).toBeVisible();
    const form = await detailsForm(canvasElement, 'Cov ntsiab lus as khauj');
    await userEvent.click(form.getByRole('button', { name: 'Kho' }));
    await expect(form.getByRole('button', { name: 'Khaws' })).toBeVisible();
  },
};
