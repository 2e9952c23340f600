/**
 * Turns OCR text from a reference image (a textbook page) into a few short fact clauses a story can
 * use after "learned that": 'Mummies were wrapped in linen.' -> 'mummies were wrapped in linen'.
 * Headings, captions, page furniture, questions, misread lines and upsetting sentences are dropped.
 */
import nlp from 'compromise';

const MIN_WORDS = 3;
const MAX_WORDS = 14;
const MIN_CLEAN_SHARE = 0.85;
/** Sentences a 4–8-year-old's story should not repeat, whatever the textbook says. */
const UNSUITABLE =
  /\b(?:kill\w*|dead|death|die[ds]?|dying|blood\w*|war|wars|weapons?|guns?|bombs?|corpses?|murder\w*|attack\w*|scary|terrif\w*|poison\w*|slaves?|slavery|executed?|injur\w*|disease)\b/i;
const PAGE_FURNITURE =
  /\b(?:chapter|page|figure|fig|exercise|activity|answer|question|worksheet|unit|lesson|copyright|www|http)\b/i;
const FIRST_OR_SECOND_PERSON = /\b(?:i|you|your|we|our|us|me|my)\b/i;
const CLEAN_WORD = /^(?:[A-Za-z][A-Za-z'’-]*|\d{1,4})[,;:]?$/;

/** Lines joined into running text: hyphenated breaks mended, headings (short Title Case lines without a full stop) dropped. */
function runningText(text: string): string {
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
    .filter(Boolean);
  const kept = lines.filter((line) => {
    const words = line.split(' ');
    const capitalised = words.filter((word) => /^[A-Z0-9]/.test(word)).length;
    const looksLikeHeading = words.length <= 6 && !/[.!?,;]$/.test(line) && capitalised / words.length >= 0.6;
    return !looksLikeHeading;
  });
  return kept.join(' ');
}

/** Lower-case the first word unless it is a name ('The Nile' keeps Nile, 'Mummies' -> 'mummies'). */
function asClause(text: string): string {
  const first = nlp(text).terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined;
  const tags = new Set(first?.terms?.[0]?.tags ?? []);
  const keep =
    tags.has('Person') || tags.has('Place') || tags.has('Demonym') || tags.has('Organization') || /^[A-Z]{2,}\b/.test(text);
  return keep ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function usable(candidate: string): boolean {
  const words = candidate.split(' ');
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return false;
  if (UNSUITABLE.test(candidate) || PAGE_FURNITURE.test(candidate) || FIRST_OR_SECOND_PERSON.test(candidate)) return false;
  if (!/^[A-Z]/.test(candidate)) return false;
  const clean = words.filter((word) => CLEAN_WORD.test(word)).length;
  if (clean / words.length < MIN_CLEAN_SHARE) return false;
  // A fact says something: it needs a verb, and real words (not OCR noise like 'rn0st').
  return nlp(candidate).has('#Verb') && words.filter((w) => /^[a-z]{2,}$/i.test(w.replace(/[,;:]$/, ''))).length >= MIN_WORDS - 1;
}

/** Up to `limit` fact clauses, those sharing words with `topics` first, otherwise in page order. */
export function factsFromText(text: string, topics: readonly string[] = [], limit = 3): string[] {
  const sentences = runningText(text)
    .split(/(?<=[.!])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[.!]$/.test(s))
    .map((s) =>
      s
        .replace(/[.!]+$/, '')
        .replace(/["“”]/g, '')
        .trim(),
    );
  const facts: string[] = [];
  for (const candidate of sentences) {
    if (!usable(candidate)) continue;
    const clause = asClause(candidate);
    if (!facts.some((fact) => fact.toLowerCase() === clause.toLowerCase())) facts.push(clause);
  }
  const stems = topics.map((topic) => topic.toLowerCase().slice(0, Math.max(4, topic.length - 2)));
  const score = (fact: string) => stems.filter((stem) => fact.toLowerCase().includes(stem)).length;
  return facts
    .map((fact, order) => ({ fact, order, score: score(fact) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((f) => f.fact);
}
