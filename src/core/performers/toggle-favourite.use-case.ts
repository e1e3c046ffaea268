import { fail, ok, type Result } from '../common/result.model';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import { FAVOURITES_STORAGE_KEY, readAuthState } from '../account/auth-state';

export type ToggleFavouriteError = { kind: 'loginRequired' } | { kind: 'unavailable' };

function storedIds(raw: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Adds a performer to the member's favourites or removes her (SPEC §2: from cards and the
 * profile; login required). Keeps the session's favourites list in step and returns it. Fails
 * with 'loginRequired' for a guest (the UI opens the login modal) and 'unavailable' (logged)
 * when the backend refuses.
 */
export class ToggleFavourite {
  constructor(
    private readonly member: MemberApi,
    private readonly storages: Storages,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    performerId: number;
    favourite: boolean;
  }): Promise<Result<{ favourites: number[] }, ToggleFavouriteError>> {
    if (!readAuthState(this.storages.cookie).loggedIn) return fail({ kind: 'loginRequired' });
    try {
      if (input.favourite) await this.member.addFavourite(input.performerId);
      else await this.member.removeFavourite(input.performerId);
    } catch (error) {
      this.logger.error('Unable to change favourites', error);
      return fail({ kind: 'unavailable' });
    }
    const others = storedIds(this.storages.session.get(FAVOURITES_STORAGE_KEY)).filter(
      (id) => id !== input.performerId,
    );
    const favourites = input.favourite ? [...others, input.performerId] : others;
    this.storages.session.set(FAVOURITES_STORAGE_KEY, JSON.stringify(favourites));
    return ok({ favourites });
  }
}
