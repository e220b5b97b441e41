import { describe, expect, it } from 'vitest';
import {
  emailDeliveryStatuses,
  emailDeliveryTransition,
  isPermanentSmtpRefusal,
  type EmailDeliveryEvent,
  type EmailDeliveryStatus,
} from './email-delivery';

const events: Record<EmailDeliveryEvent['type'], EmailDeliveryEvent> = {
  ACCEPTED: { type: 'ACCEPTED' },
  DEFERRED: { type: 'DEFERRED', reason: '421 try again later' },
  REFUSED: { type: 'REFUSED', reason: '550 no such user' },
  RESEND: { type: 'RESEND' },
};

// One row per status and event: where it goes, or null when the event cannot happen there.
const table: [EmailDeliveryStatus, EmailDeliveryEvent['type'], EmailDeliveryStatus | null][] = [
  ['queued', 'ACCEPTED', 'sent'],
  ['queued', 'DEFERRED', 'retrying'],
  ['queued', 'REFUSED', 'failed'],
  ['queued', 'RESEND', null],
  ['retrying', 'ACCEPTED', 'sent'],
  ['retrying', 'DEFERRED', 'retrying'],
  ['retrying', 'REFUSED', 'failed'],
  ['retrying', 'RESEND', null],
  ['sent', 'ACCEPTED', null],
  ['sent', 'DEFERRED', null],
  ['sent', 'REFUSED', null],
  ['sent', 'RESEND', null],
  ['failed', 'ACCEPTED', null],
  ['failed', 'DEFERRED', null],
  ['failed', 'REFUSED', null],
  ['failed', 'RESEND', 'queued'],
];

describe('an email’s delivery', () => {
  it('has a row for every status and event', () => {
    expect(table).toHaveLength(emailDeliveryStatuses.length * Object.keys(events).length);
  });

  it.each(table)('%s + %s -> %s', (from, event, to) => {
    const result = emailDeliveryTransition(from, events[event]);
    if (to === null) expect(result).toEqual({ ok: false, code: 'illegal_transition', from, event });
    else expect(result).toMatchObject({ ok: true, status: to });
  });

  it('keeps the reason of a deferral or a refusal for staff, and none once sent or queued again', () => {
    expect(emailDeliveryTransition('queued', events.DEFERRED)).toEqual({
      ok: true,
      status: 'retrying',
      reason: '421 try again later',
    });
    expect(emailDeliveryTransition('retrying', events.REFUSED)).toEqual({
      ok: true,
      status: 'failed',
      reason: '550 no such user',
    });
    expect(emailDeliveryTransition('retrying', events.ACCEPTED)).toEqual({
      ok: true,
      status: 'sent',
      reason: null,
    });
    expect(emailDeliveryTransition('failed', events.RESEND)).toEqual({
      ok: true,
      status: 'queued',
      reason: null,
    });
  });

  it.each([
    [550, true],
    [554, true],
    [500, true],
    [421, false],
    [451, false],
    [250, false],
    [undefined, false],
  ])('SMTP reply %s refuses for good: %s', (code, permanent) => {
    expect(isPermanentSmtpRefusal(code)).toBe(permanent);
  });
});
