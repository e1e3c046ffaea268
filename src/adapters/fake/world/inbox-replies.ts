import type { Performer } from '../../../core/performers/performer.model';
import type { Inbox } from './inbox';
import type { StoredConversation } from './inbox-records';
import { REPLIES } from './word-lists';
import type { WorldContext } from './world-context';

/** Performers answer a member's private message after 3 to 8 seconds on the world's clock. */
export const REPLY_DELAY_MS = { min: 3000, max: 8000 } as const;
/** Share of replies that carry a picture, so the messenger's media messages turn up in play. */
export const PICTURE_REPLY_SHARE = 0.25;

/**
 * The performers' side of the messenger: on a reply the member's messages become delivered and
 * read (messageRead), then the performer's neutral answer arrives (privateMessage), about one in
 * four with a picture. Messages sent while a reply is pending are answered by that one reply, as a
 * person would.
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
    // He blocked her meanwhile: she does not answer (the inbox would refuse it).
    if (this.inbox.blocks.isBlocked(member.id, performer.id)) return;
    for (const message of conversation.messages) {
      if (message.senderId !== member.id) continue;
      message.read = true;
      message.status = 'delivered';
    }
    this.ctx.events.emit(member.id, 'messageRead', { conversationId: conversation.id });
    const dutch = (member.lang === 'nl' || member.lang === 'be') && performer.languages.includes('Dutch');
    const content = this.ctx.rng.pick(REPLIES[dutch ? 'nl' : 'en']);
    this.inbox.deliver(conversation, {
      senderId: performer.id,
      content,
      attachment: this.picture(performer),
    });
  }

  /**
   * Now and then one of her own profile pictures (see safePictures), drawn from the world's seeded
   * rng so a replayed session replays alike.
   */
  private picture(performer: Performer): string | null {
    if (!this.ctx.rng.chance(PICTURE_REPLY_SHARE)) return null;
    return this.ctx.rng.pick(safePictures(performer));
  }
}

/**
 * The pictures a performer may send in the messenger: the safe-for-work variants of her profile
 * images (or her safe-for-work portrait), urls the sandbox's media routes already serve.
 */
export function safePictures(performer: Performer): string[] {
  const urls = performer.images.flatMap((image) => (typeof image === 'string' ? [] : [image.nonude]));
  return urls.length ? urls : [performer.nonude];
}
