// What a form's save does with a call the server did not answer with success: a 400 with field errors puts
// each message under its field (the form stays as the user left it); anything else is thrown, so the form
// shows the call's error text in its error slot, or nothing for a call cancelled by leaving the page.
import type { CallResult } from '@hub/api-client';
import { describeServerErrors, type FieldMessages, type MessageDescriptor } from '@hub/domain';

/** The failed outcomes of a call. */
type Refusal = Exclude<CallResult<unknown>, { ok: true }>;

/**
 * A form's submit result for a refused save: the 400's field errors, described in the active language (`known`:
 * more of our messages the server's English texts may be), or throws for any other failure.
 */
export function refusedSave(
  result: Refusal,
  known: readonly MessageDescriptor[] = [],
): { errors: FieldMessages } {
  if (!result.cancelled && result.errStatus === 400 && result.errorObject) {
    return { errors: describeServerErrors(result.errorObject, known) };
  }
  throw new Error(result.cancelled ? 'cancelled' : result.errorText);
}
