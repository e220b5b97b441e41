// Pages that name the chunks their route needs: for each address below, the build writes a copy of
// index.html under `pages/` with a `<link rel="modulepreload">` for every chunk the route's lazy modules
// load (and a stylesheet link for their CSS), and `pages.json`, the address -> copy map the server reads
// (apps/server/src/http/static.ts) with the chunk of each language's catalog. The browser then fetches the entry and the route's chunks at once,
// instead of learning about the route's chunks only once the entry has run. Other addresses keep
// index.html, whose entry loads what they need as before.
import type { Plugin } from 'vite';

/** The hub's entries: the app (index.html, src/main.tsx) and the signed-out pages' (src/signed-out.tsx). */
export type HubEntry = 'index' | 'signed-out';

export interface RoutePreload {
  /** Names the copy: `pages/<name>.html`. */
  name: string;
  /** The entry whose page (`<entry>.html`) the copy is made of; `index`, the app's, when absent. */
  entry?: HubEntry;
  /** One of the routes of the first-paint budgets (scripts/bundle-budget.json), whose chunks are grouped. */
  budget?: boolean;
  /** Its page is prerendered per language (src/prerender.tsx): `pages/<name>.<language>.html`. */
  prerender?: boolean;
  /** The addresses (path only, exact) that get it. */
  paths: readonly string[];
  /** The lazy modules the route loads, relative to the hub's folder (`src/features/auth/LoginPage.tsx`). */
  modules: readonly string[];
}

/**
 * The routes of the first visits people make: signing in (and the other signed-out pages), and the
 * signed-in home and account.
 */
export const routePreloads: readonly RoutePreload[] = [
  // The signed-out entry's pages (src/features/auth/signed-out-pages.ts).
  {
    name: 'login',
    entry: 'signed-out',
    budget: true,
    prerender: true,
    paths: ['/login'],
    modules: ['src/features/auth/LoginPage.tsx'],
  },
  {
    name: 'passwordreset',
    entry: 'signed-out',
    paths: ['/passwordreset'],
    modules: ['src/features/auth/PasswordResetPage.tsx'],
  },
  {
    name: 'start',
    entry: 'signed-out',
    paths: ['/start'],
    modules: ['src/features/auth/SetPasswordPage.tsx'],
  },
  {
    name: 'home',
    budget: true,
    paths: ['/dashboard', '/dashboard/'],
    modules: [
      'src/features/shell/RootLayout.tsx',
      'src/features/shell/UserShell.tsx',
      'src/features/shell/HomePage.tsx',
    ],
  },
  {
    name: 'account',
    paths: ['/dashboard/account', '/dashboard/account/'],
    modules: [
      'src/features/shell/RootLayout.tsx',
      'src/features/shell/UserShell.tsx',
      'src/features/account/AccountPage.tsx',
    ],
  },
];

/** What the plugin needs of an output chunk (Rollup's OutputChunk). */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  /** The entry's name for an entry chunk (`index`, `signed-out`). */
  name: string;
  isEntry: boolean;
  /** The modules rendered into the chunk. */
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<
  string,
  ChunkLike | { type: 'asset'; fileName: string; source: string | Uint8Array }
>;

