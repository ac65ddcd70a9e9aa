import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KeystrokeEntry } from '../../contracts';
import { TEST_DATABASES, suiteServer } from '../test/harness';
import { typeText } from '../test/typing';
import { MINUTE } from '../shared/clock';
import { board, everyBoard, newLearner, practise, practiceText, type Learner } from './test-helpers';

/**
 * Every fairness rule keeps a forged or implausible result off every board (total and fast progress, 7 and 30
 * days), while the result is still saved for the learner. Each forger is alone with the rule that stops them: were
 * the rule gone, their name would be on the boards.
 */
describe.each(TEST_DATABASES)('fair leaderboards (%s)', (kind) => {
  const server = suiteServer(kind);
  let honest: Learner;

  beforeAll(async () => {
    honest = await newLearner(server.app, 'Honest');
    const fair = await practise(server, honest);
    expect(fair.body.ranking).toEqual({ counts: true, reason: null });
  });
  // Results of different learners arrive minutes apart, as in a class.
  beforeEach(() => server.clock.advance(2 * MINUTE));

  it('counts a fair result with the figures the server recomputed, whatever the client claims', async () => {
    const claimer = await newLearner(server.app, 'Claimer');
    const text = practiceText('Claimer');
    const sent = await practise(server, claimer, {
      extra: { wpm: 400, correctChars: 9999, accuracy: 1, score: 99999 },
    });
    expect(sent.status).toBe(200);
    const { body } = await board(server, claimer, 'total', 7);
    const row = body.rows.find((entry) => entry.nickname === 'Claimer');
    expect(row?.value).toBe(text.length);
    expect(row?.own).toBe(true);
    expect(body.rows.find((entry) => entry.nickname === 'Honest')?.value).toBe(practiceText('Honest').length);
  });

  it('refuses a log typed at 2 ms a key, and keeps one at 10 ms a key off the boards', async () => {
    const bot = await newLearner(server.app, 'Bot2ms');
    expect((await practise(server, bot, { gapMs: 2 })).body.errorCode).toBe('ATTEMPT_IMPLAUSIBLE');
    const quick = await newLearner(server.app, 'Bot10ms');
    // 10 ms a key passes the refusal (no person, but not impossible for a browser) and stays off the boards.
    const text = practiceText('Bot10ms').repeat(9);
    const saved = await practise(server, quick, { text, gapMs: 10 });
    expect(saved.status).toBe(200);
    expect(saved.body.ranking).toEqual({ counts: false, reason: 'timing' });
    const names = await everyBoard(server, quick);
    expect(names).toContain('Honest');
    expect(names).not.toContain('Bot2ms');
    expect(names).not.toContain('Bot10ms');
    expect((await board(server, quick, 'total', 7)).body.lastUncounted?.reason).toBe('timing');
  });

  it('keeps rolled-over bursts off the boards: most keys within 8 ms of the one before', async () => {
    const roller = await newLearner(server.app, 'Roller');
    const text = practiceText('Roller');
    // Pairs of keys 2 ms apart, pairs 300 ms apart: a fair mean, but half the keys "rolled".
    const keystrokes: KeystrokeEntry[] = [...text].map((char, index) => ({
      kind: 'insert',
      char,
      timeStamp: 1000 + Math.floor(index / 2) * 300 + (index % 2) * 2,
    }));
    expect((await practise(server, roller, { keystrokes })).body.ranking?.reason).toBe('timing');
    expect(await everyBoard(server, roller)).not.toContain('Roller');
  });

  it('does not count the same log twice, even moved in time or sent by someone else', async () => {
    const copier = await newLearner(server.app, 'Copier');
    const text = practiceText('Honest');
    const replayed = await practise(server, copier, {
      text,
      keystrokes: typeText(text, { gapMs: 250, start: 50_000 }),
    });
    expect(replayed.status).toBe(200);
    expect(replayed.body.ranking).toEqual({ counts: false, reason: 'repeated-log' });
    expect(await everyBoard(server, copier)).not.toContain('Copier');
  });

  it('does not count a result arriving sooner than its own duration after the previous one', async () => {
    const hasty = await newLearner(server.app, 'Hasty');
    expect((await practise(server, hasty)).body.ranking?.counts).toBe(true);
    server.clock.advance(2_000);
    const soon = await practise(server, hasty, { text: practiceText('Hasty', 1) });
    expect(soon.status).toBe(200);
    expect(soon.body.ranking).toEqual({ counts: false, reason: 'too-soon' });
    const { body } = await board(server, hasty, 'total', 30);
    expect(body.rows.find((row) => row.nickname === 'Hasty')?.value).toBe(practiceText('Hasty').length);
  });

  it('does not count short, inaccurate or unfinished results', async () => {
    const sloppy = await newLearner(server.app, 'Sloppy');
    const short = await practise(server, sloppy, { text: 'fjfj fjfj' });
    expect(short.body.ranking?.reason).toBe('too-short');
    server.clock.advance(MINUTE);
    const text = practiceText('Sloppy');
    const slips = Object.fromEntries([...text].map((_, index) => [index, 'q']));
    const wrong = await practise(server, sloppy, { text, keystrokes: typeText(text, { slips }) });
    expect(wrong.body.ranking?.reason).toBe('accuracy');
    server.clock.advance(MINUTE);
    const half = await practise(server, sloppy, {
      text,
      keystrokes: typeText(text.slice(0, 30)),
    });
    expect(half.body.ranking?.reason).toBe('unfinished');
    expect(await everyBoard(server, sloppy)).toEqual(expect.arrayContaining(['Honest']));
    expect(await everyBoard(server, sloppy)).not.toContain('Sloppy');
  });

  it('holds a fast result until a steady second one, then counts both', async () => {
    const fast = await newLearner(server.app, 'Speedy');
    // 60 ms a key: 200 WPM.
    const first = await practise(server, fast, { gapMs: 60, text: practiceText('Speedy').repeat(2) });
    expect(first.body.ranking).toEqual({ counts: false, reason: 'needs-confirmation' });
    expect(await everyBoard(server, fast)).not.toContain('Speedy');
    server.clock.advance(MINUTE);
    // 70 ms a key (171 WPM): within a quarter of the first.
    const second = await practise(server, fast, { gapMs: 70, text: practiceText('Speedy', 1).repeat(2) });
    expect(second.body.ranking).toEqual({ counts: true, reason: null });
    const { body } = await board(server, fast, 'total', 7);
    expect(body.rows.find((row) => row.own)?.value).toBe(
      2 * (practiceText('Speedy').length + practiceText('Speedy', 1).length),
    );
  });
});
