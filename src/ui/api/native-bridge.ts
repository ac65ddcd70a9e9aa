import type { ClientType } from '../../contracts';

/**
 * What the native mobile or desktop wrapper may provide. In a plain browser there is none: tokens live in
 * cookies and the device id in local storage.
 */
export interface NativeBridge {
  /** The wrapper's access token, when it keeps the session itself. */
  getAccessToken?(): string | null;
  /** The wrapper's own device id. */
  getDeviceId?(): string | null;
  clientType?: ClientType;
  /** The distribution channel the wrapper was built for (a low-power one plays games in lite mode). */
  channel?: string;
  /** Told when the learner signs out, so the wrapper forgets its session too. */
  onSignOut?(): void;
  /** Told when a QR login in binding mode yields its code. */
  onBindingCode?(code: string): void;
}

declare global {
  interface Window {
    /** Set by the native wrapper before the app loads. */
    KeyQuestNative?: NativeBridge;
  }
}

let installed: NativeBridge | null = null;

/** Installs a bridge by hand (the wrapper may also set window.KeyQuestNative). */
export function setNativeBridge(bridge: NativeBridge | null): void {
  installed = bridge;
}

/** The native wrapper's bridge, or null in a plain browser. */
export function nativeBridge(): NativeBridge | null {
  return installed ?? (typeof window !== 'undefined' ? (window.KeyQuestNative ?? null) : null);
}

/** Whether the app runs inside the native wrapper (navigation changes there). */
export function isNativeWrapper(): boolean {
  return nativeBridge() !== null;
}
