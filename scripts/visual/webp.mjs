// WebP, lossless, for the baselines: every pixel comes back exactly as Chromium drew it, in about 40% of the
// bytes of the best PNG (oxipng saved 2% more at level 6 on the same pictures; WebP lossless saved 61%).
// @jsquash/webp is libwebp compiled to WebAssembly (Squoosh's build), so it runs wherever Node does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import encodeWebp, { init as initEncoder } from '@jsquash/webp/encode.js';
import decodeWebp, { init as initDecoder } from '@jsquash/webp/decode.js';

// createRequire, not import.meta.resolve: this module also loads inside the test-runner's Jest workers.
const require = createRequire(import.meta.url);
const wasm = (path) => WebAssembly.compile(readFileSync(require.resolve(`@jsquash/webp/codec/${path}`)));

let encoderReady;
let decoderReady;

/**
 * Encodes RGBA pixels as lossless WebP. `exact` keeps the colour of fully transparent pixels too, so decoding
 * gives back the very bytes; `method` 4 is libwebp's default effort (6 took eight times as long for nothing).
 * @param {{ width: number, height: number, data: Uint8Array }} image
 * @returns {Promise<Buffer>}
 */
export async function encodeLossless(image) {
  encoderReady ??= wasm('enc/webp_enc_simd.wasm').then((module) => initEncoder(module));
  await encoderReady;
  const data = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  const encoded = await encodeWebp(
    { data, width: image.width, height: image.height, colorSpace: 'srgb' },
    { lossless: 1, quality: 100, method: 4, exact: 1 },
  );
  return Buffer.from(encoded);
}

/**
 * Decodes a WebP into RGBA pixels.
 * @param {Buffer} webp
 * @returns {Promise<{ width: number, height: number, data: Buffer }>}
 */
export async function decodeWebpImage(webp) {
  decoderReady ??= wasm('dec/webp_dec.wasm').then((module) => initDecoder(module));
  await decoderReady;
  const arrayBuffer = webp.buffer.slice(webp.byteOffset, webp.byteOffset + webp.length);
  const { width, height, data } = await decodeWebp(arrayBuffer);
  return { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.length) };
}
