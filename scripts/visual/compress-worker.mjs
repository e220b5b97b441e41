// A thread of `commitStaged` (baselines.mjs): compresses each PNG it is sent with oxipng, losslessly.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import optimise, { init } from '@jsquash/oxipng/optimise.js';

const wasm = readFileSync(
  fileURLToPath(import.meta.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')),
);
await init(await WebAssembly.compile(wasm));

parentPort.on('message', async (png) => {
  const compressed = await optimise(png, { level: 2, interlace: false, optimiseAlpha: false });
  parentPort.postMessage(compressed, [compressed]);
});
