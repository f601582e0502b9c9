// The images a returns page takes (the shop's logo, a customer's photos): PNG, JPEG or WebP, told by
// their first bytes (the magic numbers), never by the name or the Content-Type the browser claims,
// and within a size. Anything else is refused with a Romanian message naming the field.
import type { ImageType } from '../../db/schema.ts';
import { validationFailure } from '../failure.ts';

export const LOGO_MAX_BYTES = 500 * 1024;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_PHOTOS = 5;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

/** The image's type from its bytes, or null when it is none of PNG, JPEG, WebP. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (bytes.length >= 12 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The bytes' image type; a 422 on `field` when they are empty, too large or not a PNG, JPEG or WebP image. */
export function checkImage(bytes: Uint8Array | undefined, maxBytes: number, field: string): ImageType {
  if (!bytes || bytes.length === 0) throw validationFailure({ [field]: ['Alege o imagine.'] });
  if (bytes.length > maxBytes) throw validationFailure({ [field]: [`Imaginea are ${kb(bytes.length)}; cel mult ${kb(maxBytes)}.`] });
  const type = imageTypeOf(bytes);
  if (!type) throw validationFailure({ [field]: ['Fișierul nu este o imagine PNG, JPEG sau WebP.'] });
  return type;
}
