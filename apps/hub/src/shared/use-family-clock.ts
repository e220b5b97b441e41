// The family's clock, shared by the areas that reckon in the account's zone (billing, stats, coaching,
// content). Not in clock.ts: that module is in the first paint, and this one reads the shipping address.
import { shippingQueryOptions } from '@hub/api-client';
import { isValidTimeZone } from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { useClock, type Clock } from './clock';
import { useHub } from './use-hub';

/**
 * The family's clock: the pinned one (stories, tests), else now in the account's zone, the shipping
 * address's time zone (the zone the server counts the account's days in; America/New_York when unknown).
 */
export function useFamilyClock(): Clock & { pinned: boolean } {
  const hub = useHub();
  const clock = useClock();
  const shipping = useQuery({ ...shippingQueryOptions(hub.api), enabled: !clock.pinned });
  const zone = shipping.data?.timezone;
  return clock.pinned || !zone || !isValidTimeZone(zone) ? clock : { ...clock, timeZone: zone };
}
