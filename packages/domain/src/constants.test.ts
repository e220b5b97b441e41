import { describe, expect, it } from 'vitest';
import {
  cancelGracePeriodDays,
  chart,
  defaults,
  instructionsEmailHours,
  limits,
  narrowBreakpointPx,
  pageSize,
  priorityPhoneCountries,
  staleTimes,
} from './constants';

describe('limits (spec sections 5 and 9)', () => {
  it.each([
    ['a first or last name', limits.name, 56],
    ['a full name', limits.fullName, 114],
    ['an email', limits.email, 254],
    ['the login email (254 plus one)', limits.loginEmail, 255],
    ['the login password (as long as a new one may be)', limits.loginPassword, 255],
    ['the shortest new password', limits.passwordMin, 8],
    ['the longest new password', limits.passwordMax, 255],
    ['an address line', limits.address, 255],
    ['a city', limits.city, 50],
    ['a zipcode', limits.zipcode, 12],
    ['the phone input', limits.phoneInput, 20],
  ])('limits %s to %i characters', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('defaults (spec section 9)', () => {
  it.each([
    ['plan type', defaults.planType, 'PROFESSIONAL'],
    ['country', defaults.country, 'US'],
    ['timezone', defaults.timezone, 'America/New_York'],
    ['status', defaults.status, 'NOT_PURCHASED'],
    ['date format', defaults.dateFormat, 'MM-DD-YYYY h:mm:ss a zz'],
    ['phone mask', defaults.phoneMask, 'xxx xxx xxxx'],
  ])('defaults the %s to %s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('cache staleness (spec section 9)', () => {
  it.each([
    ['player queries', staleTimes.players, 5 * 60 * 1000],
    ['all-time activity', staleTimes.allTimeActivity, 60 * 60 * 1000],
    ['rises and cooldown events', staleTimes.risesAndCooldownEvents, Infinity],
    ['user info', staleTimes.userInfo, 60 * 60 * 1000],
    ['other queries', staleTimes.other, 60 * 1000],
    ['the authentication status', staleTimes.authStatus, 5 * 1000],
    ['translations', staleTimes.translations, Infinity],
    ['global config pages', staleTimes.globalConfigPages, Infinity],
  ])('keeps %s fresh for %d ms', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('other business constants (spec sections 4 and 9)', () => {
  it.each([
    ['the page size', pageSize, 1000],
    ['the narrow breakpoint in pixels', narrowBreakpointPx, 900],
    ['the cancel grace period in days', cancelGracePeriodDays, 30],
    ['the hours before the instructions email', instructionsEmailHours, 24],
    ['the chart goal line in minutes', chart.goalMinutes, 45],
    ['the chart default y maximum', chart.yMaxDefault, 60],
    ['the chart y step', chart.yStep, 10],
  ])('sets %s to %d', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the chart tick steps in increasing order', () => {
    expect(chart.tickSteps).toEqual([5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]);
  });

  it('lists the priority phone countries in the spec order', () => {
    expect(priorityPhoneCountries.join(' ')).toBe('US AU CA DE ES IT IE GB JP KR FR NL ZA NZ MX BE PR HK');
  });
});
