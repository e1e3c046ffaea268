import { LIMITS } from '../common/constants.model';

/** Why a chosen picture cannot be attached (SPEC §5, §8: ImageToBig, ImageNotAllowed). */
export type PictureFileError = 'imageTooBig' | 'imageNotAllowed';

const JPEG_NAME = /\.(jpe?g)$/i;

/**
 * A picture the member picked for a private message (SPEC §5 image upload): jpg or jpeg only, by
 * extension, and under 5 MB (5,242,880 bytes). Null when it may be attached.
 */
export function checkPictureFile(file: { name: string; size: number }): PictureFileError | null {
  if (!JPEG_NAME.test(file.name.trim())) return 'imageNotAllowed';
  if (file.size >= LIMITS.uploadMaxBytes) return 'imageTooBig';
  return null;
}

/** SPEC §2 camera snapshot: 480x360, swapped to 360x480 for a portrait camera. */
export function snapshotSize(video: { width: number; height: number }): { width: number; height: number } {
  return video.height > video.width ? { width: 360, height: 480 } : { width: 480, height: 360 };
}
