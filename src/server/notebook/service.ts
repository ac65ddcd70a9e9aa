import { and, asc, eq, gt } from 'drizzle-orm';
import { familyOfLesson } from '../../content/catalogue';
import { notebookMisses, notebookToken, realWordsNotebook } from '../../content/notebook-words';
import {
  isNotebookMode,
  isPinyinPractice,
  notebookModeOfFamily,
  ownWordKind,
  type KeystrokeEntry,
  type NotebookAnswer,
  type NotebookOwnWordMode,
} from '../../contracts';
import {
  addAttemptMisses,
  addOwnWord,
  addKeyMisses,
  analyzeAttempt,
  analyzeChineseAttempt,
  DEFAULT_NOTEBOOK_SETTINGS,
  entriesForReview,
  matchNumpadCode,
  recordReviews,
  removeEntry,
  resetEntry,
  reviewOutcomes,
  validateNotebookSettings,
  type Notebook,
  type NotebookSettings,
  type WordStat,
} from '../../engine';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { attempts, notebookEntries, notebookState } from '../db/schema';
import { fail } from '../errors';
import { ownCharacter } from '../character/service';

/** What an attempt means for the notebook: misses of a mode (every mode, games too), review answers, or nothing. */
export type NotebookEvent =
  { kind: 'misses'; mode: string } | { kind: 'review'; mode: string | undefined } | { kind: 'none' };

/** The same ids the app submits: lessons by slug, custom courses, pasted lists and reviews by practice id. */
export function notebookEventOf(attempt: {
  kind: string;
  lessonSlug: string | null;
  practiceId: string | null;
}): NotebookEvent {
  if (attempt.kind === 'lesson' && attempt.lessonSlug) {
    const mode = notebookModeOfFamily(familyOfLesson(attempt.lessonSlug));
    return mode ? { kind: 'misses', mode } : { kind: 'none' };
  }
  if (attempt.kind === 'game') return { kind: 'misses', mode: 'games' };
  if (attempt.kind === 'practice' && attempt.practiceId) {
    const id = attempt.practiceId;
    if (id === 'notebook-review') return { kind: 'review', mode: undefined };
    if (id.startsWith('notebook-review-'))
      return { kind: 'review', mode: id.slice('notebook-review-'.length) };
    if (id.startsWith('custom-')) return { kind: 'misses', mode: 'custom' };
    if (id === 'adaptive-words' || id === 'adaptive-theme') return { kind: 'misses', mode: 'adaptive' };
  }
  return { kind: 'none' };
}

interface StoredAttempt {
  id: number;
  kind: string;
  lessonSlug: string | null;
  practiceId: string | null;
  mode: string;
  text: string;
  keystrokes: unknown;
  missedWords: unknown;
  createdAt: Date;
}

/** Folds one finished attempt into a notebook with the engine's rules. */
export function applyAttempt(
  notebook: Notebook,
  attempt: StoredAttempt,
  settings: NotebookSettings,
): Notebook {
  const event = notebookEventOf(attempt);
  const now = attempt.createdAt.getTime();
  const missedWords = (attempt.missedWords ?? []) as WordStat[];
  if (event.kind === 'review') {
    const modes = event.mode ? [event.mode] : [...new Set(notebook.map((entry) => entry.mode))];
    const outcomes = modes.flatMap((mode) =>
      reviewOutcomes(notebook, mode, attempt.text, { missedWords, finished: true }),
    );
    return recordReviews(notebook, outcomes, now, settings);
  }
  if (event.kind === 'misses') {
    if (event.mode === 'numpad') {
      // Keypad lessons file keys, not numbers: the per-key figures of the replayed log.
      const analysis = analyzeAttempt(attempt.text, attempt.keystrokes as KeystrokeEntry[], {
        mode: attempt.mode === 'free' ? 'free' : 'stop',
        matchCode: matchNumpadCode,
      });
      const keys = Object.fromEntries(Object.entries(analysis.keys).filter(([key]) => !/\s/.test(key)));
      return addKeyMisses(notebook, 'numpad', { keys }, now);
    }
    if (event.mode === 'chinese') {
      // Chinese text has no spaces between words: the characters committed wrongly are filed, one by one.
      const analysis = analyzeChineseAttempt(attempt.text, attempt.keystrokes as KeystrokeEntry[], {
        mode: attempt.mode === 'free' ? 'free' : 'stop',
      });
      const missedWords = analysis.missedChars.filter(({ word }) => /^[\p{L}\p{N}]+$/u.test(word));
      return addAttemptMisses(notebook, 'chinese', { missedWords }, now);
    }
    // Pinyin lessons stored the Chinese words whose letters were missed (the engine's pinyin analysis); a
    // custom course of Chinese text is a pinyin drill, so its words are filed as pinyin too.
    const mode = isPinyinPractice(attempt.practiceId, attempt.text) ? 'pinyin' : event.mode;
    // Real words only (content/notebook-words.ts): never a drill such as "jjj" or a made-up word such as "jall".
    const words = notebookMisses(mode, missedWords);
    return addAttemptMisses(notebook, mode, { missedWords: words }, now, mode === 'code' ? 'code' : 'word');
  }
  return notebook;
}

