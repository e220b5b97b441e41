// Coaching, booking, webinars and what was sent to a family (issue 14; the calls in docs/decisions.md
// "Coaching and content calls"): the shapes the server answers, parsed at the edge.
//
// Choices where the contract is silent:
// - A call's status and a message's channel are read strictly (`picklist`): the wire is this repository's
//   own and new, and @hub/domain's rules (`callActions`, `callTransition`) take the closed union. An
//   unknown value is an invalid answer (reported), not a raw string as admin's statuses are.
// - Moments are ISO 8601 with their zone (the server writes UTC); a zone is an IANA name.
// - Only valibot functions the entry chunk already carries (see the comment in admin/schemas.ts, timeline).
import { callStatuses } from '@hub/domain';
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

/** The channels a message to a family goes by. */
export const messageChannels = ['sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

const moment = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const person = v.object({ id: v.number(), name: v.string() });

/** A coach: their profile and the widget families book them by. `id` is the coach's user id. */
export const coachSchema = v.object({
  id: v.number(),
  name: v.string(),
  bio: v.string(),
  /** An https address, or '' when the coach has no photo. */
  photo_url: v.string(),
  /** UI language codes the coach speaks. */
  languages: v.array(v.string()),
  /** The coach's IANA zone: their hours are in it. */
  time_zone: v.string(),
  widget_id: v.string(),
});
export type Coach = v.InferOutput<typeof coachSchema>;
export const coachPageSchema = pageSchema(coachSchema);

/**
 * The family of a call: its account, its holder's name and user id (null when the account has no users),
 * the user a coach asks `communications` about.
 */
const client = v.object({ id: v.number(), name: v.string(), user_id: v.nullable(v.number()) });

/** A coaching call booked by a family (`client`: the account and its holder) with a coach. */
export const coachingCallSchema = v.object({
  id: v.number(),
  coach: person,
  client,
  starts_at: moment,
  ends_at: moment,
  status: v.picklist(callStatuses),
  /** Where the booking came from (`cancel` from the cancel flow), null when none was given. */
  ref: v.nullable(v.string()),
  created_at: moment,
  notes_count: count,
});
export type CoachingCall = v.InferOutput<typeof coachingCallSchema>;
export const coachingCallPageSchema = pageSchema(coachingCallSchema);

/** A coach's note about a client family (coaches and staff only). */
export const coachNoteResponseSchema = v.object({
  id: v.number(),
  client_id: v.number(),
  author: person,
  body: v.string(),
  created_at: moment,
});
export type CoachNote = v.InferOutput<typeof coachNoteResponseSchema>;
export const coachNotePageSchema = pageSchema(coachNoteResponseSchema);

/** The coach's calendar feed: an https address and the same as webcal://. */
export const calendarLinkSchema = v.object({ url: v.string(), webcal_url: v.string() });
export type CalendarLink = v.InferOutput<typeof calendarLinkSchema>;

/** A free slot of a coach, in UTC. */
export const slotSchema = v.object({ starts_at: moment, ends_at: moment });
export type AvailableSlot = v.InferOutput<typeof slotSchema>;

/** A coach's free slots over the next 14 days (taken ones and those within the hour's notice removed). */
export const availableHoursSchema = v.object({
  widget_id: v.string(),
  coach_id: v.number(),
  /** The coach's zone (their hours are in it); families see the slots in their own. */
  time_zone: v.string(),
  slot_minutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slots: v.array(slotSchema),
});
export type AvailableHours = v.InferOutput<typeof availableHoursSchema>;

/** A webinar, with its seats and the caller's registration (null when not registered). */
export const webinarSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  starts_at: moment,
  ends_at: moment,
  /** The host's zone. */
  time_zone: v.string(),
  language: v.string(),
  capacity: count,
  registered_count: count,
  seats_left: count,
  host: person,
  registration: v.nullable(v.object({ id: v.number() })),
});
export type Webinar = v.InferOutput<typeof webinarSchema>;
export const webinarPageSchema = pageSchema(webinarSchema);

/** The caller's registration for a webinar (`POST /api/v2/webinars/{id}/register/`). */
export const webinarRegistrationSchema = v.object({
  id: v.number(),
  webinar: webinarSchema,
  created_at: moment,
});
export type WebinarRegistration = v.InferOutput<typeof webinarRegistrationSchema>;

/** Someone registered for a webinar, as its host and staff see them. `id` is the registration's. */
export const registrantSchema = v.object({
  id: v.number(),
  user_id: v.number(),
  name: v.string(),
  email: v.string(),
  account_id: v.number(),
  registered_at: moment,
});
export type Registrant = v.InferOutput<typeof registrantSchema>;
export const registrantPageSchema = pageSchema(registrantSchema);

/** A message sent to a user: an SMS or an email, its type (e.g. `booking_confirmation`), text and time. */
export const sentMessageSchema = v.object({
  id: v.number(),
  user_id: v.number(),
  channel: v.picklist(messageChannels),
  type: v.string(),
  subject: v.string(),
  body: v.string(),
  sent_at: moment,
});
export type SentMessage = v.InferOutput<typeof sentMessageSchema>;
export const sentMessagePageSchema = pageSchema(sentMessageSchema);
