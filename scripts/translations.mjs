// For translators: moves a language's messages between its PO catalog and a JSON work list that shows
// each message's English (explicit-id messages carry only their id in other languages' catalogs).
//   node scripts/translations.mjs export <locale> [--all] > work.json   untranslated (or all) messages
//   node scripts/translations.mjs import <locale> work.json             writes the `translation`s back
// The work list is [{ id, english, translation }]; keep ICU placeholders ({name}, plural forms) as they are.
import { readFileSync } from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { root } from './bootstrap.mjs';

const [command, locale, ...rest] = process.argv.slice(2);
const config = getConfig({ cwd: root, configPath: `${root}/lingui.config.ts` });
if (!['export', 'import'].includes(command) || !config.locales.includes(locale)) {
  console.error(`Usage: translations.mjs export|import <${config.locales.join('|')}> [--all | work.json]`);
  process.exit(2);
}
const [catalog] = await getCatalogs(config);
const english = await catalog.read(config.sourceLocale);
const messages = await catalog.read(locale);
const englishOf = (id) => english[id]?.translation || english[id]?.message || id;

if (command === 'export') {
  const all = rest.includes('--all');
  const list = Object.entries(messages)
    .filter(([, entry]) => !entry.obsolete && (all || !entry.translation))
    .map(([id, entry]) => ({ id, english: englishOf(id), translation: entry.translation ?? '' }));
  console.log(JSON.stringify(list, null, 2));
} else {
  const work = JSON.parse(readFileSync(rest[0], 'utf8'));
  let written = 0;
  for (const { id, translation } of work) {
    if (!messages[id]) {
      console.error(`Skipped ${id}: not in the catalog (run pnpm extract first?)`);
      continue;
    }
    if (typeof translation === 'string' && translation.trim() !== '') {
      messages[id] = { ...messages[id], translation };
      written += 1;
    }
  }
  await catalog.write(locale, messages);
  console.log(`${written} translations written to ${catalog.getFilename(locale)}`);
  console.log("Run `pnpm extract` once every language is imported: it restores the translators' comments.");
}
