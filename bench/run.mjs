// `pnpm bench`: the hub's figures next to a floor's built and run in the same invocation, with the issue 15
// budgets beside them. Builds what it needs (the hub when apps/hub/dist is missing or with --build-hub;
// the floor app of bench/floor always, into a temporary folder), then measures, one after the other so
// the parts do not slow each other: initial JavaScript (gzip -9), Lighthouse on /login and the signed-in
// home (bench/lighthouse.mjs), the server's response times (bench/server-response.mjs) and the activity
// chart's mount (packages/ui/bench/activity-chart.mjs). Prints one table. Figures, not a gate: a timing
// over its budget is marked, never a failing exit code. See bench/README.md.
//
//   node bench/run.mjs [--runs 3] [--build-hub] [--hub-dist <a built hub kept elsewhere>]
import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assetSizes,
  ensureHubBuilt,
  hubDist,
  hubRoutes,
  measureBundle,
  snapshotHubDist,
  totals,
} from './bundle-size.mjs';
import { buildFloor, floorVersions, removeFloor } from './floor/floor.mjs';
import { lighthouseFigures, lighthouseRows, ratio } from './lighthouse.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
// A copy of an earlier build (to measure before and after a change in the same way); apps/hub/dist by default.
const distAt = process.argv.indexOf('--hub-dist');
const sourceDist = distAt > 0 ? resolve(process.argv[distAt + 1]) : hubDist;
const log = (message) => console.error(`[bench] ${message}`);
const began = performance.now();

