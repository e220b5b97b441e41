// Lighthouse 12 (its default config: the mobile preset, simulated throttling, performance only) on the
// hub and on the floor (bench/floor), each page run N times (3) in turns, hub and floor alternating, so
// the shared machine's noise falls on both; prints the median score, FCP, LCP and TBT side by side with
// hub/floor ratios. Pages: /login signed out, then the signed-in home (the hub's /dashboard/, the floor's
// /) after signing in to both through their login forms with Playwright in the same Chromium.
//
// The hub runs on its real server (apps/server, PGlite in memory, demo world) over apps/hub/dist, built
// first when missing; the floor is built with Vite into a temporary folder and served precompressed as
// the hub's server serves (bench/floor/floor.mjs).
//
//   node bench/lighthouse.mjs [--runs 3] [--build-hub]
//   LIGHTHOUSE_REPORTS=<folder> also writes every run's full report there.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { ensureHubBuilt, snapshotHubDist } from './bundle-size.mjs';
import { demoParent, startHubServer } from './hub-server.mjs';
import { buildFloor, removeFloor, serveFloor } from './floor/floor.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// chrome-launcher is Lighthouse's own dependency (not the workspace's): resolved from Lighthouse's folder.
const fromLighthouse = createRequire(realpathSync(join(root, 'node_modules/lighthouse/package.json')));
const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
const lighthouseVersion = fromLighthouse('./package.json').version;

/** The pages measured: where each app has them. */
export const pages = [
  { page: '/login', hub: '/login', floor: '/login', signedIn: false },
  { page: 'signed-in home', hub: '/dashboard/', floor: '/', signedIn: true },
];

/** Runs `work` with Playwright attached to the running Chromium (one page), then detaches. */
async function withPage(port, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await work(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Signs in to the hub and to the floor through their login forms; their tokens stay in localStorage. */
async function signInToBoth(port, hubOrigin, floorOrigin) {
  await withPage(port, async (page) => {
    for (const [origin, home] of [
      [hubOrigin, '/dashboard'],
      [floorOrigin, '/'],
    ]) {
      await page.goto(`${origin}/login`);
      await page.getByLabel('Email').fill(demoParent.email);
      await page.getByLabel('Password', { exact: true }).fill(demoParent.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      // The hub checks the password at full cost: allow time on a busy machine.
      await page.waitForURL((url) => url.pathname.startsWith(home) && url.pathname !== '/login', {
        timeout: 60_000,
      });
      await page.getByRole('main').first().waitFor({ timeout: 30_000 });
    }
  });
}

// Lighthouse clears the HTTP cache before every run, and these storage types of the page's origin. Its
// default keeps localStorage and cookies, which the signed-in runs need; the signed-out runs clear them too.
const defaultClearedStorage = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
const signedOutClearedStorage = [...defaultClearedStorage, 'local_storage', 'indexeddb', 'cookies'];

/** One Lighthouse run (default config: mobile, simulated throttling); the figures the bench reports. */
async function lighthouseRun(url, port, signedIn) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    clearStorageTypes: signedIn ? defaultClearedStorage : signedOutClearedStorage,
  });
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (open it in the Lighthouse viewer).
  if (process.env.LIGHTHOUSE_REPORTS) {
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    finalUrl: lhr.finalDisplayedUrl,
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ url: request.url, transferSize: request.transferSize })),
    warnings: lhr.runWarnings,
  };
}

/**
 * Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART, NO_FCP, a protocol timeout): a
 * failed run is run again, up to twice, and only a third failure counts.
 */
