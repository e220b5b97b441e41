// Compiles the messages of @hub/ui and @hub/domain (labels, validation texts) for each of the ten
// languages into packages/ui/dist/messages/<locale>.js, so an app outside the workspace loads them from
// `@hub/ui/messages/<locale>` (a production build of Lingui does not compile messages at run time).
// Run by `@hub/ui`'s build; the hub itself compiles the whole catalog through the Lingui Vite plugin.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'packages', 'ui', 'dist', 'messages');
const packagesOfOurs = ['packages/ui/src/', 'packages/domain/src/'];

const config = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
const [catalog] = await getCatalogs(config);
const source = await catalog.read(config.sourceLocale);
const shipped = new Set(
  Object.entries(source)
    .filter(([, entry]) => !entry.obsolete)
    .filter(([, entry]) =>
      entry.origin?.some(([file]) => packagesOfOurs.some((folder) => file.startsWith(folder))),
    )
    .map(([id]) => id),
);

mkdirSync(out, { recursive: true });
const problems = [];
for (const locale of config.locales) {
  const { messages: all } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  const messages = Object.fromEntries(Object.entries(all).filter(([id]) => shipped.has(id)));
  const { source: code, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
  for (const error of errors) problems.push(`${locale} ${error.id}: ${error.error.message}`);
  writeFileSync(join(out, `${locale}.js`), `${code}\n`);
  writeFileSync(
    join(out, `${locale}.d.ts`),
    "import type { Messages } from '@lingui/core';\nexport declare const messages: Messages;\n",
  );
}
if (problems.length > 0) {
  console.error(`Messages that do not compile:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`@hub/ui messages: ${shipped.size} for ${config.locales.length} languages in ${out}`);