/** The issue 15 budgets. */
const budgets = {
  loginJs: 110 * 1024,
  homeJs: 160 * 1024,
  score: 98,
  lcpToFloor: 1.15,
  userInfoP99: 15,
  chartMount: 16,
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (met) => (met ? 'met' : 'OVER');

/** Runs a node script of the repository; resolves to its exit code and its standard output. */
function runScript(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    // Its own progress and errors go to ours, prefixed, so a failure says why.
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

/** The last `BENCH_JSON {...}` line of bench/server-response.mjs, or the reason there is none. */
async function apiFigures() {
  log('API: node bench/server-response.mjs --json');
  const { code, stdout } = await runScript(['bench/server-response.mjs', '--json'], { BENCH_JSON: '1' });
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('BENCH_JSON '));
  if (!line) {
    return { error: `bench/server-response.mjs printed no BENCH_JSON line (exit code ${code})` };
  }
  try {
    return JSON.parse(line.slice('BENCH_JSON '.length));
  } catch (error) {
    return { error: `its BENCH_JSON line is not JSON: ${error.message}` };
  }
}

/** The mount rows of packages/ui/bench/activity-chart.mjs's table: `{ label, median, max, runs }`. */
async function chartFigures() {
  log('chart: node packages/ui/bench/activity-chart.mjs');
  const { code, stdout } = await runScript(['packages/ui/bench/activity-chart.mjs']);
  const rows = [];
  for (const line of stdout.split('\n')) {
    const match = /^\s+(mount \S+ \(\d+ bars\)).*?\s([\d.]+) ms\s+([\d.]+) ms\s+(\d+)\s*$/.exec(line);
    if (match)
      rows.push({ label: match[1], median: Number(match[2]), max: Number(match[3]), runs: match[4] });
  }
  return rows.length > 0 ? { rows } : { error: `no mount figures in its output (exit code ${code})` };
}

/** The gzip -9 size of the JavaScript a Lighthouse run loaded, from the built files it asked for. */
function loadedJs(sizes, scripts) {
  const rows = scripts
    .map((script) => new URL(script.url).pathname)
    .filter((path) => path.startsWith('/assets/'))
    .map((path) => sizes.get(path.slice('/assets/'.length)))
    .filter(Boolean);
  return { gzip: totals(rows).js.gzip, files: rows.length };
}

function gitDescription() {
  const sha = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (sha.status !== 0) return 'not a git checkout';
  return `${sha.stdout.trim()}${dirty.stdout.trim() ? ' with uncommitted changes' : ''}`;
}

// --- build ---
const loadBefore = loadavg()[0];
if (sourceDist === hubDist) ensureHubBuilt({ force: process.argv.includes('--build-hub'), log });
const hubBuiltAt = statSync(join(sourceDist, 'index.html')).mtime;
const hubSnapshot = snapshotHubDist(sourceDist);
log('building the floor (bench/floor) with Vite');
const floorDir = await buildFloor();

let bundles;
let lighthouse;
try {
  // --- measure, one part at a time ---
  log('initial JS: the bundle-size measure on the hub and the floor');
  const hubSizes = assetSizes(hubSnapshot.dir);
  const floorSizes = assetSizes(floorDir);
  bundles = {
    hub: measureBundle(hubSnapshot.dir, hubRoutes),
    // The floor has no lazy routes: both pages load its first visit.
    floor: measureBundle(
      floorDir,
      hubRoutes.map(({ route }) => ({ route, modules: [] })),
    ),
  };
  log(`Lighthouse: ${runs} runs of each page, hub and floor in turns`);
  lighthouse = await lighthouseFigures({ runs, hubDir: hubSnapshot.dir, floorDir, log }).catch((error) => {
    log(`Lighthouse failed: ${error.stack}`);
    return { error: error.message, pages: [] };
  });
  for (const page of lighthouse.pages) {
    if (page.error) continue;
    page.hub.loaded = loadedJs(hubSizes, page.hub.scripts);
    page.floor.loaded = loadedJs(floorSizes, page.floor.scripts);
  }
} finally {
  hubSnapshot.remove();
  removeFloor(floorDir);
}
const api = await apiFigures();
const chart = await chartFigures();

// --- the table ---
const rows = [];
const section = (title) => rows.push({ section: title });
const row = (label, hub = '', floor = '', hubToFloor = '', budget = '', status = '') =>
  rows.push({ cells: [label, hub, floor, hubToFloor, budget, status] });

section('initial JavaScript, gzip -9 (bench/bundle-size.mjs: entry + static imports + route chunks)');
for (const [index, route] of bundles.hub.routes.entries()) {
  const floor = bundles.floor.routes[index];
  const budget = index === 0 ? budgets.loginJs : budgets.homeJs;
  row(
    `${route.route}`,
    kib(route.js.gzip),
    kib(floor.js.gzip),
    ratio(route.js.gzip, floor.js.gzip),
    `<= ${kib(budget)}`,
    verdict(route.js.gzip <= budget),
  );
  row(`${route.route}, with its CSS`, kib(route.gzip), kib(floor.gzip), ratio(route.gzip, floor.gzip));
}
for (const page of lighthouse.pages) {
  if (page.error) continue;
  const { hub, floor } = page;
  row(
    `${page.page}, JS the Lighthouse run loaded`,
    `${kib(hub.loaded.gzip)}`,
    `${kib(floor.loaded.gzip)}`,
    ratio(hub.loaded.gzip, floor.loaded.gzip),
    '',
    `${hub.loaded.files} / ${floor.loaded.files} files`,
  );
}

section(
  lighthouse.error
    ? 'Lighthouse (bench/lighthouse.mjs)'
    : `Lighthouse ${lighthouse.lighthouse}, mobile preset (simulated throttling), median of ${lighthouse.runs} runs`,
);
if (lighthouse.error) row(`Lighthouse figures unavailable: ${lighthouse.error}`);
for (const page of lighthouse.pages) {
  for (const cells of lighthouseRows(page)) {
    const [label] = cells;
    if (page.error) {
      row(label);
      continue;
    }
    if (label.endsWith(' score')) {
      row(...cells, `>= ${budgets.score}`, verdict(page.hub.score >= budgets.score));
    } else if (label.endsWith(' LCP')) {
      const lcpRatio = page.hub.lcp / page.floor.lcp;
      row(...cells, `<= ${budgets.lcpToFloor.toFixed(2)}x floor`, verdict(lcpRatio <= budgets.lcpToFloor));
    } else {
      row(...cells);
    }
  }
}

if (api.error) {
  section('API (bench/server-response.mjs)');
  row(`API figures unavailable: ${api.error}`);
} else {
  section(
    `API (bench/server-response.mjs): ${api.database}${api.connections ? `, ${api.connections} connections` : ''}; floor: a bare Hono JSON route`,
  );
  for (const endpoint of api.endpoints) {
    const userInfo = endpoint.name.includes('/user/info');
    const failures = endpoint.failures ? `${endpoint.failures} failures` : '';
    row(
      `${endpoint.name} req/s`,
      String(endpoint.rps),
      String(api.floor.rps),
      endpoint.rpsRatio !== undefined
        ? `${endpoint.rpsRatio.toFixed(2)}x`
        : ratio(endpoint.rps, api.floor.rps),
      '',
      failures,
    );
    row(`  p50`, ms(endpoint.p50), ms(api.floor.p50), ratio(endpoint.p50, api.floor.p50));
    row(
      `  p99`,
      ms(endpoint.p99),
      ms(api.floor.p99),
      endpoint.p99Ratio !== undefined
        ? `${endpoint.p99Ratio.toFixed(2)}x`
        : ratio(endpoint.p99, api.floor.p99),
      userInfo ? `<= ${budgets.userInfoP99} ms` : '',
      userInfo ? verdict(endpoint.p99 <= budgets.userInfoP99) : '',
    );
  }
}

section('activity chart (packages/ui/bench/activity-chart.mjs), median of its runs; no floor');
if (chart.error) row(`chart figures unavailable: ${chart.error}`);
for (const mount of chart.rows ?? []) {
  row(
    `${mount.label}`,
    ms(mount.median),
    '',
    '',
    `<= ${budgets.chartMount} ms`,
    `${verdict(mount.median <= budgets.chartMount)} (max ${ms(mount.max)})`,
  );
}

const widths = [50, 11, 11, 10, 18];
const header = ['figure', 'hub', 'floor', 'hub/floor', 'budget', ''];
const format = (cells) =>
  cells
    .map((cell, index) =>
      index === 0
        ? cell.padEnd(widths[0])
        : index < widths.length
          ? cell.padStart(widths[index])
          : ` ${cell}`,
    )
    .join(' ')
    .trimEnd();
const versions = floorVersions();
console.log('');
console.log(
  `pnpm bench: the hub (checkout ${gitDescription()}; ${sourceDist === hubDist ? 'apps/hub/dist' : sourceDist} built ${hubBuiltAt.toISOString().slice(0, 16).replace('T', ' ')} UTC) against the floor built now: react ${versions.react}, react-router ${versions['react-router']}, vite ${versions.vite}, @vitejs/plugin-react ${versions['@vitejs/plugin-react']}`,
);
console.log(
  `Node ${process.version}; load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end (a shared machine: timings are noisy); ${((performance.now() - began) / 1000).toFixed(0)} s in all`,
);
console.log(format(header));
for (const line of rows) {
  if (line.section) console.log(`\n${line.section}`);
  else console.log(format([`  ${line.cells[0]}`, ...line.cells.slice(1)]));
}
