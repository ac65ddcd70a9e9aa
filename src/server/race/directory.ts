import type { RacePhase } from '../../contracts';

/** Where a room lives and what the course map shows of it, as every server of an installation can read it. */
export interface RoomEntry {
  code: string;
  roomId: string;
  /** The server holding the room (its sockets, its timers, its racers' keystrokes). */
  serverId: string;
  kind: 'class' | 'private';
  /** The class of a class race. */
  groupId: number | null;
  groupName: string;
  lessonSlug: string;
  phase: RacePhase;
}

/**
 * The rooms of an installation by code and by class. A room lives on one server; a join that reaches another
 * server is routed to the holder named here. The embedded default (`MemoryRoomDirectory`) serves one server and
 * needs nothing else; a directory shared by several servers (Redis: a hash per code, a set per class, the
 * holder's pub/sub channel for routed joins) implements the same calls.
 */
export interface RoomDirectory {
  /** Takes a code for a new room; false when the code is in use (the caller draws another). */
  claim(entry: RoomEntry): Promise<boolean>;
  find(code: string): Promise<RoomEntry | undefined>;
  /** The rooms open for any of these classes, oldest first. */
  classRaces(groupIds: readonly number[]): Promise<RoomEntry[]>;
  setPhase(code: string, phase: RacePhase): Promise<void>;
  release(code: string): Promise<void>;
  /** Whether the server holding a room still runs (a dead one's rooms are lost). */
  alive(serverId: string): Promise<boolean>;
}

/** The directory of a single server, in its memory. */
export class MemoryRoomDirectory implements RoomDirectory {
  private readonly rooms = new Map<string, RoomEntry>();

  claim(entry: RoomEntry): Promise<boolean> {
    if (this.rooms.has(entry.code)) return Promise.resolve(false);
    this.rooms.set(entry.code, { ...entry });
    return Promise.resolve(true);
  }

  find(code: string): Promise<RoomEntry | undefined> {
    const entry = this.rooms.get(code);
    return Promise.resolve(entry && { ...entry });
  }

  classRaces(groupIds: readonly number[]): Promise<RoomEntry[]> {
    const wanted = new Set(groupIds);
    return Promise.resolve(
      [...this.rooms.values()]
        .filter((entry) => entry.groupId !== null && wanted.has(entry.groupId))
        .map((entry) => ({ ...entry })),
    );
  }

  setPhase(code: string, phase: RacePhase): Promise<void> {
    const entry = this.rooms.get(code);
    if (entry) entry.phase = phase;
    return Promise.resolve();
  }

  release(code: string): Promise<void> {
    this.rooms.delete(code);
    return Promise.resolve();
  }

  /** One server: every room it names is its own, alive while it runs. */
  alive(): Promise<boolean> {
    return Promise.resolve(true);
  }
}
