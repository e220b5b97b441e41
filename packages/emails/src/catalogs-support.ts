// The email catalogs for the tests and the stories, read as the server reads them: each language's
// `locales/<language>/emails.po`, parsed with Lingui's PO format (Vite's raw import works in Vitest and
// in the built Storybook alike; the package itself never reads a file).
import { formatter } from '@lingui/format-po';
import { fallbackLanguage, isUiLanguage, type UiLanguage } from '@hub/domain';
import type { EmailCatalog, EmailCatalogs } from './writer';

const files = import.meta.glob<string>('../../../locales/*/emails.po', { query: '?raw', import: 'default' });

const po = formatter({ lineNumbers: false, explicitIdAsDefault: true });

/** The language a catalog's path is of (`../../../locales/ar/emails.po` is `ar`). */
function languageOf(path: string): UiLanguage | null {
  const language = path.split('/').at(-2);
  return isUiLanguage(language) ? language : null;
}

/** A language's translated texts by id, from its emails.po text. */
async function parseCatalog(language: UiLanguage, content: string): Promise<EmailCatalog> {
  const catalog = (await po.parse(content, {
    locale: language,
    sourceLocale: fallbackLanguage,
    filename: `${language}/emails.po`,
  })) as Record<string, { translation?: string }>;
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog)) if (entry.translation) messages[id] = entry.translation;
  return messages;
}

let loaded: Promise<EmailCatalogs> | null = null;

/** Every language's email catalog (read once). */
export function loadEmailCatalogs(): Promise<EmailCatalogs> {
  loaded ??= Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const language = languageOf(path);
      return language ? ([language, await parseCatalog(language, await load())] as const) : null;
    }),
  ).then((entries) => Object.fromEntries(entries.filter((entry) => entry !== null)));
  return loaded;
}
