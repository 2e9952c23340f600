import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageStyle, IllustrationRequest } from '../types.js';
import { decodeBookLook } from './book-look.js';
import { createOfflineIllustrator } from './illustrator.js';

const illustrator = createOfflineIllustrator();
const STYLES: ImageStyle[] = ['ghibli', 'pixar', 'disney', 'anime'];
const DESERT = 'Mia rode a camel through the desert to the pyramids at sunset.';
const SPACE = 'At night a rocket flew across the starry sky towards the moon.';

/** The picture as raw RGB, scaled down so comparisons are quick. */
async function rgb(image: Buffer, size = 128): Promise<Buffer> {
  return sharp(image).resize(size, size).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel value, 0 (same) to 255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([rgb(a), rgb(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i += 1) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

async function meanColour(image: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(image).stats();
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean];
}

const draw = (request: Partial<IllustrationRequest> & { paragraph: string }) =>
  illustrator.illustrate({ seed: 7, style: 'pixar', visualPrompt: 'a girl', ...request });

describe('offline illustrator', () => {
  let desert: Buffer;
  let space: Buffer;
  beforeAll(async () => {
    [desert, space] = await Promise.all([
      draw({ paragraph: DESERT }).then((r) => r.image),
      draw({ paragraph: SPACE }).then((r) => r.image),
    ]);
  });

  it('answers a 1024 x 1024 WebP picture', async () => {
    const meta = await sharp(desert).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
    expect(desert.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(desert.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('gives the same bytes for the same request and seed, and another picture for another seed', async () => {
    const again = await draw({ paragraph: DESERT });
    expect(again.image.equals(desert)).toBe(true);
    const otherSeed = await draw({ paragraph: DESERT, seed: 8 });
    expect(otherSeed.image.equals(desert)).toBe(false);
  });

  it('draws different paragraphs differently: a warm desert sunset against a dark night in space', async () => {
    const [dr, dg, db] = await meanColour(desert);
    const [sr, sg, sb] = await meanColour(space);
    // The desert at sunset is warm and light; space at night is dark and blue.
    expect(dr + dg + db).toBeGreaterThan(sr + sg + sb + 120);
    expect(dr - db).toBeGreaterThan(sr - sb + 40);
    expect(await difference(desert, space)).toBeGreaterThan(50);
  });

  it('gives each of the four styles a look of its own on the same paragraph', async () => {
    const pictures = await Promise.all(STYLES.map((style) => draw({ paragraph: DESERT, style, styleReference: undefined })));
    for (let i = 0; i < STYLES.length; i += 1) {
      for (let j = i + 1; j < STYLES.length; j += 1) {
        const d = await difference(pictures[i]!.image, pictures[j]!.image);
        expect(d, `${STYLES[i]} vs ${STYLES[j]}`).toBeGreaterThan(12);
      }
    }
    expect(pictures.map((p) => decodeBookLook(p.styleToken)?.style)).toEqual(STYLES);
  });

  it('puts the avatar in the picture as the hero (a magenta avatar leaves magenta where the hero stands)', async () => {
    const magenta = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff00ff' } })
      .png()
      .toBuffer();
    const isMagenta = (r: number, g: number, b: number) => r > 200 && g < 90 && b > 200;
    const share = async (image: Buffer, side: 'L' | 'R' | null) => {
      const size = 256;
      const px = await rgb(image, size);
      let hits = 0;
      let total = 0;
      for (let y = 0; y < size; y += 1)
        for (let x = 0; x < size; x += 1) {
          const inHero = side === null || (side === 'L' ? x < size / 2 : x >= size / 2);
          if (!inHero) continue;
          total += 1;
          const o = (y * size + x) * 3;
          if (isMagenta(px[o]!, px[o + 1]!, px[o + 2]!)) hits += 1;
        }
      return hits / total;
    };
    const withAvatar = await illustrator.illustrate({
      paragraph: DESERT,
      avatar: { image: magenta, name: 'Mia' },
      style: 'ghibli',
      seed: 3,
    });
    const look = decodeBookLook(withAvatar.styleToken)!;
    expect(look.hero).toBe('avatar');
    // The hero's head is a circle about a quarter of the picture wide, on the hero's side.
    expect(await share(withAvatar.image, look.side)).toBeGreaterThan(0.05);
    expect(await share(desert, null)).toBeLessThan(0.001);
  });

  it('keeps hero, palette and look when the first picture’s style token comes back', async () => {
    const first = await draw({ paragraph: DESERT, style: 'disney', seed: 101 });
    const firstLook = decodeBookLook(first.styleToken)!;
    const second = await draw({
      paragraph: SPACE,
      style: 'anime',
      seed: 202,
      styleReference: { token: first.styleToken, image: first.image },
    });
    expect(second.styleToken).toBe(first.styleToken);
    expect(decodeBookLook(second.styleToken)).toEqual(firstLook);
    expect(firstLook.style).toBe('disney');
  });

  it('keeps one book’s look in text mode even when each picture is made on its own', async () => {
    const prompt = 'a boy in a purple jumper, magical';
    const a = await draw({ paragraph: DESERT, visualPrompt: prompt, seed: 1 });
    const b = await draw({ paragraph: SPACE, visualPrompt: prompt, seed: 2 });
    expect(a.styleToken).toBe(b.styleToken);
    const look = decodeBookLook(a.styleToken)!;
    expect(look.hero).toBe('boy');
    expect(look.accent).toBe('#8e44ad');
    expect(look.moods.magic).toBe(true);
  });

  it('still makes a picture from an undecodable avatar, an empty paragraph or an odd seed', async () => {
    const results = await Promise.all([
      illustrator.illustrate({ paragraph: DESERT, avatar: { image: Buffer.from('not an image'), name: 'Mia' }, seed: 1 }),
      illustrator.illustrate({ paragraph: '', seed: -5 }),
      illustrator.illustrate({ paragraph: '!!! ??? 🙂', seed: 2 ** 40 + 0.5 }),
    ]);
    for (const result of results) expect((await sharp(result.image).metadata()).width).toBe(1024);
  });
});
