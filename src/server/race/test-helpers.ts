import { WebSocket } from 'ws';
import {
  BEARER_PROTOCOL_PREFIX,
  REALTIME_CHANNELS,
  REALTIME_PROTOCOL,
  type ClientMessage,
  type ServerMessage,
} from '../../contracts';

type RaceFrame = ServerMessage<'race'>;
type FrameOf<T extends RaceFrame['type']> = Extract<RaceFrame, { type: T }>;

/**
 * A racer's socket on the `race` channel of a listening server (`base`: its http:// address), as the page opens
 * it: every frame kept, `until` waiting (real time, up to `timeoutMs`) for the first one of a type that passes a
 * test.
 */
export async function raceSocket(base: string, token: string, timeoutMs = 4_000) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api${REALTIME_CHANNELS.race.path}`, [
    REALTIME_PROTOCOL,
    `${BEARER_PROTOCOL_PREFIX}${token}`,
  ]);
  const received: RaceFrame[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as RaceFrame));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const until = async <T extends RaceFrame['type']>(
    type: T,
    test: (message: FrameOf<T>) => boolean = () => true,
  ): Promise<FrameOf<T>> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(
        (message): message is FrameOf<T> => message.type === type && test(message as FrameOf<T>),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type}: ${JSON.stringify(received.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received,
    until,
    send: (message: ClientMessage<'race'>) => socket.send(JSON.stringify(message)),
    close: async () => {
      socket.close();
      await closed;
    },
  };
}
