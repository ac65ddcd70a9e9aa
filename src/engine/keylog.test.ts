import { describe, expect, it } from 'vitest';
import type { Keystroke } from './keystroke';
import { decodeKeylog, encodeKeylog } from './keylog';
import { analyzeAttempt } from './analysis';
import { seededRandom } from './random';

/** A log with every kind of keystroke: plain inserts, deletes, keys, coded inserts, long and astral chars. */
function mixedLog(seed: number, length: number): Keystroke[] {
  const random = seededRandom(seed);
  const log: Keystroke[] = [];
  let time = 1000 + random() * 5000;
  for (let i = 0; i < length; i++) {
    time += 40 + random() * 400;
    const timeStamp = Math.round(time * 10) / 10;
    const pick = random();
    if (pick < 0.7)
      log.push({ kind: 'insert', char: 'fj ;a.\'"[]~|'[Math.floor(random() * 12)]!, timeStamp });
    else if (pick < 0.8) log.push({ kind: 'delete', timeStamp });
    else if (pick < 0.85) log.push({ kind: 'key', code: 'ShiftLeft', timeStamp });
    else if (pick < 0.9) log.push({ kind: 'insert', char: '5', code: 'Numpad5', timeStamp });
    else if (pick < 0.95) log.push({ kind: 'insert', char: '你好', timeStamp });
    else log.push({ kind: 'insert', char: '😀', timeStamp });
  }
  return log;
}

describe('the compact keystroke log', () => {
  it('gives back the same log, and the same figures, as the JSON log', () => {
    for (const seed of [1, 2, 3]) {
      const log = mixedLog(seed, 300);
      const decoded = decodeKeylog(encodeKeylog(log));
      expect(decoded).toEqual(log);
      const text = log.flatMap((entry) => (entry.kind === 'insert' ? [entry.char] : [])).join('');
      expect(analyzeAttempt(text, decoded!, { mode: 'free' })).toEqual(
        analyzeAttempt(text, log, { mode: 'free' }),
      );
    }
    expect(decodeKeylog(encodeKeylog([]))).toEqual([]);
  });

  it('keeps times to the microsecond, also going back in time', () => {
    const log: Keystroke[] = [
      { kind: 'insert', char: 'a', timeStamp: 123456.789 },
      { kind: 'insert', char: 'b', timeStamp: 123000.5 },
      { kind: 'insert', char: 'c', timeStamp: 0 },
    ];
    expect(decodeKeylog(encodeKeylog(log))).toEqual(log);
    expect(decodeKeylog(encodeKeylog([{ kind: 'delete', timeStamp: 10.0004 }]))).toEqual([
      { kind: 'delete', timeStamp: 10 },
    ]);
  });

  it('is far smaller than the JSON log', () => {
    const log = mixedLog(4, 1000).map((entry, index) =>
      index % 10 === 0 ? entry : { kind: 'insert' as const, char: 'f', timeStamp: entry.timeStamp },
    );
    const form = (value: string) => new URLSearchParams({ value }).toString().length;
    expect(form(encodeKeylog(log)) * 5).toBeLessThan(form(JSON.stringify(log)));
  });

  it('refuses what is not a keylog', () => {
    const good = encodeKeylog([{ kind: 'insert', char: 'f', timeStamp: 1 }]);
    expect(decodeKeylog(good)).not.toBeNull();
    for (const bad of [
      '',
      'nope',
      '[2,"1","f",[]]',
      '[1,"1","",[]]', // a time without a keystroke
      '[1,"1.1","f",[]]', // a keystroke without a char
      '[1,"1","ff",[]]', // a char left over
      '[1,"1!","f",[]]',
      '[1,"-1","f",[]]', // before 0
      '[1,"zzzzzzzzzzzz","f",[]]', // after 1e13 ms
      '[1,"1","",[[0,"x"]]]',
      '[1,"1","",[[0,"k",""]]]',
      '[1,"1","",[[0,"i","123456789"]]]',
      '[1,"1","",[[0,"i","a","' + 'c'.repeat(33) + '"]]]',
      '[1,"1","",[[0,"i","\\u0000"]]]',
      '[1,"1","\\u0000",[]]',
      '[1,"1.1","f",[[1,"d"],[0,"d"]]]', // indexes out of order
      '[1,"1","\\ud800",[]]', // half a surrogate pair as a plain char
      `[1,"${Array.from({ length: 30_001 }, () => '1').join('.')}","${'f'.repeat(30_001)}",[]]`,
    ]) {
      expect(decodeKeylog(bad), bad.slice(0, 40)).toBeNull();
    }
  });
});
