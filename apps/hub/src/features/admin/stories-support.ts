// What the staff screens' stories share (the lists and an account's details; stories only, the app never
// imports it): staff's world and the checks of a list's states; for an account's details, the account's
// world as the server keeps it and the finders of its cards and list items. The lists' table checks live in
// list/list-stories.ts, and the languages and widths, the body and popups in shared/story-support.ts; both are
// passed on from here, so a story imports one file.
import type { AdminAccount } from '@hub/api-client';
import {
  adminAccountFixture,
  adminErrorBodies,
  adminHandlers,
  adminInteractionsWorldHandlers,
  adminNotesWorldHandlers,
  accountNoteFixtures,
  billingErrorBodies,
  billingFixtureClock,
  billingWorldHandlers,
  invoiceFixtures,
  personaHandlers,
  remoteConfigWorld,
  staffFixtures,
  subscriptionFixtures,
  type BillingWorld,
} from '@hub/api-client/msw';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import type { Queries } from '../../shared/story-support';
import { heading } from './list/list-stories';

export { arabic, body, narrow, popupNamed, rtl } from '../../shared/story-support';
export { bodyRows, heading, pagedAcross, rowWith } from './list/list-stories';

/** Staff signed in, `handlers` (the screen's own calls as a story wants them) answering first. */
export function staff(...handlers: HttpHandler[]): HttpHandler[] {
  return [...handlers, ...personaHandlers('staff')];
}

/** The list titled `page` is loading: its table is marked busy. */
export async function expectListLoading(canvasElement: HTMLElement, page: string) {
  await heading(canvasElement, page);
  await expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true');
}

/** The list titled `page` has nothing yet: the empty state's heading says so. */
export async function expectListEmpty(canvasElement: HTMLElement, page: string, empty: string) {
  await heading(canvasElement, page);
  await expect(await within(canvasElement).findByRole('heading', { name: empty })).toBeVisible();
}

/** The list titled `page` cannot be read: spec section 8's heading, and Try again. */
export async function expectListFailed(canvasElement: HTMLElement, page: string) {
  const canvas = within(canvasElement);
  await heading(canvasElement, page);
  await expect(await canvas.findByRole('heading', { name: 'Whoops, an error occurred' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
}

// --- an account's details ---

/** The staff member billing's world names as the one who acts (refunds, removals) in an account's details. */
const staffActor = { id: staffFixtures.staff.id, name: staffFixtures.staff.name, is_staff: true };
const accountPath = '*/api/v2/admin/accounts/:accountId/';

/**
 * The account as the server keeps it: read, changed by PATCH (status, tags, coach), renewed or declined,
 * migrated; each answer is what the next read gives.
 */
function accountWorld(start: AdminAccount): HttpHandler[] {
  let account = start;
  const numeric = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);
  const renewal = (status: 'ACTIVE' | 'RETURNED') => () => {
    if (!account.subscription || account.subscription.status !== 'RENEWAL_REQUESTED') {
      return HttpResponse.json(
        billingErrorBodies.conflict('illegal_transition', 'active', 'CONFIRM_RENEWAL'),
        { status: 409 },
      );
    }
    const subscription =
      status === 'ACTIVE'
        ? { ...subscriptionFixtures.renewed, account: account.id }
        : { ...subscriptionFixtures.returned, account: account.id };
    account = { ...account, subscription, billing_status: { status_name: subscription.status } };
    return HttpResponse.json(subscription);
  };
  return [
    http.get(accountPath, ({ params }) =>
      numeric(params.accountId) ? HttpResponse.json(account) : undefined,
    ),
    http.patch(accountPath, async ({ request }) => {
      const changes = (await request.json()) as Partial<AdminAccount> & { coach?: number | null };
      const { coach, ...rest } = changes;
      account = {
        ...account,
        ...rest,
        ...(coach === undefined
          ? {}
          : { coach: coach === null ? null : { id: coach, name: 'Chris Coach', email: 'coach@demo.test' } }),
      };
      return HttpResponse.json(account);
    }),
    http.post('*/api/v2/admin/billing/account/:accountId/renew/', renewal('ACTIVE')),
    http.post('*/api/v2/admin/billing/account/:accountId/renew/decline/', renewal('RETURNED')),
    http.put('*/api/v2/admin/transit_account_to_lq/:accountId/', async ({ request }) => {
      const body = (await request.json()) as { confirm_account?: string; confirm_irreversible?: boolean };
      if (account.migration) return HttpResponse.json(adminErrorBodies.alreadyMigrated, { status: 409 });
      const typed = String(body.confirm_account ?? '').trim();
      if (typed !== String(account.id) && typed.toLowerCase() !== account.name.toLowerCase()) {
        return HttpResponse.json(adminErrorBodies.confirmAccountMismatch, { status: 400 });
      }
      const migration = {
        platform: 'lq',
        migrated_at: billingFixtureClock.now.toISOString(),
        migrated_by: staffFixtures.staff,
      };
      account = { ...account, platform: 'lq', migration };
      return HttpResponse.json({ account: account.id, ...migration });
    }),
  ];
}

/**
 * Staff signed in, looking at `account` (the parent's by default): the account world, its notes (a staff
 * member's writes kept), shipments, tickets, responses, orders, the holder's address, the timeline, the
 * contacts with the family and the remote configuration (issue 28), and billing's world for its
 * subscription and invoices with staff as the actor.
 */
export function staffWorld(
  options: { account?: AdminAccount; billing?: BillingWorld; before?: HttpHandler[] } = {},
): HttpHandler[] {
  const account = options.account ?? adminAccountFixture;
  return staff(
    ...(options.before ?? []),
    ...accountWorld(account),
    ...adminNotesWorldHandlers(accountNoteFixtures, {
      author: staffFixtures.staff,
      at: billingFixtureClock.now.toISOString(),
    }),
    adminHandlers.adminAccountTags(),
    adminHandlers.adminAccountShipments(),
    adminHandlers.adminCreateShipment(),
    adminHandlers.adminUserShipping(),
    adminHandlers.adminUpdateUserShipping(),
    adminHandlers.adminUserTickets(),
    adminHandlers.adminPlayerResponses(),
    adminHandlers.adminOrders(),
    adminHandlers.adminChangeUser(),
    adminHandlers.adminAccountTimeline(),
    // After the timeline above: the contacts' calls (issue 28); a story that wants them on the timeline
    // passes the world in `before`.
    ...adminInteractionsWorldHandlers(),
    ...remoteConfigWorld(undefined, { accountId: account.id }),
    ...billingWorldHandlers({
      actor: staffActor,
      subscription: account.subscription,
      invoices: invoiceFixtures.active,
      ...options.billing,
    }),
  );
}

/** A card (a titled region) once it shows. */
export async function card(canvasElement: HTMLElement, name: string | RegExp): Promise<Queries> {
  return within(await within(canvasElement).findByRole('region', { name }));
}

/**
 * Matches the innermost element whose whole text (its children's too) fits `pattern`: for lines whose
 * words are split by markup (a date, a name isolated for direction).
 */
export function byContent(pattern: RegExp) {
  return (_content: string, element: Element | null) =>
    element !== null &&
    pattern.test(element.textContent ?? '') &&
    ![...element.children].some((child) => pattern.test(child.textContent ?? ''));
}

/** The list item (a note, a shipment, an event) that holds `text`. */
export async function itemWith(scope: ReturnType<typeof within>, text: string | RegExp): Promise<Queries> {
  const found = await scope.findByText(typeof text === 'string' ? text : byContent(text));
  const item = found.closest('li');
  if (!item) throw new Error(`no list item holds ${String(text)}`);
  return within(item);
}
