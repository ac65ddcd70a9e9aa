import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../stores/toast-store';

const TEN_MINUTES = 10 * 60 * 1000;

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

/**
 * Spec section 9: 10-minute cache, no refetch on focus, at most 2 retries and never on a 4xx answer.
 * Offline (docs/ARCHITECTURE.md, "Offline and installed"): a call is still tried once, since the service worker may
 * answer it from the device (the last reports); if it fails it is not retried until the connection is back, and
 * the page shows its error in words instead of waiting forever.
 * Spec section 8: a failed mutation shows an error toast with the catalogue message (in the interface
 * language) unless the caller handles it (`meta: { handlesError: true }`). A 401 already went to the login page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesError === true || statusOf(error) === 401) return;
        // The error catalogue (and its schemas) loads only when a mutation fails.
        void import('../api/errors').then(({ describeError }) => showErrorToast(describeError(error)));
      },
    }),
    defaultOptions: {
      mutations: { networkMode: 'offlineFirst' },
      queries: {
        networkMode: 'offlineFirst',
        staleTime: TEN_MINUTES,
        gcTime: TEN_MINUTES,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = statusOf(error);
          if (typeof status === 'number' && status >= 400 && status < 500) return false;
          if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

export const queryClient = createQueryClient();
