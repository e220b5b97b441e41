// Reading request bodies defensively: JSON or a urlencoded form, an object at the top level, nothing
// that could reach a handler as a surprise. The size limit is enforced before this (src/app.ts).
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
 * The request body as a plain object. Accepts JSON, and a urlencoded form when `form` is allowed (the
 * OAuth2 endpoints). An empty body is `{}`. Anything else is a 4xx with a `detail` or field errors.
 */
export async function readBody(c: Context, options: { form?: boolean } = {}): Promise<Body> {
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
  return value as Body;
}
