import type { Album } from '../../core/performers/media.model';
import type { MediaApi } from '../../ports/media-api.port';
import { call, type HttpClient } from './http-client';
import { albumSchema } from './schemas/media';
import type { ListReader } from './wire-list';

/**
 * Performer galleries over the member API (SPEC §7 media). `mediaBase` is the storage base the
 * browser loads the media from: relative urls are joined to it.
 */
export class HttpMediaApi implements MediaApi {
  private readonly albumWire: ReturnType<typeof albumSchema>;

  constructor(
    private readonly client: HttpClient,
    private readonly lists: ListReader,
    mediaBase: string,
  ) {
    this.albumWire = albumSchema(mediaBase);
  }

  albums(performerId: number): Promise<Album[]> {
    const url = `/media/albums/${encodeURIComponent(String(performerId))}`;
    return call(this.client, { method: 'GET', url }, this.lists.of(this.albumWire, 'GET /media/albums'));
  }

  album(performerId: number, albumId: number): Promise<Album> {
    const url = `/media/album/${encodeURIComponent(String(performerId))}/${encodeURIComponent(String(albumId))}`;
    return call(this.client, { method: 'GET', url }, this.lists.one(this.albumWire, 'GET /media/album'));
  }
}
