import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, CallResult } from '../http/client';
import { recordRequests, testClient } from '../http/test-support';
import {
  changeAdminAccount,
  changeAdminUser,
  getAccountTags,
  getAdminAccount,
  getAdminAccounts,
  replaceAdminAccount,
} from './accounts';
import {
  confirmRenewal,
  declineRenewal,
  getBillingRequests,
  migrateAccount,
  resolveOutstandingRequest,
} from './billing-requests';
import {
  accountMigrationFixture,
  accountNoteFixtures,
  accountTagFixtures,
  adminAccountFixture,
  adminAccountFixtures,
  adminOrderFixtures,
  billingRequestFixtures,
  billingRequestResolutionFixture,
  shipmentFixtures,
  supportTicketFixtures,
  surveyResponseFixtures,
  timelineEmailFixtures,
} from './fixtures';
import { createAccountNote, deleteAccountNote, getAccountNotes, updateAccountNote } from './notes';
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
import { resendAccountEmail } from './timeline';
import { adminConflictOf } from './conflict';
import { shippingFixture } from '../account/fixtures';
import { subscriptionFixtures } from '../billing/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const shipping = { ...shippingFixture, version: 'v1' };

// One row per admin call of docs/decisions.md "Admin calls": what the client sends for it.
describe('every admin call sends its method, path, query and body, signed in', () => {
  it.each<{
    call: string;
    run: (api: ApiClient) => Promise<CallResult<unknown>>;
    answer: unknown;
    status?: number;
    method: string;
    path: string;
    query?: Record<string, string>;
    body?: unknown;
  }>([
    {
      call: 'getAdminAccounts with a search, tag and status',
      run: (api) => getAdminAccounts(api, { search: ' dana ', page: 2, tag: 'legacy', status: 'BLOCKED' }),
      answer: page(adminAccountFixtures),
      method: 'GET',
      path: '/api/v2/admin/accounts/',
      query: { search: 'dana', page: '2', tag: 'legacy', status: 'BLOCKED' },
    },
    {
      call: 'getAdminAccounts most at risk first',
      run: (api) => getAdminAccounts(api, { ordering: '-churn_risk' }),
      answer: page(adminAccountFixtures),
      method: 'GET',
      path: '/api/v2/admin/accounts/',
      query: { page: '1', ordering: '-churn_risk' },
    },
    {
      call: 'getAdminAccounts by last play, newest first',
      run: (api) => getAdminAccounts(api, { ordering: '-last_play_at', page: 3 }),
      answer: page(adminAccountFixtures),
      method: 'GET',
      path: '/api/v2/admin/accounts/',
      query: { page: '3', ordering: '-last_play_at' },
    },
    {
      call: 'getAdminAccounts of everything',
      run: (api) => getAdminAccounts(api, { search: '  ' }),
      answer: page([]),
      method: 'GET',
      path: '/api/v2/admin/accounts/',
      query: { page: '1' },
    },
    {
      call: 'getAdminAccount',
      run: (api) => getAdminAccount(api, 101),
      answer: adminAccountFixture,
      method: 'GET',
      path: '/api/v2/admin/accounts/101/',
    },
    {
      call: 'replaceAdminAccount',
      run: (api) =>
        replaceAdminAccount(api, 101, { account_status: 'ACTIVE', tags: ['legacy'], coach: null }),
      answer: adminAccountFixture,
      method: 'PUT',
      path: '/api/v2/admin/accounts/101/',
      body: { account_status: 'ACTIVE', tags: ['legacy'], coach: null },
    },
    {
      call: 'changeAdminAccount',
      run: (api) => changeAdminAccount(api, 101, { coach: 4 }),
      answer: adminAccountFixture,
      method: 'PATCH',
      path: '/api/v2/admin/accounts/101/',
      body: { coach: 4 },
    },
    {
      call: 'changeAdminUser',
      run: (api) => changeAdminUser(api, 1, { email: 'dana@example.test' }),
      answer: adminAccountFixture.users[0],
      method: 'PATCH',
      path: '/api/v2/admin/users/1/',
      body: { email: 'dana@example.test' },
    },
    {
      call: 'getAccountTags',
      run: (api) => getAccountTags(api),
      answer: page(accountTagFixtures),
      method: 'GET',
      path: '/api/v2/admin/accounts/tags/',
    },
    {
      call: 'getAccountNotes',
      run: (api) => getAccountNotes(api, 101, 2),
      answer: page(accountNoteFixtures),
      method: 'GET',
      path: '/api/v2/admin/accounts/101/notes/',
      query: { page: '2' },
    },
    {
      call: 'createAccountNote',
      run: (api) => createAccountNote(api, { account: 101, text: 'Called back.' }),
      answer: accountNoteFixtures[0],
      status: 201,
      method: 'POST',
      path: '/api/v2/admin/accounts/notes/',
      body: { account: 101, text: 'Called back.' },
    },
    {
      call: 'updateAccountNote',
      run: (api) => updateAccountNote(api, 101, 3, 'Called back twice.'),
      answer: accountNoteFixtures[0],
      method: 'PATCH',
      path: '/api/v2/admin/accounts/101/notes/3/',
      body: { text: 'Called back twice.' },
    },
    {
      call: 'deleteAccountNote',
      run: (api) => deleteAccountNote(api, 101, 3),
      answer: null,
      status: 204,
      method: 'DELETE',
      path: '/api/v2/admin/accounts/101/notes/3/',
    },
    {
      call: 'getAccountShipments',
      run: (api) => getAccountShipments(api, 101, { page: 2 }),
      answer: page(shipmentFixtures),
      method: 'GET',
      path: '/api/v2/admin/billing/account/101/shipments/',
      query: { page: '2', page_size: '10' },
    },
    {
      call: 'getShipments of a status',
      run: (api) => getShipments(api, { status: 'pending' }),
      answer: page(shipmentFixtures),
      method: 'GET',
      path: '/api/v2/admin/shipments/',
      query: { page: '1', status: 'pending' },
    },
    {
      call: 'createShipment',
      run: (api) =>
        createShipment(api, { account: 101, kind: 'replacement_sensor', reason: 'Stopped charging.' }),
      answer: shipmentFixtures[0],
      status: 201,
      method: 'POST',
      path: '/api/v2/admin/shipping/',
      body: { account: 101, kind: 'replacement_sensor', reason: 'Stopped charging.' },
    },
    {
      call: 'updateShipment',
      run: (api) => updateShipment(api, 12, { status: 'shipped', carrier: 'UPS', tracking_number: '1Z999' }),
      answer: shipmentFixtures[1],
      method: 'PATCH',
      path: '/api/v2/admin/shipments/12/',
      body: { status: 'shipped', carrier: 'UPS', tracking_number: '1Z999' },
    },
    {
      call: 'getUserShipping',
      run: (api) => getUserShipping(api, 1),
      answer: shipping,
      method: 'GET',
      path: '/api/v2/admin/1/shipping/',
    },
    {
      call: 'updateUserShipping with its version',
      run: (api) => updateUserShipping(api, 1, { city: 'Chicago' }, 'v1'),
      answer: shipping,
      method: 'PATCH',
      path: '/api/v2/admin/1/shipping/',
      body: { city: 'Chicago', version: 'v1' },
    },
    {
      call: 'updateUserShipping without one',
      run: (api) => updateUserShipping(api, 1, { city: 'Chicago' }),
      answer: shipping,
      method: 'PATCH',
      path: '/api/v2/admin/1/shipping/',
      body: { city: 'Chicago' },
    },
    {
      call: 'getUserTickets',
      run: (api) => getUserTickets(api, 1),
      answer: page(supportTicketFixtures),
      method: 'GET',
      path: '/api/v2/admin/users/1/tickets/',
    },
    {
      call: 'getPlayerResponses',
      run: (api) => getPlayerResponses(api, 1, 3),
      answer: page(surveyResponseFixtures),
      method: 'GET',
      path: '/api/v2/admin/players/1/responses/',
      query: { page: '3' },
    },
    {
      call: 'getAdminOrders',
      run: (api) => getAdminOrders(api, { search: 'ORD-2026' }),
      answer: page(adminOrderFixtures),
      method: 'GET',
      path: '/api/v2/admin/orders/',
      query: { page: '1', search: 'ORD-2026' },
    },
    {
      call: 'getBillingRequests of a kind',
      run: (api) => getBillingRequests(api, { kind: 'return', page: 2 }),
      answer: page(billingRequestFixtures),
      method: 'GET',
      path: '/api/v2/admin/billing/requests/',
      query: { page: '2', kind: 'return' },
    },
    {
      call: 'resolveOutstandingRequest',
      run: (api) => resolveOutstandingRequest(api, 6, { decision: 'confirm', note: 'Kit received.' }),
      answer: billingRequestResolutionFixture,
      method: 'POST',
      path: '/api/v2/admin/billing/requests/6/resolve/',
      body: { decision: 'confirm', note: 'Kit received.' },
    },
    {
      call: 'confirmRenewal',
      run: (api) => confirmRenewal(api, 116),
      answer: subscriptionFixtures.renewed,
      method: 'POST',
      path: '/api/v2/admin/billing/account/116/renew/',
      body: {},
    },
    {
      call: 'declineRenewal',
      run: (api) => declineRenewal(api, 116),
      answer: subscriptionFixtures.returned,
      method: 'POST',
      path: '/api/v2/admin/billing/account/116/renew/decline/',
      body: {},
    },
    {
      call: 'migrateAccount',
      run: (api) => migrateAccount(api, 101, { confirmAccount: 'Dana Rivera', irreversible: true }),
      answer: accountMigrationFixture,
      method: 'PUT',
      path: '/api/v2/admin/transit_account_to_lq/101/',
      body: { confirm_account: 'Dana Rivera', confirm_irreversible: true },
    },
    {
      call: 'resendAccountEmail',
      run: (api) => resendAccountEmail(api, 101, 39),
      answer: { ...timelineEmailFixtures.failed, status: 'queued', last_error: null },
      method: 'POST',
      path: '/api/v2/admin/accounts/101/emails/39/resend/',
      body: {},
    },
  ])('$call', async ({ run, answer, status, method, path, query, body }) => {
    const seen = recordRequests(server, answer, status ?? 200);
    const result = await run(testClient());
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method,
      path,
      query: query ?? {},
      body,
      authorization: 'Bearer access-1',
    });
    expect(seen[0]!.csrf).toBe(method === 'GET' ? null : 'csrf-1');
  });
});

