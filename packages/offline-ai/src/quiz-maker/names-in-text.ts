/**
 * Which capitalised words of a sentence are names of characters: 'Maya', 'Aunt Rosa', 'Grandpa';
 * not 'Soon', 'Egypt', 'Nile River' or 'the Great Sphinx'.
 */
import { ANIMALS, CREATURES } from './lexicon/animals.js';
import { familyRelation, PEOPLE_NAMES, PERSON_NOUNS, PET_NAMES, TITLES } from './lexicon/names.js';
import type { Token } from './sentences.js';
import { ARTICLES, hasTag, isCapitalised, POSSESSIVES } from './words.js';

const NOT_NAMES = new Set([
  'god',
  'earth',
  'mr',
  'mrs',
  'ms',
  'dr',
  'ok',
  'okay',
  'hello',
  'goodbye',
  'bye',
  'yes',
  'no',
  'wow',
  'oh',
]);
const NOT_NAME_TAGS = [
  'Pronoun',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Adverb',
  'Value',
  'Date',
  'Month',
  'WeekDay',
  'Place',
  'Country',
  'City',
  'Region',
  'Plural',
  'Demonym',
  'Expression',
  'QuestionWord',
];
const PERSON_TAGS = ['Person', 'FirstName', 'MaleName', 'FemaleName'];
/** What has a name rather than being a place: 'a toucan called Rio', not 'a town called Rio'. */
const NAMED_THINGS = new Set([...ANIMALS, ...PERSON_NOUNS, ...CREATURES, 'bird', 'toucan', 'llama', 'pet']);
const KNOWN_NAMES = new Set([...PEOPLE_NAMES, ...PET_NAMES].map((name) => name.toLowerCase()));

/** The word without a possessive "'s": "Maya's" -> 'Maya'. */
export const base = (text: string) => text.replace(/'s?$/i, '');

/** First word of a sentence or of a quote: its capital says nothing. */
const startsClause = (tokens: Token[], i: number) =>
  i === 0 || tokens[i]!.pre.includes('"') || /[.!?:]"?$/.test(tokens[i - 1]!.post);

/** After 'the' (through adjectives): 'the Great Sphinx', 'the round blue Earth' are things or places. */
function afterArticle(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= 0; j -= 1) {
    const token = tokens[j]!;
    if (token.post) return false;
    if (ARTICLES.has(token.lower)) return true;
    if (!hasTag(token, 'Adjective') && !isCapitalised(token)) return false;
  }
  return false;
}

function nameLike(token: Token): boolean {
  if (!/^[A-Z][a-z'-]+$/.test(base(token.text)) || token.text === 'I') return false;
  if (NOT_NAMES.has(base(token.lower))) return false;
  if (PERSON_TAGS.some((tag) => hasTag(token, tag))) return true;
  return !NOT_NAME_TAGS.some((tag) => hasTag(token, tag));
}

export interface Found {
  words: string[];
  name: string;
  kind: 'name' | 'family';
  sure: boolean;
}

/** A name or family word starting at `i`, and whether its capital proves it (not a sentence start). */
export function nameAt(tokens: Token[], i: number): Found | undefined {
  const token = tokens[i]!;
  if (!isCapitalised(token) || afterArticle(tokens, i)) return undefined;
  const lower = base(token.lower);
  const previous = tokens[i - 1];
  if (previous && !previous.post && (POSSESSIVES.has(previous.lower) || ARTICLES.has(previous.lower))) return undefined;
  const next = tokens[i + 1];
  const sure = !startsClause(tokens, i);
  // 'Aunt Rosa', 'Captain Finn': a title joins the name after it.
  if (TITLES.has(lower) && !token.post && next && isCapitalised(next) && nameLike(next) && !TITLES.has(base(next.lower))) {
    return { words: [lower, base(next.lower)], name: `${token.text} ${base(next.text)}`, kind: 'name', sure: true };
  }
  if (familyRelation(lower)) return { words: [lower], name: base(token.text), kind: 'family', sure: true };
  // 'a toucan called Rio': a name, whatever else the word may be.
  const named = previous && ['named', 'called'].includes(previous.lower) && NAMED_THINGS.has(tokens[i - 2]?.root ?? '');
  if (named && /^[A-Z][a-z'-]+$/.test(base(token.text)))
    return { words: [lower], name: base(token.text), kind: 'name', sure: true };
  // 'Look, Captain!': a title alone is a way to speak to someone, not their name.
  if (!nameLike(token) || TITLES.has(lower)) return undefined;
  // A run of capitals ('Nile River', 'New York') is a place or a thing, not a character.
  if (next && !token.post && isCapitalised(next) && !startsClause(tokens, i + 1)) return undefined;
  // ... unless the capital before it only starts the sentence ('Soon Maya', 'Then Leo').
  const lead =
    previous &&
    startsClause(tokens, i - 1) &&
    (hasTag(previous, 'Adverb') || hasTag(previous, 'Adjective') || hasTag(previous, 'Conjunction'));
  if (previous && !previous.post && isCapitalised(previous) && !TITLES.has(base(previous.lower)) && !lead) return undefined;
  const known = PERSON_TAGS.some((tag) => hasTag(token, tag)) || KNOWN_NAMES.has(lower);
  return { words: [lower], name: base(token.text), kind: 'name', sure: sure || known };
}
