import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The data layer's provider: its own import, in the data chunk with TanStack Query (vite.config.ts). */
export const loadDataProvider = () => import('./queries/DataProvider');

/**
 * A page loaded lazily together with the app's data layer, which it renders inside (docs/ARCHITECTURE.md,
 * "Chunks"). The first page's code has no TanStack Query: the home and landing pages read nothing from the server
 * before a click, and every page that does comes through here (or `studentOnly` in routes.tsx).
 */
export function withData<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [{ DataProvider }, { default: Page }] = await Promise.all([loadDataProvider(), load()]);
    return {
      default: function PageWithData(props: Props) {
        return (
          <DataProvider>
            <Page {...props} />
          </DataProvider>
        );
      },
    };
  });
}
