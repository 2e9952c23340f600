/** Noun phrases after a preposition or a verb: 'a big green leaf', 'Egypt', "Leo's red kite". */
import { base } from './cast.js';
import { ANIMALS } from './lexicon/animals.js';
import { CITIES, COUNTRIES } from '../language/places.js';
import { PLACES } from './lexicon/places.js';
import { THINGS } from './lexicon/things.js';
import type { Token } from './sentences.js';
import { ARTICLES, POSSESSIVES, hasTag, isCapitalised } from './words.js';

export interface NounPhrase {
  /** Every word of it, determiner first. */
  tokens: Token[];
  /** 'a', 'the', 'his', "Leo's", or '' for none. */
  determiner: string;
  /** Words between the determiner and the head ('big', 'green'; 'oak' in 'old oak tree'). */
  modifiers: Token[];
  /** The last noun: 'leaf'. */
  head: Token;
  /** Index after the phrase. */
  end: number;
  /** A named place: 'country' ('Egypt'), 'city' ('Paris') or 'other' ('Skye'). */
  proper?: 'country' | 'city' | 'other';
  /** 'a bunch of bananas': the phrase after 'of' when the head is an amount ('bunch'). */
  of?: NounPhrase;
}

/** Heads that only measure what comes after 'of': 'a slice of cake' is about the cake. */
const AMOUNTS = new Set([
  'slice',
  'bunch',
  'bag',
  'box',
  'basket',
  'bowl',
  'jar',
  'cup',
  'glass',
  'piece',
  'pile',
  'handful',
  'bottle',
  'plate',
  'loaf',
  'bar',
  'packet',
  'pair',
  'tin',
  'bucket',
  'lot',
  'lots',
  'heap',
  'stack',
  'sack',
  'pot',
  'mug',
  'spoonful',
  'basketful',
]);

/** 'boxes', 'berries', 'kites': plurals of the things a wrong option may name. */
export function plural(noun: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(?:knife|leaf)$/.test(noun)) return noun.replace(/f(e)?$/, 'ves');
  return `${noun}s`;
}

/** The word of a phrase that says what it is: 'bananas' in 'a bunch of bananas'. */
export function thingHead(phrase: NounPhrase): Token {
  return phrase.of?.head ?? phrase.head;
}

const PREPOSITION_WORDS = new Set(['of', 'in', 'on', 'at', 'to', 'with', 'by', 'from', 'for', 'under', 'near', 'over', 'into']);

/** A noun by its tag, or a word the lists know as a thing, a place or an animal. */
function nounish(token: Token): boolean {
  return (
    hasTag(token, 'Noun') ||
    THINGS.has(token.root) ||
    THINGS.has(token.lower) ||
    PLACES.has(token.lower) ||
    ANIMALS.has(token.lower)
  );
}

const COUNTRY_SET = new Set<string>(COUNTRIES);
const CITY_SET = new Set<string>(CITIES);

function properPlace(tokens: readonly Token[], i: number): NounPhrase | undefined {
  const words: Token[] = [];
  for (let j = i; j < tokens.length && words.length < 3; j += 1) {
    const token = tokens[j]!;
    if (!isCapitalised(token)) break;
    words.push(token);
    if (token.post) break;
  }
  if (words.length === 0) return undefined;
  const text = words.map((t) => t.text).join(' ');
  const tagged = (tag: string) => words.some((t) => hasTag(t, tag));
  if (!tagged('Place') && !COUNTRY_SET.has(text) && !CITY_SET.has(text)) return undefined;
  const proper = COUNTRY_SET.has(text) || tagged('Country') ? 'country' : CITY_SET.has(text) || tagged('City') ? 'city' : 'other';
  return {
    tokens: words,
    determiner: '',
    modifiers: words.slice(0, -1),
    head: words[words.length - 1]!,
    end: i + words.length,
    proper,
  };
}

/** The noun phrase starting at `i`, if the words there make one (at most four words after the determiner). */
export function nounPhraseAt(tokens: readonly Token[], i: number): NounPhrase | undefined {
  const first = tokens[i];
  if (!first) return undefined;
  if (isCapitalised(first) && !(/'s$/.test(first.text) && base(first.text) !== first.text)) return properPlace(tokens, i);
  let j = i;
  let determiner = '';
  if (ARTICLES.has(first.lower) || POSSESSIVES.has(first.lower)) {
    determiner = first.lower;
    j += 1;
  } else if (/'s$/.test(first.text) && isCapitalised(first)) {
    determiner = first.text;
    j += 1;
  }
  if (tokens[j - 1]?.post && j > i) return undefined;
  const words: Token[] = [];
  for (; j < tokens.length && words.length < 4; j += 1) {
    const token = tokens[j]!;
    if (!/^[a-z-]+$/.test(token.text) || ARTICLES.has(token.lower) || PREPOSITION_WORDS.has(token.lower)) break;
    // compromise reads 'woolly' as an adverb and 'blanket' as a verb; the word lists know better.
    const describing = hasTag(token, 'Adjective') || (hasTag(token, 'Adverb') && /ly$/.test(token.lower));
    if (!nounish(token) && !describing) break;
    if (hasTag(token, 'Verb') && !nounish(token)) break;
    words.push(token);
    if (token.post) break;
  }
  // The head is the last noun; words after it (an adjective such as 'outside') are left out.
  while (words.length && !nounish(words[words.length - 1]!)) words.pop();
  if (words.length === 0 || hasTag(words[words.length - 1], 'Pronoun')) return undefined;
  const head = words[words.length - 1]!;
  const end = i + (determiner ? 1 : 0) + words.length;
  if (AMOUNTS.has(head.root) && !head.post && tokens[end]?.lower === 'of' && !tokens[end]!.post) {
    const of = nounPhraseAt(tokens, end + 1);
    if (of && !of.proper)
      return { tokens: tokens.slice(i, of.end), determiner, modifiers: words.slice(0, -1), head, end: of.end, of };
  }
  return { tokens: tokens.slice(i, end), determiner, modifiers: words.slice(0, -1), head, end };
}
