// `pnpm test:storybook`: the Storybook that is deployed, tested as QA sees it, in one pass. Builds the static
// Storybook (unless it is up to date with its sources), serves it on a free local port and runs
// @storybook/test-runner against it in the Chromium that `npm test` installs: every story renders, its play
// function passes, axe finds nothing (addon-a11y, `a11y.test: 'error'` in .storybook/preview.tsx), and its
// screenshots match the committed baselines (.storybook/visual.ts; docs/decisions.md "Visual gate").
//
//   --update      writes the baselines that are missing or changed (only those), and after a whole run
//                 forgets the shots of stories that are gone
//   --no-build    tests what storybook-static holds; --build always rebuilds
//   PATTERN       only the stories whose component id matches (e.g. screens-login, forms-)
//   --screens     only the hub's screens (component ids screens-…); --no-screens every other story
//                 (`npm test` runs them all, apart from the end-to-end tests: docs/decisions.md).
//   --workers=N   test-runner workers (default 3, or STORYBOOK_WORKERS)
// Other arguments go to the test-runner (for example `--maxWorkers=2`). Failures leave actual, expected and
// diff PNGs, and an index.html showing them side by side, in test-results/visual.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pnpmCommand, root } from './bootstrap.mjs';
import { chromiumPath, hasChromium } from './chromium.mjs';
import { missingFontFiles } from './ensure-chromium.mjs';
import { buildStorybook, builtStories, serveStorybook } from './storybook-static.mjs';
import {
  baselineDir,
  clearResults,
  commitStaged,
  manifestFile,
  readEncodings,
  readManifest,
  readRecords,
  resultsDir,
  unreferencedImages,
  writeManifest,
} from './visual/baselines.mjs';

const args = process.argv.slice(2);
const build = args.includes('--no-build') ? 'never' : args.includes('--build') ? 'always' : 'when-stale';
const update = args.includes('--update');
const own = ['--no-build', '--build', '--update', '--screens', '--no-screens'];
const workersArg = args.find((arg) => arg.startsWith('--workers='));
/** Which stories: all, the screens or the others (.storybook/test-runner-jest.config.js reads it). */
const part = args.includes('--screens') ? 'screens' : args.includes('--no-screens') ? 'others' : '';
const passOn = args.filter((arg) => !own.includes(arg) && arg !== workersArg);
/** A pattern or a part narrows the run to some stories: then nothing is forgotten from the manifest. */
const whole = !part && !passOn.some((arg) => !arg.startsWith('-'));
const workers = workersArg?.slice('--workers='.length) || process.env.STORYBOOK_WORKERS || '3';

