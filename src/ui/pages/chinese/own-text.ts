import type { ChineseScript, Lesson, LocalizedText } from '../../../content';
import { CHINESE_PASS_RULES } from '../../../content/chinese';
import type { TypingMode } from '../../../engine';
import { codesForText } from '../../../keyboard';

/** The slug of the learner's own text in the pinyin course's address space (/chapter/pinyin/own-text). */
export const OWN_TEXT_SLUG = 'own-text';
/** Where the text waits between the course page and the drill (this tab only). */
export const OWN_TEXT_KEY = 'keyquest.pinyin-own-text';
/** Longest own text: a few lines, typed in one go. */
export const OWN_TEXT_MAX = 300;

/** The text as it is practised: white space runs as one space, cut at `OWN_TEXT_MAX` characters. */
export function tidyOwnText(text: string): string {
  return Array.from(text.replace(/\s+/gu, ' ').trim()).slice(0, OWN_TEXT_MAX).join('');
}

const same = (text: string): LocalizedText => ({ ENG: text, CHS: text, CHT: text, MSA: text, JA: text });

/**
 * A pinyin drill of the learner's own Chinese text, as a lesson: readings made by pinyin-pro on this device
 * (src/content/chinese/readings.ts, loaded only here). It is practice, not a course lesson: not sent, no stars kept.
 */
export function ownTextLesson(text: string, readings: string, title: string, script: ChineseScript): Lesson {
  return pinyinTextLesson({ slug: `pinyin-${OWN_TEXT_SLUG}`, text, readings, title, script, mode: 'stop' });
}

/**
 * A pinyin drill of any Chinese text with readings made at run time: the learner's own text, or a saved custom
 * course of Chinese text (slug `custom-<id>`, sent as that course's practice and replayed the same way by the
 * server).
 */
export function pinyinTextLesson({
  slug,
  text,
  readings,
  title,
  script,
  mode,
}: {
  slug: string;
  text: string;
  readings: string;
  title: string;
  script: ChineseScript;
  mode: TypingMode;
}): Lesson {
  const letters = readings.replace(/[0-9_|]/g, '');
  return {
    slug,
    number: 0,
    title: same(title),
    description: same(''),
    newKeys: [],
    keys: codesForText(`${letters} `),
    intro: [],
    drills: [{ kind: 'sentences', text }],
    text,
    mode,
    passRule: CHINESE_PASS_RULES.pinyin,
    gatesNext: false,
    practice: { kind: 'pinyin', script, readings },
  };
}
