import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { subscriptionEventTypes } from '../subscription';
import { toEnglish, validate } from '../validation/issues';
import {
  billingRequestDecisionLabels,
  billingRequestOutcomeLabels,
  billingRequestDecisions,
  billingRequestKindLabels,
  billingRequestKindOf,
  billingRequestKinds,
  billingRequestOpeningEvents,
  billingRequestPendingStates,
  billingRequestOverdueBefore,
  billingRequestResolutionSchema,
  isBillingRequestDecision,
  isBillingRequestOverdue,
  resolveBillingRequest,
  type BillingRequestKind,
} from './billing-requests';

describe('resolving an outstanding billing request', () => {
  it.each([
    { kind: 'cancel', decision: 'confirm', event: 'CONFIRM_CANCEL', resendEmail: false },
    { kind: 'cancel', decision: 'decline', event: 'UNDO_CANCEL', resendEmail: false },
    { kind: 'return', decision: 'confirm', event: 'CONFIRM_RETURN', resendEmail: false },
    { kind: 'return', decision: 'decline', event: 'DECLINE_RETURN', resendEmail: false },
    { kind: 'renewal', decision: 'confirm', event: 'CONFIRM_RENEWAL', resendEmail: false },
    { kind: 'renewal', decision: 'decline', event: 'DECLINE_RENEWAL', resendEmail: false },
    { kind: 'update_email', decision: 'resend', event: null, resendEmail: true },
    { kind: 'update_email', decision: 'dismiss', event: null, resendEmail: false },
  ] as const)('$kind: $decision makes $event', ({ kind, decision, event, resendEmail }) => {
    expect(resolveBillingRequest({ kind, state: 'open' }, decision)).toEqual({
      ok: true,
      request: { kind, state: 'resolved', decision },
      subscriptionEvent: event,
      resendEmail,
    });
  });

  it('makes only events of the subscription machine', () => {
    for (const kind of billingRequestKinds) {
      for (const decision of billingRequestDecisions[kind]) {
        const result = resolveBillingRequest({ kind, state: 'open' }, decision);
        if (result.ok && result.subscriptionEvent)
          expect(subscriptionEventTypes).toContain(result.subscriptionEvent);
      }
    }
  });

  it('resolves a request once', () => {
    expect(resolveBillingRequest({ kind: 'return', state: 'resolved' }, 'confirm')).toEqual({
      ok: false,
      code: 'already_resolved',
    });
  });

  it.each([
    { kind: 'return', decision: 'resend' },
    { kind: 'update_email', decision: 'confirm' },
    { kind: 'cancel', decision: undefined },
    { kind: 'renewal', decision: 'CONFIRM' },
  ] as const)('refuses $decision on a $kind request', ({ kind, decision }) => {
    expect(isBillingRequestDecision(kind, decision)).toBe(false);
    expect(resolveBillingRequest({ kind, state: 'open' }, decision)).toEqual({
      ok: false,
      code: 'invalid_decision',
    });
  });
});

describe('what opens a request and where it waits', () => {
  it.each([
    { event: 'CANCEL_REQUEST', kind: 'cancel', waitsIn: 'cancelRequested' },
    { event: 'RETURN_REQUEST', kind: 'return', waitsIn: 'returnRequested' },
    { event: 'RENEW_REQUEST', kind: 'renewal', waitsIn: 'renewalRequested' },
    { event: 'PAYMENT_UPDATE_EMAIL', kind: 'update_email', waitsIn: null },
  ])('$event opens a $kind request', ({ event, kind, waitsIn }) => {
    expect(billingRequestKindOf(event)).toBe(kind);
    expect(billingRequestOpeningEvents[kind as BillingRequestKind]).toBe(event);
    expect(billingRequestPendingStates[kind as BillingRequestKind]).toBe(waitsIn);
  });

  it('opens nothing for other events', () => {
    expect(billingRequestKindOf('CONFIRM_CANCEL')).toBeNull();
  });
});

describe('the resolution’s body', () => {
  it('takes a decision of the kind and an optional note', () => {
    expect(
      validate(billingRequestResolutionSchema('return'), { decision: 'confirm', note: ' Kit received. ' })
        .output,
    ).toEqual({
      decision: 'confirm',
      note: 'Kit received.',
    });
    expect(
      validate(billingRequestResolutionSchema('update_email'), { decision: 'dismiss', note: '' }).output,
    ).toEqual({
      decision: 'dismiss',
      note: null,
    });
  });

  it.each([
    { kind: 'return', body: {}, errors: { decision: ['Decision is required'] } },
    {
      kind: 'update_email',
      body: { decision: 'confirm' },
      errors: { decision: ['"confirm" is not a valid choice.'] },
    },
    {
      kind: 'cancel',
      body: { decision: 'confirm', note: 'x'.repeat(501) },
      errors: { note: ['Note must be less than 500 characters'] },
    },
    { kind: 'cancel', body: { decision: 'confirm', note: 5 }, errors: { note: ['Not a valid string.'] } },
  ] as const)('refuses $body on a $kind request', ({ kind, body, errors }) => {
    expect(toEnglish(validate(billingRequestResolutionSchema(kind), body).errors)).toEqual(errors);
  });
});

it('labels every kind and decision', () => {
  expect(billingRequestKinds.map((kind) => formatMessage(billingRequestKindLabels[kind]))).toEqual([
    'Return',
    'Renewal',
    'Cancellation',
    'Card update email',
  ]);
  expect(Object.values(billingRequestDecisionLabels).map((label) => formatMessage(label))).toEqual([
    'Confirm',
    'Decline',
    'Send the email again',
    'Dismiss',
  ]);
  expect(Object.values(billingRequestOutcomeLabels).map((label) => formatMessage(label))).toEqual([
    'confirmed',
    'declined',
    'email sent again',
    'dismissed',
  ]);
});

describe('a request waiting longer than the 24 hours the family was promised', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  it.each([
    { kind: 'return', waited: 25, overdue: true },
    { kind: 'return', waited: 24, overdue: false },
    { kind: 'return', waited: 23, overdue: false },
    { kind: 'renewal', waited: 24.01, overdue: true },
    { kind: 'renewal', waited: 1, overdue: false },
    { kind: 'cancel', waited: 24 * 20, overdue: false },
    { kind: 'update_email', waited: 24 * 20, overdue: false },
    { kind: 'refund', waited: 24 * 20, overdue: false },
  ])('$kind after $waited hours: overdue $overdue', ({ kind, waited, overdue }) => {
    expect(isBillingRequestOverdue(kind, hoursAgo(waited), now)).toBe(overdue);
  });

  it('draws the line for a query at 24 hours before now', () => {
    expect(billingRequestOverdueBefore(now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });
});
