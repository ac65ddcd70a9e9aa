import { queryOptions } from '@tanstack/react-query';
import type { LeaderboardBoard, LeaderboardScope, LeaderboardWindow } from '../../contracts';
import { api } from '../api/endpoints';

/** What a board is: which ranking, among whom, over how many days. */
export interface BoardChoice {
  board: LeaderboardBoard;
  scope: LeaderboardScope;
  groupId?: number | undefined;
  window: LeaderboardWindow;
}

/** Query keys of the leaderboards, rooted at the character: a saved attempt's refetch refreshes them. */
export const leaderboardKeys = {
  all: (characterId: number) => ['character', characterId, 'leaderboard'] as const,
  board: (characterId: number, choice: BoardChoice) =>
    [
      ...leaderboardKeys.all(characterId),
      choice.board,
      choice.scope,
      choice.groupId ?? 0,
      choice.window,
    ] as const,
};

/** GET /leaderboard: one board as the character sees it. */
export const leaderboardQuery = (characterId: number, choice: BoardChoice) =>
  queryOptions({
    queryKey: leaderboardKeys.board(characterId, choice),
    queryFn: () =>
      api.leaderboard({
        characterId,
        board: choice.board,
        scope: choice.scope,
        window: choice.window,
        ...(choice.groupId ? { groupId: choice.groupId } : {}),
      }),
  });
