import { nativeBridge } from './native-bridge';
import { randomId } from './random-id';

const STORAGE_KEY = 'deviceId';
let remembered: string | null = null;

/**
 * The device id every payload carries: the native wrapper's when it gives one, otherwise generated once and
 * kept in local storage (and in memory when storage is blocked).
 */
export function deviceId(): string {
  const fromWrapper = nativeBridge()?.getDeviceId?.();
  if (fromWrapper) return fromWrapper;
  if (remembered) return remembered;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && /^[\w.:-]{8,128}$/.test(stored)) return (remembered = stored);
  } catch (error) {
    console.warn('Could not read the device id', error);
  }
  remembered = randomId();
  try {
    localStorage.setItem(STORAGE_KEY, remembered);
  } catch (error) {
    console.warn('Could not store the device id', error);
  }
  return remembered;
}

/** Tests: forget the id kept in memory. */
export function forgetDeviceIdForTests(): void {
  remembered = null;
}
