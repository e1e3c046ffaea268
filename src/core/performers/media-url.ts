import { splitUrl, withQuery } from '../common/query';
import type { MediaType } from './media.model';

/** SPEC §7 media: where a gallery's file lives, what kind of file it is, and the size asked for. */

/** SPEC §7 and §9: a picture is asked for at 400x300 unless its url names a size. */
export const MEDIA_DEFAULT_SIZE = { w: 400, h: 300 } as const;

const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg'];
const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'webm', 'ogv', 'mov', 'm4v', 'm3u8'];

/** An address of its own: a scheme (`https:`, `data:`) or a protocol-relative `//host`. */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** The origin of an absolute base ('' for a path such as the browser's `/sandbox/storage`). */
function originOf(base: string): string {
  return /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(base)?.[0] ?? '';
}

/**
 * A media url as the browser loads it: an absolute url as it is, a root-relative one (`/x`) on the
 * storage base's origin, any other under the storage base, as a browser resolves a link against a
 * folder (SPEC §7: "a storage base path plus relative url").
 */
export function joinMediaUrl(base: string, url: string): string {
  if (ABSOLUTE.test(url)) return url;
  if (url.startsWith('/')) return `${originOf(base)}${url}`;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^(?:\.\/)+/, '')}`;
}

/** SPEC §7: image or video by the file's extension; null when the extension says neither. */
export function mediaTypeOf(url: string): MediaType | null {
  const name = pathOf(url).split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return VIDEO_EXTENSIONS.includes(extension) ? 'video' : null;
}

/** A picture's url asking for 400x300 (`w`, `h`) unless it names a width or height already. */
export function sizedPictureUrl(url: string): string {
  // Inline pictures have no server to ask for a size.
  if (/^(?:data|blob):/i.test(url)) return url;
  if (splitUrl(url).query.some(([key]) => key === 'w' || key === 'h')) return url;
  return withQuery(url, [
    ['w', String(MEDIA_DEFAULT_SIZE.w)],
    ['h', String(MEDIA_DEFAULT_SIZE.h)],
  ]);
}
