import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local stand-in for the few calls of Stripe's API the adapter makes (src/server/membership/stripe.ts), on
 * loopback, for the tests: Checkout Sessions (create with the documented form fields, retrieve, expire), refunds
 * (once per idempotency key, never more than was paid), the secret key checked, and events signed the way Stripe
 * signs its webhooks (`Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`). The test moves payments
 * along (`complete`) and delivers the events itself.
 */

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  created: number;
  product_name: string;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export class StripeFake {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  /** Calls the fake answered, in order: `METHOD path`. */
  readonly calls: string[] = [];
  /** When set, the next refund calls answer this HTTP status (an outage). */
  failRefunds: number | null = null;
  private readonly byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;
  private url = '';

  constructor(
    readonly secretKey: string,
    readonly webhookSecret: string,
    /** Stripe's clock, in milliseconds (the tests' manual clock). */
    private readonly now: () => number,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private seconds() {
    return Math.floor(this.now() / 1000);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const path = new URL(request.url ?? '/', this.url).pathname;
    this.calls.push(`${request.method} ${path}`);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const invalid = (message: string, status = 400) =>
      answer(status, { error: { type: 'invalid_request_error', message } });
    if (request.headers.authorization !== `Bearer ${this.secretKey}`)
      return invalid('Invalid API Key provided', 401);
    const form = new URLSearchParams(text);
    const key = request.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
    if (remembered) return answer(remembered.status, remembered.body);
    const keep = (status: number, body: unknown) => {
      if (typeof key === 'string') this.byIdempotencyKey.set(key, { status, body });
      answer(status, body);
    };

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const currency = form.get('line_items[0][price_data][currency]') ?? '';
      const expiresAt = Number(form.get('expires_at') ?? this.seconds() + 86_400);
      if (form.get('mode') !== 'payment') return invalid('mode must be payment');
      if (!Number.isInteger(amount) || amount < 1) return invalid('unit_amount must be a positive integer');
      if (!/^[a-z]{3}$/.test(currency)) return invalid('Invalid currency');
      if (form.get('line_items[0][quantity]') !== '1') return invalid('quantity is required');
      if (!form.get('line_items[0][price_data][product_data][name]'))
        return invalid('product_data is required');
      if (!form.get('success_url')) return invalid('success_url is required');
      if (expiresAt < this.seconds() + 1800 || expiresAt > this.seconds() + 86_400)
        return invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from now.');
      const sessionId = id('cs');
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${this.url}/c/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency,
        client_reference_id: form.get('client_reference_id'),
        metadata: form.get('metadata[orderNo]') ? { orderNo: form.get('metadata[orderNo]')! } : {},
        payment_intent: null,
        expires_at: expiresAt,
        success_url: form.get('success_url')!,
        cancel_url: form.get('cancel_url') ?? '',
        created: this.seconds(),
        product_name: form.get('line_items[0][price_data][product_data][name]')!,
      };
      this.sessions.set(sessionId, session);
      return keep(200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = this.sessions.get(decodeURIComponent(sessionPath[1]!));
      if (!session) return invalid('No such checkout.session', 404);
      if (request.method === 'GET' && !sessionPath[2]) return answer(200, session);
      if (request.method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') return invalid('This Checkout Session is not in an expireable state.');
        session.status = 'expired';
        session.url = null;
        return answer(200, session);
      }
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (this.failRefunds) return invalid('The refund service is unavailable', this.failRefunds);
      const intent = form.get('payment_intent');
      const paid = [...this.sessions.values()].find((session) => session.payment_intent === intent);
      if (!intent || !paid) return invalid('No such payment_intent', 404);
      const refunded = this.refunds
        .filter((refund) => refund.payment_intent === intent)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = Number(form.get('amount') ?? paid.amount_total - refunded);
      if (amount > paid.amount_total - refunded)
        return invalid('Refund amount is greater than the unrefunded amount');
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: intent,
        status: 'succeeded',
        metadata: form.get('metadata[reason]') ? { reason: form.get('metadata[reason]')! } : {},
      };
      this.refunds.push(refund);
      return keep(200, refund);
    }
    return invalid(`Unrecognized request URL (${request.method}: ${path})`, 404);
  }

  /** The payer pays on Checkout: the session completes with a payment; its signed event. */
  complete(sessionId: string): { body: string; header: string } {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = id('pi');
    return this.event('checkout.session.completed', session);
  }

  /** An event about a session, signed now (or at `signedAt`, in milliseconds) with the webhook secret. */
  event(
    type: string,
    session: FakeSession,
    signedAt = this.now(),
    secret = this.webhookSecret,
  ): { body: string; header: string } {
    const body = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: this.seconds(),
      livemode: false,
      data: { object: { ...session } },
    });
    return { body, header: this.sign(body, signedAt, secret) };
  }

  /** The `Stripe-Signature` header Stripe sends with a body. */
  sign(body: string, signedAt = this.now(), secret = this.webhookSecret): string {
    const t = Math.floor(signedAt / 1000);
    return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  }
}
