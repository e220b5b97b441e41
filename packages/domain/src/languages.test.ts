import { describe, expect, it } from 'vitest';
import {
  fallbackLanguage,
  isUiLanguage,
  languageDirection,
  supportCentreLocale,
  uiLanguages,
} from './languages';

describe('UI languages', () => {
  it('offers the ten languages of the spec, English first', () => {
    expect(uiLanguages.map((language) => language.code)).toEqual([
      'en',
      'es',
      'ar',
      'ru',
      'uk',
      'vi',
      'zh-CN',
      'fr-CA',
      'so',
      'hmn',
    ]);
  });

  it('falls back to English', () => {
    expect(fallbackLanguage).toBe('en');
  });

  it.each([
    { value: 'ar', expected: true, description: 'accepts Arabic' },
    { value: 'zh-CN', expected: true, description: 'accepts Simplified Chinese by its exact code' },
    { value: 'zh-cn', expected: false, description: 'rejects a code in the wrong case' },
    { value: 'de', expected: false, description: 'rejects a language the hub does not offer' },
    { value: 42, expected: false, description: 'rejects a value that is not a string' },
  ])('$description', ({ value, expected }) => {
    expect(isUiLanguage(value)).toBe(expected);
  });

  it.each(
    uiLanguages.map((language) => ({
      code: language.code,
      expected: language.code === 'ar' ? 'rtl' : 'ltr',
    })),
  )('writes $code $expected', ({ code, expected }) => {
    expect(languageDirection(code)).toBe(expected);
  });
});

describe('support centre language mapping (spec section 2)', () => {
  it.each([
    { language: 'en', expected: 'en-us' },
    { language: 'fr-CA', expected: 'fr-ca' },
    { language: 'zh-CN', expected: 'zh-cn' },
    { language: 'uk', expected: 'uk-ua' },
    { language: 'es', expected: 'es' },
    { language: 'ar', expected: 'ar' },
  ])('maps $language to $expected', ({ language, expected }) => {
    expect(supportCentreLocale(language)).toBe(expected);
  });
});
