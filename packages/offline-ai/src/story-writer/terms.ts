/** An idea as a flat list of tagged words (compromise), the form the extractors read. */
import nlp from 'compromise';

export interface Term {
  /** As written: 'Biscuit'. */
  text: string;
  /** Lower case, without punctuation: 'biscuit'. */
  lower: string;
  /** compromise's tags: 'Verb', 'Person', 'FemaleName', 'Place', ... */
  tags: ReadonlySet<string>;
  /** The dictionary form of verbs and nouns ('travels' -> 'travel'). */
  root: string;
  /** First word of its sentence. */
  starts: boolean;
  /** Punctuation written after the word ('', ',', '.'). */
  after: string;
}

interface JsonTerm {
  text: string;
  normal?: string;
  root?: string;
  tags?: string[];
  post?: string;
}

/** The idea's words, tagged. */
export function termsOf(text: string): Term[] {
  const doc = nlp(text);
  doc.compute('root');
  const sentences = doc.json() as { terms: JsonTerm[] }[];
  const terms: Term[] = [];
  for (const sentence of sentences) {
    sentence.terms.forEach((term, index) => {
      const lower = (term.normal ?? term.text).toLowerCase().replace(/[^a-z0-9'-]/g, '');
      if (!lower) return;
      terms.push({
        text: term.text.replace(/[^A-Za-z0-9'-]/g, ''),
        lower,
        tags: new Set(term.tags ?? []),
        root: (term.root ?? lower).toLowerCase(),
        starts: index === 0,
        after: (term.post ?? '').trim(),
      });
    });
  }
  return terms;
}

export const isCapitalised = (term: Term) => /^[A-Z]/.test(term.text);

/** Plain singular of a lower-case noun, good enough for table look-ups ('mummies' -> 'mummy'). */
export function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|oes|sses)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/(ss|us|is)$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}
