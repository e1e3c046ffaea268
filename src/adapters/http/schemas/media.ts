import * as v from 'valibot';
import type { Album, MediaItem, MediaType } from '../../../core/performers/media.model';
import { joinMediaUrl, mediaTypeOf, sizedPictureUrl } from '../../../core/performers/media-url';

/**
 * A gallery item as the browser loads it (SPEC §7): its url joined to the storage base, its type
 * by the file's extension (the backend's `type` only where the extension says neither; without
 * either the item is left out), a picture asked for at 400x300 unless its url names a size.
 */
function mediaItemSchema(base: string): v.GenericSchema<unknown, MediaItem> {
  return v.pipe(
    v.looseObject({
      id: v.number(),
      url: v.string(),
      title: v.string(),
      type: v.optional(v.picklist(['image', 'video'])),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const item = dataset.value;
      const type: MediaType | null = mediaTypeOf(item.url) ?? item.type ?? null;
      if (!type) {
        addIssue({ message: 'url has no image or video extension and no type' });
        return NEVER;
      }
      const url = joinMediaUrl(base, item.url);
      return { ...item, type, url: type === 'image' ? sizedPictureUrl(url) : url };
    }),
  );
}

/** An album of `GET /media/albums/{performerId}`, with its media; its cover is a picture too. */
export function albumSchema(base: string): v.GenericSchema<unknown, Album> {
  return v.looseObject({
    id: v.number(),
    title: v.string(),
    cover: v.pipe(
      v.string(),
      v.transform((cover) => (cover === '' ? cover : sizedPictureUrl(joinMediaUrl(base, cover)))),
    ),
    items: v.array(mediaItemSchema(base)),
  });
}
