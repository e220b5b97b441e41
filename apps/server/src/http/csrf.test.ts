import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { Browser, testApp, type TestApp } from '../test/helpers';

const csrfFailed = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };
const languagePath = (id: number) => `/api/v3/users/${id}/`;

describe.each(databases())('CSRF on session requests on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
  });
  afterAll(() => handle.close());

  async function signedIn(email = 'parent@demo.test') {
    const browser = new Browser(app);
    expect((await browser.signIn(email)).status).toBe(200);
    const info = (await (await browser.request('/api/v2/user/info/')).json()) as { id: number };
    return { browser, id: info.id };
  }

  const save = (
    browser: Browser,
    id: number,
    extra: { csrf?: string; headers?: Record<string, string> } = {},
  ) => browser.request(languagePath(id), { method: 'PATCH', json: { language: 'es' }, ...extra });

  it('accepts the token the sign-in gave, from the hub’s own origin or with no Origin at all', async () => {
    const { browser, id } = await signedIn();
    expect((await save(browser, id)).status).toBe(200);
    expect((await save(browser, id, { headers: { Origin: 'http://localhost:8080' } })).status).toBe(200);
  });

  it('refuses a token planted before sign-in that is not the session’s, even when cookie and header agree', async () => {
    const { browser, id } = await signedIn();
    const planted = 'A'.repeat(43);
    browser.cookies.set('csrftoken', planted);
    const response = await save(browser, id, { csrf: planted });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(csrfFailed);
  });

  it('refuses another session’s token', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const theirs = second.browser.csrfToken!;
    first.browser.cookies.set('csrftoken', theirs);
    const response = await save(first.browser, first.id, { csrf: theirs });
    expect(response.status).toBe(403);
  });

  it.each([['https://evil.example'], ['null'], ['http://localhost.evil.example'], ['x'.repeat(400)]])(
    'refuses an unsafe session request from Origin %s, token or not',
    async (origin) => {
      const { browser, id } = await signedIn();
      const response = await save(browser, id, { headers: { Origin: origin } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(csrfFailed);
    },
  );

  it('refuses a sign-in posted from another origin', async () => {
    const browser = new Browser(app);
    await browser.request('/api/health/');
    const response = await browser.request('/api/v2/auth/session/login/', {
      method: 'POST',
      json: { email: 'parent@demo.test', password: 'HubDemo#2026' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('in production accepts only PUBLIC_URL as the origin, not loopback', async () => {
    const production = testApp(handle, { production: true, publicUrl: 'https://hub.example' });
    const browser = new Browser(production);
    await browser.request('/api/health/');
    const login = (origin: string) =>
      browser.request('/api/v2/auth/session/login/', {
        method: 'POST',
        json: { email: 'parent@demo.test', password: 'HubDemo#2026' },
        headers: { Origin: origin },
      });
    expect((await login('http://localhost:8080')).status).toBe(403);
    expect((await login('https://hub.example')).status).toBe(200);
  });
});
