/**
 * What a reference page (a photographed textbook page, read by OCR) gives a story: its facts, as
 * short whole sentences a child can hear, and its key terms, noun phrases ranked by TF-IDF against
 * the knowledge base. Headings, page furniture, questions, upsetting sentences and OCR noise (words
 * that are not English words, such as 'rn0st' or 'tbe') are dropped.
 */
import nlp from 'compromise';
import { isEnglishWord, nounPhrases, singularOf, tokenize } from '../language/index.js';
import { TOPICS } from './knowledge/index.js';
import { factToTell } from './plain.js';

const MIN_WORDS = 3;
/** Share of real words a line needs, and how many lines of a page are read at most. */
const MIN_REAL_SHARE = 0.6;
const MAX_LINES = 120;
const MAX_WORDS = 16;
/** Sentences a 4–8-year-old's story should not repeat, whatever the textbook says. */
const UNSUITABLE =
  /\b(?:kill\w*|dead|death|die[ds]?|dying|blood\w*|war|wars|weapons?|guns?|bombs?|corpses?|murder\w*|attack\w*|scary|terrif\w*|poison\w*|slaves?|slavery|executed?|injur\w*|disease|sacrific\w*|tortur\w*)\b/i;
const PAGE_FURNITURE =
  /\b(?:chapter|page|figure|fig|exercise|activity|answer|question|worksheet|unit|lesson|copyright|www|http|glossary|index|contents)\b/i;
const FIRST_OR_SECOND_PERSON = /\b(?:i|you|your|we|our|us|me|my)\b/i;
const STOP_TERMS = new Set([
  'its',
  'his',
  'her',
  'their',
  'our',
  'thing',
  'things',
  'way',
  'lot',
  'part',
  'kind',
  'type',
  'example',
  'people',
  'time',
  'year',
  'years',
  'day',
  'page',
  'picture',
  'word',
  'words',
  'fact',
  'facts',
  'lesson',
  'unit',
  'chapter',
  'figure',
  'side',
  'end',
  'top',
  'bottom',
]);

