import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS } from '../../../../core/common/constants.model';
import { TOY_PRESETS } from '../../../../core/live-chat/chat.model';
import type { ToyPresetName } from '../../../../core/live-chat/toy-tip.use-case';
import type { LiveChatDeps } from './live-chat-deps';
import { spendingRefusalError, type RoomError } from './room-error';

/**
 * The longest pause between the two clicks of a double click (Windows' default): a tip or toy
 * tip asked for again within it is the same tip. Holding off only while the first was pending
 * missed it when the backend answered between the clicks, as a nearby one does.
 */
const DOUBLE_CLICK_MS = 500;

/**
 * A tip as it was asked for: an amount (a preset's, or as typed) with its message, or a toy preset;
 * with its own id, sent again with each retry, so the engine charges it once.
 */
export type TipRequest =
  | { kind: 'amount'; amount: number | string; message: string; isPublic: boolean; clientId: string }
  | { kind: 'toy'; preset: ToyPresetName; amount: number; isPublic: boolean; clientId: string };

/** A new tip's id: unique among the member's tips (the engine remembers his last 1,000). */
function newTipId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `tip-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

type TipResult = Awaited<ReturnType<LiveChatDeps['feature']['tip']['execute']>>;

/**
 * The visitor's tips in the room (SPEC §9 presets, a custom amount, her toy's presets): once per
 * click, public or private with a message. A tip that did not go through offers a retry of that
 * same tip; an amount out of range becomes a translated error; no credits opens the no-credits modal.
 */
export class RoomTips {
  tipPending = false;
  tipError: RoomError | null = null;
  customAmount = '';
  tipMessage = '';
  tipPublic = true;
  /** The last tip that went through, for a polite confirmation. */
  tipped: number | null = null;
  /** The tip that did not go through (the network, the backend), to send again with a retry. */
  failedTip: TipRequest | null = null;
  /** The last tip asked for (an amount or a toy preset) and when, for the double-click guard. */
  private lastTip: { what: string; at: number } | null = null;

  constructor(private readonly deps: Pick<LiveChatDeps, 'feature' | 'showModal' | 'now'>) {
    makeAutoObservable<this, 'deps' | 'lastTip'>(this, { deps: false, lastTip: false }, { autoBind: true });
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

  async tip(amount: number | string): Promise<void> {
    if (!this.startTip(`amount:${String(amount).trim()}`)) return;
    await this.sendTip({
      kind: 'amount',
      amount,
      message: this.tipMessage,
      isPublic: this.tipPublic,
      clientId: newTipId(),
    });
  }

  async toyTip(preset: ToyPresetName): Promise<void> {
    if (!this.startTip(`toy:${preset}`)) return;
    const amount = TOY_PRESETS.find((candidate) => candidate.name === preset)?.amount ?? 0;
    await this.sendTip({ kind: 'toy', preset, amount, isPublic: this.tipPublic, clientId: newTipId() });
  }

  /** Sends the tip that did not go through again, as it was asked for and with its id. */
  async retryTip(): Promise<void> {
    const failed = this.failedTip;
    if (!failed || this.tipPending) return;
    this.tipPending = true;
    await this.sendTip(failed);
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

  /** One tip on its way; whatever happens, the tip buttons work again afterwards. */
  private async sendTip(request: TipRequest): Promise<void> {
    this.tipError = null;
    this.failedTip = null;
    const { feature } = this.deps;
    try {
      const sent =
        request.kind === 'toy'
          ? await feature.toyTip.execute({
              preset: request.preset,
              isPublic: request.isPublic,
              clientId: request.clientId,
            })
          : await feature.tip.execute({
              amount: request.amount,
              message: request.message,
              isPublic: request.isPublic,
              clientId: request.clientId,
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
    if (sent.error.kind === 'spendingLimit' || sent.error.kind === 'buyingPaused') {
      this.tipped = null;
      this.tipError = spendingRefusalError(sent.error);
      return;
    }
    this.tipError = { key: 'tipRange', values: { min: sent.error.min, max: sent.error.max } };
  }
}
