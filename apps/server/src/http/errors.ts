// The error bodies of the contract (docs/decisions.md): `{detail}` for 401, 402, 403, 404, 405, 409, 412, 429
// and 5xx (a refused subscription change adds `code`, `from` and `event`, docs/billing-api.md);
// `{field: [messages]}` for validation; RFC 6749 `{error, error_description}` on OAuth2 endpoints.

/** Field errors of a validation response; errors not tied to a field go under `non_field_errors`. */
export type FieldErrors = Record<string, string[]>;

export type ContentfulStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 429 | 500 | 503;

/** Thrown by handlers; the app's error handler turns it into the response it carries. */
export class HttpError extends Error {
  readonly status: ContentfulStatus;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatus, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** The texts of `{detail}` answers, worded as Django REST framework words them. */
export const messages = {
  notFound: 'Not found.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  accountUnavailable: 'This account is unavailable. Please contact support.',
  csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
  invalidPage: 'Invalid page.',
  serverError: 'Server error.',
  busy: 'The server is busy. Please try again in a moment.',
  bodyTooLarge: 'Request body is too large.',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  unsupportedMediaType: (type: string) => `Unsupported media type "${type}" in request.`,
  resetThrottled: (seconds: number) =>
    `Too many password reset requests. Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  throttled: (seconds: number) =>
    `Too many failed sign-in attempts. Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

export const notFound = () => new HttpError(404, { detail: messages.notFound });
export const forbidden = (detail: string = messages.permissionDenied) => new HttpError(403, { detail });
export const invalid = (errors: FieldErrors) => new HttpError(400, errors);