async function withRetries(attempt, onRetry) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries === 3) throw error;
      onRetry(error);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarize(runs) {
  const metric = (key) => median(runs.map((run) => run[key]));
  const scriptsOf = runs.find((run) => run.lcp === metric('lcp')) ?? runs[0];
  return {
    runs,
    score: metric('score'),
    fcp: metric('fcp'),
    lcp: metric('lcp'),
    tbt: metric('tbt'),
    finalUrl: scriptsOf.finalUrl,
    scripts: scriptsOf.scripts,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One progress line per run. */
function describeRun(app, page, index, count, run) {
  return `lighthouse ${app} ${page} ${index + 1}/${count}: score ${run.score}, FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms`;
}

/**
 * Runs Lighthouse `runs` times on each page of the hub and of the floor. The hub is served from `hubDir`
 * (by default a snapshot of apps/hub/dist, built first when missing or with `buildHub`), the floor from
 * `floorDir` (built here when not given). Resolves to
 * `{ lighthouse, runs, pages: [{ page, hub, floor } | { page, error }] }`.
 */
export async function lighthouseFigures({
  runs = 3,
  hubDir = null,
  floorDir = null,
  buildHub = false,
  log = console.error,
} = {}) {
  let snapshot = null;
  if (hubDir === null) {
    ensureHubBuilt({ force: buildHub, log });
    snapshot = snapshotHubDist();
  }
  const floorFolder = floorDir ?? (await buildFloor());
  const floor = await serveFloor(floorFolder);
  let hub = null;
  let chrome = null;
  const measured = [];
  try {
    hub = await startHubServer(hubDir ?? snapshot.dir);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...chromiumArgs, '--headless=new'],
    });
    const origins = { hub: hub.origin, floor: floor.origin };
    // Unmeasured: a first load of each app, so the first measured run does not pay for a cold server or
    // a cold browser alone.
    await withPage(chrome.port, async (page) => {
      for (const origin of Object.values(origins)) await page.goto(`${origin}/login`, { waitUntil: 'load' });
    });
    for (const page of pages) {
      try {
        if (page.signedIn) await signInToBoth(chrome.port, hub.origin, floor.origin);
        const results = { hub: [], floor: [] };
        for (let index = 0; index < runs; index += 1) {
          // Hub and floor take turns, and which goes first alternates.
          const order = index % 2 === 0 ? ['hub', 'floor'] : ['floor', 'hub'];
          for (const app of order) {
            const run = await withRetries(
              () => lighthouseRun(`${origins[app]}${page[app]}`, chrome.port, page.signedIn),
              (error) =>
                log(`lighthouse ${app} ${page.page} ${index + 1}/${runs} failed, again: ${error.message}`),
            );
            const landed = new URL(run.finalUrl).pathname;
            if (page.signedIn && landed.startsWith('/login')) {
              throw new Error(`the ${app}'s signed-in run landed on ${landed}: the sign-in did not hold`);
            }
            log(describeRun(app, page.page, index, runs, run));
            results[app].push(run);
          }
        }
        measured.push({ page: page.page, hub: summarize(results.hub), floor: summarize(results.floor) });
      } catch (error) {
        log(`lighthouse ${page.page}: ${error.message}`);
        measured.push({ page: page.page, error: error.message });
      }
    }
  } finally {
    chrome?.kill();
    await hub?.close();
    await floor.close();
    if (floorDir === null) removeFloor(floorFolder);
    snapshot?.remove();
  }
  return { lighthouse: lighthouseVersion, runs, pages: measured };
}

/** hub/floor as a ratio, or n/a when the floor's figure is 0. */
export function ratio(hub, floor) {
  return floor > 0 ? `${(hub / floor).toFixed(2)}x` : 'n/a';
}

/** The rows of a page's figures: [label, hub, floor, hub/floor]. */
export function lighthouseRows(measured) {
  if (measured.error) return [[`${measured.page}: unavailable (${measured.error})`, '', '', '']];
  const { hub, floor } = measured;
  return [
    [`${measured.page} score`, String(hub.score), String(floor.score), ratio(hub.score, floor.score)],
    [`${measured.page} FCP`, seconds(hub.fcp), seconds(floor.fcp), ratio(hub.fcp, floor.fcp)],
    [`${measured.page} LCP`, seconds(hub.lcp), seconds(floor.lcp), ratio(hub.lcp, floor.lcp)],
    [
      `${measured.page} TBT`,
      `${Math.round(hub.tbt)} ms`,
      `${Math.round(floor.tbt)} ms`,
      ratio(Math.round(hub.tbt), Math.round(floor.tbt)),
    ],
  ];
}

async function main() {
  const at = process.argv.indexOf('--runs');
  const runs = at > 0 ? Number(process.argv[at + 1]) : 3;
  const figures = await lighthouseFigures({ runs, buildHub: process.argv.includes('--build-hub') });
  console.log(
    `Lighthouse ${figures.lighthouse}, mobile preset (simulated throttling), median of ${figures.runs} runs`,
  );
  console.log(
    `  ${'figure'.padEnd(28)} ${'hub'.padStart(9)} ${'floor'.padStart(9)} ${'hub/floor'.padStart(10)}`,
  );
  for (const measured of figures.pages) {
    for (const [label, hub, floor, hubToFloor] of lighthouseRows(measured)) {
      console.log(`  ${label.padEnd(28)} ${hub.padStart(9)} ${floor.padStart(9)} ${hubToFloor.padStart(10)}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