async function stateOf(db: Executor, characterId: number) {
  await db
    .insert(notebookState)
    .values({ characterId, ...DEFAULT_NOTEBOOK_SETTINGS, lastAttemptId: 0 })
    .onConflictDoNothing();
  // Locked for the transaction: two requests never read the same attempts into the notebook twice.
  const [state] = await db
    .select()
    .from(notebookState)
    .where(eq(notebookState.characterId, characterId))
    .for('update');
  return state!;
}

async function readNotebook(db: Executor, characterId: number): Promise<Notebook> {
  const rows = await db.select().from(notebookEntries).where(eq(notebookEntries.characterId, characterId));
  return rows.map((row) => ({
    token: row.token,
    kind: row.kind === 'key' || row.kind === 'code' ? row.kind : 'word',
    mode: row.mode,
    misses: row.misses,
    streak: row.streak,
    addedAt: row.addedAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    dueAt: row.dueAt.getTime(),
  }));
}

async function writeNotebook(db: Executor, characterId: number, notebook: Notebook): Promise<void> {
  await db.delete(notebookEntries).where(eq(notebookEntries.characterId, characterId));
  if (notebook.length === 0) return;
  await db.insert(notebookEntries).values(
    notebook.map((entry) => ({
      characterId,
      mode: entry.mode,
      token: entry.token,
      kind: entry.kind,
      misses: entry.misses,
      streak: entry.streak,
      addedAt: new Date(entry.addedAt),
      lastSeenAt: new Date(entry.lastSeenAt),
      dueAt: new Date(entry.dueAt),
    })),
  );
}

/** Attempts read into the notebook per request, at most (the rest on the next read). */
const BATCH = 500;

/**
 * The character's notebook with every finished attempt read into it: missed words of the practice modes come
 * in, review sessions record their answers. Runs in one transaction with the state row locked.
 */
async function settledNotebook(
  context: ServerContext,
  characterId: number,
  change?: (
    notebook: Notebook,
    settings: NotebookSettings,
  ) => { notebook?: Notebook; settings?: NotebookSettings },
): Promise<{ notebook: Notebook; settings: NotebookSettings }> {
  return context.db.transaction(async (tx) => {
    const state = await stateOf(tx, characterId);
    let settings: NotebookSettings = { wordLoopCount: state.wordLoopCount, clearAfter: state.clearAfter };
    const rows = await tx
      .select({
        id: attempts.id,
        kind: attempts.kind,
        lessonSlug: attempts.lessonSlug,
        practiceId: attempts.practiceId,
        mode: attempts.mode,
        text: attempts.text,
        keystrokes: attempts.keystrokes,
        missedWords: attempts.missedWords,
        createdAt: attempts.createdAt,
      })
      .from(attempts)
      .where(
        and(
          eq(attempts.characterId, characterId),
          gt(attempts.id, state.lastAttemptId),
          eq(attempts.finished, true),
        ),
      )
      .orderBy(asc(attempts.id))
      .limit(BATCH);
    const stored = await readNotebook(tx, characterId);
    // Entries filed before the real-word rule (drills, made-up words) leave at the first read.
    const before = realWordsNotebook(stored);
    let notebook = before;
    for (const row of rows) notebook = applyAttempt(notebook, row, settings);
    if (change) {
      const changed = change(notebook, settings);
      notebook = changed.notebook ?? notebook;
      settings = changed.settings ?? settings;
    }
    if (notebook !== stored) await writeNotebook(tx, characterId, notebook);
    const lastAttemptId = rows.at(-1)?.id ?? state.lastAttemptId;
    await tx
      .update(notebookState)
      .set({ lastAttemptId, wordLoopCount: settings.wordLoopCount, clearAfter: settings.clearAfter })
      .where(eq(notebookState.characterId, characterId));
    return { notebook, settings };
  });
}

