import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressing the built hub', () => {
  let dist: string;
  const script = `export const words = ${JSON.stringify('play and breathe '.repeat(400))};\n`;

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'hub-precompress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export {};\n');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), script);
    writeFileSync(join(dist, 'photo.png'), script);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes Brotli and gzip copies that open to the same bytes, and smaller', async () => {
    await precompressFolder(dist);
    const file = join(dist, 'assets', 'index-abc.js');
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length / 10);
  });

  it('leaves alone what gains nothing: small files, source maps, images', async () => {
    await precompressFolder(dist);
    for (const path of ['assets/tiny-abc.js', 'assets/index-abc.js.map', 'photo.png']) {
      expect(existsSync(join(dist, `${path}.br`))).toBe(false);
      expect(existsSync(join(dist, `${path}.gz`))).toBe(false);
    }
  });
});
