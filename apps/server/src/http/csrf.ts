// CSRF as Django does it (docs/decisions.md): a `csrftoken` cookie that script can read, set on any
// response to a request that lacks one; unsafe requests authenticated by the session cookie, and the
// session login itself, must echo it in `X-CSRFTOKEN`. Bearer-token calls are exempt (DRF).
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { newSecret, sameSecret } from '../auth/secrets';
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

/** Sets a fresh `csrftoken` cookie on the response when the request had none (or a malformed one). */
export function csrfCookie(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const had = cookieToken(c);
    await next();
    if (had) return;
    setCookie(c, csrfCookieName, newSecret(), {
      path: '/',
      sameSite: 'Lax',
      secure: options.secure,
      httpOnly: false,
      maxAge: csrfCookieAge,
    });
  };
}

/** Throws 403 unless the `X-CSRFTOKEN` header matches the `csrftoken` cookie. */
export function enforceCsrf(c: Context): void {
  const cookie = cookieToken(c);
  const header = c.req.header(csrfHeaderName);
  if (!cookie || !header || !sameSecret(cookie, header)) {
    throw new HttpError(403, { detail: messages.csrfFailed });
  }
}

export const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