/** A chunk and every chunk it imports statically, followed to the end. */
function withImports(bundle: BundleLike, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

/**
 * The tags a route's page adds to index.html: modulepreload for its chunks and what they import, minus
 * what the entry loads anyway, and its stylesheets. Throws when a module is not a chunk of the build (a
 * renamed page must be renamed here too, not silently lose its preloads).
 */
export function preloadTags(bundle: BundleLike, route: RoutePreload, hubRoot: string, base = '/'): string {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const entry = route.entry ?? 'index';
  const entryChunks = withImports(
    bundle,
    chunks.filter((chunk) => chunk.isEntry && chunk.name === entry).map((chunk) => chunk.fileName),
  );
  if (entryChunks.size === 0) throw new Error(`route-preloads: no entry "${entry}" (route "${route.name}")`);
  const starts = route.modules.map((module) => {
    const id = `${hubRoot.replace(/\/$/, '')}/${module}`;
    // The chunk that holds the module: its facade, or a chunk Rollup shares between it and another lazy module.
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk)
      throw new Error(`route-preloads: ${module} (route "${route.name}") is not a chunk of the build`);
    return chunk.fileName;
  });
  const needed = [...withImports(bundle, starts)].filter((fileName) => !entryChunks.has(fileName));
  const css = new Set(
    needed.flatMap((fileName) => [...((bundle[fileName] as ChunkLike).viteMetadata?.importedCss ?? [])]),
  );
  return [
    ...needed.map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`),
    ...[...css].map((fileName) => `<link rel="stylesheet" crossorigin href="${base}${fileName}">`),
  ].join('\n    ');
}

/**
 * The chunk of each language's catalog (`locales/<language>/messages.po`), by language: the server names
 * the one the page will load, as it knows the language (its cookie or Accept-Language).
 */
export function catalogChunks(bundle: BundleLike): Record<string, string> {
  const catalogs: Record<string, string> = {};
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    for (const id of item.moduleIds) {
      const match = /\/locales\/([A-Za-z-]{2,10})\/messages\.po$/.exec(id);
      if (match) catalogs[match[1]!] = item.fileName;
    }
  }
  return catalogs;
}

/** Prerendered HTML of the `prerender` routes: by route name, then by language, the inside of `#root`. */
export interface PrerenderedPages {
  pages: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The theme's class name (@hub/ui `lightTheme`), which the prerendered HTML is styled under. */
  themeClass: string;
}

const rootElement = '<div id="root"></div>';

/** Takes every tag from `start` to `end` out of a page: the page without them, and the tags. */
function takeTags(html: string, start: string, end: string): { rest: string; tags: string[] } {
  const tags: string[] = [];
  let rest = html;
  let at = rest.indexOf(start);
  while (at !== -1) {
    const close = rest.indexOf(end, at);
    if (close === -1) break;
    tags.push(rest.slice(at, close + end.length));
    rest = rest.slice(0, at) + rest.slice(close + end.length).trimStart();
    at = rest.indexOf(start, at);
  }
  return { rest, tags };
}

/**
 * A page copy with a language's prerendered HTML in `#root`, marked with the language, and the theme's
 * class on `<html>` (the entry adds it too; without it the page would lay out without the theme's
 * spacing until the script ran). The page shows from its HTML and CSS, so its scripts start once it has
 * painted: they wait in `<template id="after-paint">`, which `/after-paint.js` (apps/hub/public) clones
 * into the document after the first frame. They no longer compete with the page's CSS for the network,
 * and the largest paint is the HTML's (docs/decisions.md "Prerendered login page"). `/choose-language.js`
 * makes the page's language select work until the page hydrates (docs/decisions.md "The first page").
 */
export function withPrerendered(html: string, language: string, inner: string, themeClass: string): string {
  if (!html.includes(rootElement)) throw new Error('route-preloads: the page has no empty #root to fill');
  const preloads = takeTags(html, '<link rel="modulepreload"', '>');
  const entry = takeTags(preloads.rest, '<script type="module"', '</script>');
  const scripts = [...preloads.tags, ...entry.tags].join('');
  const htmlOpen = entry.rest.indexOf('<html');
  const htmlClose = entry.rest.indexOf('>', htmlOpen);
  if (htmlOpen === -1 || htmlClose === -1) throw new Error('route-preloads: the page has no <html> tag');
  return `${entry.rest.slice(0, htmlClose)} class="${themeClass}"${entry.rest.slice(htmlClose)}`
    .replace(rootElement, () => `<div id="root" data-prerendered="${language}">${inner}</div>`)
    .replace(
      '</body>',
      () =>
        `<template id="after-paint">${scripts}</template>\n    ` +
        `<script type="module" src="/after-paint.js"></script>\n    ` +
        `<script type="module" src="/choose-language.js"></script>\n  </body>`,
    );
}

/**
 * The Vite plugin: writes `pages/<name>.html` for each route, `pages/<name>.<language>.html` for each
 * prerendered one, and `pages.json`.
 */
export function routePreloadPages(
  hubRoot: string,
  routes: readonly RoutePreload[] = routePreloads,
  prerendered: PrerenderedPages = { pages: new Map(), themeClass: '' },
): Plugin {
  let base = '/';
  return {
    name: 'hub:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (bundle['index.html']?.type !== 'asset') return;
      const pages: Record<string, string> = {};
      const localized: Record<string, string[]> = {};
      for (const route of routes) {
        const page = bundle[`${route.entry ?? 'index'}.html`];
        if (page?.type !== 'asset') throw new Error(`route-preloads: no ${route.entry}.html in the build`);
        const html = String(page.source);
        const tags = preloadTags(bundle as unknown as BundleLike, route, hubRoot, base);
        const fileName = `pages/${route.name}.html`;
        const copy = html.replace('</head>', `  ${tags}\n  </head>`);
        this.emitFile({ type: 'asset', fileName, source: copy });
        for (const path of route.paths) pages[path] = fileName;
        for (const [language, inner] of prerendered.pages.get(route.name) ?? []) {
          this.emitFile({
            type: 'asset',
            fileName: `pages/${route.name}.${language}.html`,
            source: withPrerendered(copy, language, inner, prerendered.themeClass),
          });
          (localized[fileName] ??= []).push(language);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'pages.json',
        source: `${JSON.stringify({ pages, prerendered: localized, catalogs: catalogChunks(bundle as unknown as BundleLike) }, null, 2)}\n`,
      });
    },
  };
}
