import type { ShipmentResponse } from '@hub/api-client';
import {
  adminErrorBodies,
  adminHandlers,
  adminListStates,
  failing,
  loading,
  pageOf,
  shipmentFixtures,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import {
  arabic,
  body,
  bodyRows,
  expectListEmpty,
  expectListFailed,
  expectListLoading,
  heading,
  pagedAcross,
  popupNamed,
  rowWith,
  rtl,
  staff,
} from './stories-support';

const meta = {
  title: 'Screens/Admin/Shipments',
  component: ScreenStory,
  args: { path: '/admin/shipments' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const shipmentsPath = '*/api/v2/admin/shipments/';

/**
 * Every shipment as the server keeps it: filtered by `status`; a status change saved (shipped with its
 * carrier and tracking number) and shown when the list is read again.
 */
function shipmentsWorld(shipments: ShipmentResponse[] = shipmentFixtures) {
  let list = [...shipments];
  return [
    http.get(shipmentsPath, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(pageOf(list.filter((item) => status === null || item.status === status)));
    }),
    http.patch('*/api/v2/admin/shipments/:shipmentId/', async ({ params, request }) => {
      const change = (await request.json()) as Partial<ShipmentResponse>;
      const found = list.find((item) => item.id === Number(params.shipmentId));
      if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const updated: ShipmentResponse = { ...found, ...change, updated_at: found.updated_at };
      list = list.map((item) => (item.id === found.id ? updated : item));
      return HttpResponse.json(updated);
    }),
  ];
}

async function shipmentsPage(canvasElement: HTMLElement) {
  return heading(canvasElement, 'Shipments');
}

/** Opens the status change of shipment #12 (pending): the popup. */
async function changeShipment12(canvasElement: HTMLElement) {
  await shipmentsPage(canvasElement);
  const row = await rowWith(canvasElement, '#12');
  await userEvent.click(row.getByRole('button', { name: 'Change status of shipment #12' }));
  return popupNamed(canvasElement, 'Change the status of shipment #12');
}

// --- the list ---

/**
 * Every shipment, newest first: what it carries, the account (leading to its details), its status, the
 * carrier and tracking number once sent; a status change where the shipment machine allows one.
 */
export const Shipments: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(...shipmentsWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shipmentsPage(canvasElement);
    await expect(await bodyRows(canvasElement)).toHaveLength(12);
    await expect(canvas.getByText('12 shipments')).toBeVisible();
    const strap = await rowWith(canvasElement, '#12');
    await expect(strap.getByText('Replacement strap')).toBeVisible();
    await expect(strap.getByText('Pending')).toBeVisible();
    await expect(strap.getByText('Not sent yet')).toBeVisible();
    await expect(strap.getByRole('link', { name: 'Dana Rivera' })).toHaveAttribute(
      'href',
      '/admin/accounts/101',
    );
    const sensor = await rowWith(canvasElement, '#11');
    await expect(sensor.getByText('Shipped')).toBeVisible();
    await expect(sensor.getByText('1Z999AA10123456711')).toBeVisible();
    // Returned and cancelled are final: nothing to change.
    await expect((await rowWith(canvasElement, '#10')).getByText('Final')).toBeVisible();
  },
};

/** The address's status filters the list; choosing another filters again. */
export const FilteredByStatus: Story = {
  args: { path: '/admin/shipments?status=pending' },
  beforeEach({ msw }) {
    msw.use(...staff(...shipmentsWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shipmentsPage(canvasElement);
    await expect(await bodyRows(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Returned' }));
    await waitFor(async () => expect(await bodyRows(canvasElement)).toHaveLength(1));
    await expect((await rowWith(canvasElement, '#7')).getByText('Returned')).toBeVisible();
  },
};

// --- moving a shipment on ---

/** Marking a pending shipment shipped, with its carrier and tracking number: the outcome, and the row. */
export const ShipSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(...shipmentsWorld()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await changeShipment12(canvasElement);
    // The machine's moves from pending: shipped (first) or cancelled.
    await expect(popup.getByRole('combobox', { name: 'New status' })).toHaveTextContent('Shipped');
    await userEvent.type(popup.getByRole('textbox', { name: /Carrier/ }), 'UPS');
    await userEvent.type(popup.getByRole('textbox', { name: /Tracking number/ }), '1Z999AA1');
    await userEvent.click(popup.getByRole('button', { name: 'Save status' }));
    await expect(await canvas.findByText('Shipment #12 is now Shipped.')).toBeVisible();
    const row = await rowWith(canvasElement, '#12');
    await waitFor(() => expect(row.getByText('1Z999AA1')).toBeVisible());
  },
};

/** Shipped without a carrier or tracking number: the domain's message, and nothing sent. */
export const ShipNeedsTracking: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(...shipmentsWorld()));
  },
  play: async ({ canvasElement }) => {
    const popup = await changeShipment12(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: 'Save status' }));
    await expect(
      await popup.findAllByText('A shipment that is shipped needs its carrier and tracking number.'),
    ).toHaveLength(2);
  },
};

