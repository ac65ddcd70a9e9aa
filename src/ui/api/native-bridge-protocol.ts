import { CLIENT_TYPES, type ClientType } from '../../contracts/constants';
import {
  BRIDGE_VERSION,
  setNativeBridge,
  type BridgeMessage,
  type BridgeTransport,
  type NativeBridge,
} from './native-bridge';
import { useSessionStore } from './session-store';
import { accessToken } from './tokens';

/**
 * The message protocol of docs/BRIDGE.md, loaded only when the page runs inside a wrapper (main.tsx), so a
 * plain browser never downloads it. Messages are JSON text `{ type, payload, version }` both ways; anything
 * else is answered with an `error` message and otherwise ignored: a wrapper can never break the page.
 */

/** Platforms a wrapper may announce; Apple ones take purchases through the wrapper (spec 6). */
export const WRAPPER_PLATFORMS = ['android', 'ios', 'macos', 'windows', 'linux'] as const;
export type WrapperPlatform = (typeof WRAPPER_PLATFORMS)[number];

export type PurchaseStatus = 'paid' | 'cancelled' | 'failed';
export interface PurchaseResult {
  requestId: string;
  status: PurchaseStatus;
  orderId?: string;
}

/** What the wrapper told the page so far. */
export interface WrapperState {
  accessToken: string | null;
  deviceId: string | null;
  clientType: ClientType;
  channel: string | undefined;
  platform: WrapperPlatform | undefined;
}

type Payload = Record<string, unknown>;
type ErrorReason = 'malformed' | 'unknown-type' | 'unsupported-version' | 'bad-payload';

const text = (value: unknown, max = 4096): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** Turns what the wrapper sent into a message, or the reason it is not one. */
export function parseWrapperMessage(raw: unknown): BridgeMessage | { error: ErrorReason; type?: string } {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { error: 'malformed' };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'malformed' };
  const message = value as Partial<BridgeMessage>;
  if (typeof message.type !== 'string' || message.type.length === 0 || message.type.length > 64)
    return { error: 'malformed' };
  if (!Number.isInteger(message.version)) return { error: 'malformed', type: message.type };
  if (message.version !== BRIDGE_VERSION) return { error: 'unsupported-version', type: message.type };
  const payload = message.payload ?? {};
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return { error: 'malformed', type: message.type };
  return { type: message.type, payload: payload as Payload, version: message.version };
}

/** The connection to one wrapper: its state, the handlers the app registers, and what the page sends. */
export class WrapperConnection {
  readonly state: WrapperState = {
    accessToken: null,
    deviceId: null,
    clientType: 'mobile',
    channel: undefined,
    platform: undefined,
  };
  private backHandler: (() => void) | null = null;
  private readonly purchases = new Map<string, (result: PurchaseResult) => void>();
  private readonly initWaiters: (() => void)[] = [];
  private initialised = false;

  constructor(private readonly transport: BridgeTransport) {
    if (transport.kind === 'desktop') this.state.clientType = 'desktop';
    transport.listen((raw) => this.receive(raw));
  }

  /** The facade the rest of the app reads (src/ui/api/native-bridge.ts). */
  bridge(): NativeBridge {
    const { state } = this;
    return {
      getAccessToken: () => state.accessToken,
      getDeviceId: () => state.deviceId,
      get clientType() {
        return state.clientType;
      },
      get channel() {
        return state.channel;
      },
      onSignOut: () => this.send('signedOut', {}),
      onBindingCode: (code) => this.send('binding', { code }),
    };
  }

  send(type: string, payload: Payload): void {
    const message: BridgeMessage = { type, payload, version: BRIDGE_VERSION };
    try {
      this.transport.send(JSON.stringify(message));
    } catch {
      // A wrapper that went away: the page goes on as in a browser.
    }
  }

