// A refused admin change (409): its text is the server's `detail` alone. The generic caller joins every text
// of an object body (spec section 8), which would append the refusal's code and states; they stay readable
// in `errorObject` for `adminConflictOf`.
import type { CallResult } from '../http/client';

const conflictFields = ['code', 'from', 'to', 'event'] as const;

/** The result with a 409's text cut back to its detail. */
export function withConflictDetail<T>(result: CallResult<T>): CallResult<T> {
  if (result.ok || result.cancelled || result.errStatus !== 409 || !result.errorObject) return result;
  const fields = result.errorObject;
  const tail = conflictFields.flatMap((field) => fields[field] ?? []).join(' ');
  if (!tail || !result.errorText.endsWith(` ${tail}`)) return result;
  return { ...result, errorText: result.errorText.slice(0, -(tail.length + 1)) };
}

/** A refused admin change: the server's code (`already_migrated`, `illegal_transition`, ...) and its text. */
export interface AdminConflict {
  code: string | null;
  from: string | null;
  to: string | null;
  event: string | null;
  detail: string;
}

/** The refusal of an admin change, from a failed call's result; null for any other outcome. */
export function adminConflictOf(result: CallResult<unknown>): AdminConflict | null {
  const trimmed = withConflictDetail(result);
  if (trimmed.ok || trimmed.cancelled || trimmed.errStatus !== 409) return null;
  const fields = trimmed.errorObject ?? {};
  return {
    code: fields.code?.[0] ?? null,
    from: fields.from?.[0] ?? null,
    to: fields.to?.[0] ?? null,
    event: fields.event?.[0] ?? null,
    detail: trimmed.errorText,
  };
}
