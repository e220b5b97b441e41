import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type CallResult } from '../http/client';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import type { Page } from '../http/schemas';
import { handlers } from '../msw/handlers';
import type { MockState } from '../msw/states';
import {
  changeAdminAccount,
  changeAdminUser,
  getAccountTags,
  getAdminAccount,
  getAdminAccounts,
  replaceAdminAccount,
  type AdminAccountOrdering,
} from './accounts';
import {
  confirmRenewal,
  declineRenewal,
  getBillingRequests,
  migrateAccount,
  resolveOutstandingRequest,
} from './billing-requests';
import {
  accountNoteFixtures,
  accountTagFixtures,
  adminAccountFixtures,
  adminListStates,
  adminOrderFixtures,
  billingRequestFixtures,
  shipmentFixtures,
  staffFixtures,
  supportTicketFixtures,
  surveyResponseFixtures,
  timelineEmailFixtures,
  timelineFixtures,
} from './fixtures';
import {
  adminHandlers,
  adminNotesWorldHandlers,
  adminTimelineWorldHandlers,
  alreadyMigrated,
  emailNotFailed,
  requestAlreadyResolved,
} from './handlers';
import { createAccountNote, deleteAccountNote, getAccountNotes, updateAccountNote } from './notes';
import { getAccountTimeline, resendAccountEmail } from './timeline';
import { getAdminOrders } from './orders';
import {
  createShipment,
  getAccountShipments,
  getShipments,
  getUserShipping,
  updateShipment,
  updateUserShipping,
} from './shipments';
import { getPlayerResponses, getUserTickets } from './support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(): ApiClient {
  return createApiClient({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({ accessToken: 'story-access-token' }),
    cookies: memoryCookieJar('csrftoken=c; hub_token=1'),
    locks: null,
  });
}

type ListRead = (api: ApiClient) => Promise<CallResult<Page<unknown>>>;

/** Every list of the admin area: its handler, its call, and all its items. */
const lists: {
  name: string;
  handler: (state: MockState<unknown>) => HttpHandler;
  read: ListRead;
  items: unknown[];
}[] = [
  {
    name: 'accounts',
    handler: adminHandlers.adminAccounts,
    read: (api) => getAdminAccounts(api),
    items: adminAccountFixtures,
  },
  {
    name: 'tags',
    handler: adminHandlers.adminAccountTags,
    read: (api) => getAccountTags(api),
    items: accountTagFixtures,
  },
  {
    name: 'notes',
    handler: adminHandlers.adminNotes,
    read: (api) => getAccountNotes(api, 101),
    items: accountNoteFixtures,
  },
  {
    name: 'an account’s shipments',
    handler: adminHandlers.adminAccountShipments,
    read: (api) => getAccountShipments(api, 101, { pageSize: 1000 }),
    items: shipmentFixtures,
  },
  {
    name: 'every shipment',
    handler: adminHandlers.adminShipments,
    read: (api) => getShipments(api),
    items: shipmentFixtures,
  },
  {
    name: 'tickets',
    handler: adminHandlers.adminUserTickets,
    read: (api) => getUserTickets(api, 1),
    items: supportTicketFixtures,
  },
  {
    name: 'survey responses',
    handler: adminHandlers.adminPlayerResponses,
    read: (api) => getPlayerResponses(api, 1),
    items: surveyResponseFixtures,
  },
  {
    name: 'orders',
    handler: adminHandlers.adminOrders,
    read: (api) => getAdminOrders(api),
    items: adminOrderFixtures,
  },
  {
    name: 'billing requests',
    handler: adminHandlers.adminBillingRequests,
    read: (api) => getBillingRequests(api),
    items: billingRequestFixtures,
  },
  {
    name: 'an account’s timeline',
    handler: adminHandlers.adminAccountTimeline,
    read: (api) => getAccountTimeline(api, 101),
    items: timelineFixtures,
  },
];

