import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PdfFonts } from './pdf-fonts';
import { MissingCharactersError, pdfFileName, toPdfText } from './pdf-text';
import { buildStoryPdf, PDF_MARGIN, type PdfPicture, type PdfStory } from './story-pdf';

// The same font files the browser fetches on export, read from the packages that ship them.
const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(file)).toString('latin1');
const fonts: PdfFonts = {
  regular: font('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: font('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  emoji: font('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
};

/** The PDF's text as poppler's pdftotext reads it, spaces collapsed. */
function pdfText(story: PdfStory): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'story-pdf-')), 'story.pdf');
  writeFileSync(file, Buffer.from(buildStoryPdf(story, fonts).output('arraybuffer')));
  // stderr: poppler notes jsPDF's 'Identity-H' ordering name, which it reads all the same.
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(/\s+/g, ' ');
}

// An 8 x 6 px JPEG: the PDF keeps the picture's proportions at any size.
const JPEG = Uint8Array.from(
  atob(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAB8jf/2Q==',
  ),
  (char) => char.charCodeAt(0),
);
const picture: PdfPicture = { data: JPEG, format: 'JPEG', width: 800, height: 600 };

const story = {
  title: 'Maya and the Mummies',
  byline: 'Published by Ann on 22nd November 2026',
  lines: Array.from({ length: 6 }, (_, index) => ({
    text: `Paragraph ${index + 1}. ${'Maya learned something new about the ancient Egyptians that day. '.repeat(6)}`,
    picture,
  })),
};

/** Every line of text: font size and baseline position (PDF coordinates: y counts from the bottom). */
function textPositions(output: string): { size: number; x: number; y: number }[] {
  return [...output.matchAll(/BT\s+\/F\d+ ([\d.]+) Tf\s+[\d.]+ TL\s+[\d. ]+ rg\s+([\d.]+) ([\d.]+) Td/g)].map((match) => ({
    size: Number(match[1]),
    x: Number(match[2]),
    y: Number(match[3]),
  }));
}

describe('story PDF (SPEC §9)', () => {
  it('is A4 in points, pages automatically, and places text and pictures inside 20 pt margins', () => {
    const doc = buildStoryPdf(story, fonts, { compress: false });
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(595.28, 1);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(841.89, 1);
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);

    const output = doc.output();
    const positions = textPositions(output);
    expect(positions.length).toBeGreaterThan(20);
    for (const { size, x, y } of positions) {
      expect(x).toBeGreaterThanOrEqual(PDF_MARGIN);
      // Descenders stay above the bottom margin, capitals below the top one.
      expect(y - 0.25 * size).toBeGreaterThanOrEqual(PDF_MARGIN);
      expect(y + 0.75 * size).toBeLessThanOrEqual(841.89 - PDF_MARGIN);
    }
    // Pictures: `w 0 0 h x y cm` before each image is drawn.
    const pictures = [...output.matchAll(/([\d.]+) 0 0 ([\d.]+) ([\d.]+) ([\d.]+) cm\s+\/I\d+ Do/g)].map((match) =>
      match.slice(1).map(Number),
    );
    expect(pictures).toHaveLength(6);
    for (const [w, h, x, y] of pictures as [number, number, number, number][]) {
      expect(x).toBeGreaterThanOrEqual(PDF_MARGIN - 0.01);
      expect(x + w).toBeLessThanOrEqual(595.28 - PDF_MARGIN + 0.01);
      expect(y).toBeGreaterThanOrEqual(PDF_MARGIN - 0.01);
      expect(y + h).toBeLessThanOrEqual(841.89 - PDF_MARGIN + 0.01);
      expect(w / h).toBeCloseTo(800 / 600, 2);
    }
  });

  it('writes the title, byline and paragraphs as text', () => {
    const output = buildStoryPdf(story, fonts, { compress: false }).output();
    expect(output).toContain('/Title (Maya and the Mummies)');
    const text = pdfText(story);
    expect(text).toContain('Maya and the Mummies Published by Ann on 22nd November 2026');
    expect(text).toContain(story.lines[5]!.text.trim());
  });

  it('keeps every letter and emoji a writer uses: Polish, Vietnamese, Greek, Cyrillic, curly quotes, emoji', () => {
    const names = {
      title: 'Łucja and Nguyễn’s “big” day 🐫',
      byline: 'Published by Zoë Ørsted on 1st May 2026',
      lines: [
        { text: 'Łucja met Nguyễn Thị Ánh, Σωκράτης and Дмитрий – wow… 🐫🦒 ❤️ 👩‍👧', picture: null },
        { text: `${'A long line of words that wraps onto the next line, '.repeat(4)}ending in Đặng 🌈.`, picture: null },
      ],
    };
    const text = pdfText(names);
    expect(text).toContain('Łucja and Nguyễn’s “big” day 🐫');
    expect(text).toContain('Zoë Ørsted');
    expect(text).toContain('Łucja met Nguyễn Thị Ánh, Σωκράτης and Дмитрий – wow… 🐫🦒 ❤️ 👩‍👧');
    expect(text).toContain('ending in Đặng 🌈.');
  });

  it('refuses, naming them, characters no font has (Chinese), rather than leave them out', () => {
    const chinese = { title: 'Mei', byline: 'Published by 王芳', lines: [{ text: '小猫 and the moon', picture: null }] };
    expect(() => buildStoryPdf(chinese, fonts)).toThrow(MissingCharactersError);
    try {
      buildStoryPdf(chinese, fonts);
    } catch (error) {
      expect((error as MissingCharactersError).characters).toEqual(['王', '芳', '小', '猫']);
    }
  });
});

describe('PDF text and file name', () => {
  it('composes accents and collapses spaces, changing nothing else', () => {
    expect(toPdfText('  Nguye\u0302\u0303n’s  “big”\u00A0day 🐫 ')).toBe('Nguyễn’s “big” day 🐫');
  });

  it('names the file after the title, without characters file systems refuse', () => {
    expect(pdfFileName('Maya and the Mummies')).toBe('Maya and the Mummies.pdf');
    expect(pdfFileName('What? A/B: "Yes"')).toBe('What A B Yes.pdf');
    expect(pdfFileName('  ')).toBe('story.pdf');
  });
});
