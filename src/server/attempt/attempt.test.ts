import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Character, TodayReport } from '../../contracts';
import { courseLessons, findLesson, fingerCourseFor } from '../../content';
import { analyzeAttempt, encodeKeylog, keystrokesFromKeyEvents } from '../../engine';
import { keyEventsFor, layoutById } from '../../keyboard';
import { attempts } from '../db/schema';
import { TEST_DATABASES, call, signInAsGuest, suiteServer } from '../test/harness';
import { suiteLearner } from '../test/learner';
import { typeText } from '../test/typing';

const LESSON = findLesson('home-keys-f-and-j')!.lesson;

describe.each(TEST_DATABASES)('results (%s)', (kind) => {
  const server = suiteServer(kind);
  const learner = suiteLearner(server, 'Typist', 'Europe/Paris');

  const lessonAttempt = (overrides: Record<string, unknown> = {}) => learner.lessonAttempt(LESSON, overrides);
  const submit = (payload: Record<string, unknown>, as = learner.token) => learner.submit(payload, as);

  it('stores a lesson attempt with the figures the engine computes and the stars of the pass rule', async () => {
    const payload = lessonAttempt({ keystrokes: typeText(LESSON.text, { slips: { 3: 'k' } }) });
    const answer = await submit(payload);
    expect(answer.status).toBe(200);
    const expected = analyzeAttempt(LESSON.text, payload.keystrokes, { mode: LESSON.mode });
    expect(answer.body.metrics).toEqual({
      finished: true,
      durationMs: expected.durationMs,
      keystrokes: expected.keystrokes,
      correctChars: expected.correctChars,
      wrongChars: 1,
      matchingChars: expected.matchingChars,
      accuracy: expected.accuracy,
      wpm: expected.wpm,
      rawWpm: expected.rawWpm,
      kpm: expected.kpm,
      rpm: expected.rpm,
      score: expected.score,
    });
    expect(answer.body).toMatchObject({
      characterId: learner.characterId,
      kind: 'lesson',
      lessonSlug: LESSON.slug,
      replayed: false,
    });
    expect(answer.body.stars).toBeGreaterThanOrEqual(1);
    expect(answer.body.lessonProgress).toMatchObject({ lessonSlug: LESSON.slug, attempts: 1 });
    expect(answer.body.lessonProgress?.passedAt).not.toBeNull();
  });

  it('takes the compact keylog and the JSON log of earlier app versions alike, and exactly one of them', async () => {
    const keystrokes = typeText(LESSON.text, { slips: { 5: 'k' } });
    const compact = await submit(lessonAttempt({ keystrokes: undefined, keylog: encodeKeylog(keystrokes) }));
    const plain = await submit(lessonAttempt({ keystrokes }));
    expect(compact.status).toBe(200);
    expect(compact.body.metrics).toEqual(plain.body.metrics);
    expect(compact.body.stars).toBe(plain.body.stars);
    const [stored] = await server.database.db
      .select({ keystrokes: attempts.keystrokes })
      .from(attempts)
      .where(eq(attempts.id, compact.body.attemptId));
    expect(stored?.keystrokes).toEqual(keystrokes);

    for (const payload of [
      lessonAttempt({ keystrokes: undefined }),
      lessonAttempt({ keylog: encodeKeylog(keystrokes) }),
      lessonAttempt({ keystrokes: undefined, keylog: '[1,"1.1","f",[]]' }),
    ]) {
      const refused = await submit(payload);
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('PARAMETER_ERROR');
    }
  });

  it('stores an attempt once per idempotency key, and a replay answers the first result', async () => {
    const before = await call<TodayReport>(server.app, 'GET', '/report/today', {
      token: learner.token,
      payload: { characterId: learner.characterId, timeZone: 'Europe/Paris' },
    });
    const payload = lessonAttempt();
    const first = await submit(payload);
    const again = await submit(payload);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    // A replay answers the same attempt; what it earned was answered (and paid) the first time only.
    expect(again.body.reward).toBeUndefined();
    expect(again.body.ranking).toBeUndefined();
    expect({ ...again.body, replayed: false, lessonProgress: null }).toEqual({
      ...first.body,
      lessonProgress: null,
      reward: undefined,
      ranking: undefined,
    });
    // Two copies at once (a retry racing the original) still make one attempt.
    const racing = lessonAttempt();
    const answers = await Promise.all([submit(racing), submit(racing), submit(racing)]);
    expect(new Set(answers.map((answer) => answer.body.attemptId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.body.replayed)).toHaveLength(1);

    const [stored] = await server.database.db
      .select({ n: count() })
      .from(attempts)
      .where(eq(attempts.idempotencyKey, payload.idempotencyKey));
    expect(stored?.n).toBe(1);
    const after = await call<TodayReport>(server.app, 'GET', '/report/today', {
      token: learner.token,
      payload: { characterId: learner.characterId, timeZone: 'Europe/Paris' },
    });
    expect(after.body.totals.attempts - before.body.totals.attempts).toBe(2);
  });

  it("refuses a lesson attempt whose text is not the lesson's", async () => {
    const text = 'fff jjj';
    const answer = await submit(lessonAttempt({ text, keystrokes: typeText(text) }));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('LESSON_TEXT_MISMATCH');
  });

  it('refuses an unknown lesson and a lesson attempt without a slug', async () => {
    expect((await submit(lessonAttempt({ lessonSlug: 'no-such-lesson' }))).body.errorCode).toBe(
      'LESSON_NOT_FOUND',
    );
    expect((await submit(lessonAttempt({ lessonSlug: undefined }))).body.errorCode).toBe('PARAMETER_ERROR');
  });

  it('refuses a keystroke log that is not a JSON array of keystrokes', async () => {
    for (const keystrokes of ['not json', '[{"kind":"jump","timeStamp":1}]', '{}']) {
      const answer = await submit(lessonAttempt({ keystrokes }));
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('PARAMETER_ERROR');
    }
  });

  it("does not take attempts for another account's character", async () => {
    const other = await signInAsGuest(server.app);
    const answer = await submit(lessonAttempt(), other.accessToken);
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('CHARACTER_NOT_FOUND');
  });

  it('a teacher cannot practise', async () => {
    const teacher = await signInAsGuest(server.app);
    await call(server.app, 'POST', '/user/password', {
      token: teacher.accessToken,
      payload: { password: 'secret12', confirmPassword: 'secret12' },
    });
    const created = await call<Character>(server.app, 'POST', '/character/create', {
      token: teacher.accessToken,
      payload: { avatar: 'avatar-teacher-1', nickname: 'Mr Tan', type: 'TEACHER' },
    });
    const answer = await submit(
      lessonAttempt({ characterId: created.body.characterId }),
      teacher.accessToken,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('CANNOT_START_LEARNING');
  });

  it('keeps the layout an attempt was typed on: AZERTY key events, é from its key and ê through the dead key', async () => {
    const text = 'la fête est très élégante';
    const fr = layoutById('fr');
    const keystrokes = keystrokesFromKeyEvents(keyEventsFor(text, fr, 1000, 180), fr);
    // The dead key is in the log as a counted key, before the ê it composes.
    expect(keystrokes).toContainEqual({ kind: 'key', code: 'BracketLeft', timeStamp: expect.any(Number) });
    const payload = {
      ...lessonAttempt({
        kind: 'practice',
        practiceId: 'english-words',
        lessonSlug: undefined,
        mode: 'stop',
      }),
      text,
      keystrokes: undefined,
      keylog: encodeKeylog(keystrokes),
      keyboardLayout: 'fr',
    };
    const answer = await submit(payload);
    expect(answer.status).toBe(200);
    const expected = analyzeAttempt(text, keystrokes, { mode: 'stop' });
    expect(answer.body).toMatchObject({ keyboardLayout: 'fr', metrics: { accuracy: 1, wrongChars: 0 } });
    expect(answer.body.metrics.keystrokes).toBe(expected.keystrokes);
    expect(answer.body.metrics.matchingChars).toBe(text.length);
    // Replayed by the server: the same figures on the same layout.
    const again = await submit(payload);
    expect(again.body).toMatchObject({ replayed: true, keyboardLayout: 'fr', metrics: answer.body.metrics });

    // Without a layout, the character's (US here); a layout KeyQuest does not know is refused.
    const plain = await submit(lessonAttempt());
    expect(plain.body.keyboardLayout).toBe('us');
    const unknown = await submit({ ...lessonAttempt(), keyboardLayout: 'bepo' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('KEYBOARD_LAYOUT_UNKNOWN');
  });

  it('checks a finger lesson against its text on the layout it was typed on', async () => {
    // AZERTY's lesson of the US A and semicolon keys is Q and M: its text typed with AZERTY key events.
    const slug = 'a-semicolon-and-backspace';
    const fr = layoutById('fr');
    const azerty = courseLessons(fingerCourseFor('fr')).find((lesson) => lesson.slug === slug)!;
    const us = findLesson(slug)!.lesson;
    expect(azerty.text).not.toBe(us.text);
    const keystrokes = keystrokesFromKeyEvents(keyEventsFor(azerty.text, fr, 1000, 150), fr);
    const typed = (text: string, keyboardLayout: string) => ({
      ...lessonAttempt({ lessonSlug: slug, mode: azerty.mode }),
      text,
      keystrokes: undefined,
      keylog: encodeKeylog(keystrokes),
      keyboardLayout,
    });
    const answer = await submit(typed(azerty.text, 'fr'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ keyboardLayout: 'fr', lessonSlug: slug, metrics: { accuracy: 1 } });
    expect(answer.body.stars).toBeGreaterThanOrEqual(1);
    // The AZERTY text is not the lesson on US, and the US text is not the lesson on AZERTY.
    expect((await submit(typed(azerty.text, 'us'))).body.errorCode).toBe('LESSON_TEXT_MISMATCH');
    expect((await submit(typed(us.text, 'fr'))).body.errorCode).toBe('LESSON_TEXT_MISMATCH');
  });

  it('stores game rounds and practice with no stars', async () => {
    const text = 'star trek';
    const game = await submit({
      ...lessonAttempt({ kind: 'game', gameId: 'STAR_TREK', lessonSlug: undefined }),
      text,
      keystrokes: typeText(text),
    });
    expect(game.status).toBe(200);
    expect(game.body).toMatchObject({ kind: 'game', gameId: 'STAR_TREK', lessonSlug: null, stars: null });
    const practice = await submit({
      ...lessonAttempt({ kind: 'practice', practiceId: 'numpad', lessonSlug: undefined, mode: 'free' }),
      text: '123 456',
      keystrokes: typeText('123 456'),
    });
    expect(practice.body).toMatchObject({ kind: 'practice', practiceId: 'numpad', stars: null });
    expect((await submit(lessonAttempt({ kind: 'game', lessonSlug: undefined }))).body.errorCode).toBe(
      'PARAMETER_ERROR',
    );
  });
});
