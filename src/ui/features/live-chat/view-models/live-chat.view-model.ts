import { makeAutoObservable, runInAction } from 'mobx';
import type { LiveChatFeature } from '../../../../composition/features/live-chat';
import type { ChatEvent, ChatKind, ChatSession, RoomState } from '../../../../core/live-chat/chat.model';
import type { ChatTab, LeaveReason, NoticeKey, RoomEffect } from '../../../../core/live-chat/chat-room.model';
import {
  isLowOnCredits,
  noticeLine,
  readRoomEvent,
  secondsLeft,
  tabsFor,
  type RoomContext,
} from '../../../../core/live-chat/chat-room.rules';
import { readRoomState } from '../../../../core/live-chat/room-entry.rules';
import type { ChatRoomHandle, ChatRoomResync } from '../../../stores/realtime-bridge';
import type { AfterPay } from '../../shell';
import { RoomActions } from './room-actions';
import { applyRoomEffect } from './room-effects';
import { RoomLines } from './room-lines';
import { RoomStage } from './room-stage';
import { SeatEntry } from './seat-entry';

export type RoomStatus = 'idle' | 'joining' | 'joined' | 'offline' | 'membersOnly' | 'failed' | 'left';

/** Why the visitor is no longer in the room; each has its own text and way on. */
export type LeftBecause =
  'guestExpired' | 'duplicateSession' | 'kicked' | 'closed' | 'paused' | 'noCredits' | 'stopped' | 'dialIn';

export interface LiveChatDeps {
  feature: LiveChatFeature;
  joinRoom(room: string, resync: ChatRoomResync, onEvent: (event: ChatEvent) => void): ChatRoomHandle;
  performer: { id: number; username: string; snapshot: string; onlineStatus: () => number };
  /** The balance as the backend last said it (the wallet store); null for a guest. */
  balance: () => number | null;
  /** The session of the tab's phone call while it is on, else null: it pays a guest's chat. */
  phoneSession?: () => string | null;
  showModal(name: 'noCredits' | 'register', props?: Record<string, unknown>): void;
  /** A tip or a vibration for the stream to show. */
  onReaction?(reaction: { amount: number; level: number; nickname: string }): void;
  now?: () => number;
}

/**
 * One visitor in a performer's live chat room (SPEC §2 performer page, §4 chat events): joins,
 * reads every room event into tab lines and effects, and leaves for every reason SPEC §4 names.
 * Paying acts (tips, toy, VIP, messages) are in RoomActions, the stream and camback in RoomStage;
 * both share this state.
 */
export class LiveChatViewModel {
  status: RoomStatus = 'idle';
  leftBecause: LeftBecause | null = null;
  /** Why the last join failed, when it has a text of its own. */
  failedBecause: 'callCredits' | null = null;
  kind: ChatKind = 'free';
  nickname: string | null = null;
  members = 0;
  toyActive = false;
  vip: 'none' | 'requested' | 'running' = 'none';
  readonly lines = new RoomLines();
  readonly actions: RoomActions;
  /** Her stream, the player's news and the visitor's camback. */
  readonly stage: RoomStage;
  private session: ChatSession | null = null;
  /** The join token of the visitor's seat, for the stream (observable, unlike the session). */
  seat: string | null = null;
  private handle: ChatRoomHandle | null = null;
  private lineIds = 0;
  private leaveAfterJoin: LeaveReason = 'navigation';
  /** Tells the older seat's kick from this seat's (seat-entry.ts). */
  private readonly entry = new SeatEntry();
  /** Out of the room (or refused at the start) for want of credits: buying some takes the member back in. */
  private stoppedForCredits = false;

  constructor(private readonly deps: LiveChatDeps) {
    this.actions = new RoomActions(deps, this);
    this.stage = new RoomStage(deps, this);
    makeAutoObservable<this, 'deps' | 'session' | 'handle' | 'lineIds' | 'leaveAfterJoin' | 'entry'>(
      this,
      {
        deps: false,
        session: false,
        handle: false,
        lineIds: false,
        leaveAfterJoin: false,
        entry: false,
        lines: false,
        actions: false,
        stage: false,
      },
      { autoBind: true },
    );
  }

  get tabs(): ChatTab[] {
    return tabsFor(this.kind, this.vip === 'running');
  }

  get activeTab(): ChatTab {
    return this.tabs.includes(this.lines.active) ? this.lines.active : this.tabs[0]!;
  }

  /** The rate now: a VIP show's while it runs. */
  get billedAs(): ChatKind {
    return this.vip === 'running' ? 'vip' : this.kind;
  }

  get lowOnCredits(): boolean {
    const credits = this.deps.balance();
    return this.status === 'joined' && credits !== null && isLowOnCredits(credits, this.billedAs);
  }

  get minutesLeft(): number | null {
    const credits = this.deps.balance();
    const seconds = credits === null ? null : secondsLeft(credits, this.billedAs);
    return seconds === null ? null : Math.floor(seconds / 60);
  }

  get inRoom(): boolean {
    return this.status === 'joined';
  }

  /** The tab's phone call is on: a guest can chat on it (the call's credits pay). */
  get callPays(): boolean {
    return (this.deps.phoneSession?.() ?? null) !== null;
  }

  /** A guest on a phone call: no balance to top up, so no offer to buy credits. */
  get payingGuest(): boolean {
    return this.callPays && this.deps.balance() === null;
  }

  showTab(tab: ChatTab): void {
    this.lines.show(tab);
  }

