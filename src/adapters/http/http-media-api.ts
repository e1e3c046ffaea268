import type { Album } from '../../core/performers/media.model';
import type { MediaApi } from '../../ports/media-api.port';
import { call, type HttpClient } from './http-client';
import { albumSchema } from './schemas/media';
import { asObject } from './wire';
import type { ListReader } from './wire-list';

/** Performer galleries over the member API (SPEC §7 media). */
export class HttpMediaApi implements MediaApi {
  constructor(
    private readonly client: HttpClient,
    private readonly lists: ListReader,
  ) {}

  albums(performerId: number): Promise<Album[]> {
    const url = `/media/albums/${encodeURIComponent(String(performerId))}`;
    return call(this.client, { method: 'GET', url }, this.lists.of(albumSchema, 'GET /media/albums'));
  }

  album(performerId: number, albumId: number): Promise<Album> {
    const url = `/media/album/${encodeURIComponent(String(performerId))}/${encodeURIComponent(String(albumId))}`;
    return call(this.client, { method: 'GET', url }, (data) => asObject(data) as unknown as Album);
  }
}
