/**
 * A story's text as it goes into the PDF: composed (NFC, so 'ễ' is one character the font has)
 * with runs of spaces and tabs made one space. Nothing else is changed or left out.
 */
export function toPdfText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[ \t\u00A0]+/g, ' ')
    .trim();
}

/** Emoji are drawn from their own font, which is fetched only for a story that has some. */
export function hasEmoji(text: string): boolean {
  return /\p{Extended_Pictographic}/u.test(text);
}

/** Characters that show nothing by themselves (joiners, variation selectors) and need no glyph. */
export function isInvisible(char: string): boolean {
  return /^\p{Default_Ignorable_Code_Point}$/u.test(char);
}

/** SPEC §9: the story title is the file name; characters no file system takes are left out. */
export function pdfFileName(title: string): string {
  const base = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'story'}.pdf`;
}

/**
 * A document-information string (the PDF's title and subject): kept as it is when plain ASCII,
 * otherwise UTF-16BE with its byte-order mark, which is how PDF stores any other text there.
 */
export function pdfInfoString(text: string): string {
  if (/^[\x20-\x7E]*$/.test(text)) return text;
  let bytes = '\xFE\xFF';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    bytes += String.fromCharCode(unit >> 8, unit & 0xff);
  }
  return bytes;
}

/** Characters none of the PDF's fonts can draw: the export stops rather than leave them out. */
export class MissingCharactersError extends Error {
  constructor(readonly characters: string[]) {
    super(`No font for ${characters.join(' ')}`);
    this.name = 'MissingCharactersError';
  }
}
