// Prints the size of the built hub: every JavaScript and CSS file, raw, gzipped and in Brotli, largest
// first; the total a first visit downloads (the entry with its static imports); and what a route loads
// on top (its lazy page with the chunks that page imports), for the routes of the budgets: /login and
// the signed-in home. Build first: `pnpm build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/hub/dist/', import.meta.url));
const assets = join(dist, 'assets');
let files;
try {
  files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
} catch {
  console.error('No built hub at apps/hub/dist: run `pnpm build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = new Map(
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

const line = (label, list) => {
  const sum = (key) => list.reduce((total, row) => total + row[key], 0);
  return `  ${label.padEnd(46)} ${kb(sum('raw')).padStart(11)} ${kb(sum('gzip')).padStart(11)} ${kb(sum('br')).padStart(11)}`;
};

console.log(
  `hub bundle${' '.repeat(39)}${'raw'.padStart(11)} ${'gzip -9'.padStart(11)} ${'brotli 11'.padStart(11)}`,
);
const sorted = [...rows.values()].sort((a, b) => b.gzip - a.gzip);
for (const row of sorted) console.log(line(row.name, [row]));

// What the first visit loads: the files index.html names (entry script, its preloads, its CSS).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialNames = withStaticImports([...rows.keys()].filter((name) => html.includes(name)));
const initial = [...initialNames].map((name) => rows.get(name));
console.log(line('first visit (entry, preloads, CSS)', initial));

// A route adds its lazy route modules (layouts and page) and what they import, minus the first visit's.
for (const [route, modules] of [
  ['/login', ['LoginPage-']],
  ['signed-in home', ['RootLayout-', 'UserShell-', 'HomePage-']],
]) {
  const chunks = modules
    .map((prefix) => [...rows.keys()].find((name) => name.startsWith(prefix) && name.endsWith('.js')))
    .filter(Boolean);
  const extra = [...withStaticImports(chunks)].filter((name) => !initialNames.has(name));
  const label = `${route}: first visit + ${extra.length} route chunks`;
  console.log(line(label, [...initial, ...extra.map((name) => rows.get(name))]));
}
console.log(line('all files', sorted));
