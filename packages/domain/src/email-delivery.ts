// An email's delivery (issue 25), as staff see it on an account's timeline: queued when the change that
// sends it is saved; sent once the SMTP server took it; retrying after a temporary failure (an SMTP 4xx,
// a refused connection, a timeout), with its next try on the job queue; failed after a permanent refusal
// (an SMTP 5xx) or the last try. Staff may resend a failed email: it is queued again.
// The server moves the outbox row by this machine (apps/server/src/delivery), the hub shows the states.

export const emailDeliveryStatuses = ['queued', 'sent', 'retrying', 'failed'] as const;
export type EmailDeliveryStatus = (typeof emailDeliveryStatuses)[number];

export type EmailDeliveryEvent =
  /** The SMTP server took it. */
  | { type: 'ACCEPTED' }
  /** A failure worth another try, and a try is left. */
  | { type: 'DEFERRED'; reason: string }
  /** A permanent refusal, or a temporary one on the last try. */
  | { type: 'REFUSED'; reason: string }
  /** Staff send a failed email again. */
  | { type: 'RESEND' };

export type EmailDeliveryResult =
  | { ok: true; status: EmailDeliveryStatus; reason: string | null }
  | { ok: false; code: 'illegal_transition'; from: EmailDeliveryStatus; event: EmailDeliveryEvent['type'] };

const moves: Record<
  EmailDeliveryEvent['type'],
  { from: readonly EmailDeliveryStatus[]; to: EmailDeliveryStatus }
> = {
  ACCEPTED: { from: ['queued', 'retrying'], to: 'sent' },
  DEFERRED: { from: ['queued', 'retrying'], to: 'retrying' },
  REFUSED: { from: ['queued', 'retrying'], to: 'failed' },
  RESEND: { from: ['failed'], to: 'queued' },
};

/** The delivery after an event, with the reason staff see (null once sent or queued again). */
export function emailDeliveryTransition(
  from: EmailDeliveryStatus,
  event: EmailDeliveryEvent,
): EmailDeliveryResult {
  const move = moves[event.type];
  if (!move.from.includes(from)) return { ok: false, code: 'illegal_transition', from, event: event.type };
  const reason = event.type === 'DEFERRED' || event.type === 'REFUSED' ? event.reason : null;
  return { ok: true, status: move.to, reason };
}

/** Whether an SMTP reply code refuses for good (5xx) rather than for now (4xx). */
export function isPermanentSmtpRefusal(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600;
}
