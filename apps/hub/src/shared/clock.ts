// The clock screens reckon with. What a subscription allows depends on the day (the grace period, the day
// access ends), so screens read the time here rather than from `new Date()`: the app runs on the real
// clock, and stories and tests pin it (billingFixtureClock), so they show the same thing on any day.
import { defaults } from '@hub/domain';
import { createContext, useContext } from 'react';

/** A moment and the IANA zone whose calendar days count. */
export interface Clock {
  now: Date;
  timeZone: string;
}

/** A pinned clock for what is below it; null runs on the real clock. */
export const ClockContext = createContext<Clock | null>(null);

/**
 * The current moment and zone: the pinned clock when one is given (`pinned`), else the real time and the
 * default zone (America/New_York, spec section 9), which a screen may replace with the account's own.
 */
export function useClock(): Clock & { pinned: boolean } {
  const pinned = useContext(ClockContext);
  return pinned
    ? { ...pinned, pinned: true }
    : { now: new Date(), timeZone: defaults.timezone, pinned: false };
}
