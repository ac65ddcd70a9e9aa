import { raceAttemptKey, type RaceRoom } from '../../../contracts';
import { analyzeAttempt, type Keystroke } from '../../../engine';
import { attemptOutbox } from '../../results/outbox';

/**
 * A racer's own keys saved as a normal lesson attempt (through the results queue, so it survives going offline),
 * when the room's server went away before it saw the race's end: under the key the server saves the racer's
 * attempt with, so an attempt the server saved already is answered as that one, never counted twice.
 */
export async function saveOwnRaceAttempt(
  room: RaceRoom,
  characterId: number,
  keystrokes: readonly Keystroke[],
): Promise<string> {
  const analysis = analyzeAttempt(room.text, keystrokes, { mode: room.mode });
  const idempotencyKey = raceAttemptKey(room.id, characterId);
  await attemptOutbox.enqueue({
    idempotencyKey,
    kind: 'lesson',
    lessonSlug: room.lessonSlug,
    mode: room.mode,
    text: room.text,
    keystrokes: [...keystrokes],
    startedAt: Math.max(0, Math.round(Date.now() - analysis.durationMs)),
    summary: {
      finished: analysis.finished,
      stars: null,
      wpm: analysis.wpm,
      accuracy: analysis.accuracy,
      score: analysis.score,
    },
  });
  return idempotencyKey;
}
