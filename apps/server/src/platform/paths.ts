// Where the server finds the files it reads at run time: its migrations, the built hub, the locales and
// PGlite's default folder. From the source tree they are where the workspace keeps them; in the production
// bundle (scripts/bundle.mjs writes deploy/server.mjs) they sit beside server.mjs, whatever the working
// directory, so the folder can be copied anywhere (docs/operations.md "Deploying").
import { fileURLToPath } from 'node:url';

/** `true` in the bundle only: scripts/bundle.mjs defines it (esbuild `define`); undeclared elsewhere. */
declare const HUB_BUNDLED: boolean | undefined;

const bundled = typeof HUB_BUNDLED !== 'undefined' && HUB_BUNDLED;

/** A folder given relative to this file in the source tree, and relative to server.mjs in the bundle. */
function folder(fromSource: string, fromBundle: string): URL {
  return new URL(bundled ? fromBundle : fromSource, import.meta.url);
}

/** The committed Drizzle migrations (apps/server/drizzle; deploy/drizzle). */
export const migrationsFolder = fileURLToPath(folder('../../drizzle', './drizzle'));

/** The built web app served beside /api unless HUB_DIST names another (apps/hub/dist; deploy/hub). */
export const defaultHubDist = fileURLToPath(folder('../../../hub/dist', './hub'));

/** Each language's emails.po and program_plans.json (locales/ at the repository's root; deploy/locales). */
export const localesDir = folder('../../../../locales/', './locales/');

/** PGlite's folder unless PGLITE_DATA_DIR names another (apps/server/.data/pglite; deploy/.data/pglite). */
export const defaultPgliteDataDir = fileURLToPath(folder('../../.data/pglite', './.data/pglite'));
