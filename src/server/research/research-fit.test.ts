import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImportStudentsResult, SchoolOverview } from '../../contracts';
import { analyzeAttempt, seededRandom } from '../../engine';
import { subjectsOfAttempts } from '../../../tests/bench/efficacy/analysis';
import { fitLearner, type FittedTraits, type LogAttempt } from '../../../tests/bench/efficacy/fit';
import { simulateLearner } from '../../../tests/bench/efficacy/learner';
import { KeyQuestMethod } from '../../../tests/bench/efficacy/methods';
import { BASE_MODEL, drawLearner } from '../../../tests/bench/efficacy/typist';
import { attempts } from '../attempt/schema';
import { characters } from '../character/schema';
import { attemptArms } from '../experiments/schema';
import { registered } from '../groups/test-helpers';
import { call, suiteServer } from '../test/harness';
import { eq } from 'drizzle-orm';
import { researchLines } from './service';

const DAYS = 5;
/** The calendar day of each practice day: a weekend and a day off between them. */
const CALENDAR = [0, 1, 2, 5, 7];
const PARAMETERS = ['t0', 'tMin', 'rate', 'forget', 'fatigue', 'e0', 'eMin'] as const;

/**
 * The research export's format is the one the efficacy bench's fit and analysis read: simulated learners with
 * known parameters practise (the bench's KeyQuest method), their attempts are stored as the app stores them, the
 * school exports, and the fit on the export's lines finds what it finds on the simulator's own log.
 */
describe('the research export feeds the fit and the analysis (pglite)', () => {
  const server = suiteServer('pglite');
  const post = <T>(path: string, token: string, payload: Record<string, unknown>) =>
    call<T>(server.app, 'POST', path, { token, payload });

  it('two simulated learners in two classes of two arms: the fit reads their export, the analysis their arms', async () => {
    const account = await registered(server.app);
    const admin = (
      await post<SchoolOverview>('/school/open', account.token, { name: 'Study School', nickname: 'Office' })
    ).body.characterId;
    const imported = await post<ImportStudentsResult>('/school/students/import', account.token, {
      characterId: admin,
      csv: 'name,class\nAda,Class A\nBen,Class B',
    });
    expect(imported.body.accounts).toHaveLength(2);
    const overview = await call<SchoolOverview>(server.app, 'GET', '/school/overview', {
      token: account.token,
      payload: { characterId: admin },
    });
    const classes = overview.body.classes;
    const arms = ['taught-keys', 'practice-keys'] as const;
    for (const [i, cls] of classes.entries())
      await post('/school/class/experiment', account.token, {
        characterId: admin,
        groupId: cls.groupId,
        arm: arms[i],
        consent: true,
      });

    const { db } = server.database;
    const population = seededRandom(101);
    const logs: LogAttempt[][] = [];
    const truths: FittedTraits[] = [];
    for (const [i, opened] of imported.body.accounts.entries()) {
      const [student] = await db.select().from(characters).where(eq(characters.nickname, opened.username));
      const groupId = classes.find((cls) => cls.name === opened.className)!.groupId;
      const traits = drawLearner(population, BASE_MODEL);
      truths.push({
        t0: traits.t0,
        tMin: traits.tMin,
        rate: traits.tauKey / 400,
        forget: traits.forget,
        fatigue: traits.fatigue,
        e0: traits.e0,
        eMin: traits.eMin,
      });
      const log: LogAttempt[] = [];
      simulateLearner(traits, new KeyQuestMethod(101_000 + i), 101 * 7919 + i, BASE_MODEL, DAYS, (attempt) =>
        log.push(attempt),
      );
      logs.push(log);
      // Stored as the app stores an attempt: the DOM's clock in the keystroke log (ms since the page loaded).
      const pageLoaded = 93_000;
      for (const [n, attempt] of log.entries()) {
        const analysis = analyzeAttempt(attempt.text, attempt.keystrokes, { mode: attempt.mode });
        const day = new Date(Date.UTC(2026, 8, 1 + CALENDAR[attempt.day - 1]!)).toISOString().slice(0, 10);
        const [row] = await db
          .insert(attempts)
          .values({
            userId: student!.userId,
            characterId: student!.id,
            idempotencyKey: randomUUID(),
            kind: 'lesson',
            lessonSlug: 'adaptive-my-keys',
            mode: attempt.mode,
            text: attempt.text,
            keystrokes: attempt.keystrokes.map((event) => ({
              ...event,
              timeStamp: event.timeStamp + pageLoaded,
            })),
            startedAt: new Date(Date.parse(`${day}T15:00:00Z`) + n * 1000),
            timeZone: 'Europe/London',
            day,
            finished: analysis.finished,
            durationMs: analysis.durationMs,
            keystrokeCount: attempt.keystrokes.length,
            correctChars: analysis.correctChars,
            wrongChars: analysis.wrongChars,
            matchingChars: analysis.matchingChars,
            accuracy: analysis.accuracy,
            wpm: analysis.wpm,
            rawWpm: analysis.rawWpm,
            kpm: analysis.kpm,
            rpm: analysis.rpm,
            score: 0,
            missedWords: [],
          })
          .returning({ id: attempts.id, day: attempts.day });
        await db.insert(attemptArms).values({
          attemptId: row!.id,
          attemptDay: row!.day,
          characterId: student!.id,
          groupId,
          arm: arms[i]!,
        });
      }
    }

    const adminRow = (await db.select().from(characters).where(eq(characters.id, admin)))[0]!;
    // One JSON line each, as the file holds them.
    const lines = (await researchLines(db, adminRow)).map(
      (line) => JSON.parse(JSON.stringify(line)) as LogAttempt & { learner: string; dayOffset: number },
    );
    expect(lines).toHaveLength(logs[0]!.length + logs[1]!.length);
    const learners = [...new Set(lines.map((line) => line.learner))];
    expect(learners).toHaveLength(2);
    for (const [i, learner] of learners.entries()) {
      const exported = lines.filter((line) => line.learner === learner);
      expect([...new Set(exported.map((line) => line.day))]).toEqual([1, 2, 3, 4, 5]);
      expect([...new Set(exported.map((line) => line.dayOffset))]).toEqual(CALENDAR);
      // The export's keystroke times start at 0 in each attempt (the app's log starts at its first keystroke, so
      // that press has no time of its own): the fit on the export is the fit on the simulator's log so counted.
      const rebased = logs[i]!.map((attempt) => ({
        ...attempt,
        keystrokes: attempt.keystrokes.map((event) => ({
          ...event,
          timeStamp: event.timeStamp - attempt.keystrokes[0]!.timeStamp,
        })),
      }));
      const fromExport = fitLearner(exported);
      const fromLog = fitLearner(rebased);
      for (const name of PARAMETERS)
        expect(Math.abs(fromExport[name] / fromLog[name] - 1), name).toBeLessThan(1e-6);
      // And it finds the simulated learner's own speed parameters (the others need more days: BENCHMARKS.md).
      for (const name of ['t0', 'tMin', 'rate'] as const)
        expect(Math.abs(fromExport[name] / truths[i]![name] - 1), name).toBeLessThan(0.3);
    }
    // The analysis reads each learner's class and arm (censored: no typing check in these logs).
    const subjects = subjectsOfAttempts(
      lines.map((line) => ({ ...line, finished: true, wpm: 0, accuracy: 0 }) as never),
    );
    expect(subjects.map((subject) => subject.arm).sort()).toEqual(['practice-keys', 'taught-keys']);
    expect(new Set(subjects.map((subject) => subject.cluster)).size).toBe(2);
  }, 300_000);
});
