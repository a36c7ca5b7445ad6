import crypto from 'node:crypto';
import { POSTER_MAX_BYTES, posterKindOf } from '@cineclub/contract';
import sharp from 'sharp';

/**
 * The widths each kind of picture is kept at, in CSS pixels × 1 and × 2 of what the pages
 * show: tiles (about 150–200 px) and the card (200–300 px) for posters, the card's head for
 * backdrops, the cast list and the person page for photos. Served as WebP with `srcset`.
 */
export const IMAGE_WIDTHS = {
  poster: [200, 300, 600],
  backdrop: [780, 1280, 1920],
  photo: [92, 185],
} as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;

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
