import * as v from 'valibot';
import type { Album, MediaItem } from '../../../core/performers/media.model';

const mediaItemSchema = v.looseObject({
  id: v.number(),
  url: v.string(),
  title: v.string(),
  type: v.picklist(['image', 'video']),
}) satisfies v.GenericSchema<unknown, MediaItem>;

/** An album of `GET /media/albums/{performerId}`, with its media. */
export const albumSchema = v.looseObject({
  id: v.number(),
  title: v.string(),
  cover: v.string(),
  items: v.array(mediaItemSchema),
}) satisfies v.GenericSchema<unknown, Album>;
