// Benchmark of the activity chart in Chromium: builds a small page (bench/page) with Vite in production
// mode, serves it, and prints how long the chart takes with three years of daily activity in the All Time
// and 1Mo timeframes: a fresh mount until the bars are laid out, and a switch between the two.
// Figures only, no assertions, except that a measurement must end on the chart the user ends up
// seeing: a figure taken before a later redraw (a resize applied a frame or a debounce later) is flagged.
// `--screenshots DIR` also saves screenshots of the chart (English 1W, 1Mo, 3Mos and All Time, Arabic,
// narrow) and its markup, to compare by eye and by diff; `--profile` prints where the time of a mount
// goes (self time per function, from an unminified build).
//
//   node packages/ui/bench/activity-chart.mjs [--screenshots /tmp/chart-shots] [--profile]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions, defaultServerConditions } from 'vite';

// The repository's Chromium helper (path and flags for this closed network); loaded by URL, as the root
// folder is not a package this one may import from.
const { chromiumArgs, chromiumPath } = await import(
  new URL('../../../scripts/chromium.mjs', import.meta.url).href
);
const require = createRequire(import.meta.url);
const pageDir = fileURLToPath(new URL('./page/', import.meta.url));
const screenshotsAt = process.argv.includes('--screenshots')
  ? process.argv[process.argv.indexOf('--screenshots') + 1]
  : null;
const profile = process.argv.includes('--profile');
const mounts = 9;
const switches = 18;

// --- build the page (production React; Lingui messages kept so English shows without catalogs) ---
const outDir = mkdtempSync(join(tmpdir(), 'hub-ui-bench-'));
const buildStart = performance.now();
await build({
  configFile: false,
  root: pageDir,
  logLevel: 'warn',
  mode: 'production',
  plugins: [
    react({
      babel: {
        plugins: [[require.resolve('@lingui/babel-plugin-lingui-macro'), { stripMessageField: false }]],
      },
    }),
    vanillaExtractPlugin(),
  ],
  resolve: {
    conditions: ['@hub/source', ...defaultClientConditions],
    // The app ships compiled catalogs; this page has none, so it compiles the English messages at run
    // time with Lingui's own compiler (a dependency of @lingui/core, not of ours).
    alias: {
      'lingui-compile-message': createRequire(require.resolve('@lingui/core')).resolve(
        '@lingui/message-utils/compileMessage',
      ),
    },
  },
  environments: { ssr: { resolve: { conditions: ['@hub/source', ...defaultServerConditions] } } },
  build: { outDir, emptyOutDir: true, reportCompressedSize: false, minify: !profile },
});
const buildMs = performance.now() - buildStart;

// --- serve it ---
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  try {
    const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);
