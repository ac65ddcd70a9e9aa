import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach } from 'vitest';
import english from '../../../locales/ENG.json';
import { createQueryClient } from '../queries/query-client';

// Vitest runs without globals here, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

/**
 * Renders a screen the way the app does (English messages unless `locale` and `messages` say otherwise, a router
 * at `path`), for component tests. `route` is the route pattern the element is mounted at (e.g. '/lesson/:slug').
 */
export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    route = '*',
    locale = 'en',
    messages = english,
  }: { path?: string; route?: string; locale?: string; messages?: Record<string, string> } = {},
): RenderResult {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            {route !== '*' && <Route path="*" element={<p>elsewhere</p>} />}
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}
