import { LIMITS, PRICES } from '../../../core/common/constants.model';
import type {
  Conversation,
  ConversationFilter,
  ConversationState,
  Message,
  MessagePage,
  MessageSend,
  PerformerReport,
  Suggestion,
} from '../../../core/messaging/conversation.model';
import { InboxBlocks } from './inbox-blocks';
import { ClientIdMemory } from './client-id-memory';
import { inFilter, markReadByMember, setConversationState } from './conversation-flags';
import { worldError } from './errors';
import {
  newConversation,
  toConversation,
  toMessage,
  unreadOf,
  type StoredConversation,
  type StoredMessage,
} from './inbox-records';
import { suggestPerformers, type SuggestionQuery } from './inbox-suggestions';
import type { WorldContext } from './world-context';

export const FIRST_CONVERSATION_ID = 7001;

/** A message to store: who sent it, and for seeded history when and whether it was read. */
export interface NewMessage {
  senderId: number;
  content: string;
  attachment?: string | null;
  createdAt?: number;
  read?: boolean;
}

/** A member's message stored under the client's id, to answer a repeated send with. */
interface SentByClient {
  conversation: StoredConversation;
  message: StoredMessage;
}

/** The private messenger's conversations between members and performers (SPEC §3, §4, §7). */
export class Inbox {
  private readonly conversations = new Map<number, StoredConversation>();
  private nextConversationId = FIRST_CONVERSATION_ID;
  private nextMessageId = 1;
  /** A member's messages by the client's id, to answer a repeated send with (while not deleted). */
  private readonly sentByClient = new ClientIdMemory<SentByClient>((sent) => !sent.conversation.deleted);
  readonly blocks = new InboxBlocks();
  /** Called after a member's message is stored; the world hooks the performer's reply in here. */
  onMemberMessage: (conversation: StoredConversation) => void = () => {};

  constructor(private readonly ctx: WorldContext) {}

