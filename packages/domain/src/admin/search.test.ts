import { describe, expect, it } from 'vitest';
import { toEnglish, validate } from '../validation/issues';
import {
  accountListQuerySchema,
  billingRequestListQuerySchema,
  orderListQuerySchema,
  pageQuerySchema,
  searchTerms,
  shipmentListQuerySchema,
} from './search';

const knownTags = ['hub-dashboard', 'early-access', 'legacy'];
const accounts = accountListQuerySchema(knownTags);

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  return toEnglish(validate(schema, input).errors);
}

describe('the account list query', () => {
  it('reads an empty query as the first page of everything', () => {
    expect(validate(accounts, {}).output).toEqual({ search: '', page: 1, tag: null, status: null });
  });

  it.each([
    { rule: 'a search is trimmed', query: { search: '  dana  ' }, expected: { search: 'dana' } },
    { rule: 'an empty page is the first', query: { page: '' }, expected: { page: 1 } },
    { rule: 'a page is a whole number', query: { page: '3' }, expected: { page: 3 } },
    { rule: 'a tag is matched in any case', query: { tag: 'LEGACY' }, expected: { tag: 'legacy' } },
    { rule: 'an empty tag is no filter', query: { tag: '' }, expected: { tag: null } },
    {
      rule: 'a status is matched in any case',
      query: { status: 'blocked' },
      expected: { status: 'BLOCKED' },
    },
    { rule: 'other parameters are ignored', query: { page_size: '10' }, expected: {} },
  ])('$rule', ({ query, expected }) => {
    const result = validate(accounts, query);
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject(expected);
  });

  it.each([
    {
      rule: 'a search is at most 100 characters, measured before anything else',
      query: { search: ' '.repeat(101) },
      errors: { search: ['Search must be less than 100 characters'] },
    },
    {
      rule: 'a page is a number',
      query: { page: 'two' },
      errors: { page: ['A valid integer is required.'] },
    },
    {
      rule: 'a page is not negative',
      query: { page: '-1' },
      errors: { page: ['A valid integer is required.'] },
    },
    {
      rule: 'a page is at least 1',
      query: { page: '0' },
      errors: { page: ['Ensure this value is greater than or equal to 1.'] },
    },
    {
      rule: 'a page number is bounded',
      query: { page: '12345678901' },
      errors: { page: ['A valid integer is required.'] },
    },
    {
      rule: 'an unknown tag is refused by name',
      query: { tag: 'vip' },
      errors: { tag: ['"vip" is not a valid choice.'] },
    },
    {
      rule: 'a long tag is refused without being read whole',
      query: { tag: 'x'.repeat(5000) },
      errors: { tag: [`"${'x'.repeat(39)}…" is not a valid choice.`] },
    },
    {
      rule: 'an unknown status is refused',
      query: { status: 'GONE' },
      errors: { status: ['"GONE" is not a valid choice.'] },
    },
    {
      rule: 'every bad field is named at once',
      query: { page: 'x', status: 'x' },
      errors: { page: ['A valid integer is required.'], status: ['"x" is not a valid choice.'] },
    },
  ])('$rule', ({ query, errors }) => {
    expect(errorsOf(accounts, query)).toEqual(errors);
  });
});

describe('the other lists’ queries', () => {
  it.each([
    {
      list: 'orders',
      schema: orderListQuerySchema,
      query: { search: 'ORD-2026', page: '2' },
      expected: { search: 'ORD-2026', page: 2 },
    },
    {
      list: 'shipments',
      schema: shipmentListQuerySchema,
      query: { status: 'Shipped' },
      expected: { page: 1, status: 'shipped' },
    },
    {
      list: 'billing requests',
      schema: billingRequestListQuerySchema,
      query: { kind: 'update_email' },
      expected: { page: 1, kind: 'update_email' },
    },
    { list: 'a paged list', schema: pageQuerySchema, query: {}, expected: { page: 1 } },
  ])('read the $list query', ({ schema, query, expected }) => {
    expect(validate(schema, query).output).toEqual(expected);
  });

  it.each([
    {
      list: 'orders',
      schema: orderListQuerySchema,
      query: { search: 'a'.repeat(101) },
      errors: { search: ['Search must be less than 100 characters'] },
    },
    {
      list: 'shipments',
      schema: shipmentListQuerySchema,
      query: { status: 'lost' },
      errors: { status: ['"lost" is not a valid choice.'] },
    },
    {
      list: 'billing requests',
      schema: billingRequestListQuerySchema,
      query: { kind: 'refund' },
      errors: { kind: ['"refund" is not a valid choice.'] },
    },
    {
      list: 'a paged list',
      schema: pageQuerySchema,
      query: { page: '1.5' },
      errors: { page: ['A valid integer is required.'] },
    },
  ])('refuse a bad $list query', ({ schema, query, errors }) => {
    expect(errorsOf(schema, query)).toEqual(errors);
  });
});

describe('what a search looks for', () => {
  it.each([
    { search: '', terms: null },
    { search: '   ', terms: null },
    { search: 'Dana Rivera', terms: { text: 'dana rivera', accountId: null, phoneDigits: null } },
    { search: 'parent@demo.test', terms: { text: 'parent@demo.test', accountId: null, phoneDigits: null } },
    { search: '42', terms: { text: '42', accountId: 42, phoneDigits: null } },
    { search: '#42', terms: { text: '#42', accountId: 42, phoneDigits: null } },
    { search: '0', terms: { text: '0', accountId: null, phoneDigits: null } },
    { search: '9999999999', terms: { text: '9999999999', accountId: null, phoneDigits: '9999999999' } },
    { search: '555', terms: { text: '555', accountId: 555, phoneDigits: '555' } },
    {
      search: '+1 (202) 555-0143',
      terms: { text: '+1 (202) 555-0143', accountId: null, phoneDigits: '12025550143' },
    },
    { search: '1-2', terms: { text: '1-2', accountId: null, phoneDigits: null } },
  ])('"$search"', ({ search, terms }) => {
    expect(searchTerms(search)).toEqual(terms);
  });

  it('reads at most the first 100 characters', () => {
    expect(searchTerms(`${'a'.repeat(100)}bbb`)?.text).toBe('a'.repeat(100));
  });
});
