import type { MessagingFeature } from '../../../../../src/composition/features/messaging';
import type { Conversation, Message } from '../../../../../src/core/messaging/conversation.model';
import { MemoryStorage } from '../../../../../src/adapters/storage/memory-storage';
import { ManualClock } from '../../../../../src/adapters/fake/manual-clock';
import { PopupStorage } from '../../../../../src/ui/features/messaging/view-models/popup-storage';
import {
  BUBBLE_RELOAD_MS,
  PopupsViewModel,
} from '../../../../../src/ui/features/messaging/view-models/popups.view-model';
import { createMessagingStores } from '../../../../../src/ui/stores/messaging-stores';
import { UnreadStore } from '../../../../../src/ui/stores/unread-store';

function conversation(id: number, username: string, unread = 0): Conversation {
  const party = { userid: id, id, avatar: '' };
  return {
    id,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    owner: party,
    participant: party,
    other: { id: 1000 + id, username, avatar: `/a/${id}.svg`, messagingId: id, location: '', age: 30 },
    isBubble: false,
    unread,
    archived: false,
    deleted: false,
    favorite: false,
    message: null,
  };
}

function incoming(id: string, conversationId: number): Message {
  return {
    type: 'text',
    id,
    createdAt: '2026-11-20T11:00:00Z',
    read: false,
    attachment: null,
    content: 'Hoi',
    owner: 'other',
    senderId: 1,
    status: 'sent',
    conversationId,
  };
}

function setup(widthRem = 80) {
  const stores = createMessagingStores();
  const told: [number, boolean][] = [];
  const reloads = { count: 0 };
  const listeners: ((id: number, message: Message) => void)[] = [];
  const feature = {
    ...stores,
    setConversationBubble: {
      execute: async (input: { conversationId: number; bubbled: boolean }) => {
        told.push([input.conversationId, input.bubbled]);
        return true;
      },
    },
    listConversations: {
      execute: async () => {
        reloads.count += 1;
        return { ok: true, value: stores.conversations.orderedData };
      },
    },
    markConversationRead: { execute: async () => ({ marked: true, unread: 0 }) },
  } as unknown as MessagingFeature;
  const storage = new PopupStorage(new MemoryStorage(new ManualClock()), 7);
  const viewport = { rem: widthRem };
  const make = () =>
    new PopupsViewModel({
      feature,
      unread: new UnreadStore(),
      storage,
      onPrivateMessage: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
      isMobile: () => false,
      viewportRem: () => viewport.rem,
    });
  const list = [1, 2, 3, 4].map((id) => conversation(id, `p${id}`));
  stores.conversations.replaceAll(list);
  return { stores, told, reloads, listeners, make, viewport, list };
}

describe('PopupsViewModel', () => {
  it('opens a bubble for a performer’s message and counts her unread messages there', async () => {
    const s = setup();
    const vm = s.make();
    vm.start();
    s.stores.conversations.receive(2, incoming('a', 2));
    await vm.received(2, incoming('a', 2));
    expect(vm.layout.bubbles.map((entry) => [entry.username, entry.unread])).toEqual([['p2', 1]]);
    await vm.unbubble(1002);
    expect(vm.layout.open.map((entry) => entry.username)).toEqual(['p2']);
    expect(s.told).toEqual([[2, false]]);
  });

  it('bubbles the oldest when a fourth conversation opens, tells the server, and reloads the list 300 ms later', async () => {
    jest.useFakeTimers();
    try {
      const s = setup(200);
      const vm = s.make();
      vm.start();
      for (const item of s.list) vm.open(item);
      expect(vm.layout.open.map((entry) => entry.username)).toEqual(['p2', 'p3', 'p4']);
      expect(vm.layout.bubbles.map((entry) => entry.username)).toEqual(['p1']);
      expect(s.told).toEqual([[1, true]]);
      await jest.advanceTimersByTimeAsync(BUBBLE_RELOAD_MS - 1);
      expect(s.reloads.count).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(s.reloads.count).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('bubbles pop-ups that no longer fit the width, and keeps them per member across a reload', () => {
    const s = setup(80);
    const vm = s.make();
    vm.start();
    for (const item of s.list.slice(0, 3)) vm.open(item);
    expect(vm.layout.open).toHaveLength(3);
    s.viewport.rem = 60; // (60 - 5) / 21: two fit
    vm.toggleMinimized(1003); // any change makes the layout read the width again
    expect(vm.layout.open.map((entry) => entry.username)).toEqual(['p2', 'p3']);
    expect(s.told).toEqual([[1, true]]);
    const again = s.make();
    expect(again.entries.map((entry) => [entry.username, entry.bubbled, entry.minimized])).toEqual([
      ['p1', true, false],
      ['p2', false, false],
      ['p3', false, true],
    ]);
  });
});
