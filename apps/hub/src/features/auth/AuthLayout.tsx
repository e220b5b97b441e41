import { NativeLanguageSelect } from '@hub/ui';
import { languageDirection, type UiLanguage } from '@hub/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { switchLanguage, useActiveLanguage } from '../../shared/i18n/language-choice';
import { useSignedOutHost } from '../../shared/signed-out-host';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Moves focus to the title when shown: a page that swaps its form for an outcome says so. */
  focusTitle?: boolean;
  /** Called when the visitor picks a language here (before it is activated). */
  onLanguagePicked?: (language: UiLanguage) => void;
  children?: ReactNode;
}

/**
 * The signed-out pages (login, password reset, set password): the language select at the top, and one
 * panel with the page's title, an intro and the content.
 */
export function AuthLayout({
  title,
  intro,
  focusTitle = false,
  onLanguagePicked,
  children,
}: AuthLayoutProps) {
  const language = useActiveLanguage();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <div className={styles.language}>
          {/* The browser's own select: it works on the prerendered page before hydration (public/choose-language.js)
              and loads no Radix Select, the largest chunk /login fetched (docs/decisions.md "The first page"). */}
          <NativeLanguageSelect
            value={language}
            dir={languageDirection(language)}
            onChange={(chosen) => {
              onLanguagePicked?.(chosen);
              void switchLanguage(chosen);
            }}
          />
        </div>
      </div>
      <main className={styles.main}>
        <section className={styles.panel} aria-labelledby={titleId}>
          <h1 id={titleId} ref={titleRef} tabIndex={focusTitle ? -1 : undefined} className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children}
        </section>
      </main>
    </div>
  );
}

/** The links under a signed-out page's content (back to log in, ask for a new link...). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <ul className={styles.links}>{children}</ul>;
}

/** One of the AuthLinks: a page of the hub. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const { Link } = useSignedOutHost();
  return (
    <li>
      <Link className={styles.link} to={to}>
        {children}
      </Link>
    </li>
  );
}
