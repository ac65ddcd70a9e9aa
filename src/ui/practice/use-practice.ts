import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { courseLetterOrder, lettersTaughtBy } from '../../content';
import { familyOfLesson } from '../../content/catalogue';
import { withTaughtKeys, type KeyHistory } from '../../engine';
import { useSessionStore } from '../api/session-store';
import { isPassed, useLessonRecords } from '../progress';
import { useProgressStore } from '../progress/progress-store';
import { mergeUnlocked } from './adaptive-keys-source';
import {
  PASTED_WORDS_SLUG,
  resolvePractice,
  REVIEW_SLUG,
  type LearnerContext,
  type MovedPractice,
} from './load-practice';
import { withServerNotebook } from './notebook-source';
import type { Practice } from './practice';
import { learnerKey, notebookOf, settingsOf, usePracticeStore } from './practice-store';
import { PASTED_WORDS_STORAGE, readTheme } from './pasted-words';
import { adaptiveKeysQuery } from '../queries/adaptive';
import { keyStatsQuery } from '../queries/progress';
import { serverPracticeSources } from './custom-course-source';
import { useKeyboardLayout } from '../queries/groups';

/** The device's per-key records as an adaptive history (no fading: they are plain totals). */
function deviceHistory(): KeyHistory {
  const history: Record<string, KeyHistory[string]> = {};
  for (const [key, record] of Object.entries(useProgressStore.getState().keys)) {
    history[key] = {
      hits: record.hits,
      misses: record.misses,
      timedHits: record.timedHits,
      meanTimeMs: record.timedHits > 0 ? record.timeSumMs / record.timedHits : null,
    };
  }
  return history;
}

/**
 * Loads the practice of a non-finger-course lesson slug for the current learner: 'loading', the practice, or
 * null when there is no such lesson. Loaded once per slug: a retry types the same text.
 */
export function usePractice(slug: string, enabled: boolean): Practice | MovedPractice | null | 'loading' {
  const queryClient = useQueryClient();
  const characterId = useSessionStore((state) => state.characterId);
  const signedIn = useSessionStore((state) => state.signedIn);
  const layout = useKeyboardLayout();
  const [result, setResult] = useState<{ slug: string; practice: Practice | MovedPractice | null } | null>(
    null,
  );
  // Read when a practice loads, not a reason to write it again: a retry types the same text.
  const lessonRecords = useLessonRecords();
  const records = useRef(lessonRecords);
  useEffect(() => {
    records.current = lessonRecords;
  }, [lessonRecords]);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const state = usePracticeStore.getState();
    const learner = learnerKey(characterId);
    const theme = readTheme();
    // The adaptive practice's keys unlock in the order of the finger course on the learner's layout.
    const order = courseLetterOrder(layout);
    const context: LearnerContext = {
      history: async () => {
        if (signedIn && characterId !== null) {
          try {
            const stats = await queryClient.fetchQuery(keyStatsQuery(characterId));
            return Object.fromEntries(stats.keys.map(({ key, ...record }) => [key, record]));
          } catch {
            // Offline: the device's own records still say which keys are weak.
          }
        }
        return deviceHistory();
      },
      unlocked: state.unlocked[learner] ?? [],
      notebook: notebookOf(state, learner),
      settings: settingsOf(state, learner),
      pastedWords: readPastedWords(),
      ...(theme ? { theme } : {}),
      seed: Math.floor(Math.random() * 2 ** 31),
      ...serverPracticeSources(queryClient),
    };
    // Signed in, reviews draw from the character's notebook on the server (the device's when it cannot answer).
    const remote = signedIn && characterId !== null && slug.startsWith(REVIEW_SLUG);
    const withNotebook = remote
      ? withServerNotebook(queryClient, characterId, context)
      : Promise.resolve(context);
    // Signed in, adaptive sessions start from every key unlocked on any device (the server's) and this one's.
    const adaptive = slug === PASTED_WORDS_SLUG || familyOfLesson(slug) === 'adaptive';
    // A class in a study's `practice-keys` arm: the practice's own rule alone (the server says so with the keys).
    let taughtKeys = true;
    const withKeys =
      signedIn && characterId !== null && adaptive
        ? withNotebook.then((learnerContext) =>
            queryClient.fetchQuery(adaptiveKeysQuery(characterId)).then(
              (answer) => {
                const unlocked = mergeUnlocked(learnerContext.unlocked, answer.unlocked, order);
                taughtKeys = answer.taughtKeys !== false;
                usePracticeStore.getState().keepUnlocked(learner, unlocked);
                return { ...learnerContext, unlocked };
              },
              // Offline: this device's keys.
              () => learnerContext,
            ),
          )
        : withNotebook;
    // The letters of passed finger lessons count as unlocked in the adaptive practice (docs/METRICS.md), except in
    // a study's `practice-keys` arm (docs/EVIDENCE.md).
    const taught = lettersTaughtBy((lesson) => isPassed(records.current[lesson]), layout);
    withKeys
      .then((learnerContext) =>
        resolvePractice(slug, {
          ...learnerContext,
          unlocked: taughtKeys
            ? withTaughtKeys(learnerContext.unlocked, taught, order)
            : learnerContext.unlocked,
          layout,
        }),
      )
      .then(
        (practice) => {
          if (!cancelled) setResult({ slug, practice: practice ?? null });
        },
        () => {
          if (!cancelled) setResult({ slug, practice: null });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [slug, enabled, characterId, signedIn, queryClient, layout]);

  if (!result || result.slug !== slug) return 'loading';
  return result.practice;
}

function readPastedWords(): string[] {
  try {
    const stored = sessionStorage.getItem(PASTED_WORDS_STORAGE);
    const words: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
}
