// The page the server sends for a page address of the hub (issue 15, docs/decisions.md "What the first
// paint loads"). The build writes `pages.json` (apps/hub/src/build/route-preloads.ts): copies of
// index.html for the first routes people visit, each naming its route's chunks, and the chunk of each
// language's catalog. The server picks the copy for the address and, knowing the language the hub will
// start in (its `hub_language` cookie, else Accept-Language, by @hub/domain's one rule), names that
// language's catalog too and sets `lang` and `dir`, so the browser fetches everything the first paint
// needs at once and an Arabic page is right-to-left from its first frame.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  acceptedLanguages,
  initialLanguage,
  isUiLanguage,
  languageCookieName,
  languageDirection,
  type UiLanguage,
} from '@hub/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** A page copy the build may name: `pages/<letters, digits, - or _>.html`, nothing else. */
const pageCopy = /^pages\/[a-z0-9_-]{1,40}\.html$/;
/** A catalog chunk: `assets/<name>.js`. */
const catalogChunk = /^assets\/[A-Za-z0-9_-]{1,80}\.js$/;

export interface PageBook {
  /** The page copies by exact address. */
  pages: ReadonlyMap<string, string>;
  /**
   * The copies prerendered per language (the hub's src/prerender.tsx), with their languages: the copy
   * `pages/login.html` in Arabic is `pages/login.ar.html` (`prerenderedCopy`).
   */
  prerendered: ReadonlyMap<string, ReadonlySet<UiLanguage>>;
  /** The catalog chunk of each language. */
  catalogs: ReadonlyMap<UiLanguage, string>;
}

const emptyBook: PageBook = { pages: new Map(), prerendered: new Map(), catalogs: new Map() };

/** Reads `pages.json`'s object, keeping only entries of the expected shape. */
export function readPageBook(parsed: unknown): PageBook {
  if (!parsed || typeof parsed !== 'object') return emptyBook;
  const { pages, prerendered, catalogs } = parsed as {
    pages?: unknown;
    prerendered?: unknown;
    catalogs?: unknown;
  };
  const entries = (value: unknown) =>
    value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
  return {
    pages: new Map(
      entries(pages).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && pageCopy.test(entry[1]),
      ),
    ),
    prerendered: new Map(
      entries(prerendered)
        .filter((entry): entry is [string, unknown[]] => pageCopy.test(entry[0]) && Array.isArray(entry[1]))
        .map(([copy, languages]) => [copy, new Set(languages.filter(isUiLanguage))]),
    ),
    catalogs: new Map(
      entries(catalogs).filter(
        (entry): entry is [UiLanguage, string] =>
          isUiLanguage(entry[0]) && typeof entry[1] === 'string' && catalogChunk.test(entry[1]),
      ),
    ),
  };
}

/** The copy to send for a page copy in a language: its prerendered one when the build made it, else itself. */
export function prerenderedCopy(book: PageBook, copy: string, language: UiLanguage): string {
  return book.prerendered.get(copy)?.has(language) ? copy.replace(/\.html$/, `.${language}.html`) : copy;
}

/** `pages.json` of a built hub, read again when it changes (a new build under a running server). */
export function pageBookAt(root: string): () => Promise<PageBook> {
  let cached: { mtimeMs: number; book: PageBook } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      const info = await stat(join(root, 'pages.json'));
      if (!info.isFile() || info.size > 64 * 1024) return emptyBook;
      mtimeMs = info.mtimeMs;
    } catch {
      return emptyBook;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.book;
    let book = emptyBook;
    try {
      book = readPageBook(JSON.parse(await readFile(join(root, 'pages.json'), 'utf8')));
    } catch {
      // Not JSON: index.html for every page, naming nothing more.
    }
    cached = { mtimeMs, book };
    return book;
  };
}

/** The language the hub will start in for this request: its cookie, else Accept-Language, else English. */
export function requestLanguage(c: Context): UiLanguage {
  const cookie = getCookie(c, languageCookieName);
  return initialLanguage(
    cookie && cookie.length <= 16 ? cookie : null,
    acceptedLanguages(c.req.header('accept-language')),
  );
}

/** The page with `lang` and `dir` of the language and a modulepreload for its catalog. */
export function personalise(html: string, language: UiLanguage, catalog: string | undefined): string {
  let page = html;
  const open = page.indexOf('<html');
  const close = open === -1 ? -1 : page.indexOf('>', open);
  if (close !== -1) {
    // The theme's class a prerendered copy carries stays (the hub's route-preloads.ts `withPrerendered`).
    const themeClass = /\sclass="([\w -]{1,200})"/.exec(page.slice(open, close))?.[1];
    const classAttribute = themeClass ? ` class="${themeClass}"` : '';
    page = `${page.slice(0, open)}<html lang="${language}" dir="${languageDirection(language)}"${classAttribute}>${page.slice(close + 1)}`;
  }
  // A prerendered page starts its scripts once it has painted (the hub's route-preloads.ts
  // `withPrerendered`): the catalog goes with them.
  const afterPaint = '<template id="after-paint">';
  const waiting = page.indexOf(afterPaint);
  if (catalog && waiting !== -1) {
    const at = waiting + afterPaint.length;
    return `${page.slice(0, at)}<link rel="modulepreload" crossorigin href="/${catalog}">${page.slice(at)}`;
  }
  const head = page.indexOf('</head>');
  if (catalog && head !== -1) {
    page = `${page.slice(0, head)}  <link rel="modulepreload" crossorigin href="/${catalog}">\n  ${page.slice(head)}`;
  }
  return page;
}

interface Encoded {
  body: Uint8Array<ArrayBuffer>;
  encoding: 'br' | 'gzip' | null;
  etag: string;
}

/**
 * Sends pages. Each variant (copy, its version, language, encoding) is made once and kept: a few dozen
 * at most (the copies times ten languages times three encodings), each about a kilobyte.
 */
export function pageSender() {
  const made = new Map<string, Encoded>();
  const templates = new Map<string, { mtimeMs: number; html: string }>();

  async function template(path: string, mtimeMs: number): Promise<string> {
    const known = templates.get(path);
    if (known?.mtimeMs === mtimeMs) return known.html;
    const html = await readFile(path, 'utf8');
    templates.set(path, { mtimeMs, html });
    return html;
  }

  return async function sendPage(
    c: Context,
    file: { path: string; mtimeMs: number },
    book: PageBook,
    accepted: ReadonlySet<string>,
  ): Promise<Response> {
    const language = requestLanguage(c);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    const key = `${file.path}\0${file.mtimeMs}\0${language}\0${encoding}`;
    let page = made.get(key);
    if (!page) {
      const html = personalise(
        await template(file.path, file.mtimeMs),
        language,
        book.catalogs.get(language),
      );
      const plain = Buffer.from(html, 'utf8');
      const body =
        encoding === 'br'
          ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? gzipSync(plain, { level: 9 })
            : plain;
      const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 16);
      page = { body: Uint8Array.from(body), encoding, etag: `W/"${hash}${encoding ? `-${encoding}` : ''}"` };
      if (made.size > 500) made.clear();
      made.set(key, page);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      // The page depends on these: caches keep the variants apart.
      Vary: 'Accept-Encoding, Accept-Language, Cookie',
      ETag: page.etag,
    };
    if (page.encoding) headers['Content-Encoding'] = page.encoding;
    if (c.req.header('if-none-match') === page.etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD')
      return c.body(null, 200, { ...headers, 'Content-Length': String(page.body.length) });
    return c.body(page.body, 200, headers);
  };
}
