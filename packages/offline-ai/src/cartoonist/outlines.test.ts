import { describe, expect, it } from 'vitest';
import { inkLines, multiplyInk } from './outlines.js';
import type { RawImage } from './raw-image.js';

const SIZE = 64;

/** White, with a dark square from 20 to 44 and, optionally, one dark pixel of grain at (5, 5). */
function picture(withSpeck: boolean): RawImage {
  const data = Buffer.alloc(SIZE * SIZE * 3, 255);
  for (let y = 20; y < 44; y += 1) for (let x = 20; x < 44; x += 1) data.fill(30, (y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3);
  if (withSpeck) data.fill(120, (5 * SIZE + 5) * 3, (5 * SIZE + 5) * 3 + 3);
  return { data, width: SIZE, height: SIZE };
}

const inkAt = (ink: Buffer, x: number, y: number) => ink[y * SIZE + x] === 0;
const inkCount = (ink: Buffer) => ink.filter((v) => v === 0).length;
const options = { blur: 0.8, threshold: 8, maxShare: 0.5 };

describe('inkLines', () => {
  it('inks the edge of a shape, not its inside nor the empty paper', async () => {
    const ink = await inkLines(picture(false), { ...options, weight: 0 });
    expect(inkAt(ink, 20, 32)).toBe(true);
    expect(inkAt(ink, 32, 20)).toBe(true);
    expect(inkAt(ink, 32, 32)).toBe(false);
    expect(inkAt(ink, 8, 8)).toBe(false);
  });

  it('drops single specks of grain', async () => {
    const ink = await inkLines(picture(true), { ...options, weight: 0 });
    for (let y = 3; y <= 7; y += 1) for (let x = 3; x <= 7; x += 1) expect(inkAt(ink, x, y)).toBe(false);
  });

  it('with a least span, drops a lone short dash (the top of a glow) but keeps a shape’s outline', async () => {
    const image = picture(false);
    // A short dark bar, 8 pixels long, at the top: a faint edge seen only in part.
    for (let x = 6; x < 14; x += 1)
      for (let y = 5; y < 8; y += 1) image.data.fill(60, (y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3);
    const dashed = await inkLines(image, { ...options, weight: 0 });
    const clean = await inkLines(image, { ...options, weight: 0, minSpan: 0.2 });
    const dashInk = (ink: Buffer) => [...Array(12).keys()].some((y) => [...Array(18).keys()].some((x) => inkAt(ink, x, y)));
    expect(dashInk(dashed)).toBe(true);
    expect(dashInk(clean)).toBe(false);
    expect(inkAt(clean, 20, 32)).toBe(true);
  });

  it('draws heavier lines with more weight', async () => {
    const thin = await inkLines(picture(false), { ...options, weight: 0 });
    const bold = await inkLines(picture(false), { ...options, weight: 1 });
    expect(inkCount(bold)).toBeGreaterThan(inkCount(thin) * 1.5);
    expect(inkAt(bold, 32, 32)).toBe(false);
  });

  it('inks only the strongest edges of a busy picture', async () => {
    const ink = await inkLines(picture(false), { ...options, maxShare: 0.02, weight: 0 });
    expect(inkCount(ink)).toBeLessThanOrEqual(SIZE * SIZE * 0.02 + SIZE);
  });
});

describe('multiplyInk', () => {
  it('blackens inked pixels and leaves the rest as they are', () => {
    const image: RawImage = { data: Buffer.from([200, 100, 50, 200, 100, 50]), width: 2, height: 1 };
    const out = multiplyInk(image, Buffer.from([0, 255]));
    expect([...out.data]).toEqual([0, 0, 0, 200, 100, 50]);
    expect([...multiplyInk(image, Buffer.from([0, 255]), 0.5).data]).toEqual([100, 50, 25, 200, 100, 50]);
  });
});
