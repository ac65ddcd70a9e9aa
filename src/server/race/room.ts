import {
  TypingSession,
  wpmFromChars,
  type AttemptAnalysis,
  type Keystroke,
  type TypingMode,
} from '../../engine';
import {
  RACE_FLAGS,
  RACE_RULES,
  RANKING_RULES,
  type RaceMember,
  type RacePhase,
  type RacePhrase,
  type RaceResult,
  type RaceRoom as RaceRoomView,
  type RaceServerMessage,
  type RaceWorldRow,
  type RankingReason,
  type ErrorCode,
} from '../../contracts';
import type { Clock } from '../shared/clock';
import { fail } from '../errors';
import { humanTiming } from '../leaderboard/fairness';

/** Backspace in a racer's `keys` (the `joined` message). */
export const BACKSPACE = '\u0008';

/** How a room reaches one member's socket: a message checked on its own, or a frame checked once for all. */
export interface RaceLink {
  send(message: RaceServerMessage): void;
  sendPrepared(frame: string): void;
  /** The catalogue's error (a saved attempt refused; a routed message refused, answering its id). */
  fail(code: ErrorCode, replyTo?: string): void;
  close(): void;
}

/** Who joins: a character of a signed-in account. */
export interface Joiner {
  characterId: number;
  userId: number;
  name: string;
  avatar: string;
  /** Only a student races; anyone else who may join watches. */
  student: boolean;
  timeZone: string;
}

/** A racer's stream as the server holds it: the engine's session of the keys it stamped. */
interface RacerState {
  session: TypingSession;
  /** Backspace as BACKSPACE: what a reconnecting client replays. */
  keys: string[];
  correct: number;
  wrong: number;
  firstKeyAt: number | null;
  lastKeyAt: number | null;
  /** The racer's last sign of life: its last key, or its socket dropping or coming back (the idle clock). */
  activeAt: number | null;
  finishedAt: number | null;
  idle: boolean;
  dirty: boolean;
  result: RaceResult | null;
  analysis: AttemptAnalysis | null;
}

interface Member {
  slot: number;
  joiner: Joiner;
  role: 'racer' | 'spectator';
  muted: boolean;
  link: RaceLink | null;
  racer: RacerState | null;
}

/** What a room needs from its service: the lesson's grading and the saving of each racer's attempt. */
export interface RoomHooks {
  /** The engine's grading of the lesson (the function POST /attempt/submit replays a lesson with). */
  grade(keystrokes: readonly Keystroke[]): AttemptAnalysis;
  /** Saves a racer's attempt (once per race and racer: the same key every time). */
  save(room: RaceRoom, member: { joiner: Joiner; keystrokes: readonly Keystroke[] }): Promise<void>;
  /** Broadcast frames, checked against the contract once. */
  prepare(message: RaceServerMessage): string;
  phaseChanged(room: RaceRoom): void;
  closed(room: RaceRoom): void;
}

export interface RoomSetup {
  id: string;
  code: string;
  kind: 'class' | 'private';
  groupId: number | null;
  title: string;
  lessonSlug: string;
  text: string;
  mode: TypingMode;
  hostCharacterId: number;
}

/**
 * Why a finished stream does not place (docs/METRICS.md, "Live races"): the leaderboards' rules that read the
 * stream itself, accuracy and the gaps a hand makes, judged on the keys as the server stamped them.
 */
export function raceVerdict(
  analysis: AttemptAnalysis,
  keystrokes: readonly Keystroke[],
): RankingReason | null {
  if (analysis.accuracy < RANKING_RULES.minAccuracy) return 'accuracy';
  if (!humanTiming(keystrokes)) return 'timing';
  return null;
}

/**
 * One race room on this server: its members (a lane for each racer, spectators beside them), the phase from the
 * server's clock, every key stamped on arrival and applied to the racer's engine session, the world sent every
 * RACE_RULES.tickMs while it runs, the finish order and each racer's figures from the engine's grading.
 */
