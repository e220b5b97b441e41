import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MenuIcon } from '../../internal/icons';
import type { MenuEntry, RenderMenuLink } from '../../internal/MenuList';
import type { MobileMenuPanelProps } from './MobileMenuPanel';
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

type Panel = (props: MobileMenuPanelProps) => ReactNode;

// The panel (Radix Dialog) downloads when the visitor shows intent (a pointer over the menu button, or focus
// on it) and renders once the button is pressed; a page that nobody opens the menu on never loads it (the
// signed-in home's 160 KiB, issue 30). Once loaded, every later menu has it at once. docs/decisions.md
// "The mobile menu's panel after first paint".
let loadedPanel: Panel | null = null;
let loading: Promise<Panel> | null = null;

/** Loads the panel (once; again after a failed attempt). */
export function loadMobileMenuPanel(): Promise<Panel> {
  loading ??= import('./MobileMenuPanel').then(
    (module) => (loadedPanel = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Stories: back to a page that has not loaded the panel yet. */
export function forgetMobileMenuPanel(): void {
  loadedPanel = null;
  loading = null;
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
  const [Panel, setPanel] = useState<Panel | null>(() => loadedPanel);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const heading = title ?? t`Menu`;

  useEffect(() => {
    if (Panel || !isOpen) return;
    let active = true;
    loadMobileMenuPanel().then(
      (loaded) => active && setPanel(() => loaded),
      // The button stays; pressing it tries again.
      () => {},
    );
    return () => {
      active = false;
    };
  }, [Panel, isOpen]);

  const prefetch = () => void loadMobileMenuPanel().catch(() => {});

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={buttonLabel ?? t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {Panel ? (
        <Panel
          open={isOpen}
          onOpenChange={setOpen}
          heading={heading}
          entries={entries}
          renderLink={renderLink}
          intro={intro}
          footer={footer}
          buttonRef={buttonRef}
        />
      ) : null}
    </>
  );
}
MobileMenu.displayName = 'MobileMenu';
