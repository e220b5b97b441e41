// Spec section 8's rule on which errors a call shows (@hub/domain's `shouldShowError`), as the calls that
// follow it read their results: each call says next to itself what a hidden failure answers instead (an
// empty list, null, the session's end), so every screen that shows the call's error follows the rule.
import { shouldShowError, type ErrorDisplayKind } from '@hub/domain';
import type { CallError, CallResult } from './client';

/** Whether `result` failed with an error the rule hides for `kind` (a cancelled call is no error). */
export function isHiddenError<T>(kind: ErrorDisplayKind, result: CallResult<T>): result is CallError {
  return !result.ok && !result.cancelled && !shouldShowError(kind, result.errStatus);
}
