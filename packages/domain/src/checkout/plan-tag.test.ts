import { describe, expect, it } from 'vitest';
import { checkoutPlanTag, defaultCheckoutTag, isPlanTag } from './plan-tag';

describe('the checkout’s plan tag (spec section 2)', () => {
  it.each([
    { rule: 'comes from the url', url: 'spring', stored: 'winter', tag: 'spring' },
    { rule: 'else from the stored value', url: null, stored: 'winter', tag: 'winter' },
    { rule: 'an empty url tag asks the stored value', url: '  ', stored: 'winter', tag: 'winter' },
    { rule: 'else is default', url: undefined, stored: null, tag: 'default' },
    { rule: 'is trimmed', url: ' spring ', stored: null, tag: 'spring' },
    { rule: 'a malformed url tag is passed over', url: 'spring sale!', stored: 'winter', tag: 'winter' },
    { rule: 'a tag longer than 64 is passed over', url: 'a'.repeat(65), stored: null, tag: 'default' },
    { rule: 'a tag of 64 is read', url: 'a'.repeat(64), stored: null, tag: 'a'.repeat(64) },
  ])('$rule', ({ url, stored, tag }) => {
    expect(checkoutPlanTag(url, stored)).toBe(tag);
  });

  it('knows a tag when it sees one', () => {
    expect(defaultCheckoutTag).toBe('default');
    expect(isPlanTag('early.bird_2-x')).toBe(true);
    expect(isPlanTag('')).toBe(false);
    expect(isPlanTag(12)).toBe(false);
  });
});
