import { jsPDF } from 'jspdf';
import { readCmap } from './font-cmap';
import type { PdfFonts } from './pdf-fonts';
import { isInvisible, MissingCharactersError, pdfFileName, pdfInfoString, toPdfText } from './pdf-text';

/** SPEC §9: A4 in points, 20 pt margins on every side. */
export const PDF_MARGIN = 20;
const PDF_FORMAT = 'a4';

export interface PdfPicture {
  /** JPEG or PNG bytes. */
  data: Uint8Array;
  format: 'JPEG' | 'PNG';
  width: number;
  height: number;
}

export interface PdfStory {
  title: string;
  byline: string;
  lines: { text: string; picture: PdfPicture | null }[];
}

const TITLE_SIZE = 24;
const BYLINE_SIZE = 11;
const TEXT_SIZE = 13;
/** Line height: room for Noto Sans' tall accents (ascent 1.069) and its descent (0.293). */
const LEADING = 1.4;
const GAP = 12;
/** Pictures take the text width, but leave room on the page for some of their paragraph. */
const MAX_PICTURE_SHARE = 0.55;

const TEXT_FONT = 'NotoSans';
const EMOJI_FONT = 'NotoEmoji';

type Weight = 'normal' | 'bold';
/** A stretch of a line drawn in one font: the story's font, or emoji (drawn glyph by glyph). */
interface Run {
  emoji: boolean;
  text: string;
}

/** jsPDF's embedded TrueType font, as far as drawing emoji needs it (its typings leave it out). */
interface EmbeddedFont {
  id: string;
  metadata: {
    ascender: number;
    characterToGlyph(code: number): number;
    widthOfGlyph(glyph: number): number;
    glyIdsUsed: number[];
    Unicode: { widths: (number | number[])[] };
  };
}
type WithFonts = jsPDF & { getFont(name: string, style: string): EmbeddedFont };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, '0');
  return hex.toUpperCase();
}

/**
 * The story as a real PDF: selectable text in Noto Sans (emoji in Noto Emoji) and the pictures,
 * laid out top to bottom inside the margins, with a new page whenever the next block would cross
 * the bottom margin. Throws MissingCharactersError if the story has characters no font has.
 */
