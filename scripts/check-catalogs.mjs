// Checks that the Lingui catalogs are up to date with the source: every message the code marks is in
// the English catalog of its part (`messages.po`, or a feature area's own: lingui.config.ts), and no
// catalog keeps one the code no longer has (run `pnpm extract` to fix). Prints how much of each
// language is translated (English is the fallback for the rest).
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { root } from './bootstrap.mjs';

const config = getConfig({ cwd: root, configPath: `${root}/lingui.config.ts` });
let failed = false;
const totals = new Map(config.locales.map((locale) => [locale, 0]));
let sourceTotal = 0;

for (const catalog of await getCatalogs(config)) {
  const name = catalog.path.replace(`${root}/`, '').replace('{locale}', '<language>');
  const collected = (await catalog.collect()) ?? {};
  const ids = new Set(Object.keys(collected));
  const all = await catalog.readAll();
  const english = all[config.sourceLocale] ?? {};
  const missing = [...ids].filter((id) => !english[id]);
  const stale = Object.keys(english).filter((id) => !ids.has(id) && !english[id]?.obsolete);
  sourceTotal += ids.size;
  for (const locale of config.locales) {
    const messages = all[locale] ?? {};
    totals.set(locale, totals.get(locale) + [...ids].filter((id) => messages[id]?.translation).length);
  }
  if (missing.length > 0) {
    failed = true;
    console.error(`\n${name}: ${missing.length} messages are missing from the English catalog, for example:`);
    for (const id of missing.slice(0, 10)) console.error(`  ${collected[id]?.message ?? id}`);
  }
  if (stale.length > 0) {
    failed = true;
    console.error(`\n${name}: ${stale.length} messages are no longer in the source.`);
  }
}

console.log(`${sourceTotal} messages in the source`);
for (const locale of config.locales) {
  const translated = totals.get(locale);
  const share = sourceTotal === 0 ? 100 : (100 * translated) / sourceTotal;
  console.log(`  ${locale.padEnd(6)} ${String(translated).padStart(5)} translated (${share.toFixed(0)}%)`);
}

if (failed) {
  console.error('\nRun `pnpm extract` and commit locales/.');
  process.exit(1);
}
