// Demo data of the coaching area for stories and tests, the same people as the demo world
// (apps/server/src/seed/demo-coaching.ts): Chris Coach (coach@demo.test, Denver) and a second coach, the
// two families booked with Chris (the parent's, 101, and family@'s, 107) with a call today, upcoming and
// past calls and notes, three upcoming webinars (one nearly full) and what was sent to the families.
// Moments are pinned to the stories' clock (`billingFixtureClock`: 25 November 2026, 17:00 UTC, a
// Wednesday; 10:00 in Denver), so stories never age.
import { coachingMessages, formatMessage, type WeeklyHours } from '@hub/domain';
import { billingFixtureClock } from '../billing/fixtures';
import type { Coach, CoachingCall, CoachNote, Registrant, SentMessage, Webinar } from './schemas';

/** The clock the fixtures are pinned to. */
export const coachingFixtureClock = billingFixtureClock;

const minute = 60_000;
const day = 24 * 60 * minute;
const now = coachingFixtureClock.now.getTime();
const iso = (at: number) => new Date(at).toISOString();
/** A moment `days` after the fixtures' day at `time` UTC (negative days are before it). */
const at = (days: number, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  const moment = new Date(now + days * day);
  moment.setUTCHours(hours ?? 0, minutes ?? 0, 0, 0);
  return moment.toISOString();
};
const plus = (moment: string, minutes: number) => iso(Date.parse(moment) + minutes * minute);

/** The coaches: Chris (the demo's coach@) and Priya. */
export const coachFixtures = {
  chris: {
    id: 4,
    name: 'Chris Coach',
    bio: 'Family coach for eight years. I help parents turn play time into calm routines that last.',
    photo_url: '',
    languages: ['en', 'es'],
    time_zone: 'America/Denver',
    widget_id: 'chris-coach',
  },
  priya: {
    id: 21,
    name: 'Priya Shah',
    bio: 'Child psychologist and coach; sessions in English and Arabic.',
    photo_url: '',
    languages: ['en', 'ar'],
    time_zone: 'Europe/London',
    widget_id: 'priya-shah',
  },
} satisfies Record<string, Coach>;

/** Each coach's weekly hours in their zone (Chris: weekdays 9–12 and 13–17; Priya: Monday–Thursday 9–11). */
export const coachHoursFixtures: Record<string, WeeklyHours[]> = {
  [coachFixtures.chris.widget_id]: ([1, 2, 3, 4, 5] as const).flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '13:00', end: '17:00' },
  ]),
  [coachFixtures.priya.widget_id]: ([1, 2, 3, 4] as const).map((weekday) => ({
    weekday,
    start: '09:00',
    end: '11:00',
  })),
};

/** The two families booked with Chris: the parent's (Dana Rivera) and family@'s (Tessa Moreau). */
export const coachingFamilies = {
  rivera: { id: 101, name: 'Dana Rivera', userId: 1, email: 'parent@demo.test' },
  moreau: { id: 107, name: 'Tessa Moreau', userId: 7, email: 'family@demo.test' },
} as const;

const chris = { id: coachFixtures.chris.id, name: coachFixtures.chris.name };
const call = (
  id: number,
  family: { id: number; name: string; userId: number },
  startsAt: string,
  status: CoachingCall['status'],
  notesCount: number,
  ref: string | null = null,
): CoachingCall => ({
  id,
  coach: chris,
  client: { id: family.id, name: family.name, user_id: family.userId },
  starts_at: startsAt,
  ends_at: plus(startsAt, 30),
  status,
  ref,
  created_at: iso(Date.parse(startsAt) - 7 * day),
  notes_count: notesCount,
});

const { rivera, moreau } = coachingFamilies;

/** Chris's calls: today's, upcoming ones, past ones (completed with notes, a missed one) and a cancelled one. */
export const coachingCallFixtures = {
  /** Today, 13:00 in Denver, with the Moreau family. */
  today: call(1, moreau, at(0, '20:00'), 'scheduled', 1),
  /** Friday 09:30 in Denver with the Rivera family: the parent's booked call. */
  riveraUpcoming: call(2, rivera, at(2, '16:30'), 'scheduled', 2, 'cancel'),
  /** Next Wednesday with the Moreau family. */
  moreauUpcoming: call(3, moreau, at(7, '18:00'), 'scheduled', 1),
  /** A week ago with the Rivera family: completed, with two notes. */
  riveraPast: call(4, rivera, at(-7, '17:00'), 'completed', 2),
  /** Two weeks ago with the Moreau family: completed, with a note. */
  moreauPast: call(5, moreau, at(-14, '18:00'), 'completed', 1),
  /** Three weeks ago: the Moreau family missed it. */
  moreauMissed: call(6, moreau, at(-21, '21:00'), 'missed', 1),
  /** Monday 10:00 in Denver: the Rivera family cancelled it. */
  riveraCancelled: call(7, rivera, at(5, '17:00'), 'cancelled', 2),
} satisfies Record<string, CoachingCall>;

/** Chris's notes about the families (newest first per family). */
export const coachNoteFixtures: CoachNote[] = [
  {
    id: 2,
    client_id: rivera.id,
    author: chris,
    body: 'Maya now starts the cool-down game on her own. Next: a bedtime routine with Leo.',
    created_at: plus(coachingCallFixtures.riveraPast.ends_at, 10),
  },
  {
    id: 1,
    client_id: rivera.id,
    author: chris,
    body: 'First call. Mornings are the hardest; agreed to try the breathing game before school.',
    created_at: at(-35, '18:00'),
  },
  {
    id: 3,
    client_id: moreau.id,
    author: chris,
    body: 'Tessa would like tips for screen-time limits on weekends.',
    created_at: plus(coachingCallFixtures.moreauPast.ends_at, 5),
  },
];

