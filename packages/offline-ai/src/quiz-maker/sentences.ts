/** A story as sentences of tagged words (compromise), the form the question finders read. */
import nlp from 'compromise';

export interface Token {
  /** As written, without surrounding punctuation: 'Nutmeg', "Let's". */
  text: string;
  /** Lower case: 'nutmeg'. */
  lower: string;
  /** compromise's tags: 'Verb', 'PastTense', 'ProperNoun', 'Country', ... */
  tags: ReadonlySet<string>;
  /** Dictionary form of verbs and nouns ('slept' -> 'sleep', 'stars' -> 'star'); else `lower`. */
  root: string;
  /** Punctuation written before and after the word ('"', ',', '!"'). */
  pre: string;
  post: string;
}

export interface Sentence {
  /** Position in the whole story, from 0. */
  index: number;
  /** The sentence as written (quotes straightened). */
  text: string;
  tokens: Token[];
  /** It holds speech in quotes. */
  quoted: boolean;
}

interface JsonTerm {
  text: string;
  normal?: string;
  root?: string;
  tags?: string[];
  pre?: string;
  post?: string;
}

/** Straight quotes and apostrophes, single spaces: one spelling for the patterns to match. */
export function normalise(text: string): string {
  return text
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2018\u2019\u201a]/g, "'")
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a paragraph at sentence ends outside quotes. A quote closed by its own '!' or '?' ends
 * the sentence only when a capital follows ('"Off we go!" called Maya.' stays one sentence).
 */
function splitSentences(paragraph: string): string[] {
  const text = normalise(paragraph);
  const sentences: string[] = [];
  let start = 0;
  let inQuote = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '"') {
      inQuote = !inQuote;
      if (!inQuote && /[.!?,]/.test(text[i - 1] ?? '') && /^ [A-Z"]/.test(text.slice(i + 1, i + 3))) {
        if (text[i - 1] !== ',') {
          sentences.push(text.slice(start, i + 1));
          start = i + 2;
        }
      }
      continue;
    }
    if (inQuote || !/[.!?]/.test(char)) continue;
    let end = i + 1;
    while (/[.!?]/.test(text[end] ?? '')) end += 1;
    if (end >= text.length || /^ [A-Z"]/.test(text.slice(end, end + 2))) {
      sentences.push(text.slice(start, end));
      start = end + 1;
      i = end - 1;
    }
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences.map((s) => s.trim()).filter((s) => /[A-Za-z]/.test(s));
}

function tokensOf(sentence: string): Token[] {
  const doc = nlp(sentence);
  doc.compute('root');
  const parts = doc.json() as { terms: JsonTerm[] }[];
  return parts.flatMap((part) =>
    part.terms.flatMap((term) => {
      const text = term.text.trim();
      if (!text) return [];
      const lower = text.toLowerCase();
      return [
        {
          text,
          lower,
          tags: new Set(term.tags ?? []),
          root: (term.root || lower).toLowerCase(),
          pre: (term.pre ?? '').trim(),
          post: (term.post ?? '').trim(),
        },
      ];
    }),
  );
}

/** Every sentence of the story's paragraphs, in order, tagged. */
export function readSentences(paragraphs: readonly string[]): Sentence[] {
  const texts = paragraphs.flatMap((paragraph) => splitSentences(paragraph));
  return texts.map((text, index) => ({ index, text, tokens: tokensOf(text), quoted: text.includes('"') }));
}
