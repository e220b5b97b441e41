import { billingFixtureClock, handlers, serverError } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, byContent, card, itemWith, rtl, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/Support and timeline',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- support ---

/** Each user's tickets, and each child's survey responses. */
export const Support: Story = {
  args: { path: '/admin/accounts/101?tab=support' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const tickets = await card(canvasElement, 'Support tickets');
    await expect(await tickets.findByText('When does the yearly plan renew?')).toBeVisible();
    const ticket = await itemWith(tickets, 'When does the yearly plan renew?');
    await expect(ticket.getByText('Open')).toBeVisible();
    await expect(ticket.getByText(/By Chat/)).toBeVisible();
    const players = await card(canvasElement, 'Players and survey responses');
    await expect(players.getByRole('heading', { name: 'Maya' })).toBeVisible();
    await expect(players.getByRole('heading', { name: 'Leo' })).toBeVisible();
    await expect((await players.findAllByText('How did today feel?')).length).toBeGreaterThan(0);
  },
};

// --- the timeline ---

/**
 * Every kind of event, newest first, each with its kind, time, who and a line; filtered to billing, only
 * the billing actions stay, each from a status to another.
 */
export const TimelineFiltered: Story = {
  args: { path: '/admin/accounts/101?tab=timeline' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const timeline = await card(canvasElement, 'Timeline');
    const list = within(await timeline.findByRole('list', { name: 'Events, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(8);
    await expect(list.getByText(byContent(/^Maya played 42 minutes in 2 sessions$/))).toBeVisible();
    await expect(list.getByText(byContent(/^Leo played 25 minutes in 1 session$/))).toBeVisible();
    await expect(list.getByText(byContent(/^Note: Called about the sensor strap/))).toBeVisible();
    await expect(list.getByText('Replacement strap: Pending')).toBeVisible();
    await expect(
      list.getByText('Why they want to cancel: It costs too much; Other: “We are moving abroad for a year.”'),
    ).toBeVisible();
    await expect(list.getByText(byContent(/^Order HP-100007 \(Confirmed\): \$317\.69$/))).toBeVisible();
    const note = await itemWith(list, /^Note: Called about the sensor strap/);
    await expect(note.getByText(byContent(/ · by Alex Staff$/))).toBeVisible();

    await userEvent.click(timeline.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Billing' }));
    // A new kind is a new query: the list is drawn again once its events come.
    await waitFor(() => expect(timeline.queryAllByRole('listitem')).toHaveLength(2));
    const filtered = within(timeline.getByRole('list', { name: 'Events, newest first' }));
    await expect(
      filtered.getByText('Cancellation requested: from Active to Cancellation requested'),
    ).toBeVisible();
    await expect(
      filtered.getByText('Cancellation undone: from Cancellation requested to Active'),
    ).toBeVisible();
    await expect(filtered.queryByText(/played/)).toBeNull();
  },
};

/** The same in Arabic: right to left, the children's names as they are. */
export const TimelineArabic: Story = {
  args: { path: '/admin/accounts/101?tab=timeline' },
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await within(canvasElement).findByText('Maya')).toBeVisible();
  },
};

/** The timeline could not be read: said, with Try again. */
export const TimelineFailed: Story = {
  args: { path: '/admin/accounts/101?tab=timeline' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: [handlers.adminAccountTimeline(serverError())] }));
  },
  play: async ({ canvasElement }) => {
    const timeline = await card(canvasElement, 'Timeline');
    await expect(await timeline.findByText('The timeline could not be loaded')).toBeVisible();
  },
};
