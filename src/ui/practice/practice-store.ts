import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_NOTEBOOK_SETTINGS,
  validateNotebookSettings,
  type Notebook,
  type NotebookSettings,
} from '../../engine';
import type { ErrorCode } from '../../contracts/errors';

/** Whose practice data: the current character's id, or 'device' before anyone signs in. */
export type LearnerKey = string;

export function learnerKey(characterId: number | null | undefined): LearnerKey {
  return characterId === null || characterId === undefined ? 'device' : `character-${characterId}`;
}

export interface PracticeState {
  /** Each learner's error-word notebook. */
  notebooks: Record<LearnerKey, Notebook>;
  /** Each learner's notebook settings (word loop count, correct answers to clear a word). */
  settings: Record<LearnerKey, NotebookSettings>;
  /** Keys each learner has unlocked in the adaptive practice: the list only ever grows (no re-locking). */
  unlocked: Record<LearnerKey, readonly string[]>;
  /** Vocabulary dictation: the meaning is shown and the word hidden. */
  dictation: boolean;
  /** Vocabulary: say each word with the browser's speech synthesis. */
  speak: boolean;
  setVocabularyOptions: (options: { dictation?: boolean; speak?: boolean }) => void;
  setNotebook: (learner: LearnerKey, notebook: Notebook) => void;
  /** Saves settings if valid; returns the error code that refused them otherwise. */
  saveSettings: (learner: LearnerKey, settings: NotebookSettings) => ErrorCode | null;
  /** Records the keys of an adaptive plan: keys already unlocked stay unlocked. */
  keepUnlocked: (learner: LearnerKey, keys: readonly string[]) => void;
  reset: () => void;
}

/**
 * The practice modes' data kept on this device (localStorage), per character: the error-word notebook, its
 * settings, and the adaptive practice's unlocked keys. The per-key history itself comes from the server when
 * signed in (GET /progress/keys) or from the device's progress store.
 */
export const usePracticeStore = create<PracticeState>()(
  persist(
    (set) => ({
      notebooks: {},
      settings: {},
      unlocked: {},
      dictation: false,
      speak: true,
      setVocabularyOptions: (options) => set(options),
      setNotebook: (learner, notebook) =>
        set((state) => ({ notebooks: { ...state.notebooks, [learner]: notebook } })),
      saveSettings: (learner, settings) => {
        const problem = validateNotebookSettings(settings);
        if (problem) return problem;
        set((state) => ({ settings: { ...state.settings, [learner]: settings } }));
        return null;
      },
      keepUnlocked: (learner, keys) =>
        set((state) => {
          const before = state.unlocked[learner] ?? [];
          const added = keys.filter((key) => !before.includes(key));
          return added.length === 0
            ? state
            : { unlocked: { ...state.unlocked, [learner]: [...before, ...added] } };
        }),
      reset: () => set({ notebooks: {}, settings: {}, unlocked: {} }),
    }),
    {
      name: 'keyquest.practice',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        notebooks: state.notebooks,
        settings: state.settings,
        unlocked: state.unlocked,
        dictation: state.dictation,
        speak: state.speak,
      }),
    },
  ),
);

const NO_ENTRIES: Notebook = [];

export function notebookOf(state: PracticeState, learner: LearnerKey): Notebook {
  return state.notebooks[learner] ?? NO_ENTRIES;
}

export function settingsOf(state: PracticeState, learner: LearnerKey): NotebookSettings {
  return state.settings[learner] ?? DEFAULT_NOTEBOOK_SETTINGS;
}
