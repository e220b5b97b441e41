// Addresses inside the hub that more than one screen needs, and the one rule for `next`.
import { welcomeUaction } from '@hub/domain';

/** Home of the dashboard (spec section 2: root.user.player.home). */
export const homePath = '/dashboard';

/** The account details, where a sunset account lands (spec section 2). */
export const accountDetailsPath = '/dashboard/account?segment=details';

/** The account's subscription and billing, for billing users. */
export const billingPath = '/dashboard/account?segment=billing';

/** Player Stats for one player (spec section 2: `dashboard/stats` takes `pid`). */
export function playerStatsPath(playerId: number): string {
  return `/dashboard/stats?${new URLSearchParams({ pid: String(playerId) })}`;
}

/** The staff's account list, the first of the hub's admin pages (the side menu's Admin entry). */
export const adminAccountsPath = '/admin/accounts';

/** Where a user who fails the account-access check is sent (docs/decisions.md). */
export const blockedPath = '/blocked';

/** Where a customer who has not completed checkout is sent. */
export const checkoutPath = '/checkout';

/** After login without a `next`: the dashboard (spec section 2 says `/dashboard/`). */
export const defaultAfterLoginPath = '/dashboard/';

/**
 * After login without a `next`, for a family: the dashboard with `uaction=welcome`, which leads to the
 * welcome page while onboarding is ahead of them and stays Home otherwise (@hub/domain `uactionDestination`).
 */
export const familyAfterLoginPath = `${defaultAfterLoginPath}?${new URLSearchParams({ uaction: welcomeUaction })}`;

/** The welcome page, onboarding's first (spec section 2: dashboard/welcome, root.user.onboarding). */
export const welcomePath = '/dashboard/welcome';

/**
 * `next` made safe: only a path on this origin (never `//host`, `/\host`, `javascript:` or an absolute
 * URL, which would make the login page an open redirect), never back to /login or /logout; else null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const trimmed = next.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, 'https://hub.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://hub.invalid') return null;
  // A path that only becomes `//host` once dot segments are resolved (`/.//evil.example`) is refused too:
  // the browser would read it as another site.
  if (url.pathname.startsWith('//')) return null;
  if (/^\/(login|logout)\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=<path+search>` for the page a signed-out visitor asked for (spec section 2). */
export function loginPath(target?: string | URL | null): string {
  if (!target) return '/login';
  const url = typeof target === 'string' ? new URL(target, 'https://hub.invalid') : target;
  const next = safeNextPath(`${url.pathname}${url.search}`);
  return next && next !== '/' ? `/login?${new URLSearchParams({ next })}` : '/login';
}

/** The login page with the email filled in (after a password reset), or the plain login page. */
export function loginWithEmailPath(email: string): string {
  return email ? `/login?${new URLSearchParams({ email })}` : '/login';
}

/** Adding a child to the account (issue 28): Home and the account page lead there. */
export const addChildPath = '/dashboard/children/new';

/** A child's profile (issue 28): name, birth date, game profile, surveys. */
export function childProfilePath(playerId: number): string {
  return `/dashboard/children/${playerId}`;
}
