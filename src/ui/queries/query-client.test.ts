import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { useToastStore } from '../stores/toast-store';
import { createQueryClient } from './query-client';

const retry = (client: QueryClient) =>
  client.getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('the query client', () => {
  it('keeps answers 10 minutes and does not refetch on window focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(600_000);
    expect(queries?.gcTime).toBe(600_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('retries at most twice, never after a 4xx answer', () => {
    const shouldRetry = retry(createQueryClient());
    const network = new ApiError(600, 'Network Error', 'NETWORK_ERROR');
    expect([0, 1, 2].map((count) => shouldRetry(count, network))).toEqual([true, true, false]);
    expect(shouldRetry(0, new ApiError(500, 'x', 'INTERNAL_ERROR'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'x', 'CHARACTER_NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'x', 'RATE_LIMITED'))).toBe(false);
  });

  it('offline: tries a call once (the service worker may answer it) and never retries it then', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
    const shouldRetry = retry(client);
    const network = new ApiError(600, 'Network Error', 'NETWORK_ERROR');
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      expect(shouldRetry(0, network)).toBe(false);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
    }
    expect(shouldRetry(0, network)).toBe(true);
  });

  it('shows a failed mutation as a toast with the catalogue message, unless the caller handles it', async () => {
    const client = createQueryClient();
    const fail = (meta?: Record<string, unknown>) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(new ApiError(403, 'x', 'AVATAR_NEEDS_UPGRADE')),
          ...(meta ? { meta } : {}),
        })
        .execute(undefined)
        .catch(() => undefined);
    await fail({ handlesError: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useToastStore.getState().toasts).toEqual([]);

    await fail();
    await expect
      .poll(() => useToastStore.getState().toasts.map((toast) => toast.message))
      .toEqual([
        {
          id: 'error.AVATAR_NEEDS_UPGRADE',
          defaultMessage: 'This avatar is for members. Upgrade to unlock it',
        },
      ]);
  });
});
