import type { AdminOrder } from '@hub/api-client';
import { adminHandlers, adminListStates, adminOrderFixtures, loading, pageOf } from '@hub/api-client/msw';
import { formatMoney } from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import {
  arabic,
  bodyRows,
  expectListEmpty,
  expectListFailed,
  expectListLoading,
  heading,
  pagedAcross,
  rowWith,
  rtl,
  staff,
} from './stories-support';

const meta = {
  title: 'Screens/Admin/Orders',
  component: ScreenStory,
  args: { path: '/admin/orders' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ordersPath = '*/api/v2/admin/orders/';

/** The orders as the server answers them: the search looks in the number, email and name (any case). */
function ordersWorld(orders: AdminOrder[] = adminOrderFixtures) {
  return http.get(ordersPath, ({ request }) => {
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    const found = orders.filter((order) =>
      [order.order_number, order.email, `${order.first_name} ${order.last_name}`].some((text) =>
        text.toLowerCase().includes(search),
      ),
    );
    return HttpResponse.json(pageOf(found));
  });
}

async function ordersPage(canvasElement: HTMLElement) {
  return heading(canvasElement, 'Orders');
}

/** Every order, newest first: number, customer (leading to their account), date, total and status. */
export const Orders: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(ordersWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersPage(canvasElement);
    await expect(await bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText('2 orders')).toBeVisible();
    const newest = adminOrderFixtures[0]!;
    const row = await rowWith(canvasElement, 'ORD-2026-0002');
    await expect(row.getByRole('link', { name: 'Dana Rivera' })).toHaveAttribute(
      'href',
      '/admin/accounts/101',
    );
    await expect(row.getByText('parent@demo.test')).toBeVisible();
    await expect(row.getByText(formatMoney(newest.total, newest.currency, 'en'))).toBeVisible();
    await expect(row.getByText('Confirmed')).toBeVisible();
  },
};

/** Typing a name shows the matching order. */
export const SearchFindsAnOrder: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(ordersWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersPage(canvasElement);
    await bodyRows(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search orders/ }), 'okafor');
    await waitFor(() => expect(canvas.getByText('1 order')).toBeVisible());
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getByText('ORD-2026-0001')).toBeVisible();
  },
};

/** A search that matches nothing: said so, and Clear search brings every order back. */
export const NoMatch: Story = {
  args: { path: '/admin/orders?search=ORD-1999' },
  beforeEach({ msw }) {
    msw.use(...staff(ordersWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersPage(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No orders match' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect(await bodyRows(canvasElement)).toHaveLength(2));
  },
};

/** More orders than a page: the count and the paging. */
export const ManyPages: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(pagedAcross(ordersPath, adminOrderFixtures, 1204)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersPage(canvasElement);
    await bodyRows(canvasElement);
    await expect(canvas.getByText('1,204 orders')).toBeVisible();
    const paging = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(paging.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(paging.getByRole('button', { name: 'Next page' }));
    await expect(await paging.findByText('Page 2 of 2')).toBeVisible();
    await expect(paging.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminOrders(loading())));
  },
  play: ({ canvasElement }) => expectListLoading(canvasElement, 'Orders'),
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminOrders(adminListStates(adminOrderFixtures).empty)));
  },
  play: ({ canvasElement }) => expectListEmpty(canvasElement, 'Orders', 'No orders yet'),
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminOrders(adminListStates(adminOrderFixtures).failed)));
  },
  play: ({ canvasElement }) => expectListFailed(canvasElement, 'Orders'),
};

// --- in Arabic (right to left) ---

export const OrdersArabic: Story = {
  ...Orders,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'الطلبات');
    await rtl();
    const row = await rowWith(canvasElement, 'ORD-2026-0002');
    await expect(row.getByRole('link', { name: 'Dana Rivera' })).toHaveAttribute(
      'href',
      '/admin/accounts/101',
    );
  },
};

export const FailedArabic: Story = {
  ...Failed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'الطلبات');
    await rtl();
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
