/** Where the word list a teacher or parent pasted waits for its session (this tab only). */
export const PASTED_WORDS_STORAGE = 'keyquest.pastedWords';

export function storePastedWords(words: readonly string[]): void {
  sessionStorage.setItem(PASTED_WORDS_STORAGE, JSON.stringify(words));
}

/** Where the theme a teacher or parent typed ("dinosaurs") waits for its session (this tab only). */
export const THEME_STORAGE = 'keyquest.practiceTheme';

export function storeTheme(theme: string): void {
  sessionStorage.setItem(THEME_STORAGE, theme);
}

export function readTheme(): string | undefined {
  try {
    return sessionStorage.getItem(THEME_STORAGE)?.trim() || undefined;
  } catch {
    return undefined;
  }
}
