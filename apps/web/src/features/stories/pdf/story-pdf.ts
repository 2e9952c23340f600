import { jsPDF } from 'jspdf';
import { pdfFileName, toPdfText } from './pdf-text';

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
const LEADING = 1.35;
const GAP = 12;
/** Pictures take the text width, but leave room on the page for some of their paragraph. */
const MAX_PICTURE_SHARE = 0.55;

/**
 * The story as a real PDF: selectable text in a standard font and the pictures, laid out top to
 * bottom inside the margins, with a new page whenever the next block would cross the bottom margin.
 */
export function buildStoryPdf(story: PdfStory, { compress = true } = {}): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: PDF_FORMAT, compress });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const width = pageWidth - 2 * PDF_MARGIN;
  const bottom = pageHeight - PDF_MARGIN;
  let y = PDF_MARGIN;

  doc.setProperties({ title: story.title, subject: story.byline, creator: 'Storybook' });

  const makeRoom = (height: number) => {
    if (y + height > bottom && y > PDF_MARGIN) {
      doc.addPage(PDF_FORMAT, 'portrait');
      y = PDF_MARGIN;
    }
  };

  const write = (text: string, size: number, style: 'normal' | 'bold' | 'italic') => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    const lineHeight = size * LEADING;
    for (const line of doc.splitTextToSize(toPdfText(text), width) as string[]) {
      makeRoom(lineHeight);
      doc.text(line, PDF_MARGIN, y, { baseline: 'top' });
      y += lineHeight;
    }
  };

  doc.setTextColor(59, 35, 20);
  write(story.title, TITLE_SIZE, 'bold');
  y += 2;
  doc.setTextColor(107, 74, 51);
  write(story.byline, BYLINE_SIZE, 'italic');
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
  return doc;
}

/** Builds the PDF and hands it to the browser as a download named after the title. */
export function saveStoryPdf(story: PdfStory): void {
  buildStoryPdf(story).save(pdfFileName(story.title));
}
