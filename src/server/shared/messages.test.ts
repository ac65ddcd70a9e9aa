import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../test/harness';
import { ManualClock } from './clock';
import { Outbox, WebhookSender, messageSenderFor } from './messages';

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
});
