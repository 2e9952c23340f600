import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, readImageTexts } from './ocr.js';
import { createOfflineStoryWriter } from './story-writer.js';

/** A textbook-like page: a heading and three sentences, black on white, large print. */
async function textbookPage(lines: string[], format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${110 + i * 100}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${i === 0 ? 56 : 42}" fill="#111">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="${lines.length * 100 + 80}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

const EGYPT_PAGE = [
  'Ancient Egypt',
  'The ancient Egyptians built pyramids.',
  'Mummies were wrapped in linen.',
  'The Nile is a very long river.',
];

describe('offline story writer with reference images (OCR, offline)', () => {
  afterAll(() => closeOcr());

  it('reads the text of a textbook page', { timeout: 120_000 }, async () => {
    const [text] = await readImageTexts([await textbookPage(EGYPT_PAGE)]);
    expect(text).toMatch(/Mummies were wrapped in linen\./);
    expect(text).toMatch(/ancient Egyptians built pyramids/);
  });

  it('weaves a fact from the page into the middle of the story', { timeout: 120_000 }, async () => {
    const story = await createOfflineStoryWriter().write({
      prompt: 'Mia travels to Egypt to learn about mummies',
      referenceImages: [await textbookPage(EGYPT_PAGE, 'jpeg')],
      paragraphs: 6,
      seed: 11,
    });
    expect(story.paragraphs).toHaveLength(6);
    const text = story.paragraphs.join(' ');
    expect(story.paragraphs.slice(1, 5).join(' ')).toMatch(/Mummies were wrapped in linen/);
    expect(text).toMatch(/ancient Egyptians built pyramids|Nile is a very long river/);
    // The page's own key terms are in the story.
    expect(['pyramid', 'mumm', 'linen', 'Nile'].filter((term) => text.includes(term)).length).toBeGreaterThanOrEqual(3);
  });

  it('still writes the story when an image cannot be read', { timeout: 120_000 }, async () => {
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const story = await createOfflineStoryWriter().write({
      prompt: 'a puppy called Biscuit who wants to see the sea',
      referenceImages: [blank, Buffer.from('not an image')],
      paragraphs: 6,
      seed: 3,
    });
    expect(story.paragraphs).toHaveLength(6);
    expect(story.paragraphs.join(' ')).toContain('Biscuit');
  });
});