const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${origin}/?mode=bench&width=900`);
  await page.waitForFunction(() => Boolean(window.bench));
  const resultCount = await page.evaluate(() => window.bench.resultCount);

  // 37 monthly bars (March 2023 to March 2026) and 29 daily bars (11 February to 11 March 2026).
  const timeframes = [
    { timeframe: 'AllTime', bars: 37 },
    { timeframe: '1Mo', bars: 29 },
  ];
  const rows = [];
  const unsettled = new Set();
  // Warm-up mounts (JIT, fonts), then the measured ones, the two timeframes taking turns: measured one
  // after the other, whichever came first was slower for that alone, on code still being optimised.
  const mountTimes = new Map(timeframes.map(({ timeframe }) => [timeframe, []]));
  for (let run = -2; run < mounts; run += 1) {
    for (const { timeframe, bars } of timeframes) {
      const time = await page.evaluate(([tf, n]) => window.bench.mount(tf, n), [timeframe, bars]);
      if (run < 0) continue;
      mountTimes.get(timeframe).push(time);
      if (!(await page.evaluate(() => window.bench.settled()))) unsettled.add(`mount ${timeframe}`);
    }
  }
  for (const { timeframe, bars } of timeframes) {
    rows.push({
      label: `mount ${timeframe} (${bars} bars) until laid out`,
      times: mountTimes.get(timeframe),
    });
  }
  for (const { timeframe } of timeframes) {
    const times = [];
    for (let run = 0; run < mounts; run += 1) {
      times.push(await page.evaluate((tf) => window.bench.bucket(tf), timeframe));
    }
    rows.push({ label: `the domain's bucketing alone, ${timeframe}`, times });
  }
  const switchTimes = { AllTime: [], '1Mo': [] };
  for (let run = 0; run < switches; run += 1) {
    // The last chart mounted above is 1Mo: the first switch goes to All Time.
    const { timeframe, bars } = timeframes[run % 2];
    switchTimes[timeframe].push(
      await page.evaluate(([tf, n]) => window.bench.switchTo(tf, n), [timeframe, bars]),
    );
    if (!(await page.evaluate(() => window.bench.settled()))) unsettled.add(`switch to ${timeframe}`);
  }
  rows.push({ label: 'switch All Time -> 1Mo (re-render)', times: switchTimes['1Mo'] });
  rows.push({ label: '1Mo -> All Time (re-render)', times: switchTimes.AllTime });
  // What a visitor meets: the first mount on a freshly loaded page, its code not yet optimised.
  const coldTimes = [];
  for (let run = 0; run < 5; run += 1) {
    const fresh = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await fresh.goto(`${origin}/?mode=bench&width=900`);
    await fresh.waitForFunction(() => Boolean(window.bench));
    coldTimes.push(await fresh.evaluate(() => window.bench.mount('AllTime', 37)));
    if (!(await fresh.evaluate(() => window.bench.settled()))) unsettled.add('first mount');
    await fresh.close();
  }
  rows.push({ label: 'first mount AllTime on a fresh page (cold)', times: coldTimes });
  for (const label of unsettled)
    rows.push({ label: `${label}: REDRAWN after the measured moment`, times: [] });

  if (profile) await printProfile(browser, page, timeframes);

  console.log(
    `activity chart in Chromium: ${resultCount} activity results (3 years, daily), page built in ${(buildMs / 1000).toFixed(1)} s`,
  );
  console.log(`  ${'what'.padEnd(44)} ${'median'.padStart(10)} ${'max'.padStart(10)}   runs`);
  for (const row of rows) {
    if (row.times.length === 0) {
      console.log(`  ${row.label}`);
      continue;
    }
    console.log(
      `  ${row.label.padEnd(44)} ${ms(median(row.times))} ${ms(max(row.times))}   ${row.times.length}`,
    );
  }
  if (unsettled.size > 0) process.exitCode = 1;

  if (screenshotsAt) {
    mkdirSync(screenshotsAt, { recursive: true });
    const shots = [
      { name: 'en-1W', query: 'timeframe=1W&locale=en&width=900', viewport: 1000 },
      { name: 'en-1Mo', query: 'timeframe=1Mo&locale=en&width=900', viewport: 1000 },
      { name: 'en-3Mos', query: 'timeframe=3Mos&locale=en&width=900', viewport: 1000 },
      { name: 'en-AllTime', query: 'timeframe=AllTime&locale=en&width=900', viewport: 1000 },
      { name: 'ar-1W', query: 'timeframe=1W&locale=ar&width=900', viewport: 1000 },
      { name: 'ar-AllTime', query: 'timeframe=AllTime&locale=ar&width=900', viewport: 1000 },
      { name: 'narrow-1Mo', query: 'timeframe=1Mo&locale=en&width=375', viewport: 375 },
      { name: 'narrow-AllTime', query: 'timeframe=AllTime&locale=en&width=375', viewport: 375 },
    ];
    for (const shot of shots) {
      const view = await browser.newPage({ viewport: { width: shot.viewport, height: 700 } });
      await view.goto(`${origin}/?mode=view&${shot.query}`);
      await view.waitForSelector('[data-bar-index]');
      // Focus today's bar so the focus ring and the tooltip show too.
      for (let step = 0; step < 8; step += 1) {
        await view.keyboard.press('Tab');
        if (await view.evaluate(() => document.activeElement?.hasAttribute('data-bar-index'))) break;
      }
      // Transitions (focus rings, the hovered button's background) end before a shot, so that two runs of
      // the same code give the same pixels.
      const transitionsEnded = () =>
        view.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          await Promise.all(document.getAnimations().map((animation) => animation.finished));
        });
      await transitionsEnded();
      await view.screenshot({ path: join(screenshotsAt, `${shot.name}.png`), fullPage: true });
      // The chart's markup too, to compare two versions where pixels could hide a difference.
      const markup = await view.locator('#root').evaluate((element) => element.innerHTML);
      writeFileSync(join(screenshotsAt, `${shot.name}.html`), `${markup}\n`);
      await view
        .getByRole('button', { name: /table/ })
        .click()
        .catch(() => {});
      await transitionsEnded();
      await view.screenshot({ path: join(screenshotsAt, `${shot.name}-table.png`), fullPage: true });
      await view.close();
    }
    console.log(`  screenshots in ${screenshotsAt}`);
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

/**
 * Samples mounts and prints the functions that took the most time of their own: 20 mounts of each
 * timeframe, then the first mount on a fresh page (code not yet compiled nor optimised).
 */
async function printProfile(browser, page, timeframes) {
  const sample = async (on, title, runs, mount) => {
    const cdp = await on.context().newCDPSession(on);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    for (let run = 0; run < runs; run += 1) await mount();
    const { profile: cpu } = await cdp.send('Profiler.stop');
    const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
    const self = new Map();
    cpu.samples.forEach((id, index) => {
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (cpu.timeDeltas[index + 1] ?? 0));
    });
    console.log(`profile, ${title}: self time per mount (idle is waiting)`);
    for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${ms(micros / 1000 / runs)}  ${key}`);
    }
  };
  for (const { timeframe, bars } of timeframes) {
    await sample(page, `20 mounts of ${timeframe}`, 20, () =>
      page.evaluate(([tf, n]) => window.bench.mount(tf, n), [timeframe, bars]),
    );
  }
  const fresh = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await fresh.goto(`${origin}/?mode=bench&width=900`);
  await fresh.waitForFunction(() => Boolean(window.bench));
  await sample(fresh, 'the first mount of AllTime on a fresh page', 1, () =>
    fresh.evaluate(() => window.bench.mount('AllTime', 37)),
  );
  await fresh.close();
}
