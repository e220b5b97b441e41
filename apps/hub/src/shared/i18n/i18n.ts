import { i18n, type Messages } from '@lingui/core';
import {
  fallbackLanguage,
  initialLanguage,
  isUiLanguage,
  languageCookieName,
  languageDirection,
  type UiLanguage,
} from '@hub/domain';
import { reportMessage } from '../errors/reporting';
import type { CatalogArea } from './catalog-areas';

export { catalogAreas, type CatalogArea } from './catalog-areas';

/** Where the language chosen on this device is kept (it survives sign-out: see shared/hub.ts). */
export const languageStorageKey = 'hub.language';

// One chunk per language: Vite turns each .po file into a compiled catalog module. The first paint
// loads `messages.po`; each feature area's messages come with its lazy chunk (`withCatalog`, through
// area-catalogs.ts, itself loaded on demand).
const catalogs = import.meta.glob<{ messages: Messages }>('../../../../../locales/*/messages.po');

function catalogLoader(language: UiLanguage) {
  return catalogs[`../../../../../locales/${language}/messages.po`];
}

/** A language's first-paint messages (`messages.po`), compiled; the build's prerender uses them too. */
export async function firstPaintMessages(language: UiLanguage): Promise<Messages> {
  const load = catalogLoader(language) ?? catalogLoader(fallbackLanguage);
  return (await load!()).messages;
}

/** An area's messages in a language (the module with every area's chunks loads the first time). */
async function areaMessages(language: UiLanguage, area: CatalogArea): Promise<Messages> {
  return (await import('./area-catalogs')).areaMessages(language, area);
}

/** The areas whose catalogs this page has needed (a change of language loads them again), by language loaded. */
const neededAreas = new Set<CatalogArea>();
const loadedAreas = new Map<UiLanguage, Set<CatalogArea>>();

function markLoaded(language: UiLanguage, areas: Iterable<CatalogArea>) {
  const loaded = loadedAreas.get(language) ?? new Set<CatalogArea>();
  for (const area of areas) loaded.add(area);
  loadedAreas.set(language, loaded);
}

/** Adds an area's messages to the active language (once per language and area). */
export async function loadAreaCatalog(area: CatalogArea): Promise<void> {
  neededAreas.add(area);
  // Before the first language is active (a deep link's route loads while the catalog does), the
  // activation loads the area with it.
  if (!isUiLanguage(i18n.locale)) return;
  const language = i18n.locale;
  if (loadedAreas.get(language)?.has(area)) return;
  const messages = await areaMessages(language, area);
  // Merged into the language's messages (Lingui's load adds to what is there).
  i18n.load(language, messages);
  markLoaded(language, [area]);
}

/**
 * A route's `lazy` (or a React.lazy import) that also loads its area's catalog, at the same time as the
 * chunk, so the screen renders in the user's language at once.
 */
export function withCatalog<T>(area: CatalogArea, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAreaCatalog(area)]).then(([module]) => module);
}

let missingReported = new Set<string>();

/**
 * Spec section 1: a missing translation is reported to the error-reporting service, once per key and
 * language (English, the source, is never missing). Catalog keys come through Lingui's `missing` event;
 * content from the database whose English stands in (resources, tutorials) names itself `content:…`.
 */
export function reportMissingTranslation(id: string, locale: string): void {
  const key = `${locale}:${id}`;
  if (locale === fallbackLanguage || missingReported.has(key)) return;
  missingReported.add(key);
  reportMessage(`Missing translation: ${id} (${locale})`, 'warning', { tags: { locale } });
}
i18n.on('missing', ({ locale, id }) => reportMissingTranslation(id, locale));

/** The language to start in (the saved choice, else the browser's, else English): one rule with the server's. */
export { initialLanguage };

/**
 * Tells the server the language the hub runs in here (a cookie, read by the server only to name the
 * catalog in the page it sends and set its `lang` and `dir`: apps/server/src/http/static.ts). Not a
 * secret and not the choice itself, which stays in local storage.
 */
export function rememberLanguageForServer(language: UiLanguage): void {
  try {
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // No document (tests) or cookies blocked: the server guesses from Accept-Language.
  }
}

/** Loads a language's catalog on demand, activates it and sets `lang` and `dir` on the document. */
export async function activateLanguage(language: UiLanguage): Promise<void> {
  try {
    const needed = [...neededAreas];
    const [messages, ...areas] = await Promise.all([
      firstPaintMessages(language),
      ...needed.map((area) => areaMessages(language, area)),
    ]);
    i18n.loadAndActivate({ locale: language, messages: Object.assign({}, messages, ...areas) as Messages });
    markLoaded(language, needed);
    // Areas asked for while the catalogs loaded.
    await Promise.all([...neededAreas].map(loadAreaCatalog));
  } catch (error) {
    // Spec section 8: a translation setup failure is reported; the app goes on in English.
    reportMessage(`Could not load the ${language} catalog`, 'error', { extra: { error: String(error) } });
    if (language !== fallbackLanguage) return activateLanguage(fallbackLanguage);
    i18n.loadAndActivate({ locale: fallbackLanguage, messages: {} });
  }
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
  rememberLanguageForServer(language);
}

/** The active locale as a UI language (English when it is not one). */
export function fallbackLanguageOf(locale: string | undefined): UiLanguage {
  return isUiLanguage(locale) ? locale : fallbackLanguage;
}

/** Remembers the choice on this device; a signed-in user's choice is also saved on the server. */
export function saveLanguageChoice(language: UiLanguage): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

export function savedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** For tests: forget which missing keys were reported. */
export function resetMissingReports(): void {
  missingReported = new Set();
}

export { i18n };
