import { layoutById, type LayoutId } from '../../keyboard';
import { lt } from '../localize';
import type { Course } from '../types';
import { buildCourse, charsOfKeys } from './build';
import { GETTING_STARTED, MIDDLE_ROW } from './chapters-home';
import { SHIFT_DIGITS_SYMBOLS } from './chapters-more';
import { LOWER_ROW, UPPER_ROW } from './chapters-rows';

const TITLE = lt('Finger placement', '键盘指法', '鍵盤指法', 'Kedudukan jari', '指の位置');
const DESCRIPTION = lt(
  'Learn to type with all ten fingers without looking, one pair of keys at a time.',
  '一次学两个键，学会不看键盘、十指打字。',
  '一次學兩個鍵，學會不看鍵盤、十指打字。',
  'Belajar menaip dengan sepuluh jari tanpa melihat, sepasang kekunci demi sepasang.',
  '2つずつキーを覚えて、キーボードを見ずに10本の指で打てるようになろう。',
);

const COURSES = new Map<LayoutId, Course>();

/**
 * The finger-placement course on a keyboard layout: posture, then the home row, upper row and lower row key pair
 * by key pair (the order of the video course), then capitals, digits and symbols. The same physical keys on every
 * layout (the finger follows the key), so AZERTY teaches Q with M where US teaches A with the semicolon; titles,
 * introductions and drills name and type what the keys type on the layout. Stop-on-error lessons (one
 * free-flow lesson teaches Backspace); pass rules rise through the course (see `passRuleFor`). Built on first use.
 */
export function fingerCourseFor(layout: LayoutId): Course {
  let course = COURSES.get(layout);
  if (!course) {
    course = buildCourse(
      'finger-placement',
      TITLE,
      DESCRIPTION,
      [GETTING_STARTED, MIDDLE_ROW, UPPER_ROW, LOWER_ROW, SHIFT_DIGITS_SYMBOLS],
      layoutById(layout),
    );
    COURSES.set(layout, course);
  }
  return course;
}

/** The finger-placement course on the US layout (the site's pages, and learners who chose no other). */
export const FINGER_COURSE: Course = fingerCourseFor('us');

export { passRuleFor, charsOfKeys } from './build';

/**
 * The letters the finger course teaches on a layout, in its order ('fjdksla…' on US, 'fjdkslqm…' on AZERTY,
 * 'uhetona…' on Dvorak): the adaptive practice unlocks keys in this order.
 */
export function courseLetterOrder(layout: LayoutId): string[] {
  return lettersTaughtBy(() => true, layout);
}

/**
 * The letters the finger course has taught a learner on a layout: those of every passed lesson's new keys, in
 * the course's order. The adaptive practice counts them as unlocked, so a learner who passed the lesson on N types N in
 * "My weakest keys" too, instead of waiting for the practice to add it again one key at a time.
 */
export function lettersTaughtBy(isPassed: (slug: string) => boolean, layout: LayoutId = 'us'): string[] {
  const letters: string[] = [];
  for (const chapter of fingerCourseFor(layout).chapters) {
    for (const lesson of chapter.lessons) {
      if (!lesson.gatesNext || !isPassed(lesson.slug)) continue;
      for (const char of charsOfKeys(lesson.newKeys, layoutById(layout))) {
        if (/^\p{Ll}$/u.test(char) && !letters.includes(char)) letters.push(char);
      }
    }
  }
  return letters;
}
