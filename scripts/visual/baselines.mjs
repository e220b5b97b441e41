// The committed screenshots of the visual gate (docs/decisions.md "Visual gate"): a manifest,
// visual/baselines.json, maps each shot's name to an image in visual/baselines/ named by the hash of its
// pixels. Shots that look the same (a state shown in two stories, an Arabic story and the Arabic shot of its
// English one) share one file; every file is stored as a lossless WebP (webp.mjs) when it is committed.
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
import { Worker } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { decodeWebpImage } from './webp.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const baselineDir = join(root, 'visual', 'baselines');
export const manifestFile = join(root, 'visual', 'baselines.json');
export const resultsDir = join(root, 'test-results', 'visual');
const recordsDir = join(resultsDir, 'records');
const stagedDir = join(resultsDir, 'staged');

/** pixelmatch's per-pixel colour threshold (0 to 1), and the share of pixels that may differ. */
const pixelThreshold = 0.1;
const maxDiffRatio = 0.001;

/** @typedef {{ width: number, height: number, data: Buffer }} Image */
/** @typedef {'same' | 'new' | 'changed' | 'failed'} Outcome */
/**
 * @typedef {{ shot: string, story: string, outcome: Outcome, file?: string, encoded?: string, decoded?: boolean, near?: boolean,
 *   message?: string }} ShotRecord
 */

function readStore() {
  if (!existsSync(manifestFile)) return {};
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/** The manifest: shot name -> image file name. Missing means no baselines yet. */
export function readManifest() {
  return /** @type {Record<string, string>} */ (readStore().shots ?? {});
}

/**
 * Chromium's own encodings of the baselines: the hash of the PNG bytes a screenshot came as -> the image
 * file with those pixels. Chromium encodes the same pixels into the same bytes, so a shot whose bytes are
 * known is the same as its baseline without decoding it (decoding a full page took most of a second).
 * A new Chromium may encode differently: then shots are decoded and compared by pixels, as before, until
 * `pnpm test:storybook --update` records the new encodings.
 */
export function readEncodings() {
  return /** @type {Record<string, string>} */ (readStore().encodings ?? {});
}

const byKey = (entries) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Writes the manifest sorted by shot name, one shot a line, so a refresh changes only its own lines. */
export function writeManifest(shots, encodings = readEncodings()) {
  const files = new Set(Object.values(shots));
  const text = JSON.stringify(
    {
      about:
        'Screenshots of the visual gate: shot name -> image in visual/baselines (lossless WebP); encodings: the hash of the ' +
        "PNG bytes Chromium's screenshot came as -> image. Written by pnpm test:storybook --update.",
      shots: byKey(Object.entries(shots)),
      encodings: byKey(Object.entries(encodings).filter(([, file]) => files.has(file))),
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

/**
 * The name an image is stored under: the hash of its size and pixels, whatever its encoding, as a lossless
 * WebP (webp.mjs). Images stored before WebP keep the hash, with `.png`.
 */
export function imageName(image) {
  const hash = createHash('sha256')
    .update(`${image.width}x${image.height}\n`)
    .update(image.data)
    .digest('hex');
  return `${hash.slice(0, 20)}.webp`;
}

/** Whether a file of visual/baselines is a stored image (WebP, or PNG from before). */
const isImage = (file) => file.endsWith('.webp') || file.endsWith('.png');

/** The hash of a screenshot's PNG bytes as Chromium encoded them (the key of `readEncodings`). */
export function encodedName(png) {
  return createHash('sha256').update(png).digest('hex').slice(0, 20);
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

/** Reads and decodes a stored baseline image. */
export async function readBaseline(file) {
  const bytes = readFileSync(join(baselineDir, file));
  return file.endsWith('.webp') ? decodeWebpImage(bytes) : decode(bytes);
}

/** A stored baseline as a PNG a person can open beside the failed shot. */
export async function baselineAsPng(file) {
  const image = await readBaseline(file);
  const png = new PNG({ width: image.width, height: image.height });
  image.data.copy(png.data);
  return PNG.sync.write(png);
}

/**
 * Keeps a new or changed shot for the baselines, under its pixel hash, as Chromium encoded it: compressing
 * is left to the process that ran the workers (`commitStaged`), so a story's test does not wait for it.
 */
export function stageImage(image, png) {
  const name = imageName(image);
  const target = join(stagedDir, name);
  if (existsSync(target) || existsSync(join(baselineDir, name))) return name;
  mkdirSync(stagedDir, { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, png);
  renameSync(temporary, target); // atomic: two workers staging the same picture cannot tear it
  return name;
}

/**
 * Moves the staged images the manifest now names into visual/baselines, as lossless WebP (webp.mjs), on two
 * threads. Resolves to the bytes before (Chromium's PNGs) and after.
 */
export async function commitStaged(names) {
  const todo = [...new Set(names)].filter((name) => !existsSync(join(baselineDir, name)));
  mkdirSync(baselineDir, { recursive: true });
  const totals = { before: 0, after: 0 };
  const threads = Math.max(1, Math.min(2, todo.length));
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL('./compress-worker.mjs', import.meta.url));
      /** The answer the thread owes for the image it was last sent. */
      let owed = { resolve: (_value) => {}, reject: (_error) => {} };
      worker.on('message', (value) => owed.resolve(value));
      worker.on('error', (error) => owed.reject(error));
      try {
        while (next < todo.length) {
          const name = todo[next++];
          const raw = readFileSync(join(stagedDir, name));
          const compressed = await new Promise((resolve, reject) => {
            owed = { resolve, reject };
            worker.postMessage(raw);
          });
          writeFileSync(join(baselineDir, name), Buffer.from(compressed));
          totals.before += raw.length;
          totals.after += compressed.byteLength;
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return totals;
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
  return readdirSync(baselineDir).filter((file) => isImage(file) && !used.has(file));
}
