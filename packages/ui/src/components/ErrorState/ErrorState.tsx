import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorIcon, RetryIcon } from '../../internal/icons';
import { Button } from '../Button/Button';
import type { HeadingLevel } from '../Card/Card';
import * as state from '../../internal/state.css';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** E.g. 'Whoops, an error occurred'. */
  title: ReactNode;
  /** E.g. 'If it persists, contact support.' */
  description?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  /** "Retry" by default. */
  retryLabel?: ReactNode;
  /** Level of the heading (3 by default), to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/** What a section shows when its data could not load, with a way to try again. Announced as an alert. */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
  retryLabel,
  headingLevel = 3,
  className,
}: ErrorStateProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[state.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <ErrorIcon size="40px" />
      </span>
      {/* The alert holds the words only, so the retry button is not read as part of the message. */}
      <div role="alert" className={styles.message}>
        <Heading className={state.title}>{title}</Heading>
        {description ? <p className={state.description}>{description}</p> : null}
      </div>
      {onRetry ? (
        <div className={state.action}>
          <Button variant="secondary" onClick={onRetry} pending={retrying}>
            {retrying ? null : <RetryIcon size="1.1em" />}
            {retryLabel ?? t`Retry`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
ErrorState.displayName = 'ErrorState';
