import type { ChatRoomStore } from '../../../../src/ui/stores/chat-room-store';
import { bridgeSetup, flush, type BridgeSetup } from './bridge-setup';

/** demo joins performer 1001's chat room on the fake chat engine. */
async function joinChat(setup: BridgeSetup) {
  const session = await setup.ports.member.joinChat({ performerId: 1001, kind: 'chat' });
  return session;
}

function say(setup: BridgeSetup, text: string) {
  return setup.ports.chat.action({ action: 'message', message: text, messageType: 'room' });
}

function texts(store: ChatRoomStore): unknown[] {
  return store.events.filter((event) => event.name === 'message').map((event) => event.payload.message);
}

describe('RealtimeBridge: chat rooms', () => {
  it('puts a joined room’s events in its store, and none after leaving', async () => {
    const setup = await bridgeSetup();
    const session = await joinChat(setup);
    const room = setup.bridge.joinRoom(session.room);
    await setup.ports.chat.join(session);
    await say(setup, 'hello');
    expect(room.store.room).toBe(session.room);
    expect(room.store.events.map((event) => event.name)).toEqual(
      expect.arrayContaining(['memberConnected', 'message']),
    );
    expect(texts(room.store)).toEqual(['hello']);
    room.dispose();
    await say(setup, 'anyone?');
    expect(texts(room.store)).toEqual(['hello']);
  });

  it('resynchronises each joined room after the chat socket reconnects', async () => {
    const setup = await bridgeSetup();
    const session = await joinChat(setup);
    const resynced: string[] = [];
    const room = setup.bridge.joinRoom(session.room, async (store) => {
      await setup.ports.chat.join(session);
      resynced.push(store.room);
    });
    const silent = setup.bridge.joinRoom('room-without-resync');
    setup.chatEvents.reconnect();
    await flush();
    expect(resynced).toEqual([session.room]);
    room.dispose();
    silent.dispose();
    expect(setup.chatEvents.listeners).toBe(0);
    setup.chatEvents.reconnect();
    await flush();
    expect(resynced).toEqual([session.room]);
  });

  it('logs a room resynchronisation that fails', async () => {
    const setup = await bridgeSetup();
    setup.bridge.joinRoom('room-1', () => Promise.reject(new Error('gone')));
    setup.chatEvents.reconnect();
    await flush();
    expect(setup.logger.entries.map((entry) => entry.message)).toContain(
      'Resynchronising chat room room-1 failed',
    );
  });

  it('leaves every room on dispose, and refuses to join one afterwards', async () => {
    const setup = await bridgeSetup();
    const session = await joinChat(setup);
    const room = setup.bridge.joinRoom(session.room);
    setup.bridge.dispose();
    await setup.ports.chat.join(session);
    await say(setup, 'hello');
    expect(room.store.events).toEqual([]);
    expect(setup.chatEvents.listeners).toBe(0);
    expect(() => setup.bridge.joinRoom(session.room)).toThrow('after dispose');
  });
});
