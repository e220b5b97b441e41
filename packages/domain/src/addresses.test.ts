import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyShippingAddress,
  isUsState,
  mergeShippingAddress,
  shippingFields,
  usStateName,
  usStates,
  type ShippingAddress,
} from './addresses';

const stored: ShippingAddress = {
  address1: '12 Main St',
  address2: 'Apt 4',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
  timezone: 'America/Chicago',
};

describe('the US states list (spec section 9)', () => {
  it('has the 50 states, DC, six territories and the three military codes, each once', () => {
    const codes = usStates.map((state) => state.code);
    expect(codes).toHaveLength(50 + 1 + 6 + 3);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    ['DC', 'District of Columbia'],
    ['PR', 'Puerto Rico'],
    ['GU', 'Guam'],
    ['VI', 'U.S. Virgin Islands'],
    ['AS', 'American Samoa'],
    ['MP', 'Northern Mariana Islands'],
    ['UM', 'U.S. Minor Outlying Islands'],
    ['AE', 'Armed Forces Europe, Middle East, Africa and Canada'],
    ['AP', 'Armed Forces Pacific'],
    ['AA', 'Armed Forces Americas'],
    ['NY', 'New York'],
  ])('includes %s, named %s', (code, name) => {
    expect(isUsState(code)).toBe(true);
    expect(usStateName(code)).toBe(name);
  });

  it.each([['ny'], ['XX'], [''], [12], [null]])('does not take %j for a state', (value) => {
    expect(isUsState(value)).toBe(false);
  });

  it('names an unknown code by the code itself', () => {
    expect(usStateName('ON')).toBe('ON');
  });
});

describe('merging a shipping update into the stored address (spec section 3)', () => {
  it.each<[string, Partial<Record<keyof ShippingAddress, string | null>>, Partial<ShippingAddress>]>([
    [
      'replaces the fields sent and keeps the others',
      { city: 'Chicago', zipcode: '60601' },
      { city: 'Chicago', zipcode: '60601' },
    ],
    ['clears a field sent as null', { address2: null }, { address2: '' }],
    ['takes the default country when the country is empty', { country: '' }, { country: 'US' }],
    ['takes the default country when the country is blank', { country: '  ' }, { country: 'US' }],
    [
      'takes the default timezone when the timezone is empty',
      { timezone: '' },
      { timezone: 'America/New_York' },
    ],
    ['keeps another country sent', { country: 'CA', state: 'ON' }, { country: 'CA', state: 'ON' }],
  ])('%s', (_, update, changed) => {
    expect(mergeShippingAddress(stored, update)).toEqual({ ...stored, ...changed });
  });

  it('starts from an empty address in the US and New York time when nothing is stored', () => {
    expect(mergeShippingAddress(null, { city: 'Boston' })).toEqual({
      ...emptyShippingAddress,
      city: 'Boston',
    });
    expect(emptyShippingAddress).toMatchObject({ country: 'US', timezone: 'America/New_York' });
  });

  it('fills a stored address that lacks its country with the default', () => {
    expect(mergeShippingAddress({ ...stored, country: '' }, {}).country).toBe('US');
  });

  it('never leaves the country or timezone empty, whatever the update', () => {
    const value = fc.option(fc.string({ maxLength: 6 }), { nil: undefined });
    const update = fc.record(
      Object.fromEntries(shippingFields.map((field) => [field, fc.oneof(value, fc.constant(null))])),
    );
    fc.assert(
      fc.property(update, (changes) => {
        const merged = mergeShippingAddress(stored, changes);
        expect(merged.country.trim()).not.toBe('');
        expect(merged.timezone.trim()).not.toBe('');
        for (const field of shippingFields) {
          if (changes[field] === undefined) expect(merged[field]).toBe(stored[field]);
        }
      }),
    );
  });
});
