import type { JobKind } from '../jobs/queue';

/**
 * One job per email: it sends the outbox row `emailId` over SMTP. A temporary failure is tried again after
 * 30 s, 1, 2, 4, 8, 16, 32 and 64 minutes (about two hours in all: an SMTP server down for minutes loses
 * nothing); after the last try, or at once on a permanent refusal, the email is failed with its reason.
 */
export const deliverEmailJob: JobKind = {
  name: 'deliver-email',
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

export interface DeliverEmailData {
  emailId: number;
}
