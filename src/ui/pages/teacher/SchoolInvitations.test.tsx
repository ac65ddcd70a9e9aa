import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SchoolInvitations } from './SchoolInvitations';

afterEach(() => vi.restoreAllMocks());

describe("a teacher's invitations from schools", () => {
  it('asks before the teacher works for a school, and sends the answer the teacher chose', async () => {
    let waiting = [{ schoolId: 7, schoolName: 'Hillside Primary' }];
    vi.spyOn(api, 'schoolInvitations').mockImplementation(async () => ({ invitations: waiting }));
    const answer = vi.spyOn(api, 'answerSchoolInvitation').mockImplementation(async () => {
      waiting = [];
      return { invitations: [] };
    });
    renderWithProviders(<SchoolInvitations characterId={3} />);
    const section = await screen.findByRole('region', { name: 'Invitations from schools' });
    expect(section.textContent).toContain('Hillside Primary would like you to teach classes there');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ characterId: 3, schoolId: 7, accept: false }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations from schools' })).toBeNull(),
    );
  });

  it('shows nothing when no school has asked', async () => {
    const asked = vi.spyOn(api, 'schoolInvitations').mockResolvedValue({ invitations: [] });
    const { container } = renderWithProviders(<SchoolInvitations characterId={3} />);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
