import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Currency, GameItem, GameRound, PaidGame, Wallet } from '../../contracts';
import { api } from '../api/endpoints';
import { randomId } from '../api/random-id';
import { useSessionStore } from '../api/session-store';

/** Query keys of the economy, rooted at the character: a saved attempt's refetch of the character refreshes them. */
export const economyKeys = {
  all: (characterId: number) => ['character', characterId, 'economy'] as const,
  wallet: (characterId: number) => [...economyKeys.all(characterId), 'wallet'] as const,
  ledger: (characterId: number, currency: Currency | 'all') =>
    [...economyKeys.all(characterId), 'ledger', currency] as const,
  toolbox: (characterId: number) => [...economyKeys.all(characterId), 'toolbox'] as const,
  lottery: (characterId: number) => [...economyKeys.all(characterId), 'lottery'] as const,
};

/** Whether a query key is some character's toolbox (discount cards are the account's: every role shows them). */
export function isToolboxKey(queryKey: readonly unknown[]): boolean {
  const shape = economyKeys.toolbox(Number(queryKey[1]));
  return queryKey.length === shape.length && shape.every((part, index) => part === queryKey[index]);
}

/** The signed-in learner's current character, or null (nobody signed in: no balances, games play unpaid). */
export function useEconomyCharacter(): number | null {
  return useSessionStore((state) => (state.signedIn ? state.characterId : null));
}

/** GET /economy/wallet: points, crystals and today's figures. */
export const walletQuery = (characterId: number) =>
  queryOptions({ queryKey: economyKeys.wallet(characterId), queryFn: () => api.wallet({ characterId }) });

/** GET /economy/ledger: the newest entries of one currency (or all). */
export const ledgerQuery = (characterId: number, currency: Currency | 'all') =>
  queryOptions({
    queryKey: economyKeys.ledger(characterId, currency),
    queryFn: () => api.ledger({ characterId, limit: 50, ...(currency === 'all' ? {} : { currency }) }),
  });

/** GET /economy/toolbox: items and discount cards. */
export const toolboxQuery = (characterId: number) =>
  queryOptions({ queryKey: economyKeys.toolbox(characterId), queryFn: () => api.toolbox({ characterId }) });

/** GET /economy/lottery: the prizes with their odds. */
export const lotteryQuery = (characterId: number) =>
  queryOptions({ queryKey: economyKeys.lottery(characterId), queryFn: () => api.lottery({ characterId }) });

/** After a change: the new wallet where it is known, and every economy read of the character refetched. */
export async function economyChanged(queryClient: QueryClient, characterId: number, wallet?: Wallet) {
  if (wallet) queryClient.setQueryData(economyKeys.wallet(characterId), wallet);
  await queryClient.invalidateQueries({ queryKey: economyKeys.all(characterId) });
}

/** A new key for an action the server must do once (a round start, a draw), reused if it is retried. */
export const newActionKey = randomId;

/**
 * POST /economy/round/start: pays a round (and spends the chosen items). Errors are the API's. The wallet is the
 * answer's at once; the game does not wait for the other economy reads to come again.
 */
export async function startPaidRound(
  queryClient: QueryClient,
  characterId: number,
  gameId: PaidGame,
  items: readonly GameItem[],
): Promise<GameRound> {
  const round = await api.startRound({ characterId, gameId, roundKey: newActionKey(), items: [...items] });
  void economyChanged(queryClient, characterId, round.wallet);
  return round;
}

/** POST /economy/lottery/draw: one draw, its key made once; the wallet is the answer's at once. */
export function useDrawLottery(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: () => api.drawLottery({ characterId, drawKey: newActionKey() }),
    onSuccess: (result) => economyChanged(queryClient, characterId, result.wallet),
  });
}

/** POST /economy/card/redeem: a discount card's code, the card added to the toolbox. */
export function useRedeemDiscountCode(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (code: string) => api.redeemDiscountCode({ characterId, code }),
    onSuccess: () => economyChanged(queryClient, characterId),
  });
}

/** The toolbox seen: what was new becomes "ready to use", and the wallet's count of new things is read again. */
export function useToolboxSeen(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Not marked now (offline): marked on a later visit, nothing to say.
    meta: { handlesError: true },
    mutationFn: () => api.toolboxSeen({ characterId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: economyKeys.wallet(characterId) }),
  });
}
