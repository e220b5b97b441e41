import { billingFixtureClock, failing, handlers, notFound, serverError } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { body, card, popupNamed, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/Shipments, address and orders',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ten shipments at first (of twelve); Show more reads the rest. A new shipment is chosen, reviewed and
 * made, and said so.
 */
export const ShipmentsAndANewOne: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const shipments = await card(canvasElement, 'Shipments');
    const list = within(await shipments.findByRole('list', { name: 'Shipments, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(10);
    await expect(shipments.getByText('Showing 10 of 12')).toBeVisible();
    const first = list.getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('Replacement strap')).toBeVisible();
    await expect(within(first).getByText('Pending')).toBeVisible();
    await userEvent.click(shipments.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(12));
    await expect(shipments.queryByRole('button', { name: 'Show more' })).toBeNull();

    await userEvent.click(shipments.getByRole('button', { name: 'New shipment' }));
    const popup = await popupNamed(canvasElement, 'New shipment for Dana Rivera');
    await expect(popup.getByRole('button', { name: 'Review' })).toBeDisabled();
    await userEvent.click(popup.getByRole('combobox', { name: /What to ship/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Replacement strap' }));
    await userEvent.type(popup.getByLabelText(/Reason/), 'Strap worn out.');
    await userEvent.click(popup.getByRole('button', { name: 'Review' }));
    const review = await popupNamed(canvasElement, 'Send this shipment?');
    await expect(review.getByText('Strap worn out.')).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'Create shipment' }));
    await expect(await shipments.findByText('Shipment created: Replacement strap, pending.')).toBeVisible();
  },
};

/** No shipments (the server's 404, which is not an error): said plainly. */
export const NoShipments: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: [handlers.adminAccountShipments(notFound())] }));
  },
  play: async ({ canvasElement }) => {
    const shipments = await card(canvasElement, 'Shipments');
    await expect(await shipments.findByText('No shipments yet')).toBeVisible();
  },
};

/** The shipments could not be read (any failure but 404): shown, with Try again. */
export const ShipmentsFailed: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: [handlers.adminAccountShipments(serverError())] }));
  },
  play: async ({ canvasElement }) => {
    const shipments = await card(canvasElement, 'Shipments');
    await expect(await shipments.findByText('The shipments could not be loaded')).toBeVisible();
    await expect(shipments.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The holder's address saved over a change made elsewhere (412): said, with what was typed kept. */
export const AddressChangedElsewhere: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminUpdateUserShipping(failing(412, { detail: 'Precondition failed.' }))],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const address = await card(canvasElement, 'Shipping address');
    await userEvent.click(await address.findByRole('button', { name: 'Edit' }));
    const line = address.getByLabelText('Address');
    await userEvent.clear(line);
    await userEvent.type(line, '14 Oak Street');
    await userEvent.click(address.getByRole('button', { name: 'Save' }));
    await expect(await address.findByText(/This address was changed somewhere else/)).toBeVisible();
    await expect(address.getByLabelText('Address')).toHaveValue('14 Oak Street');
  },
};

/** The account's orders, found by its holder's email: number, date, status, plan and total. */
export const Orders: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const orders = await card(canvasElement, 'Orders');
    const table = within(await orders.findByRole('table'));
    await expect(table.getByRole('rowheader', { name: 'ORD-2026-0002' })).toBeVisible();
    // The other family's order the search may bring is not this account's.
    await expect(table.queryByText('ORD-2026-0001')).toBeNull();
    await expect(table.getByText('Confirmed')).toBeVisible();
  },
};
