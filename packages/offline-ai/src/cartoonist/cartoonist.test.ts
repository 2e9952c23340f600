import { CARTOON_STYLES } from '@storybook/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto } from '../testing/sample-photo.js';
import type { CartoonAvatar } from '../types.js';
import { AVATAR_SIZE, createOfflineCartoonist } from './cartoonist.js';
import { COMIC_PALETTE_SIZE } from './styles/comic.js';

let photo: Buffer;
let avatars: CartoonAvatar[];
const byStyle = (id: string) => avatars.find((a) => a.style === id)!.image;

/** The image as raw RGB at `size` x `size`. */
async function pixels(image: Buffer, size = AVATAR_SIZE) {
  const { data } = await sharp(image)
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

/** Mean absolute difference per channel value, 0 (same) to 255. */
async function difference(a: Buffer, b: Buffer) {
  const [pa, pb] = await Promise.all([pixels(a, 128), pixels(b, 128)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i += 1) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

function colourCount(rgb: Buffer): number {
  const colours = new Set<number>();
  for (let i = 0; i < rgb.length; i += 3) colours.add((rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!);
  return colours.size;
}

function shareOf(rgb: Buffer, test: (r: number, g: number, b: number) => boolean): number {
  let count = 0;
  for (let i = 0; i < rgb.length; i += 3) if (test(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!)) count += 1;
  return count / (rgb.length / 3);
}

const isInk = (r: number, g: number, b: number) => r < 40 && g < 40 && b < 40;

beforeAll(async () => {
  // Landscape, with the face on the left: the square crop must find it.
  photo = await samplePhoto({ width: 1600, height: 800 });
  avatars = await createOfflineCartoonist().cartoonify(photo);
});

describe('offline cartoonist', () => {
  it('makes one avatar per style, with the contract’s ids and names', () => {
    expect(avatars.map((a) => [a.style, a.name])).toEqual(CARTOON_STYLES.map((s) => [s.id, s.name]));
    expect(new Set(avatars.map((a) => a.name)).size).toBe(3);
  });

  it('answers square WebP images', async () => {
    for (const avatar of avatars) {
      const metadata = await sharp(avatar.image).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
    }
  });

  it('gives byte-identical avatars for the same photo', async () => {
    const again = await createOfflineCartoonist().cartoonify(photo);
    again.forEach((avatar, i) => expect(avatar.image.equals(avatars[i]!.image)).toBe(true));
  });

  it('paints looks that differ from the photo and from each other', async () => {
    for (const avatar of avatars) expect(await difference(avatar.image, photo)).toBeGreaterThan(8);
    for (let i = 0; i < avatars.length; i += 1) {
      for (let j = i + 1; j < avatars.length; j += 1) {
        expect(await difference(avatars[i]!.image, avatars[j]!.image)).toBeGreaterThan(12);
      }
    }
  });

  it('crops around the subject, not the middle of a wide photo', async () => {
    // The face fills the left square of the photo; the middle square holds only half of it.
    const square = (left: number) => sharp(photo).extract({ left, top: 0, width: 800, height: 800 }).toBuffer();
    const painted = byStyle('watercolour');
    expect(await difference(painted, await square(0))).toBeLessThan((await difference(painted, await square(400))) * 0.7);
  });

  it('Comic: a small flat palette and bold dark outlines', async () => {
    const comic = await pixels(byStyle('comic'));
    // The palette, plus the black of the ink.
    expect(colourCount(comic)).toBeLessThanOrEqual(COMIC_PALETTE_SIZE + 1);
    expect(shareOf(comic, isInk)).toBeGreaterThan(0.01);
    expect(shareOf(comic, isInk)).toBeLessThan(0.2);
    expect(shareOf(await pixels(photo), isInk)).toBeLessThan(0.005);
  });

  it('Pop Art: four bold inks (plus black lines), each covering part of the picture', async () => {
    const pop = await pixels(byStyle('pop-art'));
    expect(colourCount(pop)).toBeLessThanOrEqual(5);
    for (const [r, g, b] of [
      [29, 26, 92],
      [230, 0, 126],
      [0, 174, 239],
      [255, 230, 0],
    ]) {
      expect(shareOf(pop, (pr, pg, pb) => pr === r && pg === g && pb === b)).toBeGreaterThan(0.05);
    }
  });

  it('Watercolour: soft, many-toned washes fading to paper at the corners', async () => {
    const watercolour = await pixels(byStyle('watercolour'));
    expect(colourCount(watercolour)).toBeGreaterThan(2000);
    expect(shareOf(watercolour, isInk)).toBeLessThan(0.005);
    const corner = watercolour.subarray(0, 3);
    for (const channel of corner) expect(channel).toBeGreaterThan(200);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(createOfflineCartoonist().cartoonify(Buffer.from('not a photo'))).rejects.toThrow();
  });
});
