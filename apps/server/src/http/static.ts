// Serves the built web app (HUB_DIST) on the same origin as /api: its files (the Brotli or gzip copy the
// build wrote beside each, when the client takes it), and index.html for any other page address asked
// for by anything but a JSON-only client, so client-side routes survive a reload.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { messages } from './errors';
import { pageBookAt, pageSender, prerenderedCopy, requestLanguage } from './pages';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Vite names files under /assets by their content hash: they never change, so cache them for a year. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else (index.html, /locales/..., favicon) is revalidated on every use. */
const revalidate = 'no-cache';

async function fileAt(
  root: string,
  urlPath: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // Source maps are for error reporting, not browsers: refused however the address spells `.map`.
  if (decoded.toLowerCase().endsWith('.map')) return null;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return existingFile(path);
}

/** Encodings the build writes beside a file (`apps/hub/vite.config.ts`), best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings the client takes, from Accept-Encoding (`gzip, deflate, br;q=0.9`; `q=0` refuses one).
 * Read with plain string steps, no pattern: the header comes from anyone, and is cut at 1 KiB.
 */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').slice(0, 1024).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && !(q !== undefined && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

async function send(
  c: Context,
  file: { path: string; size: number; mtimeMs: number },
  cacheControl: string,
): Promise<Response> {
  const type = extname(file.path).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[type] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  // The smallest copy the client takes: Brotli, else gzip, else the file itself. Caches keep them apart.
  // What is worth compressing is the build's choice (apps/hub/src/build/precompress.ts): a copy is
  // sent where the build wrote one.
  let body = file;
  let tag = '';
  headers.Vary = 'Accept-Encoding';
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  for (const encoding of encodings) {
    if (!accepted.has(encoding.name)) continue;
    const compressed = await existingFile(`${file.path}${encoding.suffix}`);
    if (!compressed) continue;
    body = compressed;
    tag = `-${encoding.name}`;
    headers['Content-Encoding'] = encoding.name;
    break;
  }
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${tag}"`;
  headers.ETag = etag;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(body.size) });
  return c.body(new Uint8Array(await readFile(body.path)), 200, headers);
}

async function existingFile(path: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the client wants something other than JSON only: a browser (text/html), a crawler or a tool
 * (`*` + `/*`, no Accept at all). Only a client that asks for JSON and nothing else gets the API's 404.
 */
function wantsPage(c: Context): boolean {
  const accept = (c.req.header('accept') ?? '').slice(0, 1024).toLowerCase();
  const types = accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return types.length === 0 || types.some((type) => type !== 'application/json');
}

/**
 * A handler for every non-/api address. Source maps are not served: they are for error reporting,
 * not for browsers. Without a built app, page addresses answer 404.
 */
export function serveWebApp(dist: string | null) {
  const root = dist ? normalize(dist) : null;
  const book = root ? pageBookAt(root) : null;
  const sendPage = pageSender();
  return async (c: Context): Promise<Response> => {
    const method = c.req.method;
    if (!root || (method !== 'GET' && method !== 'HEAD')) return c.json({ detail: messages.notFound }, 404);
    const urlPath = new URL(c.req.url).pathname;
    const file = await fileAt(root, urlPath);
    if (file) return send(c, file, urlPath.startsWith('/assets/') ? immutable : revalidate);
    if (wantsPage(c) && !urlPath.startsWith('/assets/')) {
      // The copy of index.html naming this route's chunks when the build wrote one (src/http/pages.ts).
      const pages = await book!();
      // In the visitor's language when the build prerendered it (the hub's src/prerender.tsx).
      const copy = pages.pages.get(urlPath);
      const localized = copy ? prerenderedCopy(pages, copy, requestLanguage(c)) : null;
      const index =
        (localized && localized !== copy ? await fileAt(root, `/${localized}`) : null) ??
        (copy ? await fileAt(root, `/${copy}`) : null) ??
        (await fileAt(root, '/index.html'));
      if (index) return sendPage(c, index, pages, acceptedEncodings(c.req.header('accept-encoding')));
    }
    return c.json({ detail: messages.notFound }, 404);
  };
}
