import type { AttemptAnalysis, Keystroke } from '../../engine';
import type { AttemptKind, CharacterType, Edition, SubmitAttemptResult } from '../../contracts';
import type { Executor } from '../db/database';
import type { AttemptRow } from './attempt-store';

/**
 * What a saved attempt tells the resources that react to it (economy pays it, the leaderboards rank it), inside
 * the transaction that stored it: its stored row, the figures the server recomputed and what a reaction needs
 * that the row does not keep.
 */
export interface AttemptSaved {
  row: AttemptRow;
  kind: AttemptKind;
  characterType: CharacterType;
  /** The lesson's stars before this attempt (new stars pay crystals). */
  previousStars: number;
  /** The game round the server started for a game attempt (economy/rounds.ts). */
  roundId: string | undefined;
  edition: Edition;
  text: string;
  keystrokes: readonly Keystroke[];
  analysis: AttemptAnalysis;
  /** Server time. */
  now: Date;
}

/** What a reaction adds to the attempt's answer: what it earned, how the boards judged it. */
export type AttemptOutcome = Partial<Pick<SubmitAttemptResult, 'reward' | 'ranking'>>;

/**
 * A resource's reaction to a saved attempt, run in the attempt's transaction (a failure rolls the attempt back).
 * The attempt never imports its listeners: the app hands them over in ServerContext.attemptSaved (app.ts), so
 * economy and leaderboard depend on attempt and not the other way round.
 */
export type AttemptSavedListener = (tx: Executor, saved: AttemptSaved) => Promise<AttemptOutcome>;

/** Tells every listener, in order, and gathers what they add to the answer. */
export async function publishAttemptSaved(
  tx: Executor,
  listeners: readonly AttemptSavedListener[],
  saved: AttemptSaved,
): Promise<AttemptOutcome> {
  const outcome: AttemptOutcome = {};
  for (const listener of listeners) Object.assign(outcome, await listener(tx, saved));
  return outcome;
}
