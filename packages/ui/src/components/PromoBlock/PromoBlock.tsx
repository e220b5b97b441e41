import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useId } from 'react';
import { ExternalLinkIcon } from '../../internal/icons';
import { renderAnchor, type RenderMenuLink } from '../../internal/MenuList';
import type { HeadingLevel } from '../Card/Card';
import * as styles from './PromoBlock.css';

/** The promo's call to action: a link, internal (through `renderLink`) or external (new tab). */
export interface PromoAction {
  label: ReactNode;
  href: string;
  external?: boolean;
}

export interface PromoBlockProps {
  /** E.g. 'Get the free parent app'. */
  title: ReactNode;
  children: ReactNode;
  /** The one call to action: label and address (`external` opens a new tab). */
  action: PromoAction;
  /** An illustration; decorative images should have an empty alt. */
  media?: ReactNode;
  /** Renders an internal link with the app's router link; a plain anchor by default. */
  renderLink?: RenderMenuLink;
  /** Level of the title's heading (2 by default), to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/** Advertises something with a title, a short body and one call to action. */
export function PromoBlock({
  title,
  children,
  action,
  media,
  renderLink = renderAnchor,
  headingLevel = 2,
  className,
}: PromoBlockProps) {
  const { t } = useLingui();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={[styles.promo, className].filter(Boolean).join(' ')}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.text}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.body}>{children}</div>
        {action.external ? (
          <a href={action.href} target="_blank" rel="noopener noreferrer" className={styles.action}>
            {action.label}
            <ExternalLinkIcon size="1em" />
            <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
          </a>
        ) : (
          renderLink({ href: action.href, className: styles.action, children: action.label })
        )}
      </div>
    </section>
  );
}
PromoBlock.displayName = 'PromoBlock';
