// Checks that the Lingui catalogs are up to date with the source: every message the code marks is in
// the English catalog, and the catalog keeps none the code no longer has (run `pnpm extract` to fix).
// Prints how much of each language is translated (English is the fallback for the rest).
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { root } from './bootstrap.mjs';

const config = getConfig({ cwd: root, configPath: `${root}/lingui.config.ts` });
const [catalog] = await getCatalogs(config);
const collected = await catalog.collect();
const ids = new Set(Object.keys(collected ?? {}));
const all = await catalog.readAll();

const english = all[config.sourceLocale] ?? {};
const missing = [...ids].filter((id) => !english[id]);
const stale = Object.keys(english).filter((id) => !ids.has(id) && !english[id]?.obsolete);

console.log(`${ids.size} messages in the source`);
for (const locale of config.locales) {
  const messages = all[locale] ?? {};
  const translated = [...ids].filter((id) => messages[id]?.translation).length;
  const share = ids.size === 0 ? 100 : (100 * translated) / ids.size;
  console.log(`  ${locale.padEnd(6)} ${String(translated).padStart(5)} translated (${share.toFixed(0)}%)`);
}

if (missing.length > 0 || stale.length > 0) {
  if (missing.length > 0) {
    console.error(`\n${missing.length} messages are missing from the English catalog, for example:`);
    for (const id of missing.slice(0, 10)) console.error(`  ${collected[id]?.message ?? id}`);
  }
  if (stale.length > 0)
    console.error(`\n${stale.length} messages in the catalogs are no longer in the source.`);
  console.error('\nRun `pnpm extract` and commit locales/.');
  process.exit(1);
}
