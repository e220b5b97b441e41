import { invalidateAccountTimeline, resendAccountEmail, type TimelineEmail } from '@hub/api-client';
import { emailResendRefused, emailStatusLabels, timelineKindLabels } from '@hub/domain';
import { Button, DateDisplay, Notice } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useHub } from '../../../shared/use-hub';
import { labelOf } from '../labels';
import * as styles from './AccountDetails.css';
import { failureOf, FailureNotice, type AdminFailure } from './outcome';

const statusBadges: Record<string, string> = {
  queued: styles.infoBadge,
  sent: styles.goodBadge,
  retrying: styles.warningBadge,
  failed: styles.dangerBadge,
};

/**
 * An email sent to the account, on its timeline (issue 25): its subject, recipient and delivery status,
 * the last error of one being retried or failed, and Resend on a failed one (the timeline is read again
 * after it; a refusal is said under the button).
 */
export function EmailEventItem({ accountId, event }: { accountId: number; event: TimelineEmail }) {
  const hub = useHub();
  const { i18n } = useLingui();
  const summaryId = useId();
  const summary = useRef<HTMLParagraphElement>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [resent, setResent] = useState(false);
  const resend = useMutation({
    mutationFn: () => resendAccountEmail(hub.api, accountId, event.email_id),
    onSettled: () => invalidateAccountTimeline(hub.queryClient, accountId),
  });

  async function send() {
    setFailure(null);
    setResent(false);
    const result = await resend.mutateAsync();
    if (!result.ok) {
      const failed = failureOf(result);
      const conflict = failed?.conflict;
      // The server's refusal is in English; the domain has its words in the staff member's language.
      setFailure(
        failed && conflict?.event === 'RESEND'
          ? { ...failed, conflict: { ...conflict, detail: i18n._(emailResendRefused) } }
          : failed,
      );
      return;
    }
    setResent(true);
    // The button is gone once the email is queued: the keyboard stays on this email.
    summary.current?.focus();
  }

  const subject = event.subject;
  const to = event.to;
  const status = labelOf(i18n, emailStatusLabels, event.status);
  const error = event.status === 'retrying' || event.status === 'failed' ? event.last_error : null;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.badge}>{i18n._(timelineKindLabels.email)}</span>
        <span className={styles.muted}>
          <DateDisplay value={event.at} />
        </span>
      </div>
      <div className={styles.itemHead}>
        <p ref={summary} id={summaryId} tabIndex={-1} className={styles.value}>
          <Trans>
            “<bdi>{subject}</bdi>” to <bdi dir="ltr">{to}</bdi>
          </Trans>
        </p>
        <span className={statusBadges[event.status] ?? styles.badge}>{status}</span>
      </div>
      {error ? (
        <p className={styles.muted}>
          <Trans>
            Last error: <bdi dir="ltr">{error}</bdi>
          </Trans>
        </p>
      ) : null}
      {event.status === 'failed' ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            pending={resend.isPending}
            aria-describedby={summaryId}
            onClick={() => void send()}
          >
            <Trans>Resend</Trans>
          </Button>
        </div>
      ) : null}
      {resent ? (
        <Notice tone="success" onDismiss={() => setResent(false)}>
          <Trans>The email is queued to be sent again.</Trans>
        </Notice>
      ) : null}
      {failure ? (
        <FailureNotice failure={failure} title={<Trans>The email could not be sent again</Trans>} />
      ) : null}
    </li>
  );
}
