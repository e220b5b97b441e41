import { describe, expect, it } from 'vitest';
import {
  callActions,
  callStatuses,
  callTransition,
  getsReminder,
  isCallStatus,
  type CallEvent,
} from './calls';

const start = '2025-03-10T16:00:00.000Z';
const later = '2025-03-11T16:00:00.000Z';

describe('the call machine', () => {
  it.each([
    {
      rule: 'a scheduled call moves to a new time',
      event: { type: 'RESCHEDULE', startsAt: later },
      to: 'scheduled',
      at: later,
    },
    { rule: 'a scheduled call is cancelled', event: { type: 'CANCEL' }, to: 'cancelled', at: start },
    { rule: 'a scheduled call is completed', event: { type: 'COMPLETE' }, to: 'completed', at: start },
    { rule: 'a scheduled call is missed', event: { type: 'MISS' }, to: 'missed', at: start },
  ] as { rule: string; event: CallEvent; to: string; at: string }[])('$rule', ({ event, to, at }) => {
    expect(callTransition({ status: 'scheduled', startsAt: start }, event)).toEqual({
      ok: true,
      call: { status: to, startsAt: at },
    });
  });

  it.each(
    (['completed', 'cancelled', 'missed'] as const).flatMap((from) =>
      (['RESCHEDULE', 'CANCEL', 'COMPLETE', 'MISS'] as const).map((type) => ({ from, type })),
    ),
  )('a $from call refuses $type', ({ from, type }) => {
    const event = (type === 'RESCHEDULE' ? { type, startsAt: later } : { type }) as CallEvent;
    expect(callTransition({ status: from, startsAt: start }, event)).toEqual({
      ok: false,
      code: 'illegal_transition',
      from,
      event: type,
    });
  });
});

describe('what may still be done with a call', () => {
  const now = new Date('2025-03-10T14:00:00Z');
  it.each([
    { rule: 'a scheduled call hours ahead', status: 'scheduled', startsAt: start, allowed: true },
    {
      rule: 'a scheduled call exactly the notice ahead',
      status: 'scheduled',
      startsAt: '2025-03-10T15:00:00Z',
      allowed: true,
    },
    {
      rule: 'a scheduled call within the notice',
      status: 'scheduled',
      startsAt: '2025-03-10T14:59:00Z',
      allowed: false,
    },
    {
      rule: 'a scheduled call in the past',
      status: 'scheduled',
      startsAt: '2025-03-10T13:00:00Z',
      allowed: false,
    },
    { rule: 'a cancelled call', status: 'cancelled', startsAt: start, allowed: false },
    { rule: 'a completed call', status: 'completed', startsAt: start, allowed: false },
  ] as const)('$rule: $allowed', ({ status, startsAt, allowed }) => {
    expect(callActions(status, startsAt, now)).toEqual({ cancel: allowed, reschedule: allowed });
  });
});

describe('whether a call still gets its reminder once the family is told of its time', () => {
  const told = new Date('2025-03-09T16:00:00Z');
  it.each([
    { rule: 'a call two days after', startsAt: '2025-03-11T16:00:00Z', reminded: true },
    { rule: 'a call exactly the reminder’s hours after', startsAt: start, reminded: true },
    { rule: 'a call a minute less than that after', startsAt: '2025-03-10T15:59:00Z', reminded: false },
    { rule: 'a call two hours after', startsAt: '2025-03-09T18:00:00Z', reminded: false },
  ])('$rule: $reminded', ({ startsAt, reminded }) => {
    expect(getsReminder(startsAt, told)).toBe(reminded);
  });
});

describe('call statuses', () => {
  it.each([
    ...callStatuses.map((status) => ({ value: status as unknown, known: true })),
    { value: 'Scheduled', known: false },
    { value: 3, known: false },
  ])('$value is known: $known', ({ value, known }) => {
    expect(isCallStatus(value)).toBe(known);
  });
});
