import { makeAutoObservable, runInAction } from 'mobx';
import { fail } from '../../../../core/common/result.model';
import { LIMITS, PRICES } from '../../../../core/common/constants.model';
import type { ChatLine, ChatTab } from '../../../../core/live-chat/chat-room.model';
import { TOY_PRESETS } from '../../../../core/live-chat/chat.model';
import type { ToyPresetName } from '../../../../core/live-chat/toy-tip.use-case';
import { VIP_MIN_SECONDS } from '../../../../core/live-chat/request-vip.use-case';
import type { LiveChatDeps } from './live-chat.view-model';
import type { RoomLines } from './room-lines';

/**
 * The longest pause between the two clicks of a double click (Windows' default): a tip or toy
 * tip asked for again within it is the same tip. Holding off only while the first was pending
 * missed it when the backend answered between the clicks, as a nearby one does.
 */
const DOUBLE_CLICK_MS = 500;

/** What the actions need of the room they act in. */
interface Room {
  readonly lines: RoomLines;
  readonly activeTab: ChatTab;
  readonly nickname: string | null;
  readonly inRoom: boolean;
  vip: 'none' | 'requested' | 'running';
}

/** A tip as it was asked for: an amount (a preset's, or as typed) with its message, or a toy preset. */
export type TipRequest =
  | { kind: 'amount'; amount: number | string; message: string; isPublic: boolean }
  | { kind: 'toy'; preset: ToyPresetName; amount: number; isPublic: boolean };

type TipResult = Awaited<ReturnType<LiveChatDeps['feature']['tip']['execute']>>;

/** A translated error of one of the room's forms: key under `chat.errors`, with its values. */
export interface RoomError {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What a visitor does in the room (SPEC §4 chat send payloads): writes (the text is kept until the
 * engine took it, a failed line stays 'not sent' with a retry), tips once per click, tips her
 * toy, asks for and ends a VIP show, changes the nickname. Every refusal becomes a translated
 * error; no credits opens the no-credits modal.
 */
export class RoomActions {
  draft = '';
  draftError: RoomError | null = null;
  tipPending = false;
  tipError: RoomError | null = null;
  customAmount = '';
  tipMessage = '';
  tipPublic = true;
  /** The last tip that went through, for a polite confirmation. */
  tipped: number | null = null;
  /** The tip that did not go through (the network, the backend), to send again with a retry. */
  failedTip: TipRequest | null = null;
  nicknameError: RoomError | null = null;
  vipError: RoomError | null = null;
  /** Own lines sent and not yet echoed by the engine, by line id: the echo is not shown twice. */
  private readonly awaitingEcho = new Map<string, string>();
  private ownIds = 0;
  /** The last tip asked for (an amount or a toy preset) and when, for the double-click guard. */
  private lastTip: { what: string; at: number } | null = null;

  constructor(
    private readonly deps: LiveChatDeps,
    private readonly room: Room,
  ) {
    makeAutoObservable<this, 'deps' | 'room' | 'awaitingEcho' | 'ownIds' | 'lastTip'>(
      this,
      { deps: false, room: false, awaitingEcho: false, ownIds: false, lastTip: false },
      { autoBind: true },
    );
  }

  get charactersLeft(): number {
    return LIMITS.chatMessageMax - this.draft.length;
  }

  get vipCreditsPerSecond(): number {
    return PRICES.vipCreditsPerSecond;
  }

  setDraft(text: string): void {
    this.draft = text.slice(0, LIMITS.chatMessageMax);
    this.draftError = null;
  }

  /** Sends the draft to the active tab; the line shows at once, as 'sending'. */
  async send(): Promise<void> {
    const text = this.draft.trim();
    if (text === '') return void (this.draftError = { key: 'empty' });
    const tab = this.room.activeTab;
    const line: ChatLine = {
      id: `own-${(this.ownIds += 1)}`,
      tab,
      type: 'member',
      nickname: this.room.nickname,
      text,
      notice: null,
      own: true,
      status: 'sending',
      at: this.deps.now?.() ?? Date.now(),
    };
    this.room.lines.add(line);
    this.draft = '';
    await this.deliver(line);
  }

  /** Sends a 'not sent' line again. */
  async retry(id: string): Promise<void> {
    const line = this.room.lines.find(id);
    if (!line || line.status !== 'notSent') return;
    this.room.lines.update(id, { status: 'sending' });
    await this.deliver(line);
  }

  /** The engine's echo of an own line: true (and the line marked sent) when it was sent from here. */
  acceptEcho(line: ChatLine): boolean {
    for (const [id, text] of this.awaitingEcho) {
      if (text !== line.text) continue;
      this.awaitingEcho.delete(id);
      this.room.lines.update(id, { status: 'sent' });
      return true;
    }
    return false;
  }

  private async deliver(line: ChatLine): Promise<void> {
    this.awaitingEcho.set(line.id, line.text);
    const sent = await this.deps.feature.sendChatMessage
      .execute({ text: line.text, tab: line.tab })
      // The use-case answers 'notSent' for the backend; a bug too leaves the line with its retry.
      .catch(() => fail({ kind: 'notSent' as const }));
    runInAction(() => {
      if (sent.ok) {
        if (this.awaitingEcho.has(line.id)) this.room.lines.update(line.id, { status: 'sent' });
        return;
      }
      this.awaitingEcho.delete(line.id);
      this.room.lines.update(line.id, { status: 'notSent' });
      if (sent.error.kind === 'notStarted') this.draftError = { key: 'notStarted' };
    });
  }

