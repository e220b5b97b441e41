// The built Storybook that `pnpm test:storybook` tests (stories, axe and screenshots in one pass): built
// once, rebuilt only when its sources changed, and served on a free local port by a tiny static server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpmCommand, root } from './bootstrap.mjs';

export const staticDir = join(root, 'storybook-static');
const stampFile = join(staticDir, '.sources-hash');

/** What the build reads: stories, components, screens, catalogs, Storybook's config and the lockfile. */
const sources = [
  'packages',
  'apps/hub',
  '.storybook',
  'locales',
  'package.json',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'lingui.config.ts',
];

/** A hash of every tracked or new (not ignored) file the build reads; about 10 ms for 300 files. */
export function sourcesHash() {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...sources],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) return null; // not a git checkout: always build
  const hash = createHash('sha256');
  for (const file of [...new Set(listed.stdout.split('\0').filter(Boolean))].sort()) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds Storybook into storybook-static: 'when-stale' unless the last build there came from the same
 * sources, 'always', or 'never' (use what is there: `npm test` builds once for both gates). Returns false
 * when the build failed or, with 'never', when there is no build.
 */
export function buildStorybook(when = 'when-stale') {
  if (when === 'never') {
    if (existsSync(join(staticDir, 'index.json'))) return true;
    console.error('There is no storybook-static to test: run pnpm build-storybook first.');
    return false;
  }
  const wanted = sourcesHash();
  if (
    when === 'when-stale' &&
    wanted &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === wanted
  ) {
    console.log('storybook-static is up to date with its sources: not rebuilding it.');
    return true;
  }
  rmSync(stampFile, { force: true }); // a failed build leaves no stamp behind
  const began = Date.now();
  console.log('Building Storybook (pnpm build-storybook)…');
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, 'run', 'build-storybook', '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { STORYBOOK_DISABLE_TELEMETRY: '1', ...process.env },
  });
  if (result.status !== 0) {
    // Vite lists every chunk it wrote: only a failed build's output is worth reading.
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-150).join('\n'));
    console.error('pnpm build-storybook failed.');
    return false;
  }
  if (wanted) writeFileSync(stampFile, wanted);
  console.log(`Built Storybook in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
  return true;
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves storybook-static on 127.0.0.1 at a free port; resolves to its URL (with a trailing slash) and a close(). */
export function serveStorybook(dir = staticDir) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(dir, pathname));
    if (file !== dir && !file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        // Vite's hashed assets never change under a name; everything else is asked for again.
        'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

/** The stories of the built Storybook, from its index.json. */
export function builtStories(dir = staticDir) {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

// `node scripts/storybook-static.mjs`: builds storybook-static unless it is up to date (`npm test` does this
// once for both Storybook gates); `--build` always builds.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = buildStorybook(process.argv.includes('--build') ? 'always' : 'when-stale') ? 0 : 1;
}
