// The slide-in panel of MobileMenu, in its own chunk: Radix Dialog with its focus trap, dismissable layer
// and scroll lock weighs about 12 KiB gzip, which the signed-in home should not pay before its first paint
// (issue 15), least of all on a wide screen where the menu button is hidden. MobileMenu loads it when the
// browser is idle or when the button is pressed (MobileMenu.tsx).
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../../internal/icons';
import { MenuList, type MenuEntry, type RenderMenuLink } from '../../internal/MenuList';
import * as styles from './MobileMenu.css';

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading: string;
  entries: readonly MenuEntry[];
  renderLink?: RenderMenuLink;
  intro?: ReactNode;
  footer?: ReactNode;
  /** The menu button: focus goes back to it when the panel closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuPanel({
  open,
  onOpenChange,
  heading,
  entries,
  renderLink,
  intro,
  footer,
  buttonRef,
}: MobileMenuPanelProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The button is ours, not a Radix Trigger: Radix would not know where to put focus back.
            event.preventDefault();
            buttonRef.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{heading}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t`Close`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          <nav aria-label={heading} className={styles.nav}>
            <MenuList entries={entries} renderLink={renderLink} onNavigate={() => onOpenChange(false)} />
          </nav>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