export class RaceRoom {
  private readonly members = new Map<number, Member>();
  private readonly removed = new Set<number>();
  private nextSlot = 0;
  private currentPhase: RacePhase = 'lobby';
  private startsAt: number | null = null;
  private placed = 0;
  private lastWorldAt = 0;
  private ticker: NodeJS.Timeout | null = null;
  private closer: NodeJS.Timeout | null = null;
  private worldTimer: NodeJS.Timeout | null = null;
  private readonly saving = new Map<number, Promise<void>>();

  constructor(
    readonly setup: RoomSetup,
    private readonly clock: Clock,
    private readonly hooks: RoomHooks,
  ) {}

  private now(): number {
    return this.clock.now().getTime();
  }

  /** The phase: a countdown becomes the race when the server's clock reaches its start. */
  get phase(): RacePhase {
    if (this.currentPhase === 'countdown' && this.startsAt !== null && this.now() >= this.startsAt) {
      this.setPhase('racing');
    }
    return this.currentPhase;
  }

  private setPhase(phase: RacePhase): void {
    this.currentPhase = phase;
    this.hooks.phaseChanged(this);
  }

  private memberView(member: Member): RaceMember {
    return {
      slot: member.slot,
      name: member.joiner.name,
      avatar: member.joiner.avatar,
      role: member.role,
      host: member.joiner.characterId === this.setup.hostCharacterId,
      muted: member.muted,
      away: member.link === null,
    };
  }

  view(): RaceRoomView {
    return {
      id: this.setup.id,
      code: this.setup.code,
      kind: this.setup.kind,
      title: this.setup.title,
      lessonSlug: this.setup.lessonSlug,
      text: this.setup.text,
      mode: this.setup.mode,
      phase: this.phase,
      startsAt: this.startsAt,
      serverNow: this.now(),
      members: [...this.members.values()].map((member) => this.memberView(member)),
    };
  }

  private broadcast(message: RaceServerMessage): void {
    const frame = this.hooks.prepare(message);
    for (const member of this.members.values()) member.link?.sendPrepared(frame);
  }

  private sendMembers(): void {
    this.broadcast({ type: 'members', members: [...this.members.values()].map((m) => this.memberView(m)) });
  }

  /** The racers who still race: a lane, not idle, not finished. */
  private running(): Member[] {
    return [...this.members.values()].filter(
      (member) => member.racer && member.role === 'racer' && !member.racer.idle && !member.racer.finishedAt,
    );
  }

  private racerCount(): number {
    return [...this.members.values()].filter((member) => member.racer).length;
  }

  /**
   * A character joins (or comes back: the same character keeps its slot and keys, its new socket replaces the
   * old). A student joining a room in its lobby with a free lane races; anyone else watches.
   */
  join(joiner: Joiner, link: RaceLink, id?: string): Member {
    if (this.removed.has(joiner.characterId)) throw fail('RACE_REMOVED');
    let member = this.members.get(joiner.characterId);
    if (member) {
      if (member.link && member.link !== link) member.link.close();
      member.link = link;
      if (member.racer) member.racer.activeAt = this.now();
      member.joiner = { ...joiner, name: member.joiner.name };
    } else {
      const races = joiner.student && this.phase === 'lobby' && this.racerCount() < RACE_RULES.maxRacers;
      member = {
        slot: this.nextSlot++,
        joiner,
        role: races ? 'racer' : 'spectator',
        muted: false,
        link,
        racer: races
          ? {
              session: new TypingSession(this.setup.text, this.setup.mode),
              keys: [],
              correct: 0,
              wrong: 0,
              firstKeyAt: null,
              lastKeyAt: null,
              activeAt: null,
              finishedAt: null,
              idle: false,
              dirty: true,
              result: null,
              analysis: null,
            }
          : null,
      };
      this.members.set(joiner.characterId, member);
    }
    link.send({
      type: 'joined',
      ...(id ? { id } : {}),
      room: this.view(),
      you: {
        slot: member.slot,
        role: member.role,
        host: joiner.characterId === this.setup.hostCharacterId,
        keys: member.racer?.keys.join('') ?? '',
      },
    });
    this.sendMembers();
    if (this.currentPhase !== 'lobby') {
      link.send({ type: 'world', t: this.raceTime(), r: this.worldRows() });
      const results = this.results();
      if (results.length) link.send({ type: 'results', final: this.phase === 'finished', results });
    }
    return member;
  }

