import { errorText, formatMessage, unknownTypeOfError } from '@hub/domain';
import * as v from 'valibot';
import { browserCookies, csrfCookieName, readCookie, type CookieJar, type TokenStore } from './storage';

/** Field errors of a DRF validation response: `{field: [messages]}`. */
export type FieldErrors = Record<string, string[]>;

/** What every call returns (spec section 8): data, or cancelled, or a normalised error. */
export type CallResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; cancelled: true }
  | {
      ok: false;
      cancelled?: false;
      hasErrors: true;
      errStatus: number;
      errorText: string;
      errorObject: FieldErrors | null;
      /** Seconds until a retry may succeed, from a Retry-After header (429, 503); null without one. */
      retryAfter: number | null;
      /** The error answer's body as parsed, when the call asked for it (`keepErrorBody`). */
      errorBody?: unknown;
    };

export type CallError = Extract<CallResult<unknown>, { hasErrors: true }>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface CallOptions<T> {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of JSON (the OAuth2 endpoints). */
  form?: Record<string, string>;
  /** Send the stored access token; without one the call is treated as 401 'Invalid Token'. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The response is parsed with it; a response of another shape is an error, not `undefined` later. */
  schema?: v.GenericSchema<unknown, T>;
  /** The caller's own message, used when no payment message applies (spec section 8's order). */
  errorMessage?: string;
  /** Map payment-provider errors to the spec's sentences. */
  payment?: boolean;
  /** Keep an error answer's parsed body as `errorBody` (a 402 that asks for 3-D Secure carries more than a text). */
  keepErrorBody?: boolean;
  /** Do not run sign-out on a 401 (the logout calls themselves). */
  skipUnauthorizedHandler?: boolean;
  /** Do not trade the refresh token for a new access token on a 401 (the token calls themselves). */
  skipRefresh?: boolean;
}

export interface ApiClientConfig {
  /** Prefix of every path; '' for the same origin (the hub and the server share one). */
  baseUrl?: string;
  tokens: TokenStore;
  /** Where the CSRF cookie is read and the token cookie written; `document.cookie` in the browser. */
  cookies?: CookieJar;
  /** Runs on a 401: the app signs out and redirects to /login with next. */
  onUnauthorized?: () => void;
  /** Runs when a response does not match its schema (the app reports it: a broken contract). */
  onInvalidResponse?: (path: string, issues: readonly v.BaseIssue<unknown>[]) => void;
  fetch?: typeof fetch;
  /**
   * The OAuth2 client whose refresh token an authenticated call trades for a new access token when the
   * server answers 401 (access tokens live 15 minutes); null turns silent refresh off.
   */
  refreshClientId?: string | null;
  /** Serialises refreshes across tabs (the Web Locks API in browsers); in-process only without it. */
  locks?: Pick<LockManager, 'request'> | null;
}

/** Where and how an access token is renewed (the refresh_token grant of spec section 7's token call). */
export const tokenPath = '/api/v2/auth/oauth2/token/';
const refreshLockName = 'hub-token-refresh';

export interface ApiClient {
  call<T = unknown>(path: string, options?: CallOptions<T>): Promise<CallResult<T>>;
  config: ApiClientConfig & { cookies: CookieJar };
}

const unsafeMethods = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

function buildUrl(baseUrl: string, path: string, query: CallOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `{field: [messages]}` out of an error body, when it has that shape. */
export function fieldErrorsOf(body: unknown): FieldErrors | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail') continue;
    if (Array.isArray(value)) errors[field] = value.map(String);
    else if (typeof value === 'string') errors[field] = [value];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date = new Date()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

const tokenPairSchema = v.object({ access_token: v.string(), refresh_token: v.string() });

function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string })?.name === 'AbortError';
}

/**
 * The generic caller of spec sections 7 and 8: bearer token from storage, CSRF header from the cookie,
 * cancellation, sign-out on 401, and one normalised error result whose text follows the spec's order
 * (@hub/domain's `errorText`).
 */
