import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { CloseIcon, MenuIcon } from '../../internal/icons';
import { MenuList, type MenuEntry, type RenderMenuLink } from '../../internal/MenuList';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps {
  /** The menu's entries, the same as the side menu's. */
  entries: readonly MenuEntry[];
  /** Renders internal links with the app's router link; a plain anchor by default. */
  renderLink?: RenderMenuLink;
  /** Heading of the panel and name of its navigation; "Menu" by default. */
  title?: string;
  /** Accessible name of the menu button; "Open menu" by default. */
  buttonLabel?: string;
  /** Above the entries, e.g. the greeting. */
  intro?: ReactNode;
  /** Below the entries, e.g. the language select. */
  footer?: ReactNode;
  /** Open or closed, when the caller controls it. */
  open?: boolean;
  /** Open at first, when the menu controls itself. */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The menu button and slide-in panel for screens below 900px (the button hides itself on wider ones).
 * Radix Dialog traps focus, closes on the overlay, the close icon and Escape, locks the page's scroll
 * and returns focus to the menu button. Following an entry closes the panel.
 */
export function MobileMenu({
  entries,
  renderLink,
  title,
  buttonLabel,
  intro,
  footer,
  open,
  defaultOpen = false,
  onOpenChange,
}: MobileMenuProps) {
  const { t } = useLingui();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const heading = title ?? t`Menu`;

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton} aria-label={buttonLabel ?? t`Open menu`}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{heading}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t`Close`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          <nav aria-label={heading} className={styles.nav}>
            <MenuList entries={entries} renderLink={renderLink} onNavigate={() => setOpen(false)} />
          </nav>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
MobileMenu.displayName = 'MobileMenu';
