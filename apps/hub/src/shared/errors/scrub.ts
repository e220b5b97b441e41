// What an error report may carry: no token from a link (`/start?o=`), no credentials, no personal data.
// Reports go to a third party (Sentry), so every url, message and extra value is scrubbed before sending.
import type { Breadcrumb, ErrorEvent } from '@sentry/react';

/** Query parameters whose value is a secret or personal: replaced by `[Filtered]` wherever a url appears. */
export const secretParams = [
  'o',
  'token',
  'access_token',
  'refresh_token',
  'code',
  'email',
  'password',
  'ext_id',
];

const filtered = '[Filtered]';
/** A url with every secret query parameter's value replaced. A text that is not a url comes back unchanged. */
export function scrubUrl(text: string): string {
  const absolute = /^[a-z]+:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(text, 'https://hub.invalid');
  } catch {
    return text;
  }
  let changed = false;
  for (const name of secretParams) {
    if (url.searchParams.has(name)) {
      url.searchParams.set(name, filtered);
      changed = true;
    }
  }
  if (!changed) return text;
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A free text with urls scrubbed and email addresses and phone numbers taken out. It reads the text word by
 * word (white-space separated), so no pattern backtracks over a long text.
 */
export function scrubText(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (word.includes('@') && word.indexOf('@') > 0 && word.lastIndexOf('.') > word.indexOf('@'))
        return filtered;
      if (word.replace(/\D/g, '').length >= 7 && /^[+(]?\d[\d().-]*$/.test(word)) return filtered;
      if (word.includes('?') && (word.startsWith('/') || /^https?:\/\//i.test(word))) return scrubUrl(word);
      return word;
    })
    .join('')
    .replace(/\+?\d{1,4}(?: \d{2,5}){2,4}/g, (digits) =>
      digits.replace(/\D/g, '').length >= 7 ? filtered : digits,
    );
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      /password|token|secret|authorization|cookie/i.test(key) ? filtered : scrubValue(item, depth + 1),
    ]),
  );
}

/** Sentry's `beforeSend`: the event with its urls, messages, exception values, extras and user scrubbed. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.request) {
    scrubbed.request = { ...scrubbed.request };
    if (scrubbed.request.url) scrubbed.request.url = scrubUrl(scrubbed.request.url);
    if (scrubbed.request.query_string) delete scrubbed.request.query_string;
    delete scrubbed.request.cookies;
    delete scrubbed.request.data;
    if (scrubbed.request.headers) {
      const {
        Referer: _referer,
        referer: _lower,
        Cookie: _cookie,
        cookie: _c,
        ...headers
      } = scrubbed.request.headers;
      scrubbed.request.headers = headers;
    }
  }
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((value) => ({
        ...value,
        value: value.value ? scrubText(value.value) : value.value,
      })),
    };
  }
  if (scrubbed.extra) scrubbed.extra = scrubValue(scrubbed.extra) as ErrorEvent['extra'];
  if (scrubbed.tags) scrubbed.tags = scrubValue(scrubbed.tags) as ErrorEvent['tags'];
  if (scrubbed.breadcrumbs) scrubbed.breadcrumbs = scrubbed.breadcrumbs.map(scrubBreadcrumb);
  // Only the numeric id is kept of the person (to group reports), never their name or email.
  if (scrubbed.user) scrubbed.user = scrubbed.user.id === undefined ? {} : { id: scrubbed.user.id };
  return scrubbed;
}

/** Sentry's `beforeBreadcrumb`: navigation and fetch urls and messages scrubbed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: scrubText(breadcrumb.message) } : {}),
    ...(breadcrumb.data ? { data: scrubValue(breadcrumb.data) as Breadcrumb['data'] } : {}),
  };
}
