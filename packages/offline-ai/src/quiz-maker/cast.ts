/**
 * The story's characters: names ('Maya', 'Aunt Rosa'), family words used as names ('Grandpa'), and
 * what the story says each one is ('a quick little lizard named Nutmeg').
 */
import { describe, typeOfNoun } from './descriptions.js';
import { FAMILY, familyRelation, PEOPLE_NAMES, PET_NAMES } from './lexicon/names.js';
import { base, nameAt, type Found } from './names-in-text.js';
import type { Sentence, Token } from './sentences.js';
import { hasTag, isCapitalised } from './words.js';

export { base } from './names-in-text.js';

export type CharacterType = 'person' | 'animal' | 'creature' | 'unknown';

export interface Character {
  /** Lower-case words of the name: ['aunt', 'rosa']. */
  words: string[];
  /** As the story writes it: 'Aunt Rosa'. */
  name: string;
  /** A name, or a family word used as one ('Grandpa'). */
  kind: 'name' | 'family';
  type: CharacterType;
  /** What the story calls it: 'lizard', 'sea turtle', 'girl'. */
  noun?: string;
  /** The words before its name: 'quick little lizard' (from 'a quick little lizard named Nutmeg'). */
  description?: string;
  /** Whose it is, when the story says so by name: 'Leo' (from "Leo's dog Biscuit"). */
  owner?: string;
  /** Where the story says whose it is with 'his' or 'her' ('her brother Sam'), to resolve later. */
  ownerAt?: { sentence: number; token: number; pronoun: 'he' | 'she' };
  /** How often the story names it. */
  mentions: number;
  /** How often its name is followed by a verb: the hero is who acts most. */
  acts: number;
  /** Shorter spellings of the same name: ['rosa'] for 'Aunt Rosa'. */
  aliases: string[][];
  /** 'he' or 'she' when the name or the story tells (a girl's name, 'a boy named ...'). */
  gender?: 'he' | 'she';
}

export interface Cast {
  characters: Character[];
  /** The character whose name starts at `tokens[i]`, and how many words the name takes. */
  at(tokens: Token[], i: number): { character: Character; length: number } | undefined;
}

const keyOf = (words: string[]) => words.join(' ');

const FEMALE_NOUNS = new Set([
  'girl',
  'woman',
  'lady',
  'queen',
  'princess',
  'sister',
  'mother',
  'witch',
  'aunt',
  'grandma',
  'granny',
]);
const MALE_NOUNS = new Set(['boy', 'man', 'king', 'prince', 'brother', 'father', 'uncle', 'grandpa', 'gentleman']);
const FEMALE_RELATIONS = new Set(['mother', 'grandmother', 'aunt']);
const MALE_RELATIONS = new Set(['father', 'grandfather', 'uncle']);

/** Finds the characters of the story's sentences. */
export function findCast(sentences: readonly Sentence[]): Cast {
  const found = new Map<string, Found & { count: number; acts: number; sure: boolean; gender?: 'he' | 'she' }>();
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.tokens.length; i += 1) {
      const name = nameAt(sentence.tokens, i);
      if (!name) continue;
      const token = sentence.tokens[i + name.words.length - 1]!;
      const gender = hasTag(token, 'FemaleName') ? 'she' : hasTag(token, 'MaleName') ? 'he' : undefined;
      const key = keyOf(name.words);
      const acts = !token.post && hasTag(sentence.tokens[i + name.words.length], 'Verb') ? 1 : 0;
      const entry = found.get(key);
      if (entry) {
        entry.count += 1;
        entry.acts += acts;
        entry.sure ||= name.sure;
      } else found.set(key, { ...name, count: 1, acts, ...(gender && { gender }) });
      i += name.words.length - 1;
    }
  }
  // A name at a sentence start only counts if the story also writes it where a capital means a name.
  const sure = [...found.values()].filter((entry) => entry.sure);
  // 'Rosa' after 'Aunt Rosa' is the same person.
  const longNames = sure.filter((entry) => entry.words.length > 1);
  const aliasOf = (entry: Found) =>
    entry.words.length === 1 ? longNames.find((long) => long.words[long.words.length - 1] === entry.words[0]) : undefined;
  const characters: Character[] = sure
    .filter((entry) => !aliasOf(entry))
    .map((entry) => {
      const relation = entry.kind === 'family' ? familyRelation(entry.words[0]!) : undefined;
      const gender =
        entry.gender ??
        (relation && FEMALE_RELATIONS.has(relation) ? 'she' : relation && MALE_RELATIONS.has(relation) ? 'he' : undefined);
      return {
        words: entry.words,
        aliases: sure.filter((other) => aliasOf(other) === entry).map((other) => other.words),
        name: entry.name,
        kind: entry.kind,
        type: entry.kind === 'family' || entry.words.length > 1 ? 'person' : 'unknown',
        mentions: entry.count + sure.filter((other) => aliasOf(other) === entry).reduce((n, other) => n + other.count, 0),
        acts: entry.acts + sure.filter((other) => aliasOf(other) === entry).reduce((n, other) => n + other.acts, 0),
        ...(gender && { gender }),
      };
    });
  // Longest names first: 'Aunt Rosa' before 'Rosa'.
  const spellings = characters
    .flatMap((character) => [character.words, ...character.aliases].map((words) => ({ character, words })))
    .sort((a, b) => b.words.length - a.words.length);

  const at = (tokens: Token[], i: number) => {
    if (!isCapitalised(tokens[i] ?? ({ text: '' } as Token))) return undefined;
    for (const { character, words } of spellings) {
      const length = words.length;
      const written = tokens.slice(i, i + length).map((t, k) => (k === length - 1 ? base(t.lower) : t.lower));
      if (written.length === length && keyOf(written) === keyOf(words)) return { character, length };
    }
    return undefined;
  };

  for (const sentence of sentences) {
    sentence.tokens.forEach((_, i) => {
      const match = at(sentence.tokens, i);
      if (!match || match.character.noun) return;
      const description = describe(sentence.tokens, i, match.length);
      if (!description) return;
      const { his, hisAt, ...said } = description;
      Object.assign(match.character, said, { type: typeOfNoun(description.noun) });
      if (his) match.character.ownerAt = { sentence: sentence.index, token: hisAt ?? i, pronoun: his };
      const noun = description.noun ?? '';
      if (!match.character.gender && FEMALE_NOUNS.has(noun)) match.character.gender = 'she';
      if (!match.character.gender && MALE_NOUNS.has(noun)) match.character.gender = 'he';
    });
  }
  for (const character of characters) {
    if (character.type !== 'unknown') continue;
    if (PEOPLE_NAMES.some((n) => n.toLowerCase() === character.words[0])) character.type = 'person';
    else if (PET_NAMES.some((n) => n.toLowerCase() === character.words[0])) character.type = 'animal';
  }
  return { characters, at };
}

/** The family word for a relation in the story's spelling ('Mom' if the story says Mom). */
export function familyWord(relation: string, american: boolean): string | undefined {
  const entry = FAMILY.find((f) => f.relation === relation);
  return entry && (american ? entry.us : entry.uk);
}
