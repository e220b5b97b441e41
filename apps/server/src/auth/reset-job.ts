// The password reset email, sent after the answer (issue 25): `POST /api/v2/user/password_reset/` queues a
// `password-reset-request` job with the address asked for and answers at once, the same whether or not the
// address has an account (no enumeration by text or timing: queuing costs the same either way). The job
// looks the address up and, for an active user, issues the link and queues its email in one transaction.
// On the job queue, a request survives a restart and a failure is tried again; the email is keyed by the
// job, so a try that runs twice queues one email.
//
// Without a job queue (tests of calls alone: `settings.jobs` null) the same work runs after the answer in
// the process (src/http/background.ts), which the tests wait for.
import type { Settings } from '../http/context';
import type { JobKind, JobQueue } from '../jobs/queue';
import { passwordResetEmail, printQueued, queueEmail } from '../mail';
import { activeUserByEmail, issueResetToken } from './password-reset';

/** The job of one request for a reset link. */
export const passwordResetRequestJob: JobKind = {
  name: 'password-reset-request',
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
};

export interface PasswordResetRequestData {
  /** The address asked for, as the request's validation left it. */
  email: string;
  /** When it was asked for (ISO): the link's lifetime counts from it. */
  requestedAt: string;
}

type ResetSettings = Pick<Settings, 'db' | 'outboxKey' | 'jobs' | 'publicUrl' | 'demo' | 'info'>;

/** Where the hub's set-password page lives (spec section 2: `/start?o=<token>`, route setpassword). */
export function setPasswordLink(origin: string, token: string): string {
  return `${origin}/start?${new URLSearchParams({ o: token })}`;
}

/**
 * Issues the link and queues its email when the address is an active user's; nothing otherwise. Links
 * start with PUBLIC_URL only, never the request's Host. `eventKey` makes the email one of a kind.
 */
export async function sendPasswordReset(
  settings: ResetSettings,
  email: string,
  requestedAt: Date,
  eventKey?: string,
): Promise<void> {
  const user = await activeUserByEmail(settings.db, email);
  if (!user) return;
  const sent = await settings.db.transaction(async (tx) => {
    const token = await issueResetToken(tx, user.id, requestedAt);
    const message = passwordResetEmail(user, setPasswordLink(settings.publicUrl, token));
    return queueEmail(tx, settings, message, requestedAt, eventKey);
  });
  printQueued(settings, [sent]);
}

/** Works the reset requests' jobs in this process. */
export async function startPasswordResetRequests(settings: ResetSettings, jobs: JobQueue): Promise<void> {
  await jobs.define(passwordResetRequestJob);
  await jobs.work<PasswordResetRequestData>(passwordResetRequestJob, async (job) => {
    await sendPasswordReset(
      settings,
      job.data.email,
      new Date(job.data.requestedAt),
      `reset-request:${job.id}`,
    );
  });
}
