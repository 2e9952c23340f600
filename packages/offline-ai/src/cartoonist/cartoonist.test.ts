import { CARTOON_STYLES } from '@storybook/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto, TEST_PORTRAITS } from '../testing/sample-photo.js';
import type { CartoonAvatar } from '../types.js';
import { AVATAR_SIZE, createOfflineCartoonist } from './cartoonist.js';
import { distance, hueOf, readFace, type FaceReading } from './face.js';
import { cheekInk, cleanSkin, irisOf, skinOf, smileDepth, smileInk } from './measure.js';

const cartoonist = createOfflineCartoonist();
let photo: Buffer;
let avatars: CartoonAvatar[];
const byStyle = (list: CartoonAvatar[], id: string) => list.find((a) => a.style === id)!.image;

/** The image as raw RGB at `size` x `size`. */
async function pixels(image: Buffer, size = AVATAR_SIZE) {
  return sharp(image).resize(size, size, { fit: 'cover', position: 'attention' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel value, 0 (same) to 255. */
async function difference(a: Buffer, b: Buffer) {
  const [pa, pb] = await Promise.all([pixels(a, 128), pixels(b, 128)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i += 1) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

function shareOf(rgb: Buffer, test: (r: number, g: number, b: number) => boolean): number {
  let count = 0;
  for (let i = 0; i < rgb.length; i += 3) if (test(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!)) count += 1;
  return count / (rgb.length / 3);
}

/** How much of the picture its 24 most common colours cover: a drawing's palette covers almost all. */
function paletteCover(rgb: Buffer): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgb.length; i += 3) {
    const k = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const top = [...counts.values()].sort((a, b) => b - a).slice(0, 24);
  return top.reduce((s, n) => s + n, 0) / (rgb.length / 3);
}

const face = async (image: Buffer): Promise<FaceReading> => readFace(await pixels(image, 192), 192);
const isInk = (r: number, g: number, b: number) => r < 40 && g < 40 && b < 40;

beforeAll(async () => {
  // Landscape, with the face on the left: the square crop must find it.
  photo = await samplePhoto({ width: 1600, height: 800 });
  avatars = await cartoonist.cartoonify(photo);
});

describe('offline cartoonist', () => {
  it('makes one avatar per style, with the contract’s ids and names', () => {
    expect(avatars.map((a) => [a.style, a.name])).toEqual(CARTOON_STYLES.map((s) => [s.id, s.name]));
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

  it('crops around the subject, not the middle of a wide photo', async () => {
    // The face fills the left square of the photo; the middle square holds only half of it.
    const square = (left: number) => sharp(photo).extract({ left, top: 0, width: 800, height: 800 }).toBuffer();
    const painted = byStyle(avatars, 'comic');
    expect(await difference(painted, await square(0))).toBeLessThan((await difference(painted, await square(400))) * 0.7);
  });

  it('paints looks that differ from the photo and clearly from each other', async () => {
    for (const avatar of avatars) expect(await difference(avatar.image, photo)).toBeGreaterThan(6);
    for (let i = 0; i < avatars.length; i += 1)
      for (let j = i + 1; j < avatars.length; j += 1)
        expect(await difference(avatars[i]!.image, avatars[j]!.image)).toBeGreaterThan(12);
  });

  it('Comic and Pop Art are drawings: a reduced palette and dark outlines; Watercolour has no hard ink', async () => {
    const photoPixels = await pixels(photo);
    expect(paletteCover(photoPixels)).toBeLessThan(0.2);
    for (const id of ['comic', 'pop-art']) {
      const look = await pixels(byStyle(avatars, id));
      expect(paletteCover(look), id).toBeGreaterThan(0.6);
      expect(shareOf(look, isInk), id).toBeGreaterThan(0.01);
      expect(shareOf(look, isInk), id).toBeLessThan(0.25);
    }
    const watercolour = await pixels(byStyle(avatars, 'watercolour'));
    expect(shareOf(watercolour, isInk)).toBeLessThan(0.005);
    // Washes fade to the white of the paper at the corners.
    for (const channel of watercolour.subarray(0, 3)) expect(channel).toBeGreaterThan(200);
  });

  it('Pop Art prints the background in one flat bright ink', async () => {
    const pop = await pixels(byStyle(avatars, 'pop-art'));
    const corner: [number, number, number] = [pop[0]!, pop[1]!, pop[2]!];
    expect(hueOf(corner).s).toBeGreaterThan(0.8);
    expect(shareOf(pop, (r, g, b) => r === corner[0] && g === corner[1] && b === corner[2])).toBeGreaterThan(0.15);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(createOfflineCartoonist().cartoonify(Buffer.from('not a photo'))).rejects.toThrow();
  });
});

describe('the child stays themselves in every look (several skin tones, eye colours and lights)', () => {
  const portraits: { name: string; photo: Buffer; looks: CartoonAvatar[]; face: FaceReading }[] = [];
  beforeAll(async () => {
    for (const portrait of TEST_PORTRAITS) {
      const p = await samplePhoto({ ...portrait.options, width: 1024, height: 1024 });
      portraits.push({ name: portrait.name, photo: p, looks: await cartoonist.cartoonify(p), face: await face(p) });
    }
  }, 120_000);

  it('keeps the skin tone: the face in each look is the colour of the face in the photo', async () => {
    for (const p of portraits) {
      const photoSkin = await skinOf(p.photo, p.face);
      for (const look of p.looks)
        expect(distance(await skinOf(look.image, p.face), photoSkin), `${p.name}, ${look.style}`).toBeLessThan(40);
    }
  });

  it('paints the skin as one clean region: no patches of another colour on the face', async () => {
    for (const p of portraits)
      for (const look of p.looks)
        expect(await cleanSkin(look.image, p.photo, p.face), `${p.name}, ${look.style}`).toBeGreaterThan(0.9);
  });

  it('keeps the skin tones apart: a deep skin stays deeper than a fair one in every look', async () => {
    const lightness = (rgb: [number, number, number]) => rgb[0] + rgb[1] + rgb[2];
    const fair = portraits.find((p) => p.name.startsWith('fair'))!;
    const deep = portraits.find((p) => p.name.startsWith('deep'))!;
    for (const style of CARTOON_STYLES.map((s) => s.id))
      expect(lightness(await skinOf(byStyle(deep.looks, style), deep.face))).toBeLessThan(
        lightness(await skinOf(byStyle(fair.looks, style), fair.face)) - 150,
      );
  });

  it('keeps the eye colour: blue eyes stay blue, green green, brown brown', async () => {
    for (const p of portraits) {
      const photoIris = await irisOf(p.photo, p.face);
      const photoHue = hueOf(photoIris);
      for (const look of p.looks) {
        const drawn = await irisOf(look.image, p.face);
        expect(distance(drawn, photoIris), `${p.name}, ${look.style}`).toBeLessThan(60);
        // Blue stays blue and green green (brown is too dark to have a reliable hue).
        if (photoHue.s > 0.35 && photoHue.l > 0.25)
          expect(Math.abs(hueOf(drawn).h - photoHue.h), `${p.name}, ${look.style}`).toBeLessThan(40);
      }
    }
  });

  it('keeps the smile: the mouth line curves up at its corners in the photo and in every look', async () => {
    for (const p of portraits) {
      expect(await smileDepth(p.photo, p.face), p.name).toBeGreaterThan(1);
      for (const look of p.looks) expect(await smileDepth(look.image, p.face), `${p.name}, ${look.style}`).toBeGreaterThan(1);
    }
  });

  it('draws the smile plainly on every skin: a line well darker than the skin, not a faint hair', async () => {
    for (const p of portraits)
      for (const look of p.looks)
        expect(await smileInk(look.image, p.face), `${p.name}, ${look.style}`).toBeGreaterThan(
          look.style === 'watercolour' ? 33 : 45,
        );
  });

  it('paints rosy cheeks as colour: no ring of ink round a blush in any look', async () => {
    for (const p of portraits)
      for (const look of p.looks) expect(await cheekInk(look.image, p.face), `${p.name}, ${look.style}`).toBeLessThan(0.1);
  });

  it('Pop Art outlines the whole child against its background and stays a small file', async () => {
    for (const p of portraits) {
      const pop = byStyle(p.looks, 'pop-art');
      const rgb = await pixels(pop);
      const N = AVATAR_SIZE;
      const back = (q: number) => rgb[q * 3] === rgb[0] && rgb[q * 3 + 1] === rgb[1] && rgb[q * 3 + 2] === rgb[2];
      const inkNear = (x: number, y: number) => {
        for (let dy = -3; dy <= 3; dy += 1)
          for (let dx = -3; dx <= 3; dx += 1) {
            const q = (y + dy) * N + x + dx;
            if (isInk(rgb[q * 3]!, rgb[q * 3 + 1]!, rgb[q * 3 + 2]!)) return true;
          }
        return false;
      };
      // Every pixel of the child that touches the background has ink beside it (a side-lit shoulder too).
      let edge = 0;
      let inked = 0;
      for (let y = 4; y < N - 12; y += 1)
        for (let x = 4; x < N - 4; x += 1) {
          const q = y * N + x;
          if (back(q) || !(back(q - 1) || back(q + 1) || back(q - N) || back(q + N))) continue;
          edge += 1;
          if (inkNear(x, y)) inked += 1;
        }
      expect(inked / edge, p.name).toBeGreaterThan(0.97);
      expect(pop.length, p.name).toBeLessThan(14 * 1024);
    }
  });
});
