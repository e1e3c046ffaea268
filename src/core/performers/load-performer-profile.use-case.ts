import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { backendRefusal } from '../common/backend-refusal';
import { Deadline } from '../common/deadline';
import type { Album } from './media.model';
import type { Performer } from './performer.model';
import { fail, ok, type Result } from '../common/result.model';
import type { Logger } from '../../ports/logger.port';
import type { MediaApi } from '../../ports/media-api.port';
import type { PerformerApi } from '../../ports/performer-api.port';

/** The placeholder SPEC §7 names for a profile link without a performer. */
export const NO_SOURCE = '<no source>';

export interface LoadPerformerProfileInput {
  username: string | null | undefined;
  /** A server render's deadline: past it the profile counts as unavailable, the albums as none. */
  deadline?: Deadline;
}

/** A performer's page content: the profile and the albums of the gallery. */
export interface PerformerProfile {
  performer: Performer;
  albums: Album[];
}

export type LoadPerformerProfileError =
  /** No name, or the '<no source>' placeholder: nothing was asked of the backend. */
  | { kind: 'noName' }
  /** The backend has no such performer, or refused the name (any 4xx of the request's own). */
  | { kind: 'notFound' }
  /** The backend refused the site itself (its key, its traffic: backend-refusal.ts). */
  | { kind: 'refused' }
  /** No answer, a 5xx, or past the deadline: try again later. */
  | { kind: 'unavailable' };

const FAILURES: LabelMap<LoadPerformerProfileError> = { [ERROR_LABELS.notFound]: { kind: 'notFound' } };

/**
 * Loads a performer's page by user name (SPEC §7 profile load by username): the profile, merged
 * with the user name and with images defaulting to an empty list, then her albums. Fails with
 * `noName` (no call made), `notFound` (a 4xx of the request's own, such as the 400 for a name
 * over the backend's limit), `refused` or `unavailable` (both logged 'Unable to load performer
 * profile', SPEC §8). Albums are extra: when they fail to load, or miss the deadline, it is logged
 * and the page shows the profile without them. The albums are asked by the performer's id, which
 * only the profile tells, so the two calls cannot run side by side.
 */
export class LoadPerformerProfile {
  constructor(
    private readonly performers: PerformerApi,
    private readonly media: MediaApi,
    private readonly logger: Logger,
  ) {}

  async execute(
    input: LoadPerformerProfileInput,
  ): Promise<Result<PerformerProfile, LoadPerformerProfileError>> {
    const username = input.username?.trim() ?? '';
    if (username === '' || username === NO_SOURCE) return fail({ kind: 'noName' });
    const deadline = input.deadline ?? Deadline.none();
    const loaded = await deadline.race(this.profileOf(username), () => {
      this.logger.error('Unable to load performer profile', 'the render deadline passed');
      return fail({ kind: 'unavailable' as const });
    });
    if (!loaded.ok) return loaded;
    const performer = loaded.value;
    const albums = await deadline.race(this.albumsOf(performer.id), () => {
      this.logger.warn('Rendered without the performer albums: the render deadline passed');
      return [];
    });
    return ok({ performer, albums });
  }

  /**
   * A 4xx is never an outage (backend-refusal.ts): one naming nothing is the page's `notFound`,
   * unlogged like a 404; one refusing the site is `refused`. Every other failure, unexpected ones
   * too, is the page's 'unavailable' (SPEC §8); both are logged.
   */
  private profileOf(username: string): Promise<Result<Performer, LoadPerformerProfileError>> {
    const load = async () => withDefaults(await this.performers.profileByUsername(username), username);
    return attempt(load, FAILURES).catch((error: unknown) => {
      const refusal = backendRefusal(error);
      if (refusal === 'notFound') return fail({ kind: 'notFound' as const });
      this.logger.error('Unable to load performer profile', error);
      return fail({ kind: refusal ?? 'unavailable' });
    });
  }

  private async albumsOf(performerId: number): Promise<Album[]> {
    try {
      const albums = await this.media.albums(performerId);
      return Array.isArray(albums) ? albums : [];
    } catch (error) {
      this.logger.error('Unable to load performer albums', error);
      return [];
    }
  }
}

/**
 * The response merged with the user name asked for (a backend may leave it out), images an empty
 * list when missing. The backend's own spelling of the name wins when it sends one: it is the
 * canonical one, and a visitor who typed the name in lower case still sees it as the performer
 * writes it.
 */
function withDefaults(response: Performer, username: string): Performer {
  return {
    ...response,
    username:
      typeof response.username === 'string' && response.username !== '' ? response.username : username,
    images: Array.isArray(response.images) ? response.images : [],
  };
}
