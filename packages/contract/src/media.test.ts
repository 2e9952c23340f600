import { describe, expect, it } from 'vitest';
import { CARTOON_STYLE_COUNT } from './limits.js';
import { CARTOON_STYLES, cartoonStyleName, pictureSrcSet, pictureVariantUrl, thumbnailUrl } from './media.js';
import { idSchema } from './fields.js';

const hash = 'ab'.repeat(32);

describe('thumbnailUrl', () => {
  it.each([
    [`/media/ab/${hash}.webp`, `/media/ab/${hash}-w320.webp`],
    [`https://cdn.example.org/media/ab/${hash}.webp`, `https://cdn.example.org/media/ab/${hash}-w320.webp`],
  ])('puts the thumbnail beside the upload %s', (url, thumbnail) => {
    expect(thumbnailUrl(url)).toBe(thumbnail);
  });

  it.each(['/placeholder.png', 'https://lh3.example.com/a/photo.jpg', `/media/ab/${hash}.png`])('leaves %s unchanged', (url) => {
    expect(thumbnailUrl(url)).toBe(url);
  });
});

describe('picture variants', () => {
  it('names each smaller copy beside the picture', () => {
    expect(pictureVariantUrl(`/media/ab/${hash}.webp`, 640)).toBe(`/media/ab/${hash}-w640.webp`);
  });

  it('builds a srcset of the copies and the original', () => {
    expect(pictureSrcSet(`/media/ab/${hash}.webp`)).toBe(
      `/media/ab/${hash}-w320.webp 320w, /media/ab/${hash}-w640.webp 640w, /media/ab/${hash}-w768.webp 768w, /media/ab/${hash}.webp 1024w`,
    );
  });

  it.each(['/placeholder.png', 'https://lh3.example.com/a/photo.jpg', `/media/ab/${hash}.png`])('has no srcset for %s', (url) => {
    expect(pictureSrcSet(url)).toBeUndefined();
    expect(pictureVariantUrl(url, 640)).toBe(url);
  });
});

describe('CARTOON_STYLES', () => {
  it('has SPEC’s three styles with distinct ids that are valid ids, and distinct names', () => {
    expect(CARTOON_STYLES).toHaveLength(CARTOON_STYLE_COUNT);
    expect(new Set(CARTOON_STYLES.map((s) => s.id)).size).toBe(CARTOON_STYLE_COUNT);
    expect(new Set(CARTOON_STYLES.map((s) => s.name)).size).toBe(CARTOON_STYLE_COUNT);
    for (const style of CARTOON_STYLES) expect(idSchema.safeParse(style.id).success).toBe(true);
  });
});

describe('cartoonStyleName', () => {
  it("uses the contract's names for its styles", () => {
    for (const style of CARTOON_STYLES) expect(cartoonStyleName(style.id)).toBe(style.name);
  });

  it('spells out an unknown style id', () => {
    expect(cartoonStyleName('comic-book')).toBe('Comic Book');
    expect(cartoonStyleName('oil_paint')).toBe('Oil Paint');
  });
});
