// What a staff write says when it is done (spec section 8 for the wording of failures). Shared by the
// sections of the account's details; a read that failed shows shared/QueryFailure.
import { adminConflictOf, type AdminConflict, type CallResult, type FieldErrors } from '@hub/api-client';
import { whoopsDetail, whoopsTitle } from '@hub/domain';
import { Notice } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

/** Why a staff call failed, as the sections show it. */
export interface AdminFailure {
  /** 0 for a network failure, else the HTTP status. */
  status: number;
  /** The server's text (spec section 8's order), English. */
  text: string;
  /** A refused change (409): its code and the server's detail. */
  conflict: AdminConflict | null;
  /** Field errors of a 400. */
  fieldErrors: FieldErrors | null;
}

/** The failure of a call's result; null when it succeeded or was cancelled. */
export function failureOf(result: CallResult<unknown>): AdminFailure | null {
  if (result.ok || result.cancelled) return null;
  return {
    status: result.errStatus,
    text: result.errorText,
    conflict: adminConflictOf(result),
    fieldErrors: result.errorObject,
  };
}

/** The outcome of a write: what happened, or why it did not. */
export type Outcome =
  { tone: 'success'; text: ReactNode } | { tone: 'error'; failure: AdminFailure; title?: ReactNode };

/** A section's last outcome, set by its writes and dismissed by the reader or the next write. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return {
    outcome,
    clear: () => setOutcome(null),
    succeeded: (text: ReactNode) => setOutcome({ tone: 'success', text }),
    /** Shows a failure (nothing for a cancelled call). */
    failed: (failure: AdminFailure | null, title?: ReactNode) => {
      if (failure) setOutcome({ tone: 'error', failure, title });
    },
  };
}

/**
 * A failed staff call: a refused change (409) with the server's detail, a refusal (403) with its reason,
 * 'Whoops, an error occurred' with the contact-support line for a server or network failure, and the
 * server's text for anything else.
 */
export function FailureNotice({ failure, title }: { failure: AdminFailure; title?: ReactNode }) {
  const { i18n } = useLingui();
  if (failure.conflict) {
    return (
      <Notice tone="error" title={title ?? <Trans>This change is not possible right now</Trans>}>
        {failure.conflict.detail}
      </Notice>
    );
  }
  if (failure.status === 403) {
    return (
      <Notice tone="error" title={title ?? <Trans>Not allowed</Trans>}>
        {failure.text}
      </Notice>
    );
  }
  const serverSide = failure.status === 0 || failure.status >= 500;
  return (
    <Notice tone="error" title={title ?? i18n._(whoopsTitle)}>
      {serverSide || !failure.text ? i18n._(whoopsDetail) : `${failure.text} ${i18n._(whoopsDetail)}`}
    </Notice>
  );
}

/** A section's outcome as a notice (a success can be dismissed). */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  if (outcome.tone === 'success') {
    return (
      <Notice tone="success" onDismiss={onDismiss}>
        {outcome.text}
      </Notice>
    );
  }
  return <FailureNotice failure={outcome.failure} title={outcome.title} />;
}
