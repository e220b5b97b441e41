// The committed screenshots of the visual gate (docs/decisions.md "Visual gate"): a manifest,
// visual/baselines.json, maps each shot's name to an image in visual/baselines/ named by the hash of its
// pixels. Shots that look the same (a state shown in two stories, an Arabic story and the Arabic shot of its
// English one) share one file; every file is compressed losslessly with oxipng when it is written.
// The store is read by the test-runner's workers (.storybook/test-runner.ts) and changed only by the process
// that ran them (scripts/test-storybook.mjs), from the records the workers leave in test-results/visual.
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimise, { init as initOxipng } from '@jsquash/oxipng/optimise.js';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const baselineDir = join(root, 'visual', 'baselines');
export const manifestFile = join(root, 'visual', 'baselines.json');
export const resultsDir = join(root, 'test-results', 'visual');
const recordsDir = join(resultsDir, 'records');

/** pixelmatch's per-pixel colour threshold (0 to 1), and the share of pixels that may differ. */
const pixelThreshold = 0.1;
const maxDiffRatio = 0.001;

/** @typedef {{ width: number, height: number, data: Buffer }} Image */
/** @typedef {'same' | 'new' | 'changed' | 'failed'} Outcome */
/** @typedef {{ shot: string, story: string, outcome: Outcome, file?: string, message?: string }} ShotRecord */

/** The manifest: shot name -> image file name. Missing means no baselines yet. */
export function readManifest() {
  if (!existsSync(manifestFile)) return {};
  return /** @type {Record<string, string>} */ (JSON.parse(readFileSync(manifestFile, 'utf8')).shots ?? {});
}

/** Writes the manifest sorted by shot name, one shot a line, so a refresh changes only its own lines. */
export function writeManifest(shots) {
  const sorted = Object.fromEntries(Object.entries(shots).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const text = JSON.stringify(
    {
      about:
        'Screenshots of the visual gate: shot name -> image in visual/baselines. Written by pnpm test:storybook --update.',
      shots: sorted,
    },
    null,
    2,
  );
  writeFileSync(manifestFile, `${text}\n`);
}

/** Decodes a PNG into RGBA pixels. */
export function decode(png) {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/** The name an image is stored under: the hash of its size and pixels, whatever its encoding. */
export function imageName(image) {
  const hash = createHash('sha256')
    .update(`${image.width}x${image.height}\n`)
    .update(image.data)
    .digest('hex');
  return `${hash.slice(0, 20)}.png`;
}

/** Copies an image onto a white canvas of the given size, so two sizes can be compared. */
function padTo(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const padded = new PNG({ width, height });
  padded.data.fill(255);
  PNG.bitblt(/** @type {PNG} */ (image), padded, 0, 0, image.width, image.height, 0, 0);
  return padded;
}

/**
 * Compares a shot with its baseline: null when they match (at most 0.1% of pixels differ, each by
 * pixelmatch's colour threshold, and the size is the same), else what differs and the diff image.
 */
export function compare(actual, expected) {
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

/** Reads a stored baseline image. */
export function readBaseline(file) {
  return decode(readFileSync(join(baselineDir, file)));
}

let oxipngReady;
/** oxipng (WebAssembly, so it runs wherever Node does), initialised once per process. */
function oxipng() {
  oxipngReady ??= (async () => {
    const wasm = readFileSync(
      fileURLToPath(import.meta.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')),
    );
    await initOxipng(await WebAssembly.compile(wasm));
  })();
  return oxipngReady;
}

/**
 * Stores an image under its pixel hash, compressed losslessly by oxipng (level 2: level 4 saved another
 * 1% at twice the time). Writing is atomic, so two workers storing the same image cannot tear it.
 */
export async function storeImage(image) {
  const name = imageName(image);
  const target = join(baselineDir, name);
  if (existsSync(target)) return name;
  await oxipng();
  const raw = PNG.sync.write(/** @type {PNG} */ (Object.assign(new PNG({ width: image.width, height: image.height }), { data: image.data })));
  const compressed = Buffer.from(await optimise(raw, { level: 2, interlace: false, optimiseAlpha: false }));
  mkdirSync(baselineDir, { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, compressed);
  renameSync(temporary, target);
  return name;
}

/** Writes a failure's picture (actual, expected or diff) where a person can open it; returns its path. */
export function writeResult(shot, kind, png) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${shot}.${kind}.png`);
  writeFileSync(file, png);
  return relative(root, file);
}

/** Leaves a shot's outcome for the process that ran the workers (one file per worker process). */
export function record(entry) {
  mkdirSync(recordsDir, { recursive: true });
  appendFileSync(join(recordsDir, `${process.pid}.jsonl`), `${JSON.stringify(entry)}\n`);
}

/** Every record the workers left. */
export function readRecords() {
  if (!existsSync(recordsDir)) return /** @type {ShotRecord[]} */ ([]);
  return readdirSync(recordsDir)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => readFileSync(join(recordsDir, file), 'utf8').split('\n').filter(Boolean))
    .map((line) => /** @type {ShotRecord} */ (JSON.parse(line)));
}

/** Forgets the last run's records and failure pictures. */
export function clearResults() {
  rmSync(resultsDir, { recursive: true, force: true });
}

/** Images in visual/baselines that no shot of the manifest names. */
export function unreferencedImages(shots) {
  if (!existsSync(baselineDir)) return [];
  const used = new Set(Object.values(shots));
  return readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !used.has(file));
}

