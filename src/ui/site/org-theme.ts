/** An organisation's home-page theme (spec section 3): background and logo from its homepageConfig JSON. */
export interface HomeTheme {
  /** 'default', 'light', 'dark' or an image URL. */
  background: 'default' | 'light' | 'dark' | { image: string };
  /** A custom logo URL, or null for the default logo. */
  logo: string | null;
}

export const DEFAULT_THEME: HomeTheme = { background: 'default', logo: null };

function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  // A path on this site, or an absolute http(s) address; a bare word such as 'purple' is neither.
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reads homepageConfig. Text that is not valid JSON (or not an object) is ignored with a console warning and
 * the default theme applies (spec sections 5 and 8); unknown backgrounds and unsafe URLs fall back the same way.
 */
export function parseHomeTheme(config: string | null | undefined): HomeTheme {
  if (!config) return DEFAULT_THEME;
  let parsed: unknown;
  try {
    parsed = JSON.parse(config);
  } catch (error) {
    console.warn('Ignoring an organisation home-page configuration that is not valid JSON', error);
    return DEFAULT_THEME;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_THEME;
  const { background, logo } = parsed as { background?: unknown; logo?: unknown };
  let themeBackground: HomeTheme['background'] = 'default';
  if (background === 'light' || background === 'dark' || background === 'default')
    themeBackground = background;
  else {
    const image = safeUrl(background);
    if (image) themeBackground = { image };
  }
  return { background: themeBackground, logo: safeUrl(logo) };
}
