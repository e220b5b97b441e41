// The coaching emails to a family (issue 14): a call booked, moved or cancelled, and the reminder a day
// before it (reminders.ts), in the recipient's language (@hub/emails' CoachingCallEmail), the time in the
// family's zone with the zone named, and the call as an iCalendar file attached (text/calendar, with the
// method a calendar acts on: REQUEST adds or updates it, CANCEL takes it away). Each one queued is also
// recorded in `sent_messages`, which coaches and staff read.
import { CoachingCallEmail } from '@hub/emails';
import { fullName, holdersOf, usersById } from '../admin/store';
import type { Settings } from '../http/context';
import type { Transaction } from '../db/database';
import { letter, queueEmail, type Email } from '../mail';
import { writerFor, type Recipient } from '../mail-language';
import { accountTimeZone } from '../account/time-zone';
import { sentMessages } from './schema';
import { publicBase, type CallRow } from './store';
import { icsCalendar } from './ics';

export type CallEmailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

/** The call as an iCalendar file: an invitation, or its cancellation; `summary` is its title, in the reader's language. */
export function callIcs(call: CallRow, summary: string, publicUrl: string, kind: CallEmailKind, now: Date) {
  const host = new URL(publicUrl).host;
  return icsCalendar(
    [
      {
        uid: `coaching-call-${call.id}@${host}`,
        start: call.startsAt,
        end: call.endsAt,
        stamp: now,
        summary,
        description: `${publicUrl}/dashboard/coaches`,
        url: `${publicUrl}/dashboard/coaches`,
        status: kind === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
        sequence: Math.floor((call.updatedAt.getTime() - call.createdAt.getTime()) / 1000),
      },
    ],
    { method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST' },
  );
}

/** The name of the calendar file attached to a call's email. */
export const callCalendarFile = 'coaching-call.ics';

/** The email about a call to the family, with the call's calendar file attached. */
export function callEmail(
  to: Recipient,
  input: {
    call: CallRow;
    coachName: string;
    timeZone: string;
    publicUrl: string;
    kind: CallEmailKind;
    now: Date;
  },
): Email {
  const write = writerFor(to.language);
  const callsLink = `${input.publicUrl}/dashboard/coaches`;
  const summary = write.t(/*i18n*/ { id: 'Coaching call with {coach}', values: { coach: input.coachName } });
  const method = input.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return letter(
    to,
    CoachingCallEmail,
    {
      firstName: to.firstName,
      kind: input.kind,
      coachName: input.coachName,
      startsAt: input.call.startsAt,
      timeZone: input.timeZone,
      callsLink,
      calendarFile: callCalendarFile,
    },
    [
      {
        filename: callCalendarFile,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: callIcs(input.call, summary, input.publicUrl, input.kind, input.now),
      },
    ],
  );
}

/** Queues the email in the change's transaction and records it as sent to the user. */
export async function sendFamilyEmail(
  tx: Transaction,
  settings: Pick<Settings, 'outboxKey' | 'jobs' | 'publicUrl'>,
  userId: number,
  type: string,
  email: Email,
  at: Date,
): Promise<void> {
  const queued = await queueEmail(tx, settings, email, at);
  await tx.insert(sentMessages).values({
    userId,
    channel: 'email',
    type,
    subject: queued.subject,
    body: queued.text,
    sentAt: at,
  });
}

/** Emails the family (its holder) about the call in the caller's transaction (`coaching_<kind>` sent). */
export async function tellFamily(
  tx: Transaction,
  settings: Pick<Settings, 'outboxKey' | 'jobs' | 'publicUrl'>,
  call: CallRow,
  kind: CallEmailKind,
  at: Date,
): Promise<void> {
  const holder = (await holdersOf(tx, [call.accountId])).get(call.accountId);
  if (!holder) return;
  const coach = (await usersById(tx, [call.coachUserId])).get(call.coachUserId);
  const email = callEmail(
    { email: holder.email, firstName: holder.firstName, language: holder.language },
    {
      call,
      coachName: coach ? fullName(coach) : '',
      timeZone: await accountTimeZone(tx, call.accountId),
      publicUrl: publicBase(settings.publicUrl),
      kind,
      now: at,
    },
  );
  await sendFamilyEmail(tx, settings, holder.id, `coaching_${kind}`, email, at);
}
