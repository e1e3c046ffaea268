import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { PRICES } from '../common/constants.model';
import type { Message, MessageSend } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import { checkPrivateMessage } from './private-message';
import { balanceAfterCharge, mayAfford } from '../wallet/charged-balance';
import { SPENDING_LABELS, type SpendingRefusal } from '../wallet/spending-refusal';
import type { Clock } from '../../ports/clock.port';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';

export interface SendPrivateMessageInput {
  /** The conversation id; 0 starts a new conversation. */
  conversationId: number;
  /** The performer's user id. */
  partnerId: number;
  /** The performer's user name. */
  target: string;
  text: string;
  attachment: string | null;
  /** The member's id (from the token), stored as the sender. */
  memberId: number;
  /**
   * The client's id of the message (the lane's local id), the same for its first send and every
   * retry: the lane replaces it, and it goes to the backend as `clientId`, so a retry of a send whose
   * answer was lost is not stored and charged twice. Absent: no `clientId` is sent.
   */
  retryId?: string;
}

export interface SentMessage {
  /** The stored message, status 'sent', with its conversation id (new for a first message). */
  message: Message;
  /** The backend's balance after sending; null if it could not be read (the message is sent). */
  credits: number | null;
}

export type SendPrivateMessageError =
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'noCredits' }
  | SpendingRefusal
  | { kind: 'notSent'; message: Message };

type Refused = { kind: 'noCredits' } | SpendingRefusal;

const SEND_LABELS: LabelMap<Refused> = {
  [ERROR_LABELS.deductCredits]: { kind: 'noCredits' },
  ...SPENDING_LABELS,
};

/**
 * Sends a private message for 60 credits (SPEC §4, §5), idempotently when the input has a
 * `retryId` (sent as the backend's `clientId`). Text is trimmed; fails with 'empty' (no
 * text and no attachment, nothing sent), 'tooLong' (> 255), 'noCredits' (known balance below 60,
 * checked before calling the server, or refused by it), 'spendingLimit' (the backend says it crosses
 * the member's own limit), or 'notSent' with the message kept as
 * 'not-sent' for a retry (any other failure, logged). On success the backend's balance is written
 * to the one balance; failing to read it is logged and leaves the message sent.
 */
export class SendPrivateMessage {
  constructor(
    private readonly inbox: InboxApi,
    private readonly member: MemberApi,
    private readonly balance: WalletBalance,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: SendPrivateMessageInput): Promise<Result<SentMessage, SendPrivateMessageError>> {
    const draft = checkPrivateMessage({ text: input.text, attachment: input.attachment });
    if (draft.kind !== 'ok') return fail(draft);
    if (!mayAfford(this.balance.current(), PRICES.privateMessageCredits)) return fail({ kind: 'noCredits' });
    const body: MessageSend = {
      message: draft.message,
      attachment: draft.attachment,
      partnerId: input.partnerId,
      target: input.target,
      ...(input.retryId === undefined ? {} : { clientId: input.retryId }),
    };
    const sent = await this.send(input.conversationId, body);
    if (sent === null) {
      return fail({ kind: 'notSent', message: this.unsent(input, draft.message, draft.attachment) });
    }
    if (!sent.ok) return sent;
    const message: Message = { ...sent.value, owner: 'self', status: 'sent' };
    const ports = { member: this.member, balance: this.balance, logger: this.logger };
    return ok({ message, credits: await balanceAfterCharge(ports, undefined, 'a private message') });
  }

  /** The stored message, a refusal, or null when it was not sent for any other reason (logged). */
  private async send(conversationId: number, body: MessageSend): Promise<Result<Message, Refused> | null> {
    try {
      return await attempt(() => this.inbox.send(conversationId, body), SEND_LABELS);
    } catch (error) {
      this.logger.error('Sending a private message failed', error);
      return null;
    }
  }

  private unsent(input: SendPrivateMessageInput, text: string | null, attachment: string | null): Message {
    const now = this.clock.now();
    return {
      type: attachment ? 'media' : 'text',
      id: input.retryId ?? `local-${now}`,
      createdAt: new Date(now).toISOString(),
      read: true,
      attachment,
      content: text ?? '',
      owner: 'self',
      senderId: input.memberId,
      status: 'not-sent',
      conversationId: input.conversationId === 0 ? null : input.conversationId,
    };
  }
}
