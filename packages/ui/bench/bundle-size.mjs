// Prints the size of @hub/ui's built entry, raw and gzipped: dist/index.js and dist/index.css, what an
// app outside the workspace downloads besides its peer dependencies (React, Radix, visx, Lingui are
// external). Builds the package first when dist/ is missing or older than src/; `--build` always does.
// Figures only, no assertions.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');
const entry = ['index.js', 'index.css'].map((name) => join(dist, name));

/** The newest modification time under a folder, in ms. */
function newest(folder) {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const stale = !entry.every(existsSync) || newest(join(packageDir, 'src')) > statSync(entry[0]).mtimeMs;
if (process.argv.includes('--build') || stale) {
  console.log('building @hub/ui (vite build && tsc declarations)...');
  try {
    execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    // The declarations step can fail on a component in progress; the bundle is what is measured here.
    if (!entry.every(existsSync)) {
      console.error('The build produced no dist/index.js: see the errors above.');
      process.exit(1);
    }
    console.warn('The build reported errors (see above); measuring the bundle it wrote.');
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('@hub/ui built entry (gzip -9)');
console.log(`  ${'file'.padEnd(16)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
let raw = 0;
let gzip = 0;
for (const path of entry) {
  const content = readFileSync(path);
  const zipped = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  console.log(
    `  ${path.slice(dist.length + 1).padEnd(16)} ${kb(content.length).padStart(10)} ${kb(zipped).padStart(10)}`,
  );
}
console.log(`  ${'total'.padEnd(16)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`);
