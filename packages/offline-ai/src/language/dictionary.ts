/**
 * Whether a word is an ordinary English word, from the `word-list` package (about 275,000 lower-case
 * words, British spellings included). Used to tell a name at the start of a sentence ('Kwame goes')
 * from a word ('Photosynthesis helps'), and real words from OCR noise. Loaded on first use; the list
 * is grouped by its first two letters, so a look-up searches only its own block.
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let blocks: Map<string, string> | null = null;

function load(): Map<string, string> {
  const text = readFileSync(wordListPath, 'utf8');
  const map = new Map<string, string>();
  const close = (prefix: string, from: number, to: number) => map.set(prefix, (map.get(prefix) ?? '\n') + text.slice(from, to));
  let blockPrefix = text.slice(0, 2);
  let blockStart = 0;
  let lineStart = 0;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const prefix = text.slice(lineStart, Math.min(lineStart + 2, lineEnd));
    if (prefix !== blockPrefix) {
      close(blockPrefix, blockStart, lineStart);
      blockPrefix = prefix;
      blockStart = lineStart;
    }
    lineStart = lineEnd + 1;
  }
  close(blockPrefix, blockStart, text.length);
  map.set(blockPrefix, `${map.get(blockPrefix)!.replace(/\n?$/, '')}\n`);
  return map;
}

/** 'photosynthesis' -> true, 'kwame' -> false, 'tbe' -> false. Case-insensitive; letters and apostrophes only. */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/[’]/g, "'");
  if (lower === 'a' || lower === 'i') return true;
  if (!/^[a-z']+$/.test(lower)) return false;
  blocks ??= load();
  const block = blocks.get(lower.slice(0, 2));
  return block !== undefined && block.includes(`\n${lower}\n`);
}
