/** The ten UI languages of the spec (section 1), each named in its own language. */
export const uiLanguages = [
  { code: 'en', nativeName: 'English', direction: 'ltr' },
  { code: 'es', nativeName: 'Español', direction: 'ltr' },
  { code: 'ar', nativeName: 'العربية', direction: 'rtl' },
  { code: 'ru', nativeName: 'Русский', direction: 'ltr' },
  { code: 'uk', nativeName: 'Українська', direction: 'ltr' },
  { code: 'vi', nativeName: 'Tiếng Việt', direction: 'ltr' },
  { code: 'zh-CN', nativeName: '简体中文', direction: 'ltr' },
  { code: 'fr-CA', nativeName: 'Français (Canada)', direction: 'ltr' },
  { code: 'so', nativeName: 'Soomaali', direction: 'ltr' },
  { code: 'hmn', nativeName: 'Hmoob', direction: 'ltr' },
] as const;

export type UiLanguage = (typeof uiLanguages)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

/** English is the source language and the fallback for anything missing. */
export const fallbackLanguage: UiLanguage = 'en';

/** Whether a value is one of the ten UI language codes (exact, case-sensitive as the catalogs are). */
export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && uiLanguages.some((language) => language.code === value);
}

/** The writing direction of a UI language: Arabic is right-to-left. */
export function languageDirection(language: UiLanguage): TextDirection {
  return uiLanguages.find((entry) => entry.code === language)?.direction ?? 'ltr';
}

/**
 * The language to start in: the choice saved on the device, else the first of the browser's languages
 * (exact, then its base: `fr-CA`, `ar-EG` -> `ar`) that is a UI language, else English. The hub starts with
 * it (the saved choice from local storage, `navigator.languages`); the server guesses the same to name
 * the catalog in the page it sends (the saved choice from the `hub_language` cookie, Accept-Language).
 */
export function initialLanguage(
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): UiLanguage {
  if (saved && isUiLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    if (isUiLanguage(tag)) return tag;
    const base = tag.split('-', 1)[0]!;
    if (isUiLanguage(base)) return base;
  }
  return fallbackLanguage;
}

/** The cookie that tells the server the language the hub runs in on this device (see initialLanguage). */
export const languageCookieName = 'hub_language';

/**
 * The language tags of an Accept-Language header, most wanted first (`fr-CA,fr;q=0.9,en;q=0.5`); tags
 * refused with q=0 left out. Read with plain string steps and cut at 512 characters: anyone sends it.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  const tags: { tag: string; q: number; order: number }[] = [];
  for (const [order, part] of (header ?? '').slice(0, 512).split(',').entries()) {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!tag || tag === '*' || !(weight > 0)) continue;
    tags.push({ tag, q: weight, order });
  }
  return tags.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}

/** The help centre's locale for a UI language (spec section 2). */
export function supportCentreLocale(language: string): string {
  const mapped: Record<string, string> = { en: 'en-us', 'fr-CA': 'fr-ca', 'zh-CN': 'zh-cn', uk: 'uk-ua' };
  return mapped[language] ?? language;
}
