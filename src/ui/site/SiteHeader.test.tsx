import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNativeBridge } from '../api/native-bridge';
import { renderWithProviders } from '../testing/render-with-providers';
import { SiteHeader } from './SiteHeader';

afterEach(() => {
  setNativeBridge(null);
  localStorage.removeItem('user');
});

describe('the top bar', () => {
  it('lists the global edition products in its menu, opens with the keyboard and closes on Escape', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    const menuButton = within(nav).getByRole('button', { name: 'Products' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/product/vocabulary-builder');
    expect(links).toContain('/fingering-chart');
    expect(links).not.toContain('/product/pinyin-typing');
    fireEvent.keyDown(menuButton, { key: 'Escape' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers log in to a visitor and continue learning to a signed-in learner', () => {
    const visitor = renderWithProviders(<SiteHeader />, { path: '/blog' });
    expect(screen.getByTestId('login-link')).toHaveAttribute('href', '/login/?redirect=%2Fblog');
    expect(screen.getByTestId('bottom-button')).toHaveAttribute('href', '/login/');
    visitor.unmount();
    localStorage.setItem('user', '{}');
    renderWithProviders(<SiteHeader />);
    expect(screen.getByTestId('continue-learning')).toHaveAttribute('href', '/chapter/');
    expect(screen.getByTestId('bottom-button')).toHaveAttribute('href', '/chapter/');
  });

  it('blurs more as the page scrolls, up to 35 px', () => {
    renderWithProviders(<SiteHeader />);
    const bar = screen.getByTestId('site-header');
    expect(bar).toHaveAttribute('data-blur', '0');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveAttribute('data-blur', '17.5');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveAttribute('data-blur', '35');
  });

  it('inside the native wrapper shows only the logo to the course map and a continue-learning button', () => {
    setNativeBridge({});
    renderWithProviders(<SiteHeader />);
    const bar = screen.getByTestId('site-header');
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chapter/', '/chapter/']);
    expect(within(bar).getByText('Continue learning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Products' })).toBeNull();
  });
});
