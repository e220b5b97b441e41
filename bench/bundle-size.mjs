// Prints the size of the built hub: every JavaScript and CSS file, raw, gzipped and in Brotli, largest
// first; the total a first visit downloads (the entry with its static imports); and what a route loads
// on top (its lazy page with the chunks that page imports), for the routes of the budgets: /login and
// the signed-in home. Build first: `pnpm build`. bench/run.mjs uses the same measure through
// `measureBundle`, for the hub and for the floor.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where `pnpm --filter @hub/hub build` writes the hub. */
export const hubDist = join(root, 'apps/hub/dist');

/** The routes of the budgets, as scripts/bundle-budget.json names them, each with its page copy. */
export const hubRoutes = Object.entries(
  JSON.parse(readFileSync(join(root, 'scripts/bundle-budget.json'), 'utf8')).routes,
).map(([route, { page }]) => ({ route, page, modules: [] }));

/** The chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"` in Vite's output). */
function staticImports(code) {
  const found = [];
  for (const keyword of ['from"./', 'import"./']) {
    let at = code.indexOf(keyword);
    while (at !== -1) {
      const start = at + keyword.length;
      const end = code.indexOf('"', start);
      if (end > start && end - start < 200) found.push(code.slice(start, end));
      at = code.indexOf(keyword, start);
    }
  }
  return found;
}

/**
 * Every script a page names (entry and modulepreloads), with what each imports statically, and the English
 * catalog: the static measure, which cannot see what loads by dynamic import at start-up
 * (scripts/check-bundle-budget.mjs counts that in a browser; `pnpm bench` shows both).
 */
export function routeScripts(distDir, pageFile) {
  const html = readFileSync(join(distDir, pageFile), 'utf8');
  // Every `="/assets/….js"` of the page: the entry script and the modulepreload links (stylesheets end in .css).
  const named = [];
  let at = html.indexOf('="/assets/');
  while (at !== -1) {
    const start = at + '="/assets/'.length;
    const end = html.indexOf('"', start);
    const name = html.slice(start, end);
    if (name.endsWith('.js') && !named.includes(name)) named.push(name);
    at = html.indexOf('="/assets/', end);
  }
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of staticImports(readFileSync(join(distDir, 'assets', name), 'utf8')))
      visit(imported);
  };
  named.forEach(visit);
  // The entry loads the catalog of the language in use before it renders (English here), from
  // whichever of its chunks holds the i18n module.
  const marker = 'locales/en/messages.po"';
  let catalog = null;
  for (const name of seen) {
    const code = readFileSync(join(distDir, 'assets', name), 'utf8');
    const markerAt = code.indexOf(marker);
    const importAt = markerAt === -1 ? -1 : code.indexOf('import("./', markerAt);
    if (importAt === -1 || importAt - markerAt > 80) continue;
    const start = importAt + 'import("./'.length;
    catalog = code.slice(start, code.indexOf('"', start));
    break;
  }
  if (!catalog) throw new Error(`No English catalog import found in the chunks of ${pageFile}`);
  visit(catalog);
  return [...seen];
}

/** Builds the hub (`pnpm --filter @hub/hub build`) when it has no build yet, or always with `force`. */
export function ensureHubBuilt({ force = false, log = console.error } = {}) {
  if (!force && existsSync(join(hubDist, 'index.html'))) return false;
  log('building the hub: pnpm --filter @hub/hub build');
  const result = spawnSync('pnpm', ['--filter', '@hub/hub', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The hub did not build.');
  return true;
}

/**
 * A copy of the built hub (without source maps) in a temporary folder, so that a rebuild of apps/hub/dist
 * by someone else on this shared machine cannot change or empty it in the middle of a measurement.
 * Returns `{ dir, remove }`. `from`: another built hub than apps/hub/dist (a build kept from before a change).
 */
export function snapshotHubDist(from = hubDist) {
  const dir = mkdtempSync(join(tmpdir(), 'hub-bench-dist-'));
  cpSync(from, dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  for (const [, asset] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (!existsSync(join(dir, asset)))
      throw new Error(`apps/hub/dist is incomplete (no ${asset}): rebuilding?`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every JavaScript and CSS file under `dist/assets`: raw, gzip -9 and Brotli 11 sizes, by name. */
export function assetSizes(dist) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
  return new Map(
    files.map((name) => {
      const content = readFileSync(join(assets, name));
      const brotli = brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      });
      return [
        name,
        {
          name,
          raw: statSync(join(assets, name)).size,
          gzip: gzipSync(content, { level: 9 }).length,
          br: brotli.length,
        },
      ];
    }),
  );
}

/** Sums of a list of file rows: all files, and the JavaScript alone. */
export function totals(list) {
  const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);
  const js = list.filter((row) => row.name.endsWith('.js'));
  return {
    files: list.map((row) => row.name),
    raw: sum(list, 'raw'),
    gzip: sum(list, 'gzip'),
    br: sum(list, 'br'),
    js: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), br: sum(js, 'br') },
  };
}

