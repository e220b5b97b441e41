// Booking a coaching call (issue 14): the coaches, a coach's free slots, the caller's bookings and calls
// (a coach's own, a parent's family's), and booking, cancelling and rescheduling. Every query is "other"
// (spec section 9): fresh for a minute. A change invalidates the bookings, every calls list and the free
// slots together (`invalidateBookings`), since a booked slot is no longer free and a cancelled one is.
import { staleTimes, type CallStatus, type Slot } from '@hub/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import type { Page } from '../http/schemas';
import { coachingKeys, type CallsKeyFilter } from './keys';
import {
  availableHoursSchema,
  coachingCallPageSchema,
  coachingCallSchema,
  coachPageSchema,
  type AvailableHours,
  type Coach,
  type CoachingCall,
} from './schemas';

/** Which calls to read: of one status, of one family (an account id); all when empty. */
export interface CoachingCallsFilter {
  status?: CallStatus | null;
  clientId?: number | null;
}

/** A booking request: the coach's widget, the slot's start (ISO, UTC) and where it came from. */
export interface BookingRequest {
  widget_id: string;
  starts_at: string;
  ref?: string;
}

/** `GET /api/v2/coaching/bookings/`: scheduled calls still ahead, soonest first. */
export function getCoachBookings(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CallResult<Page<CoachingCall>>> {
  return api.call('/api/v2/coaching/bookings/', { auth: true, signal, schema: coachingCallPageSchema });
}

/** `GET /api/v2/coaching/calls/?status=&client_id=`: scheduled soonest first, the others newest first. */
export function getCoachingCalls(
  api: ApiClient,
  filter: CoachingCallsFilter = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<CoachingCall>>> {
  return api.call('/api/v2/coaching/calls/', {
    auth: true,
    signal,
    query: { status: filter.status ?? null, client_id: filter.clientId ?? null },
    schema: coachingCallPageSchema,
  });
}

/** `GET /api/v2/coaching/coaches/`: the active coaches with a profile. */
export function getCoaches(api: ApiClient, signal?: AbortSignal): Promise<CallResult<Page<Coach>>> {
  return api.call('/api/v2/coaching/coaches/', { auth: true, signal, schema: coachPageSchema });
}

/** `GET /api/v2/coaching/available_hours/?widget_id=`: a coach's free slots; 404 for an unknown widget. */
export function getAvailableHours(
  api: ApiClient,
  widgetId: string,
  signal?: AbortSignal,
): Promise<CallResult<AvailableHours>> {
  return api.call('/api/v2/coaching/available_hours/', {
    auth: true,
    signal,
    query: { widget_id: widgetId },
    schema: availableHoursSchema,
  });
}

/**
 * `POST /api/v2/coaching/book/`: 201 with the call; 409 `{detail}` when another family has just taken
 * the slot; 400 `{starts_at: [...]}` when it is not a free slot.
 */
export function bookCall(api: ApiClient, request: BookingRequest): Promise<CallResult<CoachingCall>> {
  const body: BookingRequest = { widget_id: request.widget_id, starts_at: request.starts_at };
  if (request.ref) body.ref = request.ref;
  return api.call('/api/v2/coaching/book/', { method: 'POST', auth: true, body, schema: coachingCallSchema });
}

/** `POST /api/v2/coaching/bookings/{id}/cancel/`: 200 with the cancelled call; 409 once it cannot change. */
export function cancelCall(api: ApiClient, id: number): Promise<CallResult<CoachingCall>> {
  return api.call(`/api/v2/coaching/bookings/${id}/cancel/`, {
    method: 'POST',
    auth: true,
    schema: coachingCallSchema,
  });
}

/** `POST /api/v2/coaching/bookings/{id}/reschedule/ {starts_at}`: 200 with the call at its new time. */
export function rescheduleCall(
  api: ApiClient,
  id: number,
  startsAt: string,
): Promise<CallResult<CoachingCall>> {
  return api.call(`/api/v2/coaching/bookings/${id}/reschedule/`, {
    method: 'POST',
    auth: true,
    body: { starts_at: startsAt },
    schema: coachingCallSchema,
  });
}

/** A coach's free slots as @hub/domain's slots (`groupSlotsByDay`, `isFreeSlot` take them). */
export function toDomainSlots(hours: AvailableHours): Slot[] {
  return hours.slots.map((slot) => ({ startsAt: slot.starts_at, endsAt: slot.ends_at }));
}

/** The filter as it sits in the key (both fields; null when not given). */
function callsKeyFilter(filter: CoachingCallsFilter): CallsKeyFilter {
  return { status: filter.status ?? null, client_id: filter.clientId ?? null };
}

/** The caller's upcoming bookings. */
export function coachBookingsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: coachingKeys.bookings(),
    queryFn: async ({ signal }) => unwrap(await getCoachBookings(api, signal)),
    staleTime: staleTimes.other,
  });
}

/** The caller's calls of a filter. */
export function coachingCallsQuery(api: ApiClient, filter: CoachingCallsFilter = {}) {
  return queryOptions({
    queryKey: coachingKeys.calls(callsKeyFilter(filter)),
    queryFn: async ({ signal }) => unwrap(await getCoachingCalls(api, filter, signal)),
    staleTime: staleTimes.other,
  });
}

/** The coaches a family may book. */
export function coachesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: coachingKeys.coaches(),
    queryFn: async ({ signal }) => unwrap(await getCoaches(api, signal)),
    staleTime: staleTimes.other,
  });
}

/** A coach's free slots. */
export function availableHoursQuery(api: ApiClient, widgetId: string) {
  return queryOptions({
    queryKey: coachingKeys.availableHours(widgetId),
    queryFn: async ({ signal }) => unwrap(await getAvailableHours(api, widgetId, signal)),
    staleTime: staleTimes.other,
  });
}

/**
 * After a booking, a cancel or a reschedule (or a refusal of one: the slot someone else took is gone):
 * the bookings, every calls list and every coach's free slots.
 */
export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coachingKeys.bookings() }),
    queryClient.invalidateQueries({ queryKey: coachingKeys.callLists() }),
    queryClient.invalidateQueries({ queryKey: ['hub', 'coaching', 'available-hours'] }),
  ]).then(() => undefined);
}
