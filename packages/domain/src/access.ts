// Who may do and see what (spec sections 2, 4 and 6, docs/decisions.md): the role kind, the
// account-access check, the dashboard sunset and the side menu.
//
// Choices where the spec is silent:
// - A malformed customer_dash_supported_account_tags value (not JSON, or JSON that is not a list) counts
//   as no supported tags, as does a missing entry: the list is an allow-list, and an allow-list that
//   cannot be read allows nobody. Entries that are not strings are ignored.
// - Menu roles are flags, not one rank: staff are admin, users with a coach profile are coach, a user
//   flagged with a special kind (and neither) is special, everyone else is parent. A staff coach
//   therefore sees both Admin and Coaching. The special kind's menu is a parent's without Community
//   (spec section 6: Community is for parent and admin only); docs/decisions.md "Onboarding and account".
// - On mobile the Account entry is replaced by Account Details, and Subscription & Billing for billing
//   users; on wider screens Account shows a billing tab for billing users (`accountTabs`).
// - While the dashboard is sunset the menu hides every entry that cannot be used: Home and Player Stats,
//   whose routes send a sunset account to its account details (the banner says where stats went). The
//   rest works for every account (Coaching, Account, Admin, the links outside the hub). Nothing is hidden
//   while the state is loading.
// - The parent app's promo block is for families: staff and coaches never see it (their hub is a place of
//   work: the admin pages, the coach's page), and nobody sees it while the dashboard is sunset or loading
//   (the sunset banner speaks of the app then). The special user kind runs the kit for children in its
//   care and sees it as a parent does. docs/decisions.md "Issue 28: menu, booking, onboarding landing".
import type { MessageDescriptor } from './messages';

/** The value of account_status that denies access, compared case-insensitively (docs/decisions.md). */
export const blockedAccountStatus = 'BLOCKED';

/** Name of the remote config that holds the JSON list of supported account tags. */
export const supportedAccountTagsConfig = 'customer_dash_supported_account_tags';

/** The parts of the user record (`GET /api/v2/user/info/`) the access rules read. */
export interface AccessUser {
  is_staff?: boolean | null;
  is_coach?: boolean | null;
  is_billing_user?: boolean | null;
  /** The spec's "special user kind"; null or empty for ordinary users. */
  user_kind?: string | null;
  account?: { account_status?: string | null; tags?: readonly string[] | null } | null;
}

/** A role kind: the user's special kind as the record names it, else 'admin' or 'user'. */
export type RoleKind = 'admin' | 'user' | (string & {});

/** The role kind (spec section 4): the special user kind if set, else admin if is_staff, else user. */
export function roleKind(user: AccessUser): RoleKind {
  const special = user.user_kind?.trim();
  if (special) return special;
  return user.is_staff ? 'admin' : 'user';
}

/** The account-access check (spec section 4): staff always pass; a BLOCKED account_status is denied. */
export function canAccessAccount(user: AccessUser): boolean {
  if (user.is_staff) return true;
  const status = user.account?.account_status;
  return typeof status !== 'string' || status.trim().toUpperCase() !== blockedAccountStatus;
}

/** The supported tags held by the config's JSON value; [] when it is missing or malformed. */
export function parseSupportedTags(configValue: string | null | undefined): string[] {
  if (!configValue) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(configValue);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((tag): tag is string => typeof tag === 'string');
}

/** A remote configuration entry (spec section 3). */
export interface RemoteConfigEntry {
  config_name: string;
  config_value: string | null;
}

/** The supported tags out of a remote-config list; [] when the entry is missing or malformed. */
export function supportedTagsFromConfigs(configs: readonly RemoteConfigEntry[]): string[] {
  const entry = configs.find((config) => config.config_name === supportedAccountTagsConfig);
  return parseSupportedTags(entry?.config_value);
}

/** Whether the dashboard is sunset for an account, or still loading. */
export type SunsetState = 'loading' | 'sunset' | 'supported';

/** What the sunset rule needs; `undefined` data means it has not loaded yet. */
export interface SunsetInput {
  /** The supported tags (see parseSupportedTags), or undefined while the remote config loads. */
  supportedTags: readonly string[] | undefined;
  /** The account's tags, or undefined while the user record loads. */
  accountTags: readonly string[] | null | undefined;
}

/**
 * The dashboard sunset (spec section 4): loading while the config or the user is loading, sunset when
 * the account has none of the supported tags (case-insensitive), else supported.
 */
