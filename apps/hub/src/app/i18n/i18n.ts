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

/** Where the language chosen on this device is kept (it survives sign-out: see app/hub.ts). */
export const languageStorageKey = 'hub.language';

// One chunk per language: Vite turns each .po file into a compiled catalog module.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../../../locales/*/messages.po');

function catalogLoader(language: UiLanguage) {
  return catalogs[`../../../../../locales/${language}/messages.po`];
}

let missingReported = new Set<string>();
i18n.on('missing', ({ locale, id }) => {
  // Spec section 1: a missing translation key is reported to the error-reporting service, once per key.
  const key = `${locale}:${id}`;
  if (locale === fallbackLanguage || missingReported.has(key)) return;
  missingReported.add(key);
  reportMessage(`Missing translation: ${id} (${locale})`, 'warning', { tags: { locale } });
});

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
  const load = catalogLoader(language) ?? catalogLoader(fallbackLanguage);
  try {
    const { messages } = await load!();
    i18n.loadAndActivate({ locale: language, messages });
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
