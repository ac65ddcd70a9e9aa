import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTEBOOK_SETTINGS, type NotebookEntry } from '../../engine';
import { PLAN_ROUTES, REVIEW_PRACTICE_ID, todayPlan } from '../reports/plan';
import { submitFields } from './after-practice';
import { loadPractice, REVIEW_SLUG, type LearnerContext } from './load-practice';

/** Today's plan links to practices of this room; their saved attempts tick the plan's items. */
describe("today's plan's practices", () => {
  const now = Date.parse('2026-01-15T10:00:00Z');
  const entry = (token: string, dueAt: number): NotebookEntry => ({
    token,
    kind: 'word',
    mode: 'english',
    misses: 2,
    streak: 0,
    addedAt: now - 86_400_000,
    lastSeenAt: now - 86_400_000,
    dueAt,
  });

  it('links to a review session of the notebook whose attempt ticks the review item', async () => {
    const slug = PLAN_ROUTES.review.replace(/^\/lesson\//, '');
    expect(slug).toBe(REVIEW_SLUG);
    const learner: LearnerContext = {
      history: () => Promise.resolve({}),
      unlocked: [],
      notebook: [entry('jade', now - 1000)],
      settings: DEFAULT_NOTEBOOK_SETTINGS,
      seed: 1,
    };
    const practice = await loadPractice(slug, learner);
    expect(practice?.family).toBe('review');
    expect(practice?.lesson.text).toContain('jade');
    const saved = submitFields(practice ?? undefined, slug);
    expect(saved).toEqual({ kind: 'practice', practiceId: REVIEW_PRACTICE_ID });
    const plan = todayPlan({
      nextLessonSlug: undefined,
      courseSlugs: new Set(),
      hasReview: true,
      todayAttempts: [{ lessonSlug: null, practiceId: null, ...saved, stars: 1 }],
    });
    expect(plan.items.find((item) => item.id === 'review')?.done).toBe(true);
  });

  it('links the warm-up to the practice of my keys, saved as an adaptive lesson', async () => {
    const slug = PLAN_ROUTES.warmup.replace(/^\/lesson\//, '');
    const practice = await loadPractice(slug, {
      history: () => Promise.resolve({}),
      unlocked: [],
      notebook: [],
      settings: DEFAULT_NOTEBOOK_SETTINGS,
      seed: 1,
    });
    expect(practice?.family).toBe('adaptive');
    const saved = submitFields(practice ?? undefined, slug);
    expect(saved).toEqual({ kind: 'lesson', lessonSlug: 'adaptive-my-keys' });
    const plan = todayPlan({
      nextLessonSlug: undefined,
      courseSlugs: new Set(),
      hasReview: false,
      todayAttempts: [{ lessonSlug: null, practiceId: null, ...saved, stars: 1 }],
    });
    expect(plan.items.find((item) => item.id === 'warmup')?.done).toBe(true);
  });
});
