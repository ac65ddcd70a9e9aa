import type { QueryClient } from '@tanstack/react-query';
import type { RoundState } from '../../../contracts';
import { api } from '../../api/endpoints';
import { economyChanged } from '../../queries/economy';

/**
 * A paid round between its charge (the game chosen) and its beginning (Enter pressed on the game's title), kept on
 * the device so that a round never begun is given back whatever the learner does meanwhile (docs/ECONOMY.md):
 * leaving the game center, choosing another game, or the page going away (`pagehide`, with a request that
 * outlives the page) give it back at once; a reload or a crash gives it back on the next visit; and the server
 * gives back any round not begun within ROUND_BEGIN_MINUTES by itself.
 */
const STORAGE_KEY = 'keyquest.waitingRound';

export interface WaitingRound {
  characterId: number;
  roundId: string;
}

function read(): WaitingRound | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as WaitingRound | null;
    return value && typeof value.roundId === 'string' && typeof value.characterId === 'number' ? value : null;
  } catch {
    return null;
  }
}

function write(round: WaitingRound | null): void {
  try {
    if (round) localStorage.setItem(STORAGE_KEY, JSON.stringify(round));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the server's own sweep still gives the round back.
  }
}

/** The round just charged waits for the learner to begin it. */
export function rememberWaitingRound(round: WaitingRound): void {
  write(round);
}

/** The round began: nothing to give back. Answers what the server says became of it. */
export async function beginWaitingRound(
  queryClient: QueryClient,
  round: WaitingRound,
): Promise<RoundState['state']> {
  const answer = await api.beginRound(round);
  if (read()?.roundId === round.roundId) write(null);
  if (answer.state === 'refunded') await economyChanged(queryClient, round.characterId, answer.wallet);
  return answer.state;
}

/**
 * Gives back the round still waiting, if any: `exiting` when the page is going away (the request outlives it, the
 * answer is not awaited by anyone). The device forgets the round once the server answered.
 */
export async function leaveWaitingRound(queryClient: QueryClient | null, exiting = false): Promise<void> {
  const round = read();
  if (round) await giveBackRound(queryClient, round, exiting);
}

/**
 * Gives back this round (the one waiting, or one paid for a choice the learner has since replaced, which the device
 * never kept); the device forgets it if it kept it. Done once the server answered (the next round may need the
 * points given back); the economy reads come again meanwhile.
 */
export async function giveBackRound(
  queryClient: QueryClient | null,
  round: WaitingRound,
  exiting = false,
): Promise<void> {
  try {
    const answer = await api.leaveRound(round, exiting ? { keepalive: true } : {});
    if (read()?.roundId === round.roundId) write(null);
    if (queryClient) void economyChanged(queryClient, round.characterId, answer.wallet);
  } catch (error) {
    // No answer (offline): kept for the next visit. A refusal (another account signed in): nothing to give back.
    const status = (error as { statusCode?: number }).statusCode ?? 600;
    if (status >= 400 && status < 500 && read()?.roundId === round.roundId) write(null);
  }
}
