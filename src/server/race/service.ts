import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { and, eq } from 'drizzle-orm';
import {
  RACE_CODE_ALPHABET,
  RACE_RULES,
  raceAttemptKey,
  type Edition,
  type OpenClassRace,
  type RaceServerMessage,
} from '../../contracts';
import { isSafeName } from '../../content/safety';
import { isMemberLesson } from '../../content/access';
import type { ServerContext } from '../context';
import { AppError, fail } from '../errors';
import { submitAttempt } from '../attempt/service';
import { analyzeLessonAttempt, findLessonPlace } from '../attempt/lessons';
import { ownCharacter, type CharacterRow } from '../character/service';
import { actingTeacher, managedGroup } from '../groups/access';
import { groupMembers } from '../groups/schema';
import { randomCode } from '../shared/random-code';
import { prepareMessage } from '../realtime/channel';
import { MemoryRoomDirectory, type RoomDirectory } from './directory';
import { RaceRelay, type Route } from './relay';
import { HEARTBEAT_MS, RedisRoomDirectory } from './redis-directory';
import { RaceRoom, type Joiner, type RaceLink } from './room';
import { RaceSession } from './session';
import type { AuthInfo } from '../auth/tokens';
import type { Keystroke } from '../../engine';

/** A lesson a room races: plain text anyone can type on a keyboard, free for everyone. */
async function raceLesson(slug: string) {
  const place = await findLessonPlace(slug);
  const lesson = place?.lesson;
  if (!place || !lesson?.text || lesson.practice || isMemberLesson(place.course, place.chapter)) {
    throw fail('RACE_LESSON_UNSUITABLE');
  }
  return lesson;
}

function joinerOf(character: CharacterRow, timeZone: string): Joiner {
  return {
    characterId: character.id,
    userId: character.userId,
    name: isSafeName(character.nickname) ? character.nickname : '—',
    avatar: character.avatar,
    student: character.type === 'STUDENT',
    timeZone,
  };
}

/**
 * The race rooms of this server and the directory every server reads (docs/ARCHITECTURE.md, "Live races"). A
 * room is opened by a teacher for a class (the teacher hosts and watches) or by a student for friends (the
 * student hosts and races); others join by code. Each racer's finished stream is saved as a lesson attempt
 * through the attempt service, under one idempotency key per race and racer, so it is credited once.
 */
export class RaceService {
  private readonly rooms = new Map<string, RaceRoom>();
  readonly serverId = randomUUID();
  readonly directory: RoomDirectory;
  private readonly shared: {
    directory: RedisRoomDirectory;
    relay: RaceRelay;
    redis: Redis;
    sub: Redis;
  } | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  /**
   * With REDIS_URL the rooms' directory and the routed joins go through Redis (every key and channel under
   * REDIS_KEY_PREFIX); without it, one server keeps its directory in memory and needs nothing else.
   */
  constructor(private readonly context: ServerContext) {
    const url = context.env.REDIS_URL;
    if (!url) {
      this.directory = new MemoryRoomDirectory();
      return;
    }
    const prefix = context.env.REDIS_KEY_PREFIX;
    const options = { maxRetriesPerRequest: 1, lazyConnect: true };
    const redis = new Redis(url, options);
    const sub = new Redis(url, options);
    const log = (error: unknown) => console.warn('race relay:', error);
    redis.on('error', log);
    sub.on('error', log);
    const directory = new RedisRoomDirectory(redis, prefix);
    const relay = new RaceRelay(
      redis,
      sub,
      prefix,
      this.serverId,
      (auth, edition, link) => new RaceSession(this, auth, edition, link),
      log,
    );
    this.directory = directory;
    this.shared = { directory, relay, redis, sub };
  }