async function main() {
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
  const isScreen = (story) => story.id.startsWith('screens-');
  const count = builtStories().filter((story) =>
    part === 'screens' ? isScreen(story) : part === 'others' ? !isScreen(story) : true,
  ).length;
  clearResults();
  const server = await serveStorybook();
  const began = Date.now();
  console.log(
    `Testing ${count} stories of the built Storybook at ${server.url} with @storybook/test-runner` +
      `${update ? ', updating the screenshots that changed' : ''}…`,
  );
  let status;
  try {
    const [command, ...prefix] = pnpmCommand();
    // Not spawnSync: the static server lives in this process and must keep answering.
    const child = spawn(
      command,
      [
        ...prefix,
        'exec',
        'test-storybook',
        '--url',
        server.url,
        '--config-dir',
        '.storybook',
        '--index-json',
        '--ci',
        `--maxWorkers=${workers}`,
        '--disable-telemetry',
        ...passOn,
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          STORYBOOK_DISABLE_TELEMETRY: '1',
          TARGET_URL: server.url,
          FORCE_COLOR: '0',
          VISUAL_UPDATE: update ? '1' : '',
          STORYBOOK_PART: part,
        },
      },
    );
    status = await new Promise((resolve) => {
      child.on('exit', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
  } finally {
    await server.close();
  }
  const visualStatus = await settleBaselines();
  console.log(`The test-runner took ${((Date.now() - began) / 1000).toFixed(1)} s.`);
  return status || visualStatus;
}

/**
 * Whether a shot belongs to a story of the built Storybook: its own shot is named by the story's id, its
 * narrow and Arabic shots by the id and a suffix (.storybook/visual.ts `checkStory`).
 */
function ofStory(shot, storyIds) {
  return storyIds.has(shot) || storyIds.has(shot.replace(/--narrow(-ar)?$/, ''));
}

/**
 * After the run: with --update, the manifest takes the new and changed shots (and, after a whole run, drops
 * the shots of stories that are gone, and the images no shot names); without it, says what is stale and
 * where the failures' pictures are. A story that failed took no shot, but it is not gone: its baselines stay.
 */
async function settleBaselines() {
  const records = readRecords();
  const shots = readManifest();
  const storyIds = new Set(builtStories().map((story) => story.id));
  const stale = whole ? Object.keys(shots).filter((shot) => !ofStory(shot, storyIds)) : [];
  const written = records.filter((entry) => entry.outcome === 'new' || entry.outcome === 'changed');
  const failed = records.filter((entry) => entry.outcome === 'failed');
  const sameCount = records.length - written.length - failed.length;
  /** Shots whose bytes the manifest did not know: decoded to be compared. */
  const decoded = records.filter((entry) => entry.decoded).length;
  console.log(
    `\nScreenshots: ${sameCount} as their baselines, ${written.length} ${update ? 'written' : 'new or changed'}, ` +
      `${failed.length} failed, of ${records.length} taken.`,
  );
  if (update) {
    const compressing = Date.now();
    const { before, after } = await commitStaged(written.map((entry) => entry.file));
    if (before > 0) {
      console.log(
        `Stored the new images as lossless WebP: ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB ` +
          `in ${((Date.now() - compressing) / 1000).toFixed(1)} s.`,
      );
    }
    for (const entry of written) shots[entry.shot] = entry.file;
    for (const shot of stale) delete shots[shot];
    // Chromium's encodings of what this run saw (after a whole run, only those: a Chromium update's old
    // ones go), so the next run knows each shot from its bytes.
    const taken = new Set(records.map((entry) => entry.shot));
    const untaken = new Set(Object.entries(shots).flatMap(([shot, file]) => (taken.has(shot) ? [] : [file])));
    const encodings = whole
      ? // The shots a failed story did not take keep the encodings they had.
        Object.fromEntries(Object.entries(readEncodings()).filter(([, file]) => untaken.has(file)))
      : readEncodings();
    for (const entry of records) {
      if (entry.encoded && entry.file && entry.outcome !== 'failed') encodings[entry.encoded] = entry.file;
    }
    if (written.length > 0 || stale.length > 0 || decoded > 0 || whole) writeManifest(shots, encodings);
    const unused = whole ? unreferencedImages(shots) : [];
    for (const file of unused) rmSync(join(baselineDir, file));
    if (written.length > 0) {
      console.log(
        `Wrote ${written.length} baselines to ${relative(root, manifestFile)}:\n  ` +
          written
            .map((entry) => `${entry.shot} (${entry.outcome})`)
            .sort()
            .join('\n  '),
      );
    }
    if (stale.length > 0) console.log(`Forgot ${stale.length} shots of stories that are gone.`);
    if (unused.length > 0) console.log(`Deleted ${unused.length} images no shot uses any more.`);
  } else if (decoded > records.length / 10) {
    console.log(
      `${decoded} shots were decoded to be compared: their bytes are not ` +
        'the ones the manifest knows (a new Chromium?). pnpm test:storybook --update records them and makes the ' +
        'next run faster; no picture changes.',
    );
  }
  if (!update && stale.length > 0) {
    console.log(
      `${stale.length} baselines belong to no story (pnpm test:storybook --update forgets them):\n  ` +
        stale.sort().join('\n  '),
    );
  }
  if (failed.length > 0) {
    const page = join(resultsDir, 'index.html');
    writeFileSync(page, failurePage(failed));
    console.log(`The failed screenshots, side by side with their baselines: ${relative(root, page)}`);
  }
  return 0; // a failed screenshot already failed its story's test
}

/** A page that shows each failed shot: the baseline, what the run saw, and the difference. */
function failurePage(failed) {
  const escape = (text) =>
    String(text).replace(
      /[&<>"]/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
    );
  const image = (shot, kind) =>
    `<figure><figcaption>${kind}</figcaption><img src="${encodeURIComponent(`${shot}.${kind}.png`)}" alt="${kind} of ${escape(shot)}" onerror="this.parentNode.remove()"></figure>`;
  const rows = failed
    .sort((a, b) => a.shot.localeCompare(b.shot))
    .map(
      (entry) =>
        `<section><h2>${escape(entry.shot)}</h2><p>${escape(entry.message ?? '')}</p>` +
        `<div>${image(entry.shot, 'expected')}${image(entry.shot, 'actual')}${image(entry.shot, 'diff')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Failed screenshots</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}div{display:flex;gap:1rem;align-items:flex-start}
figure{margin:0}img{max-width:32vw;border:1px solid #999}</style>
<h1>${failed.length} failed screenshots</h1>
${rows}
</html>
`;
}

process.exitCode = await main();
