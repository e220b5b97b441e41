// Outstanding billing requests (spec section 2's admin bar, issue 13): what families asked for that waits on
// staff, and how staff resolve each kind. A request is opened by the family's own call and is outstanding
// until it is resolved (by staff here, or by the family: undoing a cancel request, a new card):
//
//   cancel        a cancellation asked for (CANCEL_REQUESTED):   confirm -> CONFIRM_CANCEL, decline -> UNDO_CANCEL
//   return        a return asked for (RETURN_REQUESTED):         confirm -> CONFIRM_RETURN, decline -> DECLINE_RETURN
//   renewal       a renewal asked for (RENEWAL_REQUESTED):       confirm -> CONFIRM_RENEWAL, decline -> DECLINE_RENEWAL
//   update_email  the card-update email asked for (a FAILED charge): resend -> the email again, dismiss -> nothing
//
// Each request is a small machine: open -> resolved (with the decision), once. The subscription's own
// machine (../subscription.ts) then judges the event; a request resolved already is `already_resolved`.
import { instructionsEmailHours } from '../constants';
import type { MessageDescriptor } from '../messages';
import type { SubscriptionEventType, SubscriptionState } from '../subscription';
import { choiceField } from '../validation/choice';
import { fields } from '../validation/object-schema';
import { optionalText } from './fields';
import { adminFieldLabels, adminLimits } from './messages';

/** The kinds of request, oldest kind of the admin bar's list first. */
export const billingRequestKinds = ['return', 'renewal', 'cancel', 'update_email'] as const;
export type BillingRequestKind = (typeof billingRequestKinds)[number];

/** What staff may decide on each kind. */
export const billingRequestDecisions = {
  cancel: ['confirm', 'decline'],
  return: ['confirm', 'decline'],
  renewal: ['confirm', 'decline'],
  update_email: ['resend', 'dismiss'],
} as const satisfies Record<BillingRequestKind, readonly string[]>;

/** A decision on some kind of request. */
export type BillingRequestDecision = (typeof billingRequestDecisions)[BillingRequestKind][number];

/** The subscription event each decision makes (null: no change of the subscription). */
const decisionEvents: Record<BillingRequestKind, Record<string, SubscriptionEventType | null>> = {
  cancel: { confirm: 'CONFIRM_CANCEL', decline: 'UNDO_CANCEL' },
  return: { confirm: 'CONFIRM_RETURN', decline: 'DECLINE_RETURN' },
  renewal: { confirm: 'CONFIRM_RENEWAL', decline: 'DECLINE_RENEWAL' },
  update_email: { resend: null, dismiss: null },
};

/** The logged event that opens each kind of request (billing's `subscription_actions.event`). */
export const billingRequestOpeningEvents = {
  cancel: 'CANCEL_REQUEST',
  return: 'RETURN_REQUEST',
  renewal: 'RENEW_REQUEST',
  update_email: 'PAYMENT_UPDATE_EMAIL',
} as const satisfies Record<BillingRequestKind, string>;

/** The subscription state a request of each kind waits in (null: it waits on no state). */
export const billingRequestPendingStates: Readonly<Record<BillingRequestKind, SubscriptionState | null>> = {
  cancel: 'cancelRequested',
  return: 'returnRequested',
  renewal: 'renewalRequested',
  update_email: null,
};

/**
 * The kinds whose family was told that an email with instructions follows within 24 hours (spec section 2:
 * "A return or renewal request shows that an email with instructions follows within 24 hours").
 */
export const billingRequestPromisedKinds: readonly BillingRequestKind[] = ['return', 'renewal'];

/**
 * Whether a request has waited longer than the family was promised (`instructionsEmailHours`, 24): a
 * return or renewal request opened more than 24 hours before `now`. Staff see it flagged. Cancellations and
 * card-update emails promise no time, so they are never overdue.
 */
export function isBillingRequestOverdue(kind: string, openedAt: Date, now: Date): boolean {
  return (
    (billingRequestPromisedKinds as readonly string[]).includes(kind) &&
    now.getTime() - openedAt.getTime() > instructionsEmailHours * 3_600_000
  );
}

