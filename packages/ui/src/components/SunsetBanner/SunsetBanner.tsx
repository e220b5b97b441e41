import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useId } from 'react';
import { ExternalLinkIcon } from '../../internal/icons';
import type { HeadingLevel } from '../Card/Card';
import * as styles from './SunsetBanner.css';

/** A link to an app store listing. */
export interface StoreLink {
  href: string;
  /** E.g. 'Download on the App Store'. */
  label: ReactNode;
}

export interface SunsetBannerProps {
  /** E.g. 'Player stats have moved'. */
  title: ReactNode;
  /** E.g. that stats and activity now live in the parent app. */
  children: ReactNode;
  /** The App Store link (label and address); opens in a new tab. */
  appStore?: StoreLink;
  /** The Google Play link (label and address); opens in a new tab. */
  googlePlay?: StoreLink;
  /** Level of the title's heading (2 by default), to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/** Says a part of the hub has moved to the separate parent app, with links to download it. */
export function SunsetBanner({
  title,
  children,
  appStore,
  googlePlay,
  headingLevel = 2,
  className,
}: SunsetBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const links = [appStore, googlePlay].filter((link): link is StoreLink => Boolean(link));
  return (
    <section aria-labelledby={titleId} className={[styles.banner, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.body}>{children}</div>
      </div>
      {links.length > 0 ? (
        <ul className={styles.stores}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.store}>
                {link.label}
                <ExternalLinkIcon size="1em" />
                <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
SunsetBanner.displayName = 'SunsetBanner';
