import type { ClientType } from '../../contracts';

/**
 * The page's side of the native wrapper (docs/BRIDGE.md): one versioned JSON message protocol both ways,
 * `{ type, payload, version }`, over the transport the wrapper offers (Android: an object injected with
 * `addWebMessageListener`; iOS: `webkit.messageHandlers.keyquest`; a desktop wrapper: an injected object of the
 * Android shape). The rest of the app reads the wrapper through `nativeBridge()`: in a plain browser there is
 * none, tokens live in cookies and the device id in local storage.
 */
export interface NativeBridge {
  /** The wrapper's access token, when it keeps the session itself. */
  getAccessToken?(): string | null;
  /** The wrapper's own device id. */
  getDeviceId?(): string | null;
  clientType?: ClientType;
  /** The distribution channel the wrapper was built for (a low-power one runs the app lite). */
  channel?: string;
  /** Told when the learner signs out, so the wrapper forgets its session too. */
  onSignOut?(): void;
  /** Told when a QR login in binding mode yields its code. */
  onBindingCode?(code: string): void;
}

declare global {
  interface Window {
    /** Set by a wrapper before the app loads (the older, synchronous way; the message protocol is preferred). */
    KeyQuestNative?: NativeBridge;
  }
}

let installed: NativeBridge | null = null;

/** Installs a bridge by hand (the message protocol installs its own; a wrapper may set window.KeyQuestNative). */
export function setNativeBridge(bridge: NativeBridge | null): void {
  installed = bridge;
}

/** The native wrapper's bridge, or null in a plain browser. */
export function nativeBridge(): NativeBridge | null {
  return installed ?? (typeof window !== 'undefined' ? (window.KeyQuestNative ?? null) : null);
}

/** Whether the app runs inside the native wrapper (navigation changes there: spec 2.3). */
export function isNativeWrapper(): boolean {
  return nativeBridge() !== null;
}

/** The protocol version this page speaks (docs/BRIDGE.md). A message of another version is refused. */
export const BRIDGE_VERSION = 1;

/** A message either way: JSON text of `{ type, payload, version }`. */
export interface BridgeMessage<Type extends string = string, Payload = Record<string, unknown>> {
  type: Type;
  payload: Payload;
  version: number;
}

/** How the page talks to the wrapper: send JSON text, and be told of the wrapper's JSON text. */
export interface BridgeTransport {
  kind: 'android' | 'ios' | 'desktop';
  send(text: string): void;
  listen(receive: (text: unknown) => void): void;
}

/** The object Android's `addWebMessageListener` (and a desktop wrapper's preload) injects into the page. */
interface InjectedPort {
  postMessage(message: string): void;
  addEventListener?(type: 'message', listener: (event: { data: unknown }) => void): void;
  onmessage?: ((event: { data: unknown }) => void) | null;
}

interface WebkitWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): unknown } | undefined> };
  KeyQuestAndroid?: InjectedPort;
  KeyQuestDesktop?: InjectedPort;
  /** Defined by the page for wrappers that call into it (iOS: `evaluateJavaScript("KeyQuestBridge.receive(…)")`). */
  KeyQuestBridge?: { receive(text: unknown): void };
}

function portTransport(kind: 'android' | 'desktop', port: InjectedPort, page: WebkitWindow): BridgeTransport {
  return {
    kind,
    send: (text) => port.postMessage(text),
    listen(receive) {
      const onEvent = (event: { data: unknown }) => receive(event.data);
      if (typeof port.addEventListener === 'function') port.addEventListener('message', onEvent);
      else port.onmessage = onEvent;
      page.KeyQuestBridge = { receive };
    },
  };
}

/**
 * The wrapper's transport, when the page runs inside one (only the top frame talks to it): Android's injected
 * `KeyQuestAndroid`, a desktop wrapper's `KeyQuestDesktop`, or iOS's `webkit.messageHandlers.keyquest`.
 */
export function detectBridgeTransport(page: Window = window): BridgeTransport | null {
  if (typeof page === 'undefined' || page.top !== page) return null;
  const scope = page as unknown as WebkitWindow;
  if (typeof scope.KeyQuestAndroid?.postMessage === 'function')
    return portTransport('android', scope.KeyQuestAndroid, scope);
  if (typeof scope.KeyQuestDesktop?.postMessage === 'function')
    return portTransport('desktop', scope.KeyQuestDesktop, scope);
  const handler = scope.webkit?.messageHandlers?.keyquest;
  if (handler && typeof handler.postMessage === 'function') {
    return {
      kind: 'ios',
      // With WKScriptMessageHandlerWithReply, postMessage answers a promise; the page never waits on it.
      send: (text) => void Promise.resolve(handler.postMessage(text)).catch(() => undefined),
      listen(receive) {
        scope.KeyQuestBridge = { receive };
      },
    };
  }
  return null;
}
