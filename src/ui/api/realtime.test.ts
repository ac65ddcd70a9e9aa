import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEARER_PROTOCOL_PREFIX,
  REALTIME_CLOSE,
  REALTIME_PROTOCOL,
  type ServerMessage,
} from '../../contracts';
import { openChannel, type RealtimeConfig } from './realtime';
import { useSessionStore } from './session-store';
import { clearTokens, storeTokens } from './tokens';

/** A WebSocket the test drives: what the helper sent, and the server's side as calls. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }
  send(frame: string) {
    this.sent.push(frame);
  }
  close(code: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const config: RealtimeConfig = {
  WebSocket: FakeSocket as unknown as RealtimeConfig['WebSocket'],
  origin: () => 'https://keyquest.test',
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeSocket.made = [];
  storeTokens({ accessToken: 'token-1', expireTime: Date.now() + 15 * 60_000 });
});
afterEach(() => {
  clearTokens();
  useSessionStore.setState({ signedIn: false } as never);
  vi.restoreAllMocks();
});

describe('openChannel', () => {
  it('connects to the channel signed in with the access token, and speaks its contract both ways', async () => {
    const received: ServerMessage<'hello'>[] = [];
    const channel = openChannel('hello', { onMessage: (message) => received.push(message) }, config);
    await flush();
    const [socket] = FakeSocket.made;
    expect(socket?.url).toBe('wss://keyquest.test/api/realtime/hello');
    expect(socket?.protocols).toEqual([REALTIME_PROTOCOL, `${BEARER_PROTOCOL_PREFIX}token-1`]);
    // Sent before the socket is open: held until it opens.
    channel.send({ type: 'ping', id: 'p-1' });
    expect(socket?.sent).toEqual([]);
    socket?.open();
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'ping', id: 'p-1' })]);
    socket?.receive({ type: 'pong', id: 'p-1', userId: 7 });
    socket?.receive({
      type: 'error',
      statusCode: 400,
      message: 'Parameter Error',
      errorCode: 'PARAMETER_ERROR',
    });
    // Outside the contract: dropped with a warning, never handed to the page.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket?.receive({ type: 'pong', id: 'p-1' });
    expect(received).toEqual([
      { type: 'pong', id: 'p-1', userId: 7 },
      { type: 'error', statusCode: 400, message: 'Parameter Error', errorCode: 'PARAMETER_ERROR' },
    ]);
    // A message outside the contract is a bug of the page: it throws and is never sent.
    expect(() => channel.send({ type: 'ping', id: '' })).toThrow();
    channel.close();
    expect(socket?.closedWith).toBe(1000);
  });

  it('refreshes the token once when the server refuses it, and reports a second refusal', async () => {
    const closes: number[] = [];
    const client = await import('./client');
    const refresh = vi.spyOn(client, 'refreshSession').mockImplementation(async () => {
      storeTokens({ accessToken: 'token-2', expireTime: Date.now() + 15 * 60_000 });
      return 'refreshed';
    });
    useSessionStore.setState({ signedIn: true } as never);
    openChannel('hello', { onMessage: () => {}, onClose: (code) => closes.push(code) }, config);
    await flush();
    FakeSocket.made[0]?.serverCloses(REALTIME_CLOSE.unauthorized);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.made[1]?.protocols).toContain(`${BEARER_PROTOCOL_PREFIX}token-2`);
    FakeSocket.made[1]?.serverCloses(REALTIME_CLOSE.unauthorized);
    expect(closes).toEqual([REALTIME_CLOSE.unauthorized]);
  });
});
