import { create } from 'zustand';

/** A message of the interface: a react-intl descriptor, formatted when shown (so it follows the language). */
export interface ToastMessage {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

export interface Toast {
  key: number;
  kind: 'error' | 'info';
  message: ToastMessage;
}

interface ToastState {
  toasts: Toast[];
  show(kind: Toast['kind'], message: ToastMessage): number;
  dismiss(key: number): void;
}

let nextKey = 1;
/** How long a toast stays (long enough for a young reader). */
export const TOAST_MS = 7000;

/** Short messages shown over the page: failed mutations (spec section 8) and confirmations. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show(kind, message) {
    const key = nextKey++;
    set((state) => ({
      // The same message twice in a row shows once.
      toasts: [
        ...state.toasts.filter((toast) => toast.message.id !== message.id),
        { key, kind, message },
      ].slice(-3),
    }));
    if (typeof window !== 'undefined') {
      window.setTimeout(() => useToastStore.getState().dismiss(key), TOAST_MS);
    }
    return key;
  },
  dismiss(key) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.key !== key) }));
  },
}));

export const showErrorToast = (message: ToastMessage) => useToastStore.getState().show('error', message);
