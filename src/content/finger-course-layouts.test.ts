import { describe, expect, it } from 'vitest';
import { keystrokesFromKeyEvents, analyzeAttempt } from '../engine';
import { keyEventsFor, LAYOUT_IDS, layoutById, layoutKeyPressFor } from '../keyboard';
import { adaptiveKeyOrder } from './adaptive';
import { courseLessons, courseLetterOrder, fingerCourseFor, lettersTaughtBy } from './index';

/** The letters each layout's home row types, left little finger to right little finger. */
const HOME_ROWS: Record<string, string> = {
  us: 'asdfjkl;',
  fr: 'qsdfjklm',
  de: 'asdfjklö',
  es: 'asdfjklñ',
  dvorak: 'aoeuhtns',
  colemak: 'arstneio',
};

const lessonsOn = (layout: (typeof LAYOUT_IDS)[number]) => courseLessons(fingerCourseFor(layout));
const bySlug = (layout: (typeof LAYOUT_IDS)[number], slug: string) =>
  lessonsOn(layout).find((lesson) => lesson.slug === slug)!;

describe('the finger course on every layout', () => {
  it.each(Object.entries(HOME_ROWS))('places the fingers on the home row of %s', (id, row) => {
    const posture = bySlug(id as (typeof LAYOUT_IDS)[number], 'posture');
    expect(posture.text.split(' ')[0]! + posture.text.split(' ')[1]!).toBe(row);
    expect(fingerCourseFor(id as (typeof LAYOUT_IDS)[number]).layout).toBe(id);
  });

  it.each(LAYOUT_IDS)(
    'has every lesson of %s typeable on it, graded fully correct from its key events',
    (id) => {
      const layout = layoutById(id);
      const lessons = lessonsOn(id);
      expect(lessons.map((lesson) => lesson.slug)).toEqual(lessonsOn('us').map((lesson) => lesson.slug));
      for (const lesson of lessons) {
        const untypeable = [...lesson.text].filter((char) => !layoutKeyPressFor(char, layout));
        expect(untypeable, `${id} ${lesson.slug}`).toEqual([]);
        // No key names left unfilled in what the learner reads.
        for (const text of [lesson.title, lesson.description, ...lesson.intro])
          expect(Object.values(text).join(' '), `${id} ${lesson.slug}`).not.toMatch(/\{\w+(\.key)?\}/);
      }
      const lesson = bySlug(id, 'review-lower-row-keys');
      const keystrokes = keystrokesFromKeyEvents(keyEventsFor(lesson.text, layout, 0, 120), layout);
      const analysis = analyzeAttempt(lesson.text, keystrokes, { mode: lesson.mode });
      expect(analysis.accuracy).toBe(1);
      expect(analysis.finished).toBe(true);
    },
  );

  it('teaches Q with M on AZERTY where US teaches A with the semicolon, in every language', () => {
    const azerty = bySlug('fr', 'a-semicolon-and-backspace');
    expect(azerty.title).toEqual({
      ENG: 'Q, M and Backspace',
      CHS: 'Q、M 和退格键',
      CHT: 'Q、M 和退格鍵',
      MSA: 'Q, M dan Backspace',
      JA: 'Q、M とバックスペース',
    });
    expect(azerty.intro[0]!.ENG).toBe('Press Q with your left little finger.');
    expect(azerty.intro[1]!.ENG).toBe('Press M with your right little finger.');
    expect(azerty.intro[1]!.CHS).toBe('用右手小指按 M 键。');
    expect(bySlug('us', 'a-semicolon-and-backspace').title.ENG).toBe('A, semicolon and Backspace');
    expect(bySlug('us', 'a-semicolon-and-backspace').title.CHS).toBe('A、分号和退格键');
    // AZERTY's comma is where US has M: the lesson of the US M key teaches V and the comma there.
    expect(bySlug('fr', 'lower-row-keys-v-and-m').title.ENG).toBe('V and comma');
    expect(bySlug('fr', 'lower-row-keys-c-and-comma').title.JA).toBe('C とセミコロン');
    expect(bySlug('fr', 'posture').intro[2]!.ENG).toContain(
      'Q S D F for the left hand, J K L M for the right',
    );
  });

  it('swaps Z and Y on QWERTZ, and says only what is true of the letter a key types', () => {
    expect(bySlug('de', 'upper-row-keys-q-and-y').title.ENG).toBe('Q and Z');
    expect(bySlug('de', 'lower-row-keys-z-and-slash').title.ENG).toBe('Y and dash');
    expect(bySlug('de', 'a-semicolon-and-backspace').title.ENG).toBe('A, Ö and Backspace');
    // "Q is almost always followed by U" is a tip of the lesson that teaches Q, on any layout.
    const quTip = (lesson: { intro: readonly { ENG: string }[] }) =>
      lesson.intro.some((text) => text.ENG.includes('followed by U'));
    expect(quTip(bySlug('us', 'upper-row-keys-q-and-y'))).toBe(true);
    expect(quTip(bySlug('fr', 'upper-row-keys-q-and-y'))).toBe(false);
    expect(quTip(bySlug('fr', 'a-semicolon-and-backspace'))).toBe(false);
  });

  it("takes Dvorak's home row AOEU HTNS key pair by key pair", () => {
    const titles = lessonsOn('dvorak')
      .slice(1, 6)
      .map((lesson) => lesson.title.ENG);
    expect(titles).toEqual(['U and H', 'E and T', 'Space, O and N', 'A, S and Backspace', 'I and D']);
    expect(bySlug('dvorak', 'home-keys-f-and-j').text).toBe(
      'uuu hhh uuu hhh uh hu uh hu uh hu uuh hhu uhu huh hhu uuh',
    );
    // Dvorak's comma key types w: no drill of words followed by a w.
    expect(bySlug('dvorak', 'lower-row-keys-c-and-comma').text).not.toMatch(/\w+w \w+w \w+w/);
  });

  it('gives the adaptive practice the order the course teaches the letters in, on each layout', () => {
    expect(adaptiveKeyOrder('us').join('')).toBe('fjdkslaghrueiwoqytpvmcxzbn');
    expect(adaptiveKeyOrder('fr').join('')).toBe('fjdkslqmghrueizoaytpvcxwbn');
    expect(adaptiveKeyOrder('dvorak').join('')).toBe('uhetonasidpgcrfylkmjwqvzxb');
    // German's ö is taught by the course, but the English words have none: the practice leaves it out.
    expect(courseLetterOrder('de')).toContain('ö');
    expect(adaptiveKeyOrder('de')).not.toContain('ö');
    expect(adaptiveKeyOrder('de', ['schön'])).toContain('ö');
  });

  it("counts the letters a layout's passed lessons taught", () => {
    const passed = new Set(['home-keys-f-and-j', 'a-semicolon-and-backspace']);
    expect(lettersTaughtBy((slug) => passed.has(slug), 'fr')).toEqual([...'fjqm']);
    expect(lettersTaughtBy((slug) => passed.has(slug), 'dvorak')).toEqual([...'uhas']);
    expect(lettersTaughtBy((slug) => passed.has(slug), 'de')).toEqual([...'fjaö']);
  });
});
