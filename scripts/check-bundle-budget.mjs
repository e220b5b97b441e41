// The one hard size check of `npm test` (issues 15 and 30): the JavaScript a first visit to /login and to
// the signed-in home loads before the network is idle, in gzip -9 bytes, against scripts/bundle-budget.json.
//
// What a route loads is what a browser loads: the built hub on its real server (bench/hub-server.mjs, a
// fresh in-memory database with the demo world), each page opened in Chromium with an empty cache, every
// `.js` it asks for counted until the network is idle and stays idle through an idle moment of the page,
// so a chunk loaded by a dynamic import at start-up (the language's catalog, a part loaded "when idle")
// counts as much as the entry: a lazy chunk that always loads cannot dodge the budget. The bytes are the
// built files' own, gzipped at level 9, so the same build gives the same figure on any machine.
//
//   node scripts/check-bundle-budget.mjs [--dist apps/hub/dist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { demoParent, startHubServer } from '../bench/hub-server.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : join(root, 'apps/hub/dist');
const budgets = JSON.parse(readFileSync(join(root, 'scripts/bundle-budget.json'), 'utf8'));

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Waits for an idle moment of the page: what it starts "when idle" has then asked for its files. */
function pageIdle(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 5000 });
        // Twice, and after a task: a dynamic import started in another idle callback has sent its request.
        requestIdleCallback(() => setTimeout(idle, 0), { timeout: 5000 });
      }),
  );
}

/**
 * The scripts (paths ending in `.js`) a page asks for from `url` until the network is idle and an idle
 * moment of the page starts nothing more. `context` should have an empty HTTP cache.
 */
export async function scriptsByNetworkIdle(context, url) {
  const page = await context.newPage();
  const scripts = new Set();
  let inFlight = 0;
  let quiet = () => {};
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) quiet();
  };
  page.on('request', (request) => {
    inFlight += 1;
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  for (;;) {
    const known = scripts.size;
    await pageIdle(page);
    if (inFlight > 0) await new Promise((resolve) => (quiet = resolve));
    if (scripts.size === known) break;
  }
  const landed = new URL(page.url()).pathname;
  await page.close();
  return { scripts: [...scripts], landed };
}

/** A browser context signed in as the demo parent (through the login form), for the signed-in pages. */
async function signedInState(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.locator('#root[data-ready]').waitFor({ timeout: 60_000 });
  await page.getByLabel('Email').fill(demoParent.email);
  await page.getByLabel('Password', { exact: true }).fill(demoParent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The server checks the password at full cost: allow time on a busy machine.
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * The scripts each budgeted route loads by network idle, by route name: `{ scripts, landed }` (paths), in
 * the hub built in `distDir` on its real server.
 */
export async function routeScriptsInBrowser(distDir, routes = budgets.routes) {
  const server = await startHubServer(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const loaded = {};
    let signedIn = null;
    for (const [route, { path, signedIn: needsSignIn }] of Object.entries(routes)) {
      if (needsSignIn) signedIn ??= await signedInState(browser, server.origin);
      // A context of its own per page: an empty HTTP cache, as on a first visit.
      const context = await browser.newContext(needsSignIn ? { storageState: signedIn } : {});
      loaded[route] = await scriptsByNetworkIdle(context, `${server.origin}${path}`);
      await context.close();
    }
    return loaded;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** gzip -9 bytes of a built file by its path (`/assets/x.js`); a path the build does not have is an error. */
function gzipBytes(distDir, path) {
  const file = join(distDir, path);
  if (!existsSync(file)) throw new Error(`The page loaded ${path}, which is not a file of ${distDir}`);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  let failed = false;
  const loaded = await routeScriptsInBrowser(dist);
  console.log('JavaScript per route by network idle, gzip -9 (scripts/bundle-budget.json)');
  for (const [route, { path, limitBytes, goalBytes }] of Object.entries(budgets.routes)) {
    const { scripts, landed } = loaded[route];
    // A signed-in page that fell back to /login measured the wrong page.
    if (landed !== new URL(path, 'http://hub.invalid').pathname) {
      throw new Error(`${route}: opening ${path} landed on ${landed}`);
    }
    const rows = scripts.map((name) => [name, gzipBytes(dist, name)]).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
    const over = total > limitBytes;
    failed ||= over;
    console.log(
      `  ${over ? '✗' : '✓'} ${route.padEnd(16)} ${kib(total).padStart(10)} in ${String(scripts.length).padStart(2)} files` +
        `   limit ${kib(limitBytes)}   goal ${kib(goalBytes)}${total <= goalBytes ? ' (met)' : ' (not met: issue 30)'}`,
    );
    if (over || process.argv.includes('--files')) {
      for (const [name, bytes] of rows) console.log(`      ${kib(bytes).padStart(10)}  ${name}`);
    }
  }
  if (failed) {
    console.error(
      'A route loads more JavaScript than its limit by network idle. Load what grew only when it is used (not ' +
        'at start-up, nor when idle), or, if the growth is worth it, raise the limit in scripts/bundle-budget.json ' +
        'and say why in the commit.',
    );
    process.exit(1);
  }
}
