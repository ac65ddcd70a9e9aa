import type { Edition } from '../../content/catalogue';

const EDITIONS: readonly Edition[] = ['global', 'cn'];

/**
 * The edition this page runs as. The server writes it on the page (`<html data-edition>`), from its EDITION
 * setting or the host name, so one build serves both; without it (the Vite dev server, unit tests) the build's
 * VITE_KEYQUEST_EDITION decides, global by default. Deliberately free of the API contracts, so the home page
 * does not load them.
 */
export function currentEdition(): Edition {
  const fromPage = typeof document !== 'undefined' ? document.documentElement.dataset.edition : undefined;
  if (fromPage && (EDITIONS as readonly string[]).includes(fromPage)) return fromPage as Edition;
  const configured = import.meta.env.VITE_KEYQUEST_EDITION as string | undefined;
  return configured && (EDITIONS as readonly string[]).includes(configured)
    ? (configured as Edition)
    : 'global';
}
