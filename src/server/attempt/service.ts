import { and, desc, eq, lt } from 'drizzle-orm';
import { decodeKeylog, type AttemptAnalysis, type Keystroke } from '../../engine';
import type {
  AttemptList,
  AttemptSummary,
  CharacterType,
  Edition,
  KeyboardLayoutId,
  KeystrokeEntry,
  LessonProgress,
  SubmitAttemptPayload,
  SubmitAttemptResult,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { attempts, characters, lessonProgress } from '../db/schema';
import { fail } from '../errors';
import {
  attemptSummaryColumns as summaryColumns,
  storeAttempt,
  type AttemptRow,
  type LessonProgressRow,
  type NewAttempt,
} from './attempt-store';
import { lessonLayout, ownCharacter, type CharacterRow } from '../character/service';
import { publishAttemptSaved } from './saved';
import { dayIn, isTimeZone } from './days';
import { isMemberLesson } from '../../content/access';
import { DEFAULT_KEYBOARD_LAYOUT, isKeyboardLayoutId, isMemberGame } from '../../contracts';
import { requireMembership } from '../user/tier';
import { findLessonPlace } from './lessons';
import { gradeAttempt, type Grade, type LessonPlace, type ReceivedAttempt } from './grading';

// The contract's keystroke schema must describe exactly the engine's Keystroke: this fails to compile if not.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const _sameKeystroke: Same<KeystrokeEntry, Keystroke> = true;

export function toAttemptSummary(row: AttemptRow): AttemptSummary {
  return {
    attemptId: row.id,
    characterId: row.characterId,
    kind: row.kind as AttemptSummary['kind'],
    lessonSlug: row.lessonSlug,
    gameId: row.gameId,
    practiceId: row.practiceId,
    mode: row.mode as AttemptSummary['mode'],
    startedAt: row.startedAt.toISOString(),
    day: row.day,
    metrics: {
      finished: row.finished,
      durationMs: row.durationMs,
      keystrokes: row.keystrokeCount,
      correctChars: row.correctChars,
      wrongChars: row.wrongChars,
      matchingChars: row.matchingChars,
      accuracy: row.accuracy,
      wpm: row.wpm,
      rawWpm: row.rawWpm,
      kpm: row.kpm,
      rpm: row.rpm,
      score: row.score,
    },
    stars: row.stars,
    keyboardLayout: isKeyboardLayoutId(row.keyboardLayout) ? row.keyboardLayout : DEFAULT_KEYBOARD_LAYOUT,
  };
}

/**
 * The payload with its keystroke log: the compact `keylog` decoded by the engine's codec, or the JSON log that
 * earlier app versions (and attempts they queued) send. A keylog that does not decode is refused.
 */
function withKeystrokes(payload: SubmitAttemptPayload): ReceivedAttempt {
  const keystrokes =
    payload.keylog !== undefined ? decodeKeylog(payload.keylog) : (payload.keystrokes ?? null);
  if (!keystrokes)
    throw fail('PARAMETER_ERROR', { fields: [{ path: 'keylog', message: 'PARAMETER_ERROR' }] });
  return { ...payload, keylog: undefined, keystrokes };
}

/** An analysis's per-key figures, as the key rollups sum them. */
function keyFigures(analysis: AttemptAnalysis) {
  return Object.entries(analysis.keys).map(([key, stat]) => ({
    key,
    hits: stat.hits,
    misses: stat.misses,
    timedHits: stat.timedHits,
    timeSumMs: (stat.meanTimeMs ?? 0) * stat.timedHits,
  }));
}

export function toLessonProgress(row: LessonProgressRow): LessonProgress {
  return {
    lessonSlug: row.lessonSlug,
    stars: row.stars,
    bestWpm: row.bestWpm,
    bestAccuracy: row.bestAccuracy,
    bestScore: row.bestScore,
    attempts: row.attempts,
    passedAt: row.passedAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt.toISOString(),
  };
}

async function findByKey(
  db: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.idempotencyKey, idempotencyKey)));
  return row;
}

async function progressOf(db: Executor, row: AttemptRow): Promise<LessonProgress | null> {
  if (!row.lessonSlug) return null;
  const [progress] = await db
    .select()
    .from(lessonProgress)
    .where(
      and(eq(lessonProgress.characterId, row.characterId), eq(lessonProgress.lessonSlug, row.lessonSlug)),
    );
  return progress ? toLessonProgress(progress) : null;
}

