import type { ChatEvent } from '../../../../src/core/live-chat/chat.model';
import { CHAT_ROOM_CAP, ChatRoomStore } from '../../../../src/ui/stores/chat-room-store';

/** A room message; `id` stands for an id the backend may add to an event (read structurally). */
function chat(text: string, id?: number): ChatEvent {
  const payload = { nickname: 'anna', message: text, messageType: 'room' };
  return { name: 'message', payload: id === undefined ? payload : { ...payload, id } } as ChatEvent;
}

function textOf(event: ChatEvent): string | undefined {
  return event.name === 'message' ? event.payload.message : undefined;
}

describe('ChatRoomStore', () => {
  it('keeps the room’s events in arrival order', () => {
    const store = new ChatRoomStore('room-1');
    store.add(chat('hi'));
    store.add({ name: 'tip', payload: { nickname: 'bob', amount: 100, message: '', isPublic: true } });
    store.add(chat('hi'));
    expect(store.events.map((event) => event.name)).toEqual(['message', 'tip', 'message']);
    expect(store.room).toBe('room-1');
  });

  it('keeps an event with an id once', () => {
    const store = new ChatRoomStore('room-1');
    expect(store.add(chat('one', 1))).toBe(true);
    store.addMany([chat('one', 1), chat('two', 2)]);
    expect(store.add(chat('two', 2))).toBe(false);
    expect(store.events.map(textOf)).toEqual(['one', 'two']);
  });

  it('keeps only the newest events beyond its cap', () => {
    const store = new ChatRoomStore('room-1', 3);
    store.addMany([chat('1', 1), chat('2', 2), chat('3', 3), chat('4', 4)]);
    expect(store.events.map(textOf)).toEqual(['2', '3', '4']);
    expect(new ChatRoomStore('room-2').add(chat('x'))).toBe(true);
    expect(CHAT_ROOM_CAP).toBeGreaterThan(0);
  });

  it('clears', () => {
    const store = new ChatRoomStore('room-1');
    store.add(chat('one', 1));
    store.clear();
    expect(store.events).toEqual([]);
    expect(store.add(chat('one', 1))).toBe(true);
  });
});
