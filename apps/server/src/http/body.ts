// Reading request bodies defensively: JSON or a urlencoded form, an object at the top level, nothing
// that could reach a handler as a surprise. The size limit is enforced before this (src/app.ts).
import { formatMessage, validationMessages } from '@hub/domain';
import type { Context } from 'hono';
import { HttpError, messages } from './errors';

export type Body = Record<string, unknown>;

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    throw new HttpError(400, { detail: `JSON parse error - ${reason}` });
  }
}

async function readForm(c: Context): Promise<Body> {
  const params = new URLSearchParams(await c.req.text());
  const body: Body = {};
  for (const [key, value] of params) body[key] = value;
  return body;
}

/**
 * Text PostgreSQL cannot hold as it was sent: a NUL character (text columns refuse it) or half of a
 * surrogate pair (it would be stored as U+FFFD, silently changed). No rule of the domain lets either
 * through a field it checks, but fields it does not restrict (address lines) would reach the database.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Field errors (the domain's "Please include valid characters") for top-level text that cannot be stored. */
function unstorableFields(body: Body): Record<string, string[]> | null {
  const fields = Object.keys(body).filter((key) => {
    const value = body[key];
    return typeof value === 'string' && unstorable.test(value);
  });
  if (fields.length === 0) return null;
  const message = formatMessage(validationMessages.invalidCharacters);
  return Object.fromEntries(fields.map((field) => [field, [message]]));
}

/**
 * The request body as a plain object. Accepts JSON, and a urlencoded form when `form` is allowed (the
 * OAuth2 endpoints). An empty body is `{}`. Anything else is a 4xx with a `detail` or field errors, and so
 * is a text field PostgreSQL cannot store as sent.
 */
export async function readBody(
  c: Context,
  options: {
    /** Also accept a urlencoded form (the OAuth2 endpoints). */
    form?: boolean;
    /**
     * Skip the storable-text check: the endpoint stores none of the body's text as it is (OAuth2's
     * parameters are compared, hashed, or checked by the login rules first), and answers in its own shape.
     */
    anyText?: boolean;
  } = {},
): Promise<Body> {
  const type = mediaType(c);
  let value: unknown;
  if (type === 'application/json' || type.endsWith('+json')) value = await readJson(c);
  else if (options.form && type === 'application/x-www-form-urlencoded') value = await readForm(c);
  else if (type === '') {
    // No content type: an empty body is fine, anything else is not something we can read.
    const text = await c.req.text();
    if (text.trim() !== '') throw new HttpError(415, { detail: messages.unsupportedMediaType('') });
    value = {};
  } else throw new HttpError(415, { detail: messages.unsupportedMediaType(type) });

  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, {
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(value)}.`],
    });
  }
  const errors = options.anyText ? null : unstorableFields(value as Body);
  if (errors) throw new HttpError(400, errors);
  return value as Body;
}
