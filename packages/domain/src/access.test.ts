import { describe, expect, it } from 'vitest';
import {
  accountTabs,
  blockedAccountStatus,
  canAccessAccount,
  mayJoinCommunity,
  menuEntries,
  menuRoles,
  parseSupportedTags,
  roleKind,
  seesParentAppPromo,
  sunsetState,
  supportedTagsFromConfigs,
  type AccessUser,
  type MenuEntryId,
  type SunsetState,
} from './access';
import { supportCentreLocale, uiLanguages } from './languages';
import { formatMessage } from './messages';

const parent: AccessUser = { is_staff: false, is_coach: false, is_billing_user: true, user_kind: null };
const admin: AccessUser = { is_staff: true, is_coach: false, is_billing_user: false, user_kind: null };
const coach: AccessUser = { is_staff: false, is_coach: true, is_billing_user: false, user_kind: null };

describe('role kind (spec section 4)', () => {
  it.each([
    {
      rule: 'a special user kind wins over staff',
      user: { user_kind: 'educator', is_staff: true },
      kind: 'educator',
    },
    { rule: 'a special user kind is the kind', user: { user_kind: 'educator' }, kind: 'educator' },
    {
      rule: 'staff without a special kind are admin',
      user: { user_kind: null, is_staff: true },
      kind: 'admin',
    },
    { rule: 'a blank special kind does not count', user: { user_kind: '  ', is_staff: true }, kind: 'admin' },
    { rule: 'everyone else is user', user: { user_kind: null, is_staff: false }, kind: 'user' },
    { rule: 'a record without the flags is user', user: {}, kind: 'user' },
  ])('$rule', ({ user, kind }) => {
    expect(roleKind(user)).toBe(kind);
  });
});

describe('account access (spec section 4, docs/decisions.md)', () => {
  it('names BLOCKED as the blocked value', () => {
    expect(blockedAccountStatus).toBe('BLOCKED');
  });

  it.each([
    {
      rule: 'staff pass even when blocked',
      user: { is_staff: true, account: { account_status: 'BLOCKED' } },
      allowed: true,
    },
    { rule: 'an active account passes', user: { account: { account_status: 'ACTIVE' } }, allowed: true },
    { rule: 'a blocked account is denied', user: { account: { account_status: 'BLOCKED' } }, allowed: false },
    {
      rule: 'blocked is compared case-insensitively',
      user: { account: { account_status: 'Blocked ' } },
      allowed: false,
    },
    { rule: 'a missing status passes', user: { account: { account_status: null } }, allowed: true },
    { rule: 'a user without an account passes', user: { account: null }, allowed: true },
  ])('$rule', ({ user, allowed }) => {
    expect(canAccessAccount(user)).toBe(allowed);
  });
});

describe('supported account tags', () => {
  it.each([
    {
      rule: 'reads a JSON list',
      value: '["hub-dashboard", "early-access"]',
      tags: ['hub-dashboard', 'early-access'],
    },
    { rule: 'ignores entries that are not strings', value: '["a", 1, null, "b"]', tags: ['a', 'b'] },
    { rule: 'treats malformed JSON as no supported tags', value: '["hub-dashboard"', tags: [] },
    { rule: 'treats JSON that is not a list as no supported tags', value: '{"tags": ["a"]}', tags: [] },
    { rule: 'treats an empty value as no supported tags', value: '', tags: [] },
    { rule: 'treats a missing value as no supported tags', value: null, tags: [] },
  ])('$rule', ({ value, tags }) => {
    expect(parseSupportedTags(value)).toEqual(tags);
  });

  it('finds the entry customer_dash_supported_account_tags in the remote-config list', () => {
    expect(
      supportedTagsFromConfigs([
        { config_name: 'metagame', config_value: '{"product": "city"}' },
        { config_name: 'customer_dash_supported_account_tags', config_value: '["early-access"]' },
      ]),
    ).toEqual(['early-access']);
  });

  it('gives no supported tags when the list lacks the entry', () => {
    expect(supportedTagsFromConfigs([])).toEqual([]);
  });
});

