import { runInAction } from 'mobx';
import type { MessagingFeature } from '../../../../composition/features/messaging';
import type { Message } from '../../../../core/messaging/conversation.model';
import type { SpendingRefusal } from '../../../../core/wallet/spending-refusal';
import { NEW_CONVERSATION } from '../../../stores/message-store';
import type { ConversationDeps, ConversationPartner } from './conversation.view-model';

export type SendOutcome = 'sent' | 'noCredits' | 'overLimit' | 'notSent' | 'refused';

/** The conversation a sender writes into: its partner, its id (0 until created), and how it learns its id. */
export interface SenderLane {
  readonly partner: ConversationPartner;
  readonly conversationId: number;
  readonly isNew: boolean;
  created(conversationId: number): void;
  /** The member's own limit refused the message: the editor says why and keeps the text. */
  refusedBySpending(refusal: SpendingRefusal): void;
}

/**
 * Sending a conversation's messages (SPEC §4, §8): each goes into the lane at once as 'sending',
 * then becomes the stored message, or stays 'not sent' (kept across reloads) with a retry, or leaves
 * the lane when credits are short (the no-credits modal opens). The first message creates the
 * conversation.
 */
export class MessageSender {
  private localIds = 0;

  constructor(
    private readonly deps: ConversationDeps,
    private readonly lane: SenderLane,
  ) {}

  /** What was not sent to her before a reload, back in the lane (only in the browser: never rendered by the server). */
  restoreUnsent(): void {
    const { messages } = this.deps.stores;
    for (const message of this.deps.unsent?.of(this.lane.partner.id) ?? []) {
      if (!messages.get(message.id))
        messages.add(this.lane.conversationId, { ...message, status: 'not-sent' });
    }
  }

  async deliver(text: string, attachment: string | null, retryId?: string): Promise<SendOutcome> {
    const { stores, now, memberId } = this.deps;
    const id = retryId ?? `local-${now()}-${++this.localIds}`;
    const conversationId = this.lane.conversationId;
    stores.messages.addSending({
      type: attachment ? 'media' : 'text',
      id,
      createdAt: new Date(now()).toISOString(),
      read: true,
      attachment,
      content: text.trim(),
      owner: 'self',
      senderId: memberId,
      status: 'not-sent',
      conversationId: conversationId === NEW_CONVERSATION ? null : conversationId,
    });
    let result: Awaited<ReturnType<MessagingFeature['sendPrivateMessage']['execute']>>;
    try {
      const { sendPrivateMessage } = await this.deps.feature();
      result = await sendPrivateMessage.execute({
        conversationId,
        partnerId: this.lane.partner.id,
        target: this.lane.partner.username,
        text,
        attachment,
        memberId,
        retryId: id,
      });
    } catch {
      // The use-case answers 'notSent' for the backend; this is its code failing to load, or a bug:
      // the message stays in the lane, not sent, with its retry.
      return runInAction(() => this.notSent(id));
    }
    if (result.ok) {
      this.delivered(id, result.value.message);
      return 'sent';
    }
    return runInAction(() => this.refused(id, retryId !== undefined, result.error));
  }

  private delivered(localId: string, stored: Message): void {
    const { stores, unsent } = this.deps;
    unsent?.forget(localId);
    const created = this.lane.isNew && stored.conversationId !== null;
    runInAction(() => {
      if (created) this.lane.created(stored.conversationId!);
      stores.messages.confirmSent(localId, stored);
      stores.conversations.receive(this.lane.conversationId, stored);
    });
    if (!created) return;
    // The list learns the new conversation (the bridge's live messages need it) before the address changes.
    void this.deps.feature().then(async ({ listConversations }) => {
      const list = await listConversations.execute();
      if (list.ok) runInAction(() => stores.conversations.upsertMany(list.value));
      this.deps.onCreated(this.lane.partner);
    });
  }

  private refused(
    id: string,
    retried: boolean,
    error:
      | { kind: 'empty' }
      | { kind: 'tooLong' }
      | { kind: 'noCredits' }
      | SpendingRefusal
      | { kind: 'notSent'; message: Message },
  ): SendOutcome {
    const { messages } = this.deps.stores;
    if (error.kind === 'notSent') return this.notSent(id, error.message);
    // Refused before it left: a retried message stays not-sent, a new one was never in the lane.
    if (retried) messages.markNotSent(id);
    else messages.discard(id);
    if (error.kind === 'spendingLimit' || error.kind === 'buyingPaused') {
      this.lane.refusedBySpending(error);
      return 'overLimit';
    }
    if (error.kind !== 'noCredits') return 'refused';
    this.deps.showModal('noCredits');
    return 'noCredits';
  }

  /** Not sent: it stays in the lane marked not-sent (kept across reloads) for a retry. */
  private notSent(id: string, unsent?: Message): SendOutcome {
    const { messages } = this.deps.stores;
    messages.markNotSent(id, unsent);
    const kept = unsent ?? messages.get(id);
    if (kept) this.deps.unsent?.keep(this.lane.partner.id, kept);
    return 'notSent';
  }
}
