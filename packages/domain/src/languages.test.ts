import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  fallbackLanguage,
  initialLanguage,
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

describe('the language to start in', () => {
  it.each([
    { saved: 'ar', browser: ['en-US'], expected: 'ar', description: 'the saved choice first' },
    {
      saved: 'de',
      browser: ['es-MX', 'en'],
      expected: 'es',
      description: 'a saved value that is no UI language is ignored',
    },
    {
      saved: null,
      browser: ['zh-CN', 'en'],
      expected: 'zh-CN',
      description: "the browser's first UI language, exact",
    },
    {
      saved: null,
      browser: ['ar-EG', 'en'],
      expected: 'ar',
      description: "else the base of the browser's tag",
    },
    {
      saved: undefined,
      browser: ['de-DE', 'fr-CA'],
      expected: 'fr-CA',
      description: 'languages the hub lacks are skipped',
    },
    { saved: '', browser: ['de', ''], expected: 'en', description: 'English when nothing matches' },
  ])('$description', ({ saved, browser, expected }) => {
    expect(initialLanguage(saved, browser)).toBe(expected);
  });
});

describe('Accept-Language', () => {
  it.each([
    {
      header: 'fr-CA,fr;q=0.9,en;q=0.5',
      expected: ['fr-CA', 'fr', 'en'],
      description: 'in the order of their weights',
    },
    { header: 'en;q=0.5, ar', expected: ['ar', 'en'], description: 'a tag without q weighs 1' },
    { header: 'vi, ru;q=1, so', expected: ['vi', 'ru', 'so'], description: 'equal weights keep their order' },
    { header: 'es;q=0, vi', expected: ['vi'], description: 'q=0 refuses a language' },
    { header: '*, so;q=0.8', expected: ['so'], description: 'the wildcard names no language' },
    { header: 'uk;q=abc, ru', expected: ['ru'], description: 'an unreadable weight refuses the tag' },
    { header: ' , ;q=1', expected: [], description: 'empty parts are skipped' },
    { header: undefined, expected: [], description: 'no header, no languages' },
    {
      header: `${'x'.repeat(600)},ar`,
      expected: ['x'.repeat(512)],
      description: 'only the first 512 characters are read',
    },
  ])('$description', ({ header, expected }) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});