/** The moment before which a promised request opened is overdue at `now` (for a query). */
export function billingRequestOverdueBefore(now: Date): Date {
  return new Date(now.getTime() - instructionsEmailHours * 3_600_000);
}

/** The kind of request a logged event opens, or null for any other event. */
export function billingRequestKindOf(event: string): BillingRequestKind | null {
  return billingRequestKinds.find((kind) => billingRequestOpeningEvents[kind] === event) ?? null;
}

/** Whether `decision` is one staff may make on a request of `kind`. */
export function isBillingRequestDecision(
  kind: BillingRequestKind,
  decision: unknown,
): decision is BillingRequestDecision {
  return (billingRequestDecisions[kind] as readonly unknown[]).includes(decision);
}

/** A request as its machine holds it. */
export interface BillingRequest {
  kind: BillingRequestKind;
  state: 'open' | 'resolved';
}

/** Why a resolution was refused. */
export type BillingRequestErrorCode = 'already_resolved' | 'invalid_decision';

/** The outcome of resolving: the resolved request, the subscription event to make and the email to send. */
export type BillingRequestResult =
  | {
      ok: true;
      request: { kind: BillingRequestKind; state: 'resolved'; decision: BillingRequestDecision };
      subscriptionEvent: SubscriptionEventType | null;
      /** The card-update email goes out again. */
      resendEmail: boolean;
    }
  | { ok: false; code: BillingRequestErrorCode };

/** Resolves an open request with a decision its kind allows (see the file's header). */
export function resolveBillingRequest(request: BillingRequest, decision: unknown): BillingRequestResult {
  if (request.state !== 'open') return { ok: false, code: 'already_resolved' };
  if (!isBillingRequestDecision(request.kind, decision)) return { ok: false, code: 'invalid_decision' };
  return {
    ok: true,
    request: { kind: request.kind, state: 'resolved', decision },
    subscriptionEvent: decisionEvents[request.kind][decision] ?? null,
    resendEmail: request.kind === 'update_email' && decision === 'resend',
  };
}

/**
 * `POST /api/v2/admin/billing/requests/{id}/resolve/`: `{decision, note?}`, the decision one of the
 * request's kind (`"x" is not a valid choice.` otherwise), the note at most 500 characters.
 */
export function billingRequestResolutionSchema(kind: BillingRequestKind) {
  return fields(
    {
      decision: choiceField(billingRequestDecisions[kind], adminFieldLabels.decision),
      note: optionalText(adminFieldLabels.resolutionNote, adminLimits.reason),
    },
    { decision: adminFieldLabels.decision },
  );
}

/** The labels of the kinds (the admin bar's Outstanding Billing Requests). */
export const billingRequestKindLabels: Readonly<Record<BillingRequestKind, MessageDescriptor>> = {
  return: /*i18n*/ { id: 'admin.request.return', message: 'Return' },
  renewal: /*i18n*/ { id: 'admin.request.renewal', message: 'Renewal' },
  cancel: /*i18n*/ { id: 'admin.request.cancel', message: 'Cancellation' },
  update_email: /*i18n*/ { id: 'admin.request.updateEmail', message: 'Card update email' },
};

/** The labels of the decisions. */
export const billingRequestDecisionLabels: Readonly<Record<BillingRequestDecision, MessageDescriptor>> = {
  confirm: /*i18n*/ { id: 'admin.decision.confirm', message: 'Confirm' },
  decline: /*i18n*/ { id: 'admin.decision.decline', message: 'Decline' },
  resend: /*i18n*/ { id: 'admin.decision.resend', message: 'Send the email again' },
  dismiss: /*i18n*/ { id: 'admin.decision.dismiss', message: 'Dismiss' },
};

/** What a decision made of a request, said after it ("Renewal request of Lee: confirmed"). */
export const billingRequestOutcomeLabels: Readonly<Record<BillingRequestDecision, MessageDescriptor>> = {
  confirm: /*i18n*/ { id: 'admin.outcome.confirm', message: 'confirmed' },
  decline: /*i18n*/ { id: 'admin.outcome.decline', message: 'declined' },
  resend: /*i18n*/ { id: 'admin.outcome.resend', message: 'email sent again' },
  dismiss: /*i18n*/ { id: 'admin.outcome.dismiss', message: 'dismissed' },
};
