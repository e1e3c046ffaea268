import { observable, runInAction } from 'mobx';
import type { LiveChatFeature } from '../../../../../src/composition/features/live-chat';
import { ok } from '../../../../../src/core/common/result.model';
import {
  ROOM_STATE_UNKNOWN,
  type ChatEvent,
  type RoomState,
} from '../../../../../src/core/live-chat/chat.model';
import { ChatRoomStore } from '../../../../../src/ui/stores/chat-room-store';
import type { ChatRoomResync } from '../../../../../src/ui/stores/chat-room-subscriptions';
import type { LiveChatDeps } from '../../../../../src/ui/features/live-chat/view-models/live-chat-deps';
import { LiveChatViewModel } from '../../../../../src/ui/features/live-chat/view-models/live-chat.view-model';

export const SESSION = { token: 'chat_1', room: 'performer-7', nickname: 'bert' };

/** A room with in-test use-cases: every call recorded, answers set per test. */
export function room(
  overrides: Partial<Record<keyof LiveChatFeature, unknown>> = {},
  balance: number | null = 5000,
  duringJoin: ChatEvent[] = [],
  phoneSession: string | null = null,
  /** The room as the engine's join answer tells it. */
  entry: RoomState = ROOM_STATE_UNKNOWN,
) {
  // Observable, as the tab's phone session is: a view that shows callPays follows a call's start.
  const phone = observable.box(phoneSession);
  const store = new ChatRoomStore(SESSION.room);
  let listener: ((event: ChatEvent) => void) | undefined;
  let resynchronise: ChatRoomResync | undefined;
  const modals: string[] = [];
  const left: string[] = [];
  const clock = { now: 1000 };
  const feature = {
    joinChat: {
      execute: jest.fn(async (input: { beforeEnter?: (session: typeof SESSION) => void }) => {
        input.beforeEnter?.(SESSION);
        // What the room says while the engine takes the visitor (the old seat's kick) is not theirs.
        duringJoin.forEach((event) => listener?.(event));
        return ok({ session: SESSION, kind: 'chat' as const, nickname: 'bert', room: entry });
      }),
      again: jest.fn(),
    },
    leaveChat: { execute: jest.fn(async (reason: string) => void left.push(reason)) },
    sendChatMessage: { execute: jest.fn(async ({ text }: { text: string }) => ok({ text })) },
    tip: {
      execute: jest.fn(async ({ amount }: { amount: number }) =>
        ok({ amount: Number(amount), credits: 4900 }),
      ),
    },
    toyTip: { execute: jest.fn() },
    requestVip: { execute: jest.fn(async () => ok({ seconds: 60, cost: 240, credits: 5000 })) },
    stopVip: { execute: jest.fn(async () => ok(undefined)) },
    changeNickname: { execute: jest.fn() },
    startCamback: { execute: jest.fn() },
    stopCamback: { execute: jest.fn() },
    reportPlayerError: { execute: jest.fn() },
    chatEvents: {},
    ...overrides,
  } as unknown as LiveChatFeature;
  const deps: LiveChatDeps = {
    feature,
    joinRoom: (_room, resync, onEvent) => {
      listener = onEvent;
      resynchronise = resync;
      return { store, listening: Promise.resolve(), dispose: jest.fn() };
    },
    performer: { id: 7, username: 'sanne', snapshot: '/s.svg', onlineStatus: () => 1 },
    balance: () => balance,
    phoneSession: () => phone.get(),
    showModal: (name) => void modals.push(name),
    now: () => clock.now,
  };
  const vm = new LiveChatViewModel(deps);
  const emit = (event: ChatEvent) => {
    if (store.add(event)) listener?.(event);
  };
  const reconnect = () => resynchronise?.(store);
  return {
    vm,
    feature,
    emit,
    modals,
    left,
    reconnect,
    clock,
    setBalance: (value: number) => (balance = value),
    /** A phone call starts (its session) or ends (null). */
    setPhoneSession: (value: string | null) => runInAction(() => phone.set(value)),
  };
}