  /** A socket went away: the member keeps its place (and a racer its keys) until it comes back. */
  detach(characterId: number, link: RaceLink): void {
    const member = this.members.get(characterId);
    if (!member || member.link !== link) return;
    member.link = null;
    if (member.racer) member.racer.activeAt = this.now();
    if (this.currentPhase === 'lobby' && !member.racer?.keys.length && !this.isHost(characterId)) {
      this.members.delete(characterId);
    }
    this.sendMembers();
  }

  isHost(characterId: number): boolean {
    return characterId === this.setup.hostCharacterId;
  }

  private requireHost(characterId: number): void {
    if (!this.isHost(characterId)) throw fail('RACE_NOT_HOST');
  }

  /** The host starts the 3-2-1; the race runs from the server's clock at its end. */
  start(characterId: number): void {
    this.requireHost(characterId);
    if (this.currentPhase !== 'lobby') return;
    this.startsAt = this.now() + RACE_RULES.countdownMs;
    this.setPhase('countdown');
    this.broadcast({ type: 'countdown', startsAt: this.startsAt, serverNow: this.now() });
    this.ticker = setInterval(() => this.tick(), RACE_RULES.tickMs);
    this.ticker.unref();
  }

  /** The host ends the race now: who has not finished does not place. */
  end(characterId: number): void {
    this.requireHost(characterId);
    this.finishRace();
  }

  mute(characterId: number, slot: number, muted: boolean): void {
    this.requireHost(characterId);
    const member = this.bySlot(slot);
    if (!member) return;
    member.muted = muted;
    this.sendMembers();
  }

  /** The host takes a member out: it cannot come back to this room, and its keys do not place. */
  remove(characterId: number, slot: number): void {
    this.requireHost(characterId);
    const member = this.bySlot(slot);
    if (!member || this.isHost(member.joiner.characterId)) return;
    this.members.delete(member.joiner.characterId);
    this.removed.add(member.joiner.characterId);
    member.link?.send({ type: 'closed', reason: 'removed' });
    member.link?.close();
    this.sendMembers();
    this.checkEnd();
  }

  phrase(characterId: number, phrase: RacePhrase): void {
    const member = this.members.get(characterId);
    if (!member || member.muted) return;
    this.broadcast({ type: 'phrase', slot: member.slot, phrase });
  }

  private bySlot(slot: number): Member | undefined {
    return [...this.members.values()].find((member) => member.slot === slot);
  }

  /**
   * One key as typed, stamped with the server's clock on arrival: a character or Backspace, applied to the
   * racer's engine session. Keys before the start, after the racer's finish or from a spectator are dropped.
   */
  key(characterId: number, key: { char: string } | { backspace: true }): void {
    const member = this.members.get(characterId);
    const racer = member?.racer;
    if (!member || !racer || member.role !== 'racer' || racer.finishedAt !== null) return;
    if (this.phase !== 'racing') return;
    const at = this.now();
    const keystroke: Keystroke =
      'char' in key ? { kind: 'insert', char: key.char, timeStamp: at } : { kind: 'delete', timeStamp: at };
    for (const outcome of racer.session.applyEach(keystroke)) {
      if (outcome.kind === 'correct') racer.correct++;
      else if (outcome.kind === 'wrong') racer.wrong++;
    }
    racer.keys.push('char' in key ? key.char : BACKSPACE);
    racer.firstKeyAt ??= at;
    racer.lastKeyAt = racer.activeAt = at;
    racer.dirty = true;
    if (racer.session.finished) this.finishRacer(member, at);
    else this.worldSoon();
  }

