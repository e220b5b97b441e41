// Benchmark of the activity chart in Chromium: builds a small page (bench/page) with Vite in production
// mode, serves it, and prints how long the chart takes with three years of daily activity in the All Time
// and 1Mo timeframes: a fresh mount until the bars are laid out, and a switch between the two.
// Figures only, no assertions. `--screenshots DIR` also saves screenshots of the chart (English 1W and
// All Time, Arabic, narrow) for a look by eye.
//
//   node packages/ui/bench/activity-chart.mjs [--screenshots /tmp/chart-shots]
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  build: { outDir, emptyOutDir: true, reportCompressedSize: false },
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
  for (const { timeframe, bars } of timeframes) {
    // One warm-up mount (JIT, fonts), then the measured ones.
    await page.evaluate(([tf, n]) => window.bench.mount(tf, n), [timeframe, bars]);
    const times = [];
    for (let run = 0; run < mounts; run += 1) {
      times.push(await page.evaluate(([tf, n]) => window.bench.mount(tf, n), [timeframe, bars]));
    }
    rows.push({ label: `mount ${timeframe} (${bars} bars) until laid out`, times });
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
    const target = run % 2 === 0 ? '1Mo' : 'AllTime';
    switchTimes[target].push(await page.evaluate((tf) => window.bench.switchTo(tf), target));
  }
  rows.push({ label: 'switch All Time -> 1Mo (re-render)', times: switchTimes['1Mo'] });
  rows.push({ label: '1Mo -> All Time (re-render)', times: switchTimes.AllTime });

  console.log(
    `activity chart in Chromium: ${resultCount} activity results (3 years, daily), page built in ${(buildMs / 1000).toFixed(1)} s`,
  );
  console.log(`  ${'what'.padEnd(44)} ${'median'.padStart(10)} ${'max'.padStart(10)}   runs`);
  for (const row of rows) {
    console.log(
      `  ${row.label.padEnd(44)} ${ms(median(row.times))} ${ms(max(row.times))}   ${row.times.length}`,
    );
  }

  if (screenshotsAt) {
    mkdirSync(screenshotsAt, { recursive: true });
    const shots = [
      { name: 'en-1W', query: 'timeframe=1W&locale=en&width=900', viewport: 1000 },
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
      await view.screenshot({ path: join(screenshotsAt, `${shot.name}.png`), fullPage: true });
      await view
        .getByRole('button', { name: /table/ })
        .click()
        .catch(() => {});
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
