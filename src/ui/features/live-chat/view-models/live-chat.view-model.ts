import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatEvent, ChatKind, ChatSession } from '../../../../core/live-chat/chat.model';
import type { ChatTab, LeaveReason, NoticeKey } from '../../../../core/live-chat/chat-room.model';
import { isLowOnCredits, secondsLeft } from '../../../../core/live-chat/chat-credits.rules';
import { tabsFor } from '../../../../core/live-chat/room-lines.rules';
import type { AfterPay } from '../../shell';
import type { LeftBecause, LiveChatDeps, RoomStatus } from './live-chat-deps';
import { RoomLines } from './room-lines';
import { RoomListener } from './room-listener';
import { RoomMeter } from './room-meter';
import { RoomStage } from './room-stage';
import { RoomTips } from './room-tips';
import { RoomVip } from './room-vip';
import { RoomWriting } from './room-writing';

/**
 * One visitor in a performer's live chat room (SPEC §2 performer page, §4 chat events): joins her
 * room, and leaves it for every reason SPEC §4 names. Its parts share this state: RoomListener reads the
 * room's events, RoomWriting the visitor's lines and nickname, RoomTips the tips, RoomVip the
 * show, RoomStage the stream and camback.
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
  readonly writing: RoomWriting;
  readonly tips: RoomTips;
  readonly vipShow: RoomVip;
  /** What the show or paid chat costs as it runs, and a guest's free time left. */
  readonly meter: RoomMeter;
  /** Her stream, the player's news and the visitor's camback. */
  readonly stage: RoomStage;
  private readonly listener: RoomListener;
  private session: ChatSession | null = null;
  /** The join token of the visitor's seat, for the stream (observable, unlike the session). */
  seat: string | null = null;
  private leaveAfterJoin: LeaveReason = 'navigation';
  /** Out of the room (or refused at the start) for want of credits: buying some takes the member back in. */
  private stoppedForCredits = false;

  constructor(private readonly deps: LiveChatDeps) {
    this.writing = new RoomWriting(deps, this);
    this.tips = new RoomTips(deps);
    this.vipShow = new RoomVip(deps, this);
    this.meter = new RoomMeter(this, deps.now ?? Date.now);
    this.stage = new RoomStage(deps, this);
    this.listener = new RoomListener(deps, this);
    makeAutoObservable<this, 'deps' | 'listener' | 'session' | 'leaveAfterJoin'>(
      this,
      {
        deps: false,
        listener: false,
        session: false,
        leaveAfterJoin: false,
        lines: false,
        writing: false,
        tips: false,
        vipShow: false,
        meter: false,
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
      beforeEnter: (session) => this.listener.listen(session, () => void this.rejoin()),
    });
    if (this.status !== 'joining') {
      // Left (or disposed) while joining: the engine must not keep a seat nobody watches.
      this.listener.stop();
      if (joined.ok) void feature.leaveChat.execute(this.leaveAfterJoin);
      return;
    }
    runInAction(() => {
      if (!joined.ok) {
        this.listener.stop();
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
      this.meter.reset();
      this.listener.enter(joined.value.room, false);
    });
  }

  /** Leaves the room (PUT chat/leave) with the reason; the lines stay to read. */
  leave(reason: LeaveReason, because: LeftBecause | null = null): void {
    const wasIn = this.status === 'joined';
    // Still joining: join() sees the status change and leaves once the engine has the visitor.
    if (this.status === 'joining') this.leaveAfterJoin = reason;
    this.listener.stop();
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

  /**
   * After the chat socket came back: enter again with the same token (no duplicate session), and
   * catch up with what the room's state says changed while its events could not arrive.
   */
  private async rejoin(): Promise<void> {
    const session = this.session;
    if (!session || this.status !== 'joined') return;
    const state = await this.deps.feature.joinChat.again(session);
    // Left (or in a newer seat) meanwhile: the answer is no longer this seat's.
    if (state && this.session === session && this.status === 'joined') this.listener.enter(state, true);
  }

  /** A room event, or the stage's news told in the room. */
  receive(event: ChatEvent): void {
    this.listener.receive(event);
  }

  /** A notice of the room's own (not from an event), in the tab shown. */
  notice(key: NoticeKey): void {
    this.listener.notice(key);
  }
}
