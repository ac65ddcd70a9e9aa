import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Group } from '../../../contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GroupInvite } from './GroupInvite';

const group: Group = {
  groupId: 4,
  name: 'Class 3A',
  memberCount: 0,
  joinCode: 'BD7J56',
  joinCodeEnabled: true,
  joinCodeExpiresAt: '2099-01-01T00:00:00.000Z',
  schoolName: null,
  keyboardLayout: null,
  createdAt: '2026-11-26T00:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe("a class's invitation", () => {
  it('shows the code on the whole screen for the board, with where to type it, and closes', async () => {
    renderWithProviders(<GroupInvite characterId={3} groupId={4} group={group} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show on the board' }));
    const board = await screen.findByRole('dialog', { name: 'Class 3A' });
    expect(board.textContent).toContain('BD7J56');
    expect(board.textContent).toContain(`Open ${window.location.host}/join and type this code`);
    fireEvent.click(within(board).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Class 3A' })).toBeNull());
  });

  it('says the link was copied, and copies the join link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<GroupInvite characterId={3} groupId={4} group={group} />);
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join/BD7J56`);
  });
});
