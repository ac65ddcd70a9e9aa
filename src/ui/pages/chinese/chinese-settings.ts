import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ToneMode } from '../../../engine';

/** The learner's settings for pinyin and Chinese typing, kept on this device. */
export interface ChineseSettings {
  /** Pinyin: tones typed as a digit after each syllable ('digits'), or not at all ('none', the default). */
  toneMode: ToneMode;
  /** Pinyin above the characters (pinyin drills; a help in Chinese typing). */
  showPinyin: boolean;
  /** Chinese typing: full-width and half-width punctuation count as the same mark (，and ,). */
  eitherPunctuationWidth: boolean;
  set: (change: Partial<Omit<ChineseSettings, 'set'>>) => void;
}

export const useChineseSettings = create<ChineseSettings>()(
  persist(
    (set) => ({
      toneMode: 'none',
      showPinyin: true,
      eitherPunctuationWidth: true,
      set: (change) => set(change),
    }),
    {
      name: 'keyquest.chinese-settings',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ toneMode, showPinyin, eitherPunctuationWidth }) => ({
        toneMode,
        showPinyin,
        eitherPunctuationWidth,
      }),
    },
  ),
);
