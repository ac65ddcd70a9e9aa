import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotebookEntry } from '../../../engine';
import { usePracticeStore } from '../../practice/practice-store';
import { renderWithProviders } from '../../testing/render-with-providers';
import NotebookPage from './NotebookPage';

const entry = (token: string, mode: string, misses: number, dueAt = 0): NotebookEntry => ({
  token,
  mode,
  kind: 'word',
  misses,
  streak: 0,
  addedAt: 0,
  lastSeenAt: 0,
  dueAt,
});

describe('NotebookPage', () => {
  beforeEach(() => {
    usePracticeStore.getState().reset();
    usePracticeStore
      .getState()
      .setNotebook('device', [
        entry('zebra', 'english', 2),
        entry('console.log', 'code', 1),
        entry('7', 'numpad', 3),
      ]);
  });

  it('lists the missed words, filters them by mode and removes one', () => {
    renderWithProviders(<NotebookPage />);
    expect(screen.getAllByTestId('notebook-entry').map((row) => row.dataset.token)).toEqual([
      '7',
      'zebra',
      'console.log',
    ]);
    fireEvent.change(screen.getByTestId('notebook-filter'), { target: { value: 'code' } });
    const rows = screen.getAllByTestId('notebook-entry');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Code')).toBeTruthy();
    expect(screen.getByTestId('notebook-review').getAttribute('href')).toBe('/lesson/notebook-review-code');

    fireEvent.click(screen.getByRole('button', { name: 'Remove console.log from the notebook' }));
    expect(usePracticeStore.getState().notebooks.device?.map((e) => e.token)).toEqual(['zebra', '7']);
  });

  it('refuses clearing after more correct answers than the word loop count, with the catalogue message', async () => {
    renderWithProviders(<NotebookPage />);
    fireEvent.change(screen.getByTestId('notebook-loop'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('notebook-clear-after'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('notebook-settings-save'));
    expect((await screen.findByTestId('notebook-settings-error')).textContent).toBe(
      'Correct answers to clear a word cannot exceed the word loop count',
    );
    expect(usePracticeStore.getState().settings.device).toBeUndefined();

    fireEvent.change(screen.getByTestId('notebook-clear-after'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('notebook-settings-save'));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(usePracticeStore.getState().settings.device).toEqual({ wordLoopCount: 2, clearAfter: 2 });
  });

  it('names the characters missed in pinyin and Chinese typing, and sends them to their course', () => {
    usePracticeStore
      .getState()
      .setNotebook('device', [
        entry('zebra', 'english', 2),
        entry('鹅', 'pinyin', 1),
        entry('我', 'chinese', 1),
      ]);
    renderWithProviders(<NotebookPage />);
    const filter = screen.getByTestId('notebook-filter');
    expect(within(filter).getByRole('option', { name: 'Pinyin typing' })).toBeTruthy();
    expect(within(filter).getByRole('option', { name: 'Chinese typing' })).toBeTruthy();
    // A review of letters counts only the words typed on letter keys.
    expect(screen.getByTestId('notebook-review').textContent).toBe('Review 1 word due');

    fireEvent.change(filter, { target: { value: 'pinyin' } });
    const rows = screen.getAllByTestId('notebook-entry');
    expect(rows.map((row) => row.dataset.token)).toEqual(['鹅']);
    expect(within(rows[0]!).getByText('Pinyin typing')).toBeTruthy();
    expect(screen.queryByTestId('notebook-review')).toBeNull();
    expect(screen.getByTestId('notebook-course').getAttribute('href')).toBe('/chapter/pinyin');
  });

  it('says so when the notebook is empty', () => {
    usePracticeStore.getState().reset();
    renderWithProviders(<NotebookPage />);
    expect(screen.getByTestId('notebook-empty')).toBeTruthy();
  });
});
