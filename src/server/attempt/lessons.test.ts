import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KeystrokeEntry, SubmitAttemptResult } from '../../contracts';
import { loadFamily } from '../../content/catalogue';
import { findChineseLesson } from '../../content/chinese';
import type { Lesson } from '../../content';
import { analyzeAttempt, analyzeChineseAttempt, analyzePinyinAttempt, pinyinTarget } from '../../engine';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';
import { typeText } from '../test/typing';

const firstLesson = async (family: 'numpad' | 'adaptive' | 'code' | 'vocabulary'): Promise<Lesson> =>
  (await loadFamily(family))!.chapters[0]!.lessons[0]!;

/** Types a keypad lesson, digits and Enter from the numeric keypad, or (digitRow) from the main keys. */
function typeOnKeypad(text: string, digitRow = false): KeystrokeEntry[] {
  return [...text].map((char, index) => ({
    kind: 'insert',
    char,
    timeStamp: 1000 + index * 250,
    code: char === '\n' ? (digitRow ? 'Enter' : 'NumpadEnter') : digitRow ? `Digit${char}` : `Numpad${char}`,
  }));
}

describe.each(TEST_DATABASES)('lessons of every course family (%s)', (kind) => {
  const server = suiteServer(kind);
  let token: string;
  let characterId: number;

  beforeAll(async () => {
    ({ token, characterId } = await guestWithStudent(server.app, 'Families'));
  });

  const submit = (lesson: Lesson, extra: Record<string, unknown>) =>
    call<SubmitAttemptResult & { errorCode?: string }>(server.app, 'POST', '/attempt/submit', {
      token,
      payload: {
        characterId,
        idempotencyKey: randomUUID(),
        kind: 'lesson',
        lessonSlug: lesson.slug,
        mode: lesson.mode,
        text: lesson.text,
        startedAt: server.clock.now().getTime(),
        timeZone: 'UTC',
        ...extra,
      },
    });

  it('numeric keypad lessons count only keys of the keypad', async () => {
    const lesson = await firstLesson('numpad');
    const keypad = await submit(lesson, { keystrokes: typeOnKeypad(lesson.text) });
    expect(keypad.status).toBe(200);
    expect(keypad.body.metrics).toMatchObject({ finished: true, accuracy: 1 });
    expect(keypad.body.stars).toBeGreaterThanOrEqual(1);
    // The same digits from the main keys are not what the lesson teaches.
    const digitRow = await submit(lesson, { keystrokes: typeOnKeypad(lesson.text, true) });
    expect(digitRow.body.metrics.correctChars).toBe(0);
    expect(digitRow.body.stars).toBe(0);
  });

  it('adaptive practice accepts the text the engine wrote for this learner', async () => {
    const lesson = await firstLesson('adaptive');
    const ownText = 'fall sad lads ask';
    const answer = await submit(lesson, { text: ownText, keystrokes: typeText(ownText) });
    expect(answer.status).toBe(200);
    expect(answer.body.metrics).toMatchObject({ finished: true, accuracy: 1 });
  });

  it('code and vocabulary lessons must carry their own text', async () => {
    for (const lesson of [await firstLesson('code'), await firstLesson('vocabulary')]) {
      const right = await submit(lesson, { keystrokes: typeText(lesson.text) });
      expect(right.status, lesson.slug).toBe(200);
      expect(right.body.metrics.finished).toBe(true);
      const other = await submit(lesson, { text: 'something else', keystrokes: typeText('something else') });
      expect(other.body.errorCode).toBe('LESSON_TEXT_MISMATCH');
    }
  });

  it('pinyin lessons are replayed as pinyin (letters for characters), in the tone mode typed', async () => {
    const lesson = findChineseLesson('pinyin-a-o-e')!.lesson;
    const readings = lesson.practice?.kind === 'pinyin' ? lesson.practice.readings : '';
    const keystrokes = typeText('a o e e');
    const answer = await submit(lesson, { keystrokes });
    expect(answer.status).toBe(200);
    const pinyin = analyzePinyinAttempt(pinyinTarget(lesson.text, readings), keystrokes, {
      mode: lesson.mode,
    });
    expect(answer.body.metrics).toMatchObject({ correctChars: pinyin.correctChars, wpm: pinyin.wpm });
    const plain = analyzeAttempt(lesson.text, keystrokes, { mode: lesson.mode });
    expect(pinyin.correctChars).not.toBe(plain.correctChars);

    const digits = await submit(lesson, { keystrokes: typeText('a1 o1 e2'), toneMode: 'digits' });
    const withTones = analyzePinyinAttempt(
      pinyinTarget(lesson.text, readings, { tones: 'digits' }),
      typeText('a1 o1 e2'),
      { mode: lesson.mode },
    );
    expect(digits.body.metrics.correctChars).toBe(withTones.correctChars);
  });

  it('Chinese lessons are replayed by committed characters', async () => {
    const lesson = findChineseLesson('chinese-characters-1')!.lesson;
    const keystrokes = typeText(lesson.text.slice(0, 8));
    const answer = await submit(lesson, { keystrokes });
    expect(answer.status).toBe(200);
    const expected = analyzeChineseAttempt(lesson.text, keystrokes, { mode: lesson.mode });
    expect(answer.body.metrics).toMatchObject({ correctChars: expected.correctChars, rpm: expected.rpm });
  });
});
