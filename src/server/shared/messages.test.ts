import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../test/harness';
import { ManualClock } from './clock';
import { Outbox, WebhookSender, maskAddress, messageSenderFor } from './messages';

describe('sending codes', () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let status = 200;
  let url = '';
  const relay = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(status).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

  const message = {
    via: 'email' as const,
    to: 'ann@example.com',
    subject: 'Code',
    text: 'Your code is 1234',
    code: '1234',
  };

  it('the webhook provider posts the message as JSON with its token', async () => {
    await new WebhookSender(url, 'relay-token').send(message);
    expect(received.at(-1)).toEqual({
      headers: expect.objectContaining({
        authorization: 'Bearer relay-token',
        'content-type': 'application/json',
      }),
      body: { via: 'email', to: 'ann@example.com', subject: 'Code', text: 'Your code is 1234' },
    });
  });

  it('the webhook provider fails when the relay does', async () => {
    status = 503;
    await expect(new WebhookSender(url, undefined).send(message)).rejects.toThrow('503');
    status = 200;
  });

  it('email and SMS each go to their own provider; without one, to the outbox and the log', async () => {
    const logged: string[] = [];
    const outbox = new Outbox(new ManualClock(), { info: (_object, text) => logged.push(text) });
    const sender = messageSenderFor(testEnv({ MAIL_PROVIDER: 'webhook', MAIL_WEBHOOK_URL: url }), outbox);
    const before = received.length;
    await sender.send(message);
    await sender.send({ ...message, via: 'phone', to: '+60123456789' });
    expect(received.length).toBe(before + 1);
    expect(outbox.list().map((sent) => sent.to)).toEqual(['+60123456789']);
    expect(logged[0]).toContain('Your code is 1234');
  });

  it('the outbox never writes an address in full to the log', async () => {
    const logged: object[] = [];
    const outbox = new Outbox(new ManualClock(), { info: (object) => logged.push(object) });
    await outbox.send(message);
    await outbox.send({ ...message, via: 'phone', to: '+8613812345612' });
    expect(logged).toEqual([
      { via: 'email', to: 'a***@e***.com', code: '1234' },
      { via: 'phone', to: '+861********12', code: '1234' },
    ]);
    expect(JSON.stringify(logged)).not.toContain('ann@');
    expect(JSON.stringify(logged)).not.toContain('3812345');
    // The tests' in-memory copy keeps the address, to be found by it.
    expect(outbox.list('ann@example.com')).toHaveLength(1);
  });

  it('masks every shape of address', () => {
    expect(maskAddress('ann@example.com')).toBe('a***@e***.com');
    expect(maskAddress('x@localhost')).toBe('x***@l***');
    expect(maskAddress('+60123456789')).toBe('+601******89');
    expect(maskAddress('12345')).toBe('1234*');
  });
});
