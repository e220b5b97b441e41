import { QueryClient } from '@tanstack/react-query';

/** The hub's query cache. Per-query staleness comes from @hub/api-client's query options (spec section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
