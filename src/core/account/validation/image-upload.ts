import { LIMITS } from '../../common/constants.model';
import type { ValidationKey } from './validation-keys';

/** The spec's image error names (SPEC §5) and their i18n keys. */
export const IMAGE_ERRORS = {
  ImageToBig: 'validation.imageTooBig',
  ImageNotAllowed: 'validation.imageNotAllowed',
} as const satisfies Record<string, ValidationKey>;

export type ImageError = keyof typeof IMAGE_ERRORS;

const ALLOWED_EXTENSIONS = ['jpg', 'jpeg'];

/**
 * Checks an image before upload (SPEC §5): only .jpg/.jpeg by extension ('ImageNotAllowed') and
 * strictly under 5242880 bytes ('ImageToBig'). Null when the image may be sent.
 */
export function checkImageUpload(file: { name: string; size: number }): ImageError | null {
  const extension = file.name.trim().toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !ALLOWED_EXTENSIONS.includes(extension)) return 'ImageNotAllowed';
  if (!(file.size < LIMITS.uploadMaxBytes)) return 'ImageToBig';
  return null;
}
