import { staleTimes } from '@hub/domain';
import { ApiError } from '@hub/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Retrying helps only when the server or the network failed; a 4xx answers the same the second time. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return false;
}

/** The hub's query cache. Per-query staleness comes from @hub/api-client's query options (spec section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: staleTimes.other, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
