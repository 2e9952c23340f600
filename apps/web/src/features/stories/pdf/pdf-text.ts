// jsPDF's built-in fonts cover Windows-1252 only. Typographic marks are mapped to their plain
// forms and anything else outside it (emoji, say) is dropped, rather than printed as garbage.
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
};

const WIN_1252_EXTRAS = new Set('€‚ƒ„†‡ˆ‰Š‹ŒŽ•˜™š›œžŸ');

export function toPdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined) out += replaced;
    else if (char === '\n' || (char >= ' ' && char <= '~') || (char >= '\u00A1' && char <= '\u00FF') || WIN_1252_EXTRAS.has(char))
      out += char;
  }
  return out.replace(/[ \t]+/g, ' ').trim();
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
