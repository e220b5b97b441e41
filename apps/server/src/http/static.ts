// Serves the built web app (HUB_DIST) on the same origin as /api: its files, and index.html for any
// other page address a browser asks for, so client-side routes survive a reload.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { messages } from './errors';

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
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function send(
  c: Context,
  file: { path: string; size: number; mtimeMs: number },
  cacheControl: string,
): Promise<Response> {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': contentTypes[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(file.size) });
  return c.body(new Uint8Array(await readFile(file.path)), 200, headers);
}

function acceptsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * A handler for every non-/api address. Source maps are not served: they are for error reporting,
 * not for browsers. Without a built app, page addresses answer 404.
 */
export function serveWebApp(dist: string | null) {
  const root = dist ? normalize(dist) : null;
  return async (c: Context): Promise<Response> => {
    const method = c.req.method;
    if (!root || (method !== 'GET' && method !== 'HEAD')) return c.json({ detail: messages.notFound }, 404);
    const urlPath = new URL(c.req.url).pathname;
    const file = await fileAt(root, urlPath);
    if (file) return send(c, file, urlPath.startsWith('/assets/') ? immutable : revalidate);
    if (acceptsHtml(c) && !urlPath.startsWith('/assets/')) {
      const index = await fileAt(root, '/index.html');
      if (index) return send(c, index, revalidate);
    }
    return c.json({ detail: messages.notFound }, 404);
  };
}
