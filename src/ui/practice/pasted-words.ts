/** Where the word list a teacher or parent pasted waits for its session (this tab only). */
export const PASTED_WORDS_STORAGE = 'keyquest.pastedWords';

export function storePastedWords(words: readonly string[]): void {
  sessionStorage.setItem(PASTED_WORDS_STORAGE, JSON.stringify(words));
}
