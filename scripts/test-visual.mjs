// `pnpm test:visual`: a screenshot of every story of the built Storybook, compared with the committed
// baselines in visual/baselines. Screen stories (titles under "Screens/") are also taken at the narrow
// viewport and in Arabic. `--update` writes the baselines that are missing or changed and deletes those
// of stories that no longer exist; `--filter TEXT` takes only stories whose id contains TEXT.
// Failures leave actual, expected and diff PNGs in test-results/visual.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { root } from './bootstrap.mjs';
import { chromiumArgs, chromiumPath, hasChromium } from './chromium.mjs';
import { missingFontFiles } from './ensure-chromium.mjs';
import { buildStorybook, builtStories, serveStorybook } from './storybook-static.mjs';

const baselineDir = join(root, 'visual', 'baselines');
const resultsDir = join(root, 'test-results', 'visual');
const fontsConf = join(root, 'visual', 'fonts.conf');

/** Stories whose title starts with this are the hub's screens: also narrow and in Arabic. */
const screenTitlePrefix = 'Screens/';
/** The viewports of .storybook/preview.tsx: desktop for every story, narrow for the variants. */
const desktop = { width: 1280, height: 800 };
const narrow = { width: 375, height: 740 };
/** Every page believes it is this moment (UTC), so nothing that shows "today" moves. */
const fixedNow = new Date('2026-03-16T09:30:00Z');
/** pixelmatch's per-pixel colour threshold (0 to 1), and the share of pixels that may differ. */
const pixelThreshold = 0.1;
const maxDiffRatio = 0.001;

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = args.includes('--no-build') ? 'never' : args.includes('--build') ? 'always' : 'when-stale';
const filter = args.includes('--filter') ? args[args.indexOf('--filter') + 1] : undefined;
const jobs = Number(process.env.VISUAL_JOBS || 3);

// Frozen motion: no animation or transition runs, and no caret blinks, whatever the components do.
const freezeCss = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition-delay: 0s !important; transition-duration: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/**
 * Runs in every page before Storybook: inserts the freezing style and follows the preview's channel to
 * learn when the story (and its play function) finished, or why it failed.
 */
function pageSetup(css) {
  const state = { status: 'pending', error: '' };
  Object.defineProperty(window, '__visual', { value: state });
  const fail = (message) => {
    if (state.status === 'pending') Object.assign(state, { status: 'failed', error: String(message) });
  };
  const follow = (channel) => {
    channel.on('storyFinished', ({ status }) => {
      if (status === 'error') fail('the story finished with an error (see pnpm test:storybook)');
      if (state.status === 'pending') state.status = 'finished';
    });
    channel.on('storyErrored', ({ title, description }) => fail(`${title}: ${description}`));
    const firstLine = (error) => String(error?.message ?? error).split('\n')[0];
    channel.on('storyThrewException', (error) => fail(firstLine(error)));
    channel.on('playFunctionThrewException', (error) => fail(`play function: ${firstLine(error)}`));
    channel.on('storyMissing', () => fail('the story is missing from this Storybook'));
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      if (value && value !== channel) follow(value);
      channel = value;
    },
  });
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });
}

/** Waits until the page stops changing: no request younger than 3 s in flight and the same DOM twice. */
async function settle(page, inFlight) {
  const deadline = Date.now() + 8000;
  let last = '';
  while (Date.now() < deadline) {
    await page.waitForTimeout(150);
    const young = [...inFlight.values()].filter((started) => Date.now() - started < 3000).length;
    const dom = await page.evaluate(() => {
      let hash = 0;
      for (const char of document.body.innerHTML) hash = (hash * 31 + char.charCodeAt(0)) | 0;
      return `${document.body.innerHTML.length}:${hash}`;
    });
    if (young === 0 && dom === last) return true;
    last = dom;
  }
  return false;
}

/** The shots to take: each story as it is; screens also narrow and in Arabic unless the story pins that. */
function shotsOf(story, storyGlobals) {
  const pinned = storyGlobals[story.id] ?? {};
  const ownViewport = pinned.viewport?.value === 'narrow' ? narrow : desktop;
  const shots = [{ name: story.id, story, viewport: ownViewport, globals: '', play: true }];
  if (story.title.startsWith(screenTitlePrefix)) {
    // A play function speaks the story's own language at its own width, so the variants show the story's
    // first render without it.
    if (!pinned.viewport)
      shots.push({ name: `${story.id}--narrow`, story, viewport: narrow, globals: '', play: false });
    if (!pinned.locale) {
      shots.push({
        name: `${story.id}--ar`,
        story,
        viewport: ownViewport,
        globals: 'locale:ar',
        play: false,
      });
    }
  }
  return shots;
}