  list(memberId: number, filter: ConversationFilter): Conversation[] {
    const favourites = this.ctx.members.require(memberId).favourites;
    return this.owned(memberId)
      .filter((c) => inFilter(c, filter, favourites))
      .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)
      .map((c) =>
        toConversation(
          c,
          this.ctx.performers.profile(c.performerId),
          this.blocks.isBlocked(memberId, c.performerId),
        ),
      );
  }

  /** Page 0 holds the newest `limit` messages; each page is in time order. */
  messages(
    memberId: number,
    conversationId: number,
    page: number,
    limit: number = LIMITS.inboxPageSize,
  ): MessagePage {
    const conversation = this.require(memberId, conversationId);
    const size = Math.max(1, Math.floor(limit));
    const end = conversation.messages.length - Math.max(0, Math.floor(page)) * size;
    const start = Math.max(0, end - size);
    const messages = conversation.messages.slice(start, Math.max(0, end));
    return {
      messages: messages.map((m) => toMessage(m, memberId, conversationId)),
      nextPage: start > 0 ? Math.max(0, Math.floor(page)) + 1 : null,
    };
  }

  /**
   * Stores a member's message for 60 credits. Conversation 0 starts (or reuses) the conversation
   * with the target performer. Fails with badRequest.deduct.credits.amount, storing and charging
   * nothing, when the balance is below 60; badRequest.validation for an empty or too long message.
   * A `clientId` the member sent with a message before (one of their last 1,000) gets that stored
   * message back, as it is now, storing and charging nothing: a retry after a lost answer.
   */
  send(memberId: number, conversationId: number, message: MessageSend): Message {
    const content = (message.message ?? '').trim();
    if (!content && !message.attachment) throw worldError.validation('message');
    if (content.length > LIMITS.privateMessageMax) throw worldError.validation('message');
    const repeated = this.sentByClient.madeBefore(memberId, message.clientId);
    if (repeated) return toMessage(repeated.message, memberId, repeated.conversation.id);
    const known = conversationId === 0 ? null : this.require(memberId, conversationId);
    const performerId = known?.performerId ?? this.targetOf(message);
    this.ctx.members.ensureCredits(memberId, PRICES.privateMessageCredits);
    const conversation = known ?? this.findWith(memberId, performerId) ?? this.create(memberId, performerId);
    this.ctx.members.charge(memberId, PRICES.privateMessageCredits, { kind: 'message', performerId });
    conversation.archived = false;
    const stored = this.append(conversation, { senderId: memberId, content, attachment: message.attachment });
    if (message.clientId)
      this.sentByClient.remember(memberId, message.clientId, { conversation, message: stored });
    this.onMemberMessage(conversation);
    return toMessage(stored, memberId, conversation.id);
  }

  countUnread(memberId: number): number {
    return this.owned(memberId).reduce((sum, c) => sum + unreadOf(c), 0);
  }

  /** Marks the performer's messages in the conversation read. */
  markRead(memberId: number, conversationId: number): void {
    markReadByMember(this.require(memberId, conversationId));
  }

  /** archived/unarchived, favorite/unfavorite, read, delete; other states fail with badRequest.validation. */
  setState(memberId: number, state: ConversationState, conversationId: number): void {
    setConversationState(this.require(memberId, conversationId), state);
  }

  setBubble(memberId: number, conversationId: number, bubbled: boolean): void {
    this.require(memberId, conversationId).isBubble = bubbled;
  }

  /** Blocks or unblocks a performer (notFound for one there is not); her lines are refused meanwhile. */
  setBlocked(memberId: number, performerId: number, blocked: boolean): void {
    this.ctx.members.require(memberId);
    this.ctx.performers.profile(performerId);
    this.blocks.set(memberId, performerId, blocked);
  }

  report(memberId: number, performerId: number, report: PerformerReport): { reportId: string } {
    this.ctx.members.require(memberId);
    this.ctx.performers.profile(performerId);
    return this.blocks.report(memberId, performerId, report, this.ctx.clock.now());
  }

  /** Performers to start a conversation with, skipping those the member talks with already. */
  suggestions(memberId: number, type: string, query: SuggestionQuery): Suggestion[] {
    const talking = new Set(this.owned(memberId).map((c) => c.performerId));
    return suggestPerformers(this.ctx, memberId, talking, type, query);
  }

  /** Starts a conversation (for seeding, for conversation 0, and when she writes first). */
  create(
    memberId: number,
    performerId: number,
    createdAt = this.ctx.clock.now(),
    startedBy = memberId,
  ): StoredConversation {
    const id = this.nextConversationId++;
    const conversation = newConversation(id, memberId, performerId, createdAt, startedBy);
    this.conversations.set(id, conversation);
    return conversation;
  }

  /** Stores a line; one with an attachment is a 'media' message, as the site shows a picture for it. */
  append(conversation: StoredConversation, input: NewMessage): StoredMessage {
    const createdAt = input.createdAt ?? this.ctx.clock.now();
    const message: StoredMessage = {
      id: `m${this.nextMessageId++}`,
      type: input.attachment ? 'media' : 'text',
      createdAt,
      senderId: input.senderId,
      content: input.content,
      attachment: input.attachment ?? null,
      read: input.read ?? false,
      status: input.read ? 'delivered' : 'sent',
    };
    conversation.messages.push(message);
    conversation.updatedAt = Math.max(conversation.updatedAt, createdAt);
    return message;
  }

  /** The member's conversation with the performer, started when there is none (the studio may write first). */
  conversationWith(memberId: number, performerId: number): StoredConversation {
    this.ctx.members.require(memberId);
    this.ctx.performers.profile(performerId);
    return (
      this.findWith(memberId, performerId) ??
      this.create(memberId, performerId, this.ctx.clock.now(), performerId)
    );
  }

  /**
   * Stores a performer's line (her reply, or one the studio writes) and tells the member at once
   * with privateMessage, so an open messenger shows it without asking. Refused (forbidden) while
   * the member has blocked her.
   */
  deliver(conversation: StoredConversation, input: NewMessage): Message {
    if (this.blocks.isBlocked(conversation.memberId, conversation.performerId)) throw worldError.forbidden();
    const stored = this.append(conversation, input);
    const message = toMessage(stored, conversation.memberId, conversation.id);
    this.ctx.events.emit(conversation.memberId, 'privateMessage', {
      conversationId: conversation.id,
      message,
    });
    return message;
  }

  /** The conversation if the member owns it and it is not deleted; notFound otherwise. */
  require(memberId: number, conversationId: number): StoredConversation {
    const conversation = this.conversations.get(conversationId);
    if (!conversation || conversation.memberId !== memberId || conversation.deleted) {
      throw worldError.notFound(`conversation ${conversationId}`);
    }
    return conversation;
  }

  private owned(memberId: number): StoredConversation[] {
    return [...this.conversations.values()].filter((c) => c.memberId === memberId && !c.deleted);
  }

  private findWith(memberId: number, performerId: number): StoredConversation | null {
    return this.owned(memberId).find((c) => c.performerId === performerId) ?? null;
  }

  /** The performer a new conversation is for: `partnerId` when it is a performer, else the `target` name. */
  private targetOf(message: MessageSend): number {
    if (this.ctx.performers.get(message.partnerId)) return message.partnerId;
    return this.ctx.performers.profileByUsername(message.target).id;
  }
}
