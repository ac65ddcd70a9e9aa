import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RoundSavedLine } from './RoundSavedLine';

const reward = { points: 5, crystals: 0, pointsCapped: 0, roundPaid: true };

describe('RoundSavedLine', () => {
  it('says on the result card why the boards left a round out, in words', () => {
    renderWithProviders(
      <RoundSavedLine saved="account" reward={reward} ranking={{ counts: false, reason: 'timing' }} />,
    );
    const line = screen.getByTestId('round-ranking');
    expect(line).toHaveAttribute('data-counts', 'false');
    expect(line).toHaveTextContent(
      'It does not count on the leaderboards: The keys came faster than hands can type, so we could not check it.',
    );
  });

  it('says why a round the server never started (a ?play= link) earns no points', () => {
    renderWithProviders(
      <RoundSavedLine
        saved="account"
        reward={{ ...reward, points: 0, roundPaid: false }}
        ranking={{ counts: true, reason: null }}
      />,
    );
    expect(screen.getByTestId('attempt-reward')).toHaveTextContent(
      'This round was not paid for when it started (it was opened by a direct link, or without a connection), so it earns no points.',
    );
  });

  it('says a round counts, and says nothing of the boards for a round kept on the device', () => {
    const { unmount } = renderWithProviders(
      <RoundSavedLine saved="account" reward={reward} ranking={{ counts: true, reason: null }} />,
    );
    expect(screen.getByTestId('round-ranking')).toHaveTextContent('It counts on the leaderboards.');
    unmount();
    renderWithProviders(<RoundSavedLine saved="device" reward={null} ranking={null} />);
    expect(screen.queryByTestId('round-ranking')).toBeNull();
  });
});
