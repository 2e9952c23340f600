/** The parts of a simple sentence the questions are built from: who does it, and where it starts. */
import { base, type Character } from './cast.js';
import type { StoryText } from './candidate.js';
import { ANIMALS, CREATURES } from './lexicon/animals.js';
import { resolvePronoun } from './pronouns.js';
import type { Sentence, Token } from './sentences.js';
import { familyRelation, PERSON_NOUNS } from './lexicon/names.js';
import { IRREGULAR_PAST, capitalise, hasTag } from './words.js';

export interface Subject {
  /** As a question writes it: 'Maya', 'Maya and Grandpa', 'the little snail'. */
  text: string;
  /** The same for comparing: 'maya', 'maya and grandpa', 'the snail'. */
  key: string;
  /** Index of the first word after the subject. */
  end: number;
  /** The one named character it is, if it is one. */
  character?: Character;
  /** An unnamed animal or person ('the little snail'): its noun and describing words. */
  noun?: { noun: string; adjectives: string[] };
  /** A family word without a name ('Her mum decorated ...'): its relation. */
  relation?: string;
}

const TIMES = new Set([
  'day',
  'night',
  'morning',
  'evening',
  'afternoon',
  'week',
  'summer',
  'winter',
  'spring',
  'autumn',
  'year',
  'time',
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'weekend',
]);
const LEAD_WORDS = new Set([
  'soon',
  'then',
  'suddenly',
  'finally',
  'later',
  'together',
  'next',
  'now',
  'luckily',
  'happily',
  'slowly',
  'quickly',
  'carefully',
  'meanwhile',
  'quietly',
  'gently',
  'so',
  'and',
]);
/** Words that open a leading time or place phrase ('When the sun was high,', 'At last,'). */
const FRONT_WORDS = new Set([
  'when',
  'after',
  'before',
  'as',
  'while',
  'once',
  'one',
  'early',
  'just',
  'soon',
  'at',
  'in',
  'on',
  'by',
  'later',
  'all',
  'every',
  'each',
  'that',
  'with',
  'without',
  'long',
  'back',
  'far',
  'high',
  'deep',
  'out',
  'up',
  'down',
  'over',
  'under',
  'inside',
  'outside',
  'near',
  'around',
  'first',
  'then',
  'next',
  'last',
  'finally',
  'suddenly',
  'luckily',
  'best',
  'along',
  'across',
  'through',
  'during',
]);

/**
 * Where the main clause starts: after a leading time or place phrase ('When the sun was high, ',
 * 'Soon ') that a question leaves out. 0 when there is none.
 */
export function clauseStart(tokens: readonly Token[]): number {
  const first = tokens[0];
  if (!first) return 0;
  // 'Every night she heard ...', 'One morning, Mango found ...'
  if (
    ['every', 'one', 'that', 'this', 'each', 'last', 'next', 'later', 'early'].includes(first.lower) &&
    !first.post &&
    TIMES.has(tokens[1]?.lower ?? '')
  ) {
    return 2;
  }
  if (LEAD_WORDS.has(first.lower) && (first.post === '' || first.post === ',')) return 1;
  if (!FRONT_WORDS.has(first.lower) && !hasTag(first, 'Preposition') && !hasTag(first, 'Adverb')) return 0;
  const comma = tokens.findIndex((token, i) => i < 8 && token.post === ',');
  return comma >= 0 ? comma + 1 : 0;
}

/**
 * The subject starting at `i` of a sentence: a character, two joined by 'and', 'the' + an animal
 * or person, or 'he' or 'she' when only the hero can be meant.
 */
export function subjectAt(story: StoryText, sentence: Sentence, i: number): Subject | undefined {
  const tokens = sentence.tokens;
  const pronoun = tokens[i]?.lower;
  if ((pronoun === 'he' || pronoun === 'she') && !tokens[i]!.post) {
    const hero = resolvePronoun(story.sentences, story.cast, sentence.index, i, pronoun);
    return hero && { text: hero.name, key: hero.words.join(' '), end: i + 1, character: hero };
  }
  // 'Her mum', 'his grandpa': the family word alone makes the answer ('Mum').
  const relation = familyRelation(tokens[i + 1]?.lower ?? '');
  if (['his', 'her', 'their'].includes(tokens[i]?.lower ?? '') && relation && !tokens[i]!.post && !tokens[i + 1]!.post) {
    const word = tokens[i + 1]!.text;
    return { text: capitalise(word), key: relation, end: i + 2, relation };
  }
  const first = story.cast.at(tokens as Token[], i);
  if (first) {
    let end = i + first.length;
    const last = tokens[end - 1]!;
    if (/'s?$/.test(last.text) && base(last.text) !== last.text) return undefined;
    if (!last.post && tokens[end]?.lower === 'and') {
      const second = story.cast.at(tokens as Token[], end + 1);
      if (!second) return undefined;
      const names = [first.character.name, second.character.name];
      end += 1 + second.length;
      return { text: names.join(' and '), key: names.join(' and ').toLowerCase(), end };
    }
    return { text: first.character.name, key: first.character.words.join(' '), end, character: first.character };
  }
  if (tokens[i]?.lower !== 'the') return undefined;
  const adjectives: string[] = [];
  for (let j = i + 1; j < tokens.length && j < i + 4; j += 1) {
    const token = tokens[j]!;
    if (!/^[a-z-]+$/.test(token.text)) return undefined;
    const noun = token.root;
    if (
      hasTag(token, 'Noun') &&
      !hasTag(token, 'Plural') &&
      (ANIMALS.has(noun) || PERSON_NOUNS.has(noun) || CREATURES.has(noun))
    ) {
      if (tokens[j + 1] && hasTag(tokens[j + 1], 'Noun') && !token.post) return undefined;
      const text = ['the', ...adjectives, token.text].join(' ');
      return { text, key: `the ${noun}`, end: j + 1, noun: { noun, adjectives } };
    }
    if (!hasTag(token, 'Adjective') || token.post) return undefined;
    adjectives.push(token.lower);
  }
  return undefined;
}

/** The verb's dictionary form for a "did" question: 'slept' -> 'sleep'. */
export function infinitive(verb: Token): string {
  const irregular = IRREGULAR_PAST[verb.lower];
  if (irregular) return irregular;
  return verb.root && verb.root !== verb.lower ? verb.root : verb.lower.replace(/ied$/, 'y').replace(/([^e])ed$/, '$1');
}

/** 'maya:find' for every sentence whose main clause is a subject and a past-tense verb. */
export function countDeeds(story: Omit<StoryText, 'deeds'>): Map<string, number> {
  const deeds = new Map<string, number>();
  for (const sentence of story.sentences) {
    const tokens = sentence.tokens;
    const starts = [clauseStart(tokens)];
    // 'In Egypt, Maya saw ...': the clause after a leading place counts too.
    const comma = tokens.findIndex((t, i) => i < 8 && t.post === ',');
    if (comma >= 0) starts.push(comma + 1);
    for (const start of new Set(starts)) {
      const subject = subjectAt(story as StoryText, sentence, start);
      const verb = subject && tokens[subject.end];
      if (!subject || !verb || !hasTag(verb, 'Verb')) continue;
      const key = `${subject.key}:${verb.root}`;
      deeds.set(key, (deeds.get(key) ?? 0) + 1);
    }
  }
  return deeds;
}
