import type { Album, MediaItem } from '../../../core/performers/media.model';
import { hashInts } from '../prng';
import { worldError } from './errors';
import type { WorldContext } from './world-context';

const ALBUM_TITLES = ['Vakantie', 'Thuis', 'Buiten', 'Studio', 'Zomer', 'Winter'];

/** Two albums of generated pictures per performer, derived from the seed instead of stored. */
export class MediaLibrary {
  constructor(private readonly ctx: WorldContext) {}

  /** Fails with notFound for an unknown performer. */
  albums(performerId: number): Album[] {
    this.ctx.performers.profile(performerId);
    return [1, 2].map((index) => this.build(performerId, performerId * 10 + index));
  }

  /** Fails with notFound for an unknown performer or an album of someone else. */
  album(performerId: number, albumId: number): Album {
    const album = this.albums(performerId).find((candidate) => candidate.id === albumId);
    if (!album) throw worldError.notFound(`album ${albumId}`);
    return album;
  }

  private build(performerId: number, albumId: number): Album {
    const hash = hashInts(this.ctx.seed, performerId, albumId);
    const count = 3 + (hash % 3);
    const title = ALBUM_TITLES[(hash >>> 4) % ALBUM_TITLES.length] as string;
    const items: MediaItem[] = Array.from({ length: count }, (_, index) => {
      const id = albumId * 10 + index + 1;
      return {
        id,
        url: `/sandbox/media/album/${performerId}/${albumId}/${id}.jpg?w=400&h=300`,
        title: `${title} ${index + 1}`,
        type: 'image',
      };
    });
    return { id: albumId, title, cover: items[0]?.url ?? '', items };
  }
}
