import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, tabsActivationModes } from './Tabs';

const accountTabs = [
  { value: 'details', label: 'Account Details', content: <p>Name, email, phone and shipping address.</p> },
  { value: 'billing', label: 'Subscription & Billing', content: <p>Your plan and invoices.</p> },
  { value: 'devices', label: 'Devices', content: <p>Tablets and kiosk mode.</p> },
];

const meta = {
  title: 'Content/Tabs',
  component: Tabs,
  args: { tabs: accountTabs, label: 'Account', onValueChange: fn() },
  argTypes: { activationMode: { control: 'inline-radio', options: tabsActivationModes } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panel; Home and End jump. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Account Details' });
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Account Details' })).toHaveTextContent('Name, email');

    await userEvent.click(details);
    await userEvent.keyboard('{ArrowRight}');
    const billing = canvas.getByRole('tab', { name: 'Subscription & Billing' });
    await expect(billing).toHaveFocus();
    await expect(billing).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('billing');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Devices' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Devices' })).toBeVisible();
  },
};

export const StartsOnSecondTab: Story = { args: { defaultValue: 'billing' } };

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  args: {
    tabs: [accountTabs[0]!, { ...accountTabs[1]!, disabled: true }, accountTabs[2]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Account Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Devices' })).toHaveFocus();
  },
};

/** Manual activation: arrows move focus, Enter shows the panel. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Account Details' }));
    await userEvent.keyboard('{ArrowRight}');
    const billing = canvas.getByRole('tab', { name: 'Subscription & Billing' });
    await expect(billing).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(billing).toHaveAttribute('aria-selected', 'true');
  },
};

export const LongTranslatedText: Story = {
  args: {
    label: 'Compte',
    tabs: [
      { value: 'details', label: 'Renseignements sur le compte', content: <p>Nom, courriel et adresse.</p> },
      { value: 'billing', label: 'Abonnement et facturation', content: <p>Forfait et factures.</p> },
      { value: 'devices', label: 'Appareils et mode kiosque', content: <p>Tablettes.</p> },
    ],
  },
  globals: { locale: 'fr-CA' },
};

/** Arabic: tabs run right to left and ArrowLeft moves to the next one. */
export const ArabicRightToLeft: Story = {
  args: {
    label: 'الحساب',
    tabs: [
      { value: 'details', label: 'تفاصيل الحساب', content: <p>الاسم والبريد الإلكتروني.</p> },
      { value: 'billing', label: 'الاشتراك والفوترة', content: <p>خطتك وفواتيرك.</p> },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'تفاصيل الحساب' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'الاشتراك والفوترة' })).toHaveFocus();
  },
};

/** Phones: the tab row scrolls sideways instead of wrapping. */
export const NarrowViewport: Story = {
  args: LongTranslatedText.args,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
