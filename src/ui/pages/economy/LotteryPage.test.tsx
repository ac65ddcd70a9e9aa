import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOTTERY_PRIZES, type DrawResult, type Lottery, type Wallet } from '../../../contracts';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { useSessionStore } from '../../api/session-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import LotteryPage from './LotteryPage';

const wallet: Wallet = {
  characterId: 1,
  points: 0,
  crystals: 7,
  day: '2026-01-15',
  pointsToday: 0,
  dailyPointsCap: 200,
  drawsToday: 0,
  drawsPerDay: 3,
  drawCost: 5,
  gameCost: 50,
  emptyDraws: 0,
  pity: 4,
  items: { 'extra-life': 0, 'slow-down': 0, hint: 0 },
};
const prizes: Lottery['prizes'] = LOTTERY_PRIZES.map((prize) => ({
  id: prize.id,
  kind: prize.kind,
  item: prize.kind === 'item' ? prize.item : null,
  percent: prize.kind === 'discount' ? prize.percent : null,
  odds: prize.weight / 1000,
}));
const lottery: Lottery = { prizes, wallet };
const hint = prizes.find((prize) => prize.id === 'hint')!;

describe('LotteryPage', () => {
  beforeEach(() => {
    useSessionStore.setState({ signedIn: true, characterId: 1 });
    vi.spyOn(api, 'wallet').mockResolvedValue(wallet);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useSessionStore.setState({ signedIn: false, characterId: null });
  });

  it('draws once on a double press, keeps the prize on screen, and turns the button off when crystals are short', async () => {
    const after = { ...wallet, crystals: 2, drawsToday: 1 };
    vi.spyOn(api, 'lottery')
      .mockResolvedValueOnce(lottery)
      .mockResolvedValue({ ...lottery, wallet: after });
    let answer: (result: DrawResult) => void = () => undefined;
    // The first draw waits for its answer; a second request would be refused: fewer crystals than a draw.
    const drawLottery = vi.spyOn(api, 'drawLottery').mockImplementation(() =>
      drawLottery.mock.calls.length === 1
        ? new Promise<DrawResult>((resolve) => {
            answer = resolve;
          })
        : Promise.reject(
            new ApiError(
              409,
              'Sorry, your energy crystals are fewer than the amount per draw',
              'CRYSTALS_INSUFFICIENT',
            ),
          ),
    );
    renderWithProviders(<LotteryPage />);
    const button = await screen.findByTestId('lottery-draw');
    // Two clicks in the same moment, before React re-renders (issue 28).
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(drawLottery).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawLottery).toHaveBeenCalledTimes(1);
    answer({ prize: hint, guaranteed: false, item: null, card: null, wallet: after });

    const result = await screen.findByTestId('lottery-result');
    await waitFor(() => expect(result).toHaveTextContent('You won: Hint! It is in your toolbox.'));
    expect(result).not.toHaveTextContent('fewer than the amount per draw');
    // 2 crystals left, 5 a draw: the button is off and says why.
    await waitFor(() => expect(screen.getByTestId('lottery-draw')).toBeDisabled());
    expect(screen.getByTestId('lottery-short')).toHaveTextContent('You have 2 crystals: a draw needs 5.');
    expect(screen.getByTestId('lottery-draw')).toHaveAttribute('aria-describedby', 'draw-short');
    fireEvent.click(screen.getByTestId('lottery-draw'));
    expect(drawLottery).toHaveBeenCalledTimes(1);
  });
});
