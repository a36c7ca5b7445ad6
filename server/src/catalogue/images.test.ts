import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/helpers.js';
import { IMAGE_WIDTHS, ImageError, prepareImage } from './images.js';
import { createPosterStore } from './poster-store.js';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`./fixtures/images/${name}`, import.meta.url));

describe('pictures from disks and TMDB', () => {
  it('resizes a good picture to its kind’s widths as WebP, never enlarging it', async () => {
    const poster = await prepareImage(fixture('poster.jpg'), 'poster');
    expect(poster.key).toMatch(/^[0-9a-f]{32}$/);
    const sizes = await Promise.all(poster.variants.map((v) => sharp(v.body).metadata()));
    expect(sizes.map((size) => [size.format, size.width, size.height])).toEqual([
      ['webp', 200, 300],
      ['webp', 300, 450],
      ['webp', 600, 900],
    ]);
    const photo = await prepareImage(fixture('photo.webp'), 'photo');
    expect(photo.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS.photo]);
    const backdrop = await prepareImage(fixture('backdrop.png'), 'backdrop');
    // 1280 px wide: its 1920 variant stays 1280.
    expect((await sharp(backdrop.variants[2]?.body).metadata()).width).toBe(1280);
  });

  it('refuses what is not an image, a truncated one, a decompression bomb and a huge file', async () => {
    const refused = (body: Buffer) =>
      prepareImage(body, 'poster').then(
        () => null,
        (e) => e,
      );
    const notImage = await refused(fixture('not-an-image.jpg'));
    expect(notImage).toBeInstanceOf(ImageError);
    expect(notImage.message).toBe('no es una imagen JPEG, PNG o WebP');
    expect((await refused(fixture('truncated.jpg'))).message).toMatch(/^imagen dañada/);
    expect((await refused(fixture('bomb.png'))).message).toBe('demasiados píxeles');
    const huge = Buffer.concat([fixture('poster.jpg'), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await refused(huge)).message).toBe('pasa de 5 MB');
  });

  it('keeps a picture once by its content, serves its widths, and bounds the store', async () => {
    const dataDir = tempDir('cineclub-images-');
    const backdrop = await prepareImage(fixture('backdrop.png'), 'backdrop');
    const bytes = backdrop.variants.reduce((sum, v) => sum + v.body.length, 0);
    const store = createPosterStore(dataDir, { maxBytes: bytes + 100 });
    expect(await store.putArt(backdrop)).toBe(backdrop.key);
    // Offered again: already there, nothing written, nothing counted.
    expect(await store.putArt(backdrop)).toBe(backdrop.key);
    expect(await store.readArt(backdrop.key, 780)).toEqual(backdrop.variants[0]?.body);
    expect(await store.readArt(backdrop.key, 781)).toBeNull();
    expect(await store.readArt('../../etc/passwd', 780)).toBeNull();
    const photo = await prepareImage(fixture('photo.webp'), 'photo');
    await expect(store.putArt(photo)).rejects.toThrow('el almacén de imágenes está lleno');
    expect(fs.readdirSync(path.join(dataDir, 'posters', 'art'))).toHaveLength(3);
  });

  it('places a prepared poster under its number with its widths, and removes them all', async () => {
    const dataDir = tempDir('cineclub-images-');
    const store = createPosterStore(dataDir);
    await store.placePrepared(await prepareImage(fixture('poster.jpg'), 'poster'), 7);
    const film = { id: 1, nom: 'X', anio: 2000, director: '', gens: [], poster: 7 };
    const small = await store.read(film, 200);
    expect(small.type).toBe('image/webp');
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(200);
    expect((await sharp((await store.read(film)).body as Buffer).metadata()).width).toBe(600);
    await store.remove(7);
    expect(fs.readdirSync(path.join(dataDir, 'posters'))).toEqual([]);
  });
});
