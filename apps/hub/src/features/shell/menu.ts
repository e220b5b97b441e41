// The side menu's entries for the ui components: the domain decides which entries show and which are
// disabled (spec sections 2 and 6); this module gives each one its address, icon and state.
import { menuEntries, type AccessUser, type MenuEntryId, type SunsetState } from '@hub/domain';
import type { MenuEntry as UiMenuEntry, MenuIcon } from '@hub/ui';
import { communityUrl, gameDirectionsUrl, supportUrl } from '../../shared/links';
import { accountDetailsPath, adminAccountsPath, billingPath, homePath } from '../../shared/paths';

const icons: Record<MenuEntryId, MenuIcon> = {
  home: 'home',
  playerStats: 'stats',
  coaching: 'coaching',
  gameDirections: 'directions',
  account: 'account',
  accountDetails: 'account',
  subscriptionBilling: 'billing',
  support: 'support',
  community: 'community',
  signOut: 'signOut',
  admin: 'admin',
};

// Admin is the hub's own admin pages (docs/decisions.md "Issue 28"), opened in the app like the rest.
const external = new Set<MenuEntryId>(['gameDirections', 'support', 'community']);

/** Where the shell is: the path and the query (`pid` follows Home and Player Stats). */
export interface MenuLocation {
  pathname: string;
  search: string;
}

function withPid(path: string, search: string): string {
  const pid = new URLSearchParams(search).get('pid');
  return pid ? `${path}?${new URLSearchParams({ pid })}` : path;
}

function hrefOf(id: MenuEntryId, location: MenuLocation, language: string): string {
  switch (id) {
    case 'home':
      return withPid(homePath, location.search);
    case 'playerStats':
      return withPid('/dashboard/stats', location.search);
    case 'coaching':
      return '/dashboard/coaching';
    case 'gameDirections':
      return gameDirectionsUrl;
    case 'account':
    case 'accountDetails':
      return accountDetailsPath;
    case 'subscriptionBilling':
      return billingPath;
    case 'support':
      return supportUrl(language);
    case 'community':
      return communityUrl;
    case 'signOut':
      return '/logout';
    case 'admin':
      return adminAccountsPath;
  }
}

function isActive(id: MenuEntryId, { pathname, search }: MenuLocation): boolean {
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === '/') end -= 1; // trailing slashes, without a backtracking pattern
  const path = pathname.slice(0, end) || '/';
  const segment = new URLSearchParams(search).get('segment') ?? 'details';
  switch (id) {
    case 'home':
      return path === homePath;
    case 'playerStats':
      return path === '/dashboard/stats';
    case 'coaching':
      return path === '/dashboard/coaching';
    case 'account':
      return path === '/dashboard/account';
    case 'accountDetails':
      return path === '/dashboard/account' && segment !== 'billing';
    case 'subscriptionBilling':
      return path === '/dashboard/account' && segment === 'billing';
    case 'admin':
      return path === '/admin' || path.startsWith('/admin/');
    default:
      return false;
  }
}

export interface ShellMenuInput {
  user: AccessUser;
  sunset: SunsetState;
  hasPlayers: boolean;
  mobile: boolean;
  location: MenuLocation;
  language: string;
  /** Renders a domain label in the active language. */
  label: (id: MenuEntryId) => string;
  /** Why Player Stats is disabled, in the active language. */
  noPlayersReason: string;
}

/** The entries of the side menu (mobile: false) or of the mobile menu (mobile: true). */
export function shellMenuEntries(input: ShellMenuInput): UiMenuEntry[] {
  return menuEntries(input).map((entry) => ({
    id: entry.id,
    label: input.label(entry.id),
    icon: icons[entry.id],
    href: entry.disabled ? undefined : hrefOf(entry.id, input.location, input.language),
    external: external.has(entry.id),
    disabled: entry.disabled,
    disabledReason: entry.disabled ? input.noPlayersReason : undefined,
    active: isActive(entry.id, input.location),
  }));
}