/**
 * What a built Vite app loads: the first visit (the files index.html names with their static imports) and,
 * for each route, the first visit plus its lazy route modules and what they import. `routes` is a list of
 * `{ route, modules }`, modules being file name prefixes (none for an app without lazy routes).
 */
export function measureBundle(dist, routes) {
  const assets = join(dist, 'assets');
  const rows = assetSizes(dist);

  /** The chunks a module imports statically (`from"./x.js"` in Vite's output), followed to the end. */
  function withStaticImports(names) {
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name) || !rows.has(name)) return;
      seen.add(name);
      const code = readFileSync(join(assets, name), 'utf8');
      for (const [, imported] of code.matchAll(/from"\.\/([^"]+)"/g)) visit(imported);
    };
    names.forEach(visit);
    return seen;
  }

  // What the first visit loads: the files index.html names (entry script, its preloads, its CSS).
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initialNames = withStaticImports([...rows.keys()].filter((name) => html.includes(name)));
  const initial = [...initialNames].map((name) => rows.get(name));

  // A route adds its lazy route modules (layouts and page) and what they import, minus the first visit's.
  const routeTotals = routes.map(({ route, page, modules }) => {
    // A build with route pages (apps/hub/src/build/route-preloads.ts): what the page names, followed
    // through static imports, and the English catalog (`routeScripts`), with the stylesheets the page names.
    if (page && existsSync(join(dist, page))) {
      const html = readFileSync(join(dist, page), 'utf8');
      const names = [
        ...routeScripts(dist, page),
        ...[...rows.keys()].filter((name) => name.endsWith('.css') && html.includes(`/assets/${name}`)),
      ];
      const extra = names.filter((name) => !initialNames.has(name)).length;
      return { route, extra, ...totals(names.map((name) => rows.get(name)).filter(Boolean)) };
    }
    const chunks = modules
      .map((prefix) => [...rows.keys()].find((name) => name.startsWith(prefix) && name.endsWith('.js')))
      .filter(Boolean);
    const extra = [...withStaticImports(chunks)].filter((name) => !initialNames.has(name));
    return { route, extra: extra.length, ...totals([...initial, ...extra.map((name) => rows.get(name))]) };
  });

  const sorted = [...rows.values()].sort((a, b) => b.gzip - a.gzip);
  return { files: sorted, firstVisit: totals(initial), routes: routeTotals, all: totals(sorted) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  if (!existsSync(join(hubDist, 'assets'))) {
    console.error('No built hub at apps/hub/dist: run `pnpm build` first.');
    process.exit(1);
  }
  const measured = measureBundle(hubDist, hubRoutes);
  const line = (label, sizes) =>
    `  ${label.padEnd(46)} ${kb(sizes.raw).padStart(11)} ${kb(sizes.gzip).padStart(11)} ${kb(sizes.br).padStart(11)}`;

  console.log(
    `hub bundle${' '.repeat(39)}${'raw'.padStart(11)} ${'gzip -9'.padStart(11)} ${'brotli 11'.padStart(11)}`,
  );
  for (const row of measured.files) console.log(line(row.name, row));
  console.log(line('first visit (entry, preloads, CSS)', measured.firstVisit));
  for (const route of measured.routes) {
    console.log(line(`${route.route}: first visit + ${route.extra} route chunks`, route));
  }
  console.log(line('all files', measured.all));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
