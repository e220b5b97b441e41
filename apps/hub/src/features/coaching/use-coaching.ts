import { shippingQueryOptions, type CallResult } from '@hub/api-client';
import {
  coachingMessages,
  describeServerMessage,
  isValidTimeZone,
  type MessageDescriptor,
} from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { useClock, type Clock } from '../../app/clock';
import { useHub } from '../../app/use-hub';

/**
 * The family's clock: the pinned one (stories), else now in the account's zone (the shipping address's
 * time zone; America/New_York when unknown). Slots and calls show in its zone.
 */
export function useFamilyClock(): Clock {
  const hub = useHub();
  const clock = useClock();
  const shipping = useQuery({ ...shippingQueryOptions(hub.api), enabled: !clock.pinned });
  const zone = shipping.data?.timezone;
  return clock.pinned || !zone || !isValidTimeZone(zone) ? clock : { now: clock.now, timeZone: zone };
}

const coachingTexts: readonly MessageDescriptor[] = Object.values(coachingMessages);

/** What a failed coaching call says, in the reader's language when it is one of ours (e.g. slotTaken). */
export function refusalOf(result: CallResult<unknown>): {
  status: number;
  message: MessageDescriptor;
  fields: Record<string, string[]> | null;
} | null {
  if (result.ok || result.cancelled) return null;
  const fieldText = result.errorObject
    ? Object.values(result.errorObject)
        .flat()
        .find((text) => typeof text === 'string')
    : undefined;
  return {
    status: result.errStatus,
    message: describeServerMessage(fieldText ?? result.errorText, coachingTexts),
    fields: result.errorObject,
  };
}
