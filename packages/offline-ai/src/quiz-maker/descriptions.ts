/**
 * What the story says a character is, from the words around its name: 'a quick little lizard
 * named Nutmeg', 'His dog Biscuit', 'Pip the penguin', 'A kind neighbour, Mr Okafor,'.
 */
import type { Character, CharacterType } from './cast.js';
import { ANIMALS, CREATURES } from './lexicon/animals.js';
import { PERSON_NOUNS } from './lexicon/names.js';
import { base } from './names-in-text.js';
import type { Token } from './sentences.js';
import { ARTICLES, hasTag, isCapitalised, POSSESSIVES, PREPOSITIONS } from './words.js';

export function typeOfNoun(noun: string | undefined): CharacterType {
  if (!noun) return 'unknown';
  if (ANIMALS.has(noun)) return 'animal';
  if (PERSON_NOUNS.has(noun)) return 'person';
  if (CREATURES.has(noun)) return 'creature';
  return 'unknown';
}

/**
 * Lower-case describing words ('quick little lizard') ending at `end`, back to the article or
 * possessive that opens them ('a', 'his', "Leo's").
 */
function describingWords(tokens: Token[], end: number): { words: Token[]; opener: Token; owner?: string } | undefined {
  const words: Token[] = [];
  for (let j = end; j >= 0; j -= 1) {
    const token = tokens[j]!;
    if (j < end && token.post) return undefined;
    if (ARTICLES.has(token.lower) || POSSESSIVES.has(token.lower)) {
      return words.length && hasTag(words[words.length - 1], 'Noun') ? { words, opener: token } : undefined;
    }
    if (/'s$/.test(token.text) && isCapitalised(token)) {
      return words.length && hasTag(words[words.length - 1], 'Noun')
        ? { words, opener: token, owner: base(token.text) }
        : undefined;
    }
    if (!/^[a-z-]+$/.test(token.text) || PREPOSITIONS.has(token.lower) || hasTag(token, 'Verb')) return undefined;
    words.unshift(token);
    if (words.length > 4) return undefined;
  }
  return undefined;
}

/** 'sea turtle' when the last two words make one animal, else the last word. */
function headNoun(words: Token[]): string {
  const last = words[words.length - 1]!.root;
  const two = words.length > 1 ? `${words[words.length - 2]!.lower} ${last}` : '';
  // A 'sea turtle' is an animal; a 'teddy bear' is a toy.
  return ANIMALS.has(two) || CREATURES.has(two) ? two : last;
}

/** What the story says a character is, from the words around its name. */
export function describe(
  tokens: Token[],
  i: number,
  length: number,
): (Pick<Character, 'noun' | 'description' | 'owner'> & { his?: 'he' | 'she'; hisAt?: number }) | undefined {
  const before = tokens[i - 1];
  const after = tokens[i + length];
  // 'a quick little lizard named Nutmeg', 'a girl called Maya'
  if (before && (before.lower === 'named' || before.lower === 'called') && i >= 2 && !tokens[i - 2]!.post) {
    const found = describingWords(tokens, i - 2);
    if (found)
      return {
        noun: headNoun(found.words),
        description: found.words.map((t) => t.lower).join(' '),
        ...(found.owner && { owner: found.owner }),
      };
  }
  // 'His dog Biscuit', "Leo's dog Biscuit", 'her little brother Sam'; and between commas,
  // 'A kind neighbour, Mr Okafor,', 'Her cat, Whiskers,'.
  const apposition = before?.post === ',' && /^[,.!?]$/.test(tokens[i + length - 1]!.post);
  if (before && (!before.post || apposition) && /^[a-z]+$/.test(before.text) && hasTag(before, 'Noun')) {
    const found = describingWords(tokens, i - 1);
    if (found && (apposition || !ARTICLES.has(found.opener.lower))) {
      const his = found.opener.lower === 'his' ? 'he' : found.opener.lower === 'her' ? 'she' : undefined;
      return {
        noun: headNoun(found.words),
        description: found.words.map((t) => t.lower).join(' '),
        ...(found.owner && { owner: found.owner }),
        ...(his && { his, hisAt: i - 1 - found.words.length }),
      };
    }
  }
  // 'Pip the penguin', 'Nico, a curious boy,', 'Nico was a curious boy'
  const last = tokens[i + length - 1]!;
  let j = i + length;
  if (after?.lower === 'the' && !last.post) j += 1;
  else if (last.post === ',' && after && (after.lower === 'a' || after.lower === 'an')) j += 1;
  else if (after && ['was', 'is'].includes(after.lower) && !last.post && ['a', 'an'].includes(tokens[j + 1]?.lower ?? '')) j += 2;
  else return undefined;
  const words: Token[] = [];
  for (; j < tokens.length; j += 1) {
    const token = tokens[j]!;
    if (!/^[a-z-]+$/.test(token.text) || PREPOSITIONS.has(token.lower) || hasTag(token, 'Verb')) break;
    words.push(token);
    if (token.post) break;
  }
  while (words.length && !hasTag(words[words.length - 1], 'Noun')) words.pop();
  if (words.length === 0 || words.length > 4) return undefined;
  return { noun: headNoun(words), description: words.map((t) => t.lower).join(' ') };
}
