import { hasEmoji } from './pdf-text';

/**
 * The PDF's fonts as binary strings (what jsPDF reads). Noto Sans covers Latin (with Vietnamese),
 * Greek and Cyrillic; Noto Emoji draws emoji in black and white. Both are OFL fonts shipped in
 * npm packages and served by our own server.
 */
export interface PdfFonts {
  regular: string;
  bold: string;
  /** Null when the story has no emoji: the font is then not fetched at all. */
  emoji: string | null;
}

function toBinaryString(bytes: Uint8Array): string {
  let out = '';
  // In slices, as one call with a million arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return out;
}

/** Each font fetched and converted once per page session; a failed fetch is tried again next export. */
const fonts = new Map<string, Promise<string>>();

function fetchFont(url: string): Promise<string> {
  let font = fonts.get(url);
  if (!font) {
    font = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
      return toBinaryString(new Uint8Array(await response.arrayBuffer()));
    });
    font.catch(() => fonts.delete(url));
    fonts.set(url, font);
  }
  return font;
}

/**
 * Fetches the fonts a story needs, on export only: the font files are build assets, so they come
 * from our own server and never weigh on a page load.
 */
export async function loadPdfFonts(texts: readonly string[]): Promise<PdfFonts> {
  const needsEmoji = texts.some(hasEmoji);
  const [regular, bold, emoji] = await Promise.all([
    import('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url').then((m) => fetchFont(m.default)),
    import('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url').then((m) => fetchFont(m.default)),
    needsEmoji
      ? import('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?url').then((m) => fetchFont(m.default))
      : null,
  ]);
  return { regular, bold, emoji };
}
