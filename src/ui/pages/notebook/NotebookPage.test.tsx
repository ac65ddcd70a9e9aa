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

  it('names the characters missed in pinyin and Chinese typing, and reviews them as pinyin', () => {
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
    expect(screen.getByTestId('notebook-review').textContent).toBe('Review 1 word due');
    expect(screen.getByTestId('notebook-review').getAttribute('href')).toBe(
      '/chapter/pinyin/notebook-review-pinyin',
    );
    fireEvent.change(filter, { target: { value: 'chinese' } });
    expect(screen.getByTestId('notebook-review').getAttribute('href')).toBe(
      '/chapter/pinyin/notebook-review-chinese',
    );
  });

  it('adds a word of the learner’s own for a chosen mode, refusing what that mode cannot type', async () => {
    renderWithProviders(<NotebookPage />);
    const form = screen.getByTestId('notebook-add');
    fireEvent.change(within(form).getByLabelText('Practice'), { target: { value: 'numpad' } });
    fireEvent.change(within(form).getByLabelText('Word'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to the notebook' }));
    expect((await screen.findByTestId('notebook-add-error')).textContent).toBe(
      'Please enter one word of at most 30 characters that this practice can type',
    );
    expect(screen.getAllByTestId('notebook-entry')).toHaveLength(3);

    fireEvent.change(within(form).getByLabelText('Practice'), { target: { value: 'english' } });
    fireEvent.change(within(form).getByLabelText('Word'), { target: { value: ' giraffe ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to the notebook' }));
    expect((await screen.findByTestId('notebook-added')).textContent).toBe('giraffe is in your notebook');
    expect(screen.queryByTestId('notebook-add-error')).toBeNull();
    const row = screen.getAllByTestId('notebook-entry').find((r) => r.dataset.token === 'giraffe')!;
    expect(within(row).getByText('English words')).toBeTruthy();
    expect(within(row).getByText('Due now')).toBeTruthy();
    expect((within(form).getByLabelText('Word') as HTMLInputElement).value).toBe('');
  });

  it('starts a word again from no correct answers in a row', async () => {
    usePracticeStore
      .getState()
      .setNotebook('device', [{ ...entry('zebra', 'english', 2, Date.now() + 86_400_000), streak: 2 }]);
    renderWithProviders(<NotebookPage />);
    const row = screen.getByTestId('notebook-entry');
    expect(within(row).getByTestId('notebook-streak').textContent).toBe('2');
    expect(within(row).queryByText('Due now')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start again: zebra, from 0 right in a row' }));
    const after = screen.getByTestId('notebook-entry');
    expect(within(after).getByTestId('notebook-streak').textContent).toBe('0');
    expect(await within(after).findByText('Due now')).toBeTruthy();
    expect(usePracticeStore.getState().notebooks.device?.[0]).toMatchObject({ token: 'zebra', streak: 0 });
    expect(
      (screen.getByRole('button', { name: 'Start again: zebra, from 0 right in a row' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('says so when the notebook is empty', () => {
    usePracticeStore.getState().reset();
    renderWithProviders(<NotebookPage />);
    expect(screen.getByTestId('notebook-empty')).toBeTruthy();
  });
});
