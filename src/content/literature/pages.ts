/**
 * Turning a text into typing pages: typographic characters replaced by what a US keyboard types, prose cut into
 * sentences and verse into stanzas, and the pieces packed into pages of about 300-600 characters that end at a
 * sentence (or stanza) boundary.
 */

/** Page length bounds in characters; a single sentence longer than `max` makes a page of its own. */
export interface PageBounds {
  min: number;
  max: number;
}

export const DEFAULT_PAGE_BOUNDS: PageBounds = { min: 300, max: 600 };

/**
 * What a US keyboard types for a text: curly quotes become straight, dashes between words become " - ", an
 * ellipsis becomes "...", accents are dropped ("café" -> "cafe"), no-break spaces become spaces. Line breaks are
 * kept; runs of spaces become one.
 */
export function typeableText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s*[\u2014\u2013]+\s*/g, ' - ')
    .replace(/\s*--\s*/g, ' - ')
    .replace(/\u2026/g, '...')
    .replace(/\u00a0/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** Words after which a full stop does not end a sentence. */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'mt', 'jr', 'sr', 'vs', 'etc', 'no']);

/**
 * The sentences of a paragraph of prose. A sentence ends at '.', '!' or '?' (with any closing quote or bracket)
 * before a space and a capital, digit or quote, except after a common abbreviation ("Mrs.") and inside
 * a double-quoted speech, which stays with its sentence.
 */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let inQuote = false;
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i]!;
    if (char === '"') inQuote = !inQuote;
    if (char !== '.' && char !== '!' && char !== '?') continue;
    let end = i + 1;
    while (end < paragraph.length && /["')\]]/.test(paragraph[end]!)) {
      if (paragraph[end] === '"') inQuote = !inQuote;
      end++;
    }
    if (inQuote || paragraph[end] !== ' ' || !/[A-Z0-9"']/.test(paragraph[end + 1] ?? '')) {
      i = end - 1;
      continue;
    }
    const word = /([A-Za-z]+)\.$/.exec(paragraph.slice(start, i + 1))?.[1]?.toLowerCase();
    if (char === '.' && word !== undefined && ABBREVIATIONS.has(word)) {
      i = end - 1;
      continue;
    }
    sentences.push(paragraph.slice(start, end).trim());
    start = end + 1;
    i = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/**
 * Packs pieces into pages joined by `joiner`, each page as near 450 characters as the pieces allow: the split
 * with the smallest total squared distance from the middle of the bounds, never over `max` unless one piece is,
 * never under `min` unless the whole text is. Dynamic programming over the piece boundaries.
 */
export function packPages(
  pieces: readonly string[],
  joiner: string,
  bounds: PageBounds = DEFAULT_PAGE_BOUNDS,
): string[] {
  const n = pieces.length;
  if (n === 0) return [];
  const target = (bounds.min + bounds.max) / 2;
  const lengthOf = (from: number, to: number) =>
    pieces.slice(from, to).reduce((sum, piece) => sum + piece.length, 0) + (to - from - 1) * joiner.length;
  const total = lengthOf(0, n);
  const cost = (from: number, to: number) => {
    const length = lengthOf(from, to);
    let penalty = (length - target) ** 2;
    if (length > bounds.max && to - from > 1) penalty += 1e12;
    if (length < bounds.min && total >= bounds.min) penalty += 1e9;
    return penalty;
  };
  const best: number[] = [0];
  const cut: number[] = [0];
  for (let to = 1; to <= n; to++) {
    best[to] = Infinity;
    for (let from = to - 1; from >= 0; from--) {
      if (lengthOf(from, to) > bounds.max * 3) break;
      const candidate = best[from]! + cost(from, to);
      if (candidate < best[to]!) {
        best[to] = candidate;
        cut[to] = from;
      }
    }
  }
  const pages: string[] = [];
  for (let to = n; to > 0; to = cut[to]!) pages.unshift(pieces.slice(cut[to]!, to).join(joiner));
  return pages;
}

/** Prose: paragraphs (separated by blank lines) cut into sentences, packed into pages joined by spaces. */
export function prosePages(text: string, bounds: PageBounds = DEFAULT_PAGE_BOUNDS): string[] {
  const sentences = typeableText(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap(splitSentences);
  return packPages(sentences, ' ', bounds);
}

/** Verse: stanzas (separated by blank lines) kept whole, lines joined by line breaks; pages break between stanzas. */
export function versePages(text: string, bounds: PageBounds = DEFAULT_PAGE_BOUNDS): string[] {
  const stanzas = typeableText(text)
    .split(/\n\s*\n/)
    .map((stanza) =>
      stanza
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  return packPages(stanzas, '\n', bounds);
}
