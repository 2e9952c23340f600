import {
  collapseDuplicatesTransformer,
  parseRawPattern,
  RegExpMatcher,
  remapCharactersTransformer,
  resolveConfusablesTransformer,
  toAsciiLowerCaseTransformer,
  type BlacklistedTerm,
} from 'obscenity';
import { allowedTerms } from './allow-list.js';
import { normalize } from './normalize.js';
import { terms, type Term, type Tier } from './terms.js';

/** One listed word found in a text. */
export interface Finding {
  /** The word as it was typed, e.g. `C0ck` or `f u c k`. */
  word: string;
  /** The listed word it is, e.g. `cock`. */
  term: string;
  /** `block` for blocked words and for review words in disguise. */
  tier: Tier;
  reason: string;
  /** Where it starts in the text. */
  index: number;
}

interface PatternInfo {
  term: Term;
}

/**
 * obscenity does the matching (word boundaries `|…|`, a whitelist, look-alike letters, repeated
 * letters); normalize.ts undoes what its transformers cannot (spaced letters, leetspeak only inside
 * words). Repeated letters collapse to at most two, so each letter of a form may appear once or
 * twice (`f[f]u[u]c[c]k[k]` matches `fuuuuck`), and a double letter stays double (`ass` is never `as`).
 */
function formPattern(form: string, inside: boolean): string {
  let body = '';
  for (let i = 0; i < form.length;) {
    const ch = form[i]!;
    let run = 1;
    while (form[i + run] === ch) run += 1;
    body += ch === '*' ? '*' : run >= 2 ? ch + ch : `${ch}[${ch}]`;
    i += run;
  }
  return inside ? body : `|${body}|`;
}

/** A form with censor stars: each inner letter starred (`f*ck`), and all inner letters (`f*k`). */
function starredForms(form: string): string[] {
  const starred = new Set<string>();
  for (let i = 1; i < form.length - 1; i += 1) starred.add(`${form.slice(0, i)}*${form.slice(i + 1)}`);
  if (form.length >= 4) starred.add(`${form[0]}*${form[form.length - 1]}`);
  return [...starred];
}

function buildMatcher(withStars: boolean): { matcher: RegExpMatcher; info: PatternInfo[] } {
  const info: PatternInfo[] = [];
  const blacklistedTerms: BlacklistedTerm[] = [];
  for (const term of terms) {
    for (const form of new Set(term.forms)) {
      for (const spelling of withStars ? starredForms(form) : [form]) {
        blacklistedTerms.push({ id: info.length, pattern: parseRawPattern(formPattern(spelling, term.inside ?? false)) });
        info.push({ term });
      }
    }
  }
  const matcher = new RegExpMatcher({
    blacklistedTerms,
    whitelistedTerms: allowedTerms,
    blacklistMatcherTransformers: [
      resolveConfusablesTransformer(),
      toAsciiLowerCaseTransformer(),
      collapseDuplicatesTransformer({ defaultThreshold: 2 }),
    ],
    whitelistMatcherTransformers: [
      toAsciiLowerCaseTransformer(),
      // The allow-list is written with spaces: `cock-a-doodle-doo` and `pussy's` read as spaced words.
      remapCharactersTransformer({ ' ': "-_'\u2019" }),
      collapseDuplicatesTransformer({ defaultThreshold: Number.POSITIVE_INFINITY, customThresholds: new Map([[' ', 1]]) }),
    ],
  });
  return { matcher, info };
}

// Built once: compiling the patterns is the costly part. Star forms only run on texts with a star.
const plain = buildMatcher(false);
const starred = buildMatcher(true);

/** A word typed with anything but plain letters (digits, symbols, spacing, other alphabets) is disguised. */
const isDisguised = (word: string) => /[^a-z]/i.test(word);

const WORD_CHAR = /[\p{L}\p{N}@$*]/u;

/** Widens a match to the word it sits in, so `fuck` inside `motherfucker` quotes `motherfucker`. */
function wholeWord(text: string, start: number, end: number): [number, number] {
  while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start -= 1;
  while (end < text.length && WORD_CHAR.test(text[end]!)) end += 1;
  return [start, end];
}

/** Every listed word in the text, in order, each once. */
export function findWords(text: string): Finding[] {
  if (!text) return [];
  const { text: normal, spans } = normalize(text);
  const found: Finding[] = [];
  for (const { matcher, info } of normal.includes('*') ? [plain, starred] : [plain]) {
    for (const match of matcher.getAllMatches(normal)) {
      const term = info[match.termId]!.term;
      const [start, end] = wholeWord(text, spans[match.startIndex]![0], spans[match.endIndex]![1]);
      const word = text.slice(start, end);
      const tier: Tier = term.tier === 'review' && isDisguised(word) ? 'block' : term.tier;
      found.push({ word, term: term.forms[0]!, tier, reason: term.reason, index: start });
    }
  }
  return oneEach(found);
}

/** Where matches overlap (`goddamn` and `damn`), one finding: the longer word, a block before a review. */
function oneEach(found: Finding[]): Finding[] {
  const rank = (f: Finding) => f.word.length * 2 + (f.tier === 'block' ? 1 : 0);
  const sorted = [...found].sort((a, b) => a.index - b.index || rank(b) - rank(a));
  const kept: Finding[] = [];
  for (const finding of sorted) {
    const last = kept[kept.length - 1];
    if (last && finding.index < last.index + last.word.length) {
      if (rank(finding) > rank(last)) kept[kept.length - 1] = finding;
      continue;
    }
    kept.push(finding);
  }
  return kept;
}