describe('dashboard sunset (spec section 4)', () => {
  it.each<{
    rule: string;
    supportedTags: string[] | undefined;
    accountTags: string[] | null | undefined;
    state: SunsetState;
  }>([
    {
      rule: 'is loading while the config loads',
      supportedTags: undefined,
      accountTags: ['x'],
      state: 'loading',
    },
    {
      rule: 'is loading while the user loads',
      supportedTags: ['x'],
      accountTags: undefined,
      state: 'loading',
    },
    {
      rule: 'is supported when the account has a supported tag',
      supportedTags: ['hub-dashboard'],
      accountTags: ['vip', 'hub-dashboard'],
      state: 'supported',
    },
    {
      rule: 'compares tags case-insensitively',
      supportedTags: ['Hub-Dashboard'],
      accountTags: ['HUB-DASHBOARD'],
      state: 'supported',
    },
    {
      rule: 'is sunset when the account has none of the tags',
      supportedTags: ['hub-dashboard'],
      accountTags: ['vip'],
      state: 'sunset',
    },
    {
      rule: 'is sunset for an account without tags',
      supportedTags: ['hub-dashboard'],
      accountTags: null,
      state: 'sunset',
    },
    {
      rule: 'is sunset when no tag is supported',
      supportedTags: [],
      accountTags: ['hub-dashboard'],
      state: 'sunset',
    },
  ])('$rule', ({ supportedTags, accountTags, state }) => {
    expect(sunsetState({ supportedTags, accountTags })).toBe(state);
  });
});

describe('menu roles', () => {
  it.each([
    { user: parent, roles: ['parent'] },
    { user: admin, roles: ['admin'] },
    { user: coach, roles: ['coach'] },
    { user: { is_staff: true, is_coach: true }, roles: ['admin', 'coach'] },
    { user: { user_kind: 'educator' }, roles: ['special'] },
    { user: { user_kind: '  ' }, roles: ['parent'] },
    { user: { user_kind: 'educator', is_coach: true }, roles: ['coach'] },
  ])('gives $roles', ({ user, roles }) => {
    expect(menuRoles(user)).toEqual(roles);
  });
});

// Spec section 6: Community is for parent and admin only; social access is the choice to join it.
describe('who may join the community group', () => {
  it.each<{ who: string; user: AccessUser; may: boolean }>([
    { who: 'a parent', user: parent, may: true },
    {
      who: 'a caregiver (a parent who does not pay)',
      user: { ...parent, is_billing_user: false },
      may: true,
    },
    { who: 'staff', user: admin, may: true },
    { who: 'staff who coach', user: { is_staff: true, is_coach: true }, may: true },
    { who: 'a coach', user: coach, may: false },
    { who: 'the special user kind', user: { user_kind: 'educator' }, may: false },
  ])('$who: $may', ({ user, may }) => {
    expect(mayJoinCommunity(user)).toBe(may);
  });
});

