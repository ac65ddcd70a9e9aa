import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's data layer (TanStack Query with the app's one client) around a page that reads the server. It loads
 * with such a page (src/ui/data-layer.tsx), so the public pages that read nothing never load it.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
