import type { ReactNode } from 'react';
import { SignOutIcon } from '../../internal/icons';
import * as styles from './AppHeader.css';

export interface AppHeaderProps {
  /** The greeting by first name, e.g. "Hi, Dana" (a translated message from the app). */
  greeting?: ReactNode;
  /** Logo or product name at the start. */
  brand?: ReactNode;
  /** The MobileMenu; its button shows only below 900px. */
  mobileMenu?: ReactNode;
  /** The LanguageSelect (with `hideLabel`). */
  languageSelect?: ReactNode;
  /** Text of the sign-out button; the button shows when `onSignOut` is given. */
  signOutLabel?: ReactNode;
  /** Called when Sign out is pressed; without it no sign-out button shows. */
  onSignOut?: () => void;
}

/** The signed-in shell's top bar: menu button on phones, greeting, language and sign out. */
export function AppHeader({
  greeting,
  brand,
  mobileMenu,
  languageSelect,
  signOutLabel,
  onSignOut,
}: AppHeaderProps) {
  return (
    <header className={styles.header}>
      {mobileMenu ? <div className={styles.menu}>{mobileMenu}</div> : null}
      {brand ? <div className={styles.brand}>{brand}</div> : null}
      {greeting ? <p className={styles.greeting}>{greeting}</p> : <div className={styles.spacer} />}
      <div className={styles.actions}>
        {languageSelect ? <div className={styles.language}>{languageSelect}</div> : null}
        {onSignOut ? (
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            <SignOutIcon />
            <span className={styles.signOutLabel}>{signOutLabel}</span>
          </button>
        ) : null}
      </div>
    </header>
  );
}
AppHeader.displayName = 'AppHeader';
