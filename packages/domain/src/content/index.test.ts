import { describe, expect, it } from 'vitest';
import { toEnglish, validate } from '../validation/issues';
import { contentQuerySchema, matchesContentSearch } from './index';

const item = {
  title: 'Calm breathing before bed',
  summary: 'A short routine for the evening.',
  tags: ['Sleep', 'Café'],
};

describe('content search', () => {
  it.each([
    { rule: 'an empty query matches everything', query: '  ', matches: true },
    { rule: 'a word of the title', query: 'breathing', matches: true },
    { rule: 'any case', query: 'CALM', matches: true },
    { rule: 'without accents', query: 'cafe', matches: true },
    { rule: 'with accents the text lacks', query: 'évening', matches: true },
    { rule: 'a word of a tag', query: 'sleep', matches: true },
    { rule: 'every word must match', query: 'calm homework', matches: false },
    { rule: 'words from title and summary together', query: 'bed routine', matches: true },
    { rule: 'only the first 100 characters count', query: `calm${' '.repeat(100)}homework`, matches: true },
  ])('$rule', ({ query, matches }) => {
    expect(matchesContentSearch(item, query)).toBe(matches);
  });
});

describe('the content query', () => {
  it.each([
    { rule: 'nothing', query: {}, output: { language: null, search: '', include_unpublished: false } },
    {
      rule: 'a language, a search, drafts',
      query: { language: 'ar', search: ' sleep ', include_unpublished: 'true' },
      output: { language: 'ar', search: 'sleep', include_unpublished: true },
    },
    {
      rule: 'drafts off',
      query: { include_unpublished: '0' },
      output: { language: null, search: '', include_unpublished: false },
    },
  ])('accepts $rule', ({ query, output }) => {
    expect(validate(contentQuerySchema, query).output).toEqual(output);
  });

  it.each([
    {
      rule: 'an unknown language',
      query: { language: 'de' },
      errors: { language: ['"de" is not a valid choice.'] },
    },
    {
      rule: 'a long search',
      query: { search: 'a'.repeat(101) },
      errors: { search: ['Search must be less than 100 characters'] },
    },
    {
      rule: 'a flag that is not a boolean',
      query: { include_unpublished: 'maybe' },
      errors: { include_unpublished: ['Must be a valid boolean.'] },
    },
  ])('refuses $rule', ({ query, errors }) => {
    expect(toEnglish(validate(contentQuerySchema, query).errors)).toEqual(errors);
  });
});
