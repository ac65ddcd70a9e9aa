import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWrapper, parseWrapperMessage, WrapperConnection } from './native-bridge-protocol';
import { useSessionStore } from './session-store';
import { detectBridgeTransport, nativeBridge, setNativeBridge, type BridgeTransport } from './native-bridge';

/** A transport that keeps what the page sent and lets the test deliver the wrapper's text. */
function fakeTransport(kind: BridgeTransport['kind'] = 'android') {
  const sent: { type: string; payload: Record<string, unknown>; version: number }[] = [];
  let deliver: (text: unknown) => void = () => undefined;
  const transport: BridgeTransport = {
    kind,
    send: (text) => sent.push(JSON.parse(text) as (typeof sent)[number]),
    listen: (receive) => {
      deliver = receive;
    },
  };
  const wrapper = (type: string, payload: Record<string, unknown> = {}, version = 1) =>
    deliver(JSON.stringify({ type, payload, version }));
  return { transport, sent, wrapper, raw: (text: unknown) => deliver(text) };
}

afterEach(() => setNativeBridge(null));

describe('the wrapper message protocol', () => {
  it('reads JSON text or objects of {type, payload, version} and names what is wrong with anything else', () => {
    expect(parseWrapperMessage('{"type":"back","version":1}')).toEqual({
      type: 'back',
      payload: {},
      version: 1,
    });
    expect(parseWrapperMessage({ type: 'back', payload: { a: 1 }, version: 1 })).toMatchObject({
      payload: { a: 1 },
    });
    expect(parseWrapperMessage('{nope')).toEqual({ error: 'malformed' });
    expect(parseWrapperMessage('[1]')).toEqual({ error: 'malformed' });
    expect(parseWrapperMessage({ type: '', version: 1 })).toEqual({ error: 'malformed' });
    expect(parseWrapperMessage({ type: 'back' })).toEqual({ error: 'malformed', type: 'back' });
    expect(parseWrapperMessage({ type: 'back', version: 2 })).toEqual({
      error: 'unsupported-version',
      type: 'back',
    });
    expect(parseWrapperMessage({ type: 'back', version: 1, payload: 'x' })).toEqual({
      error: 'malformed',
      type: 'back',
    });
  });

  it('says ready, waits for init, and then the app reads the wrapper token, device id, channel and client type', async () => {
    const { transport, sent, wrapper } = fakeTransport();
    const connecting = connectWrapper(transport, 5000);
    expect(sent[0]).toMatchObject({ type: 'ready', version: 1, payload: { protocol: 1 } });
    wrapper('init', {
      accessToken: 'token-1',
      deviceId: 'device-0001',
      channel: 'edu-tablet',
      clientType: 'mobile',
    });
    await connecting;
    expect(nativeBridge()?.getAccessToken?.()).toBe('token-1');
    expect(nativeBridge()?.getDeviceId?.()).toBe('device-0001');
    expect(nativeBridge()?.channel).toBe('edu-tablet');
    expect(nativeBridge()?.clientType).toBe('mobile');
    wrapper('token', { accessToken: 'token-2' });
    expect(nativeBridge()?.getAccessToken?.()).toBe('token-2');
    expect(useSessionStore.getState().signedIn).toBe(true);
    wrapper('token', { accessToken: null });
    expect(nativeBridge()?.getAccessToken?.()).toBeNull();
    expect(useSessionStore.getState().signedIn).toBe(false);
  });

  it('goes on without init when the wrapper never answers', async () => {
    vi.useFakeTimers();
    const { transport } = fakeTransport('desktop');
    const connecting = connectWrapper(transport, 1500);
    await vi.advanceTimersByTimeAsync(1500);
    const connection = await connecting;
    vi.useRealTimers();
    expect(connection.state).toMatchObject({ accessToken: null, clientType: 'desktop' });
  });

  it('tells the wrapper of sign-out and binding codes, and answers what it cannot take with an error', () => {
    const { transport, sent, wrapper, raw } = fakeTransport();
    const connection = new WrapperConnection(transport);
    const bridge = connection.bridge();
    bridge.onSignOut?.();
    bridge.onBindingCode?.('code-123');
    raw('garbage');
    wrapper('teleport');
    wrapper('token', { accessToken: 7 });
    expect(sent.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'signedOut', payload: {} },
      { type: 'binding', payload: { code: 'code-123' } },
      { type: 'error', payload: { reason: 'malformed' } },
      { type: 'error', payload: { reason: 'unknown-type', type: 'teleport' } },
      { type: 'error', payload: { reason: 'bad-payload', type: 'token' } },
    ]);
  });

  it('takes the back button to the handler the app set', () => {
    const { transport, wrapper } = fakeTransport();
    const connection = new WrapperConnection(transport);
    const back = vi.fn();
    connection.onBack(back);
    wrapper('back');
    expect(back).toHaveBeenCalledOnce();
  });

  it('sells through the wrapper on Apple platforms and resolves each purchase with its own answer', async () => {
    const { transport, sent, wrapper } = fakeTransport('ios');
    const connection = new WrapperConnection(transport);
    expect(connection.purchasesThroughWrapper()).toBe(false);
    wrapper('init', { platform: 'ios' });
    expect(connection.purchasesThroughWrapper()).toBe(true);
    const first = connection.purchase('card-monthly');
    const second = connection.purchase('card-annual');
    const [one, two] = sent.filter((message) => message.type === 'purchase');
    expect(one?.payload).toMatchObject({ productId: 'card-monthly' });
    wrapper('purchaseResult', { requestId: two?.payload.requestId, status: 'cancelled' });
    wrapper('purchaseResult', { requestId: one?.payload.requestId, status: 'paid', orderId: 'order-9' });
    await expect(first).resolves.toMatchObject({ status: 'paid', orderId: 'order-9' });
    await expect(second).resolves.toMatchObject({ status: 'cancelled' });
    wrapper('purchaseResult', { requestId: one?.payload.requestId, status: 'paid' });
    expect(sent.at(-1)).toMatchObject({ type: 'error', payload: { reason: 'bad-payload' } });
  });
});

describe('finding the wrapper', () => {
  it('finds Android, desktop and iOS shapes, and none in a plain browser or a frame', () => {
    const page = (extra: Record<string, unknown>) => {
      const scope = { ...extra } as Record<string, unknown>;
      scope.top = scope;
      return scope as unknown as Window;
    };
    expect(detectBridgeTransport(page({}))).toBeNull();
    expect(detectBridgeTransport(page({ KeyQuestAndroid: { postMessage() {} } }))?.kind).toBe('android');
    expect(detectBridgeTransport(page({ KeyQuestDesktop: { postMessage() {} } }))?.kind).toBe('desktop');
    const ios = page({
      webkit: { messageHandlers: { keyquest: { postMessage: () => Promise.reject(new Error('x')) } } },
    });
    const transport = detectBridgeTransport(ios);
    expect(transport?.kind).toBe('ios');
    expect(() => transport?.send('{}')).not.toThrow();
    const framed = { KeyQuestAndroid: { postMessage() {} }, top: {} } as unknown as Window;
    expect(detectBridgeTransport(framed)).toBeNull();
  });
});
