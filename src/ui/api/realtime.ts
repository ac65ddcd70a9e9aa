import {
  API_BASE,
  BEARER_PROTOCOL_PREFIX,
  REALTIME_CHANNELS,
  REALTIME_CLOSE,
  REALTIME_PROTOCOL,
  RealtimeErrorSchema,
  type ClientMessage,
  type RealtimeChannelName,
  type ServerMessage,
} from '../../contracts';
import { refreshSession } from './client';
import { nativeBridge } from './native-bridge';
import { useSessionStore } from './session-store';
import { accessToken, accessTokenIsStale } from './tokens';

/** A channel as the app holds it: typed sends, and close. */
export interface ChannelHandle<Name extends RealtimeChannelName> {
  /** Sends a message of the contract (checked against it first: a message outside it is a bug, and throws). */
  send(message: ClientMessage<Name>): void;
  close(): void;
}

export interface ChannelListeners<Name extends RealtimeChannelName> {
  /** Each message the server sends, checked against the contract (an error is `type: 'error'`). */
  onMessage(message: ServerMessage<Name>): void;
  /** The socket closed by itself (not through `close()`), with its close code. */
  onClose?(code: number): void;
}

/** What the helper needs from its surroundings; tests replace it. */
export interface RealtimeConfig {
  WebSocket: new (url: string, protocols: string[]) => WebSocket;
  /** The page's origin, `https://host`. */
  origin(): string;
}

const defaultConfig = (): RealtimeConfig => ({
  WebSocket: globalThis.WebSocket,
  origin: () => window.location.origin,
});

/** A fresh access token, refreshed through the cookie when this page has none or it is about to expire. */
async function freshToken(force: boolean): Promise<string | null> {
  const signedIn = useSessionStore.getState().signedIn;
  if (signedIn && (force || accessTokenIsStale()) && !nativeBridge()?.getAccessToken) await refreshSession();
  return accessToken();
}

/**
 * Opens a channel of the realtime contract (contracts/realtime.ts), signed in with the session's access token
 * (the `bearer.` subprotocol beside REALTIME_PROTOCOL). Messages both ways are checked against the channel's
 * schemas. When the server refuses the token (REALTIME_CLOSE.unauthorized: it expired, or the socket outlived
 * it) the helper refreshes the session once and connects again; a second refusal reaches `onClose`. Dropped
 * connections are the caller's to retry: what a reconnect means (a race rejoined or lost) is the channel's rule.
 */
export function openChannel<Name extends RealtimeChannelName>(
  name: Name,
  listeners: ChannelListeners<Name>,
  config: RealtimeConfig = defaultConfig(),
): ChannelHandle<Name> {
  const channel = REALTIME_CHANNELS[name];
  const incoming = channel.server.or(RealtimeErrorSchema);
  const url = `${config.origin().replace(/^http/, 'ws')}${API_BASE}${channel.path}`;
  let socket: WebSocket | null = null;
  let closedByApp = false;
  const pending: string[] = [];

  const connect = async (retried: boolean) => {
    const token = await freshToken(retried);
    if (closedByApp) return;
    const protocols = token ? [REALTIME_PROTOCOL, `${BEARER_PROTOCOL_PREFIX}${token}`] : [REALTIME_PROTOCOL];
    const opened = new config.WebSocket(url, protocols);
    socket = opened;
    opened.onopen = () => {
      for (const frame of pending.splice(0)) opened.send(frame);
    };
    opened.onmessage = (event: MessageEvent) => {
      let value: unknown;
      try {
        value = JSON.parse(String(event.data));
      } catch {
        value = undefined;
      }
      const parsed = incoming.safeParse(value);
      // A refused token is told by the close code too, and handled there (refreshed once, else onClose).
      if (parsed.success && !(parsed.data.type === 'error' && parsed.data.errorCode === 'UNAUTHORIZED')) {
        listeners.onMessage(parsed.data as ServerMessage<Name>);
      } else if (!parsed.success) {
        console.warn(`A message of the ${name} channel does not match its contract`, value);
      }
    };
    opened.onclose = (event: CloseEvent) => {
      if (closedByApp) return;
      if (event.code === REALTIME_CLOSE.unauthorized && !retried) void connect(true);
      else listeners.onClose?.(event.code);
    };
  };
  void connect(false);

  return {
    send(message) {
      const frame = JSON.stringify(channel.client.parse(message));
      if (socket?.readyState === 1) socket.send(frame);
      else pending.push(frame);
    },
    close() {
      closedByApp = true;
      socket?.close(1000);
    },
  };
}