  /** Connects to Redis, marks this server as running and watches the servers it routes sockets to. */
  async ready(): Promise<void> {
    if (!this.shared) return;
    const { directory, relay, redis, sub } = this.shared;
    await Promise.all([redis.connect(), sub.connect()]);
    await relay.start();
    await directory.mark(this.serverId);
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private async beat(): Promise<void> {
    if (!this.shared) return;
    const { directory, relay } = this.shared;
    try {
      await directory.mark(this.serverId);
      for (const holder of relay.holders()) {
        if (!(await directory.alive(holder))) relay.lost(holder);
      }
    } catch (error) {
      console.warn('race heartbeat:', error);
    }
  }

  /** The server holding the room of this code when it is another, running one; null when it is this one. */
  async holderOf(code: string): Promise<string | null> {
    if (!this.shared) return null;
    const entry = await this.directory.find(code.trim().toUpperCase());
    if (!entry || entry.serverId === this.serverId) return null;
    return (await this.directory.alive(entry.serverId)) ? entry.serverId : null;
  }

  /** Routes a socket of this server to the room's server (holderOf). */
  route(holder: string, auth: AuthInfo, edition: Edition, link: RaceLink): Route {
    if (!this.shared) throw fail('RACE_NOT_FOUND');
    return this.shared.relay.route(holder, auth, edition, link);
  }

  /** Opens a room: a class race (a teacher's group) or a private room (a student's). The opener joins it. */
  async open(
    auth: AuthInfo,
    edition: Edition,
    request: { characterId: number; groupId?: number | undefined; lessonSlug: string; timeZone: string },
    link: RaceLink,
    id?: string,
  ): Promise<{ room: RaceRoom; characterId: number }> {
    const lesson = await raceLesson(request.lessonSlug);
    let character: CharacterRow;
    let title: string;
    let groupId: number | null = null;
    if (request.groupId !== undefined) {
      character = await actingTeacher(this.context, auth, request.characterId);
      const group = await managedGroup(this.context, character, request.groupId);
      groupId = group.id;
      title = group.name;
    } else {
      character = await ownCharacter(this.context.db, auth.userId, request.characterId);
      if (character.type !== 'STUDENT') throw fail('CANNOT_START_LEARNING');
      title = joinerOf(character, request.timeZone).name;
    }
    const roomId = randomUUID();
    let code = '';
    for (;;) {
      code = randomCode(RACE_CODE_ALPHABET, RACE_RULES.codeLength);
      const claimed = await this.directory.claim({
        code,
        roomId,
        serverId: this.serverId,
        kind: groupId === null ? 'private' : 'class',
        groupId,
        groupName: title,
        lessonSlug: lesson.slug,
        phase: 'lobby',
      });
      if (claimed) break;
    }
    const room = new RaceRoom(
      {
        id: roomId,
        code,
        kind: groupId === null ? 'private' : 'class',
        groupId,
        title,
        lessonSlug: lesson.slug,
        text: lesson.text,
        mode: lesson.mode,
        hostCharacterId: character.id,
      },
      this.context.clock,
      {
        grade: (keystrokes) =>
          analyzeLessonAttempt(lesson, { text: lesson.text, mode: lesson.mode, keystrokes }),
        save: (saving, member) => this.save(saving, member, edition),
        prepare: (message: RaceServerMessage) => prepareMessage('race', message),
        phaseChanged: (changed) => void this.directory.setPhase(changed.setup.code, changed.phase),
        closed: (closed) => {
          this.rooms.delete(closed.setup.code);
          void this.directory.release(closed.setup.code);
        },
      },
    );
    this.rooms.set(code, room);
    room.join(joinerOf(character, request.timeZone), link, id);
    return { room, characterId: character.id };
  }

  /**
   * Joins a room by code: anyone with the code may join a private room; a class race takes its class's students
   * and its teacher. A room held by another server would be routed there through the directory; this server
   * holds every room of a single-server installation.
   */
  async join(
    auth: AuthInfo,
    request: { characterId: number; code: string; timeZone: string },
    link: RaceLink,
    id?: string,
  ): Promise<{ room: RaceRoom; characterId: number }> {
    const entry = await this.directory.find(request.code);
    const room = this.rooms.get(request.code);
    if (!entry || !room || entry.serverId !== this.serverId) throw fail('RACE_NOT_FOUND');
    const character = await ownCharacter(this.context.db, auth.userId, request.characterId);
    if (room.setup.groupId !== null && !room.isHost(character.id)) {
      const [member] = await this.context.db
        .select({ id: groupMembers.characterId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, room.setup.groupId), eq(groupMembers.characterId, character.id)));
      if (!member) throw fail('RACE_NOT_FOUND');
    }
    room.join(joinerOf(character, request.timeZone), link, id);
    return { room, characterId: character.id };
  }

  /** The races open for the classes a student is in (the course map's invitation). */
  async classRaces(auth: AuthInfo, characterId: number): Promise<OpenClassRace[]> {
    const character = await ownCharacter(this.context.db, auth.userId, characterId);
    const rows = await this.context.db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.characterId, character.id));
    const entries = await this.directory.classRaces(rows.map((row) => row.groupId));
    return entries
      .filter((entry) => entry.phase !== 'finished')
      .map((entry) => ({
        code: entry.code,
        groupId: entry.groupId!,
        groupName: entry.groupName,
        lessonSlug: entry.lessonSlug,
        phase: entry.phase,
      }));
  }

  /** A room of this server by code (tests, the bench). */
  room(code: string): RaceRoom | undefined {
    return this.rooms.get(code);
  }

  /** Saves a racer's stream as a lesson attempt, once per race and racer, and tells the racer. */
  private async save(
    room: RaceRoom,
    member: { joiner: Joiner; keystrokes: readonly Keystroke[] },
    edition: Edition,
  ): Promise<void> {
    const { joiner } = member;
    try {
      const saved = await submitAttempt(
        this.context,
        joiner.userId,
        {
          deviceId: `race.${room.setup.id}`,
          characterId: joiner.characterId,
          idempotencyKey: raceAttemptKey(room.setup.id, joiner.characterId),
          kind: 'lesson',
          lessonSlug: room.setup.lessonSlug,
          mode: room.setup.mode,
          text: room.setup.text,
          keystrokes: [...member.keystrokes],
          startedAt: room.startedAt,
          timeZone: joiner.timeZone,
        },
        edition,
      );
      room
        .linkOf(joiner.characterId)
        ?.send({ type: 'saved', attemptId: saved.attemptId, replayed: saved.replayed });
    } catch (error) {
      // A stream no person can type is refused by the attempt service (ATTEMPT_IMPLAUSIBLE): the racer is told.
      room.linkOf(joiner.characterId)?.fail(error instanceof AppError ? error.errorCode : 'INTERNAL_ERROR');
    }
  }

  /**
   * The server is shutting down: every room closes (a race still running is `lost`: its racers' pages save
   * their own keys), the other servers stop routing here, Redis is let go.
   */
  async stop(): Promise<void> {
    for (const room of [...this.rooms.values()]) room.close(room.phase === 'finished' ? 'ended' : 'lost');
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (!this.shared) return;
    const { directory, relay, redis, sub } = this.shared;
    await relay.stop();
    await directory.unmark(this.serverId).catch(() => undefined);
    await Promise.all([redis.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
  }
}

const services = new WeakMap<ServerContext, RaceService>();

/** This server's race service (one per built app, made on first use). */
export function raceServiceOf(context: ServerContext): RaceService {
  let service = services.get(context);
  if (!service) {
    service = new RaceService(context);
    services.set(context, service);
  }
  return service;
}
