import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ITEM_GAMES, type GameItem, type PaidGame } from '../../../contracts';
import type { GameBoosts } from '../../../games';
import { isApiError } from '../../api/is-api-error';
import { startPaidRound, useEconomyCharacter } from '../../queries/economy';

/** A round the server started: the id its result carries, its items and what they do in the game. */
export interface PaidRound {
  roundId?: string;
  items?: GameItem[];
  boosts: GameBoosts;
}

export function boostsOf(items: readonly GameItem[]): GameBoosts {
  return {
    extraLife: items.includes('extra-life'),
    slowDown: items.includes('slow-down'),
    hint: items.includes('hint'),
  };
}

/**
 * Starting a game round: a signed-in learner pays 50 points (and the chosen items) on the server first; a
 * refusal (too few points, an item gone) stops the round and says why. Nobody signed in, or no connection: the
 * round plays unpaid (it is saved, but earns no points).
 */
export function usePaidRound() {
  const queryClient = useQueryClient();
  const characterId = useEconomyCharacter();
  const [items, setItems] = useState<GameItem[]>([]);
  const [refusal, setRefusal] = useState<unknown>(null);

  /** `again`: the items of a round given back before it began, charged anew. */
  const startPaid = async (game: PaidGame, again?: readonly GameItem[]): Promise<PaidRound | null> => {
    setRefusal(null);
    if (characterId === null) return { boosts: {} };
    const chosen = (again ?? items).filter((item) => ITEM_GAMES[item].includes(game));
    try {
      const round = await startPaidRound(queryClient, characterId, game, chosen);
      setItems([]);
      return { roundId: round.roundId, items: round.items, boosts: boostsOf(round.items) };
    } catch (error) {
      if (isApiError(error) && error.statusCode !== 600 && error.statusCode < 500) {
        setRefusal(error);
        return null;
      }
      console.warn('The round could not be paid on the server; it plays unpaid', error);
      return { boosts: {} };
    }
  };

  return { characterId, items, setItems, refusal, clearRefusal: () => setRefusal(null), startPaid };
}