  setCustomAmount(value: string): void {
    this.customAmount = value.replace(/[^\d]/g, '').slice(0, 6);
    this.tipError = null;
  }

  setTipMessage(value: string): void {
    this.tipMessage = value.slice(0, LIMITS.chatMessageMax);
  }

  setTipPublic(value: boolean): void {
    this.tipPublic = value;
  }

  tipCustom(): Promise<void> {
    return this.tip(this.customAmount);
  }

  /**
   * One tip at a time, and one per double click: a click while one is on its way, or the same tip
   * again within a double click's pause, charges nothing.
   */
  private startTip(what: string): boolean {
    const now = this.deps.now?.() ?? Date.now();
    const repeat = this.lastTip?.what === what && now - this.lastTip.at < DOUBLE_CLICK_MS;
    if (this.tipPending || repeat) return false;
    this.lastTip = { what, at: now };
    this.tipPending = true;
    return true;
  }

  async tip(amount: number | string): Promise<void> {
    if (!this.startTip(`amount:${String(amount).trim()}`)) return;
    await this.sendTip({ kind: 'amount', amount, message: this.tipMessage, isPublic: this.tipPublic });
  }

  async toyTip(preset: ToyPresetName): Promise<void> {
    if (!this.startTip(`toy:${preset}`)) return;
    const amount = TOY_PRESETS.find((candidate) => candidate.name === preset)?.amount ?? 0;
    await this.sendTip({ kind: 'toy', preset, amount, isPublic: this.tipPublic });
  }

  /** Sends the tip that did not go through again, as it was asked for. */
  async retryTip(): Promise<void> {
    const failed = this.failedTip;
    if (!failed || this.tipPending) return;
    this.tipPending = true;
    await this.sendTip(failed);
  }

  /** One tip on its way; whatever happens, the tip buttons work again afterwards. */
  private async sendTip(request: TipRequest): Promise<void> {
    this.tipError = null;
    this.failedTip = null;
    const { feature } = this.deps;
    try {
      const sent =
        request.kind === 'toy'
          ? await feature.toyTip.execute({ preset: request.preset, isPublic: request.isPublic })
          : await feature.tip.execute({
              amount: request.amount,
              message: request.message,
              isPublic: request.isPublic,
            });
      runInAction(() => this.settleTip(sent, request));
    } catch {
      // The use-cases answer 'failed' for the backend; this is a bug, and the member may still retry.
      runInAction(() => this.settleTip({ ok: false, error: { kind: 'failed' } }, request));
    } finally {
      runInAction(() => (this.tipPending = false));
    }
  }

  private settleTip(sent: TipResult, request: TipRequest): void {
    if (sent.ok) {
      this.tipped = sent.value.amount;
      this.customAmount = '';
      this.tipMessage = '';
      return;
    }
    if (sent.error.kind === 'noCredits') {
      this.deps.showModal('noCredits');
      return;
    }
    if (sent.error.kind === 'failed') {
      this.tipped = null;
      this.failedTip = request;
      return;
    }
    this.tipError = { key: 'tipRange', values: { min: sent.error.min, max: sent.error.max } };
  }

  /** Asks for a show; 'requested' until her answer, or back to 'none' with a reason when refused. */
  async requestVip(): Promise<void> {
    if (this.room.vip !== 'none') return;
    this.vipError = null;
    this.room.vip = 'requested';
    let refused: 'noCredits' | 'failed' | null = 'failed';
    try {
      const requested = await this.deps.feature.requestVip.execute({ seconds: VIP_MIN_SECONDS });
      refused = requested.ok ? null : requested.error.kind;
    } catch {
      // A bug, not the backend (the use-case answers 'failed' for that): the member may ask again.
    } finally {
      runInAction(() => this.settleVip(refused));
    }
  }

  private settleVip(refused: 'noCredits' | 'failed' | null): void {
    if (refused === null) return;
    // Her answer may have come on the socket before this one: a show that runs stays.
    if (this.room.vip === 'requested') this.room.vip = 'none';
    if (refused === 'noCredits') this.deps.showModal('noCredits');
    else this.vipError = { key: 'vipFailed' };
  }

  async stopVip(): Promise<void> {
    const stopped = await this.deps.feature.stopVip.execute();
    runInAction(() => {
      if (stopped.ok) this.room.vip = 'none';
      else this.vipError = { key: stopped.error.kind === 'notStarted' ? 'notStarted' : 'failed' };
    });
  }

  async changeNickname(nickname: string): Promise<boolean> {
    this.nicknameError = null;
    const changed = await this.deps.feature.changeNickname.execute(nickname);
    return runInAction(() => {
      if (changed.ok) return true;
      this.nicknameError =
        changed.error.kind === 'length'
          ? { key: 'nicknameLength', values: { min: changed.error.min, max: changed.error.max } }
          : { key: changed.error.kind === 'notStarted' ? 'notStarted' : 'failed' };
      return false;
    });
  }
}
