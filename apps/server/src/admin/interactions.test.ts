// Customer interactions staff log on an account (issue 28): a call, an email or a chat, offered by OPTIONS
// to staff and refused to a family, and seen on the account's timeline with whoever recorded them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createAdminFamily, type AdminFamily } from '../test/admin';
import { expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';

interface Event {
  kind: string;
  id: string;
  actor: { id: number; name: string } | null;
  [field: string]: unknown;
}

describe.each(databases())('customer interactions staff log, on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let staffId: number;
  let family: AdminFamily;
  let familyToken: string;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number }).id;
    family = await createAdminFamily(handle.db, { author: staffId });
    familyToken = await accessToken(app, family.email);
  });
  afterAll(() => handle.close());

  const path = () => `/api/v1/accounts/${family.accountId}/customer_interactions/`;
  const post = (bearer: string, body: unknown) => send(app, path(), { method: 'POST', json: body, bearer });
  const timeline = async (query = '') => {
    const response = await send(app, `/api/v2/admin/accounts/${family.accountId}/timeline/${query}`, {
      bearer: staff,
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { count: number; results: Event[] };
    await expectParses('timelinePageSchema', page);
    return page;
  };

  it('offers staff a call, an email and a chat on OPTIONS, and a family its own actions', async () => {
    const choicesOf = async (bearer: string) => {
      const response = await send(app, path(), { method: 'OPTIONS', bearer });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        actions: { POST: { kind: { choices: { value: string; display_name: string }[] } } };
      };
      return body.actions.POST.kind.choices;
    };
    expect(await choicesOf(staff)).toEqual([
      { value: 'call', display_name: 'Phone call' },
      { value: 'email', display_name: 'Email' },
      { value: 'chat', display_name: 'Chat' },
    ]);
    expect((await choicesOf(familyToken)).map((choice) => choice.value)).toEqual([
      'support_request',
      'callback_request',
      'feedback',
      'app_download',
      'promo_click',
    ]);
  });

  it('records a call staff logged, as staff’s', async () => {
    const response = await post(staff, { kind: 'call', summary: ' Called about the strap. ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      kind: 'call',
      summary: 'Called about the strap.',
      user: staffId,
    });
  });

  it.each([
    { who: 'staff', kind: 'feedback' },
    { who: 'a family', kind: 'chat' },
  ])('refuses $who a $kind that is not theirs to record, with 400', async ({ who, kind }) => {
    const response = await post(who === 'staff' ? staff : familyToken, { kind });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ kind: [`"${kind}" is not a valid choice.`] });
  });

  it('shows the interactions on the timeline, newest first, with who recorded them', async () => {
    expect((await post(familyToken, { kind: 'feedback', summary: 'Love the kit' })).status).toBe(201);
    expect((await post(staff, { kind: 'chat' })).status).toBe(201);
    const page = await timeline('?kind=interaction');
    expect(page.count).toBe(3);
    expect(
      page.results.map(({ kind, interaction_kind, summary }) => ({ kind, interaction_kind, summary })),
    ).toEqual([
      { kind: 'interaction', interaction_kind: 'chat', summary: '' },
      { kind: 'interaction', interaction_kind: 'feedback', summary: 'Love the kit' },
      { kind: 'interaction', interaction_kind: 'call', summary: 'Called about the strap.' },
    ]);
    expect(page.results.map((event) => event.actor?.id)).toEqual([staffId, family.id, staffId]);
  });

  it('merges the interactions with the account’s other events', async () => {
    const page = await timeline('?page_size=1000');
    const kinds = new Set(page.results.map((event) => event.kind));
    expect(kinds.has('interaction')).toBe(true);
    expect(kinds.has('note')).toBe(true);
    expect(page.results.filter((event) => event.kind === 'interaction')).toHaveLength(3);
  });
});
