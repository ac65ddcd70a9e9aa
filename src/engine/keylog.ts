import { ATTEMPT_KEYSTROKES_MAX } from '../contracts/constants';
import type { Keystroke } from './keystroke';

/**
 * The compact keystroke log (the `keylog` field of POST /attempt/submit): about 6 bytes a keystroke instead of
 * about 85 for the JSON log, and read without a schema walk. The app encodes with `encodeKeylog`, the server
 * decodes with `decodeKeylog`: one codec for both sides.
 *
 * It is the JSON array `[1, times, chars, others]`:
 * - `times`: one base-36 integer per keystroke, '.'-separated: the first keystroke's timeStamp in microseconds,
 *   then each one's difference to the one before (negative with '-'). Times are kept to the microsecond, far
 *   finer than a browser's event time stamps (0.1 ms or coarser).
 * - `chars`: the characters of the plain keystrokes, one UTF-16 unit each, in order: an insert of one character
 *   (not half of a surrogate pair) and no key code, the most common keystroke by far.
 * - `others`: every other keystroke as `[index, 'd']` (a delete), `[index, 'k', code]` (a key) or
 *   `[index, 'i', char]` / `[index, 'i', char, code]` (an insert of more than one unit, or with its code),
 *   indexes increasing.
 */
export type KeylogOther =
  [number, 'd'] | [number, 'k', string] | [number, 'i', string] | [number, 'i', string, string];

const VERSION = 1;
const TIME_MAX_MS = 1e13;

const isPlainChar = (char: string) => {
  if (char.length !== 1) return false;
  const unit = char.charCodeAt(0);
  return unit < 0xd800 || unit > 0xdfff;
};

export function encodeKeylog(keystrokes: readonly Keystroke[]): string {
  const times: string[] = [];
  let chars = '';
  const others: KeylogOther[] = [];
  let previous = 0;
  keystrokes.forEach((keystroke, index) => {
    const micros = Math.round(keystroke.timeStamp * 1000);
    times.push((micros - previous).toString(36));
    previous = micros;
    if (keystroke.kind === 'delete') others.push([index, 'd']);
    else if (keystroke.kind === 'key') others.push([index, 'k', keystroke.code]);
    else if (keystroke.code !== undefined) others.push([index, 'i', keystroke.char, keystroke.code]);
    else if (!isPlainChar(keystroke.char)) others.push([index, 'i', keystroke.char]);
    else chars += keystroke.char;
  });
  return JSON.stringify([VERSION, times.join('.'), chars, others]);
}

const TIMES = /^-?[0-9a-z]{1,12}(?:\.-?[0-9a-z]{1,12})*$/;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max && !value.includes('\u0000');

/**
 * The keystroke log of a `keylog`, or null when it is not one: malformed, more than ATTEMPT_KEYSTROKES_MAX
 * keystrokes, a time outside 0..1e13 ms, a char of 0 or more than 8 units, a code of 0 or more than 32, or a NUL
 * character anywhere (the same limits as the JSON log's schema).
 */
export function decodeKeylog(keylog: string): Keystroke[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(keylog);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== VERSION) return null;
  const [, times, chars, others] = parsed as unknown[];
  if (typeof times !== 'string' || typeof chars !== 'string' || !Array.isArray(others)) return null;
  if (times === '') return chars === '' && others.length === 0 ? [] : null;
  if (!TIMES.test(times)) return null;
  const deltas = times.split('.');
  if (deltas.length > ATTEMPT_KEYSTROKES_MAX || chars.includes('\u0000')) return null;
  const log: Keystroke[] = new Array<Keystroke>(deltas.length);
  let micros = 0;
  let nextChar = 0;
  let nextOther = 0;
  for (let index = 0; index < deltas.length; index++) {
    micros += parseInt(deltas[index]!, 36);
    const timeStamp = micros / 1000;
    if (!(timeStamp >= 0 && timeStamp <= TIME_MAX_MS)) return null;
    const other = others[nextOther] as unknown;
    if (Array.isArray(other) && other[0] === index) {
      nextOther++;
      const [, kind, first, second] = other as unknown[];
      if (kind === 'd' && other.length === 2) log[index] = { kind: 'delete', timeStamp };
      else if (kind === 'k' && other.length === 3 && isText(first, 32))
        log[index] = { kind: 'key', code: first, timeStamp };
      else if (kind === 'i' && other.length === 3 && isText(first, 8))
        log[index] = { kind: 'insert', char: first, timeStamp };
      else if (kind === 'i' && other.length === 4 && isText(first, 8) && isText(second, 32))
        log[index] = { kind: 'insert', char: first, timeStamp, code: second };
      else return null;
    } else {
      const char = chars[nextChar++];
      if (char === undefined || !isPlainChar(char)) return null;
      log[index] = { kind: 'insert', char, timeStamp };
    }
  }
  return nextChar === chars.length && nextOther === others.length ? log : null;
}
