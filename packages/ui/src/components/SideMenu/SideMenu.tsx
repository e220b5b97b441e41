import { useLingui } from '@lingui/react/macro';
import { MenuList, type MenuEntry, type RenderMenuLink } from '../../internal/MenuList';
import * as styles from './SideMenu.css';

export { menuIcons } from '../../internal/MenuList';
export type { MenuEntry, MenuIcon, MenuLinkProps, RenderMenuLink } from '../../internal/MenuList';

export interface SideMenuProps {
  /** The entries, in order: label, icon, address or action, active, external, disabled with a reason. */
  entries: readonly MenuEntry[];
  /** Renders internal links, e.g. `(props) => <Link to={props.href} {...props} />`; an anchor by default. */
  renderLink?: RenderMenuLink;
  /** Accessible name of the navigation landmark; "Main menu" by default. */
  label?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/** The signed-in shell's navigation column; hidden below 900px, where MobileMenu takes over. */
export function SideMenu({ entries, renderLink, label, className }: SideMenuProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={label ?? t`Main menu`} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <MenuList entries={entries} renderLink={renderLink} />
    </nav>
  );
}
SideMenu.displayName = 'SideMenu';
