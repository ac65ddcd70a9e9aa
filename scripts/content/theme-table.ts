/**
 * The table of docs/CONTENT.md on themed practice: for each theme, at 7, 12, 20 and 26 keys of the course order,
 * the share of real words and the share of words in whole sentences in its passages (one passage per unlocked
 * key as the focus, seeded by the key's place). `node --import tsx scripts/content/theme-table.ts` prints it;
 * with `--write` it replaces the table in docs/CONTENT.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES, writeThemedPassage } from '../../src/content/themes';
import { FINGER_COURSE_LETTER_ORDER } from '../../src/engine';

export const KEY_COUNTS = [7, 12, 20, 26] as const;

export interface ThemeShares {
  slug: string;
  title: string;
  /**
   * Per key count: real words / all words, words in whole sentences / all words, and whether the sentences are
   * everyday ones (the keys spell none of the theme's words yet).
   */
  shares: { keys: number; real: number; sentences: number; everyday: boolean }[];
}

export function themeShares(): ThemeShares[] {
  return THEMES.map((theme) => ({
    slug: theme.slug,
    title: theme.title.ENG,
    shares: KEY_COUNTS.map((keys) => {
      const unlocked = FINGER_COURSE_LETTER_ORDER.slice(0, keys);
      let words = 0;
      let real = 0;
      let inSentences = 0;
      let everyday = true;
      unlocked.forEach((focus, i) => {
        const passage = writeThemedPassage({ theme: theme.slug, unlocked, focus, seed: i + 1 });
        words += passage.words.length;
        real += passage.kinds.theme + passage.kinds.common;
        inSentences += passage.sentenceWords;
        everyday &&= passage.made === 'everyday';
      });
      return { keys, real: real / words, sentences: inSentences / words, everyday };
    }),
  }));
}

const percent = (share: number) => `${Math.floor(share * 100)} %`;

export function themeTable(rows: readonly ThemeShares[]): string {
  const head = `| theme | ${KEY_COUNTS.map((keys) => `real words, ${keys} keys`).join(' | ')} | ${KEY_COUNTS.map((keys) => `in sentences, ${keys} keys`).join(' | ')} |`;
  const rule = `|---|${KEY_COUNTS.map(() => '---:').join('|')}|${KEY_COUNTS.map(() => '---:').join('|')}|`;
  const body = rows.map(
    (row) =>
      `| ${row.title} | ${row.shares.map((share) => percent(share.real)).join(' | ')} | ${row.shares.map((share) => `${percent(share.sentences)}${share.everyday && share.sentences > 0 ? ' everyday' : ''}`).join(' | ')} |`,
  );
  return [head, rule, ...body].join('\n');
}

const START = '<!-- theme-table:start -->';
const END = '<!-- theme-table:end -->';

if (process.argv[1]?.endsWith('theme-table.ts')) {
  const table = themeTable(themeShares());
  if (process.argv.includes('--write')) {
    const path = join(import.meta.dirname, '..', '..', 'docs', 'CONTENT.md');
    const doc = readFileSync(path, 'utf8');
    const from = doc.indexOf(START);
    const to = doc.indexOf(END);
    if (from < 0 || to < 0) throw new Error(`docs/CONTENT.md has no ${START} ... ${END}`);
    writeFileSync(path, `${doc.slice(0, from + START.length)}\n${table}\n${doc.slice(to)}`);
  } else {
    console.log(table);
  }
}
