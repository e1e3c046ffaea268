import { makeAutoObservable } from 'mobx';
import type { ChatEvent, ChatKind, ChatSession, RoomState } from '../../../../core/live-chat/chat.model';
import type { ChatLine, ChatTab, NoticeKey, RoomEffect } from '../../../../core/live-chat/chat-room.model';
import { readRoomEvent } from '../../../../core/live-chat/room-events.rules';
import { noticeLine, type RoomContext } from '../../../../core/live-chat/room-lines.rules';
import { readRoomState } from '../../../../core/live-chat/room-entry.rules';
import type { ChatRoomHandle } from '../../../stores/chat-room-subscriptions';
import type { LiveChatDeps, RoomStatus } from './live-chat-deps';
import { applyRoomEffect, type EffectRoom } from './room-effects';
import { SeatEntry } from './seat-entry';

/** What listening needs of the visitor's view model: its state, and where own lines are awaited. */
export interface ListeningRoom extends EffectRoom {
  readonly status: RoomStatus;
  nickname: string | null;
  readonly kind: ChatKind;
  readonly activeTab: ChatTab;
  readonly writing: { acceptEcho(line: ChatLine): boolean };
}

/**
 * The visitor's ear in her room (SPEC §4 chat events): listens to the room before the seat is
 * taken, reads every event, and the room's state at each entry, into tab lines and effects.
 */
export class RoomListener {
  private handle: ChatRoomHandle | null = null;
  private lineIds = 0;
  /** Tells the older seat's kick from this seat's (seat-entry.ts). */
  private readonly entry = new SeatEntry();

  constructor(
    private readonly deps: Pick<LiveChatDeps, 'joinRoom' | 'now' | 'showModal' | 'onReaction'>,
    private readonly room: ListeningRoom,
  ) {
    makeAutoObservable<this, 'deps' | 'room' | 'handle' | 'lineIds' | 'entry'>(
      this,
      { deps: false, room: false, handle: false, lineIds: false, entry: false },
      { autoBind: true },
    );
  }

  /**
   * Listens to the room of the seat; settles once its events flow, so entering after it misses
   * none. `resync` runs after the chat socket came back.
   */
  listen({ room, nickname }: ChatSession, resync: () => void): Promise<void> {
    this.entry.expect(nickname ?? null);
    // Events are read as they arrive (not by observing the store: that mobx API would weigh on every page's first load).
    this.handle = this.deps.joinRoom(room, resync, this.receive);
    return this.handle.listening;
  }

  stop(): void {
    this.handle?.dispose();
    this.handle = null;
  }

  /**
   * The room as the engine says it is at an entry (the notices that apply, her toy, the show);
   * after the first entry, what the room said after announcing this seat, which is newer.
   */
  enter(state: RoomState, again: boolean): void {
    const reading = readRoomState(state, this.context(), { toyActive: this.room.toyActive, again });
    for (const line of reading.lines) this.room.lines.add(line);
    for (const effect of reading.effects) this.apply(effect);
    if (!again) for (const event of this.entry.takeHeld()) this.receive(event);
  }

  receive(event: ChatEvent): void {
    const { room } = this;
    this.entry.hear(event);
    // Until the engine took the visitor, the room's events are not theirs yet: a newer tab of the
    // same member hears, during its own join, the kick that ends the older seat (duplicateSession).
    // Only what the room says after announcing this seat is kept, to read once the seat is in.
    if (room.status === 'joining') {
      this.entry.hold(event);
      return;
    }
    if (room.status !== 'joined') return;
    if (this.entry.isOlderSeatsKick(event)) return;
    if (event.name === 'nicknameChanged' && event.payload.oldNickname === room.nickname) {
      room.nickname = event.payload.newNickname;
    }
    const reading = readRoomEvent(event, this.context());
    for (const line of reading.lines) {
      if (!(line.own && line.type !== 'notice' && room.writing.acceptEcho(line))) room.lines.add(line);
    }
    for (const effect of reading.effects) this.apply(effect);
  }

  /** A notice of the room's own (not from an event), in the tab shown. */
  notice(key: NoticeKey): void {
    this.room.lines.add(noticeLine(this.context(), this.room.activeTab, key));
  }

  /** A line of this room: the context the core reads events in. */
  private context(): RoomContext {
    return {
      self: this.room.nickname,
      kind: this.room.kind,
      vip: this.room.vip === 'running',
      now: this.deps.now?.() ?? Date.now(),
      nextId: () => `line-${(this.lineIds += 1)}`,
    };
  }

  private apply(effect: RoomEffect): void {
    applyRoomEffect(this.room, this.deps, effect);
  }
}