  /** The world after a key: at once when the last went out RACE_RULES.worldGapMs ago, else at the gap's end. */
  private worldSoon(): void {
    if (this.worldTimer) return;
    const wait = this.lastWorldAt + RACE_RULES.worldGapMs - this.now();
    if (wait <= 0) {
      this.sendWorld();
      return;
    }
    this.worldTimer = setTimeout(() => {
      this.worldTimer = null;
      if (this.currentPhase === 'racing') this.sendWorld();
    }, wait);
    this.worldTimer.unref();
  }

  private sendWorld(): void {
    this.lastWorldAt = this.now();
    this.broadcast({ type: 'world', t: this.raceTime(), r: this.worldRows() });
  }

  /** The racer's own result and attempt again (a repeated finish): saved once, answered each time. */
  async refinish(characterId: number): Promise<void> {
    const member = this.members.get(characterId);
    if (!member?.racer) throw fail('RACE_NOT_JOINED');
    const result = member.racer.result;
    if (result) member.link?.send({ type: 'results', final: this.phase === 'finished', results: [result] });
    if (member.racer.keys.length) await this.saveRacer(member, true);
  }

  private finishRacer(member: Member, at: number): void {
    const racer = member.racer!;
    racer.finishedAt = at;
    const keystrokes = racer.session.keystrokes;
    const analysis = this.hooks.grade(keystrokes);
    racer.analysis = analysis;
    const flagged = raceVerdict(analysis, keystrokes);
    racer.result = this.resultOf(member, analysis, flagged === null ? ++this.placed : null, flagged);
    this.broadcast({ type: 'results', final: false, results: this.results() });
    void this.saveRacer(member);
    this.checkEnd();
  }

  private resultOf(
    member: Member,
    analysis: AttemptAnalysis,
    place: number | null,
    flagged: RankingReason | null,
  ): RaceResult {
    return {
      slot: member.slot,
      place,
      finished: analysis.finished,
      wpm: analysis.wpm,
      accuracy: analysis.accuracy,
      errors: analysis.wrongChars,
      durationMs: analysis.durationMs,
      flagged,
    };
  }

