// An account's timeline for staff (issue 13, "beyond the anchors"; docs/decisions.md "Admin screens"): its
// orders, shipments, notes, billing actions, play (one event per player and day), cancel reasons and the
// emails sent to it (issue 25), newest first, merged on the server by @hub/domain's mergeTimeline. Read a
// page at a time ("Show more" follows `next`), optionally one kind only; fresh for a minute like the other
// admin queries. A failed email can be sent again (`resendAccountEmail`); the timeline is then read again.
import { staleTimes, type TimelineKind } from '@hub/domain';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { nextPageParam } from '../http/paging';
import { withConflictDetail } from './conflict';
import { adminKeys } from './keys';
import type { Page } from '../http/schemas';
import { timelineEmailSchema, timelinePageSchema, type TimelineEmail, type TimelineEvent } from './schemas';

/** How many events one page of the timeline reads. */
export const timelinePageSize = 25;

/** `GET /api/v2/admin/accounts/{id}/timeline/?page=&page_size=&kind=`: newest first. */
export function getAccountTimeline(
  api: ApiClient,
  accountId: number,
  query: { page?: number; pageSize?: number; kind?: TimelineKind | null } = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<TimelineEvent>>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/timeline/`, {
    auth: true,
    signal,
    query: { page: query.page ?? 1, page_size: query.pageSize ?? timelinePageSize, kind: query.kind ?? null },
    schema: timelinePageSchema,
  });
}

/** An account's timeline (of one kind, or all), a page at a time. */
export function accountTimelineInfiniteQueryOptions(
  api: ApiClient,
  accountId: number,
  kind: TimelineKind | null = null,
) {
  return infiniteQueryOptions({
    queryKey: adminKeys.adminAccountTimeline(accountId, kind),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await getAccountTimeline(api, accountId, { page: pageParam, kind }, signal)),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) =>
      nextPageParam(lastPage.next, 'page', lastPageNumber + 1),
    staleTime: staleTimes.other,
  });
}

/**
 * `POST /api/v2/admin/accounts/{id}/emails/{emailId}/resend/`: a failed email queued again (its last error
 * cleared); answers its timeline event. 409 for an email that has not failed, 404 for another account's.
 */
export async function resendAccountEmail(
  api: ApiClient,
  accountId: number,
  emailId: number,
): Promise<CallResult<TimelineEmail>> {
  return withConflictDetail(
    await api.call(`/api/v2/admin/accounts/${accountId}/emails/${emailId}/resend/`, {
      method: 'POST',
      auth: true,
      body: {},
      schema: timelineEmailSchema,
    }),
  );
}

/** After a resend: the account's timeline of every kind is read again. */
export function invalidateAccountTimeline(queryClient: QueryClient, accountId: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: adminKeys.adminAccountTimeline(accountId, null).slice(0, -1),
  });
}