describe('side menu visibility (spec sections 2 and 6)', () => {
  const ids = (entries: { id: MenuEntryId }[]) => entries.map((entry) => entry.id);
  const base = { sunset: 'supported' as SunsetState, hasPlayers: true, mobile: false };

  it.each<{
    rule: string;
    user: AccessUser;
    mobile?: boolean;
    sunset?: SunsetState;
    expected: MenuEntryId[];
  }>([
    {
      rule: 'a parent sees Home, Player Stats, Game Directions, Account, Support and Community',
      user: parent,
      expected: ['home', 'playerStats', 'gameDirections', 'account', 'support', 'community'],
    },
    {
      rule: 'an admin also sees the Admin link',
      user: admin,
      expected: ['home', 'playerStats', 'gameDirections', 'account', 'support', 'community', 'admin'],
    },
    {
      rule: 'the special user kind sees what a parent sees but Community (parent and admin only)',
      user: { user_kind: 'educator', is_billing_user: false },
      expected: ['home', 'playerStats', 'gameDirections', 'account', 'support'],
    },
    {
      rule: 'a coach sees Coaching and no Community',
      user: coach,
      expected: ['home', 'playerStats', 'coaching', 'gameDirections', 'account', 'support'],
    },
    {
      rule: 'Home and Player Stats are hidden while the dashboard is sunset (their pages send it away)',
      user: parent,
      sunset: 'sunset',
      expected: ['gameDirections', 'account', 'support', 'community'],
    },
    {
      rule: 'a sunset coach keeps Coaching, which does not depend on the dashboard',
      user: coach,
      sunset: 'sunset',
      expected: ['coaching', 'gameDirections', 'account', 'support'],
    },
    {
      rule: 'a sunset admin keeps Admin',
      user: admin,
      sunset: 'sunset',
      expected: ['gameDirections', 'account', 'support', 'community', 'admin'],
    },
    {
      rule: 'on mobile a sunset billing parent keeps the account entries and Sign out',
      user: parent,
      mobile: true,
      sunset: 'sunset',
      expected: [
        'gameDirections',
        'accountDetails',
        'subscriptionBilling',
        'support',
        'community',
        'signOut',
      ],
    },
    {
      rule: 'Home and Player Stats stay while the sunset state is loading',
      user: parent,
      sunset: 'loading',
      expected: ['home', 'playerStats', 'gameDirections', 'account', 'support', 'community'],
    },
    {
      rule: 'on mobile a billing parent sees Account Details, Subscription & Billing and Sign out',
      user: parent,
      mobile: true,
      expected: [
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
      rule: 'on mobile a user who is not a billing user sees no Subscription & Billing',
      user: coach,
      mobile: true,
      expected: ['home', 'playerStats', 'coaching', 'gameDirections', 'accountDetails', 'support', 'signOut'],
    },
    {
      rule: 'on mobile an admin sees Sign out and Admin',
      user: admin,
      mobile: true,
      expected: [
        'home',
        'playerStats',
        'gameDirections',
        'accountDetails',
        'support',
        'community',
        'signOut',
        'admin',
      ],
    },
  ])('$rule', ({ user, mobile = false, sunset = 'supported', expected }) => {
    expect(ids(menuEntries({ ...base, user, mobile, sunset }))).toEqual(expected);
  });

  it('disables Player Stats when the account has no players', () => {
    const entries = menuEntries({ ...base, user: parent, hasPlayers: false });
    expect(entries.find((entry) => entry.id === 'playerStats')?.disabled).toBe(true);
    expect(entries.filter((entry) => entry.disabled)).toHaveLength(1);
  });

  it('enables Player Stats when the account has players', () => {
    const entries = menuEntries({ ...base, user: parent });
    expect(entries.every((entry) => !entry.disabled)).toBe(true);
  });

  it('labels every entry in the spec’s words', () => {
    const entries = menuEntries({
      ...base,
      user: { is_staff: true, is_coach: true, is_billing_user: true },
      mobile: true,
    });
    expect(entries.map((entry) => formatMessage(entry.label))).toEqual([
      'Home',
      'Player Stats',
      'Coaching',
      'Game Directions',
      'Account Details',
      'Subscription & Billing',
      'Support',
      'Community',
      'Sign out',
      'Admin',
    ]);
    expect(formatMessage(menuEntries({ ...base, user: parent })[3]!.label)).toBe('Account');
  });

  it.each([
    { user: parent, tabs: ['details', 'billing'] },
    { user: coach, tabs: ['details'] },
  ])('shows the billing tab only to billing users: $tabs', ({ user, tabs }) => {
    expect(accountTabs(user)).toEqual(tabs);
  });
});

describe('the parent app promo block (spec section 1, docs/decisions.md)', () => {
  it.each<{ rule: string; user: AccessUser; sunset: SunsetState; sees: boolean }>([
    {
      rule: 'a parent sees it while the dashboard is supported',
      user: parent,
      sunset: 'supported',
      sees: true,
    },
    {
      rule: 'the special user kind sees it as a parent does',
      user: { user_kind: 'educator' },
      sunset: 'supported',
      sees: true,
    },
    { rule: 'staff do not see it (the admin pages are work)', user: admin, sunset: 'supported', sees: false },
    {
      rule: 'a coach does not see it (the coach’s page is work)',
      user: coach,
      sunset: 'supported',
      sees: false,
    },
    {
      rule: 'a staff coach does not see it',
      user: { is_staff: true, is_coach: true },
      sunset: 'supported',
      sees: false,
    },
    {
      rule: 'a coach of the special kind does not see it',
      user: { user_kind: 'educator', is_coach: true },
      sunset: 'supported',
      sees: false,
    },
    {
      rule: 'nobody sees it while sunset (the banner speaks of the app)',
      user: parent,
      sunset: 'sunset',
      sees: false,
    },
    { rule: 'nobody sees it while the sunset state loads', user: parent, sunset: 'loading', sees: false },
  ])('$rule', ({ user, sunset, sees }) => {
    expect(seesParentAppPromo({ user, sunset })).toBe(sees);
  });
});

describe('support centre language mapping is complete (spec section 2)', () => {
  const expected: Record<string, string> = {
    en: 'en-us',
    es: 'es',
    ar: 'ar',
    ru: 'ru',
    uk: 'uk-ua',
    vi: 'vi',
    'zh-CN': 'zh-cn',
    'fr-CA': 'fr-ca',
    so: 'so',
    hmn: 'hmn',
  };

  it('has a row for every UI language', () => {
    expect(Object.keys(expected).sort()).toEqual(uiLanguages.map((language) => language.code).sort());
  });

  it.each(uiLanguages.map((language) => ({ code: language.code, locale: expected[language.code] })))(
    'sends $code to the help centre as $locale',
    ({ code, locale }) => {
      expect(supportCentreLocale(code)).toBe(locale);
    },
  );
});
