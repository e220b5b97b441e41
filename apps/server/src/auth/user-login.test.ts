// The spec's other login call (`POST /api/v2/user/auth/login/`) answers as the session login does, and
// both save a `languageCode` of the UI languages on the user (spec section 1; docs/decisions.md
// "Onboarding and account").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../account/schema';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { Browser, createUser, json, testApp, type TestApp } from '../test/helpers';

const demoPassword = 'HubDemo#2026';

describe.each(databases())('the login calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
  });
  afterAll(() => handle.close());

  async function login(path: string, body: Record<string, unknown>) {
    const browser = new Browser(app);
    await browser.request('/api/health/');
    const response = await browser.request(path, { method: 'POST', json: body });
    return { browser, response };
  }

  async function languageOf(id: number) {
    const [row] = await handle.db.select({ language: users.language }).from(users).where(eq(users.id, id));
    return row!.language;
  }

  it.each(['/api/v2/user/auth/login/', '/api/v2/auth/session/login/'])(
    '%s signs in with a session, answered as the session login',
    async (path) => {
      const user = await createUser(handle.db);
      const { browser, response } = await login(path, { email: user.email, password: demoPassword });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ detail: 'Logged in.' });
      expect(browser.cookies.get('sessionid')).toBeTruthy();
      const info = await browser.request('/api/v2/user/info/');
      expect(await json(info)).toMatchObject({ id: user.id });
    },
  );

  it('refuses a wrong password with the session login’s 400, and one without the CSRF header with 403', async () => {
    const user = await createUser(handle.db);
    const { response } = await login('/api/v2/user/auth/login/', {
      email: user.email,
      password: 'wrong-one',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    const browser = new Browser(app);
    await browser.request('/api/health/');
    const noCsrf = await browser.request('/api/v2/user/auth/login/', {
      method: 'POST',
      json: { email: user.email, password: demoPassword },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
  });

  it.each(['/api/v2/user/auth/login/', '/api/v2/auth/session/login/'])(
    '%s saves the languageCode sent on the user',
    async (path) => {
      const user = await createUser(handle.db);
      await login(path, { email: user.email, password: demoPassword, languageCode: 'ar' });
      expect(await languageOf(user.id)).toBe('ar');
      await login(path, { email: user.email, password: demoPassword, languageCode: 'fr-CA' });
      expect(await languageOf(user.id)).toBe('fr-CA');
    },
  );

  it.each([{ languageCode: 'klingon' }, { languageCode: 7 }, { languageCode: 'fr-ca' }, {}])(
    'signs in and keeps the saved language with %o',
    async (extra) => {
      const user = await createUser(handle.db);
      await handle.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
      const { response } = await login('/api/v2/user/auth/login/', {
        email: user.email,
        password: demoPassword,
        ...extra,
      });
      expect(response.status).toBe(200);
      expect(await languageOf(user.id)).toBe('es');
    },
  );

  it('does not save the language of a failed sign-in', async () => {
    const user = await createUser(handle.db);
    await login('/api/v2/user/auth/login/', { email: user.email, password: 'wrong-one', languageCode: 'ar' });
    expect(await languageOf(user.id)).toBe(null);
  });
});
