import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../api/session-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AttemptSaveStatus } from './AttemptSaveStatus';
import { usePendingAttempts, type QueuedAttempt } from '../../results/pending';

const attempt = (overrides: Partial<QueuedAttempt>) =>
  ({ idempotencyKey: 'key-12345678', characterId: 3, tries: 0, ...overrides }) as QueuedAttempt;

afterEach(() => {
  usePendingAttempts.setState({ attempts: [], accepted: {}, recent: [] });
  useSessionStore.setState({ signedIn: false, user: null, characterId: null });
});

describe('where a finished result is', () => {
  const state = () => screen.getByTestId('attempt-save-status').getAttribute('data-state');

  it('on the device before sign-in; saving, waiting, then saved for a signed-in learner', () => {
    renderWithProviders(<AttemptSaveStatus attemptKey="key-12345678" />);
    expect(state()).toBe('device');
    act(() => {
      useSessionStore.setState({ signedIn: true, characterId: 3 });
      usePendingAttempts.setState({ attempts: [attempt({})] });
    });
    expect(state()).toBe('saving');
    act(() => usePendingAttempts.setState({ attempts: [attempt({ tries: 1 })] }));
    expect(state()).toBe('waiting');
    act(() => usePendingAttempts.setState({ attempts: [], accepted: { 'key-12345678': true } }));
    expect(state()).toBe('saved');
    expect(screen.getByTestId('attempt-save-status')).toHaveTextContent('Saved to your account.');
  });

  it('tells a teacher that only students keep results', () => {
    useSessionStore.setState({ signedIn: true, characterId: 3 });
    usePendingAttempts.setState({
      attempts: [attempt({ tries: 1, rejected: { errorCode: 'CANNOT_START_LEARNING', at: 1 } })],
    });
    renderWithProviders(<AttemptSaveStatus attemptKey="key-12345678" />);
    expect(state()).toBe('teacher');
    expect(screen.getByRole('link', { name: 'My roles' })).toHaveAttribute('href', '/character');
  });
});