async function replay(db: Executor, row: AttemptRow): Promise<SubmitAttemptResult> {
  return { ...toAttemptSummary(row), replayed: true, lessonProgress: await progressOf(db, row) };
}

/** The submitting character and, for a retry, the attempt already stored under the payload's key. */
async function characterAndEarlier(db: Executor, userId: number, payload: ReceivedAttempt) {
  // One query finds the character and, for a retry, the attempt already stored under this key.
  const [found] = await db
    .select({ character: characters, earlier: summaryColumns })
    .from(characters)
    .leftJoin(attempts, and(eq(attempts.userId, userId), eq(attempts.idempotencyKey, payload.idempotencyKey)))
    .where(and(eq(characters.id, payload.characterId), eq(characters.userId, userId)));
  if (!found) throw fail('CHARACTER_NOT_FOUND');
  return found;
}

/**
 * Member content (src/content/access.ts, MEMBER_GAMES) counts for an account that was a member when the attempt
 * started: a result typed offline before the membership ended is kept in full; one started after is refused, and
 * the device keeps it (docs/MEMBERSHIP.md).
 */
async function checkMemberContent(
  context: ServerContext,
  userId: number,
  payload: ReceivedAttempt,
  place: LessonPlace | undefined,
): Promise<void> {
  const member =
    (place && isMemberLesson(place.course, place.chapter)) ||
    (payload.kind === 'game' && isMemberGame(payload.gameId));
  if (member)
    await requireMembership(
      context,
      userId,
      new Date(Math.min(payload.startedAt, context.clock.now().getTime())),
    );
}

/** What is stored of a graded attempt: the attempt's row and what it adds to the character's rollups. */
function attemptToStore(
  userId: number,
  character: { id: number },
  payload: ReceivedAttempt,
  layout: KeyboardLayoutId,
  grade: Grade,
  now: Date,
): NewAttempt {
  const { analysis, stars } = grade;
  const finished = analysis.finished;
  // The client's clock dates the attempt, but never in the future of the server's.
  const startedAt = new Date(Math.min(payload.startedAt, now.getTime()));
  return {
    values: {
      userId,
      characterId: character.id,
      idempotencyKey: payload.idempotencyKey,
      kind: payload.kind,
      lessonSlug: payload.kind === 'lesson' ? (payload.lessonSlug ?? null) : null,
      gameId: payload.kind === 'game' ? (payload.gameId ?? null) : null,
      practiceId: payload.kind === 'practice' ? (payload.practiceId ?? null) : null,
      mode: payload.mode,
      text: payload.text,
      keystrokes: payload.keystrokes,
      startedAt,
      timeZone: payload.timeZone,
      // Grading reads the characters the browser reported, so the log gives the same figures on any layout;
      // the layout says which keys were pressed (dead keys included) for the reports that show keys.
      keyboardLayout: layout,
      day: dayIn(startedAt, payload.timeZone),
      finished,
      durationMs: analysis.durationMs,
      keystrokeCount: analysis.keystrokes,
      correctChars: analysis.correctChars,
      wrongChars: analysis.wrongChars,
      matchingChars: analysis.matchingChars,
      accuracy: analysis.accuracy,
      wpm: analysis.wpm,
      rawWpm: analysis.rawWpm,
      kpm: analysis.kpm,
      rpm: analysis.rpm,
      score: analysis.score,
      stars,
      missedWords: analysis.missedWords,
      createdAt: now,
    },
    keys: keyFigures(analysis),
    // A keypad lesson is graded by keypad key (matched by code): its figures are the keypad's, but the space
    // between groups is typed with the thumb on the main block and stays there.
    keypadKeys: grade.keypad ? keyFigures(grade.keypad).filter((key) => key.key !== ' ') : [],
    adaptiveChars: grade.adaptiveChars,
    daily: {
      lessonAttempts: payload.kind === 'lesson' ? 1 : 0,
      gameRounds: payload.kind === 'game' ? 1 : 0,
      lessonsPassed: (stars ?? 0) >= 1 ? 1 : 0,
      bestWpm: finished ? analysis.wpm : 0,
    },
    // Bests count finished attempts only: half a lesson typed fast is not a record.
    lesson:
      payload.kind === 'lesson' && payload.lessonSlug
        ? {
            slug: payload.lessonSlug,
            stars: stars ?? 0,
            bestWpm: finished ? analysis.wpm : 0,
            bestAccuracy: finished ? analysis.accuracy : 0,
            bestScore: finished ? analysis.score : 0,
            passed: (stars ?? 0) >= 1,
          }
        : null,
    now,
  };
}