export function buildStoryPdf(story: PdfStory, fonts: PdfFonts, { compress = true } = {}): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: PDF_FORMAT, compress });
  doc.addFileToVFS('NotoSans-Regular.ttf', fonts.regular);
  doc.addFont('NotoSans-Regular.ttf', TEXT_FONT, 'normal');
  doc.addFileToVFS('NotoSans-Bold.ttf', fonts.bold);
  doc.addFont('NotoSans-Bold.ttf', TEXT_FONT, 'bold');
  if (fonts.emoji) {
    doc.addFileToVFS('NotoEmoji-Regular.ttf', fonts.emoji);
    doc.addFont('NotoEmoji-Regular.ttf', EMOJI_FONT, 'normal');
  }
  const emojiFont = fonts.emoji ? (doc as WithFonts).getFont(EMOJI_FONT, 'normal') : null;
  const emojiGlyphs = fonts.emoji ? readCmap(fonts.emoji) : new Map<number, number>();

  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const width = pageWidth - 2 * PDF_MARGIN;
  const bottom = pageHeight - PDF_MARGIN;
  let y = PDF_MARGIN;

  doc.setProperties({ title: pdfInfoString(story.title), subject: pdfInfoString(story.byline), creator: 'Storybook' });

  const makeRoom = (height: number) => {
    if (y + height > bottom && y > PDF_MARGIN) {
      doc.addPage(PDF_FORMAT, 'portrait');
      y = PDF_MARGIN;
    }
  };

  // Both weights of Noto Sans cover the same characters.
  const textGlyphs = (doc as WithFonts).getFont(TEXT_FONT, 'normal').metadata;
  // The baseline sits a full ascent below the line's top, so even 'Ễ' stays inside the margin.
  const ascent = textGlyphs.ascender / 1000;
  const inTextFont = (char: string) =>
    isInvisible(char) || (char.length === 1 && textGlyphs.characterToGlyph(char.charCodeAt(0)) !== 0);
  const missing = new Set<string>();
  /** Splits text into runs by font, a whole grapheme (an emoji with its joiners) at a time. */
  const toRuns = (text: string): Run[] => {
    const runs: Run[] = [];
    for (const { segment } of graphemes.segment(text)) {
      const chars = [...segment];
      let emoji: boolean;
      if (chars.every(inTextFont)) emoji = false;
      else if (chars.every((char) => isInvisible(char) || emojiGlyphs.has(char.codePointAt(0)!))) emoji = true;
      else {
        missing.add(segment);
        continue;
      }
      const last = runs.at(-1);
      if (last && last.emoji === emoji) last.text += segment;
      else runs.push({ emoji, text: segment });
    }
    return runs;
  };

  /** Emoji glyphs to draw: invisible joiners and selectors have no glyph of their own. */
  const emojiGlyphIds = (text: string) =>
    [...text].filter((char) => !isInvisible(char)).map((char) => emojiGlyphs.get(char.codePointAt(0)!) ?? 0);

  const runWidth = (run: Run, size: number, weight: Weight) => {
    if (!run.emoji) {
      // A stray invisible character is not drawn: jsPDF cuts a line short at one its font lacks.
      return (
        doc.getStringUnitWidth(run.text.replace(/\p{Default_Ignorable_Code_Point}/gu, ''), {
          fontName: TEXT_FONT,
          fontStyle: weight,
        }) * size
      );
    }
    const metadata = emojiFont!.metadata;
    return emojiGlyphIds(run.text).reduce((sum, glyph) => sum + (metadata.widthOfGlyph(glyph) / 1000) * size, 0);
  };
  const measure = (text: string, size: number, weight: Weight) =>
    toRuns(text).reduce((sum, run) => sum + runWidth(run, size, weight), 0);

  /** Greedy wrapping by words; a word wider than the page is broken between characters. */
  const wrap = (text: string, size: number, weight: Weight): string[] => {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ').filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (measure(candidate, size, weight) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        for (const { segment } of graphemes.segment(word)) {
          if (line && measure(line + segment, size, weight) > width) {
            lines.push(line);
            line = '';
          }
          line += segment;
        }
      }
      if (line) lines.push(line);
    }
    return lines;
  };

  /**
   * Emoji are written as glyph ids with the characters themselves as the span's ActualText, so
   * copying or searching the PDF gives back the emoji the reader wrote.
   */
  const drawEmoji = (text: string, x: number, baseline: number, size: number) => {
    const font = emojiFont!;
    const glyphs = emojiGlyphIds(text);
    for (const glyph of glyphs) {
      font.metadata.glyIdsUsed.push(glyph);
      if (!font.metadata.Unicode.widths.includes(glyph)) {
        font.metadata.Unicode.widths.push(glyph, [Math.round(font.metadata.widthOfGlyph(glyph))]);
      }
    }
    const [r, g, b] = (doc.getTextColor().match(/[\da-f]{2}/gi) ?? ['00', '00', '00']).map((hex) =>
      (parseInt(hex, 16) / 255).toFixed(3),
    );
    const hex = glyphs.map((glyph) => glyph.toString(16).padStart(4, '0')).join('');
    (doc.internal as unknown as { write(...lines: string[]): void }).write(
      `/Span <</ActualText <${utf16Hex(text)}>>> BDC BT /${font.id} ${size} Tf ${r} ${g} ${b} rg`,
      `${x.toFixed(2)} ${(pageHeight - baseline).toFixed(2)} Td <${hex}> Tj ET EMC`,
    );
  };

  const write = (text: string, size: number, weight: Weight) => {
    doc.setFontSize(size);
    const lineHeight = size * LEADING;
    for (const line of wrap(toPdfText(text), size, weight)) {
      makeRoom(lineHeight);
      let x = PDF_MARGIN;
      const baseline = y + ascent * size;
      for (const run of toRuns(line)) {
        if (run.emoji) drawEmoji(run.text, x, baseline, size);
        else {
          doc.setFont(TEXT_FONT, weight);
          doc.text(run.text.replace(/\p{Default_Ignorable_Code_Point}/gu, ''), x, baseline);
        }
        x += runWidth(run, size, weight);
      }
      y += lineHeight;
    }
  };

  doc.setTextColor(59, 35, 20);
  write(story.title, TITLE_SIZE, 'bold');
  y += 2;
  doc.setTextColor(107, 74, 51);
  write(story.byline, BYLINE_SIZE, 'normal');
  doc.setTextColor(59, 35, 20);
  y += GAP;

  for (const { text, picture } of story.lines) {
    if (picture) {
      const maxHeight = (bottom - PDF_MARGIN) * MAX_PICTURE_SHARE;
      const scale = Math.min(width / picture.width, maxHeight / picture.height);
      const w = picture.width * scale;
      const h = picture.height * scale;
      makeRoom(h);
      doc.addImage(picture.data, picture.format, PDF_MARGIN + (width - w) / 2, y, w, h);
      y += h + GAP / 2;
    }
    write(text, TEXT_SIZE, 'normal');
    y += GAP;
  }
  if (missing.size > 0) throw new MissingCharactersError([...missing]);
  return doc;
}

/** Builds the PDF and hands it to the browser as a download named after the title. */
export function saveStoryPdf(story: PdfStory, fonts: PdfFonts): void {
  buildStoryPdf(story, fonts).save(pdfFileName(story.title));
}
