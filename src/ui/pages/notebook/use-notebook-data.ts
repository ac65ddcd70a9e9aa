import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type MessageDescriptor } from 'react-intl';
import {
  ERROR_CATALOGUE,
  errorMessageId,
  isNotebookMode,
  ownWordKind,
  type NotebookOwnWordMode,
} from '../../../contracts';
import type { ErrorCode } from '../../../contracts/errors';
import {
  addOwnWord,
  DEFAULT_NOTEBOOK_SETTINGS,
  removeEntry,
  resetEntry,
  validateNotebookSettings,
  type Notebook,
  type NotebookEntry,
  type NotebookSettings,
} from '../../../engine';
import { notebookToken, realWordsNotebook } from '../../../content/notebook-words';
import { describeError, useSessionStore } from '../../api';
import { fromAnswer } from '../../practice/notebook-source';
import { learnerKey, notebookOf, settingsOf, usePracticeStore } from '../../practice/practice-store';
import { notebookQuery, useNotebookChanges } from '../../queries/notebook';

/** What the page shows and changes: the character's notebook on the server, or this device's before sign-in. */
export interface NotebookData {
  learner: string;
  notebook: Notebook;
  settings: NotebookSettings;
  /** False while the server's notebook is loading. */
  ready: boolean;
  /** Why it could not be read, if it could not. */
  problem: unknown;
  remove: (entry: NotebookEntry) => void;
  /** Puts the word's correct answers in a row back to 0. */
  reset: (entry: NotebookEntry) => Promise<void>;
  /** Adds a word of the learner's own; resolves to the refusal as a message, or null. */
  add: (word: { mode: NotebookOwnWordMode; token: string }) => Promise<MessageDescriptor | null>;
  /** Saves the settings; resolves to the refusal as a message, or null. */
  save: (settings: NotebookSettings) => Promise<MessageDescriptor | null>;
}

export const catalogueMessage = (code: ErrorCode): MessageDescriptor => ({
  id: errorMessageId(code),
  defaultMessage: ERROR_CATALOGUE[code].message,
});

/** An entry the server answered, as its calls take it (the server answers only NOTEBOOK_MODES). */
function serverEntry(entry: NotebookEntry) {
  if (!isNotebookMode(entry.mode)) throw new Error(`Not a notebook mode: ${entry.mode}`);
  return { mode: entry.mode, token: entry.token };
}

export function useNotebookData(): NotebookData {
  const characterId = useSessionStore((state) => state.characterId);
  const signedIn = useSessionStore((state) => state.signedIn);
  const remoteId = signedIn ? characterId : null;
  const learner = learnerKey(characterId);
  const stored = usePracticeStore((state) => notebookOf(state, learner));
  // Real words only (content/notebook-words.ts): drills a device filed before the rule are not shown.
  const local = useMemo(() => realWordsNotebook(stored), [stored]);
  const localSettings = usePracticeStore((state) => settingsOf(state, learner));
  const setNotebook = usePracticeStore((state) => state.setNotebook);
  const saveLocal = usePracticeStore((state) => state.saveSettings);
  const server = useQuery({ ...notebookQuery(remoteId ?? 0), enabled: remoteId !== null });
  const { remove, reset, add, save } = useNotebookChanges(remoteId ?? 0);
  if (remoteId === null) {
    return {
      learner,
      notebook: local,
      settings: localSettings,
      ready: true,
      problem: null,
      remove: (entry) => setNotebook(learner, removeEntry(local, entry)),
      reset: (entry) => {
        setNotebook(learner, resetEntry(local, entry, Date.now()));
        return Promise.resolve();
      },
      add: (word) => {
        const token = notebookToken(word.mode, word.token);
        if (token === null) return Promise.resolve(catalogueMessage('NOTEBOOK_WORD_UNKNOWN'));
        const kind = ownWordKind(word.mode, token);
        setNotebook(learner, addOwnWord(local, { mode: word.mode, token, kind }, Date.now()));
        return Promise.resolve(null);
      },
      save: (settings) => {
        const problem = saveLocal(learner, settings);
        return Promise.resolve(problem ? catalogueMessage(problem) : null);
      },
    };
  }
  const data = server.data ? fromAnswer(server.data) : null;
  return {
    learner: `${learner}-server`,
    notebook: data?.notebook ?? [],
    settings: data?.settings ?? DEFAULT_NOTEBOOK_SETTINGS,
    ready: data !== null,
    problem: server.error,
    remove: (entry) => remove.mutate(serverEntry(entry)),
    reset: async (entry) => {
      await reset.mutateAsync(serverEntry(entry));
    },
    add: async (word) => {
      try {
        await add.mutateAsync(word);
        return null;
      } catch (error) {
        return describeError(error);
      }
    },
    save: async (settings) => {
      // The same rule as the server's, checked here first so the answer is instant.
      const problem = validateNotebookSettings(settings);
      if (problem) return catalogueMessage(problem);
      try {
        await save.mutateAsync(settings);
        return null;
      } catch (error) {
        return describeError(error);
      }
    },
  };
}
