// What every admin call shares: staff only (checked on the server for every call, before its body or query
// is read, so a refused caller learns nothing from their checks), input through @hub/domain's schemas,
// and the append-only log of admin changes written in the change's own transaction.
import { toEnglish, validate, type AnySchema } from '@hub/domain';
import type { Handler } from 'hono';
import { withUser, type UserRow } from '../auth/principal';
import { assertStaff } from '../billing/subscriptions';
import type { Transaction } from '../db/database';
import type { AppContext, AppEnv } from '../http/context';
import { invalid } from '../http/errors';
import { adminActions } from './schema';

/** A handler for staff alone: 401 signed out, 403 for anyone who is not staff (a parent, a coach). */
export function staffCall(handler: (c: AppContext, staff: UserRow) => Promise<Response>): Handler<AppEnv> {
  return withUser(async (c, { user }) => {
    assertStaff(user);
    return handler(c, user);
  });
}

/** The schema's output for the input; a 400 with the domain's English messages per field otherwise. */
export function checked<S extends AnySchema>(schema: S, input: unknown) {
  const result = validate(schema, input);
  if (!result.success) throw invalid(toEnglish(result.errors));
  return result.output;
}

/** The query's parameters (the first value of each), checked by a schema of the domain. */
export function checkedQuery<S extends AnySchema>(c: AppContext, schema: S) {
  return checked(schema, c.req.query());
}

/** One row of the admin log. */
export interface AdminAction {
  actor: UserRow;
  accountId: number | null;
  action: string;
  targetType:
    'account' | 'user' | 'note' | 'shipment' | 'shipping' | 'billing_request' | 'email' | 'remote_config';
  targetId: number;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Adds one row to the append-only log, in the change's transaction (nothing ever updates or deletes one). */
export async function recordAdminAction(tx: Transaction, action: AdminAction): Promise<void> {
  await tx.insert(adminActions).values({
    actorId: action.actor.id,
    accountId: action.accountId,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    detail: action.detail ?? {},
    createdAt: action.at,
  });
}

/** The fields that changed, `{field: {from, to}}` (for the log); none when nothing did. */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** Escapes `%`, `_` and `\` so a search is matched as typed by LIKE (never as a pattern of its own). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
