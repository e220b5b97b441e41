import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { type Direction, useDocumentDirection } from '../../internal/use-direction';
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
  tabs: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Account'. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic`: arrow keys show the panel at once; `manual`: Enter or Space does. */
  activationMode?: TabsActivationMode;
  /** Defaults to the document's direction, so arrow keys follow Arabic's right-to-left order. */
  dir?: Direction;
  className?: string;
}

/** Tabs on Radix Tabs: arrow keys move between tabs, Home and End jump, panels are labelled by their tab. */
export function Tabs({
  tabs,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  dir,
  className,
}: TabsProps) {
  const direction = useDocumentDirection(dir);
  return (
    <RadixTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={
        defaultValue ?? (value === undefined ? tabs.find((tab) => !tab.disabled)?.value : undefined)
      }
      onValueChange={onValueChange}
      activationMode={activationMode}
      dir={direction}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
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
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
Tabs.displayName = 'Tabs';
