import type { Inbox } from './inbox';
import { toMessage, type StoredConversation } from './inbox-records';
import { REPLIES } from './word-lists';
import type { WorldContext } from './world-context';

/** Performers answer a member's private message after 3 to 8 seconds on the world's clock. */
export const REPLY_DELAY_MS = { min: 3000, max: 8000 } as const;

/**
 * The performers' side of the messenger: on a reply the member's messages become delivered and
 * read (messageRead), then the performer's neutral answer arrives (privateMessage). Messages sent
 * while a reply is pending are answered by that one reply, as a person would.
 */
export class PerformerReplies {
  private readonly pending = new Set<number>();

  constructor(
    private readonly ctx: WorldContext,
    private readonly inbox: Inbox,
  ) {
    inbox.onMemberMessage = (conversation) => this.schedule(conversation);
  }

  private schedule(conversation: StoredConversation): void {
    if (this.pending.has(conversation.id)) return;
    this.pending.add(conversation.id);
    const delay = this.ctx.rng.int(REPLY_DELAY_MS.min, REPLY_DELAY_MS.max);
    this.ctx.clock.setTimeout(() => {
      this.pending.delete(conversation.id);
      this.reply(conversation);
    }, delay);
  }

  private reply(conversation: StoredConversation): void {
    const member = this.ctx.members.get(conversation.memberId);
    const performer = this.ctx.performers.get(conversation.performerId);
    if (conversation.deleted || !member || member.deleted || !performer) return;
    for (const message of conversation.messages) {
      if (message.senderId !== member.id) continue;
      message.read = true;
      message.status = 'delivered';
    }
    this.ctx.events.emit(member.id, 'messageRead', { conversationId: conversation.id });
    const dutch = (member.lang === 'nl' || member.lang === 'be') && performer.languages.includes('Dutch');
    const content = this.ctx.rng.pick(REPLIES[dutch ? 'nl' : 'en']);
    const stored = this.inbox.append(conversation, { senderId: performer.id, content });
    this.ctx.events.emit(member.id, 'privateMessage', {
      conversationId: conversation.id,
      message: toMessage(stored, member.id, conversation.id),
    });
  }
}
