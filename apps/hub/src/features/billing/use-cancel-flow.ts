// The cancellation as the domain's flow has it (spec section 4): the reasons (CANCEL_REQUEST), then a
// coaching call and the win-back offers (ACCEPT_OFFER, or UNDO_CANCEL to keep the plan as it is), then the
// confirmation (CONFIRM_CANCEL). Closing the popup on the way leaves the cancellation requested; the
// segment then offers the same steps again.
import {
  acceptOffer,
  confirmCancel,
  requestCancel,
  undoCancel,
  type SubscriptionResponse,
} from '@hub/api-client';
import {
  cancelReasonsSchema,
  describeServerErrors,
  validate,
  winBackOffersFor,
  type WinBackOfferId,
} from '@hub/domain';
import type { FormSubmitResult } from '@hub/ui';
import { useState } from 'react';
import { failureOf, useSubscriptionChange, type BillingFailure } from './use-billing';

/** The popup's steps. */
export type CancelStep = 'reasons' | 'offer' | 'confirm';

/** The cancel form's values (the domain's `cancelReasonsSchema` checks them). */
export interface CancelFormValues {
  reasons: string[];
  other_reason: string;
  not_interested_reason: string;
}

export const noCancelReasons: CancelFormValues = { reasons: [], other_reason: '', not_interested_reason: '' };

/** How the flow ended, for the segment to say. */
export type CancelOutcome =
  { kind: 'offerAccepted'; subscription: SubscriptionResponse } | { kind: 'kept' } | { kind: 'cancelled' };

/** The cancel popup's state and its calls. */
export function useCancelFlow(accountId: number, onDone: (outcome: CancelOutcome) => void) {
  const [step, setStep] = useState<CancelStep | null>(null);
  const [failure, setFailure] = useState<BillingFailure | null>(null);
  const [running, setRunning] = useState<'reasons' | 'keep' | 'confirm' | WinBackOfferId | null>(null);
  const change = useSubscriptionChange(accountId);

  function goTo(next: CancelStep | null) {
    setFailure(null);
    setStep(next);
  }

  /** Runs one call of the flow: its failure stays in the popup (null when the call was cancelled). */
  async function run(
    what: NonNullable<typeof running>,
    call: Parameters<typeof change.mutateAsync>[0],
  ): Promise<
    { ok: true; subscription: SubscriptionResponse } | { ok: false; failure: BillingFailure | null }
  > {
    setFailure(null);
    setRunning(what);
    try {
      const result = await change.mutateAsync(call);
      if (result.ok) return { ok: true, subscription: result.data };
      const failed = failureOf(result);
      setFailure(failed);
      return { ok: false, failure: failed };
    } finally {
      setRunning(null);
    }
  }

  /** Sends the reasons (CANCEL_REQUEST); the server's field errors go back to the form. */
  async function submitReasons(values: CancelFormValues): Promise<FormSubmitResult<CancelFormValues>> {
    const checked = validate(cancelReasonsSchema, values);
    if (!checked.success) return { errors: checked.errors };
    const outcome = await run('reasons', (api) => requestCancel(api, accountId, checked.output));
    if (outcome.ok) {
      goTo('offer');
      return {};
    }
    const { failure: failed } = outcome;
    if (failed?.status === 400 && failed.fieldErrors && !failed.conflict) {
      // Said under the fields instead.
      setFailure(null);
      return { errors: describeServerErrors(failed.fieldErrors) };
    }
    throw new Error(failed?.text ?? 'cancelled');
  }

  async function accept(offer: WinBackOfferId) {
    const outcome = await run(offer, (api) => acceptOffer(api, accountId, offer));
    if (!outcome.ok) return;
    setStep(null);
    onDone({ kind: 'offerAccepted', subscription: outcome.subscription });
  }

  async function keep() {
    const outcome = await run('keep', (api) => undoCancel(api, accountId));
    if (!outcome.ok) return;
    setStep(null);
    onDone({ kind: 'kept' });
  }

  async function confirm() {
    const outcome = await run('confirm', (api) => confirmCancel(api, accountId));
    if (!outcome.ok) return;
    setStep(null);
    onDone({ kind: 'cancelled' });
  }

  return { step, goTo, failure, running, submitReasons, accept, keep, confirm };
}

/** Whether a plan of `planMonths` months has a win-back offer to show. */
export function hasOffers(planMonths: number): boolean {
  return winBackOffersFor(planMonths).length > 0;
}
