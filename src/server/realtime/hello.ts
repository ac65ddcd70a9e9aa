import type { ResourceChannels } from './channel';
import { defineChannel } from './channel';

/**
 * The `hello` channel (contracts/realtime.ts): says who the socket is signed in as, and answers each ping with
 * a pong carrying the same id. It proves a socket is signed in and checked as an HTTP call is; a client can
 * also use it to measure the round trip.
 */
export const helloChannels: ResourceChannels = (scope, context) => {
  defineChannel(scope, context, 'hello', (socket) => {
    socket.send({ type: 'welcome', userId: socket.auth.userId });
    return {
      onMessage(message) {
        if (message.type === 'ping')
          socket.send({ type: 'pong', id: message.id, userId: socket.auth.userId });
      },
    };
  });
};
