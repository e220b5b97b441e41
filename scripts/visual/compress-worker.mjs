// A thread of `commitStaged` (baselines.mjs): turns each PNG it is sent, as Chromium encoded a screenshot,
// into a lossless WebP (webp.mjs).
import { parentPort } from 'node:worker_threads';
import { PNG } from 'pngjs';
import { encodeLossless } from './webp.mjs';

parentPort.on('message', async (png) => {
  const { width, height, data } = PNG.sync.read(Buffer.from(png));
  const webp = await encodeLossless({ width, height, data });
  const transfer = webp.buffer.slice(webp.byteOffset, webp.byteOffset + webp.length);
  parentPort.postMessage(transfer, [transfer]);
});
