import type { ClientMessage, Edition } from '../../contracts';
import type { AuthInfo } from '../auth/tokens';
import { fail } from '../errors';
import type { RaceLink, RaceRoom } from './room';
import type { RaceService } from './service';

/**
 * One connection's part in the races of this server: a socket of its own, or a socket of another server whose
 * join was routed here (relay.ts). It opens or joins one room at a time, then sends its keys as it types them;
 * the host's commands change the room for everyone. A closed connection keeps its racer's place: the same
 * character joining again picks up its keys.
 */
export class RaceSession {
  private current: { room: RaceRoom; characterId: number } | null = null;

  constructor(
    private readonly service: RaceService,
    private readonly auth: AuthInfo,
    private readonly edition: Edition,
    private readonly link: RaceLink,
  ) {}

  private inRoom() {
    if (!this.current) throw fail('RACE_NOT_JOINED');
    return this.current;
  }

  leave(): void {
    this.current?.room.detach(this.current.characterId, this.link);
    this.current = null;
  }

  async handle(message: ClientMessage<'race'>): Promise<void> {
    switch (message.type) {
      case 'open':
        this.leave();
        this.current = await this.service.open(this.auth, this.edition, message, this.link, message.id);
        return;
      case 'join':
        this.leave();
        this.current = await this.service.join(this.auth, message, this.link, message.id);
        return;
      case 'k': {
        const { room, characterId } = this.inRoom();
        if (message.c !== undefined) room.key(characterId, { char: message.c });
        else if (message.b === 1) room.key(characterId, { backspace: true });
        return;
      }
      case 'start':
        return this.inRoom().room.start(this.inRoom().characterId);
      case 'end':
        return this.inRoom().room.end(this.inRoom().characterId);
      case 'mute':
        return this.inRoom().room.mute(this.inRoom().characterId, message.slot, message.muted);
      case 'remove':
        return this.inRoom().room.remove(this.inRoom().characterId, message.slot);
      case 'phrase':
        return this.inRoom().room.phrase(this.inRoom().characterId, message.phrase);
      case 'finish':
        return this.inRoom().room.refinish(this.inRoom().characterId);
      case 'leave':
        return this.leave();
    }
  }
}
