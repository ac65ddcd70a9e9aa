import { create } from 'zustand';
import { countryByCode, isCountryCode, type CountryCode } from '../../content/site/countries';
import { deviceId } from '../api/device-id';
import { readStoredLocale, useLocaleStore } from '../i18n/locale-store';

const STORAGE_KEY = 'country';

function readStoredCountry(): CountryCode | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isCountryCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

interface CountryState {
  /** null until known: the picker then shows OTHER (spec section 3). */
  country: CountryCode | null;
  /** The learner picked a country: keep it and switch to its language. */
  choose: (code: CountryCode) => void;
}

export const useCountryStore = create<CountryState>((set) => ({
  country: readStoredCountry(),
  choose: (code) => {
    try {
      localStorage.setItem(STORAGE_KEY, code);
    } catch (error) {
      console.warn('Could not store the country', error);
    }
    set({ country: code });
    useLocaleStore.getState().setLocale(countryByCode(code).language);
  },
}));

/**
 * At start (spec section 4): when neither a locale nor a country is stored, asks the server for the visitor's
 * country and takes its language. A plain fetch: the API client and its schemas stay off the public pages.
 */
export async function detectCountry(fetcher: typeof fetch = fetch): Promise<void> {
  if (readStoredLocale() !== null || useCountryStore.getState().country !== null) return;
  try {
    const response = await fetcher(`/api/open/country?deviceId=${encodeURIComponent(deviceId())}`);
    if (!response.ok) return;
    const answer = (await response.json()) as { code?: unknown };
    if (!isCountryCode(answer.code)) return;
    // Set only if the learner has not picked a language meanwhile.
    if (readStoredLocale() === null) useCountryStore.getState().choose(answer.code);
  } catch (error) {
    console.warn('Could not find the country', error);
  }
}
