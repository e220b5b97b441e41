import type { ReactNode } from 'react';
import { EmptyIcon } from '../../internal/icons';
import type { HeadingLevel } from '../Card/Card';
import * as state from '../../internal/state.css';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, as a heading (No invoices yet). */
  title: ReactNode;
  /** What will fill it, or what to do next. */
  description?: ReactNode;
  /** What to do next, e.g. a Button or a link. */
  action?: ReactNode;
  /** Heading level of the title; 3 by default (usually inside a titled section). */
  headingLevel?: HeadingLevel;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/** What a list or section shows when there is nothing in it yet, and what to do about it. */
export function EmptyState({ title, description, action, headingLevel = 3, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[state.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <EmptyIcon size="40px" />
      </span>
      <Heading className={state.title}>{title}</Heading>
      {description ? <p className={state.description}>{description}</p> : null}
      {action ? <div className={state.action}>{action}</div> : null}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
