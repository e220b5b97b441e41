import { userInfoFixtures } from '@hub/api-client/msw';
import { menuEntryLabels } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { shellMenuEntries, type ShellMenuInput } from './menu';

const base: Omit<ShellMenuInput, 'user'> = {
  sunset: 'supported',
  hasPlayers: true,
  mobile: false,
  location: { pathname: '/dashboard/account', search: '?segment=details&pid=21' },
  language: 'fr-CA',
  label: (id) => menuEntryLabels[id].message,
  noPlayersReason: 'Add a player to see stats',
};

const ids = (input: ShellMenuInput) => shellMenuEntries(input).map((entry) => entry.id);

// Spec sections 2 and 6: who sees which entry.
describe('the side menu per role', () => {
  it.each([
    {
      who: 'a parent',
      input: { ...base, user: userInfoFixtures.parent },
      entries: ['home', 'playerStats', 'gameDirections', 'account', 'support', 'community'],
    },
    {
      who: 'a coach',
      input: { ...base, user: userInfoFixtures.coach },
      entries: ['home', 'playerStats', 'coaching', 'gameDirections', 'account', 'support'],
    },
    {
      who: 'staff',
      input: { ...base, user: userInfoFixtures.staff },
      entries: ['home', 'playerStats', 'gameDirections', 'account', 'support', 'community', 'admin'],
    },
    {
      who: 'a sunset parent (no Home, no Player Stats)',
      input: { ...base, sunset: 'sunset' as const, user: userInfoFixtures.sunset },
      entries: ['gameDirections', 'account', 'support', 'community'],
    },
    {
      who: 'a parent while the sunset check loads (nothing hidden)',
      input: { ...base, sunset: 'loading' as const, user: userInfoFixtures.parent },
      entries: ['home', 'playerStats', 'gameDirections', 'account', 'support', 'community'],
    },
    {
      who: 'a billing parent on a phone',
      input: { ...base, mobile: true, user: userInfoFixtures.parent },
      entries: [
        'home',
        'playerStats',
        'gameDirections',
        'accountDetails',
        'subscriptionBilling',
        'support',
        'community',
        'signOut',
      ],
    },
    {
      who: 'a coach (not a billing user) on a phone',
      input: { ...base, mobile: true, user: userInfoFixtures.coach },
      entries: ['home', 'playerStats', 'coaching', 'gameDirections', 'accountDetails', 'support', 'signOut'],
    },
  ])('$who sees $entries', ({ input, entries }) => {
    expect(ids(input)).toEqual(entries);
  });
});

describe('the entries', () => {
  const byId = (input: ShellMenuInput) => Object.fromEntries(shellMenuEntries(input).map((e) => [e.id, e]));

  it('Player Stats is disabled, with its reason, when the account has no players', () => {
    const stats = byId({ ...base, hasPlayers: false, user: userInfoFixtures.parent }).playerStats;
    expect(stats).toMatchObject({
      disabled: true,
      href: undefined,
      disabledReason: 'Add a player to see stats',
    });
  });

  it('Home and Player Stats keep pid; Account asks for the details segment', () => {
    const entries = byId({ ...base, user: userInfoFixtures.parent });
    expect(entries.home?.href).toBe('/dashboard?pid=21');
    expect(entries.playerStats?.href).toBe('/dashboard/stats?pid=21');
    expect(entries.account).toMatchObject({ href: '/dashboard/account?segment=details', active: true });
  });

  it.each([
    { language: 'en', locale: 'en-us' },
    { language: 'fr-CA', locale: 'fr-ca' },
    { language: 'zh-CN', locale: 'zh-cn' },
    { language: 'uk', locale: 'uk-ua' },
    { language: 'ar', locale: 'ar' },
  ])('Support opens the help centre in $locale for $language', ({ language, locale }) => {
    const support = byId({ ...base, language, user: userInfoFixtures.parent }).support;
    expect(support?.href).toMatch(new RegExp(`/hc/${locale}$`));
    expect(support?.external).toBe(true);
  });

  it('Admin opens the hub’s own account list, in the app, marked current on every admin page', () => {
    const admin = byId({ ...base, user: userInfoFixtures.staff }).admin;
    expect(admin).toMatchObject({ href: '/admin/accounts', external: false, active: false });
    for (const pathname of ['/admin/accounts', '/admin/accounts/101', '/admin/orders']) {
      const onAdmin = byId({ ...base, location: { pathname, search: '' }, user: userInfoFixtures.staff });
      expect(onAdmin.admin?.active).toBe(true);
    }
  });

  it('Sign out on a phone goes to /logout', () => {
    expect(byId({ ...base, mobile: true, user: userInfoFixtures.parent }).signOut?.href).toBe('/logout');
  });
});