  /** Joins her room; the room's events are read only after the engine took the visitor (duplicate sessions). */
  async join(): Promise<void> {
    if (this.status === 'joining' || this.status === 'joined') return;
    this.status = 'joining';
    this.stoppedForCredits = false;
    this.leftBecause = null;
    this.failedBecause = null;
    const { performer, feature } = this.deps;
    const joined = await feature.joinChat.execute({
      performerId: performer.id,
      onlineStatus: performer.onlineStatus(),
      phoneSession: this.deps.phoneSession?.() ?? null,
      // Listening before entering: what the room says right after (her greeting, a toy switched on) is not lost.
      beforeEnter: (session) => this.subscribe(session),
    });
    if (this.status !== 'joining') {
      // Left (or disposed) while joining: the engine must not keep a seat nobody watches.
      this.unsubscribe();
      if (joined.ok) void feature.leaveChat.execute(this.leaveAfterJoin);
      return;
    }
    runInAction(() => {
      if (!joined.ok) {
        this.unsubscribe();
        this.status =
          joined.error.kind === 'offline' || joined.error.kind === 'membersOnly'
            ? joined.error.kind
            : 'failed';
        if (joined.error.kind !== 'noCredits') return;
        // A guest's call credits each minute as it starts: a new seat in the same minute waits for the next.
        if (this.payingGuest) this.failedBecause = 'callCredits';
        else this.deps.showModal('noCredits');
        this.stoppedForCredits = !this.payingGuest;
        return;
      }
      this.session = joined.value.session;
      this.seat = joined.value.session.token;
      this.kind = joined.value.kind;
      this.nickname = joined.value.nickname;
      this.lines.show(tabsFor(this.kind, false)[0]!);
      this.status = 'joined';
      this.enter(joined.value.room, false);
      // What the room said after announcing this seat is newer than the join's answer: read it now.
      for (const event of this.entry.takeHeld()) this.receive(event);
    });
  }

  /** Leaves the room (PUT chat/leave) with the reason; the lines stay to read. */
  leave(reason: LeaveReason, because: LeftBecause | null = null): void {
    const wasIn = this.status === 'joined';
    // Still joining: join() sees the status change and leaves once the engine has the visitor.
    if (this.status === 'joining') this.leaveAfterJoin = reason;
    this.unsubscribe();
    if (wasIn || this.status === 'joining') this.status = 'left';
    if (because) this.leftBecause = because;
    this.stoppedForCredits = because === 'noCredits' && !this.payingGuest;
    this.vip = 'none';
    this.session = null;
    this.seat = null;
    if (wasIn) void this.deps.feature.leaveChat.execute(reason);
  }

  dispose(): void {
    this.leave('navigation');
  }

  /**
   * The performer page's after-pay event (SPEC §4): credits bought after the chat stopped for want
   * of them, or refused her paid chat at the start, take the member back into her room.
   */
  afterPay(event: Pick<AfterPay, 'outcome'>): void {
    if (event.outcome === 'bought' && this.stoppedForCredits) void this.join();
  }

  /** A line of this room: the context the core reads events in. */
  private context(): RoomContext {
    return {
      self: this.nickname,
      kind: this.kind,
      vip: this.vip === 'running',
      now: this.deps.now?.() ?? Date.now(),
      nextId: () => `line-${(this.lineIds += 1)}`,
    };
  }

  /** Listens to the room; settles once its events flow, so entering after it misses none. */
  private subscribe({ room, nickname }: ChatSession): Promise<void> {
    this.entry.expect(nickname ?? null);
    // Events are read as they arrive (not by observing the store: that mobx API would weigh on every page's first load).
    this.handle = this.deps.joinRoom(room, () => this.rejoin(), this.receive);
    return this.handle.listening;
  }

  private unsubscribe(): void {
    this.handle?.dispose();
    this.handle = null;
  }

  /**
   * After the chat socket came back: enter again with the same token (no duplicate session), and
   * catch up with what the room's state says changed while its events could not arrive.
   */
  private async rejoin(): Promise<void> {
    const session = this.session;
    if (!session || this.status !== 'joined') return;
    const state = await this.deps.feature.joinChat.again(session);
    // Left (or in a newer seat) meanwhile: the answer is no longer this seat's.
    if (state && this.session === session && this.status === 'joined') this.enter(state, true);
  }

  /** The room as the engine says it is at an entry: the notices that apply, her toy, the show. */
  private enter(state: RoomState, again: boolean): void {
    const reading = readRoomState(state, this.context(), { toyActive: this.toyActive, again });
    for (const line of reading.lines) this.lines.add(line);
    for (const effect of reading.effects) this.apply(effect);
  }

  receive(event: ChatEvent): void {
    this.entry.hear(event);
    // Until the engine took the visitor, the room's events are not theirs yet: a newer tab of the
    // same member hears, during its own join, the kick that ends the older seat (duplicateSession).
    // Only what the room says after announcing this seat is kept, to read once the seat is in.
    if (this.status === 'joining') {
      this.entry.hold(event);
      return;
    }
    if (this.status !== 'joined') return;
    if (this.entry.isOlderSeatsKick(event)) return;
    if (event.name === 'nicknameChanged' && event.payload.oldNickname === this.nickname) {
      this.nickname = event.payload.newNickname;
    }
    const reading = readRoomEvent(event, this.context());
    for (const line of reading.lines) {
      if (!(line.own && line.type !== 'notice' && this.actions.acceptEcho(line))) this.lines.add(line);
    }
    for (const effect of reading.effects) this.apply(effect);
  }

  /** A notice of the room's own (not from an event), in the tab shown. */
  notice(key: NoticeKey): void {
    this.lines.add(noticeLine(this.context(), this.activeTab, key));
  }

  private apply(effect: RoomEffect): void {
    applyRoomEffect(this, this.deps, effect);
  }
}
