// Prints the size of the built hub: every JavaScript and CSS file, raw and gzipped, largest first,
// and the total a first visit downloads (the entry with its static imports). Build first: `pnpm build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = files
  .map((name) => {
    const content = readFileSync(join(assets, name));
    return { name, raw: statSync(join(assets, name)).size, gzip: gzipSync(content, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

// What the first visit loads: the files index.html names (entry script, its preloads, its CSS).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = rows.filter((row) => html.includes(row.name));

console.log('hub bundle (gzip -9)');
for (const row of rows)
  console.log(`  ${row.name.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
console.log(
  `  ${'first visit (entry, preloads, CSS)'.padEnd(44)} ${kb(sum(initial, 'raw')).padStart(10)} ${kb(sum(initial, 'gzip')).padStart(10)}`,
);
console.log(
  `  ${'all files'.padEnd(44)} ${kb(sum(rows, 'raw')).padStart(10)} ${kb(sum(rows, 'gzip')).padStart(10)}`,
);
