import type { RealtimeBridgeDependencies } from '../../../../src/ui/stores/realtime-bridge.dependencies';
import { createAppStores } from '../../../../src/ui/stores/app-stores';
import { createMessagingStores } from '../../../../src/ui/stores/messaging-stores';
import { MemoryCredentials } from '../../../../src/adapters/session/memory-credentials';
import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../../src/adapters/fake/memory-logger';
import type { ChatEvent } from '../../../../src/core/live-chat/chat.model';
import type { Conversation } from '../../../../src/core/messaging/conversation.model';
import { ListConversations } from '../../../../src/core/messaging/list-conversations.use-case';
import type { ChatEvents } from '../../../../src/ports/chat-events.port';
import type { Unsubscribe } from '../../../../src/ports/member-events.port';
import { RealtimeBridge } from '../../../../src/ui/stores/realtime-bridge';
import type { ChatRoomEvents, RealtimeResync } from '../../../../src/ui/stores/realtime-bridge.dependencies';

/**
 * The fake world's chat rooms plus the onConnect the ChatEvents port is getting: the fake adapter
 * has no connection to drop yet, so the test says when the chat socket came back.
 */
export class ReconnectableChatEvents implements ChatRoomEvents {
  private readonly connectHandlers = new Set<(reconnect: boolean) => void>();

  constructor(private readonly rooms: ChatEvents) {}

  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe {
    return this.rooms.subscribe(room, handler);
  }

  whenListening(room: string): Promise<void> {
    return this.rooms.whenListening(room);
  }

  onConnect(handler: (reconnect: boolean) => void): Unsubscribe {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  get listeners(): number {
    return this.connectHandlers.size;
  }

  reconnect(): void {
    for (const handler of [...this.connectHandlers]) handler(true);
  }
}

/** Lets queued microtasks (deferred connects, resolved fake calls) run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/**
 * demo, logged in on the fake world, its member socket open, with fresh stores and a bridge whose
 * resync asks the fake backend (the balance through `credits` when given).
 */
export async function bridgeSetup(
  options: {
    credits?: () => Promise<number | null>;
    /** What the page holds before the socket's first connect (a list, an open conversation). */
    beforeConnect?: (stores: RealtimeBridgeDependencies['stores'], bridge: RealtimeBridge) => void;
  } = {},
) {
  const clock = new ManualClock();
  const backend = new FakeBackend({ seed: 4242, clock });
  const credentials = new MemoryCredentials(null);
  const ports = backend.session(credentials);
  const { token } = await ports.member.login({ username: 'demo', password: 'demo1234' });
  credentials.set(token);
  const memberId = backend.world.memberIdFromToken(token)!;
  const logger = new MemoryLogger();
  const stores = { ...createAppStores(), ...createMessagingStores() };
  // The member's page came with a count (a guest's with none); the bridge keeps it current.
  stores.unread.seed(0);
  const list = new ListConversations(ports.inbox, logger);
  const calls = { credits: 0, conversations: 0, unread: 0 };
  const resync: RealtimeResync = {
    credits: () => {
      calls.credits += 1;
      return options.credits ? options.credits() : ports.member.getCredits();
    },
    conversations: async (): Promise<Conversation[] | null> => {
      calls.conversations += 1;
      const result = await list.execute('all');
      return result.ok ? result.value : null;
    },
    unread: () => {
      calls.unread += 1;
      return ports.inbox.countUnread();
    },
  };
  const chatEvents = new ReconnectableChatEvents(ports.chatEvents);
  const bridge = new RealtimeBridge({
    memberEvents: ports.memberEvents,
    chatEvents,
    clock,
    logger,
    stores,
    resync,
  });
  bridge.start();
  options.beforeConnect?.(stores, bridge);
  ports.memberEvents.connect();
  await flush();
  // What the first connect asked for (its catch-up); the tests count from there.
  const firstConnect = { ...calls };
  Object.assign(calls, { credits: 0, conversations: 0, unread: 0 });
  return {
    clock,
    backend,
    ports,
    token,
    memberId,
    logger,
    stores,
    resync,
    calls,
    firstConnect,
    chatEvents,
    bridge,
  };
}

export type BridgeSetup = Awaited<ReturnType<typeof bridgeSetup>>;

/** The member sends a private message through the fake inbox; the performer answers 3 to 8 s later. */
export function send(setup: BridgeSetup, conversationId: number, partnerId: number, text = 'Hello') {
  return setup.ports.inbox.send(conversationId, { message: text, attachment: null, partnerId, target: '' });
}
