import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { AdaptiveTools } from './AdaptiveTools';
import { readTheme } from './pasted-words';

describe('AdaptiveTools', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts a session on any theme a teacher or parent types', () => {
    renderWithProviders(<AdaptiveTools />, { path: '/chapter/', route: '/chapter/' });
    fireEvent.change(screen.getByLabelText(/type any theme/), { target: { value: '  dinosaurs ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Practise this theme' }));
    expect(readTheme()).toBe('dinosaurs');
    // The router left the course map for the session (/lesson/adaptive-theme).
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('refuses a theme the passage writer cannot take, saying why', () => {
    renderWithProviders(<AdaptiveTools />, { path: '/chapter/', route: '/chapter/' });
    const field = screen.getByTestId('practice-theme');
    fireEvent.change(field, { target: { value: 'space!!' } });
    fireEvent.click(screen.getByTestId('practice-theme-start'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please type a theme of up to 40 letters, digits, spaces or hyphens',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(readTheme()).toBeUndefined();
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});
