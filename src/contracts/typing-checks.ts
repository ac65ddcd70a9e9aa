/**
 * The typing checks (issue 35; docs/EVIDENCE.md): a test on unseen text with the keyboard shown (the learner's
 * normal test), the same test with the keyboard covered (no on-screen keyboard or hands, the learner asked not to
 * look), and a retention test after a week away. Each is a practice attempt saved with its own practiceId, like
 * any other; the report shows the latest of each and the plan offers them. No zod here: the lesson page and the
 * plan import it.
 */
export const TYPING_CHECK_KINDS = ['typing', 'covered', 'retention'] as const;
export type TypingCheckKind = (typeof TYPING_CHECK_KINDS)[number];
/** Each check's practiceId, which is also its lesson page's slug (/lesson/typing-check-covered). */
export const TYPING_CHECKS: Readonly<Record<TypingCheckKind, string>> = {
  typing: 'typing-check',
  covered: 'typing-check-covered',
  retention: 'typing-check-retention',
};

/** The check a practiceId is, if any. */
export function typingCheckOf(practiceId: string | null | undefined): TypingCheckKind | undefined {
  return TYPING_CHECK_KINDS.find((kind) => TYPING_CHECKS[kind] === practiceId);
}

/** The typing check and the covered one are offered on every this-many-th practice day (7, 14, 21, ...). */
export const TYPING_CHECK_EVERY = 7;
/** The retention test is offered on coming back after at least this many days without practice. */
export const RETENTION_AWAY_DAYS = 7;
/** Characters of a check's text (as the efficacy bench's typed test). */
export const TYPING_CHECK_CHARS = 200;
