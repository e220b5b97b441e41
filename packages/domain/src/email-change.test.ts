import { describe, expect, it } from 'vitest';
import {
  confirmDeadline,
  emailChangeMessages,
  emailChangeTransition,
  isAwaitingConfirmation,
  isNewEmail,
  keepDeadline,
  type EmailChangeEvent,
  type EmailChangeResult,
  type EmailChangeState,
} from './email-change';
import { formatMessage, withValues } from './messages';

const requestedAt = new Date('2026-11-25T10:00:00Z');
const hours = (n: number) => new Date(requestedAt.getTime() + n * 60 * 60 * 1000);

describe('the email change machine', () => {
  it.each<{
    rule: string;
    from: EmailChangeState;
    event: EmailChangeEvent['type'];
    at: Date;
    result: EmailChangeResult;
  }>([
    {
      rule: 'the new address confirms within 24 hours',
      from: 'pending',
      event: 'CONFIRM',
      at: hours(23.9),
      result: { ok: true, state: 'confirmed' },
    },
    {
      rule: 'a confirmation after 24 hours is refused',
      from: 'pending',
      event: 'CONFIRM',
      at: hours(24),
      result: { ok: false, error: 'expired' },
    },
    {
      rule: 'a confirmed change is not confirmed twice',
      from: 'confirmed',
      event: 'CONFIRM',
      at: hours(1),
      result: { ok: false, error: 'used' },
    },
    {
      rule: 'a cancelled change cannot be confirmed',
      from: 'cancelled',
      event: 'CONFIRM',
      at: hours(1),
      result: { ok: false, error: 'used' },
    },
    {
      rule: 'a reverted change cannot be confirmed',
      from: 'reverted',
      event: 'CONFIRM',
      at: hours(1),
      result: { ok: false, error: 'used' },
    },
    {
      rule: 'the old address keeps its email before confirmation',
      from: 'pending',
      event: 'KEEP_OLD',
      at: hours(2),
      result: { ok: true, state: 'cancelled' },
    },
    {
      rule: 'the old address takes its email back after confirmation',
      from: 'confirmed',
      event: 'KEEP_OLD',
      at: hours(24 * 7 - 1),
      result: { ok: true, state: 'reverted' },
    },
    {
      rule: 'after 7 days the old address can no longer take it back',
      from: 'confirmed',
      event: 'KEEP_OLD',
      at: hours(24 * 7),
      result: { ok: false, error: 'expired' },
    },
    {
      rule: 'keeping twice is refused',
      from: 'cancelled',
      event: 'KEEP_OLD',
      at: hours(1),
      result: { ok: false, error: 'used' },
    },
    {
      rule: 'a reverted change is not reverted again',
      from: 'reverted',
      event: 'KEEP_OLD',
      at: hours(1),
      result: { ok: false, error: 'used' },
    },
    {
      rule: 'a newer request supersedes a pending one',
      from: 'pending',
      event: 'SUPERSEDE',
      at: hours(30),
      result: { ok: true, state: 'cancelled' },
    },
    {
      rule: 'a confirmed change is not superseded',
      from: 'confirmed',
      event: 'SUPERSEDE',
      at: hours(1),
      result: { ok: false, error: 'used' },
    },
  ])('$rule', ({ from, event, at, result }) => {
    expect(emailChangeTransition({ state: from, requestedAt }, { type: event }, at)).toEqual(result);
  });

  it('waits for confirmation only while pending and within 24 hours', () => {
    expect(isAwaitingConfirmation({ state: 'pending', requestedAt }, hours(23))).toBe(true);
    expect(isAwaitingConfirmation({ state: 'pending', requestedAt }, hours(24))).toBe(false);
    expect(isAwaitingConfirmation({ state: 'confirmed', requestedAt }, hours(1))).toBe(false);
  });

  it.each([
    { typed: 'dana.new@demo.test', stored: 'parent@demo.test', isNew: true },
    { typed: 'Parent@Demo.Test', stored: 'parent@demo.test', isNew: false },
    { typed: '  parent@demo.test ', stored: 'parent@demo.test', isNew: false },
  ])('calls $typed a new address for $stored: $isNew', ({ typed, stored, isNew }) => {
    expect(isNewEmail(typed, stored)).toBe(isNew);
  });

  it('gives the deadlines of both links', () => {
    expect(confirmDeadline({ requestedAt })).toEqual(new Date('2026-11-26T10:00:00Z'));
    expect(keepDeadline({ requestedAt })).toEqual(new Date('2026-12-02T10:00:00Z'));
  });

  it('names the address that waits for its link', () => {
    expect(formatMessage(withValues(emailChangeMessages.pending, { email: 'new@demo.test' }))).toBe(
      'Waiting for new@demo.test to be confirmed: open the link we sent there.',
    );
  });
});
