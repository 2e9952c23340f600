/**
 * Undoes the usual disguises before the word list is matched, keeping for every character of the
 * result the span of the original it came from (so a refusal can quote what the person typed):
 *
 * - case, accents and invisible characters: `FÜCK`, `fu\u200Bck`;
 * - spaced single characters: `f u c k`, `f.u.c.k`, `s-h-1-t` (three or more in a row);
 * - leetspeak inside a word that has letters, `$` or `@`: `sh1t`, `4$$`, `@ss`, `b!tch`, `fu(k`.
 *   A `!` ending a word stays punctuation (`Hello!`), and a number stays a number (`3 bears`, `717`);
 * - censor stars inside a word become one `*`, which the word list's star forms match (`f**k`).
 *
 * Repeated letters and look-alike letters from other alphabets are left to obscenity's transformers.
 */
export interface Normalized {
  text: string;
  /** `spans[i]` is the `[start, end)` of the original that `text[i]` came from. */
  spans: [number, number][];
}

interface Cell {
  ch: string;
  start: number;
  end: number;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
};
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060\uFEFF]/u;
const LETTER = /\p{L}/u;
/** Characters that may belong to a (disguised) word. */
const WORDISH = /[\p{L}\p{N}@$!|(*#]/u;
/** A spelled-out single character of a spaced word. */
const SINGLE = /[\p{L}\p{N}@$!|]/u;
/** What may separate spaced single characters. */
const SEPARATOR = /[\s.\-_*,/\\~+:;\u00B7\u2022]/u;
const MAX_SEPARATOR_RUN = 3;
const MIN_SPACED_RUN = 3;

export function normalize(input: string): Normalized {
  const cells = joinSpacedCharacters(plainCells(input));
  const out: Cell[] = [];
  let chunk: Cell[] = [];
  const flush = () => {
    out.push(...decodeChunk(chunk));
    chunk = [];
  };
  for (const cell of cells) {
    if (WORDISH.test(cell.ch)) {
      chunk.push(cell);
    } else {
      flush();
      out.push(cell);
    }
  }
  flush();

  let text = '';
  const spans: [number, number][] = [];
  for (const cell of out) {
    text += cell.ch;
    for (let unit = 0; unit < cell.ch.length; unit += 1) spans.push([cell.start, cell.end]);
  }
  return { text, spans };
}

/** Lower case, without accents or invisible characters, one cell per resulting character. */
function plainCells(input: string): Cell[] {
  const cells: Cell[] = [];
  for (let index = 0; index < input.length;) {
    const ch = String.fromCodePoint(input.codePointAt(index)!);
    const end = index + ch.length;
    if (!INVISIBLE.test(ch)) {
      const plain = ch.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
      for (const part of plain) cells.push({ ch: part, start: index, end });
    }
    index = end;
  }
  return cells;
}

/** Drops the separators between three or more spaced single characters: `f u c k` -> `fuck`. */
function joinSpacedCharacters(cells: Cell[]): Cell[] {
  const isSingle = (i: number) =>
    SINGLE.test(cells[i]!.ch) && !SINGLE.test(cells[i - 1]?.ch ?? ' ') && !SINGLE.test(cells[i + 1]?.ch ?? ' ');
  const dropped = new Set<number>();
  for (let i = 0; i < cells.length; i += 1) {
    if (!isSingle(i)) continue;
    const run = [i];
    for (;;) {
      const last = run[run.length - 1]!;
      let next = last + 1;
      while (next < cells.length && next - last - 1 < MAX_SEPARATOR_RUN && SEPARATOR.test(cells[next]!.ch)) next += 1;
      if (next === last + 1 || next >= cells.length || !isSingle(next)) break;
      run.push(next);
    }
    if (run.length >= MIN_SPACED_RUN) {
      for (let k = run[0]!; k < run[run.length - 1]!; k += 1) if (!run.includes(k)) dropped.add(k);
    }
    i = run[run.length - 1]!;
  }
  return cells.filter((_, index) => !dropped.has(index));
}

/** Reads leetspeak and censor stars in one run of word characters, if it holds a letter. */
function decodeChunk(chunk: Cell[]): Cell[] {
  // A number stays a number (`101`); `$` and `@` never belong to one (`4$$`).
  if (!chunk.some((cell) => LETTER.test(cell.ch) || cell.ch === '$' || cell.ch === '@')) return chunk;
  const isCore = (cell: Cell) => LETTER.test(cell.ch) || cell.ch in LEET || /\p{N}/u.test(cell.ch);
  const first = chunk.findIndex(isCore);
  let last = -1;
  chunk.forEach((cell, index) => {
    if (isCore(cell)) last = index;
  });
  const out: Cell[] = [];
  chunk.forEach((cell, index) => {
    const inside = index > first && index < last;
    let ch = cell.ch;
    if (ch in LEET) ch = LEET[ch]!;
    else if ((ch === '!' || ch === '|') && index < last) ch = 'i';
    else if (ch === '(' && inside) ch = 'c';
    else if ((ch === '*' || ch === '#') && inside) {
      if (out[out.length - 1]?.ch === '*') return;
      ch = '*';
    }
    out.push({ ...cell, ch });
  });
  return out;
}
