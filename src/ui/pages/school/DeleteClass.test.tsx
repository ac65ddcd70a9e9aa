import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE } from '../../../contracts';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DeleteClass } from './DeleteClass';

afterEach(() => vi.restoreAllMocks());

describe('deleting a class (the shared ConfirmDeleteForm)', () => {
  it('sends the acknowledgement and the password given, and shows the refusal in words', async () => {
    const remove = vi
      .spyOn(api, 'deleteSchoolClass')
      .mockRejectedValueOnce(new ApiError(400, 'refused', 'WRONG_PASSWORD'))
      .mockResolvedValueOnce({ deleted: true });
    renderWithProviders(<DeleteClass characterId={4} groupId={9} name="Class 3B" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the class and its data' }));
    const form = screen.getByRole('form', { name: 'Class 3B' });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the class' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith({
        characterId: 4,
        groupId: 9,
        acknowledge: true,
        password: 'wrong1',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_CATALOGUE.WRONG_PASSWORD.message);
    // Without a password (an account that has none), the field is left out.
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: '' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(remove).toHaveBeenLastCalledWith({
        characterId: 4,
        groupId: 9,
        acknowledge: true,
        password: undefined,
      }),
    );
  });
});
