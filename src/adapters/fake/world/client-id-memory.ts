import { LRUCache } from 'lru-cache';

/** How many client ids of a kind (sent messages, tips) the world remembers per member (the newest). */
export const REMEMBERED_CLIENT_IDS = 1000;

/**
 * Per member, the newest REMEMBERED_CLIENT_IDS client ids of what the member asked for (a message
 * sent, a tip given) with what it made, so a retry after a lost answer gets that back instead of
 * a second one. `stillHolds` says whether what was made still counts (a message whose conversation
 * was deleted does not). Read with `peek`: a repeat does not keep an old id longer.
 */
export class ClientIdMemory<T extends object> {
  private readonly byMember = new Map<number, LRUCache<string, T>>();

  constructor(private readonly stillHolds: (made: T) => boolean = () => true) {}

  /** What was made before under this client id, while it still holds; null for a new id or none. */
  madeBefore(memberId: number, clientId: string | undefined): T | null {
    if (!clientId) return null;
    const made = this.byMember.get(memberId)?.peek(clientId);
    return made && this.stillHolds(made) ? made : null;
  }

  remember(memberId: number, clientId: string, made: T): void {
    const byClient = this.byMember.get(memberId) ?? new LRUCache<string, T>({ max: REMEMBERED_CLIENT_IDS });
    this.byMember.set(memberId, byClient);
    byClient.set(clientId, made);
  }
}
