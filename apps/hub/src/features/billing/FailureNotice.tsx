import { whoopsDetail, whoopsTitle } from '@hub/domain';
import { Button, Notice } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paymentMessageOf, type BillingFailure } from './use-billing';

export interface FailureNoticeProps {
  failure: BillingFailure;
  /** The title of the failure instead of the usual one ('Error Refunding Invoice'). */
  title?: ReactNode;
  /** Offered when the cancel grace period is over: the return request instead. */
  onRequestReturn?: () => void;
  className?: string;
}

/**
 * A failed billing call, as spec section 8 words it: a refused change (409) with the server's detail, the
 * payment sentence (402), 'Whoops, an error occurred' with the contact-support line for a server or
 * network failure, and the server's text for any other refusal.
 */
export function FailureNotice({ failure, title, onRequestReturn, className }: FailureNoticeProps) {
  const { i18n } = useLingui();
  const { conflict, status, text } = failure;
  if (conflict) {
    return (
      <Notice
        tone="error"
        title={title ?? <Trans>This change is not possible right now</Trans>}
        className={className}
      >
        {conflict.detail}
        {conflict.code === 'grace_period_over' && onRequestReturn ? (
          <>
            {' '}
            <Button size="sm" variant="secondary" onClick={onRequestReturn}>
              <Trans>Request a return</Trans>
            </Button>
          </>
        ) : null}
      </Notice>
    );
  }
  if (status === 402) {
    const message = paymentMessageOf(text);
    const sentence = typeof message === 'string' ? message : i18n._(message);
    return title ? (
      <Notice tone="error" title={title} className={className}>
        {sentence}
      </Notice>
    ) : (
      <Notice tone="error" title={sentence} className={className} />
    );
  }
  const serverSide = status === 0 || status >= 500;
  return (
    <Notice tone="error" title={title ?? i18n._(whoopsTitle)} className={className}>
      {serverSide || !text ? i18n._(whoopsDetail) : `${text} ${i18n._(whoopsDetail)}`}
    </Notice>
  );
}
