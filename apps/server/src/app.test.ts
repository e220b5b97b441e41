import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { databases } from './test/databases';
import { send, testApp, type TestApp } from './test/helpers';

describe.each(databases())('the app skeleton on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
  });
  afterAll(() => handle.close());

  it('answers the health check from the database', async () => {
    const response = await send(app, '/api/health/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: database.name });
  });

  it('answers an unknown /api path with 404 and a detail', async () => {
    for (const path of ['/api/v2/no-such-endpoint/', '/api', '/api/v2/user/info']) {
      const response = await send(app, path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers a method a path does not have with 405, a detail and Allow', async () => {
    const response = await send(app, '/api/health/', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('sets a csrftoken cookie readable by script when the request has none', async () => {
    const response = await send(app, '/api/health/');
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('csrftoken='));
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('gives a client without a csrftoken cookie a new one with every answer, for a year, on every path', async () => {
    const tokens = new Set<string>();
    for (const path of ['/api/health/', '/api/health/', '/api/v2/no-such-endpoint/']) {
      const cookie = (await send(app, path)).headers
        .getSetCookie()
        .filter((value) => value.startsWith('csrftoken='));
      expect(cookie).toHaveLength(1);
      expect(cookie[0]).toMatch(/^csrftoken=[A-Za-z0-9_-]{43}; Max-Age=31449600; Path=\/; SameSite=Lax$/);
      tokens.add(cookie[0]!.split(';')[0]!);
    }
    expect(tokens.size).toBe(3);
  });

  it('marks cookies Secure in production', async () => {
    const production = testApp(handle, { production: true });
    const response = await send(production, '/api/health/');
    const csrf = response.headers.getSetCookie().find((cookie) => cookie.startsWith('csrftoken='));
    expect(csrf).toContain('; Secure');
  });

  it('keeps an existing csrftoken cookie', async () => {
    const token = 'a'.repeat(43);
    const response = await send(app, '/api/health/', { headers: { Cookie: `csrftoken=${token}` } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a body over 100 kB with 413', async () => {
    const response = await send(app, '/api/v2/auth/session/login/', {
      method: 'POST',
      body: JSON.stringify({ email: 'x'.repeat(101 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('sheds load with 503 when too many requests are in flight', async () => {
    const busy = testApp(handle, { maxInFlight: 2 });
    const responses = await Promise.all(Array.from({ length: 6 }, () => send(busy, '/api/health/')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    const shed = responses.find((response) => response.status === 503)!;
    expect(await shed.json()).toEqual({ detail: 'The server is busy. Please try again in a moment.' });
    expect(shed.headers.get('Retry-After')).toBe('1');
  });

  it('turns an unexpected exception into 500 with a detail and logs it', async () => {
    const logged: string[] = [];
    const broken = testApp(
      {
        ...handle,
        db: new Proxy(handle.db, {
          get: (target, key) =>
            key === 'select'
              ? () => {
                  throw new Error('boom');
                }
              : Reflect.get(target, key),
        }),
      },
      { log: (message) => logged.push(message) },
    );
    const response = await send(broken, '/api/v2/user/info/', { bearer: 'x'.repeat(43) });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: 'Server error.' });
    // The route's pattern and the request's id, which its answer carries and its request line has.
    expect(logged).toEqual([
      `Unhandled error on GET /api/v2/user/info/ (request ${response.headers.get('X-Request-Id')})`,
    ]);
  });
});

describe('serving the built web app', () => {
  let dist: string;
  let app: TestApp;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'hub-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hub</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    // The copies the build writes beside text files (their content marked, to tell which was sent).
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli copy');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'gzip copy');
    writeFileSync(join(dist, 'logo.png'), 'png bytes');
    // The copies of index.html naming a route's chunks, and the map to them (apps/hub/src/build/route-preloads.ts).
    mkdirSync(join(dist, 'pages'));
    writeFileSync(
      join(dist, 'pages', 'login.html'),
      '<!doctype html><title>Hub</title><link rel="modulepreload">',
    );
    writeFileSync(
      join(dist, 'pages.json'),
      JSON.stringify({
        pages: {
          '/login': 'pages/login.html',
          '/start': 'pages/start.html',
          '/gone': 'pages/missing.html',
          '/evil': '../secret.html',
        },
        // /login prerendered in Arabic and in Spanish (whose file is missing); a bad entry is ignored.
        prerendered: { 'pages/login.html': ['ar', 'es', 'xx'], '../secret.html': ['en'] },
        catalogs: { en: 'assets/messages-en.js', ar: 'assets/messages-ar.js' },
      }),
    );
    writeFileSync(
      join(dist, 'pages', 'start.html'),
      '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Hub</title>\n  </head>\n</html>\n',
    );
    writeFileSync(join(dist, 'secret.html'), 'not a page copy');
    writeFileSync(
      join(dist, 'pages', 'login.ar.html'),
      '<!doctype html>\n<html lang="en" class="theme_1"><head><title>Hub</title></head><body><div id="root" data-prerendered="ar">مرحبا</div><template id="after-paint"><script type="module" src="/assets/e.js"></script></template></body></html>',
    );
    handle = await databases()[0]!.open();
    app = testApp(handle, { hubDist: dist });
  });
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await handle.close();
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await send(app, '/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves index.html for a page address that accepts HTML, never cached without revalidation', async () => {
    const response = await send(app, '/dashboard/account?segment=details', {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Hub</title>');
  });

  it("serves the copy of index.html that names the route's chunks for an address the build listed", async () => {
    const response = await send(app, '/login', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe('<!doctype html><title>Hub</title><link rel="modulepreload">');
  });

  it.each([
    ['Arabic, prerendered', { 'Accept-Language': 'ar' }, 'data-prerendered="ar">مرحبا'],
    ['Arabic, its theme kept', { 'Accept-Language': 'ar' }, '<html lang="ar" dir="rtl" class="theme_1">'],
    [
      'Arabic, its catalog with the scripts that start after the first paint',
      { 'Accept-Language': 'ar' },
      '<template id="after-paint"><link rel="modulepreload" crossorigin href="/assets/messages-ar.js"><script',
    ],
    ['Arabic by the cookie', { Cookie: 'hub_language=ar', 'Accept-Language': 'en' }, 'data-prerendered="ar"'],
    ['English, not prerendered: the copy', { 'Accept-Language': 'en' }, '<link rel="modulepreload">'],
    [
      'Spanish, whose prerendered file is missing: the copy',
      { 'Accept-Language': 'es' },
      '<link rel="modulepreload">',
    ],
  ])(
    'sends the copy prerendered in the visitor’s language when the build made one: %s',
    async (_, headers, part) => {
      const response = await send(app, '/login', { headers: { Accept: 'text/html', ...headers } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(part);
    },
  );

  it.each([
    ['Accept-Language', { 'Accept-Language': 'ar-EG,en;q=0.5' }, 'ar', 'rtl', '/assets/messages-ar.js'],
    [
      'the hub_language cookie before Accept-Language',
      { Cookie: 'hub_language=en', 'Accept-Language': 'ar' },
      'en',
      'ltr',
      '/assets/messages-en.js',
    ],
    [
      'a cookie that is no UI language, then Accept-Language',
      { Cookie: 'hub_language=xx', 'Accept-Language': 'ar' },
      'ar',
      'rtl',
      '/assets/messages-ar.js',
    ],
    ['neither (English)', {}, 'en', 'ltr', '/assets/messages-en.js'],
    ['a language whose catalog the build did not list', { 'Accept-Language': 'es' }, 'es', 'ltr', null],
  ])(
    'names the language of %s in the page and preloads its catalog',
    async (_, headers, lang, dir, catalog) => {
      const response = await send(app, '/start', { headers: { Accept: 'text/html', ...headers } });
      const html = await response.text();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      if (catalog)
        expect(html).toContain(`<link rel="modulepreload" crossorigin href="${catalog}">\n  </head>`);
      else expect(html).not.toContain('modulepreload');
    },
  );

  it('sends a page compressed when the client takes it, with its own ETag, and 304 for the same one', async () => {
    const plain = await send(app, '/start', { headers: { Accept: 'text/html' } });
    const brotli = await send(app, '/start', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(await plain.text());
    expect(brotli.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
    const again = await send(app, '/start', {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'br', 'If-None-Match': brotli.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ['a listed copy that is missing', '/gone'],
    ['a listed file that is not a page copy', '/evil'],
    ['an address under a listed one', '/login/more'],
  ])('serves index.html for %s', async (_, path) => {
    const response = await send(app, path, { headers: { Accept: 'text/html' } });
    expect(await response.text()).toBe('<!doctype html><title>Hub</title>');
  });

  it.each([
    ['any type', '*/*'],
    ['plain text', 'text/plain'],
    ['no Accept at all', ''],
    ['JSON among others', 'application/json, text/plain;q=0.5'],
  ])('serves the page to a client that takes %s', async (_, accept) => {
    const response = await send(app, '/dashboard/', { headers: accept ? { Accept: accept } : {} });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Hub</title>');
  });

  it.each([
    ['br, gzip', 'br', 'brotli copy'],
    ['gzip, deflate, br;q=0', 'gzip', 'gzip copy'],
    ['gzip;q=0.5, br', 'br', 'brotli copy'],
    ['identity', null, 'console.log(1)'],
    ['', null, 'console.log(1)'],
  ])('answers Accept-Encoding %j with the %s copy', async (acceptEncoding, encoding, body) => {
    const response = await send(app, '/assets/index-abc123.js', {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(body);
  });

  it('gives each copy its own ETag, so a cache never answers one for the other', async () => {
    const plain = await send(app, '/assets/index-abc123.js');
    const brotli = await send(app, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
  });

  it('sends a file the build wrote no copy of (an image) as it is', async () => {
    const response = await send(app, '/logo.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe('png bytes');
  });

  it('answers 304 when the browser has the current file', async () => {
    const first = await send(app, '/favicon.svg');
    const etag = first.headers.get('ETag')!;
    const second = await send(app, '/favicon.svg', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it.each([
    ['a missing asset', '/assets/missing.js', 'text/html'],
    ['a page address asked for as JSON only', '/dashboard/', 'application/json'],
    ['a source map', '/assets/index-abc123.js.map', '*/*'],
    ['a source map spelt with %2e', '/assets/index-abc123.js%2emap', '*/*'],
    ['a source map spelt with %2E and capitals', '/assets/index-abc123.js%2EMAP', '*/*'],
    ['a source map spelt with %6d%61%70', '/assets/index-abc123.js.%6d%61%70', '*/*'],
    ['a path outside the folder, asked for as JSON', '/..%2f..%2fetc%2fpasswd', 'application/json'],
  ])('answers 404 for %s', async (_, path, accept) => {
    const response = await send(app, path, { headers: { Accept: accept } });
    expect(response.status).toBe(404);
  });

  it('never serves a file outside the folder: a path that climbs out is only a page address', async () => {
    const response = await send(app, '/..%2f..%2fetc%2fpasswd', { headers: { Accept: '*/*' } });
    expect(await response.text()).toBe('<!doctype html><title>Hub</title>');
  });

  it('never answers an unknown /api path with the web app', async () => {
    const response = await send(app, '/api/v2/nothing/', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('the security headers of every answer', () => {
  let handle: DatabaseHandle;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'hub-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hub</title>');
    handle = await databases()[0]!.open();
  });
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await handle.close();
  });

  it.each([
    ['a page', '/dashboard/', 'text/html', 200],
    ['an /api answer', '/api/health/', 'application/json', 200],
    ['an /api 404', '/api/v2/nothing/', 'application/json', 404],
  ])(
    'sends a CSP without inline script, frame-ancestors none, nosniff and no referrer on %s',
    async (_, path, accept, status) => {
      const app = testApp(handle, { hubDist: dist });
      const response = await send(app, path, { headers: { Accept: accept } });
      expect(response.status).toBe(status);
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(' ');
          return [name, values];
        }),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(csp).not.toContain('unsafe-eval');
      expect(directives['script-src']).not.toContain("'unsafe-inline'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    },
  );

  it('adds HSTS in production only', async () => {
    const production = testApp(handle, { production: true, hubDist: dist });
    const response = await send(production, '/dashboard/', { headers: { Accept: 'text/html' } });
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  });
});