/** The shipment machine refuses the move (someone cancelled it meanwhile): its words, in the popup. */
export const ChangeRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      adminHandlers.adminUpdateShipment(
        failing(409, adminErrorBodies.shipmentRefused('cancelled', 'shipped')),
      ),
      ...staff(...shipmentsWorld()),
    );
  },
  play: async ({ canvasElement }) => {
    const popup = await changeShipment12(canvasElement);
    await userEvent.type(popup.getByRole('textbox', { name: /Carrier/ }), 'UPS');
    await userEvent.type(popup.getByRole('textbox', { name: /Tracking number/ }), '1Z999AA1');
    await userEvent.click(popup.getByRole('button', { name: 'Save status' }));
    const refusal = await popup.findByRole('alert');
    await expect(refusal).toHaveTextContent('This change is not possible');
    await expect(refusal).toHaveTextContent('A shipment that is cancelled cannot be marked shipped.');
  },
};

/** The server fails: spec section 8's words in the popup, which stays open. */
export const ChangeFails: Story = {
  beforeEach({ msw }) {
    msw.use(adminHandlers.adminUpdateShipment(failing(500)), ...staff(...shipmentsWorld()));
  },
  play: async ({ canvasElement }) => {
    const popup = await changeShipment12(canvasElement);
    await userEvent.click(popup.getByRole('combobox', { name: 'New status' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Cancelled' }));
    await expect(popup.queryByRole('textbox', { name: /Carrier/ })).toBeNull();
    await userEvent.click(popup.getByRole('button', { name: 'Save status' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent(
      'The status could not be changedPlease try again. If it persists, contact support.',
    );
  },
};

// --- the list's states ---

export const ManyPages: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(pagedAcross(shipmentsPath, shipmentFixtures, 4020)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shipmentsPage(canvasElement);
    await bodyRows(canvasElement);
    await expect(canvas.getByText('4,020 shipments')).toBeVisible();
    const paging = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(paging.getByText('Page 1 of 5')).toBeVisible();
    await userEvent.click(paging.getByRole('button', { name: 'Next page' }));
    await expect(await paging.findByText('Page 2 of 5')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminShipments(loading())));
  },
  play: ({ canvasElement }) => expectListLoading(canvasElement, 'Shipments'),
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminShipments(adminListStates(shipmentFixtures).empty)));
  },
  play: ({ canvasElement }) => expectListEmpty(canvasElement, 'Shipments', 'No shipments yet'),
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...staff(adminHandlers.adminShipments(adminListStates(shipmentFixtures).failed)));
  },
  play: ({ canvasElement }) => expectListFailed(canvasElement, 'Shipments'),
};

// --- in Arabic (right to left) ---

export const ShipmentsArabic: Story = {
  ...Shipments,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'الشحنات');
    await rtl();
    const strap = await rowWith(canvasElement, '#12');
    await expect(strap.getByText('قيد الانتظار')).toBeVisible();
    await expect(strap.getByRole('link', { name: 'Dana Rivera' })).toHaveAttribute(
      'href',
      '/admin/accounts/101',
    );
  },
};

export const FailedArabic: Story = {
  ...Failed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'الشحنات');
    await rtl();
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
