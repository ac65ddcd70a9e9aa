import { describe, expect, it } from 'vitest';
import { FINGER_COURSE } from './finger-course';
import { courseLessons } from './course';
import { isLessonUnlocked } from './unlock';

const lessons = courseLessons(FINGER_COURSE);
const passedOnly =
  (...slugs: string[]) =>
  (slug: string) =>
    slugs.includes(slug);

describe('isLessonUnlocked', () => {
  it('opens posture and, since posture only introduces, the F and J lesson on a fresh start', () => {
    expect(isLessonUnlocked(lessons, passedOnly(), 'posture')).toBe(true);
    expect(isLessonUnlocked(lessons, passedOnly(), 'home-keys-f-and-j')).toBe(true);
    expect(isLessonUnlocked(lessons, passedOnly(), 'home-keys-d-and-k')).toBe(false);
  });

  it('opens a lesson when the one before it is passed', () => {
    expect(isLessonUnlocked(lessons, passedOnly('home-keys-f-and-j'), 'home-keys-d-and-k')).toBe(true);
    expect(isLessonUnlocked(lessons, passedOnly('home-keys-f-and-j'), 'space-s-and-l')).toBe(false);
  });

  it('keeps an unknown lesson locked', () => {
    expect(isLessonUnlocked(lessons, passedOnly(), 'no-such-lesson')).toBe(false);
  });
});
