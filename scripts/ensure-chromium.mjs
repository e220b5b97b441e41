// The browser tests use Debian's Chromium, and the visual tests the fonts that visual/fonts.conf pins.
// Installs whichever is missing with apt when it is missing and we may.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium } from './chromium.mjs';

/** Debian's font packages behind visual/fonts.conf, each with a file it installs. */
const fontPackages = [
  { name: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
  { name: 'fonts-wqy-microhei', file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc' },
];

export function ensureChromium() {
  const missingFonts = fontPackages.filter((font) => !existsSync(font.file)).map((font) => font.name);
  const missing = [...(hasChromium() ? [] : ['chromium']), ...missingFonts];
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt) {
    if (!hasChromium()) {
      console.error(
        `Chromium is not at ${chromiumPath()}. Install Debian's package (sudo apt-get install chromium) ` +
          'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
      );
      process.exit(1);
    }
    // Chromium is there: only the screenshots need the fonts, and `pnpm test:storybook` says so itself.
    console.warn(
      `The visual tests need Debian's ${missingFonts.join(' and ')} (sudo apt-get install ${missingFonts.join(' ')}).`,
    );
    return;
  }
  console.log(`Installing ${missing.join(', ')} from Debian’s packages for the browser tests…`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** The font files visual/fonts.conf expects that are not installed. */
export function missingFontFiles() {
  return fontPackages.filter((font) => !existsSync(font.file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