describe('every admin list answers in each of its states, read by its call', () => {
  it.each(lists.flatMap((list) => (['empty', 'one', 'many'] as const).map((state) => ({ ...list, state }))))(
    '$name: $state',
    async ({ handler, read, items, state }) => {
      server.use(handler(adminListStates(items)[state]));
      const result = await read(client());
      expect(result.ok).toBe(true);
      const page = (result as { data: Page<unknown> }).data;
      const expected = { empty: 0, one: 1, many: items.length }[state];
      expect(page.count).toBe(expected);
      expect(page.results).toHaveLength(expected);
      expect(page.next).toBeNull();
    },
  );

  it.each(lists.filter((list) => list.name !== 'an account’s shipments'))(
    '$name: failed',
    async ({ handler, read, items }) => {
      server.use(handler(adminListStates(items).failed));
      expect(await read(client())).toMatchObject({
        ok: false,
        errStatus: 500,
        errorText: 'Internal Server Error',
      });
    },
  );

  it('billing requests: counts the overdue ones of the whole list, read back by the call', async () => {
    server.use(adminHandlers.adminBillingRequests());
    const result = await getBillingRequests(client());
    expect(result.ok && result.data.overdue_count).toBe(2);
    expect(result.ok && result.data.results.filter((request) => request.overdue).map((r) => r.kind)).toEqual([
      'renewal',
      'return',
    ]);
  });

  it('billing requests: an answer without the overdue figures reads as nothing overdue', async () => {
    server.use(
      adminHandlers.adminBillingRequests(
        adminListStates(billingRequestFixtures.map(({ overdue: _overdue, ...request }) => request)).many,
      ),
    );
    const result = await getBillingRequests(client());
    expect(result.ok && result.data.overdue_count).toBe(0);
    expect(result.ok && result.data.results.map((request) => request.overdue)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('an account’s shipments: failed (a server error is shown, spec section 8)', async () => {
    server.use(adminHandlers.adminAccountShipments(adminListStates(shipmentFixtures).failed));
    expect(await getAccountShipments(client(), 101)).toMatchObject({ ok: false, errStatus: 500 });
  });

  it('keeps the timeline events of the kind asked for, every kind read by its schema', async () => {
    server.use(adminHandlers.adminAccountTimeline());
    const plays = await getAccountTimeline(client(), 101, { kind: 'play' });
    expect(plays).toMatchObject({ ok: true, data: { count: 2 } });
    const kinds = new Set(
      ((await getAccountTimeline(client(), 101)) as { data: Page<{ kind: string }> }).data.results.map(
        (event) => event.kind,
      ),
    );
    expect([...kinds].sort()).toEqual(['billing', 'cancel_reason', 'note', 'order', 'play', 'shipment']);
  });

  it('lists the accounts in the order asked for, as the server orders them', async () => {
    server.use(adminHandlers.adminAccounts());
    const listed = async (ordering: AdminAccountOrdering | null) => {
      const result = await getAdminAccounts(client(), { ordering });
      if (!result.ok) throw new Error('the list failed');
      return result.data.results;
    };
    const ids = adminAccountFixtures.map((row) => row.id);
    expect((await listed(null)).map((row) => row.id)).toEqual(ids);
    expect((await listed('-id')).map((row) => row.id)).toEqual([...ids].sort((a, b) => b - a));
    expect((await listed('id')).map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
    const byPlay = (await listed('last_play_at')).map((row) => row.last_play_at);
    const neverPlayed = byPlay.filter((at) => at === null).length;
    expect(neverPlayed).toBeGreaterThan(0);
    expect(byPlay.slice(0, neverPlayed).every((at) => at === null)).toBe(true);
    const played = byPlay.slice(neverPlayed).map((at) => Date.parse(at!));
    expect(played).toEqual([...played].sort((a, b) => a - b));
    expect((await listed('-last_play_at')).at(-1)!.last_play_at).toBeNull();
    const atRisk = await listed('-churn_risk');
    expect(atRisk[0]!.churn_risk).toContain('cancel_requested');
    expect((await listed('churn_risk')).map((row) => row.id)).toEqual(atRisk.map((row) => row.id).reverse());
  });

  it('pages a list as the request asks', async () => {
    server.use(adminHandlers.adminAccountShipments());
    const first = await getAccountShipments(client(), 101);
    expect(first).toMatchObject({ ok: true, data: { count: 12, next: expect.stringContaining('page=2') } });
  });
});

describe('every admin change answers by default with data the hub reads', () => {
  it.each<{ name: string; run: (api: ApiClient) => Promise<CallResult<unknown>> }>([
    { name: 'an account', run: (api) => getAdminAccount(api, 101) },
    {
      name: 'replacing an account',
      run: (api) => replaceAdminAccount(api, 101, { account_status: 'ACTIVE', tags: [], coach: null }),
    },
    { name: 'changing an account', run: (api) => changeAdminAccount(api, 101, { tags: ['legacy'] }) },
    { name: 'changing a user', run: (api) => changeAdminUser(api, 1, { first_name: 'Pat' }) },
    { name: 'a new note', run: (api) => createAccountNote(api, { account: 101, text: 'Hi' }) },
    { name: 'an edited note', run: (api) => updateAccountNote(api, 101, 3, 'Hi') },
    { name: 'a deleted note', run: (api) => deleteAccountNote(api, 101, 3) },
    { name: 'a new shipment', run: (api) => createShipment(api, { account: 101, kind: 'kit' }) },
    {
      name: 'a shipment’s status',
      run: (api) => updateShipment(api, 12, { status: 'shipped', carrier: 'UPS', tracking_number: '1Z' }),
    },
    { name: 'a user’s shipping', run: (api) => getUserShipping(api, 1) },
    {
      name: 'changing a user’s shipping',
      run: (api) => updateUserShipping(api, 1, { city: 'Chicago' }, 'v1'),
    },
    { name: 'a resolution', run: (api) => resolveOutstandingRequest(api, 6, { decision: 'confirm' }) },
    { name: 'a renewal', run: (api) => confirmRenewal(api, 116) },
    { name: 'a declined renewal', run: (api) => declineRenewal(api, 116) },
    {
      name: 'a migration',
      run: (api) => migrateAccount(api, 101, { confirmAccount: '101', irreversible: true }),
    },
    { name: 'an email sent again', run: (api) => resendAccountEmail(api, 101, 39) },
  ])('$name', async ({ run }) => {
    server.use(...Object.values(handlers).map((make) => (make as () => HttpHandler)()));
    expect(await run(client())).toMatchObject({ ok: true });
  });

  it('tells the known tags from an account (the tags path is not an account id)', async () => {
    server.use(adminHandlers.adminAccount(), adminHandlers.adminAccountTags());
    expect(await getAccountTags(client())).toMatchObject({
      ok: true,
      data: { count: accountTagFixtures.length },
    });
  });

  it('answers the 409s stories show', async () => {
    server.use(
      adminHandlers.adminResolveRequest(requestAlreadyResolved()),
      adminHandlers.adminMigrateAccount(alreadyMigrated()),
      adminHandlers.adminResendEmail(emailNotFailed()),
    );
    expect(await resolveOutstandingRequest(client(), 6, { decision: 'confirm' })).toMatchObject({
      errStatus: 409,
      errorText: 'This request has already been resolved.',
    });
    expect(await migrateAccount(client(), 101, { confirmAccount: '101', irreversible: true })).toMatchObject({
      errStatus: 409,
      errorText: 'This account has already been moved to the other game platform.',
    });
    expect(await resendAccountEmail(client(), 101, 39)).toMatchObject({
      errStatus: 409,
      errorText: 'Only a failed email can be sent again.',
    });
  });
});

describe('the timeline world sends a failed email again', () => {
  const emailsOf = async (api: ApiClient) =>
    (
      (await getAccountTimeline(api, 101, { kind: 'email' })) as {
        data: Page<{ email_id: number; status: string }>;
      }
    ).data.results;

  it('has an email in each status among the other events', async () => {
    server.use(...adminTimelineWorldHandlers());
    const api = client();
    expect((await emailsOf(api)).map((email) => email.status)).toEqual([
      'queued',
      'retrying',
      'failed',
      'sent',
    ]);
    const all = (await getAccountTimeline(api, 101, { pageSize: 100 })) as { data: Page<{ kind: string }> };
    expect(all.data.count).toBe(timelineFixtures.length + 4);
  });

  it('queues the failed one, its error cleared, on the next read too', async () => {
    server.use(...adminTimelineWorldHandlers());
    const api = client();
    const { failed } = timelineEmailFixtures;
    expect(await resendAccountEmail(api, 101, failed.email_id)).toMatchObject({
      ok: true,
      data: { email_id: failed.email_id, status: 'queued', last_error: null },
    });
    expect((await emailsOf(api)).find((email) => email.email_id === failed.email_id)).toMatchObject({
      status: 'queued',
      last_error: null,
    });
    expect(await resendAccountEmail(api, 101, failed.email_id)).toMatchObject({
      ok: false,
      errStatus: 409,
      errorText: 'Only a failed email can be sent again.',
    });
  });

  it.each([
    { email: 'queued', status: 409 },
    { email: 'retrying', status: 409 },
    { email: 'sent', status: 409 },
  ] as const)('refuses the $email one ($status) as the server does', async ({ email, status }) => {
    server.use(...adminTimelineWorldHandlers());
    const result = await resendAccountEmail(client(), 101, timelineEmailFixtures[email].email_id);
    expect(result).toMatchObject({ ok: false, errStatus: status });
  });

  it('answers 404 for an email not on the timeline', async () => {
    server.use(...adminTimelineWorldHandlers());
    expect(await resendAccountEmail(client(), 101, 999)).toMatchObject({ ok: false, errStatus: 404 });
  });
});

describe('the notes world keeps a staff member’s changes (spec section 4)', () => {
  const at = '2026-11-25T17:00:00.000Z';

  it('puts a new note first and counts it; a deleted one leaves and counts down', async () => {
    server.use(...adminNotesWorldHandlers(accountNoteFixtures, { at }));
    const api = client();
    const created = await createAccountNote(api, { account: 101, text: '  Called back.  ' });
    expect(created).toMatchObject({
      ok: true,
      status: 201,
      data: { id: 4, text: 'Called back.', author: staffFixtures.staff, created_at: at, edited: false },
    });
    const after = await getAccountNotes(api, 101);
    expect(after).toMatchObject({ ok: true, data: { count: 4 } });
    expect((after as { data: Page<{ id: number }> }).data.results.map((note) => note.id)).toEqual([
      4, 3, 2, 1,
    ]);
    expect(await deleteAccountNote(api, 101, 2)).toMatchObject({ ok: true, status: 204 });
    const gone = (await getAccountNotes(api, 101)) as { data: Page<{ id: number }> };
    expect(gone.data.count).toBe(3);
    expect(gone.data.results.map((note) => note.id)).toEqual([4, 3, 1]);
    expect(await deleteAccountNote(api, 101, 2)).toMatchObject({ ok: false, errStatus: 404 });
  });

  it('lets the author edit their note, and no one else', async () => {
    server.use(...adminNotesWorldHandlers(accountNoteFixtures, { at }));
    const api = client();
    expect(await updateAccountNote(api, 101, 1, 'Edited.')).toMatchObject({
      ok: true,
      data: { text: 'Edited.', edited: true },
    });
    expect(await updateAccountNote(api, 101, 3, 'Not mine.')).toMatchObject({
      ok: false,
      errStatus: 403,
      errorText: 'Only the author of a note can edit it.',
    });
    expect(await updateAccountNote(api, 101, 99, 'Gone.')).toMatchObject({ ok: false, errStatus: 404 });
  });

  it.each([
    { text: '   ', message: 'Note is required' },
    { text: 'x'.repeat(2001), message: 'Note must be less than 2000 characters' },
  ])('refuses a note of "$message" as the server does', async ({ text, message }) => {
    server.use(...adminNotesWorldHandlers([], { at }));
    const api = client();
    expect(await createAccountNote(api, { account: 101, text })).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { text: [message] },
    });
    expect(await updateAccountNote(api, 101, 1, text)).toMatchObject({ ok: false, errStatus: 400 });
    expect(await getAccountNotes(api, 101)).toMatchObject({ ok: true, data: { count: 0 } });
  });
});
