// What a screen story renders: one screen of the hub at an address. The harness behind it (a fresh hub,
// the real route table in a memory router, the app's providers: app/ScreenStoryHarness.tsx) is the
// app's, since the route table imports every area; Storybook's preview (.storybook/preview.tsx) provides
// it through `ScreenHarnessContext`, so an area's stories reach it without importing the app.
import { createContext, useContext, type ComponentType } from 'react';
import type { Clock } from './clock';

export interface ScreenStoryProps {
  /** The address the story opens, e.g. `/dashboard/account?segment=details`. */
  path: string;
  /** Starts with a stored token and the token cookie. */
  signedIn?: boolean;
  /** Pins the clock screens reckon with (e.g. `billingFixtureClock`), so the story reads the same on any day. */
  clock?: Clock;
}

/** The app's screen harness, provided by Storybook's preview. */
export const ScreenHarnessContext = createContext<ComponentType<ScreenStoryProps> | null>(null);

/** One screen of the hub at an address, on its own hub and router (the app's harness). */
export function ScreenStory(props: ScreenStoryProps) {
  const Harness = useContext(ScreenHarnessContext);
  if (!Harness)
    throw new Error('ScreenStory needs the app’s screen harness: .storybook/preview.tsx provides it.');
  return <Harness {...props} />;
}
