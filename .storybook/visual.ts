// The visual gate, run by @storybook/test-runner after each story has rendered, played and passed axe
// (`postVisit` in test-runner.ts): a screenshot of the story compared with its baseline, and for the hub's
// screens the same state narrow and in Arabic. How it works and how to refresh a baseline:
// docs/decisions.md "Visual gate".
import type { Page, Request } from 'playwright';
import {
  baselineAsPng,
  compare,
  decode,
  encodedName,
  imageName,
  readBaseline,
  readEncodings,
  readManifest,
  record,
  stageImage,
  writeResult,
} from '../scripts/visual/baselines.mjs';

/** The viewports of preview.tsx: desktop for every story, narrow for stories that pin it and the variants. */
export const viewports = {
  narrow: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Every page believes it is this moment (UTC), so nothing that shows "today" moves. */
export const fixedNow = new Date('2026-03-16T09:30:00Z');

/** Frozen motion: no animation or transition runs, and no caret blinks, whatever the components do. */
export const freezeCss = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition-delay: 0s !important; transition-duration: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/** Stories whose title starts with this are the hub's screens: also shot narrow and in Arabic. */
const screenTitlePrefix = 'Screens/';
/** `pnpm test:storybook --update` writes the baselines that are missing or changed. */
const updating = process.env.VISUAL_UPDATE === '1';
/** How long a page may keep loading before the shot fails (a loaded two-core machine, not a fast laptop). */
const settleLimitMs = 30_000;
/** Screenshots taken at most before a page that keeps changing fails (Playwright's toHaveScreenshot waits so). */
const stableAttempts = 8;

/** VISUAL_DEBUG=1 tells each step of each shot on the runner's output (why a shot waits, how long it took). */
const debug = process.env.VISUAL_DEBUG
  ? (...parts: unknown[]) =>
      process.stderr.write(`[visual ${new Date().toISOString().slice(11, 23)}] ${parts.join(' ')}\n`)
  : () => {};

/** The manifest as this run found it: every worker reads it once; only the parent process writes it. */
const manifest = readManifest();
const encodings = readEncodings();

interface Tracked {
  /** Requests of the page not yet answered, since the current story began. */
  inFlight: Set<Request>;
  /** Called whenever a request starts or ends. */
  changed: Set<() => void>;
}
/**
 * Kept on the page itself: the test-runner loads this module once for its hooks and once for `prepare`, so
 * module state would not be shared between them.
 */
const trackedKey = Symbol.for('hub.visual.tracked');
const tracked = {
  get: (page: Page) => (page as unknown as Record<symbol, Tracked | undefined>)[trackedKey],
  set: (page: Page, state: Tracked) => {
    (page as unknown as Record<symbol, Tracked>)[trackedKey] = state;
  },
};

/** Follows the page's requests, so a shot waits for the page's own loading (scripts, catalogs, calls). */
export function trackRequests(page: Page) {
  const state: Tracked = { inFlight: new Set(), changed: new Set() };
  tracked.set(page, state);
  const notify = () => state.changed.forEach((listener) => listener());
  page.on('request', (request) => {
    if (request.resourceType() === 'document') return;
    state.inFlight.add(request);
    notify();
  });
  const ended = (request: Request) => {
    state.inFlight.delete(request);
    notify();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** Forgets what the story before left: its requests, the calls it held, what it stored in the browser. */
export async function startStory(page: Page) {
  tracked.get(page)?.inFlight.clear();
  await page.evaluate(() => {
    (globalThis as { __mswHeldForever?: number }).__mswHeldForever = 0;
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/**
 * Waits until the page has nothing left to load but the calls its story holds forever (the loading states,
 * which @hub/api-client's MSW handlers announce), no component is still measuring itself (`data-measuring`)
 * and the fonts are ready; then two animation frames, and the same again, so what an answer started (a
 * render, an effect's call) is waited for too.
 */
async function settle(page: Page) {
  const state = tracked.get(page);
  if (!state) throw new Error('The visual gate is not following this page (prepare in test-runner.ts).');
  const deadline = Date.now() + settleLimitMs;
  const loading = async () => {
    const held = await page.evaluate(
      () => (globalThis as { __mswHeldForever?: number }).__mswHeldForever ?? 0,
    );
    const waiting = [...state.inFlight];
    const calls = waiting.filter(isApiCall).length;
    return calls <= held && waiting.length === calls ? [] : waiting.map((request) => request.url());
  };
  for (let quietChecks = 0; quietChecks < 2;) {
    const waiting = await loading();
    debug('settle: waiting for', waiting.length, waiting.slice(0, 3).join(' '));
    if (waiting.length === 0) {
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const measuring = await page.evaluate(() => document.querySelector('[data-measuring]') !== null);
      quietChecks = measuring ? 0 : quietChecks + 1;
      if (!measuring) continue;
    } else {
      quietChecks = 0;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new Error(
        `The page was still loading after ${settleLimitMs / 1000} s: ${waiting.join(', ') || 'a component measuring itself'}`,
      );
    }
    // The next request to start or end, or the next frame for a measuring component: no fixed pause.
    await Promise.race([
      new Promise<void>((resolve) => {
        const once = () => {
          state.changed.delete(once);
          resolve();
        };
        state.changed.add(once);
      }),
      page.evaluate(
        (ms) =>
          new Promise<void>((resolve) => {
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve();
            });
            observer.observe(document.body, { attributes: true, childList: true, subtree: true });
            setTimeout(resolve, ms);
          }),
        Math.min(left, 1000),
      ),
    ]);
  }
}

/** A full-page screenshot from the top (fixed boxes, a dialog and its overlay, land where the viewport is). */
async function screenshot(page: Page, fullPage: boolean) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.screenshot({ fullPage, animations: 'disabled', caret: 'hide', scale: 'css' });
}

/** Screenshots until two in a row are the same, as Playwright's toHaveScreenshot does. */
async function stableScreenshot(page: Page, first: Buffer, fullPage: boolean) {
  let previous = first;
  for (let attempt = 1; attempt < stableAttempts; attempt += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await screenshot(page, fullPage);
    if (next.equals(previous)) return { png: next, stable: true, previous };
    previous = next;
  }
  return { png: previous, stable: false, previous: first };
}

/** Takes one shot and holds it against its baseline; throws what differs, with the pictures to look at. */
async function checkShot(
  page: Page,
  shot: string,
  storyId: string,
  kind: 'page unless a modal is open' | 'window' = 'page unless a modal is open',
  width: number = viewports.desktop.width,
) {
  debug('shot', shot);
  await settle(page);
  debug('settled', shot);
  // Whether a modal popup is open is read once the page has settled: read before, a popup that closes on an
  // answer still coming (a declined payment said on the page) made the shot the window or the page by luck.
  const fullPage = kind === 'window' ? false : !(await modalOpen(page));
  const expectedFile = manifest[shot];
  let png = await screenshot(page, fullPage);
  let encoded = encodedName(png);
  debug('screenshot', png.length, 'bytes');
  if (expectedFile && encodings[encoded] === expectedFile) {
    // The very bytes Chromium gave for the baseline's pixels: the same, no decoding needed.
    record({ shot, story: storyId, outcome: 'same', file: expectedFile, encoded });
    return;
  }
  let image = decode(png);
  // Not the width this shot was set up for: a story that ran past its test's timeout is still shooting while
  // the next story has reset the window. Never a baseline (an update would keep it).
  if (!fullPage && image.width !== width) {
    record({ shot, story: storyId, outcome: 'failed', message: 'the window changed size during the shot' });
    throw new Error(`Screenshot ${shot}: the window changed size during the shot`);
  }
  debug('decoded and hashed', `${image.width}×${image.height}`);
  if (expectedFile && imageName(image) === expectedFile) {
    record({ shot, story: storyId, outcome: 'same', file: expectedFile, encoded, decoded: true });
    return;
  }
  let expected;
  try {
    expected = expectedFile ? await readBaseline(expectedFile) : undefined;
  } catch {
    expected = undefined; // named by the manifest, but the file is gone: as if there were none
  }
  // Within the threshold on the first shot: the page is as its baseline shows (Playwright's toHaveScreenshot
  // passes on a first match too), so no further shots. The baseline stays as it is, so a refresh writes only
  // what changed. These bytes are of other pixels than the baseline's, but the very same bytes always
  // compare the same: a refresh records them as an accepted encoding of the baseline (`near`), so the next
  // run knows the shot from its bytes instead of decoding and comparing it again.
  if (expected && !compare(image, expected)) {
    record({ shot, story: storyId, outcome: 'same', file: expectedFile, encoded, decoded: true, near: true });
    return;
  }
  // Not the baseline: screenshots until the page holds still, then the last one is compared (a page still
  // settling gets its moment; a page that keeps changing fails).
  const stable = await stableScreenshot(page, png, fullPage);
  png = stable.png;
  encoded = encodedName(png);
  image = decode(png);
  const difference = expected ? compare(image, expected) : null;
  if (expected && !difference) {
    record({ shot, story: storyId, outcome: 'same', file: expectedFile, encoded, decoded: true, near: true });
    return;
  }
  if (updating && stable.stable) {
    const file = stageImage(image, png);
    record({ shot, story: storyId, outcome: expected ? 'changed' : 'new', file, encoded });
    return;
  }
  const pictures = [writeResult(shot, 'actual', png)];
  let message: string;
  if (!stable.stable) {
    message = `the page kept changing over ${stableAttempts} screenshots (the first is kept beside the last)`;
    pictures.push(writeResult(shot, 'first', stable.previous));
  } else if (!expected || !difference) {
    message = 'no baseline: pnpm test:storybook --update writes it';
  } else {
    message = difference.message;
    pictures.push(
      writeResult(shot, 'expected', await baselineAsPng(expectedFile!)),
      writeResult(shot, 'diff', difference.diffPng),
    );
  }
  record({ shot, story: storyId, outcome: 'failed', message });
  throw new Error(`Screenshot ${shot}: ${message}\n  ${pictures.join('\n  ')}`);
}

/** Renders the story again in another language, in place: no remount, no play function, no axe. */
async function switchLanguage(page: Page, locale: string) {
  const status = await page.evaluate(
    (globals) =>
      new Promise<string>((resolve) => {
        const channel = (
          globalThis as {
            __STORYBOOK_ADDONS_CHANNEL__?: {
              on: (event: string, listener: (payload: { status?: string }) => void) => void;
              off: (event: string, listener: (payload: { status?: string }) => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__!;
        const finished = (payload: { status?: string }) => {
          channel.off('storyFinished', finished);
          resolve(payload.status ?? 'success');
        };
        channel.on('storyFinished', finished);
        channel.emit('updateGlobals', { globals });
      }),
    { locale, a11y: { manual: true } },
  );
  debug('rendered again in', locale, status);
  if (status !== 'success') throw new Error(`The story failed when rendered again with locale ${locale}.`);
}

/** Puts the language back for the next story without rendering this one again. */
async function resetLanguage(page: Page) {
  await page.evaluate(() => {
    const preview = (
      globalThis as {
        __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { update: (globals: object) => void } } };
      }
    ).__STORYBOOK_PREVIEW__;
    preview?.storyStoreValue?.userGlobals.update({ locale: 'en', a11y: { manual: false } });
  });
}

export interface StoryShots {
  id: string;
  title: string;
  /** The viewport the story pins, if any. */
  viewport?: string;
  /** The language the story pins, if any. */
  locale?: string;
}

/**
 * Whether a modal popup is open (a Radix Dialog or AlertDialog, or the mobile menu's panel): then the page
 * behind it is inert, covered by the overlay on the first screen, and its own stories shoot it; the shot is
 * what the person sees, the window, and not the whole page again under every popup (docs/decisions.md
 * "Visual gate", the committed pictures' size).
 */
async function modalOpen(page: Page) {
  return page.evaluate(
    () =>
      document.querySelector(
        '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
      ) !== null,
  );
}

/**
 * The shots of one story: the whole page as it is after its play function (the window only while a modal
 * popup is open); and for a screen, the same state
 * narrow and in Arabic (the window resized, the story rendered again in place), its first screen only; a
 * story that pins a language is shot narrow in it. Why one combined shot of the first screen: docs/decisions.md
 * "Visual gate" (the committed pictures' size).
 */
export async function checkStory(page: Page, story: StoryShots) {
  const width = story.viewport === 'narrow' ? viewports.narrow.width : viewports.desktop.width;
  await checkShot(page, story.id, story.id, 'page unless a modal is open', width);
  if (!story.title.startsWith(screenTitlePrefix)) return;
  if (story.locale) {
    // A story that pins its language (Arabic, or Hmong's long words) keeps it: only narrow.
    if (story.viewport === 'narrow') return;
    await page.setViewportSize(viewports.narrow);
    await checkShot(page, `${story.id}--narrow`, story.id, 'window', viewports.narrow.width);
    return;
  }
  await page.setViewportSize(viewports.narrow);
  try {
    await switchLanguage(page, 'ar');
    await checkShot(page, `${story.id}--narrow-ar`, story.id, 'window', viewports.narrow.width);
  } finally {
    await resetLanguage(page);
  }
}
