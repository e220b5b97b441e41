// The floor the hub's budgets compare with (issue 15: "React 19 + react-router 7 + a login form, Vite
// build"): builds bench/floor with Vite 7 in production mode into a temporary folder, writes Brotli and gzip
// copies beside its text files as the hub's build does (apps/hub/src/build/precompress.ts), and serves
// them as the hub's server does (apps/server/src/http/static.ts): the smallest copy the client's
// Accept-Encoding takes, hashed assets cached for a year, index.html for every other page address.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorDir = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));

// The exact packages the hub builds with. react, react-dom, vite and @vitejs/plugin-react are at the root;
// react-router is a dependency of the hub only, so it is resolved from there (one copy, the same version).
const fromHub = createRequire(join(root, 'apps/hub/package.json'));
const packageDir = (require, name) => dirname(require.resolve(`${name}/package.json`));

/** The versions the floor is built with, for the report. */
export function floorVersions() {
  const version = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  const atRoot = (name) => join(root, 'node_modules', name);
  return {
    react: version(atRoot('react')),
    'react-dom': version(atRoot('react-dom')),
    'react-router': version(packageDir(fromHub, 'react-router')),
    vite: version(atRoot('vite')),
    '@vitejs/plugin-react': version(atRoot('@vitejs/plugin-react')),
  };
}

/** Builds the floor (production) into a new temporary folder and precompresses it; returns the folder. */
export async function buildFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'hub-bench-floor-'));
  // Vite sets NODE_ENV=production for a production build; put it back, or every child process started
  // afterwards inherits it (the hub's server refuses demo mode under it).
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: false,
      root: floorDir,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      resolve: {
        // react and react-dom resolve from the root's node_modules; react-router from the hub's.
        alias: [{ find: /^react-router$/, replacement: packageDir(fromHub, 'react-router') }],
        dedupe: ['react', 'react-dom'],
      },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompressFolder(outDir);
  return outDir;
}

/** Removes a folder buildFloor made. */
export function removeFloor(dir) {
  rmSync(dir, { recursive: true, force: true });
}

const compressible = new Set([
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

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

/** The hub's rule: `.br` (quality 11) and `.gz` (level 9) beside each text file of 1 KiB or more, if smaller. */
function precompressFolder(dir) {
  for (const path of [...filesIn(dir)]) {
    if (!compressible.has(extname(path)) || statSync(path).size < 1024) continue;
    const content = readFileSync(path);
    const copies = {
      '.br': brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      '.gz': gzipSync(content, { level: 9 }),
    };
    for (const [suffix, bytes] of Object.entries(copies)) {
      if (bytes.length < content.length) writeFileSync(`${path}${suffix}`, bytes);
    }
  }
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Serves a built folder on 127.0.0.1 (a free port); resolves to `{ origin, close }`. */
export async function serveFloor(dir) {
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url, 'http://floor').pathname);
    let path = normalize(join(dir, urlPath));
    if (!path.startsWith(dir.endsWith(sep) ? dir : dir + sep) || !isFile(path)) {
      if (urlPath.startsWith('/assets/')) return response.writeHead(404).end();
      path = join(dir, 'index.html');
    }
    const type = extname(path);
    const headers = {
      'Content-Type': contentTypes[type] ?? 'application/octet-stream',
      'Cache-Control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body = path;
    if (compressible.has(type)) {
      headers.Vary = 'Accept-Encoding';
      const accepted = (request.headers['accept-encoding'] ?? '')
        .split(',')
        .map((part) => part.split(';')[0].trim().toLowerCase());
      for (const [name, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ]) {
        if (accepted.includes(name) && isFile(`${path}${suffix}`)) {
          body = `${path}${suffix}`;
          headers['Content-Encoding'] = name;
          break;
        }
      }
    }
    const bytes = readFileSync(body);
    response.writeHead(200, { ...headers, 'Content-Length': bytes.length });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