export function sunsetState({ supportedTags, accountTags }: SunsetInput): SunsetState {
  if (supportedTags === undefined || accountTags === undefined) return 'loading';
  const supported = new Set(supportedTags.map((tag) => tag.trim().toLowerCase()));
  const hasSupportedTag = (accountTags ?? []).some((tag) => supported.has(tag.trim().toLowerCase()));
  return hasSupportedTag ? 'supported' : 'sunset';
}

/** The menu roles of spec section 6: parent, the special user kind, admin and coach. */
export type MenuRole = 'parent' | 'special' | 'admin' | 'coach';

/**
 * The menu roles a user holds: admin if staff, coach if a coach; otherwise special when the user record
 * flags a special kind, else parent.
 */
export function menuRoles(user: AccessUser): MenuRole[] {
  const roles: MenuRole[] = [];
  if (user.is_staff) roles.push('admin');
  if (user.is_coach) roles.push('coach');
  if (roles.length === 0) roles.push(user.user_kind?.trim() ? 'special' : 'parent');
  return roles;
}

/**
 * Whether the user belongs in the community's social group (spec section 6: Community is for parents and
 * admins): the side menu's Community link, and the Privacy card's choice to join the group (social access).
 */
export function mayJoinCommunity(user: AccessUser): boolean {
  const roles = menuRoles(user);
  return roles.includes('parent') || roles.includes('admin');
}

/** The side menu's entries, in the order shown. */
export const menuEntryIds = [
  'home',
  'playerStats',
  'coaching',
  'gameDirections',
  'account',
  'accountDetails',
  'subscriptionBilling',
  'support',
  'community',
  'signOut',
  'admin',
] as const;

/** One of the side menu's entries. */
export type MenuEntryId = (typeof menuEntryIds)[number];

/** The label of each menu entry. */
export const menuEntryLabels: Record<MenuEntryId, MessageDescriptor> = {
  home: /*i18n*/ { id: 'menu.home', message: 'Home' },
  playerStats: /*i18n*/ { id: 'menu.playerStats', message: 'Player Stats' },
  coaching: /*i18n*/ { id: 'menu.coaching', message: 'Coaching' },
  gameDirections: /*i18n*/ { id: 'menu.gameDirections', message: 'Game Directions' },
  account: /*i18n*/ { id: 'menu.account', message: 'Account' },
  accountDetails: /*i18n*/ { id: 'menu.accountDetails', message: 'Account Details' },
  subscriptionBilling: /*i18n*/ { id: 'menu.subscriptionBilling', message: 'Subscription & Billing' },
  support: /*i18n*/ { id: 'menu.support', message: 'Support' },
  community: /*i18n*/ { id: 'menu.community', message: 'Community' },
  signOut: /*i18n*/ { id: 'menu.signOut', message: 'Sign out' },
  admin: /*i18n*/ { id: 'menu.admin', message: 'Admin' },
};

/** A visible menu entry. */
export interface MenuEntry {
  id: MenuEntryId;
  label: MessageDescriptor;
  disabled: boolean;
}

/** What decides the side menu. */
export interface MenuInput {
  user: AccessUser;
  sunset: SunsetState;
  /** Whether the account has any players; Player Stats is disabled without. */
  hasPlayers: boolean;
  /** Below the 900px breakpoint. */
  mobile: boolean;
}

/** The visible entries of the side menu (spec sections 2 and 6), in order. */
export function menuEntries({ user, sunset, hasPlayers, mobile }: MenuInput): MenuEntry[] {
  const roles = menuRoles(user);
  const billing = Boolean(user.is_billing_user);
  const visible: Record<MenuEntryId, boolean> = {
    home: sunset !== 'sunset',
    playerStats: sunset !== 'sunset',
    coaching: roles.includes('coach'),
    gameDirections: true,
    account: !mobile,
    accountDetails: mobile,
    subscriptionBilling: mobile && billing,
    support: true,
    community: mayJoinCommunity(user),
    signOut: mobile,
    admin: roles.includes('admin'),
  };
  return menuEntryIds
    .filter((id) => visible[id])
    .map((id) => ({ id, label: menuEntryLabels[id], disabled: id === 'playerStats' && !hasPlayers }));
}

/** Whether the shell shows the parent app's promo block: to a supported family, never to staff or coaches. */
export function seesParentAppPromo({ user, sunset }: { user: AccessUser; sunset: SunsetState }): boolean {
  if (sunset !== 'supported') return false;
  const roles = menuRoles(user);
  return !roles.includes('admin') && !roles.includes('coach');
}

/** The Account page's tabs: details for everyone, billing for billing users only. */
export function accountTabs(user: AccessUser): ('details' | 'billing')[] {
  return user.is_billing_user ? ['details', 'billing'] : ['details'];
}
