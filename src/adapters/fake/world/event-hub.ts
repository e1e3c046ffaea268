import type { ChatEvent, ChatEventMap, ChatEventName } from '../../../core/live-chat/chat.model';
import type {
  BroadcastEventName,
  MemberEventMap,
  MemberEventName,
  MemberOnlyEventName,
  Unsubscribe,
} from '../../../ports/member-events.port';

/** One member event with its typed payload. */
export type MemberEventEnvelope = {
  [E in MemberEventName]: { name: E; payload: MemberEventMap[E] };
}[MemberEventName];

/** One event for every channel, guests included. */
export type BroadcastEventEnvelope = Extract<MemberEventEnvelope, { name: BroadcastEventName }>;

/** Handlers grouped by a key (member id, room name). */
class Topics<K, T> {
  private readonly handlers = new Map<K, Set<(value: T) => void>>();

  subscribe(key: K, handler: (value: T) => void): Unsubscribe {
    const set = this.handlers.get(key) ?? new Set();
    set.add(handler);
    this.handlers.set(key, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(key);
    };
  }

  publish(key: K, value: T): void {
    for (const handler of [...(this.handlers.get(key) ?? [])]) {
      try {
        handler(value);
      } catch (error) {
        // As with a real socket, one faulty listener must neither break the world nor starve the others.
        console.error('fake world: event handler failed', error);
      }
    }
  }

  count(key: K): number {
    return this.handlers.get(key)?.size ?? 0;
  }
}

/**
 * The member socket's events: member-only events addressed by member id (the sandbox socket server
 * subscribes here too), and one broadcast topic for the events every channel gets. The types keep
 * the two apart, so a member's private event can never be broadcast, nor a broadcast faked per member.
 */
export class MemberEventHub {
  private readonly topics = new Topics<number, MemberEventEnvelope>();
  private readonly everyone = new Topics<'everyone', BroadcastEventEnvelope>();
  private readonly world = new Topics<'world', BroadcastEventEnvelope>();

  subscribe(memberId: number, handler: (event: MemberEventEnvelope) => void): Unsubscribe {
    return this.topics.subscribe(memberId, handler);
  }

  emit<E extends MemberOnlyEventName>(memberId: number, name: E, payload: MemberEventMap[E]): void {
    this.topics.publish(memberId, { name, payload } as MemberEventEnvelope);
  }

  listeners(memberId: number): number {
    return this.topics.count(memberId);
  }

  /**
   * Every broadcast event. Channels subscribe through `FakeWorld.subscribeBroadcast`, which also
   * keeps the schedule's slot-boundary announcements running while anyone listens.
   */
  subscribeBroadcast(handler: (event: BroadcastEventEnvelope) => void): Unsubscribe {
    return this.everyone.subscribe('everyone', handler);
  }

  broadcast<E extends BroadcastEventName>(name: E, payload: MemberEventMap[E]): void {
    const event = { name, payload } as BroadcastEventEnvelope;
    this.world.publish('world', event);
    this.everyone.publish('everyone', event);
  }

  /**
   * Every broadcast event, for the world's own services (favourite alerts): not counted as a
   * listener, so it keeps no schedule timer running, and heard before the channels are.
   */
  observeBroadcast(handler: (event: BroadcastEventEnvelope) => void): Unsubscribe {
    return this.world.subscribe('world', handler);
  }

  broadcastListeners(): number {
    return this.everyone.count('everyone');
  }
}

/** Live chat room events, addressed by room name. */
export class RoomEventHub {
  private readonly topics = new Topics<string, ChatEvent>();

  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe {
    return this.topics.subscribe(room, handler);
  }

  emit<E extends ChatEventName>(room: string, name: E, payload: ChatEventMap[E]): void {
    this.topics.publish(room, { name, payload } as ChatEvent);
  }

  listeners(room: string): number {
    return this.topics.count(room);
  }
}
