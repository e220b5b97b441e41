// Path ids: routes match only digits (anything else is 404 before this); ids past PostgreSQL's
// integer range cannot exist, so they are 404 too instead of a database error.
import type { Context } from 'hono';
import { notFound } from './errors';

const maxId = 2_147_483_647;

/** The numeric path parameter, or 404 'Not found.'. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > maxId) throw notFound();
  return id;
}
