import type { Page } from '@playwright/test';
import { z } from 'zod';
import * as contracts from '../../src/contracts';

/**
 * The upper-case identifiers of the API contract that must never reach the screen (issue 28): every value of an
 * enum schema or a constant list in src/contracts (game ids, roles, tiers, order states ...) and every error code.
 * Found by walking the contract's exports, so a new enum is covered without touching this file. Codes of two or
 * three letters (locales, regions, currencies: ENG, US, CNY) are left out: they are real words on some pages
 * (a price in CNY, the language picker's codes).
 */
export const CONTRACT_IDENTIFIERS: readonly string[] = (() => {
  const found = new Set<string>(Object.keys(contracts.ERROR_CATALOGUE));
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 8 || value === null || (typeof value !== 'object' && typeof value !== 'function')) return;
    if (seen.has(value)) return;
    seen.add(value);
    if (value instanceof z.ZodEnum) {
      for (const option of value.options) if (typeof option === 'string') found.add(option);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string') found.add(item);
        else visit(item, depth + 1);
      }
      return;
    }
    // A schema's parts (an object's shape, an array's element, a union's options) are in its definition.
    if (value instanceof z.ZodType) {
      visit((value as unknown as { _zod: { def: unknown } })._zod.def, depth + 1);
      return;
    }
    for (const item of Object.values(value)) visit(item, depth + 1);
  };
  for (const value of Object.values(contracts)) visit(value, 0);
  return [...found].filter(
    (id) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(id) && (id.length > 3 || id.includes('_')),
  );
})();

/**
 * The text a page shows to a reader: its visible text nodes as written (not as CSS capitalises them, so a
 * "Free" badge drawn in capitals is not FREE) and its labels, titles, placeholders and alt texts.
 */
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility() && !parent.closest('option')) continue;
      parts.push(node.nodeValue ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        parts.push(element.getAttribute(name) ?? '');
    }
    parts.push(document.title);
    return parts.join('\n');
  });
}

/** The contract identifiers the page shows (each once). */
export async function rawIdentifiers(page: Page): Promise<string[]> {
  // An identifier shows when it stands between characters that are not letters, digits or underscores: the
  // text's runs of those, looked up in a set (the identifiers are made of nothing else).
  const runs = new Set((await shownText(page)).split(/[^A-Za-z0-9_]+/));
  return CONTRACT_IDENTIFIERS.filter((id) => runs.has(id));
}
