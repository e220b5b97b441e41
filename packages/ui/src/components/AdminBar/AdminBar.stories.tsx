import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { AdminBar } from './AdminBar';

const links = [
  { id: 'accounts', label: 'Accounts', href: '/accounts', active: true },
  { id: 'orders', label: 'Orders', href: '/admin/orders' },
  { id: 'billing-requests', label: 'Outstanding Billing Requests', href: '/admin/billing-requests' },
  { id: 'shipments', label: 'Shipments', href: '/admin/shipments' },
];

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "The staff bar above the app: staff links with the current one marked, the staff member's name and Logout, in inverted colours so staff know where they are.",
  '',
  '**Do**',
  '',
  '- Mark the current page with `active` (announced as the current page).',
  '- Route internal links through `renderLink`.',
  '- Keep the link labels short: the bar wraps on phones.',
  '',
  "**Don't**",
  '',
  "- Don't show it to parents: it is the staff area's marker.",
  "- Don't put more than about six links in it; group them on a page instead.",
  "- Don't change its colours: the white focus ring is chosen for the dark bar.",
].join('\n');

const meta = {
  title: 'Navigation/AdminBar',
  component: AdminBar,
  tags: ['autodocs'],
  args: { links, userName: 'Morgan Lee', logoutLabel: 'Logout', onLogout: fn() },
  parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
} satisfies Meta<typeof AdminBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff links with the current one marked, the staff member's name and Logout. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const nav = within(bar.getByRole('navigation', { name: 'Staff' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Accounts',
      'Orders',
      'Outstanding Billing Requests',
      'Shipments',
    ]);
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByText('Morgan Lee')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

const navigate = fn();

/** Links go through the app's router when `renderLink` is given. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Shipments' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/shipments');
  },
};

export const LongTranslatedText: Story = {
  args: {
    links: [
      { id: 'accounts', label: 'Comptes des clients', href: '/accounts' },
      { id: 'orders', label: 'Commandes', href: '/admin/orders' },
      { id: 'billing', label: 'Demandes de facturation en attente de traitement', href: '/admin/billing' },
      { id: 'shipments', label: 'Expéditions', href: '/admin/shipments' },
    ],
    userName: 'Marie-Josée Tremblay-Gagnon',
    logoutLabel: 'Se déconnecter',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const longest = bar.getByRole('link', { name: 'Demandes de facturation en attente de traitement' });
    await expect(longest).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    // Tab goes link by link, then to the logout button.
    await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'Comptes des clients' })).toHaveFocus();
    for (let step = 0; step < 3; step += 1) await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'Expéditions' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const ArabicRightToLeft: Story = {
  args: {
    links: [
      { id: 'accounts', label: 'الحسابات', href: '/accounts', active: true },
      { id: 'orders', label: 'الطلبات', href: '/admin/orders' },
      { id: 'billing', label: 'طلبات الفوترة المعلقة', href: '/admin/billing' },
      { id: 'shipments', label: 'الشحنات', href: '/admin/shipments' },
    ],
    userName: 'مريم',
    logoutLabel: 'تسجيل الخروج',
    label: 'أدوات الموظفين',
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const nav = within(bar.getByRole('navigation', { name: 'أدوات الموظفين' }));
    const first = nav.getByRole('link', { name: 'الحسابات' });
    const second = nav.getByRole('link', { name: 'الطلبات' });
    await expect(first).toHaveAttribute('aria-current', 'page');
    // Right to left: the first link stands to the right of the second.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    await userEvent.click(bar.getByRole('button', { name: 'تسجيل الخروج' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Phones: links wrap onto rows, the name and Logout stay reachable. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};