/** The globals each story pins itself (`globals: { locale: 'ar' }`), read from the preview in one page. */
async function readStoryGlobals(browser, url, stories) {
  const page = await browser.newPage();
  await page.goto(`${url}iframe.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue);
  const globals = await page.evaluate(
    async (ids) => {
      const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
      const byId = {};
      for (const storyId of ids) byId[storyId] = (await store.loadStory({ storyId })).storyGlobals ?? {};
      return byId;
    },
    stories.map((story) => story.id),
  );
  await page.close();
  return globals;
}

/**
 * One browser context per worker, reused from shot to shot: the HTTP cache keeps Storybook's hashed
 * assets and MSW's service worker stays registered. Each shot is a fresh page load with storage cleared
 * first, so nothing a story keeps (local storage, session storage, cookies) reaches the next one.
 */
async function newWorkerContext(browser) {
  const context = await browser.newContext({
    viewport: desktop,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(fixedNow);
  await context.addInitScript(pageSetup, freezeCss);
  const page = await context.newPage();
  const inFlight = new Map();
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { context, page, inFlight };
}

/**
 * Screenshots the page until two in a row are the same (as Playwright's toHaveScreenshot does): a
 * late layout change (a lazy part arriving, a page growing) is waited out rather than captured halfway.
 */
async function stableScreenshot(page) {
  const take = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await take();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await take();
    if (next.equals(previous)) return { png: next, stable: true };
    previous = next;
  }
  return { png: previous, stable: false };
}

/** Takes one shot in the worker's page. */
async function takeShot(worker, url, shot) {
  const { context, page, inFlight } = worker;
  try {
    // What the story before kept: gone before this one loads.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    inFlight.clear();
    await page.setViewportSize(shot.viewport);
    // The axe check belongs to `pnpm test:storybook`; here it would only cost time.
    const globals = ['a11y.manual:!true', shot.globals].filter(Boolean).join(';');
    const query = new URLSearchParams({
      id: shot.story.id,
      viewMode: 'story',
      ...(shot.play ? {} : { embed: 'true' }),
    });
    await page.goto(`${url}iframe.html?${query}&globals=${globals}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__visual.status !== 'pending', undefined, { timeout: 30_000 });
    const { status, error } = await page.evaluate(() => window.__visual);
    if (status === 'failed') return { error: `did not render: ${error}` };
    const settled = await settle(page, inFlight);
    // A component still measuring its box (a chart before its width is known) marks it data-measuring.
    const measured = await page
      .waitForFunction(() => !document.querySelector('[data-measuring]'), undefined, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    await page.evaluate(async () => {
      // A full-page shot draws fixed boxes (a dialog and its overlay) where the viewport is scrolled to,
      // and a play function leaves it wherever its last click scrolled: from the top, they land in one place.
      window.scrollTo(0, 0);
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const { png, stable } = await stableScreenshot(page);
    return { png, unsettled: !settled || !measured || !stable };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/** Copies a PNG onto a white canvas of the given size, so two sizes can be compared. */
function padTo(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const padded = new PNG({ width, height });
  padded.data.fill(255);
  PNG.bitblt(image, padded, 0, 0, image.width, image.height, 0, 0);
  return padded;
}

/** Compares a shot with its baseline: null when they match, else what differs and the diff image. */
function compare(actualPng, expectedPng) {
  const actual = PNG.sync.read(actualPng);
  const expected = PNG.sync.read(expectedPng);
  const width = Math.max(actual.width, expected.width);
  const height = Math.max(actual.height, expected.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    padTo(actual, width, height).data,
    padTo(expected, width, height).data,
    diff.data,
    width,
    height,
    { threshold: pixelThreshold },
  );
  const sizeChanged = actual.width !== expected.width || actual.height !== expected.height;
  if (!sizeChanged && differing <= maxDiffRatio * width * height) return null;
  const share = ((differing / (width * height)) * 100).toFixed(2);
  return {
    message: sizeChanged
      ? `size ${expected.width}×${expected.height} → ${actual.width}×${actual.height}, ${share}% of pixels differ`
      : `${differing} pixels differ (${share}%, at most ${maxDiffRatio * 100}% allowed)`,
    diffPng: PNG.sync.write(diff),
  };
}

/** Runs the tasks on `limit` workers, each made once by `makeWorker` and closed at the end. */
async function inParallel(items, limit, makeWorker, task) {
  let next = 0;
  const run = async () => {
    const worker = await makeWorker();
    try {
      while (next < items.length) {
        const item = items[next++];
        await task(worker, item);
      }
    } finally {
      await worker.context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

async function main() {
  const began = Date.now();
  if (!hasChromium()) {
    console.error(
      `Chromium is not at ${chromiumPath()}: run node scripts/ensure-chromium.mjs or set CHROMIUM_PATH.`,
    );
    return 1;
  }
  const missingFonts = missingFontFiles();
  if (missingFonts.length > 0) {
    console.error(
      `The screenshots use Debian's ${missingFonts.map((font) => font.name).join(' and ')} (visual/fonts.conf): ` +
        'run node scripts/ensure-chromium.mjs as root, or apt-get install them.',
    );
    return 1;
  }
  if (!buildStorybook(build)) return 1;

  const stories = builtStories().filter((story) => !filter || story.id.includes(filter));
  if (stories.length === 0) {
    console.error(filter ? `No story id contains "${filter}".` : 'The built Storybook has no stories.');
    return 1;
  }
  const server = await serveStorybook();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--hide-scrollbars', '--force-color-profile=srgb'],
    env: { ...process.env, FONTCONFIG_FILE: fontsConf },
  });
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });

  const failures = [];
  const written = [];
  const unsettled = [];
  let passed = 0;
  let shots = [];
  try {
    const storyGlobals = await readStoryGlobals(browser, server.url, stories);
    shots = stories.flatMap((story) => shotsOf(story, storyGlobals));
    console.log(
      `${shots.length} screenshots of ${stories.length} stories, ${jobs} at a time` +
        `${update ? ' (updating the baselines)' : ''}…`,
    );
    let done = 0;
    const makeWorker = async () => {
      const worker = await newWorkerContext(browser);
      await worker.page.goto(`${server.url}iframe.html`, { waitUntil: 'load' });
      return worker;
    };
    await inParallel(shots, jobs, makeWorker, async (worker, shot) => {
      const result = await takeShot(worker, server.url, shot);
      done += 1;
      if (done % 50 === 0) console.log(`  ${done}/${shots.length}`);
      const baseline = join(baselineDir, `${shot.name}.png`);
      if (result.error) {
        failures.push({ shot, message: result.error });
        return;
      }
      if (result.unsettled) unsettled.push(shot.name);
      const hasBaseline = existsSync(baseline);
      const difference = hasBaseline ? compare(result.png, readFileSync(baseline)) : null;
      if (update && (!hasBaseline || difference)) {
        writeFileSync(baseline, result.png);
        written.push(`${shot.name}${hasBaseline ? ` (${difference.message})` : ' (new)'}`);
        passed += 1;
      } else if (!hasBaseline) {
        failures.push({
          shot,
          message: `no baseline: run pnpm test:visual --update to create ${relative(root, baseline)}`,
        });
        writeResult(shot.name, 'actual', result.png);
      } else if (difference) {
        const files = [
          writeResult(shot.name, 'actual', result.png),
          writeResult(shot.name, 'expected', readFileSync(baseline)),
          writeResult(shot.name, 'diff', difference.diffPng),
        ];
        failures.push({
          shot,
          message: `${difference.message}\n      ${files.join('\n      ')}`,
        });
      } else {
        passed += 1;
      }
    });
  } finally {
    await browser.close();
    await server.close();
  }

  // Baselines of shots that no longer exist (a story renamed or removed, a screen that now pins a global).
  const wanted = new Set(shots.map((shot) => `${shot.name}.png`));
  const stale = filter
    ? []
    : readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !wanted.has(file));
  if (update) for (const file of stale) rmSync(join(baselineDir, file));

  if (written.length > 0)
    console.log(`\nWrote ${written.length} baselines:\n  ${written.sort().join('\n  ')}`);
  if (stale.length > 0) {
    console.log(
      `\n${update ? 'Deleted' : 'Found'} ${stale.length} baselines without a story` +
        `${update ? '' : ' (pnpm test:visual --update deletes them)'}:\n  ${stale.sort().join('\n  ')}`,
    );
  }
  if (unsettled.length > 0) {
    console.log(
      `\nStill changing after 8 s when taken (may be unstable):\n  ${unsettled.sort().join('\n  ')}`,
    );
  }
  if (failures.length > 0) {
    failures.sort((a, b) => a.shot.name.localeCompare(b.shot.name));
    console.log(`\n${failures.length} screenshots failed:`);
    for (const { shot, message } of failures)
      console.log(`  ✗ ${shot.name} (${shot.story.title} › ${shot.story.name})\n      ${message}`);
    console.log(`\nactual, expected and diff images are in ${relative(root, resultsDir)}/`);
  }
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  console.log(
    `\nTests:       ${failures.length > 0 ? `${failures.length} failed, ` : ''}${passed} passed, ${shots.length} total`,
  );
  console.log(`Visual comparison of ${shots.length} screenshots took ${seconds} s.`);
  return failures.length > 0 ? 1 : 0;
}

function writeResult(name, kind, png) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.${kind}.png`);
  writeFileSync(file, png);
  return relative(root, file);
}

process.exitCode = await main();
