import { LRUCache } from 'lru-cache';
import type { StoredConversation, StoredMessage } from './inbox-records';

/** How many client ids of sent messages the inbox remembers per member (the newest). */
export const REMEMBERED_CLIENT_IDS = 1000;

/** A member's message stored under the client's id, to answer a repeated send with. */
export interface SentByClient {
  conversation: StoredConversation;
  message: StoredMessage;
}

/**
 * Per member, the newest REMEMBERED_CLIENT_IDS client ids of sent messages, so a retry after a
 * lost answer gets the stored message back instead of a second one. Read with `peek`: a repeated
 * send does not keep an old id longer.
 */
export class ClientIdMemory {
  private readonly byMember = new Map<number, LRUCache<string, SentByClient>>();

  /** The message sent before with this client id, while its conversation is not deleted. */
  sentBefore(memberId: number, clientId: string | undefined): SentByClient | null {
    if (!clientId) return null;
    const sent = this.byMember.get(memberId)?.peek(clientId);
    return sent && !sent.conversation.deleted ? sent : null;
  }

  remember(memberId: number, clientId: string, sent: SentByClient): void {
    const sentByMember = this.byMember.get(memberId) ?? new LRUCache({ max: REMEMBERED_CLIENT_IDS });
    this.byMember.set(memberId, sentByMember);
    sentByMember.set(clientId, sent);
  }
}
