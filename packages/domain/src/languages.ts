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

/** The help centre's locale for a UI language (spec section 2). */
export function supportCentreLocale(language: string): string {
  const mapped: Record<string, string> = { en: 'en-us', 'fr-CA': 'fr-ca', 'zh-CN': 'zh-cn', uk: 'uk-ua' };
  return mapped[language] ?? language;
}