/**
 * The one persist step: the attempt and its rollups are stored, then every resource that reacts to a saved
 * attempt (ServerContext.attemptSaved: economy pays it, the leaderboards rank it; docs/ECONOMY.md) does so in the
 * same transaction, so all of it commits together. Null when the same attempt arrived twice at once and the other
 * request stored it.
 */
async function persistAttempt(
  context: ServerContext,
  saving: { character: CharacterRow; payload: ReceivedAttempt; grade: Grade; edition: Edition },
  toStore: NewAttempt,
) {
  const { character, payload, grade, edition } = saving;
  return context.db.transaction(async (tx) => {
    const stored = await storeAttempt(tx, toStore);
    if (!stored) return null;
    const outcome = await publishAttemptSaved(tx, context.attemptSaved, {
      row: stored.row,
      kind: payload.kind,
      characterType: character.type as CharacterType,
      previousStars: stored.previousStars,
      roundId: payload.roundId,
      edition,
      text: payload.text,
      keystrokes: payload.keystrokes,
      analysis: grade.analysis,
      now: toStore.now,
    });
    return { ...stored, ...outcome };
  });
}

/**
 * Stores a finished attempt once per idempotency key and updates the character's progress. Only a STUDENT
 * practises. Three steps: what the attempt is (its character, a lesson's place in the content, member content
 * checked), its grade (a pure step chosen by its kind and, for a lesson, by what its course says it is:
 * grading.ts), then one persist step.
 */
export async function submitAttempt(
  context: ServerContext,
  userId: number,
  received: SubmitAttemptPayload,
  edition: Edition = 'global',
): Promise<SubmitAttemptResult> {
  const { db, clock } = context;
  const payload = withKeystrokes(received);
  const { character, earlier } = await characterAndEarlier(db, userId, payload);
  if (earlier) return replay(db, earlier);
  if (character.type !== 'STUDENT') throw fail('CANNOT_START_LEARNING');
  if (!isTimeZone(payload.timeZone)) {
    throw fail('PARAMETER_ERROR', { fields: [{ path: 'timeZone', message: 'PARAMETER_ERROR' }] });
  }
  // A finger lesson's text is the one of the layout the attempt was typed on (absent: the one the character's
  // lessons use, its class's when a class sets one).
  const layout = payload.keyboardLayout ?? (await lessonLayout(context, character));
  const place =
    payload.kind === 'lesson' ? await findLessonPlace(payload.lessonSlug ?? '', layout) : undefined;
  await checkMemberContent(context, userId, payload, place);

  const grade = await gradeAttempt(payload, place, clock.now());
  const toStore = attemptToStore(userId, character, payload, layout, grade, clock.now());
  const stored = await persistAttempt(context, { character, payload, grade, edition }, toStore);
  // The same attempt arrived twice at once: the other request stored it.
  if (!stored) {
    const other = await findByKey(db, userId, payload.idempotencyKey);
    if (!other) throw new Error('The attempt was neither stored nor found.');
    return replay(db, other);
  }
  for (const listener of context.attemptStored) void listener(context, stored.row);
  return {
    ...toAttemptSummary(stored.row),
    replayed: false,
    lessonProgress: stored.progress ? toLessonProgress(stored.progress) : null,
    reward: stored.reward,
    ranking: stored.ranking,
  };
}

/** A character's attempts, newest first, a page at a time. */
export async function listAttempts(
  context: ServerContext,
  userId: number,
  request: { characterId: number; limit?: number | undefined; before?: number | undefined },
): Promise<AttemptList> {
  await ownCharacter(context.db, userId, request.characterId);
  const limit = request.limit ?? 20;
  const rows = await context.db
    .select(summaryColumns)
    .from(attempts)
    .where(
      and(
        eq(attempts.characterId, request.characterId),
        request.before ? lt(attempts.id, request.before) : undefined,
      ),
    )
    .orderBy(desc(attempts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    attempts: page.map(toAttemptSummary),
    nextBefore: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
