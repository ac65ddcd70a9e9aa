import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ClientMessage, Edition, ErrorCode, RaceServerMessage } from '../../contracts';
import type { AuthInfo } from '../auth/tokens';
import { AppError } from '../errors';
import { prepareMessage } from '../realtime/channel';
import type { RaceLink } from './room';

/** What servers tell each other about a routed connection, on the receiving server's channel. */
type Envelope =
  /** To the room's server: a message of a connection another server accepted (`from`), signed in as `auth`. */
  | { t: 'in'; from: string; conn: string; auth: AuthInfo; edition: Edition; msg: ClientMessage<'race'> }
  /** To the room's server: that connection closed. */
  | { t: 'gone'; from: string; conn: string }
  /** To the accepting server: a frame for the connection's socket, an error, or its close. */
  | { t: 'out'; conn: string; frame: string }
  | { t: 'fail'; conn: string; code: ErrorCode; replyTo?: string }
  | { t: 'close'; conn: string };

/** The room's server's side of a routed connection: what it does with its messages. */
export interface RoutedHandler {
  handle(message: ClientMessage<'race'>): Promise<void>;
  leave(): void;
}

/** A connection this server accepted and routes to the room's server. */
export interface Route {
  readonly holder: string;
  send(message: ClientMessage<'race'>): void;
  end(): void;
  /** False once the room's server was lost. */
  live(): boolean;
}

/**
 * Routed joins between the servers of an installation, over Redis pub/sub: each server listens on its own
 * channel. A socket that joins a room of another server stays on the server that accepted it, which forwards
 * its messages to the room's server; that server runs them as it runs its own sockets' and sends the frames
 * back the same way.
 */
export class RaceRelay {
  private readonly routes = new Map<string, { link: RaceLink; holder: string }>();
  private readonly remote = new Map<string, { handler: RoutedHandler; queue: Promise<void> }>();

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
    private readonly serverId: string,
    private readonly accept: (auth: AuthInfo, edition: Edition, link: RaceLink) => RoutedHandler,
    private readonly log: (error: unknown) => void,
  ) {}

  private channel(serverId: string): string {
    return `${this.prefix}race:to:${serverId}`;
  }

  private post(serverId: string, envelope: Envelope): void {
    this.pub.publish(this.channel(serverId), JSON.stringify(envelope)).catch(this.log);
  }

  async start(): Promise<void> {
    this.sub.on('message', (_channel: string, data: string) => this.receive(JSON.parse(data) as Envelope));
    await this.sub.subscribe(this.channel(this.serverId));
  }

  private receive(envelope: Envelope): void {
    switch (envelope.t) {
      case 'in': {
        const key = `${envelope.from}/${envelope.conn}`;
        let entry = this.remote.get(key);
        if (!entry) {
          entry = {
            handler: this.accept(envelope.auth, envelope.edition, this.linkTo(envelope.from, envelope.conn)),
            queue: Promise.resolve(),
          };
          this.remote.set(key, entry);
        }
        const { handler } = entry;
        // One message at a time, in the order they came, as on a socket of this server.
        entry.queue = entry.queue.then(async () => {
          try {
            await handler.handle(envelope.msg);
          } catch (error) {
            const replyTo = (envelope.msg as { id?: string }).id;
            const code = error instanceof AppError ? error.errorCode : 'INTERNAL_ERROR';
            if (!(error instanceof AppError)) this.log(error);
            this.post(envelope.from, {
              t: 'fail',
              conn: envelope.conn,
              code,
              ...(replyTo ? { replyTo } : {}),
            });
          }
        });
        return;
      }
      case 'gone': {
        const key = `${envelope.from}/${envelope.conn}`;
        this.remote.get(key)?.handler.leave();
        this.remote.delete(key);
        return;
      }
      case 'out':
        return this.routes.get(envelope.conn)?.link.sendPrepared(envelope.frame);
      case 'fail':
        return this.routes.get(envelope.conn)?.link.fail(envelope.code, envelope.replyTo);
      case 'close':
        return this.routes.get(envelope.conn)?.link.close();
    }
  }

  /** How the room's server reaches a routed connection: every frame back through its accepting server. */
  private linkTo(from: string, conn: string): RaceLink {
    return {
      send: (message: RaceServerMessage) =>
        this.post(from, { t: 'out', conn, frame: prepareMessage('race', message) }),
      sendPrepared: (frame) => this.post(from, { t: 'out', conn, frame }),
      fail: (code) => this.post(from, { t: 'fail', conn, code }),
      close: () => this.post(from, { t: 'close', conn }),
    };
  }

  /** Routes a socket of this server to the room's server `holder`. */
  route(holder: string, auth: AuthInfo, edition: Edition, link: RaceLink): Route {
    const conn = randomUUID();
    this.routes.set(conn, { link, holder });
    return {
      holder,
      send: (msg) => this.post(holder, { t: 'in', from: this.serverId, conn, auth, edition, msg }),
      end: () => {
        if (!this.routes.delete(conn)) return;
        this.post(holder, { t: 'gone', from: this.serverId, conn });
      },
      live: () => this.routes.has(conn),
    };
  }

  /** The servers this one routes sockets to. */
  holders(): Set<string> {
    return new Set([...this.routes.values()].map((route) => route.holder));
  }

  /** The room's server went away: its routed sockets are told, and routed no more. */
  lost(holder: string): void {
    for (const [conn, route] of this.routes) {
      if (route.holder !== holder) continue;
      this.routes.delete(conn);
      route.link.send({ type: 'closed', reason: 'lost' });
    }
  }

  async stop(): Promise<void> {
    for (const entry of this.remote.values()) entry.handler.leave();
    this.remote.clear();
    await this.sub.unsubscribe().catch(this.log);
  }
}