/** Lines joined into running text: hyphenated breaks mended, headings (short lines without a full stop) set apart. */
function readLines(text: string): { running: string; headings: string[] } {
  const lines = text
    .replace(/\r/g, '')
    .replace(/(\w)-\n\s*(\w)/g, '$1$2')
    .split('\n')
    .map((line) =>
      line
        .replace(/[|_~=*•·<>{}[\]\\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    // OCR of a photo with no text gives lines of noise: only lines mostly of real words are read on.
    .filter((line) => {
      const words = line.split(' ').filter((w) => /\p{L}/u.test(w));
      return words.length > 0 && words.filter(realWord).length / words.length >= MIN_REAL_SHARE;
    })
    .slice(0, MAX_LINES);
  const headings: string[] = [];
  const kept = lines.filter((line) => {
    const words = line.split(' ');
    const capitalised = words.filter((word) => /^[A-Z0-9]/.test(word)).length;
    const heading = words.length <= 6 && !/[.!?,;]$/.test(line) && capitalised / words.length >= 0.6;
    if (heading) headings.push(line);
    return !heading;
  });
  // A line that ends without a full stop before a line that starts with a capital ends a sentence (OCR often drops it).
  const joined = kept.map((line, i) => (/[.!?,;:]$/.test(line) || !/^[A-Z]/.test(kept[i + 1] ?? '') ? line : `${line}.`));
  return { running: joined.join(' '), headings };
}

/** A real word: in the dictionary, or a name (capitalised) that is not noise. */
function realWord(word: string): boolean {
  const bare = word.replace(/^[“"'(]+|[”"'),;:.!?]+$/g, '');
  if (/^\d{1,4}$/.test(bare)) return true;
  if (!/^[A-Za-z][A-Za-z'’-]*$/.test(bare)) return false;
  return bare
    .split(/[-'’]/)
    .every((part) => part.length === 0 || isEnglishWord(part) || (/^[A-Z][a-z]{2,}$/.test(part) && !/[^aeiouy]{5}/i.test(part)));
}

function usable(sentence: string): boolean {
  const words = sentence.split(' ');
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return false;
  if (UNSUITABLE.test(sentence) || PAGE_FURNITURE.test(sentence) || FIRST_OR_SECOND_PERSON.test(sentence)) return false;
  if (!/^[A-Z]/.test(sentence) || /\?$/.test(sentence)) return false;
  if (!words.every(realWord)) return false;
  return nlp(sentence).has('#Verb');
}

function sentencesOf(text: string): string[] {
  return readLines(text)
    .running.split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/["“”]/g, '').trim())
    .filter((s) => /[.!]$/.test(s));
}

/** Up to `limit` whole sentences, those sharing words with `topicWords` first, otherwise in page order. */
export function factsFromText(text: string, topicWords: readonly string[] = [], limit = 4): string[] {
  const facts: string[] = [];
  let previousKept = false;
  for (const sentence of sentencesOf(text)) {
    // ('...plants; they were herbivores.' is two sentences, each easier to hear.)
    const clean = factToTell(sentence.replace(/!$/, '.'));
    if (!usable(clean) || facts.some((f) => f.toLowerCase() === clean.toLowerCase())) {
      previousKept = false;
      continue;
    }
    // 'They use sunlight.' or 'This is called photosynthesis.' only makes sense after the sentence before it.
    const dependent = /^(?:They|It|This|These|That|Its|Their)\b/.test(clean);
    if (dependent && previousKept && facts.length > 0 && facts.at(-1)!.split(' ').length + clean.split(' ').length <= 24)
      facts[facts.length - 1] += ` ${clean}`;
    else if (!dependent) facts.push(clean);
    previousKept = !dependent || previousKept;
  }
  const stems = topicWords.map((w) => w.toLowerCase().slice(0, Math.max(4, w.length - 2)));
  const score = (fact: string) => stems.filter((stem) => fact.toLowerCase().includes(stem)).length;
  return facts
    .map((fact, order) => ({ fact, order, score: score(fact) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((f) => f.fact);
}

let documentFrequency: Map<string, number> | null = null;

/** In how many knowledge-base topics each word appears: common words ('water') weigh less than rare ones ('evaporation'). */
function frequencies(): Map<string, number> {
  if (documentFrequency) return documentFrequency;
  documentFrequency = new Map();
  for (const topic of TOPICS) {
    const words = new Set(
      [topic.title, ...topic.terms, ...topic.facts.map((f) => f.text)]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length > 2)
        .map((w) => singularOf(w)),
    );
    for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  return documentFrequency;
}

/**
 * The page's key terms: noun phrases from the NLP library, ranked by how often the page uses them
 * (a heading counts double) times how rare they are in the knowledge base (TF-IDF). Only real words.
 */
export function keyTerms(text: string, limit = 6): string[] {
  const { headings } = readLines(text);
  // Terms come only from the page's headings and its sentences that read as facts: never from noise.
  const facts = sentencesOf(text).filter((sentence) => usable(sentence.replace(/!$/, '.')));
  if (facts.length === 0) return [];
  const running = facts.join(' ');
  const source = `${headings.join('. ')}. ${running}`;
  const tokens = tokenize(source);
  const df = frequencies();
  const documents = TOPICS.length;
  const counts = new Map<string, { count: number; inHeading: boolean }>();
  const headingEnd = headings.join('. ').length;
  const proper = new Map<string, string>();
  for (const phrase of nounPhrases(tokens, source)) {
    const words = phrase.thing.noun.split(' ');
    if (words.length > 2 || words.some((w) => w.length < 3 || STOP_TERMS.has(w) || !isEnglishWord(w) || nlp(w).has('#Adjective')))
      continue;
    if (phrase.determiner && /^(?:its|his|her|their|my|our|your)$/.test(phrase.determiner)) continue;
    const head = tokens[phrase.to]!;
    // A name keeps its capital ('Mercury'); a word that only starts a sentence does not.
    if (/^\p{Lu}/u.test(head.text) && !head.first && head.start >= headingEnd)
      proper.set(
        phrase.thing.noun,
        phrase.thing.noun.replace(/^./, (c) => c.toUpperCase()),
      );
    const entry = counts.get(phrase.thing.noun) ?? { count: 0, inHeading: false };
    entry.count += 1;
    if (tokens[phrase.from]!.start < headingEnd) entry.inHeading = true;
    counts.set(phrase.thing.noun, entry);
  }
  const scored = [...counts.entries()].map(([term, { count, inHeading }]) => {
    const idf = Math.min(...term.split(' ').map((w) => Math.log((documents + 1) / (1 + (df.get(w) ?? 0)))));
    return { term, score: (count + (inHeading ? 1 : 0)) * idf * (term.includes(' ') ? 1.2 : 1) };
  });
  const terms: string[] = [];
  for (const { term } of scored.sort((a, b) => b.score - a.score)) {
    if (terms.some((t) => t.includes(term) || term.includes(t))) continue;
    terms.push(proper.get(term) ?? term);
    if (terms.length >= limit) break;
  }
  return terms;
}
