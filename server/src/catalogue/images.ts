import crypto from 'node:crypto';
import { IMAGE_WIDTHS, type ImageKind, POSTER_MAX_BYTES, posterKindOf } from '@cineclub/contract';
import sharp from 'sharp';

/** The widths of each kind of picture are the contract's: the web asks for them in `srcset`. */
export { IMAGE_WIDTHS, type ImageKind } from '@cineclub/contract';

/**
 * More pixels than any real poster or backdrop (a 6000×4000 photo has 24 M): past this sharp
 * refuses to decode, so a small file that claims a huge image (a decompression bomb) costs
 * nothing.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

export class ImageError extends Error {}

/** A picture's content key: the first 32 hex digits of the SHA-256 of its bytes. */
export function imageKey(body: Buffer): string {
  return crypto.createHash('sha256').update(body).digest('hex').slice(0, 32);
}

/** An image ready for the store: its content key and one WebP per width of its kind. */
export interface PreparedImage {
  /** `imageKey` of the original bytes: the same picture, one key. */
  key: string;
  variants: { width: number; body: Buffer }[];
}

/**
 * Checks and resizes a picture from a disk or TMDB. Refuses (ImageError, a Spanish reason)
 * what is not a JPEG, PNG or WebP by its bytes, a file over the upload limit, an image of more
 * than IMAGE_MAX_PIXELS or one sharp cannot decode whole.
 */
export async function prepareImage(body: Buffer, kind: ImageKind): Promise<PreparedImage> {
  if (body.length > POSTER_MAX_BYTES) {
    throw new ImageError(`pasa de ${POSTER_MAX_BYTES / 1024 / 1024} MB`);
  }
  if (!posterKindOf(body)) throw new ImageError('no es una imagen JPEG, PNG o WebP');
  const image = () =>
    sharp(body, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true });
  try {
    const { width, height } = await image().metadata();
    if (!width || !height) throw new ImageError('imagen sin tamaño');
    if (width * height > IMAGE_MAX_PIXELS) throw new ImageError('demasiados píxeles');
    const variants = await Promise.all(
      IMAGE_WIDTHS[kind].map(async (target) => ({
        width: target,
        body: await image()
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { key: imageKey(body), variants };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    // sharp's own check of limitInputPixels, as it reads the header.
    if (/pixel limit/.test((error as Error).message)) throw new ImageError('demasiados píxeles');
    throw new ImageError(`imagen dañada o demasiado grande (${(error as Error).message})`);
  }
}
