import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_TAGS, type Edition, type LocaleCode } from '../../contracts';
import { escapeHtml, notFound, publicPage } from './public-pages';

export interface ShellOptions {
  path: string;
  edition: Edition;
  /** The filing number shown in the Chinese edition's footer. */
  filingNumber?: string;
  /**
   * Whether the path is one of the app's own pages (`isAppPage`): left to the app with 200. Any other path that
   * is no public page is answered 404 with the not-found page.
   */
  appPage?: boolean;
}

/** The language the server writes a public page in: Traditional Chinese on /cht, else the edition's. */
export function pageLanguage(path: string, edition: Edition): LocaleCode {
  if (path === '/cht' || path.startsWith('/cht?')) return 'CHT';
  return edition === 'cn' ? 'CHS' : 'ENG';
}

/**
 * The app's index.html for one request: the edition (and filing number) on <html> for the app to read, and
 * for public pages the title, description, keywords, Open Graph tags and the page's text inside #root, which
 * stays on screen until the app has drawn the page (src/ui/main.tsx).
 */
export function renderShell(template: string, options: ShellOptions): { html: string; status: number } {
  const language = pageLanguage(options.path, options.edition);
  const page =
    publicPage(options.path, options.edition, language) ?? (options.appPage ? null : notFound(language));
  const filing =
    options.edition === 'cn' && options.filingNumber
      ? ` data-filing="${escapeHtml(options.filingNumber)}"`
      : '';
  let html = template.replace(
    /<html lang="[^"]*">/,
    `<html lang="${LOCALE_TAGS[language]}" data-edition="${options.edition}"${filing}>`,
  );
  if (!page) return { html, status: 200 };
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.keywords ? `<meta name="keywords" content="${escapeHtml(page.keywords)}" />` : '',
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:type" content="website" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  html = html.replace(/<title>[^<]*<\/title>/, head);
  html = html.replace(
    /<div id="root">[\s\S]*?<\/div>/,
    `<div id="root"><div class="prerendered">${page.body}</div></div>`,
  );
  return { html, status: page.status };
}

/** Reads the built app's index.html once (null when the app is not built). */
export function readShellTemplate(clientDir: string): string | null {
  try {
    return readFileSync(join(clientDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}
