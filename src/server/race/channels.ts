import { fail } from '../errors';
import {
  defineChannel,
  type ChannelSocket,
  type PreparedMessage,
  type ResourceChannels,
} from '../realtime/channel';
import type { Route } from './relay';
import type { RaceLink } from './room';
import { RaceSession } from './session';
import { raceServiceOf } from './service';

/** A socket as a room reaches it. */
function linkOf(socket: ChannelSocket<'race'>): RaceLink {
  return {
    send: (message) => socket.send(message),
    sendPrepared: (frame) => socket.sendPrepared(frame as PreparedMessage<'race'>),
    fail: (code, replyTo?: string) => socket.fail(code, replyTo),
    close: () => socket.close(),
  };
}

/**
 * The `race` channel (contracts/race.ts). A socket's messages run on this server's rooms (session.ts), except
 * after it joined a room another server holds: then this server routes them there (relay.ts) until the socket
 * opens or joins another room, and tells it when that server goes away.
 */
export const raceChannels: ResourceChannels = (scope, context) => {
  const service = raceServiceOf(context);
  scope.addHook('onReady', async () => service.ready());
  scope.addHook('onClose', async () => service.stop());
  defineChannel(scope, context, 'race', (socket) => {
    const link = linkOf(socket);
    const local = new RaceSession(service, socket.auth, socket.edition, link);
    let route: Route | null = null;
    const unroute = () => {
      route?.end();
      route = null;
    };
    return {
      async onMessage(message) {
        if (message.type === 'join') {
          const holder = await service.holderOf(message.code);
          unroute();
          if (holder) {
            local.leave();
            route = service.route(holder, socket.auth, socket.edition, link);
            route.send(message);
            return;
          }
        } else if (message.type === 'open') unroute();
        if (route) {
          if (!route.live()) throw fail('RACE_NOT_FOUND');
          route.send(message);
          return;
        }
        await local.handle(message);
      },
      onClose() {
        local.leave();
        unroute();
      },
    };
  });
};