  /** Each racer's result so far: placed ones in their order, then the others. */
  results(): RaceResult[] {
    const rows = [...this.members.values()]
      .map((member) => member.racer?.result)
      .filter((result): result is RaceResult => Boolean(result));
    return rows.sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || a.slot - b.slot);
  }

  /** Saves the racer's attempt once; a second call waits for the first and answers as it did. */
  private saveRacer(member: Member, again = false): Promise<void> {
    const earlier = this.saving.get(member.joiner.characterId);
    if (earlier && !again) return earlier;
    const saving = this.hooks.save(this, {
      joiner: member.joiner,
      keystrokes: [...member.racer!.session.keystrokes],
    });
    this.saving.set(member.joiner.characterId, saving);
    return saving;
  }

  /** Saving in progress or done, for tests and for a clean close. */
  async settled(): Promise<void> {
    await Promise.all(this.saving.values());
  }

  /** A member's link, for the service to answer it (a saved attempt). */
  linkOf(characterId: number): RaceLink | null {
    return this.members.get(characterId)?.link ?? null;
  }

  private raceTime(): number {
    return this.startsAt === null ? 0 : Math.max(0, this.now() - this.startsAt);
  }

  /** The world's rows: each racer's position, speed, errors and flags, from its engine session. */
  worldRows(): RaceWorldRow[] {
    const rows: RaceWorldRow[] = [];
    for (const member of this.members.values()) {
      const racer = member.racer;
      if (!racer) continue;
      racer.dirty = false;
      const { session } = racer;
      let matching = 0;
      for (let position = 0; position < session.cursor; position++)
        if (session.typedAt(position) === this.setup.text[position]) matching++;
      const span = racer.firstKeyAt === null ? 0 : (racer.lastKeyAt ?? 0) - racer.firstKeyAt;
      const flags =
        (racer.finishedAt !== null ? RACE_FLAGS.finished : 0) |
        (racer.result?.flagged ? RACE_FLAGS.flagged : 0) |
        (racer.idle ? RACE_FLAGS.idle : 0) |
        (member.link === null ? RACE_FLAGS.away : 0);
      const wpm = racer.analysis?.wpm ?? wpmFromChars(matching, span);
      rows.push([member.slot, matching, Math.round(wpm * 10), racer.wrong, flags]);
    }
    return rows;
  }

  /**
   * Every tick: racers gone idle become spectators (RACE_RULES.idleMs without a key, RACE_RULES.awayMs while their
   * socket is away, each counted from the last key or the socket's drop or return), the world goes out when it
   * moved (at least each second).
   */
  tick(): void {
    const phase = this.phase;
    if (phase !== 'racing' && phase !== 'countdown') return;
    const now = this.now();
    let changed = false;
    if (phase === 'racing') {
      for (const member of this.running()) {
        const racer = member.racer!;
        const limit = member.link ? RACE_RULES.idleMs : RACE_RULES.awayMs;
        if (now - Math.max(racer.activeAt ?? 0, this.startsAt ?? now) >= limit) {
          racer.idle = true;
          member.role = 'spectator';
          changed = true;
        }
      }
      if (changed) this.sendMembers();
    }
    const moved = [...this.members.values()].some((member) => member.racer?.dirty);
    if ((moved && !this.worldTimer) || changed || now - this.lastWorldAt >= 1000) this.sendWorld();
    if (phase === 'racing') this.checkEnd();
  }

  private checkEnd(): void {
    if (this.phase !== 'racing') return;
    const overtime = this.startsAt !== null && this.now() - this.startsAt >= RACE_RULES.maxRaceMs;
    if (overtime || this.running().length === 0) this.finishRace();
  }

  /**
   * The race ends: the final world and results go out, each racer who typed and did not finish is saved as an
   * unfinished attempt, and the room closes after RACE_RULES.keepFinishedMs.
   */
  finishRace(): void {
    if (this.currentPhase === 'finished') return;
    if (this.ticker) clearInterval(this.ticker);
    if (this.worldTimer) clearTimeout(this.worldTimer);
    this.ticker = this.worldTimer = null;
    this.startsAt ??= this.now();
    this.setPhase('finished');
    for (const member of this.members.values()) {
      const racer = member.racer;
      if (!racer || racer.result || racer.keys.length === 0) continue;
      const analysis = this.hooks.grade(racer.session.keystrokes);
      racer.analysis = analysis;
      racer.result = this.resultOf(member, analysis, null, raceVerdict(analysis, racer.session.keystrokes));
      void this.saveRacer(member);
    }
    this.broadcast({ type: 'world', t: this.raceTime(), r: this.worldRows() });
    this.broadcast({ type: 'results', final: true, results: this.results() });
    this.closer = setTimeout(() => this.close(), RACE_RULES.keepFinishedMs);
    this.closer.unref();
  }

  /**
   * Closes the room: its sockets are told (`lost` when the server shuts down before the race ended: each racer's
   * page saves its own keys), its timers stop, the directory forgets it.
   */
  close(reason: 'ended' | 'lost' = 'ended'): void {
    if (this.ticker) clearInterval(this.ticker);
    if (this.closer) clearTimeout(this.closer);
    if (this.worldTimer) clearTimeout(this.worldTimer);
    this.ticker = this.closer = this.worldTimer = null;
    for (const member of this.members.values()) member.link?.send({ type: 'closed', reason });
    this.members.clear();
    this.hooks.closed(this);
  }

  /** When the race started (server epoch ms), for the attempts it saves. */
  get startedAt(): number {
    return this.startsAt ?? this.now();
  }
}
