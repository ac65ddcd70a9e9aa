import type { RaceServerMessage } from '../../contracts';
import { fail } from '../errors';
import {
  defineChannel,
  type ChannelSocket,
  type PreparedMessage,
  type ResourceChannels,
} from '../realtime/channel';
import type { RaceLink, RaceRoom } from './room';
import { raceServiceOf } from './service';

/** A socket as a room reaches it. */
function linkOf(socket: ChannelSocket<'race'>): RaceLink {
  return {
    send: (message: RaceServerMessage) => socket.send(message),
    sendPrepared: (frame) => socket.sendPrepared(frame as PreparedMessage<'race'>),
    fail: (code) => socket.fail(code),
    close: () => socket.close(),
  };
}

/**
 * The `race` channel (contracts/race.ts): a socket opens or joins one room at a time, then sends its keys as it
 * types them; the host's commands change the room for everyone. A closed socket keeps its racer's place: the
 * same character joining again picks up its keys.
 */
export const raceChannels: ResourceChannels = (scope, context) => {
  const service = raceServiceOf(context);
  scope.addHook('onClose', async () => service.closeAll());
  defineChannel(scope, context, 'race', (socket) => {
    const link = linkOf(socket);
    let current: { room: RaceRoom; characterId: number } | null = null;
    const inRoom = () => {
      if (!current) throw fail('RACE_NOT_JOINED');
      return current;
    };
    const leave = () => {
      current?.room.detach(current.characterId, link);
      current = null;
    };
    return {
      async onMessage(message) {
        switch (message.type) {
          case 'open':
            leave();
            current = await service.open(socket.auth, socket.edition, message, link, message.id);
            return;
          case 'join':
            leave();
            current = await service.join(socket.auth, message, link, message.id);
            return;
          case 'k': {
            const { room, characterId } = inRoom();
            if (message.c !== undefined) room.key(characterId, { char: message.c });
            else if (message.b === 1) room.key(characterId, { backspace: true });
            return;
          }
          case 'start':
            return inRoom().room.start(inRoom().characterId);
          case 'end':
            return inRoom().room.end(inRoom().characterId);
          case 'mute':
            return inRoom().room.mute(inRoom().characterId, message.slot, message.muted);
          case 'remove':
            return inRoom().room.remove(inRoom().characterId, message.slot);
          case 'phrase':
            return inRoom().room.phrase(inRoom().characterId, message.phrase);
          case 'finish':
            return inRoom().room.refinish(inRoom().characterId);
          case 'leave':
            return leave();
        }
      },
      onClose: leave,
    };
  });
};
