// Brotli and gzip copies of the built hub's text files, written beside them at build time
// (`index-abc.js.br`, `index-abc.js.gz`): the server sends the smallest copy a browser takes
// (apps/server/src/http/static.ts) without compressing anything per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is compressed: text. Images and fonts are compressed already, and maps are never served. */
const textExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `.br` (quality 11, the most: it is done once) and `.gz` (level 9) beside every text file of
 * `dir` of at least 1 KiB, each only when smaller than the file. Returns the files compressed.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const done: string[] = [];
  for await (const path of filesIn(dir)) {
    if (!textExtensions.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size < minimumBytes) continue;
    const content = await readFile(path);
    const copies = [
      {
        suffix: '.br',
        bytes: await brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      },
      { suffix: '.gz', bytes: await gzipped(content, { level: 9 }) },
    ];
    for (const copy of copies) {
      if (copy.bytes.length < content.length) await writeFile(`${path}${copy.suffix}`, copy.bytes);
    }
    done.push(path);
  }
  return done;
}

/** The Vite plugin: once the bundle is written, its text files get their compressed copies. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
