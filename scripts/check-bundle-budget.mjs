// The one hard size check of `npm test` (issue 15): the JavaScript a first visit to /login and to the
// signed-in home downloads, in gzip -9 bytes, against scripts/bundle-budget.json. Deterministic: the same
// build gives the same bytes on any machine, so it fails only when the code grew.
//
// What a route downloads is read off the built hub as the browser reads it: the scripts and modulepreload
// links of the route's copy of index.html (apps/hub/src/build/route-preloads.ts), each followed through
// its static imports, and the English catalog the entry loads before the first render.
//
//   node scripts/check-bundle-budget.mjs [--dist apps/hub/dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : join(root, 'apps/hub/dist');
const budgets = JSON.parse(readFileSync(join(root, 'scripts/bundle-budget.json'), 'utf8'));

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

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

/** Every script a page names (entry and modulepreloads), with what each imports statically. */
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

function gzipBytes(distDir, name) {
  return gzipSync(readFileSync(join(distDir, 'assets', name)), { level: 9 }).length;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  let failed = false;
  console.log('initial JavaScript per route, gzip -9 (scripts/bundle-budget.json)');
  for (const [route, { page, limitBytes, goalBytes }] of Object.entries(budgets.routes)) {
    const scripts = routeScripts(dist, page);
    const total = scripts.reduce((sum, name) => sum + gzipBytes(dist, name), 0);
    const over = total > limitBytes;
    failed ||= over;
    console.log(
      `  ${over ? '✗' : '✓'} ${route.padEnd(16)} ${kib(total).padStart(10)} in ${String(scripts.length).padStart(2)} files` +
        `   limit ${kib(limitBytes)}   goal ${kib(goalBytes)}${total <= goalBytes ? ' (met)' : ''}`,
    );
    if (over) {
      const rows = scripts.map((name) => [name, gzipBytes(dist, name)]).sort((a, b) => b[1] - a[1]);
      for (const [name, bytes] of rows) console.log(`      ${kib(bytes).padStart(10)}  ${name}`);
    }
  }
  if (failed) {
    console.error(
      'A route downloads more JavaScript than its limit. Load what grew lazily, or, if the growth is worth ' +
        'it, raise the limit in scripts/bundle-budget.json and say why in the commit.',
    );
    process.exit(1);
  }
}
