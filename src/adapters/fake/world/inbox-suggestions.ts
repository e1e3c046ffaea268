import { LIMITS } from '../../../core/common/constants.model';
import type { Suggestion } from '../../../core/messaging/conversation.model';
import type { Performer } from '../../../core/performers/performer.model';
import { worldError } from './errors';
import type { WorldContext } from './world-context';

export interface SuggestionQuery {
  limit?: number;
  page?: number;
  username?: string;
}

/**
 * Performers to start a conversation with: 'models' are online performers, 'favourites' the
 * member's favourites; both skip the performers in `talking` (existing conversations). Page
 * 0-based, 10 a page by default; another type fails with badRequest.validation.
 */
export function suggestPerformers(
  ctx: WorldContext,
  memberId: number,
  talking: ReadonlySet<number>,
  type: string,
  query: SuggestionQuery,
): Suggestion[] {
  if (type !== 'models' && type !== 'favourites') throw worldError.validation(`type ${type}`);
  const member = ctx.members.require(memberId);
  const prefix = query.username?.trim().toLowerCase() ?? '';
  const limit = Math.max(1, query.limit ?? LIMITS.suggestionPageSize);
  const page = Math.max(0, query.page ?? 0);
  const candidates = type === 'favourites' ? member.favourites : ctx.performers.ids();
  return candidates
    .map((id) => ctx.performers.get(id))
    .filter((p): p is Performer => p !== null)
    .filter((p) => !talking.has(p.id) && (type === 'favourites' || p.onlineStatus !== 0))
    .filter((p) => p.username.toLowerCase().startsWith(prefix))
    .sort((a, b) => b.rating - a.rating || a.id - b.id)
    .slice(page * limit, (page + 1) * limit)
    .map((p) => ({ id: p.id, username: p.username, avatar: p.snapshot, type }));
}
