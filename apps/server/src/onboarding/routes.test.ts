// Onboarding's calls (spec sections 2, 3 and 4; docs/decisions.md "Onboarding and account"): the user's
// actions and has_done, passing steps, the family survey through the form service, and completing a
// child's profile, which takes it off incomplete_profiles and lowers its count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { players } from '../stats/schema';
import { databases } from '../test/databases';
import { accessToken, fingerprint, json, send, testApp, type TestApp } from '../test/helpers';

interface Page<T> {
  count: number;
  results: T[];
}

describe.each(databases())('onboarding on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const accountOf: Record<string, number> = {};

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { now: () => new Date('2026-11-25T15:00:00Z') });
    for (const who of ['welcome', 'family', 'parent', 'staff']) {
      tokens[who] = await accessToken(app, `${who}@demo.test`);
      const info = (await json(await send(app, '/api/v2/user/info/', { bearer: tokens[who] }))) as {
        account: { id: number };
      };
      accountOf[who] = info.account.id;
    }
  });
  afterAll(() => handle.close());

  const as = (who: string, path: string, method = 'GET', body?: unknown) =>
    send(app, path, { method, bearer: tokens[who], json: body });

  async function incomplete(who: string) {
    return (await json(await as(who, `/api/v2/accounts/${accountOf[who]}/incomplete_profiles/`))) as Page<{
      id: number;
      player_name: string;
    }>;
  }

  async function stepsToPass(who: string): Promise<string[]> {
    const info = (await json(await as(who, '/api/v3/user_info/'))) as {
      onboarding: { steps_to_pass: string[] };
    };
    return info.onboarding.steps_to_pass;
  }

  describe('the steps to pass (user_actions, has_done)', () => {
    it('gives a new family every step to pass and no action done', async () => {
      expect(await json(await as('welcome', '/api/v1/user_actions/'))).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
      expect(await stepsToPass('welcome')).toEqual(['kit_setup', 'player_profiles', 'family_survey']);
      expect(await json(await as('welcome', '/api/v1/actions/has_done?action=kit_setup'))).toEqual({
        action: 'kit_setup',
        has_done: false,
      });
    });

    it('records a step: it leaves the steps to pass, has_done says so, and the list shows it once', async () => {
      const first = await as('welcome', '/api/v1/user_actions/', 'POST', { action: 'kit_setup' });
      expect(first.status).toBe(201);
      expect(await json(first.clone())).toEqual({
        id: expect.any(Number),
        action: 'kit_setup',
        created_at: '2026-11-25T15:00:00.000Z',
      });
      const recorded = await json(first);
      // Recorded once: sent again, the answer is the first time's.
      expect(
        await json(await as('welcome', '/api/v1/user_actions/', 'POST', { action: 'kit_setup' })),
      ).toEqual(recorded);
      expect(await stepsToPass('welcome')).toEqual(['player_profiles', 'family_survey']);
      expect(await json(await as('welcome', '/api/v1/actions/has_done/?action=kit_setup'))).toEqual({
        action: 'kit_setup',
        has_done: true,
      });
      const list = (await json(await as('welcome', '/api/v1/user_actions/'))) as Page<{ action: string }>;
      expect(list.results.map((row) => row.action)).toEqual(['kit_setup']);
    });

    it('refuses to pass the profiles step while a child’s profile is incomplete (409), and records nothing', async () => {
      const before = await fingerprint(handle.db);
      const response = await as('welcome', '/api/v1/user_actions/', 'POST', { action: 'player_profiles' });
      expect(response.status).toBe(409);
      expect(await json(response)).toEqual({ detail: 'Complete every child’s profile first.' });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it.each([
      { body: {}, errors: { action: ['This field is required.'] } },
      {
        body: { action: 'Kit Setup' },
        errors: { action: ['Use lowercase letters, digits and underscores, at most 64 characters.'] },
      },
      {
        body: { action: 'a'.repeat(100_000) },
        errors: { action: ['Use lowercase letters, digits and underscores, at most 64 characters.'] },
      },
      { body: { action: ['kit_setup'] }, errors: { action: ['Not a valid string.'] } },
    ])('refuses the action $body.action with 400', async ({ body, errors }) => {
      const response = await as('welcome', '/api/v1/user_actions/', 'POST', body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(errors);
    });

    it('asks has_done for an action by name, and refuses a missing one', async () => {
      const response = await as('welcome', '/api/v1/actions/has_done');
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ action: ['This field is required.'] });
    });

    it('keeps each user’s actions their own', async () => {
      // Staff have done no step (the demo's established families have done them all: src/seed/demo.ts).
      expect(await json(await as('staff', '/api/v1/actions/has_done?action=kit_setup'))).toEqual({
        action: 'kit_setup',
        has_done: false,
      });
    });
  });

  describe('completing a child’s profile', () => {
    it('takes the child off the incomplete profiles and lowers the count (spec section 4)', async () => {
      const before = await incomplete('welcome');
      expect(before.count).toBe(2);
      const [mila] = before.results;
      const response = await as(
        'welcome',
        `/api/v2/accounts/${accountOf.welcome}/incomplete_profiles/${mila!.id}/complete/`,
        'POST',
        { birth_year: 2017 },
      );
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        id: mila!.id,
        player_name: 'Mila',
        birth_year: 2017,
        profile_completed_at: '2026-11-25T15:00:00.000Z',
      });
      const after = await incomplete('welcome');
      expect(after.count).toBe(1);
      expect(after.results.map((row) => row.player_name)).toEqual(['Theo']);
    });

    it('refuses a birth year outside 3 to 18 years (400) and changes nothing', async () => {
      const [theo] = (await incomplete('welcome')).results;
      const before = await fingerprint(handle.db);
      const response = await as(
        'welcome',
        `/api/v2/accounts/${accountOf.welcome}/incomplete_profiles/${theo!.id}/complete/`,
        'POST',
        { birth_year: 2025 },
      );
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ birth_year: ['Enter a year between 2008 and 2023.'] });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('answers 404 for a player of another account reached through one’s own', async () => {
      const [rows] = [await handle.db.select().from(players).where(eq(players.accountId, accountOf.family!))];
      const response = await as(
        'welcome',
        `/api/v2/accounts/${accountOf.welcome}/incomplete_profiles/${rows[0]!.id}/complete/`,
        'POST',
        { birth_year: 2017 },
      );
      expect(response.status).toBe(404);
    });

    it('lets the profiles step pass once no profile is incomplete', async () => {
      const [theo] = (await incomplete('welcome')).results;
      await as(
        'welcome',
        `/api/v2/accounts/${accountOf.welcome}/incomplete_profiles/${theo!.id}/complete/`,
        'POST',
        {
          birth_year: '2019',
        },
      );
      expect((await incomplete('welcome')).count).toBe(0);
      const response = await as('welcome', '/api/v1/user_actions/', 'POST', { action: 'player_profiles' });
      expect(response.status).toBe(201);
      expect(await stepsToPass('welcome')).toEqual(['family_survey']);
    });
  });

  describe('the family survey through the form service', () => {
    it('saves the answers and passes the survey step at once', async () => {
      const response = await as('welcome', '/api/v2/user/form_responses/', 'POST', {
        form: 'family_survey',
        answers: { goal: 'focus', play_time: 'after_school', notes: '  Loves drums. ' },
      });
      expect(response.status).toBe(201);
      expect(await json(response)).toEqual({
        id: expect.any(Number),
        form: 'family_survey',
        answers: { goal: 'focus', play_time: 'after_school', notes: 'Loves drums.' },
        created_at: '2026-11-25T15:00:00.000Z',
      });
      expect(await stepsToPass('welcome')).toEqual([]);
      const list = (await json(
        await as('welcome', '/api/v2/user/form_responses/?form=family_survey'),
      )) as Page<{
        answers: unknown;
      }>;
      expect(list.count).toBe(1);
      expect((await json(await as('parent', '/api/v2/user/form_responses/'))) as Page<unknown>).toMatchObject(
        {
          count: 0,
        },
      );
    });

    it.each([
      { body: { form: 'tax', answers: {} }, errors: { form: ['"tax" is not a valid choice.'] } },
      {
        body: { form: 'family_survey', answers: { goal: 'chess', play_time: 'morning' } },
        errors: { answers: { goal: ['"chess" is not a valid choice.'] } },
      },
      {
        body: { form: 'family_survey' },
        errors: { answers: { non_field_errors: ['Invalid data. Expected a dictionary of fields.'] } },
      },
    ])('refuses $body with 400 and saves nothing', async ({ body, errors }) => {
      const before = await fingerprint(handle.db);
      const response = await as('family', '/api/v2/user/form_responses/', 'POST', body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(errors);
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('refuses an unknown form in the query with 400', async () => {
      expect((await as('family', '/api/v2/user/form_responses/?form=x')).status).toBe(400);
    });
  });

  describe('another family', () => {
    it.each([
      {
        method: 'POST',
        path: (id: number) => `/api/v2/accounts/${id}/incomplete_profiles/1/complete/`,
        body: { birth_year: 2017 },
      },
    ])('gets 403 on $method of their account’s profiles', async ({ method, path, body }) => {
      const response = await as('parent', path(accountOf.welcome!), method, body);
      expect(response.status).toBe(403);
    });

    it('staff complete a profile of any account, and get 404 for an account that does not exist', async () => {
      const response = await as('staff', '/api/v2/accounts/999999/incomplete_profiles/1/complete/', 'POST', {
        birth_year: 2017,
      });
      expect(response.status).toBe(404);
    });

    it('needs a sign-in', async () => {
      expect((await send(app, '/api/v1/user_actions/')).status).toBe(401);
      expect((await send(app, '/api/v1/actions/has_done?action=kit_setup')).status).toBe(401);
      expect((await send(app, '/api/v2/user/form_responses/')).status).toBe(401);
    });
  });
});
