// Where Debian's Chromium is, and the flags it needs on this closed network (see ../shared/TOOLCHAIN.md).
import { existsSync } from 'node:fs';

/** Flags without which Chromium floods the closed network or fails as root in a container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Chromium binary: CHROMIUM_PATH if set, else Debian's. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}
