/**
 * What the learning-efficacy bench supports, for the promise on the landing page and the plan (docs/EVIDENCE.md
 * says where each figure comes from and why the old promise went). Simulated learners, not real children: the
 * texts say so. Update these with a new run of the bench (BENCHMARKS.md, "Learning efficacy").
 */
export const PROMISE_EVIDENCE = {
  /** Simulated learners the figures are read from (see docs/EVIDENCE.md for which populations). */
  learners: 1000,
  /** The practice day the shares are read on. */
  day: 30,
  /** Share of them who typed 25 WPM at 95 % accuracy on a test of unseen text by `day`, two days in a row. */
  typed25: 0.666,
  /** Share of them who typed 15 WPM at 95 % accuracy with the keyboard covered by `day`, two days in a row. */
  covered15: 0.672,
} as const;
