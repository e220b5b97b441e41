import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullyVisible, pageScrollsSideways } from '../../internal/story-layout';
import { Tabs, tabsActivationModes } from './Tabs';

const accountTabs = [
  { value: 'details', label: 'Account Details', content: <p>Name, email, phone and shipping address.</p> },
  { value: 'billing', label: 'Subscription & Billing', content: <p>Your plan and invoices.</p> },
  { value: 'devices', label: 'Devices', content: <p>Tablets and kiosk mode.</p> },
];

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "Radix Tabs from a list: arrow keys follow the document's direction; a row wider than the screen scrolls sideways with a fade, and a focused tab scrolls into view.",
  '',
  '**Do**',
  '',
  '- Use tabs for views of the same thing (Account details, Billing).',
  '- Keep labels to a few words.',
  '- Use `activationMode="manual"` when a tab\'s content is slow to show.',
  '',
  "**Don't**",
  '',
  "- Don't use tabs for steps in a sequence.",
  "- Don't nest tabs inside tabs.",
].join('\n');

const meta = {
  title: 'Content/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
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

/**
 * The choice lives elsewhere (a phone's menu): no tab row, the chosen panel as a plain part of the page.
 * Switching `listHidden` keeps the panel mounted, so what is typed in it stays.
 */
export const ListHidden: Story = {
  render: function Render(args) {
    const [hidden, setHidden] = useState(true);
    return (
      <div>
        <button type="button" onClick={() => setHidden((now) => !now)}>
          {hidden ? 'Show the tab row' : 'Hide the tab row'}
        </button>
        <Tabs
          {...args}
          listHidden={hidden}
          tabs={[
            {
              value: 'details',
              label: 'Account Details',
              content: (
                <label>
                  City <input name="city" />
                </label>
              ),
            },
            ...accountTabs.slice(1),
          ]}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await userEvent.type(canvas.getByLabelText('City'), 'Chicago');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the tab row' }));
    await expect(canvas.getByRole('tablist', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByLabelText('City')).toHaveValue('Chicago');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the tab row' }));
    await expect(canvas.getByLabelText('City')).toHaveValue('Chicago');
  },
};

export const StartsOnSecondTab: Story = {
  args: { defaultValue: 'billing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const billing = canvas.getByRole('tab', { name: 'Subscription & Billing' });
    await expect(billing).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Subscription & Billing' })).toHaveTextContent(
      'Your plan and invoices.',
    );
    // Tab lands on the chosen tab, not the first.
    await userEvent.tab();
    await expect(billing).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('details');
  },
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const devices = canvas.getByRole('tab', { name: 'Appareils et mode kiosque' });
    await userEvent.click(devices);
    await expect(devices).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Appareils et mode kiosque' })).toHaveTextContent(
      'Tablettes.',
    );
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Renseignements sur le compte' });
    await userEvent.click(first);
    // The arrow keys reach the last tab, which scrolls into view in the narrow row.
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Appareils et mode kiosque' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(fullyVisible(last, canvas.getByRole('tablist'))).toBe(true));
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/**
 * Moves through every tab with the given key, checking that each one, once focused, is wholly in view
 * (scrolled clear of the faded edges), and that the row shows which side has more tabs.
 */
async function walkTabs(canvasElement: HTMLElement, next: string) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('tablist');
  const tabs = canvas.getAllByRole('tab');
  // More tabs than room: the far side fades, the near side does not. The ends are measured when the row
  // mounts and again when its ResizeObserver reports the story's narrow viewport and its fonts, a frame or
  // more later on a busy machine: waited for, not read at once.
  await waitFor(() => {
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    expect(list).toHaveAttribute('data-more-end');
  });
  await expect(list).not.toHaveAttribute('data-more-start');
  await expect(getComputedStyle(list).maskImage).not.toBe('none');
  await userEvent.click(tabs[0]!);
  for (const [index, tab] of tabs.entries()) {
    if (index > 0) await userEvent.keyboard(next);
    await expect(tab).toHaveFocus();
    await waitFor(() => expect(fullyVisible(tab, list)).toBe(true));
  }
  // At the last tab the near side fades instead (both ends are measured as the row's scroll settles).
  await waitFor(() => {
    expect(list).toHaveAttribute('data-more-start');
    expect(list).not.toHaveAttribute('data-more-end');
  });
}

/**
 * 375px, five long Hmong labels: the row scrolls with faded edges where more tabs hide, a label wraps
 * rather than fill the row, and arrowing to a tab scrolls it wholly into view.
 */
export const NarrowLongLabels: Story = {
  args: {
    label: 'Tus account',
    tabs: [
      { value: 'details', label: 'Cov ntsiab lus as khauj', content: <p>Lub npe thiab email.</p> },
      { value: 'billing', label: 'Kev Sau Npe & Kev Them Nqi', content: <p>Koj txoj phiaj xwm.</p> },
      { value: 'orders', label: 'Cov kev xaj khoom', content: <p>Cov kev xaj khoom.</p> },
      { value: 'invoices', label: 'Cov daim nqi', content: <p>Cov daim nqi.</p> },
      { value: 'stats', label: 'Cov txheeb cais tus neeg ua si', content: <p>Cov txheeb cais.</p> },
    ],
  },
  globals: { locale: 'hmn', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => walkTabs(canvasElement, '{ArrowRight}'),
};

/** The same on a phone in Arabic: the row starts at the right, the fade is on the left, ArrowLeft moves on. */
export const ArabicNarrowLongLabels: Story = {
  args: {
    label: 'الحساب',
    tabs: [
      { value: 'details', label: 'تفاصيل الحساب', content: <p>الاسم والبريد الإلكتروني.</p> },
      { value: 'billing', label: 'الاشتراك والفوترة', content: <p>خطتك وفواتيرك.</p> },
      { value: 'orders', label: 'الطلبات', content: <p>طلباتك.</p> },
      { value: 'invoices', label: 'الفواتير', content: <p>فواتيرك.</p> },
      { value: 'stats', label: 'إحصاءات اللاعب', content: <p>إحصاءات اللاعب.</p> },
    ],
  },
  globals: { locale: 'ar', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => walkTabs(canvasElement, '{ArrowLeft}'),
};

/** A tab chosen from outside (a link to the billing segment) is scrolled into view on a phone. */
export const NarrowStartsOnLastTab: Story = {
  args: { ...NarrowLongLabels.args, defaultValue: 'stats' },
  globals: NarrowLongLabels.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stats = canvas.getByRole('tab', { name: 'Cov txheeb cais tus neeg ua si' });
    await expect(stats).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(fullyVisible(stats, canvas.getByRole('tablist'))).toBe(true));
  },
};
