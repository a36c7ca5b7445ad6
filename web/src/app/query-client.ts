import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** One retry for what may pass (network, 5xx); an answer such as 404 will not change. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failures < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
