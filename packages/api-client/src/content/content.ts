// Resources and tutorials (issue 14): one page of items (the page size is 1000, spec section 9), ordered
// by position, in `language` with English standing in item by item, optionally searched; resources'
// drafts for staff (the dev variant). Fresh for a minute ("other", spec section 9).
import { staleTimes } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import type { Page } from '../http/schemas';
import { contentKeys, type ContentKeyFilter } from './keys';
import { contentItemPageSchema, type ContentItem } from './schemas';

/** Which resources to read: their language, a search (trimmed; empty is none), and staff's drafts. */
export interface ResourcesFilter {
  language: string;
  search?: string | null;
  includeUnpublished?: boolean;
}

/** Which tutorials to read. */
export interface TutorialsFilter {
  language: string;
  search?: string | null;
}

const searchOf = (search: string | null | undefined) => search?.trim() || null;

function keyFilter(filter: ResourcesFilter): ContentKeyFilter {
  return {
    language: filter.language,
    search: searchOf(filter.search),
    include_unpublished: filter.includeUnpublished ?? false,
  };
}

/** `GET /api/v2/content/resources/?language=&search=&include_unpublished=`. */
export function getResources(
  api: ApiClient,
  filter: ResourcesFilter,
  signal?: AbortSignal,
): Promise<CallResult<Page<ContentItem>>> {
  return api.call('/api/v2/content/resources/', {
    auth: true,
    signal,
    query: {
      language: filter.language,
      search: searchOf(filter.search),
      include_unpublished: filter.includeUnpublished ? 'true' : null,
    },
    schema: contentItemPageSchema,
  });
}

/** `GET /api/v2/content/tutorials/?language=&search=`. */
export function getTutorials(
  api: ApiClient,
  filter: TutorialsFilter,
  signal?: AbortSignal,
): Promise<CallResult<Page<ContentItem>>> {
  return api.call('/api/v2/content/tutorials/', {
    auth: true,
    signal,
    query: { language: filter.language, search: searchOf(filter.search) },
    schema: contentItemPageSchema,
  });
}

/** The resources of a filter. */
export function resourcesQuery(api: ApiClient, filter: ResourcesFilter) {
  return queryOptions({
    queryKey: contentKeys.resources(keyFilter(filter)),
    queryFn: async ({ signal }) => unwrap(await getResources(api, filter, signal)),
    staleTime: staleTimes.other,
  });
}

/** The tutorials of a filter. */
export function tutorialsQuery(api: ApiClient, filter: TutorialsFilter) {
  return queryOptions({
    queryKey: contentKeys.tutorials(keyFilter(filter)),
    queryFn: async ({ signal }) => unwrap(await getTutorials(api, filter, signal)),
    staleTime: staleTimes.other,
  });
}
