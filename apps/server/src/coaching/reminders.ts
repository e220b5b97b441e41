// The reminder a day before a coaching call (issue 14): the family's account holder gets an email, in their
// language with the time in the family's zone and the call's iCalendar file, about `callReminderHours` before
// a scheduled call, and a `coaching_reminder` row in `sent_messages`. A call booked (or moved) less than that
// ahead gets none: the confirmation just went.
//
// Exactly once, even with several server processes on one PostgreSQL: one UPDATE claims the due calls by
// setting `reminded_at` where it is still null, and the emails are queued in the same transaction. Of two
// runs at once, the second waits on the rows the first claimed and then finds them taken (and if the first
// fails, nothing is claimed and the next run sends). Moving a call clears `reminded_at` (bookings.ts).
// A job on the queue runs it every minute (callRemindersJob), never in `app.request()` tests.
import { callReminderHours } from '@hub/domain';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Settings } from '../http/context';
import type { JobKind, JobQueue } from '../jobs/queue';
import { tellFamily } from './mail';
import { coachingCalls } from './schema';

export type ReminderSettings = Pick<Settings, 'db' | 'outboxKey' | 'jobs' | 'publicUrl'>;

/** Claims the calls whose reminder is due at `now` and emails their families; answers how many. */
export async function sendDueReminders(settings: ReminderSettings, now: Date): Promise<number> {
  const dueBy = new Date(now.getTime() + callReminderHours * 3_600_000);
  return settings.db.transaction(async (tx) => {
    const due = await tx
      .update(coachingCalls)
      .set({ remindedAt: now })
      .where(
        and(
          eq(coachingCalls.status, 'scheduled'),
          isNull(coachingCalls.remindedAt),
          lte(coachingCalls.startsAt, dueBy),
          gt(coachingCalls.startsAt, now),
          // Booked at least the reminder's hours ahead (a move decides for itself, bookings.ts).
          sql`${coachingCalls.createdAt} <= ${coachingCalls.startsAt} - make_interval(hours => ${callReminderHours}::int)`,
        ),
      )
      .returning();
    for (const call of due) await tellFamily(tx, settings, call, 'reminder', now);
    return due.length;
  });
}

/**
 * The job that sends the due reminders, scheduled every minute on the job queue (src/jobs/queue.ts): one
 * process runs each minute's job, a failed run is retried, and shutdown lets a run finish. Sending is
 * idempotent by itself (the claim above), so a run that runs twice sends nothing twice.
 */
export const callRemindersJob: JobKind = {
  name: 'coaching-reminders',
  retryLimit: 2,
  retryDelaySeconds: 20,
  expireInSeconds: 5 * 60,
};

/** Runs the reminders' job in this process and keeps its schedule, with the server's clock. */
export async function startCallReminders(
  settings: ReminderSettings & Pick<Settings, 'now'>,
  jobs: JobQueue,
): Promise<void> {
  await jobs.define(callRemindersJob);
  await jobs.work(callRemindersJob, async () => {
    await sendDueReminders(settings, settings.now());
  });
  await jobs.schedule(callRemindersJob, '* * * * *');
}
