import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactElement, type ReactNode, useId } from 'react';
import {
  AccountIcon,
  AdminIcon,
  BillingIcon,
  CoachingIcon,
  CommunityIcon,
  DirectionsIcon,
  ExternalLinkIcon,
  HomeIcon,
  SignOutIcon,
  StatsIcon,
  SupportIcon,
} from './icons';
import * as styles from './MenuList.css';

/** The icons a menu entry can show (the ui package draws them; apps have no icon library). */
export const menuIcons = [
  'home',
  'stats',
  'coaching',
  'directions',
  'account',
  'billing',
  'support',
  'community',
  'signOut',
  'admin',
] as const;
export type MenuIcon = (typeof menuIcons)[number];

const iconComponents: Record<MenuIcon, (props: { className?: string }) => ReactElement> = {
  home: HomeIcon,
  stats: StatsIcon,
  coaching: CoachingIcon,
  directions: DirectionsIcon,
  account: AccountIcon,
  billing: BillingIcon,
  support: SupportIcon,
  community: CommunityIcon,
  signOut: SignOutIcon,
  admin: AdminIcon,
};

/** One entry of the side or mobile menu: a link (`href`) or an action (`onSelect`). */
export interface MenuEntry {
  id: string;
  label: ReactNode;
  icon?: MenuIcon;
  href?: string;
  onSelect?: () => void;
  /** Not a link then: announced as disabled, still focusable, with `disabledReason` shown and described. */
  disabled?: boolean;
  disabledReason?: ReactNode;
  /** Opens in a new tab with rel="noopener noreferrer", announced as such. */
  external?: boolean;
  /** The current page: aria-current="page". */
  active?: boolean;
}

/** What `renderLink` receives; spread it on the router's Link (`to={href}`) or an anchor. */
export interface MenuLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}
export type RenderMenuLink = (props: MenuLinkProps) => ReactElement;

export const renderAnchor: RenderMenuLink = ({ href, ...props }) => <a href={href} {...props} />;

interface MenuListProps {
  entries: readonly MenuEntry[];
  renderLink?: RenderMenuLink;
  /** Called after any entry is followed or selected (the mobile menu closes then). */
  onNavigate?: () => void;
}

/** The list of entries shared by SideMenu and MobileMenu. */
export function MenuList({ entries, renderLink = renderAnchor, onNavigate }: MenuListProps) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <MenuListItem key={entry.id} entry={entry} renderLink={renderLink} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function MenuListItem({
  entry,
  renderLink,
  onNavigate,
}: {
  entry: MenuEntry;
  renderLink: RenderMenuLink;
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const reasonId = useId();
  const Icon = entry.icon ? iconComponents[entry.icon] : null;
  const content = (
    <>
      {Icon ? (
        <span className={styles.icon}>
          <Icon />
        </span>
      ) : null}
      <span className={styles.label}>{entry.label}</span>
    </>
  );

  if (entry.disabled) {
    return (
      <li className={styles.item}>
        {/* A link that cannot be followed: no href, but still reachable so its reason can be heard. */}
        <span
          role="link"
          aria-disabled="true"
          tabIndex={0}
          aria-describedby={entry.disabledReason ? reasonId : undefined}
          className={`${styles.entry} ${styles.disabledEntry}`}
        >
          {content}
        </span>
        {entry.disabledReason ? (
          <span id={reasonId} className={styles.reason}>
            {entry.disabledReason}
          </span>
        ) : null}
      </li>
    );
  }

  if (entry.href && entry.external) {
    return (
      <li className={styles.item}>
        <a
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.entry}
          onClick={onNavigate}
        >
          {content}
          <span className={styles.externalIcon}>
            <ExternalLinkIcon size="1em" />
          </span>
          <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
        </a>
      </li>
    );
  }

  if (entry.href) {
    return (
      <li className={styles.item}>
        {renderLink({
          href: entry.href,
          className: styles.entry,
          children: content,
          ...(entry.active ? { 'aria-current': 'page' as const } : {}),
          ...(onNavigate ? { onClick: onNavigate } : {}),
        })}
      </li>
    );
  }

  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.entry}
        aria-current={entry.active ? 'page' : undefined}
        onClick={() => {
          entry.onSelect?.();
          onNavigate?.();
        }}
      >
        {content}
      </button>
    </li>
  );
}
