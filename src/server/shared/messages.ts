import type { CodeChannel, OutboxMessage } from '../../contracts';
import type { Env } from '../env';
import type { Clock } from './clock';

/** A message to a person: a verification code by email or SMS. */
export interface OutgoingMessage {
  via: CodeChannel;
  to: string;
  subject: string;
  text: string;
  /** The code it carries, kept by the development outbox so tests can read it. */
  code: string | null;
}

/** Sends messages. Real providers plug in here; the default is the development outbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * An address as the log may show it: enough to tell two apart while reading, never the whole. An e-mail keeps the
 * first letter of the name and of the domain and the domain's ending (`a***@e***.com`); a phone number keeps its
 * first four characters and last two digits (`+601******89`).
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at >= 0) {
    const domain = address.slice(at + 1);
    const dot = domain.lastIndexOf('.');
    const ending = dot > 0 ? domain.slice(dot) : '';
    return `${address.slice(0, 1)}***@${domain.slice(0, 1)}***${ending}`;
  }
  const head = address.slice(0, 4);
  const tail = address.length > 8 ? address.slice(-2) : '';
  return head + address.slice(4, address.length - tail.length).replace(/[^\s]/g, '*') + tail;
}

interface Logger {
  info(object: object, message: string): void;
}

/**
 * The development outbox: messages go to the server log (so the code flow works offline, end to end; the address
 * masked, the code whole) and are kept in memory, the last 200, for the tests to read through GET /api/dev/outbox.
 * Production refuses it unless UNSAFE_LOG_CODES=1 (`productionProblems` in env.ts).
 */
export class Outbox implements MessageSender {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.messages.push({ ...message, sentAt: this.clock.now().toISOString() });
    if (this.messages.length > 200) this.messages.shift();
    this.log.info(
      { via: message.via, to: maskAddress(message.to), code: message.code },
      `Development outbox: ${message.subject} — ${message.text}`,
    );
  }

  /** Messages sent, newest first, optionally to one address or phone only. */
  list(target?: string): OutboxMessage[] {
    return this.messages.filter((message) => !target || message.to === target).reverse();
  }
}

/**
 * Sends through an HTTP relay: POSTs `{ via, to, subject, text }` as JSON (with a bearer token when set) and
 * fails unless the relay answers 2xx. Mail and SMS services, or a small function in front of them, take this.
 */
export class WebhookSender implements MessageSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({
        via: message.via,
        to: message.to,
        subject: message.subject,
        text: message.text,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The ${message.via} relay answered ${response.status}`);
  }
}

/** Emails through the mail provider, SMS through the SMS provider, as configured. */
export function messageSenderFor(env: Env, outbox: Outbox): MessageSender {
  const mail =
    env.MAIL_PROVIDER === 'webhook' && env.MAIL_WEBHOOK_URL
      ? new WebhookSender(env.MAIL_WEBHOOK_URL, env.MAIL_WEBHOOK_TOKEN)
      : outbox;
  const sms =
    env.SMS_PROVIDER === 'webhook' && env.SMS_WEBHOOK_URL
      ? new WebhookSender(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN)
      : outbox;
  return { send: (message) => (message.via === 'email' ? mail : sms).send(message) };
}
