import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  BEARER_PROTOCOL_PREFIX,
  REALTIME_CHANNELS,
  REALTIME_CLOSE,
  REALTIME_PROTOCOL,
  type ServerMessage,
} from '../../contracts';
import { call, signInAsGuest, suiteServer } from '../test/harness';

// The realtime part of the API over a real socket (the app listening on a port, the `ws` client a browser's
// WebSocket stands for), so the subprotocol handshake is the one browsers make. The session check reads the
// database; one database kind is enough for a socket's rules.
const server = suiteServer('pglite');
let base = '';

beforeAll(async () => {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});
afterAll(async () => {
  await server.app.close();
});

type Hello = ServerMessage<'hello'>;

/** A socket of a channel with its messages as they come, and the close code once closed. */
async function connect(path: string, token: string | null) {
  const protocols = token ? [REALTIME_PROTOCOL, `${BEARER_PROTOCOL_PREFIX}${token}`] : [REALTIME_PROTOCOL];
  const socket = new WebSocket(`${base}/api${path}`, protocols);
  const received: Hello[] = [];
  const waiting: ((message: Hello) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Hello;
    const next = waiting.shift();
    if (next) next(message);
    else received.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  const next = () =>
    new Promise<Hello>((resolve) => {
      const ready = received.shift();
      if (ready) resolve(ready);
      else waiting.push(resolve);
    });
  return { socket, next, closed };
}

describe('the realtime channels', () => {
  it('signs a socket in with the access token of the HTTP calls and answers a ping with the user', async () => {
    const guest = await signInAsGuest(server.app);
    const { socket, next } = await connect(REALTIME_CHANNELS.hello.path, guest.accessToken);
    // Only the contract's protocol is accepted: the token offered beside it is never echoed back.
    expect(socket.protocol).toBe(REALTIME_PROTOCOL);
    expect(await next()).toEqual({ type: 'welcome', userId: guest.user.uid });
    socket.send(JSON.stringify({ type: 'ping', id: 'p-1' }));
    expect(await next()).toEqual({ type: 'pong', id: 'p-1', userId: guest.user.uid });
    socket.close();
  });

  it('refuses a socket without a valid token with the catalogue error and the unauthorized close code', async () => {
    for (const token of [null, 'not-a-token']) {
      const { next, closed } = await connect(REALTIME_CHANNELS.hello.path, token);
      expect(await next()).toMatchObject({ type: 'error', statusCode: 401, errorCode: 'UNAUTHORIZED' });
      expect(await closed).toBe(REALTIME_CLOSE.unauthorized);
    }
  });

  it('answers a message outside the contract with PARAMETER_ERROR and keeps the socket open', async () => {
    const guest = await signInAsGuest(server.app);
    const { socket, next } = await connect(REALTIME_CHANNELS.hello.path, guest.accessToken);
    await next(); // welcome
    socket.send('not json');
    expect(await next()).toMatchObject({ type: 'error', statusCode: 400, errorCode: 'PARAMETER_ERROR' });
    socket.send(JSON.stringify({ type: 'ping' }));
    const missingId = await next();
    expect(missingId).toMatchObject({ type: 'error', errorCode: 'PARAMETER_ERROR' });
    expect(missingId.type === 'error' && missingId.details?.fields?.map((field) => field.path)).toEqual([
      'id',
    ]);
    socket.send(JSON.stringify({ type: 'dance', id: 'd-1' }));
    expect(await next()).toMatchObject({ type: 'error', errorCode: 'PARAMETER_ERROR', replyTo: 'd-1' });
    socket.send(JSON.stringify({ type: 'ping', id: 'nul\u0000' }));
    expect(await next()).toMatchObject({ type: 'error', errorCode: 'PARAMETER_ERROR' });
    socket.send(JSON.stringify({ type: 'ping', id: 'p-2' }));
    expect(await next()).toMatchObject({ type: 'pong', id: 'p-2' });
    socket.close();
  });

  it('closes an open socket whose session has ended, at its next message after a minute', async () => {
    const guest = await signInAsGuest(server.app);
    const { socket, next, closed } = await connect(REALTIME_CHANNELS.hello.path, guest.accessToken);
    await next(); // welcome
    const out = await call(server.app, 'POST', '/user/auth/logout', {
      token: guest.accessToken,
      payload: { refreshToken: guest.refreshToken },
    });
    expect(out.status).toBe(200);
    server.clock.advance(60_000);
    socket.send(JSON.stringify({ type: 'ping', id: 'p-3' }));
    expect(await next()).toMatchObject({ type: 'error', errorCode: 'UNAUTHORIZED' });
    expect(await closed).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('does not open a socket on a path that is no channel', async () => {
    const guest = await signInAsGuest(server.app);
    await expect(connect('/realtime/nothing', guest.accessToken)).rejects.toThrow(/404/);
  });
});
