// The coaching area's limits, field labels and messages (issue 14, docs/decisions.md "Coaching calls"). One set
// serves the hub's forms and the server's 400/409 answers (in English, `formatMessage`).
import type { MessageDescriptor } from '../messages';
import { adminMessages } from '../admin/messages';

/** The bounds of what the coaching calls accept; every text is measured before any pattern looks at it. */
export const coachingLimits = {
  bio: 2000,
  photoUrl: 500,
  noteBody: 4000,
  widgetId: 64,
  startsAt: 40,
  ref: 64,
  timeZone: 64,
  /** A content search, and any other query value before it is compared with the known ones. */
  search: 100,
  queryValue: 64,
} as const;

/** The labels of the coaching fields, as the generic messages name them. */
export const coachingFieldLabels = {
  bio: /*i18n*/ { id: 'field.coachBio', message: 'Bio' },
  photoUrl: /*i18n*/ { id: 'field.coachPhotoUrl', message: 'Photo URL' },
  languages: /*i18n*/ { id: 'field.coachLanguages', message: 'Languages' },
  timeZone: /*i18n*/ { id: 'field.coachTimeZone', message: 'Time zone' },
  client: /*i18n*/ { id: 'field.coachingClient', message: 'Client' },
  noteBody: /*i18n*/ { id: 'field.coachNote', message: 'Note' },
  widget: /*i18n*/ { id: 'field.coachWidget', message: 'Coach' },
  startsAt: /*i18n*/ { id: 'field.callStartsAt', message: 'Time' },
  ref: /*i18n*/ { id: 'field.bookingRef', message: 'Reference' },
  user: /*i18n*/ { id: 'field.messagesUser', message: 'User' },
  type: /*i18n*/ { id: 'field.messagesType', message: 'Type' },
  search: /*i18n*/ { id: 'field.contentSearch', message: 'Search' },
} as const satisfies Record<string, MessageDescriptor>;

/** The coaching area's refusals (the server sends them as `{detail}` or field messages). */
export const coachingMessages = {
  slotTaken: /*i18n*/ {
    id: 'coaching.slotTaken',
    message: 'This time has just been booked by someone else. Please pick another time.',
  },
  slotNotFree: /*i18n*/ {
    id: 'coaching.slotNotFree',
    message: 'This time is not free. Please pick another time.',
  },
  callNotChangeable: /*i18n*/ {
    id: 'coaching.callNotChangeable',
    message: 'This call can no longer be changed.',
  },
  webinarFull: /*i18n*/ { id: 'coaching.webinarFull', message: 'This webinar is full.' },
  webinarPast: /*i18n*/ { id: 'coaching.webinarPast', message: 'This webinar has already taken place.' },
  /** The admin area's text, reused. */
  notACoach: adminMessages.notACoach,
  invalidUrl: /*i18n*/ { id: 'validation.invalidHttpsUrl', message: 'Enter a valid https URL.' },
  emptyList: /*i18n*/ { id: 'validation.emptyList', message: 'This list may not be empty.' },
  tooManyItems: /*i18n*/ {
    id: 'validation.tooManyItems',
    message: 'Pick no more than {max}.',
  },
  duplicateLanguage: /*i18n*/ {
    id: 'coaching.duplicateLanguage',
    message: 'Each language may be listed only once.',
  },
  invalidDateTime: /*i18n*/ {
    id: 'validation.invalidDateTime',
    message: 'Enter a date and time such as 2026-12-01T15:00:00Z.',
  },
  invalidRef: /*i18n*/ {
    id: 'coaching.invalidRef',
    message: 'Use only letters, digits, "-" and "_".',
  },
} as const satisfies Record<string, MessageDescriptor>;
