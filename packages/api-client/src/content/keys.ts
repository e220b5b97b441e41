// The content area's query keys (issue 14): resources and tutorials under one prefix, each list with its
// filter (language, search, drafts). Apart from http/query-keys.ts, so the first paint does not carry them.

/** A content filter as it sits in a key: every field, null or false when not given. */
export interface ContentKeyFilter {
  language: string;
  search: string | null;
  include_unpublished: boolean;
}

export const contentKeys = {
  content: () => ['hub', 'content'] as const,
  resources: (filter: ContentKeyFilter) => ['hub', 'content', 'resources', filter] as const,
  tutorials: (filter: ContentKeyFilter) => ['hub', 'content', 'tutorials', filter] as const,
};
