import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFocus } from './RouteFocus';

function Header() {
  return (
    <header>
      <Link to="/blog">Blog</Link>
      <Link to="/lesson">Lesson</Link>
    </header>
  );
}

function Lesson() {
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => start.current?.focus(), []);
  return (
    <main>
      <h1>F and J</h1>
      <button ref={start}>Start</button>
    </main>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteFocus />
      <Header />
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>Home</h1>
            </main>
          }
        />
        <Route
          path="/blog"
          element={
            <main>
              <h1>Blog</h1>
            </main>
          }
        />
        <Route path="/lesson" element={<Lesson />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('focus after an in-app navigation', () => {
  afterEach(cleanup);

  it('leaves the first page alone, then moves to the new page heading', async () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blog' })).toHaveFocus());
  });

  it('keeps the focus a page chose inside its content', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Lesson' }));

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
  });
});
