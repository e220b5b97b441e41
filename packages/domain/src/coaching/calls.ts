// Coaching calls (spec section 1; issue 14): a family books a 30-minute call with a coach. A call's status is a
// small machine; only a scheduled call moves:
//
//   scheduled  booked, ahead.   RESCHEDULE (startsAt) -> scheduled at the new time; CANCEL -> cancelled;
//                              COMPLETE -> completed; MISS -> missed
//   completed  took place. Final.
//   cancelled  called off by the family or the coach. Final.
//   missed     nobody came. Final.

/** How long one call lasts, in minutes. */
export const coachingCallMinutes = 30;
/** How far ahead a family may book, in days. */
export const bookingHorizonDays = 14;
/** No slot starting within this many minutes is offered, booked, moved or cancelled. */
export const bookingNoticeMinutes = 60;
/** A family is reminded of a scheduled call this many hours before it starts. */
export const callReminderHours = 24;

/** The statuses of a call (see the file's header). */
export const callStatuses = ['scheduled', 'completed', 'cancelled', 'missed'] as const;
export type CallStatus = (typeof callStatuses)[number];

/** The events of the call machine. */
export type CallEvent =
  { type: 'RESCHEDULE'; startsAt: string } | { type: 'CANCEL' } | { type: 'COMPLETE' } | { type: 'MISS' };

/** A call as the machine holds it. */
export interface CallState {
  status: CallStatus;
  startsAt: string;
}

/** The outcome of an event: the call after it, or the refusal. */
export type CallTransitionResult =
  | { ok: true; call: CallState }
  | { ok: false; code: 'illegal_transition'; from: CallStatus; event: CallEvent['type'] };

const targets: Record<CallEvent['type'], CallStatus> = {
  RESCHEDULE: 'scheduled',
  CANCEL: 'cancelled',
  COMPLETE: 'completed',
  MISS: 'missed',
};

/** The call after an event (see the file's header). */
export function callTransition(call: CallState, event: CallEvent): CallTransitionResult {
  if (call.status !== 'scheduled') {
    return { ok: false, code: 'illegal_transition', from: call.status, event: event.type };
  }
  const startsAt = event.type === 'RESCHEDULE' ? event.startsAt : call.startsAt;
  return { ok: true, call: { status: targets[event.type], startsAt } };
}

/** What a family (or the coach) may still do with a call. */
export interface CallActions {
  cancel: boolean;
  reschedule: boolean;
}

/** A scheduled call may be cancelled or moved while its start is at least the notice ahead. */
export function callActions(status: CallStatus, startsAt: string, now: Date): CallActions {
  const start = Date.parse(startsAt);
  const changeable = status === 'scheduled' && start - now.getTime() >= bookingNoticeMinutes * 60_000;
  return { cancel: changeable, reschedule: changeable };
}

/** Whether a value is one of the call statuses. */
export function isCallStatus(value: unknown): value is CallStatus {
  return typeof value === 'string' && (callStatuses as readonly string[]).includes(value);
}

/**
 * Whether a call still gets its reminder when the family is told of its time (booked or moved) at `toldAt`:
 * only when it starts at least `callReminderHours` later, else that email was the reminder.
 */
export function getsReminder(startsAt: string, toldAt: Date): boolean {
  return Date.parse(startsAt) - toldAt.getTime() >= callReminderHours * 3_600_000;
}
