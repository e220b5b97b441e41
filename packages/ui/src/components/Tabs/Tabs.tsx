import * as RadixTabs from '@radix-ui/react-tabs';
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type Direction, useDocumentDirection } from '../../internal/use-direction';
import { scrollEndAttributes, useScrollEnds } from '../../internal/use-scroll-ends';
import * as styles from './Tabs.css';

export const tabsActivationModes = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];

/** One tab and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order: value, label, content, disabled. */
  tabs: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Account'. */
  label: string;
  /** The selected tab, when the caller controls it. */
  value?: string;
  /** The tab selected at first (the first by default). */
  defaultValue?: string;
  /** Called with the tab chosen. */
  onValueChange?: (value: string) => void;
  /** `automatic`: arrow keys show the panel at once; `manual`: Enter or Space does. */
  activationMode?: TabsActivationMode;
  /** Defaults to the document's direction, so arrow keys follow Arabic's right-to-left order. */
  dir?: Direction;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /**
   * The choice of tab lives elsewhere (on a phone the menu lists the segments): no tab row, and the chosen
   * panel is a plain part of the page. Turning this on or off keeps the panels mounted, so nothing typed
   * in one is lost when a window narrows or widens.
   */
  listHidden?: boolean;
}

/** A panel whose tab row is hidden is no tabpanel: there is no tab to name it. */
const plainPanel = { role: undefined, 'aria-labelledby': undefined, tabIndex: undefined } as const;

/** Room kept clear of the faded edges when a tab is scrolled into view (the fade's width plus a little). */
const edgeRoom = 40;

/**
 * Scrolls the tab row, and only the row (never the page), so that a tab stands clear of the faded edges.
 * Physical pixels on purpose: `scrollBy` is physical in both directions, so this holds for Arabic too.
 */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  const room = Math.min(edgeRoom, Math.max(0, (row.width - box.width) / 2));
  if (box.right > row.right - room) list.scrollBy({ left: box.right - (row.right - room) });
  else if (box.left < row.left + room) list.scrollBy({ left: box.left - (row.left + room) });
}

/**
 * Tabs on Radix Tabs: arrow keys move between tabs, Home and End jump, panels are labelled by their tab.
 * Where the row is wider than the screen it scrolls sideways: the end hiding more tabs fades out, and a
 * focused or chosen tab is scrolled wholly into view.
 */
export function Tabs({
  tabs,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  dir,
  className,
  listHidden = false,
}: TabsProps) {
  const direction = useDocumentDirection(dir);
  const listRef = useRef<HTMLDivElement | null>(null);
  const [measureEnds, hidden] = useScrollEnds<HTMLDivElement>();
  const setList = useCallback(
    (element: HTMLDivElement | null) => {
      listRef.current = element;
      measureEnds(element);
    },
    [measureEnds],
  );
  const [shown, setShown] = useState(value ?? defaultValue);
  const current = value ?? shown;

  // The chosen tab is in view on arrival and whenever it changes (a link to a segment on a phone).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (list && active) revealTab(list, active);
  }, [current]);

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    const list = listRef.current;
    if (list && event.target instanceof HTMLElement && event.target.getAttribute('role') === 'tab') {
      revealTab(list, event.target);
    }
  }

  function handleValueChange(next: string) {
    setShown(next);
    onValueChange?.(next);
  }

  return (
    <RadixTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={
        defaultValue ?? (value === undefined ? tabs.find((tab) => !tab.disabled)?.value : undefined)
      }
      onValueChange={handleValueChange}
      activationMode={activationMode}
      dir={direction}
    >
      {/* Hidden, the row keeps its place (null), so the panels after it stay the same elements. */}
      {listHidden ? null : (
        <RadixTabs.List
          ref={setList}
          className={styles.list}
          aria-label={label}
          {...scrollEndAttributes(hidden)}
          onFocus={handleFocus}
        >
          {tabs.map((tab) => (
            <RadixTabs.Trigger
              key={tab.value}
              value={tab.value}
              disabled={tab.disabled}
              className={styles.trigger}
            >
              {tab.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      )}
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className={styles.panel}
          {...(listHidden ? plainPanel : {})}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
Tabs.displayName = 'Tabs';
