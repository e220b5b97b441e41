// An account's timeline for staff (issue 13, "beyond the anchors"; docs/decisions.md "Admin screens"): its
// orders, shipments, notes, billing actions, play (one event per player and day) and cancel reasons,
// newest first, merged on the server by @hub/domain's mergeTimeline. Read a page at a time ("Show
// more" follows `next`), optionally one kind only; fresh for a minute like the other admin queries.
import { staleTimes, type TimelineKind } from '@hub/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { nextPageParam } from '../http/paging';
import { adminKeys } from './keys';
import type { Page } from '../http/schemas';
import { timelinePageSchema, type TimelineEvent } from './schemas';

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
