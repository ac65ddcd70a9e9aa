import { useEffect, useRef, useState } from 'react';
import { TypingSession, type KeystrokeOutcome } from '../../../engine';
import type { ClientMessage, RaceResult, RaceRoom, RaceWorldRow, ServerMessage } from '../../../contracts';
import { openChannel, type ChannelHandle } from '../../api/realtime';
import { saveOwnRaceAttempt } from './save-own';

/** How the page asks for its room: open one (a class race, or a private room) or join one by code. */
export type RaceRequest =
  | { open: true; characterId: number; groupId?: number; lessonSlug: string }
  | { open: false; characterId: number; code: string };

export interface RaceState {
  room: RaceRoom | null;
  you: { slot: number; role: 'racer' | 'spectator'; host: boolean } | null;
  /** The racer's own text as typed (the engine's session of the keys sent, in step with the server's). */
  session: TypingSession | null;
  world: RaceWorldRow[];
  results: RaceResult[];
  final: boolean;
  /** Server time minus this device's, for the countdown. */
  offsetMs: number;
  saved: { attemptId: number; replayed: boolean } | null;
  error: string | null;
  /** `lost`: the room's server went away; the racer may finish typing, and its own keys are saved. */
  closed: 'removed' | 'ended' | 'lost' | null;
  /** The racer's own keys were saved as a normal attempt (the room was lost before its server saw the end). */
  ownSaved: boolean;
  /** The socket dropped and the page is joining again. */
  reconnecting: boolean;
  /** A phrase someone sent, newest last. */
  phrases: { slot: number; phrase: string; at: number }[];
  /** Bumped for each key typed, so the view redraws the text. */
  typed: number;
}

const initial: RaceState = {
  room: null,
  you: null,
  session: null,
  world: [],
  results: [],
  final: false,
  offsetMs: 0,
  saved: null,
  error: null,
  closed: null,
  ownSaved: false,
  reconnecting: false,
  phrases: [],
  typed: 0,
};

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * One race as the page holds it: the `race` channel opened for the request, the room and world as the server
 * sends them, the racer's own keys applied to a local engine session (for the text) and sent as typed. A dropped
 * socket joins again by code and picks up the keys the server holds.
 */
