/**
 * What may go into the error-word notebook: real words only, never the drills of a lesson ("jjj", "ffj",
 * "jkl;") nor the made-up words of a practice written from few keys ("jadll"). A word counts as real when the
 * word lists and texts of the courses know it (the children's word list, the vocabulary builder, the themed
 * lists, the English sentences and stories, the literature course). The keypad's keys, the code course's
 * tokens and the Chinese words of pinyin and Chinese typing are the course's own tokens and go in as they are.
 *
 * A word is filed once per mode: without the punctuation around it ("said," is "said"), in lower case when the
 * lists know it so ("The" is "the"), a name as written ("Mia"). One letter alone ("a", "I") is not a word to
 * review. Nothing the one safety filter refuses goes in (content/safety). The server files a character's notebook with these rules and drops anything else it finds there
 * (entries filed before the rule); the device's own notebook (signed out) uses the same rules.
 */
import { notebookKey, type Notebook, type NotebookEntry } from '../engine';
import { ENGLISH_PASSAGES, ENGLISH_SENTENCES } from './english';
import { LITERARY_WORKS } from './literature';
import { isSafeWord } from './safety';
import { THEMES } from './themes';
import { VOCABULARY_CHAPTERS } from './vocabulary';
import { ENGLISH_WORDS } from './words';

/** Modes whose entries are the course's own tokens: keys, code tokens, Chinese words. */
const OWN_TOKEN_MODES: ReadonlySet<string> = new Set(['numpad', 'code', 'pinyin', 'chinese']);
/** Modes whose entries are Chinese words. */
const CHINESE_MODES: ReadonlySet<string> = new Set(['pinyin', 'chinese']);

/** Letters with the apostrophes and hyphens inside a word ("don't", "well-known"). */
const WORD_CORE = /^[^\p{L}]*([\p{L}]+(?:['’-][\p{L}]+)*)[^\p{L}]*$/u;

interface Lexicon {
  /** Lower-case words of the lists. */
  lower: ReadonlySet<string>;
  /** Words of the texts as written (names keep their capital). */
  written: ReadonlySet<string>;
}

let lexicon: Lexicon | undefined;

function wordsOfText(text: string): string[] {
  return text.split(/\s+/).flatMap((piece) => {
    const core = WORD_CORE.exec(piece)?.[1];
    return core ? [core] : [];
  });
}

function buildLexicon(): Lexicon {
  const lower = new Set<string>(ENGLISH_WORDS);
  for (const theme of THEMES) for (const word of theme.words) lower.add(word.toLowerCase());
  for (const chapter of VOCABULARY_CHAPTERS)
    for (const { word } of chapter.words) lower.add(word.toLowerCase());
  const written = new Set<string>();
  const texts = [
    ...ENGLISH_SENTENCES,
    ...ENGLISH_PASSAGES.map((passage) => passage.text),
    ...Object.values(LITERARY_WORKS).flatMap((works) => works.map((work) => work.text)),
  ];
  for (const text of texts) for (const word of wordsOfText(text)) written.add(word);
  return { lower, written };
}

/**
 * The token a missed word is filed under in `mode`, or null when it is no real word (a drill, a made-up word,
 * one letter, anything the course lists do not know). Keypad keys, code tokens and Chinese words pass as they are.
 */
export function notebookToken(mode: string, token: string): string | null {
  const filed = realToken(mode, token);
  // The one safety filter (content/safety): the notebook never keeps a word a child may not be shown.
  const language = CHINESE_MODES.has(mode) ? 'zh' : mode === 'code' ? 'any' : 'en';
  if (filed === null || !isSafeWord(filed, language)) return null;
  return filed;
}

function realToken(mode: string, token: string): string | null {
  if (OWN_TOKEN_MODES.has(mode)) return token === '' ? null : token;
  const core = WORD_CORE.exec(token.normalize('NFC'))?.[1]?.replace(/’/g, "'");
  if (!core || [...core].length < 2) return null;
  lexicon ??= buildLexicon();
  const lower = core.toLowerCase();
  if (lexicon.lower.has(lower)) return lower;
  if (lexicon.written.has(core)) return core;
  if (lexicon.written.has(lower)) return lower;
  return null;
}

/** Keeps only the missed words that may be filed, under their filed token, each once (misses added up). */
export function notebookMisses<T extends { word: string; misses: number }>(
  mode: string,
  missed: readonly T[],
): T[] {
  const byToken = new Map<string, T>();
  for (const miss of missed) {
    const token = notebookToken(mode, miss.word);
    if (token === null) continue;
    const before = byToken.get(token);
    byToken.set(token, { ...miss, word: token, misses: (before?.misses ?? 0) + miss.misses });
  }
  return [...byToken.values()];
}

/**
 * A notebook with only what may be filed: entries of drills and made-up words dropped, the others under their
 * filed token, two entries that name one word in one mode merged (misses added, the earlier box and due date).
 * Returns the same notebook when nothing changed.
 */
export function realWordsNotebook(notebook: Notebook): Notebook {
  const kept = new Map<string, NotebookEntry>();
  let changed = false;
  for (const entry of notebook) {
    const token = notebookToken(entry.mode, entry.token);
    if (token === null) {
      changed = true;
      continue;
    }
    if (token !== entry.token) changed = true;
    const key = notebookKey({ mode: entry.mode, token });
    const before = kept.get(key);
    if (!before) {
      kept.set(key, { ...entry, token });
      continue;
    }
    changed = true;
    kept.set(key, {
      ...before,
      misses: before.misses + entry.misses,
      streak: Math.min(before.streak, entry.streak),
      addedAt: Math.min(before.addedAt, entry.addedAt),
      lastSeenAt: Math.max(before.lastSeenAt, entry.lastSeenAt),
      dueAt: Math.min(before.dueAt, entry.dueAt),
    });
  }
  return changed ? [...kept.values()] : notebook;
}