function answer(
  { notebook, settings }: { notebook: Notebook; settings: NotebookSettings },
  now: number,
): NotebookAnswer {
  const ordered = entriesForReview(notebook, now, { limit: notebook.length, fillWithNotDue: true });
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    // Every mode written is one of NOTEBOOK_MODES; a row of another (none today) is not answered.
    entries: ordered.flatMap(({ mode, ...entry }) =>
      isNotebookMode(mode)
        ? [
            {
              token: entry.token,
              kind: entry.kind,
              mode,
              misses: entry.misses,
              streak: entry.streak,
              addedAt: iso(entry.addedAt),
              lastSeenAt: iso(entry.lastSeenAt),
              dueAt: iso(entry.dueAt),
            },
          ]
        : [],
    ),
    settings,
  };
}

export async function getNotebook(context: ServerContext, userId: number, characterId: number) {
  await ownCharacter(context.db, userId, characterId);
  return answer(await settledNotebook(context, characterId), context.clock.now().getTime());
}

/** Saves the settings; a clear-after count above the word loop count is NOTEBOOK_CLEAR_EXCEEDS_LOOP. */
export async function saveNotebookSettings(
  context: ServerContext,
  userId: number,
  characterId: number,
  settings: NotebookSettings,
) {
  const problem = validateNotebookSettings(settings);
  if (problem) throw fail(problem);
  await ownCharacter(context.db, userId, characterId);
  return answer(
    await settledNotebook(context, characterId, () => ({ settings })),
    context.clock.now().getTime(),
  );
}

export async function removeNotebookEntry(
  context: ServerContext,
  userId: number,
  characterId: number,
  entry: { mode: string; token: string },
) {
  await ownCharacter(context.db, userId, characterId);
  return answer(
    await settledNotebook(context, characterId, (notebook) => ({ notebook: removeEntry(notebook, entry) })),
    context.clock.now().getTime(),
  );
}

/**
 * Adds a word of the learner's own for a mode (its shape already checked by the payload schema), due at once; a
 * word the course lists do not know is NOTEBOOK_WORD_UNKNOWN (the notebook holds real words only).
 */
export async function addNotebookWord(
  context: ServerContext,
  userId: number,
  characterId: number,
  word: { mode: NotebookOwnWordMode; token: string },
) {
  await ownCharacter(context.db, userId, characterId);
  const token = notebookToken(word.mode, word.token);
  if (token === null) throw fail('NOTEBOOK_WORD_UNKNOWN');
  const now = context.clock.now().getTime();
  const kind = ownWordKind(word.mode, token);
  return answer(
    await settledNotebook(context, characterId, (notebook) => ({
      notebook: addOwnWord(notebook, { mode: word.mode, token, kind }, now),
    })),
    now,
  );
}

/** Puts a word's correct answers in a row back to 0, so it must be earned again before it leaves. */
export async function resetNotebookEntry(
  context: ServerContext,
  userId: number,
  characterId: number,
  entry: { mode: string; token: string },
) {
  await ownCharacter(context.db, userId, characterId);
  const now = context.clock.now().getTime();
  return answer(
    await settledNotebook(context, characterId, (notebook) => ({
      notebook: resetEntry(notebook, entry, now),
    })),
    now,
  );
}