export function createApiClient(options: ApiClientConfig): ApiClient {
  const config = { ...options, cookies: options.cookies ?? browserCookies };
  const baseUrl = config.baseUrl ?? '';
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const textOf = errorText;

  function unauthorized(options: CallOptions<unknown>, text: string): CallError {
    if (!options.skipUnauthorizedHandler) config.onUnauthorized?.();
    return {
      ok: false,
      hasErrors: true,
      errStatus: 401,
      errorText: text,
      errorObject: null,
      retryAfter: null,
    };
  }

  const refreshClientId = config.refreshClientId === undefined ? 'hub-web' : config.refreshClientId;
  const locks = config.locks === undefined ? (globalThis.navigator?.locks ?? null) : config.locks;
  let refreshing: Promise<boolean> | null = null;

  /** Trades the stored refresh token for a new pair; true when the store now holds a fresh access token. */
  async function refreshOnce(rejected: string): Promise<boolean> {
    const trade = async (): Promise<boolean> => {
      // Another tab (or call) may have refreshed while this one waited for the lock: use its token.
      const current = config.tokens.getAccessToken();
      if (current && current !== rejected) return true;
      const refreshToken = config.tokens.getRefreshToken();
      if (!refreshToken || !refreshClientId) return false;
      const result = await call<{ access_token: string; refresh_token: string }>(tokenPath, {
        method: 'POST',
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: refreshClientId },
        skipUnauthorizedHandler: true,
        skipRefresh: true,
        schema: tokenPairSchema,
      });
      if (!result.ok) return false;
      config.tokens.setTokens({
        accessToken: result.data.access_token,
        refreshToken: result.data.refresh_token,
      });
      return true;
    };
    if (!refreshing) {
      const run: Promise<boolean> = locks
        ? locks.request(refreshLockName, trade).then((renewed) => renewed)
        : trade();
      refreshing = run.finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function call<T>(path: string, options: CallOptions<T> = {}): Promise<CallResult<T>> {
    const method = options.method ?? 'GET';
    const headers = new Headers({ Accept: 'application/json' });
    const token = options.auth ? config.tokens.getAccessToken() : null;
    if (options.auth) {
      if (!token) return unauthorized(options as CallOptions<unknown>, 'Invalid Token');
      headers.set('Authorization', `Bearer ${token}`);
    }
    const csrf = readCookie(config.cookies.get(), csrfCookieName);
    if (csrf && unsafeMethods.has(method)) headers.set('X-CSRFTOKEN', csrf);

    let body: BodyInit | undefined;
    if (options.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (isAbort(error) || options.signal?.aborted) return { ok: false, cancelled: true };
      // The network failed before any answer (offline, server down): status 0.
      return {
        ok: false,
        hasErrors: true,
        errStatus: 0,
        errorText: textOf({ status: 0, statusText: '', body: null, givenMessage: options.errorMessage }),
        errorObject: null,
        retryAfter: null,
      };
    }

    let parsed: unknown;
    try {
      parsed = await readBody(response);
    } catch (error) {
      if (isAbort(error) || options.signal?.aborted) return { ok: false, cancelled: true };
      parsed = null;
    }

    if (response.status === 401) {
      // An expired access token: renew it once and ask again; only when that fails is the person out.
      if (token && !options.skipRefresh && !options.signal?.aborted && (await refreshOnce(token))) {
        return call(path, { ...options, skipRefresh: true });
      }
      const detail =
        parsed && typeof parsed === 'object' && 'detail' in parsed
          ? String((parsed as { detail: unknown }).detail)
          : '';
      return unauthorized(options as CallOptions<unknown>, detail || 'Invalid Token');
    }
    if (!response.ok) {
      return {
        ok: false,
        hasErrors: true,
        errStatus: response.status,
        errorText: textOf({
          status: response.status,
          statusText: response.statusText,
          body: parsed,
          givenMessage: options.errorMessage,
          payment: options.payment,
        }),
        errorObject: fieldErrorsOf(parsed),
        retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
        ...(options.keepErrorBody ? { errorBody: parsed } : {}),
      };
    }
    if (!options.schema) return { ok: true, data: parsed as T, status: response.status };
    const result = v.safeParse(options.schema, parsed);
    if (result.success) return { ok: true, data: result.output, status: response.status };
    // A 2xx of the wrong shape is a broken contract: reported, and shown as an unreadable answer.
    config.onInvalidResponse?.(path, result.issues);
    return {
      ok: false,
      hasErrors: true,
      errStatus: response.status,
      errorText: formatMessage(unknownTypeOfError),
      errorObject: null,
      retryAfter: null,
    };
  }

  return { call, config };
}

/** Thrown by query functions so TanStack Query sees a failure; carries the normalised error. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | null;
  readonly retryAfter: number | null;
  constructor(error: CallError) {
    super(error.errorText);
    this.name = 'ApiError';
    this.status = error.errStatus;
    this.fieldErrors = error.errorObject;
    this.retryAfter = error.retryAfter;
  }
}

/** The data of a successful call, or throws: ApiError for a failure, an AbortError when cancelled. */
export function unwrap<T>(result: CallResult<T>): T {
  if (result.ok) return result.data;
  if (result.cancelled) throw new DOMException('The request was cancelled', 'AbortError');
  throw new ApiError(result);
}
