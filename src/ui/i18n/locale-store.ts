import { create } from 'zustand';
import { isLocaleCode, type LocaleCode } from '../../contracts/locales';
import { isNativeWrapper } from '../api/native-bridge';
import { currentEdition } from '../api/page-edition';

const STORAGE_KEY = 'locale';

/** The stored locale, used only when it is one of the five codes (spec section 5). */
export function readStoredLocale(): LocaleCode | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocaleCode(stored) ? stored : null;
  } catch (error) {
    console.warn('Could not read the stored locale', error);
    return null;
  }
}

/**
 * The locale before the learner picks one (spec sections 4 and 9): ENG in the app wrapper; in the browser CHS
 * for the China-region edition and ENG for the global one (the spec's browser default is the Chinese product's).
 */
export function startingLocale(edition: 'cn' | 'global', nativeApp: boolean): LocaleCode {
  if (nativeApp) return 'ENG';
  return edition === 'cn' ? 'CHS' : 'ENG';
}

function storeLocale(code: LocaleCode) {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch (error) {
    console.warn('Could not store the locale', error);
  }
}

interface LocaleState {
  locale: LocaleCode;
  setLocale: (code: LocaleCode) => void;
}

/** The interface language. Setting it saves it in local storage; the provider loads its messages. */
export const useLocaleStore = create<LocaleState>((set) => ({
  locale: readStoredLocale() ?? startingLocale(currentEdition(), isNativeWrapper()),
  setLocale: (code) => {
    storeLocale(code);
    set({ locale: code });
  },
}));
