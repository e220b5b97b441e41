import { useLingui } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import * as styles from './Notice.css';

export const noticeTones = ['success', 'error', 'warning', 'info'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const toneIcons: Record<NoticeTone, (props: { size?: string }) => ReactElement> = {
  success: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

export interface NoticeProps {
  /** `success`, `error` (read at once, as an alert), `warning` or `info`. */
  tone: NoticeTone;
  /** A short line in bold, e.g. 'Whoops, an error occurred'. */
  title?: ReactNode;
  /** More detail, e.g. 'If it persists, contact support.' */
  children?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/**
 * A message about what just happened: success, error, warning or info. Errors are `role="alert"` (read
 * at once); the others `role="status"` (read politely). Render it when the event happens, so the live
 * region announces it.
 */
export function Notice({ tone, title, children, onDismiss, className }: NoticeProps) {
  const { t } = useLingui();
  const Icon = toneIcons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      <span className={`${styles.icon} ${styles.toneText[tone]}`}>
        <Icon />
      </span>
      <div className={styles.content}>
        {title ? <p className={`${styles.title} ${styles.toneText[tone]}`}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t`Dismiss`}>
          <CloseIcon size="1.1em" />
        </button>
      ) : null}
    </div>
  );
}
Notice.displayName = 'Notice';