export function useRace(request: RaceRequest | null) {
  const [state, setState] = useState<RaceState>(initial);
  const channel = useRef<ChannelHandle<'race'> | null>(null);
  const code = useRef<string | null>(null);
  const latest = useRef(state);
  const savingOwn = useRef(false);

  /** The room is lost: a racer's own keys go to the results queue once its text is done (or at once if it is). */
  const saveOwnWhenDone = () => {
    const { room, you, session, saved, closed } = latest.current;
    if (closed !== 'lost' || savingOwn.current || saved || !room || you?.role !== 'racer' || !session) return;
    if (!session.finished || session.keystrokes.length === 0 || !request) return;
    savingOwn.current = true;
    void saveOwnRaceAttempt(room, request.characterId, session.keystrokes).then(
      () => setState((current) => ({ ...current, ownSaved: true })),
      (error: unknown) => console.warn('The race could not be kept on the device', error),
    );
  };

  useEffect(() => {
    latest.current = state;
    saveOwnWhenDone();
  });

  useEffect(() => {
    if (!request) return;
    let stopped = false;
    let rejoining = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const lose = () => {
      stopped = true;
      clearTimeout(retry);
      channel.current?.close();
      channel.current = null;
      setState((current) => ({ ...current, closed: 'lost', reconnecting: false }));
    };
    const onMessage = (message: ServerMessage<'race'>) => {
      // The room's server went away (told by the server that routed this socket, or no room to join again).
      if (
        (message.type === 'closed' && message.reason === 'lost') ||
        (message.type === 'error' && message.errorCode === 'RACE_NOT_FOUND' && rejoining)
      )
        return lose();
      setState((current) => reduce(current, message));
      if (message.type === 'joined') {
        code.current = message.room.code;
        rejoining = false;
      }
    };
    const connect = (first: boolean) => {
      const handle = openChannel('race', {
        onMessage,
        onClose: () => {
          if (stopped) return;
          setState((current) => ({ ...current, reconnecting: true }));
          retry = setTimeout(() => connect(false), 800);
        },
      });
      channel.current = handle;
      const characterId = request.characterId;
      if (first && request.open) {
        const { groupId, lessonSlug } = request;
        handle.send({
          type: 'open',
          id: 'open',
          characterId,
          lessonSlug,
          timeZone: timeZone(),
          ...(groupId ? { groupId } : {}),
        });
      } else {
        const joinCode = code.current ?? (request.open ? null : request.code);
        rejoining = !first && latest.current.room !== null;
        if (joinCode)
          handle.send({ type: 'join', id: 'join', characterId, code: joinCode, timeZone: timeZone() });
      }
    };
    connect(true);
    return () => {
      stopped = true;
      clearTimeout(retry);
      channel.current?.close();
      channel.current = null;
    };
    // The request is made once per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request === null]);

  const send = (message: ClientMessage<'race'>) => channel.current?.send(message);
  /** A key typed by the racer: applied to its own session, sent; answers how the engine took it. */
  const typeKey = (key: { char: string } | { backspace: true }): KeystrokeOutcome['kind'] | null => {
    const { session, you } = latest.current;
    if (!session || session.finished || you?.role !== 'racer') return null;
    const at = performance.now();
    const outcome = session.apply(
      'char' in key ? { kind: 'insert', char: key.char, timeStamp: at } : { kind: 'delete', timeStamp: at },
    );
    setState((current) => ({ ...current, typed: current.typed + 1 }));
    send('char' in key ? { type: 'k', c: key.char } : { type: 'k', b: 1 });
    return outcome.kind;
  };
  return { state, send, typeKey };
}

/** The racer's session rebuilt from the keys the server holds (a reconnect picks up from them). */
function sessionFrom(room: RaceRoom, keys: string): TypingSession {
  const session = new TypingSession(room.text, room.mode);
  for (const key of keys) {
    session.apply(
      key === '\u0008' ? { kind: 'delete', timeStamp: 0 } : { kind: 'insert', char: key, timeStamp: 0 },
    );
  }
  return session;
}

function reduce(current: RaceState, message: ServerMessage<'race'>): RaceState {
  const now = Date.now();
  switch (message.type) {
    case 'joined':
      return {
        ...current,
        room: message.room,
        you: message.you,
        // Joining again after a dropped socket keeps the page's own session (its keys' real times) when it holds
        // every key the server has; a new page starts from the server's keys.
        session:
          message.you.role !== 'racer'
            ? null
            : current.session &&
                current.room?.id === message.room.id &&
                current.session.keystrokes.length >= message.you.keys.length
              ? current.session
              : sessionFrom(message.room, message.you.keys),
        offsetMs: message.room.serverNow - now,
        reconnecting: false,
        error: null,
      };
    case 'members':
      if (!current.room) return current;
      return {
        ...current,
        room: { ...current.room, members: message.members },
        you: current.you && {
          ...current.you,
          role: message.members.find((member) => member.slot === current.you?.slot)?.role ?? current.you.role,
        },
      };
    case 'countdown':
      if (!current.room) return current;
      return {
        ...current,
        room: { ...current.room, phase: 'countdown', startsAt: message.startsAt },
        offsetMs: message.serverNow - now,
      };
    case 'world':
      return {
        ...current,
        world: message.r,
        room:
          current.room && current.room.phase === 'countdown' && message.t > 0
            ? { ...current.room, phase: 'racing' }
            : current.room,
      };
    case 'results':
      return {
        ...current,
        results: mergeResults(current.results, message.results),
        final: current.final || message.final,
        room: current.room && message.final ? { ...current.room, phase: 'finished' } : current.room,
      };
    case 'saved':
      return { ...current, saved: { attemptId: message.attemptId, replayed: message.replayed } };
    case 'phrase':
      return { ...current, phrases: [...current.phrases.slice(-4), { ...message, at: now }] };
    case 'closed':
      return { ...current, closed: message.reason };
    case 'error':
      return { ...current, error: message.message };
  }
}

function mergeResults(earlier: RaceResult[], incoming: RaceResult[]): RaceResult[] {
  const bySlot = new Map(earlier.map((result) => [result.slot, result]));
  for (const result of incoming) bySlot.set(result.slot, result);
  return [...bySlot.values()].sort(
    (a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || a.slot - b.slot,
  );
}