const webinar = (
  id: number,
  title: string,
  description: string,
  startsAt: string,
  rest: { capacity: number; registered: number; language?: string },
): Webinar => ({
  id,
  title,
  description,
  starts_at: startsAt,
  ends_at: plus(startsAt, 60),
  time_zone: coachFixtures.chris.time_zone,
  language: rest.language ?? 'en',
  capacity: rest.capacity,
  registered_count: rest.registered,
  seats_left: Math.max(0, rest.capacity - rest.registered),
  host: chris,
  registration: null,
});

/** Three upcoming webinars, soonest first; the second is nearly full (19 of 20). */
export const webinarFixtures: Webinar[] = [
  webinar(
    1,
    'Calm mornings: routines that stick',
    'How to use the breathing games to start the school day without a fight.',
    at(5, '01:00'),
    { capacity: 50, registered: 12 },
  ),
  webinar(
    2,
    'Heart-rate games: getting started',
    'A walk through the kit and the first week of play, with time for questions.',
    at(8, '18:00'),
    { capacity: 20, registered: 19 },
  ),
  webinar(
    3,
    'Ayudar a los niños con la frustración',
    'Ideas prácticas para los momentos difíciles, en español.',
    at(13, '02:00'),
    { capacity: 30, registered: 5, language: 'es' },
  ),
];

/** A webinar with no seat left. */
export const fullWebinarFixture: Webinar = webinar(
  4,
  'Sleep and screens: a Q&A',
  'Questions on evening play and sleep, answered live.',
  at(3, '02:00'),
  { capacity: 20, registered: 20 },
);

const registrantNames = [
  'Tessa Moreau',
  'Jamie Ortiz',
  'Lena Fischer',
  'Omar Haddad',
  'Grace Liu',
  'Noah Brooks',
  'Amara Okoye',
  'Yuki Tanaka',
  'Sofia Rossi',
  'Ethan Park',
  'Maya Cohen',
  'Lucas Silva',
  'Hana Kim',
  'Ravi Patel',
  'Chloe Martin',
  'Diego Ramos',
  'Ella Novak',
  'Sami Nasser',
  'Ivy Chen',
  'Jonah Weiss',
];

/** Who registered for a webinar: the Moreau family first, then others (as many as it counts). */
export function registrantsOf(webinarOf: Webinar): Registrant[] {
  return Array.from({ length: webinarOf.registered_count }, (_, index) => {
    const name = registrantNames[index % registrantNames.length]!;
    const first = index === 0;
    return {
      id: webinarOf.id * 100 + index + 1,
      user_id: first ? moreau.userId : 200 + index,
      name,
      email: first ? moreau.email : `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.test`,
      account_id: first ? moreau.id : 300 + index,
      registered_at: iso(Date.parse(webinarOf.starts_at) - (10 - (index % 9)) * day),
    };
  });
}

/** What was sent to the Rivera family's holder (user 1), newest first. */
export const sentMessageFixtures: SentMessage[] = [
  {
    id: 3,
    user_id: rivera.userId,
    channel: 'sms',
    type: 'call_reminder',
    subject: '',
    body: 'Reminder: your coaching call with Chris Coach is on Friday at 9:30 AM (MST).',
    sent_at: at(0, '16:00'),
  },
  {
    id: 2,
    user_id: rivera.userId,
    channel: 'email',
    type: 'booking_confirmation',
    subject: 'Your coaching call with Chris Coach',
    body: 'Your call is booked for Friday, November 27 at 9:30 AM (MST). The calendar file is attached.',
    sent_at: coachingCallFixtures.riveraUpcoming.created_at,
  },
  {
    id: 1,
    user_id: rivera.userId,
    channel: 'email',
    type: 'booking_confirmation',
    subject: 'Your coaching call with Chris Coach',
    body: 'Your call is booked for Wednesday, November 18 at 10:00 AM (MST). The calendar file is attached.',
    sent_at: coachingCallFixtures.riveraPast.created_at,
  },
  {
    id: 4,
    user_id: moreau.userId,
    channel: 'sms',
    type: 'call_reminder',
    subject: '',
    body: 'Reminder: your coaching call with Chris Coach is today at 1:00 PM (MST).',
    sent_at: at(0, '14:00'),
  },
];

/** The calendar feed of Chris. */
export const calendarLinkFixture = {
  url: 'https://hub.example.test/api/v2/coaching/calendar/7f3c2a9b1e.ics',
  webcal_url: 'webcal://hub.example.test/api/v2/coaching/calendar/7f3c2a9b1e.ics',
};

/** The refusals of the coaching calls, as the server sends them. */
export const coachingErrorBodies = {
  slotTaken: { detail: formatMessage(coachingMessages.slotTaken) },
  slotNotFree: { starts_at: [formatMessage(coachingMessages.slotNotFree)] },
  callNotChangeable: { detail: formatMessage(coachingMessages.callNotChangeable) },
  webinarFull: { detail: formatMessage(coachingMessages.webinarFull) },
  webinarPast: { detail: formatMessage(coachingMessages.webinarPast) },
  noteBlank: { body: ['This field may not be blank.'] },
  badStatus: (value: string) => ({ status: [`"${value}" is not a valid choice.`] }),
  userRequired: { user: ['This field is required.'] },
} as const;