  /** Resolves when the wrapper's `init` arrived, or after `timeoutMs` (a wrapper that never answers). */
  waitForInit(timeoutMs: number): Promise<void> {
    if (this.initialised) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.initWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The wrapper's back button: the app sends the learner to the learning home (spec 2.2). */
  onBack(handler: (() => void) | null): void {
    this.backHandler = handler;
  }

  /** Whether purchases go through the wrapper (Apple platforms: spec 6, purchases on Apple devices). */
  purchasesThroughWrapper(): boolean {
    return this.state.platform === 'ios' || this.state.platform === 'macos';
  }

  /**
   * Asks the wrapper to sell a product with the platform's in-app purchase; resolves with its answer. The
   * `appAccountToken` (the order's payment token) goes with the store purchase, so the store's notification to
   * the server names the order it pays.
   */
  purchase(productId: string, appAccountToken?: string): Promise<PurchaseResult> {
    const requestId = `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    return new Promise((resolve) => {
      this.purchases.set(requestId, resolve);
      this.send('purchase', { requestId, productId, ...(appAccountToken ? { appAccountToken } : {}) });
    });
  }

  receive(raw: unknown): void {
    const message = parseWrapperMessage(raw);
    if ('error' in message) {
      this.send('error', { reason: message.error, ...(message.type ? { type: message.type } : {}) });
      return;
    }
    const handled = this.handle(message.type, message.payload);
    if (handled !== true) this.send('error', { reason: handled, type: message.type });
  }

  private handle(type: string, payload: Payload): true | ErrorReason {
    switch (type) {
      case 'init': {
        this.setToken(payload.accessToken);
        this.state.deviceId = text(payload.deviceId, 128) ?? this.state.deviceId;
        const clientType = payload.clientType;
        if ((CLIENT_TYPES as readonly unknown[]).includes(clientType) && clientType !== 'web')
          this.state.clientType = clientType as ClientType;
        this.state.channel = text(payload.channel, 64) ?? this.state.channel;
        const platform = payload.platform;
        if ((WRAPPER_PLATFORMS as readonly unknown[]).includes(platform))
          this.state.platform = platform as WrapperPlatform;
        this.initialised = true;
        for (const waiter of this.initWaiters.splice(0)) waiter();
        return true;
      }
      case 'token':
        if (payload.accessToken !== null && text(payload.accessToken) === null) return 'bad-payload';
        this.setToken(payload.accessToken);
        return true;
      case 'back':
        if (this.backHandler) this.backHandler();
        else window.location.assign('/chapter/');
        return true;
      case 'purchaseResult': {
        const requestId = text(payload.requestId, 128);
        const status = payload.status;
        if (!requestId || (status !== 'paid' && status !== 'cancelled' && status !== 'failed'))
          return 'bad-payload';
        const resolve = this.purchases.get(requestId);
        if (!resolve) return 'bad-payload';
        this.purchases.delete(requestId);
        const orderId = text(payload.orderId, 128);
        resolve({ requestId, status, ...(orderId ? { orderId } : {}) });
        return true;
      }
      default:
        return 'unknown-type';
    }
  }

  private setToken(value: unknown): void {
    this.state.accessToken = text(value);
    // The session store may have been made before the wrapper's token arrived: signed in follows the token
    // (the wrapper's), else a session the page signed in to itself (its stored user and refresh cookie).
    if (installedConnection === this) {
      useSessionStore.setState({
        signedIn: accessToken() !== null || useSessionStore.getState().user !== null,
      });
    }
  }
}

let connection: WrapperConnection | null = null;
let installedConnection: WrapperConnection | null = null;

/** The connection to the wrapper, when the page runs inside one. */
export function wrapperConnection(): WrapperConnection | null {
  return connection;
}

/**
 * Connects to the wrapper: installs the bridge the app reads, says `ready` (with the protocol version and the
 * path) and waits for the wrapper's `init` (its token, device id, channel, platform) up to `timeoutMs`, so the
 * first render and the first API call already see them.
 */
export async function connectWrapper(
  transport: BridgeTransport,
  timeoutMs = 1500,
): Promise<WrapperConnection> {
  connection = new WrapperConnection(transport);
  installedConnection = connection;
  setNativeBridge(connection.bridge());
  connection.send('ready', {
    protocol: BRIDGE_VERSION,
    path: window.location.pathname,
    accepts: ['init', 'token', 'back', 'purchaseResult'],
  });
  await connection.waitForInit(timeoutMs);
  return connection;
}
