// CSRF as Django does it (docs/decisions.md): a `csrftoken` cookie that script can read, set on any
// response to a request that lacks one; unsafe requests authenticated by the session cookie, and the
// session login itself, must echo it in `X-CSRFTOKEN`. Bearer-token calls are exempt (DRF).
// Two more checks (docs/security.md "CSRF"): once signed in, the token is bound to the session (it is
// derived from the session's key, so a token planted before sign-in or taken from another session does
// not pass), and a browser's Origin header must be the hub's own origin.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { newSecret, sameSecret } from '../auth/secrets';
import type { AppEnv } from './context';
import { HttpError, messages } from './errors';

export const csrfCookieName = 'csrftoken';
export const csrfHeaderName = 'X-CSRFTOKEN';
const csrfCookieAge = 31_449_600; // one year, Django's CSRF_COOKIE_AGE

const wellFormed = /^[A-Za-z0-9_-]{32,64}$/;

/** The request's CSRF cookie when it is one we could have set. */
function cookieToken(c: Context): string | null {
  const value = getCookie(c, csrfCookieName);
  return value && wellFormed.test(value) ? value : null;
}

/**
 * Sets a fresh `csrftoken` cookie on the response when the request had none (or a malformed one). The
 * header goes straight onto the finished response: hono's `setCookie` after `next()` would copy the
 * response into a stream first (a finalized context clones its response to change a header).
 */
export function csrfCookie(options: { secure: boolean }): MiddlewareHandler {
  // The attributes are the same every time: hono serialises them once (`; Max-Age=…; Path=/;
  // SameSite=Lax`), and a secret is base64url, which a cookie value holds as it is.
  const serialized = generateCookie(csrfCookieName, '', {
    path: '/',
    sameSite: 'Lax',
    secure: options.secure,
    httpOnly: false,
    maxAge: csrfCookieAge,
  });
  const attributes = serialized.slice(serialized.indexOf(';'));
  return async (c, next) => {
    const had = cookieToken(c);
    await next();
    if (had) return;
    c.res.headers.append('Set-Cookie', `${csrfCookieName}=${newSecret()}${attributes}`);
  };
}

/** The CSRF token of a session: derived from its key (one way), so it belongs to that session only. */
export function sessionCsrfToken(sessionKey: string): string {
  return createHash('sha256').update(`csrf\0${sessionKey}`, 'utf8').digest('base64url');
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an Origin header names the hub: the configured public origin (PUBLIC_URL), and outside
 * production any loopback origin (the printed 127.0.0.1 address, the Vite dev server). Never compared with
 * the request's Host, which the client chooses. No Origin at all (not a browser) leaves it to the token.
 */
export function originAllowed(c: Context<AppEnv>, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  const { publicUrl, production } = c.var.settings;
  if (origin === publicUrl) return true;
  if (production || origin.length > 300) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Throws 403 unless the request's Origin (when a browser sends one) is the hub's, the `X-CSRFTOKEN`
 * header matches the `csrftoken` cookie, and, for a request made with a session, the token is that
 * session's.
 */
export function enforceCsrf(c: Context<AppEnv>, sessionKey?: string | null): void {
  if (!originAllowed(c, c.req.header('origin'))) {
    throw new HttpError(403, { detail: messages.csrfFailed });
  }
  const cookie = cookieToken(c);
  const header = c.req.header(csrfHeaderName);
  if (!cookie || !header || !sameSecret(cookie, header)) {
    throw new HttpError(403, { detail: messages.csrfFailed });
  }
  if (sessionKey && !sameSecret(header, sessionCsrfToken(sessionKey))) {
    throw new HttpError(403, { detail: messages.csrfFailed });
  }
}

export const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
