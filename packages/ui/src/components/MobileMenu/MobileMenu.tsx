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

// The panel (Radix Dialog) loads when the browser is idle after the first paint, or at once when the button
// is pressed; once loaded, every later menu has it at once. docs/decisions.md "What the first paint loads".
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
    if (Panel) return;
    let active = true;
    const load = () =>
      loadMobileMenuPanel().then(
        (loaded) => active && setPanel(() => loaded),
        // The button stays; pressing it tries again.
        () => {},
      );
    if (isOpen) {
      void load();
      return () => {
        active = false;
      };
    }
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => void load(), { timeout: 3000 })
        : setTimeout(() => void load(), 300);
    return () => {
      active = false;
      if (typeof requestIdleCallback === 'function') cancelIdleCallback(idle as number);
      else clearTimeout(idle as ReturnType<typeof setTimeout>);
    };
  }, [Panel, isOpen]);

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
