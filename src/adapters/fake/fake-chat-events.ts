import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { ChatEvents } from '../../ports/chat-events.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import type { FakeWorld } from './world/fake-world';

/** ChatEvents straight from the fake world's rooms; each handler gets its own copy of an event. */
export class FakeChatEvents implements ChatEvents {
  constructor(private readonly world: FakeWorld) {}

  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe {
    return this.world.subscribeRoom(room, (event) => handler(structuredClone(event)));
  }
}
