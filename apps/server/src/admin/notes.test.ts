// Staff notes (spec section 4, issue 13): a new note is first in the list and the count goes up; a deleted
// one leaves and the count goes down; each shows its author and time; the text rules; only the author
// edits; every change logged in the admin log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { adminActionsOf, adminFingerprint, createAdminFamily } from '../test/admin';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';

interface Note {
  id: number;
  account: number;
  text: string;
  author: { id: number; name: string; email: string } | null;
  created_at: string;
  updated_at: string;
  edited: boolean;
}
interface NotePage {
  count: number;
  next: string | null;
  results: Note[];
}

describe.each(databases())('staff notes on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let support: string;
  let staffId: number;
  let supportId: number;
  const moment = new Date('2026-03-02T15:04:05.000Z');
  let clock = moment.getTime();

  beforeAll(async () => {
    handle = await database.open();
    // Each request a second later than the last, so times are in order and exact.
    app = testApp(handle, {
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    staff = await accessToken(app, 'staff@demo.test');
    support = await accessToken(app, 'support@demo.test');
    staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number }).id;
    supportId = ((await json(await send(app, '/api/v2/user/info/', { bearer: support }))) as { id: number })
      .id;
  });
  afterAll(() => handle.close());

  const notesOf = async (accountId: number, query = '') =>
    (await json(
      await send(app, `/api/v2/admin/accounts/${accountId}/notes/${query}`, { bearer: staff }),
    )) as NotePage;
  const create = (bearer: string, body: unknown) =>
    send(app, '/api/v2/admin/accounts/notes/', { method: 'POST', bearer, json: body });
  const family = () => createAdminFamily(handle.db, { author: staffId });

  it('puts a new note first, counts it, and shows its author and time', async () => {
    const f = await family();
    expect((await notesOf(f.accountId)).count).toBe(1);
    const response = await create(support, { account: f.accountId, text: '  Sent a smaller strap.  ' });
    expect(response.status).toBe(201);
    const note = (await response.json()) as Note;
    expect(note).toMatchObject({
      account: f.accountId,
      text: 'Sent a smaller strap.',
      author: { id: supportId, name: 'Sky Support', email: 'support@demo.test' },
      edited: false,
    });
    expect(note.created_at).toBe(note.updated_at);
    expect(Date.parse(note.created_at)).toBeGreaterThan(moment.getTime());
    const after = await notesOf(f.accountId);
    expect(after.count).toBe(2);
    expect(after.results.map((row) => row.id)).toEqual([note.id, f.noteId]);
    expect(after.results[1]!.author).toMatchObject({ id: staffId, name: 'Alex Staff' });
  });

  it('takes a deleted note out and counts down', async () => {
    const f = await family();
    const second = (await (await create(staff, { account: f.accountId, text: 'Second.' })).json()) as Note;
    const response = await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/${second.id}/`, {
      method: 'DELETE',
      bearer: support,
    });
    expect(response.status).toBe(204);
    const after = await notesOf(f.accountId);
    expect(after.count).toBe(1);
    expect(after.results.map((row) => row.id)).toEqual([f.noteId]);
    // Deleted once: a second delete finds nothing.
    const again = await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/${second.id}/`, {
      method: 'DELETE',
      bearer: staff,
    });
    expect(again.status).toBe(404);
  });

  it('logs every change with its author, the deleted text included', async () => {
    const f = await family();
    const note = (await (await create(staff, { account: f.accountId, text: 'Draft.' })).json()) as Note;
    await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/${note.id}/`, {
      method: 'PATCH',
      bearer: staff,
      json: { text: 'Final.' },
    });
    await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/${note.id}/`, {
      method: 'DELETE',
      bearer: support,
    });
    const logged = await adminActionsOf(handle.db, f.accountId);
    expect(logged.map((row) => [row.action, row.actorId, row.targetId])).toEqual([
      ['note.create', staffId, note.id],
      ['note.update', staffId, note.id],
      ['note.delete', supportId, note.id],
    ]);
    expect(logged[1]!.detail).toEqual({ changes: { text: { from: 'Draft.', to: 'Final.' } } });
    expect(logged[2]!.detail).toMatchObject({ text: 'Final.', author: staffId });
  });

  it('lets the author edit a note, which then shows as edited', async () => {
    const f = await family();
    const response = await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/${f.noteId}/`, {
      method: 'PATCH',
      bearer: staff,
      json: { text: 'First call, then a second.' },
    });
    expect(response.status).toBe(200);
    const note = (await response.json()) as Note;
    expect(note).toMatchObject({ text: 'First call, then a second.', edited: true });
    expect(note.updated_at).not.toBe(note.created_at);
  });

  it('refuses another staff member’s edit of a note (403) and changes nothing', async () => {
    const f = await family();
    const before = await adminFingerprint(handle.db);
    const response = await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/${f.noteId}/`, {
      method: 'PATCH',
      bearer: support,
      json: { text: 'Not mine.' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: 'Only the author of a note can edit it.' });
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it('answers 404 for a note of another account', async () => {
    const f = await family();
    const other = await family();
    const response = await send(app, `/api/v2/admin/accounts/${other.accountId}/notes/${f.noteId}/`, {
      method: 'DELETE',
      bearer: staff,
    });
    expect(response.status).toBe(404);
    expect((await notesOf(f.accountId)).count).toBe(1);
  });

  it.each([
    {
      rule: 'empty',
      body: (a: number) => ({ account: a, text: '' }),
      errors: { text: ['Note is required'] },
    },
    {
      rule: 'only spaces',
      body: (a: number) => ({ account: a, text: '   \n ' }),
      errors: { text: ['Note may not contain only empty characters'] },
    },
    {
      rule: 'too long',
      body: (a: number) => ({ account: a, text: 'a'.repeat(2001) }),
      errors: { text: ['Note must be less than 2000 characters'] },
    },
    {
      rule: 'without an account',
      body: () => ({ text: 'Hello' }),
      errors: { account: ['Account is required'] },
    },
    {
      rule: 'of an account that does not exist',
      body: () => ({ account: 999_999, text: 'Hello' }),
      errors: { account: ['Invalid pk "999999" - object does not exist.'] },
    },
    {
      rule: 'with a NUL in its text',
      body: (a: number) => ({ account: a, text: 'a\u0000b' }),
      errors: { text: ['Please include valid characters'] },
    },
  ])('refuses a note $rule with 400 and changes nothing', async ({ body, errors }) => {
    const f = await family();
    const before = await adminFingerprint(handle.db);
    const response = await create(staff, body(f.accountId));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it('refuses an edit that empties a note', async () => {
    const f = await family();
    const response = await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/${f.noteId}/`, {
      method: 'PATCH',
      bearer: staff,
      json: { text: ' ' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ text: ['Note may not contain only empty characters'] });
  });

  it('pages the notes, newest first', async () => {
    const f = await family();
    for (const text of ['Two.', 'Three.']) await create(staff, { account: f.accountId, text });
    const first = await notesOf(f.accountId, '?page_size=2');
    expect(first.count).toBe(3);
    expect(first.results.map((row) => row.text)).toEqual(['Three.', 'Two.']);
    expect(first.next).toBe(`/api/v2/admin/accounts/${f.accountId}/notes/?page_size=2&page=2`);
    const second = await notesOf(f.accountId, '?page_size=2&page=2');
    expect(second.results.map((row) => row.text)).toEqual(['First call.']);
    const bad = await send(app, `/api/v2/admin/accounts/${f.accountId}/notes/?page=-3`, { bearer: staff });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ page: ['A valid integer is required.'] });
  });
});
