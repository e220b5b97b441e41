// Coaching (issue 14): calls, free slots, webinars, the bodies and queries of the coaching calls.
export { coachingLimits, coachingFieldLabels, coachingMessages } from './messages';
export {
  coachingCallMinutes,
  bookingHorizonDays,
  bookingNoticeMinutes,
  callReminderHours,
  callStatuses,
  callTransition,
  callActions,
  isCallStatus,
  getsReminder,
} from './calls';
export type { CallStatus, CallEvent, CallState, CallTransitionResult, CallActions } from './calls';
export { freeSlots, isFreeSlot, groupSlotsByDay, zonedInstant, clockMinutes, dayIn } from './slots';
export type { WeeklyHours, Slot, FreeSlotsInput } from './slots';
export { seatsLeft, isFull } from './webinars';
export type { WebinarSeats } from './webinars';
export {
  coachProfileSchema,
  coachNoteSchema,
  startsAtField,
  bookSchema,
  rescheduleSchema,
  callsQuerySchema,
  messagesQuerySchema,
  notesQuerySchema,
} from './schemas';
export type { CoachProfileChanges, CoachNoteValues, BookValues } from './schemas';
