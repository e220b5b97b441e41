// The browser tests use Debian's Chromium. Installs it with apt when it is missing and we may.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium } from './chromium.mjs';

export function ensureChromium() {
  if (hasChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is not at ${chromiumPath()}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian’s packages for the browser tests…');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
