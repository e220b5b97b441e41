// Staff's contacts with a family in the stories' world (issue 28): OPTIONS offers staff's kinds, a logged
// call goes first and onto the timeline (as the server's timeline reads it), a family's kind is refused.
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  customerInteractionsMetadataQueryOptions,
  getCustomerInteractions,
  recordCustomerInteraction,
} from '../account/account-info';
import { customerInteractionsMetadataSchema } from '../account/call-schemas';
import { createApiClient } from '../http/client';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import {
  customerInteractionFixtures,
  staffInteractionsMetadataFixture,
  timelineWithInteractionsFixtures,
} from './fixtures';
import { adminInteractionsWorldHandlers } from './handlers';
import { timelinePageSchema } from './schemas';
import { getAccountTimeline } from './timeline';
import { pageOf } from '../msw/states';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client() {
  return createApiClient({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({ accessToken: 'story-access-token' }),
    cookies: memoryCookieJar('csrftoken=c; hub_token=1'),
  });
}

describe('staff’s contacts in the stories’ world', () => {
  it('has fixtures the schemas read: the metadata, and a timeline with its interactions', () => {
    expect(v.safeParse(customerInteractionsMetadataSchema, staffInteractionsMetadataFixture).success).toBe(
      true,
    );
    expect(v.safeParse(timelinePageSchema, pageOf(timelineWithInteractionsFixtures)).success).toBe(true);
    expect(timelineWithInteractionsFixtures.filter((event) => event.kind === 'interaction')).toHaveLength(
      customerInteractionFixtures.length,
    );
  });

  it('offers staff a call, an email and a chat on OPTIONS', async () => {
    server.use(...adminInteractionsWorldHandlers());
    const metadata = await new QueryClient().fetchQuery(
      customerInteractionsMetadataQueryOptions(client(), 101),
    );
    expect(metadata.actions.POST.kind.choices.map((choice) => choice.value)).toEqual([
      'call',
      'email',
      'chat',
    ]);
  });

  it('puts a logged call first, and on the timeline with staff as its actor', async () => {
    server.use(...adminInteractionsWorldHandlers());
    const api = client();
    const logged = await recordCustomerInteraction(api, 101, { kind: 'call', summary: ' Strap fixed. ' });
    expect(logged).toMatchObject({ ok: true, data: { kind: 'call', summary: 'Strap fixed.', user: 3 } });
    const list = await getCustomerInteractions(api, 101);
    expect(list.ok && list.data.map((item) => item.kind).sort()).toEqual(['call', 'call', 'feedback']);
    const timeline = await getAccountTimeline(api, 101, { kind: 'interaction' });
    expect(timeline.ok && timeline.data.results[0]).toMatchObject({
      kind: 'interaction',
      interaction_kind: 'call',
      summary: 'Strap fixed.',
      actor: { name: 'Alex Staff' },
    });
  });

  it('refuses a family’s kind as the server does', async () => {
    server.use(...adminInteractionsWorldHandlers());
    const refused = await recordCustomerInteraction(client(), 101, { kind: 'feedback' });
    expect(refused).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { kind: ['"feedback" is not a valid choice.'] },
    });
  });
});
