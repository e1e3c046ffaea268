import { ERROR_LABELS, hasLabel } from '../common/api-error.model';
import { PRICES } from '../common/constants.model';
import type { Message } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import { checkPrivateMessage } from '../account/validation/private-message';
import type { Clock } from '../../ports/clock.port';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';

export interface SendPrivateMessageInput {
  /** The conversation id; 0 starts a new conversation. */
  conversationId: number;
  /** The performer's user id. */
  partnerId: number;
  /** The performer's user name. */
  target: string;
  text: string;
  attachment: string | null;
  /** The balance the member sees; sending is refused below the message price. */
  credits: number;
  /** The member's id (from the token), stored as the sender. */
  memberId: number;
  /** The id of a not-sent message being retried, so the lane replaces it. */
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
  | { kind: 'notSent'; message: Message };

/**
 * Sends a private message for 60 credits (SPEC §4, §5). Text is trimmed; fails with 'empty' (no
 * text and no attachment, nothing sent), 'tooLong' (> 255), 'noCredits' (balance below 60, checked
 * before calling the server, or refused by it), or 'notSent' with the message kept as 'not-sent'
 * for a retry (any other failure, logged). On success the balance comes from the backend.
 */
export class SendPrivateMessage {
  constructor(
    private readonly inbox: InboxApi,
    private readonly member: MemberApi,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: SendPrivateMessageInput): Promise<Result<SentMessage, SendPrivateMessageError>> {
    const draft = checkPrivateMessage({ text: input.text, attachment: input.attachment });
    if (draft.kind !== 'ok') return fail(draft);
    if (input.credits < PRICES.privateMessageCredits) return fail({ kind: 'noCredits' });
    const body = {
      message: draft.message,
      attachment: draft.attachment,
      partnerId: input.partnerId,
      target: input.target,
    };
    let stored: Message;
    try {
      stored = await this.inbox.send(input.conversationId, body);
    } catch (error) {
      if (hasLabel(error, ERROR_LABELS.deductCredits)) return fail({ kind: 'noCredits' });
      this.logger.error('Sending a private message failed', error);
      return fail({ kind: 'notSent', message: this.unsent(input, draft.message, draft.attachment) });
    }
    const message: Message = { ...stored, owner: 'self', status: 'sent' };
    return ok({ message, credits: await this.balance() });
  }

  private async balance(): Promise<number | null> {
    try {
      return await this.member.getCredits();
    } catch (error) {
      this.logger.warn('Reading credits after sending failed', error);
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
