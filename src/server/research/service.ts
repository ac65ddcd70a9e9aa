import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ExportFile } from '../../contracts';
import type { Keystroke } from '../../engine';
import { attempts } from '../attempt/schema';
import type { CharacterRow } from '../character/service';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { attemptArms } from '../experiments/schema';
import { schoolClasses } from '../schools/schema';
import { schoolOf } from '../schools/service';

/**
 * The research export (docs/PRIVACY.md, "Research"; docs/EVIDENCE.md): a school's studies' keystroke logs,
 * anonymised, one JSON line per attempt, in the format the efficacy bench's fit (`LogAttempt`) and the
 * pre-registered analysis (`ExportedAttempt`) read.
 *
 * - Only attempts recorded in a study of the school (attempt_arms: made by a student of one of its classes while
 *   the class was in an arm, the school's consent given), and only of KeyQuest's own texts: a custom course's or
 *   a pasted word list's text may be someone's own writing, so those attempts are left out.
 * - No names, no account, character or class ids, no school: learners and classes are named by a SHA-256 of a
 *   salt drawn afresh for each export and never stored or answered, so two exports cannot be linked, and the
 *   server cannot link an export back to an account.
 * - Times are relative: the learner's practice day (1 for their first in the export) and the calendar days since
 *   that first day; a keystroke's time counts from the attempt's first keystroke. No date, time zone or clock.
 */

/** One line of the export. */
export interface ResearchLine {
  /** The learner: a salted hash, the same on every line of one export. */
  learner: string;
  /** The class (the cluster of the trial): a salted hash. */
  cluster: string;
  arm: string;
  /** The learner's practice day, counted from their first in the export (1); days without practice skipped. */
  day: number;
  /** Calendar days since the learner's first practice day in the export (0 on it). */
  dayOffset: number;
  kind: string;
  lessonSlug: string | null;
  gameId: string | null;
  practiceId: string | null;
  mode: string;
  layout: string;
  text: string;
  /** The keystroke log, times in ms from its first keystroke. */
  keystrokes: Keystroke[];
  finished: boolean;
  durationMs: number;
  keystrokeCount: number;
  correctChars: number;
  wrongChars: number;
  accuracy: number;
  wpm: number;
  stars: number | null;
}

/** Texts that may be someone's own writing: a custom course (`custom-<id>`) or a pasted word list. */
const OWN_WRITING = /^(custom-|adaptive-words$)/;
const isOwnWriting = (id: string | null) => id !== null && OWN_WRITING.test(id);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The keystroke log with times from its first keystroke. */
function relativeKeystrokes(log: unknown): Keystroke[] {
  const keystrokes = Array.isArray(log) ? (log as Keystroke[]) : [];
  const first = keystrokes[0]?.timeStamp ?? 0;
  return keystrokes.map((keystroke) => ({ ...keystroke, timeStamp: keystroke.timeStamp - first }));
}

/** The lines of a school's research export, with a fresh salt (given by tests to compare two exports' hashes). */
export async function researchLines(
  db: Executor,
  admin: CharacterRow,
  salt: Buffer = randomBytes(32),
): Promise<ResearchLine[]> {
  const school = await schoolOf(db, admin);
  const hash = (what: string, id: number) =>
    createHash('sha256').update(salt).update(`${what}:${id}`).digest('hex').slice(0, 16);
  const rows = await db
    .select({
      characterId: attempts.characterId,
      groupId: attemptArms.groupId,
      arm: attemptArms.arm,
      day: attempts.day,
      kind: attempts.kind,
      lessonSlug: attempts.lessonSlug,
      gameId: attempts.gameId,
      practiceId: attempts.practiceId,
      mode: attempts.mode,
      layout: attempts.keyboardLayout,
      text: attempts.text,
      keystrokes: attempts.keystrokes,
      finished: attempts.finished,
      durationMs: attempts.durationMs,
      keystrokeCount: attempts.keystrokeCount,
      correctChars: attempts.correctChars,
      wrongChars: attempts.wrongChars,
      accuracy: attempts.accuracy,
      wpm: attempts.wpm,
      stars: attempts.stars,
    })
    .from(attemptArms)
    .innerJoin(schoolClasses, eq(schoolClasses.groupId, attemptArms.groupId))
    .innerJoin(
      attempts,
      and(eq(attempts.id, attemptArms.attemptId), eq(attempts.day, attemptArms.attemptDay)),
    )
    .where(eq(schoolClasses.schoolId, school.id))
    .orderBy(asc(attempts.characterId), asc(attempts.day), asc(attempts.startedAt), asc(attempts.id));
  const kept = rows.filter((row) => !isOwnWriting(row.lessonSlug) && !isOwnWriting(row.practiceId));
  // Each learner's practice days in order: the day's rank is its practice day.
  const daysOf = new Map<number, string[]>();
  for (const row of kept) {
    const days = daysOf.get(row.characterId) ?? [];
    if (days.at(-1) !== row.day) days.push(row.day);
    daysOf.set(row.characterId, days);
  }
  return kept.map((row) => {
    const days = daysOf.get(row.characterId)!;
    return {
      learner: hash('learner', row.characterId),
      cluster: hash('class', row.groupId),
      arm: row.arm,
      day: days.indexOf(row.day) + 1,
      dayOffset: dayNumber(row.day) - dayNumber(days[0]!),
      kind: row.kind,
      lessonSlug: row.lessonSlug,
      gameId: row.gameId,
      practiceId: row.practiceId,
      mode: row.mode,
      layout: row.layout,
      text: row.text,
      keystrokes: relativeKeystrokes(row.keystrokes),
      finished: row.finished,
      durationMs: row.durationMs,
      keystrokeCount: row.keystrokeCount,
      correctChars: row.correctChars,
      wrongChars: row.wrongChars,
      accuracy: row.accuracy,
      wpm: row.wpm,
      stars: row.stars,
    };
  });
}

/** The school's research export as a file: JSON lines (one attempt each), named without the school. */
export async function researchExport(context: ServerContext, admin: CharacterRow): Promise<ExportFile> {
  const lines = await researchLines(context.db, admin);
  const body = lines.map((line) => JSON.stringify(line)).join('\n');
  return {
    fileName: `keyquest-research-${context.clock.now().toISOString().slice(0, 10)}.jsonl`,
    contentType: 'application/x-ndjson',
    base64: Buffer.from(body ? `${body}\n` : '', 'utf8').toString('base64'),
  };
}
