import type { Album } from '../core/performers/media.model';

/** Galleries from the member API (SPEC §7 media). Failures reject with ApiError. */
export interface MediaApi {
  /** GET /media/albums/{performerId}. */
  albums(performerId: number): Promise<Album[]>;
  /** GET /media/album/{performerId}/{albumId}. */
  album(performerId: number, albumId: number): Promise<Album>;
}