describe('the shipments fetch shows every error but 404 (spec section 8)', () => {
  it('reads a 404 as no shipments', async () => {
    recordRequests(server, { detail: 'Not found.' }, 404);
    expect(await getAccountShipments(testClient(), 999)).toEqual({
      ok: true,
      status: 404,
      data: { count: 0, next: null, previous: null, results: [] },
    });
  });

  it.each([403, 500])('gives a %i as the error it is', async (status) => {
    recordRequests(server, { detail: 'Nope.' }, status);
    const result = await getAccountShipments(testClient(), 101);
    expect(result).toMatchObject({ ok: false, errStatus: status });
  });
});

describe('errors of the admin calls', () => {
  it('carries the field messages of a 400', async () => {
    recordRequests(server, { text: ['Note must be less than 2000 characters'] }, 400);
    const result = await createAccountNote(testClient(), { account: 101, text: 'x'.repeat(2001) });
    expect(result).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { text: ['Note must be less than 2000 characters'] },
    });
  });

  it('says who won when a request was resolved first', async () => {
    recordRequests(server, { detail: 'This request has already been resolved.' }, 409);
    const result = await resolveOutstandingRequest(testClient(), 6, { decision: 'decline' });
    expect(result).toMatchObject({
      ok: false,
      errStatus: 409,
      errorText: 'This request has already been resolved.',
    });
  });

  it.each([
    {
      call: 'a second migration',
      run: (api: ApiClient) => migrateAccount(api, 101, { confirmAccount: '101', irreversible: true }),
      body: {
        detail: 'This account has already been moved to the other game platform.',
        code: 'already_migrated',
      },
      conflict: { code: 'already_migrated', from: null, to: null, event: null },
    },
    {
      call: 'a shipment status the machine refuses',
      run: (api: ApiClient) => updateShipment(api, 12, { status: 'delivered' }),
      body: {
        detail: 'A shipment that is pending cannot be marked delivered.',
        code: 'illegal_transition',
        from: 'pending',
        to: 'delivered',
      },
      conflict: { code: 'illegal_transition', from: 'pending', to: 'delivered', event: null },
    },
    {
      call: 'a renewal when none waits',
      run: (api: ApiClient) => confirmRenewal(api, 101),
      body: {
        detail: 'Confirming a renewal is not possible: the subscription is active.',
        code: 'illegal_transition',
        from: 'ACTIVE',
        event: 'CONFIRM_RENEWAL',
      },
      conflict: { code: 'illegal_transition', from: 'ACTIVE', to: null, event: 'CONFIRM_RENEWAL' },
    },
    {
      call: 'a resend of an email that has not failed',
      run: (api: ApiClient) => resendAccountEmail(api, 101, 41),
      body: {
        detail: 'Only a failed email can be sent again.',
        code: 'illegal_transition',
        from: 'queued',
        event: 'RESEND',
      },
      conflict: { code: 'illegal_transition', from: 'queued', to: null, event: 'RESEND' },
    },
  ])('words $call (409) by its detail alone, its code readable', async ({ run, body, conflict }) => {
    recordRequests(server, body, 409);
    const result = await run(testClient());
    expect(result).toMatchObject({ ok: false, errStatus: 409, errorText: body.detail });
    expect(adminConflictOf(result)).toEqual({ ...conflict, detail: body.detail });
  });

  it('finds no conflict in a success or another error', async () => {
    recordRequests(server, adminAccountFixture);
    expect(adminConflictOf(await getAdminAccount(testClient(), 101))).toBeNull();
    recordRequests(server, { detail: 'Server error.' }, 500);
    expect(adminConflictOf(await getAdminAccount(testClient(), 101))).toBeNull();
  });
});
