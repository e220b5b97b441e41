// What was sent to a family (issue 14): the SMS messages and all communications (SMS and email) of a user,
// optionally of one type, for coaches (users of families booked with them) and staff. Fresh for a minute.
import { staleTimes } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import type { Page } from '../http/schemas';
import { coachingKeys, type MessagesKeyFilter } from './keys';
import { sentMessagePageSchema, type SentMessage } from './schemas';

/** Whose messages (a user id), optionally of one type (e.g. `booking_confirmation`). */
export interface MessagesFilter {
  user: number;
  type?: string | null;
}

const keyFilter = (filter: MessagesFilter): MessagesKeyFilter => ({
  user: filter.user,
  type: filter.type ?? null,
});

/** `GET /api/v2/sms/messages/?user=&type=`: the SMS sent to a user, newest first. */
export function getSmsMessages(
  api: ApiClient,
  filter: MessagesFilter,
  signal?: AbortSignal,
): Promise<CallResult<Page<SentMessage>>> {
  return api.call('/api/v2/sms/messages/', {
    auth: true,
    signal,
    query: { user: filter.user, type: filter.type ?? null },
    schema: sentMessagePageSchema,
  });
}

/** `GET /api/v2/communications/?user=&type=`: every SMS and email sent to a user, newest first. */
export function getCommunications(
  api: ApiClient,
  filter: MessagesFilter,
  signal?: AbortSignal,
): Promise<CallResult<Page<SentMessage>>> {
  return api.call('/api/v2/communications/', {
    auth: true,
    signal,
    query: { user: filter.user, type: filter.type ?? null },
    schema: sentMessagePageSchema,
  });
}

/** A user's SMS messages. */
export function smsMessagesQuery(api: ApiClient, filter: MessagesFilter) {
  return queryOptions({
    queryKey: coachingKeys.smsMessages(keyFilter(filter)),
    queryFn: async ({ signal }) => unwrap(await getSmsMessages(api, filter, signal)),
    staleTime: staleTimes.other,
  });
}

/** A user's communications (SMS and email). */
export function communicationsQuery(api: ApiClient, filter: MessagesFilter) {
  return queryOptions({
    queryKey: coachingKeys.communications(keyFilter(filter)),
    queryFn: async ({ signal }) => unwrap(await getCommunications(api, filter, signal)),
    staleTime: staleTimes.other,
  });
}
