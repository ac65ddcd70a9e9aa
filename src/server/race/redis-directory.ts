import type { Redis } from 'ioredis';
import type { RacePhase } from '../../contracts';
import type { RoomDirectory, RoomEntry } from './directory';

/** A room's entry outlives any race (a finished room closes within minutes); this bounds a forgotten one. */
const ROOM_TTL_SECONDS = 24 * 3600;
/** A server's mark lasts this long; it renews it every HEARTBEAT_MS, so a dead server's rooms are lost soon. */
export const SERVER_MARK_MS = 6_000;
export const HEARTBEAT_MS = 2_000;

/**
 * The room directory of several servers in Redis (REDIS_URL), every key under the installation's prefix: a
 * string per room code (its entry as JSON, claimed with NX), a set of codes per class, and a mark per running
 * server that expires unless renewed.
 */
export class RedisRoomDirectory implements RoomDirectory {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private roomKey(code: string): string {
    return `${this.prefix}race:room:${code}`;
  }

  private classKey(groupId: number): string {
    return `${this.prefix}race:class:${groupId}`;
  }

  private serverKey(serverId: string): string {
    return `${this.prefix}race:server:${serverId}`;
  }

  async claim(entry: RoomEntry): Promise<boolean> {
    const claimed = await this.redis.set(
      this.roomKey(entry.code),
      JSON.stringify(entry),
      'EX',
      ROOM_TTL_SECONDS,
      'NX',
    );
    if (claimed !== 'OK') return false;
    if (entry.groupId !== null) await this.redis.sadd(this.classKey(entry.groupId), entry.code);
    return true;
  }

  async find(code: string): Promise<RoomEntry | undefined> {
    const value = await this.redis.get(this.roomKey(code));
    return value ? (JSON.parse(value) as RoomEntry) : undefined;
  }

  async classRaces(groupIds: readonly number[]): Promise<RoomEntry[]> {
    if (groupIds.length === 0) return [];
    const codes = (await Promise.all(groupIds.map((id) => this.redis.smembers(this.classKey(id))))).flat();
    if (codes.length === 0) return [];
    const values = await this.redis.mget(codes.map((code) => this.roomKey(code)));
    const entries = values
      .filter((value): value is string => value !== null)
      .map((value) => JSON.parse(value) as RoomEntry);
    const holders = [...new Set(entries.map((entry) => entry.serverId))];
    const living = new Set<string>();
    await Promise.all(
      holders.map(async (serverId) => {
        if (await this.alive(serverId)) living.add(serverId);
      }),
    );
    return entries.filter((entry) => living.has(entry.serverId));
  }

  async setPhase(code: string, phase: RacePhase): Promise<void> {
    const entry = await this.find(code);
    if (!entry) return;
    await this.redis.set(this.roomKey(code), JSON.stringify({ ...entry, phase }), 'KEEPTTL', 'XX');
  }

  async release(code: string): Promise<void> {
    const entry = await this.find(code);
    await this.redis.del(this.roomKey(code));
    if (entry?.groupId !== null && entry?.groupId !== undefined) {
      await this.redis.srem(this.classKey(entry.groupId), code);
    }
  }

  async alive(serverId: string): Promise<boolean> {
    return (await this.redis.exists(this.serverKey(serverId))) === 1;
  }

  /** Marks this server as running for SERVER_MARK_MS (renewed every HEARTBEAT_MS while it runs). */
  async mark(serverId: string): Promise<void> {
    await this.redis.set(this.serverKey(serverId), '1', 'PX', SERVER_MARK_MS);
  }

  async unmark(serverId: string): Promise<void> {
    await this.redis.del(this.serverKey(serverId));
  }
}
