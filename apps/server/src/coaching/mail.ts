// The coaching emails to a family (issue 14): a call booked, moved or cancelled, and the reminder a day
// before it (reminders.ts), in the recipient's language (src/mail-language.ts), the time in the family's
// zone with the zone named, and the call as an iCalendar file (text/calendar, written out at the end of the
// body since the outbox holds text emails). Each one queued is also recorded in `sent_messages`, which
// coaches and staff read.
import { coachingCallMinutes } from '@hub/domain';
import { fullName, holdersOf, usersById } from '../admin/store';
import type { Settings } from '../http/context';
import type { Transaction } from '../db/database';
import { queueEmail, type Email } from '../mail';
import { emailWriter, type Recipient } from '../mail-language';
import { accountTimeZone } from '../stats/store';
import { sentMessages } from './schema';
import { publicBase, type CallRow } from './store';
import { icsCalendar } from './ics';

export type CallEmailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

/** A call's time as a person reads it in a language and zone: "Monday, March 3, 2025 at 9:00 AM MST". */
export function callTime(start: Date, language: string, timeZone: string): string {
  return (
    new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    }).format(start) + ` (${timeZone})`
  );
}

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

/** The email about a call to the family. */
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
  const write = emailWriter(to.language);
  const when = callTime(input.call.startsAt, write.language, input.timeZone);
  const values = { coach: input.coachName, when, minutes: coachingCallMinutes };
  const subject = {
    booked: () => write.t(/*i18n*/ { id: 'Your coaching call is booked' }),
    rescheduled: () => write.t(/*i18n*/ { id: 'Your coaching call was moved' }),
    cancelled: () => write.t(/*i18n*/ { id: 'Your coaching call was cancelled' }),
    reminder: () => write.t(/*i18n*/ { id: 'Reminder: your coaching call is coming up' }),
  }[input.kind]();
  const line = {
    booked: () =>
      write.t(
        /*i18n*/ { id: 'Your {minutes}-minute coaching call with {coach} is booked for {when}.', values },
      ),
    rescheduled: () =>
      write.t(/*i18n*/ { id: 'Your coaching call with {coach} now takes place on {when}.', values }),
    cancelled: () =>
      write.t(/*i18n*/ { id: 'Your coaching call with {coach} on {when} was cancelled.', values }),
    reminder: () =>
      write.t(
        /*i18n*/ {
          id: 'This is a reminder of your {minutes}-minute coaching call with {coach} on {when}.',
          values,
        },
      ),
  }[input.kind]();
  return {
    to: to.email,
    subject,
    body: [
      write.greeting(to.firstName),
      '',
      line,
      '',
      write.t(/*i18n*/ { id: 'You can see, move or cancel your calls in the customer hub:' }),
      `${input.publicUrl}/dashboard/coaches`,
      '',
      write.t(/*i18n*/ { id: 'Add the call to your calendar with this file (coaching-call.ics):' }),
      '',
      callIcs(
        input.call,
        write.t(/*i18n*/ { id: 'Coaching call with {coach}', values: { coach: input.coachName } }),
        input.publicUrl,
        input.kind,
        input.now,
      ),
    ].join('\n'),
  };
}

/** Queues the email in the change's transaction and records it as sent to the user. */
export async function sendFamilyEmail(
  tx: Transaction,
  settings: Pick<Settings, 'outboxKey' | 'jobs'>,
  userId: number,
  type: string,
  email: Email,
  at: Date,
): Promise<void> {
  await queueEmail(tx, settings, email, at);
  await tx.insert(sentMessages).values({
    userId,
    channel: 'email',
    type,
    subject: email.subject,
    body: email.body,
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
