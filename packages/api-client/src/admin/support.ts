// What staff read about a family's people (issue 13): a user's help-desk tickets and a player's survey
// responses (by player and page, spec section 3), fresh for a minute.
import { staleTimes } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { adminKeys } from './keys';
import type { Page } from '../http/schemas';
import {
  supportTicketPageSchema,
  surveyResponsePageSchema,
  type SupportTicket,
  type SurveyResponse,
} from './schemas';

/** `GET /api/v2/admin/users/{id}/tickets/`: newest first (one page of 1000). */
export function getUserTickets(
  api: ApiClient,
  userId: number,
  signal?: AbortSignal,
): Promise<CallResult<Page<SupportTicket>>> {
  return api.call(`/api/v2/admin/users/${userId}/tickets/`, {
    auth: true,
    signal,
    schema: supportTicketPageSchema,
  });
}

/** `GET /api/v2/admin/players/{id}/responses/?page=`: newest first. */
export function getPlayerResponses(
  api: ApiClient,
  playerId: number,
  page = 1,
  signal?: AbortSignal,
): Promise<CallResult<Page<SurveyResponse>>> {
  return api.call(`/api/v2/admin/players/${playerId}/responses/`, {
    auth: true,
    signal,
    query: { page },
    schema: surveyResponsePageSchema,
  });
}

/** A user's tickets. */
export function userTicketsQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: adminKeys.adminUserTickets(userId),
    queryFn: async ({ signal }) => unwrap(await getUserTickets(api, userId, signal)),
    staleTime: staleTimes.other,
  });
}

/** A page of a player's survey responses. */
export function playerResponsesQueryOptions(api: ApiClient, playerId: number, page = 1) {
  return queryOptions({
    queryKey: [...adminKeys.adminPlayerResponses(playerId), page] as const,
    queryFn: async ({ signal }) => unwrap(await getPlayerResponses(api, playerId, page, signal)),
    staleTime: staleTimes.other,
  });
}
