import type { KeystrokeEntry } from '../../contracts';

/** A keystroke log typing `text`, one character every `gapMs`; `slips` maps positions to a wrong key first. */
export function typeText(
  text: string,
  options: { gapMs?: number; start?: number; slips?: Record<number, string> } = {},
): KeystrokeEntry[] {
  const gap = options.gapMs ?? 200;
  let time = options.start ?? 1000;
  const log: KeystrokeEntry[] = [];
  [...text].forEach((char, index) => {
    const slip = options.slips?.[index];
    if (slip !== undefined) {
      log.push({ kind: 'insert', char: slip, timeStamp: time });
      time += gap;
    }
    log.push({ kind: 'insert', char, timeStamp: time });
    time += gap;
  });
  return log;
}
