// How a mocked call answers, and the helpers stories use to say so.
import { delay, HttpResponse } from 'msw';
import type { Page } from '../http/schemas';
import { errorBodies } from './error-bodies';

/**
 * How a mocked call answers: with data (optionally after a delay), never (the loading state), with an
 * error status, body and headers, or not at all (a network error).
 */
export type MockState<T> =
  | { kind: 'ok'; data: T; delayMs?: number }
  | { kind: 'loading' }
  | { kind: 'error'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'network' };

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Counts the calls a story holds forever (the loading state), on the page: the visual gate waits for every
 * request in flight to answer but these (.storybook/visual.ts), instead of for a number of milliseconds.
 */
function announceHeldForever() {
  const page = globalThis as { __mswHeldForever?: number };
  page.__mswHeldForever = (page.__mswHeldForever ?? 0) + 1;
}

export function respond<T>(state: MockState<T>) {
  return async () => {
    switch (state.kind) {
      case 'loading':
        announceHeldForever();
        await delay('infinite');
        return HttpResponse.json(null);
      case 'network':
        return HttpResponse.error();
      case 'error':
        return HttpResponse.json((state.body ?? errorBodies.serverError) as Record<string, unknown>, {
          status: state.status,
          statusText: reasonPhrases[state.status] ?? '',
          headers: state.headers,
        });
      case 'ok':
        if (state.delayMs) await delay(state.delayMs);
        return HttpResponse.json(state.data as Record<string, unknown>);
    }
  };
}

/** Wraps a list as one DRF page. */
export function pageOf<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}

/** Answers with data. */
export const ok = <T>(data: T): MockState<T> => ({ kind: 'ok', data });
/** Answers with data after `delayMs` (a pending button, a skeleton that resolves). */
export const slow = <T>(data: T, delayMs = 1500): MockState<T> => ({ kind: 'ok', data, delayMs });
/** Never answers: the loading state. */
export const loading = <T>(): MockState<T> => ({ kind: 'loading' });
/** Answers with an error status and body. */
export const failing = <T>(
  status: number,
  body?: unknown,
  headers?: Record<string, string>,
): MockState<T> => ({
  kind: 'error',
  status,
  body,
  headers,
});
/** 400 with field errors (`{field: [messages]}`). */
export const validationFailed = <T>(body: unknown = errorBodies.userValidation): MockState<T> =>
  failing(400, body);
/** 400 of the session login: the email or password is wrong. */
export const wrongPassword = <T>(): MockState<T> => failing(400, errorBodies.wrongPassword);
/** 401: the token is missing, expired or revoked. */
export const unauthorized = <T>(): MockState<T> => failing(401, errorBodies.unauthorized);
/** 403 of a BLOCKED account's user. */
export const blockedAccount = <T>(): MockState<T> => failing(403, errorBodies.blocked);
/** 404. */
export const notFound = <T>(): MockState<T> => failing(404, errorBodies.notFound);
/** 429 with Retry-After, as the server throttles failed sign-ins. */
export const throttled = <T>(seconds = 600): MockState<T> =>
  failing(429, errorBodies.throttled(seconds), { 'Retry-After': String(seconds) });
/** 429 of the password reset request, with Retry-After. */
export const resetThrottled = <T>(seconds = 600): MockState<T> =>
  failing(429, errorBodies.passwordResetThrottled(seconds), { 'Retry-After': String(seconds) });
/** 400 of the set-password call: the link is invalid, expired or used. */
export const invalidResetLink = <T>(): MockState<T> => failing(400, errorBodies.invalidResetLink);
/** 500. */
export const serverError = <T>(): MockState<T> => failing(500, errorBodies.serverError);
/** The request never reaches a server (offline). */
export const networkError = <T>(): MockState<T> => ({ kind: 'network' });
