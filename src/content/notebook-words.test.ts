import { describe, expect, it } from 'vitest';
import type { NotebookEntry } from '../engine';
import { notebookMisses, notebookToken, realWordsNotebook } from './notebook-words';

describe('the words the notebook files', () => {
  it('takes real words of the course lists and texts, never drills, made-up words or one letter', () => {
    for (const drill of ['jjj', 'ffj', 'jkl;', 'jadll', 'jall', 'fjfj', 'a', 'I', ';', ''])
      expect(notebookToken('finger', drill), drill).toBeNull();
    expect(notebookToken('adaptive', 'all')).toBe('all');
    expect(notebookToken('games', 'giraffe')).toBe('giraffe');
    expect(notebookToken('literature', '"said,')).toBe('said');
    expect(notebookToken('english', 'The')).toBe('the');
    // A name of an English story keeps its capital.
    expect(notebookToken('english', 'Mia')).toBe('Mia');
  });

  it('keeps nothing the one safety filter refuses, even a word of the lists', () => {
    expect(notebookToken('english', 'puss')).toBeNull();
    expect(notebookToken('code', 'Shit')).toBeNull();
  });

  it('takes the course’s own tokens for the keypad, code and Chinese', () => {
    expect(notebookToken('numpad', '7')).toBe('7');
    expect(notebookToken('code', 'console.log')).toBe('console.log');
    expect(notebookToken('pinyin', '银行')).toBe('银行');
  });

  it('files each word once per mode, misses added', () => {
    const missed = [
      { word: 'The', misses: 1 },
      { word: 'the', misses: 2 },
      { word: 'jjj', misses: 4 },
    ];
    expect(notebookMisses('custom', missed)).toEqual([{ word: 'the', misses: 3 }]);
  });

  it('drops the older drill entries and merges two spellings of one word', () => {
    const entry = (token: string, mode: string, misses: number, dueAt: number): NotebookEntry => ({
      token,
      kind: 'word',
      mode,
      misses,
      streak: 1,
      addedAt: dueAt,
      lastSeenAt: dueAt,
      dueAt,
    });
    const notebook = [
      entry('jjj', 'finger', 1, 5),
      entry('said,', 'literature', 1, 9),
      entry('said', 'literature', 2, 3),
    ];
    expect(realWordsNotebook(notebook)).toEqual([{ ...entry('said', 'literature', 3, 3), lastSeenAt: 9 }]);
    const clean = [entry('moon', 'games', 1, 1)];
    expect(realWordsNotebook(clean)).toBe(clean);
  });
});
