import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SignOutIcon } from '../../internal/icons';
import { renderAnchor, type RenderMenuLink } from '../../internal/MenuList';
import * as styles from './AdminBar.css';

/** A link of the staff bar (Accounts, Orders, Outstanding Billing Requests, Shipments). */
export interface AdminBarLink {
  id: string;
  label: ReactNode;
  href: string;
  active?: boolean;
}

export interface AdminBarProps {
  /** The staff pages, in order; the one with `active` is marked as the current page. */
  links: readonly AdminBarLink[];
  /** The signed-in staff member's name. */
  userName: ReactNode;
  /** The logout button's text (the caller's words, e.g. Logout). */
  logoutLabel: ReactNode;
  /** Called when the logout button is pressed. */
  onLogout: () => void;
  /** Renders the links with the app's router; an anchor by default. */
  renderLink?: RenderMenuLink;
  /** Accessible name of the navigation landmark; "Staff" by default. */
  label?: string;
}

/** The bar staff see above the shell: admin links, their name and Logout. */
export function AdminBar({
  links,
  userName,
  logoutLabel,
  onLogout,
  renderLink = renderAnchor,
  label,
}: AdminBarProps) {
  const { t } = useLingui();
  return (
    <div className={styles.bar}>
      <nav aria-label={label ?? t`Staff`} className={styles.nav}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.id}>
              {renderLink({
                href: link.href,
                className: styles.link,
                children: link.label,
                ...(link.active ? { 'aria-current': 'page' as const } : {}),
              })}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.user}>
        <span className={styles.userName}>{userName}</span>
        <button type="button" className={styles.logout} onClick={onLogout}>
          <SignOutIcon size="1.1em" />
          {logoutLabel}
        </button>
      </div>
    </div>
  );
}
AdminBar.displayName = 'AdminBar';
