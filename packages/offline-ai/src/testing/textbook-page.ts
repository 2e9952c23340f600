import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A textbook-like page as a parent might photograph it: a heading, then one sentence a line; PNG. */
export async function textbookPage(lines: readonly string[]): Promise<Buffer> {
  const rows = lines
    .map(
      (line, i) =>
        `<text x="60" y="${110 + i * 90}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${i === 0 ? 54 : 38}" fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1250" height="${lines.length * 90 + 80}"><rect width="100%" height="100%" fill="#fff"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
