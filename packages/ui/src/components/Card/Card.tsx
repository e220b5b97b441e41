import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface CardProps {
  /** With a title the card is a labelled section (a landmark-like region screen readers can list). */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline; 2 by default. */
  headingLevel?: HeadingLevel;
  /** A line under the title saying what the card holds. */
  description?: ReactNode;
  /** Buttons or links at the inline end of the header (e.g. Edit). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Actions or notes along the bottom edge (Save and Cancel). */
  footer?: ReactNode;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/** A surface that groups related content, with an optional titled header, actions and footer. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  children,
  footer,
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Root = title ? 'section' : 'div';
  return (
    <Root
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <div className={styles.titles}>
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
              {description ? <p className={styles.description}>{description}</p> : null}
            </div>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
}
Card.displayName = 'Card';
