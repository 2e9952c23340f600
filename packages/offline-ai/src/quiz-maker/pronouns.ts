/**
 * 'She painted a purple mountain.': which character a subject 'he' or 'she' means. Only ever the
 * story's hero, and only when nobody else nearby could be meant: a wrong guess would make a wrong
 * question, a missed one only makes one question fewer.
 */
import type { Cast, Character } from './cast.js';
import { FAMILY, PERSON_NOUNS } from './lexicon/names.js';
import { ANIMALS } from './lexicon/animals.js';
import type { Sentence } from './sentences.js';
import { hasTag } from './words.js';

const FAMILY_WORDS = new Set<string>(FAMILY.flatMap((f) => f.words));
/** How many sentences back a 'she' may reach for her name. */
const WINDOW = 2;

export function heroOf(cast: Cast): Character | undefined {
  const rank = (c: Character) => c.acts * 100 + c.mentions;
  const [first, second] = [...cast.characters].sort((a, b) => rank(b) - rank(a));
  return first && (!second || rank(first) > rank(second)) ? first : undefined;
}

/** The hero, if `pronoun` at `sentences[k].tokens[i]` can only mean the hero. */
export function resolvePronoun(
  sentences: readonly Sentence[],
  cast: Cast,
  k: number,
  i: number,
  pronoun: 'he' | 'she',
): Character | undefined {
  const hero = heroOf(cast);
  if (!hero || (hero.gender && hero.gender !== pronoun)) return undefined;
  let heroSeen = false;
  for (let back = 0; back <= WINDOW; back += 1) {
    const sentence = sentences[k - back];
    if (!sentence) break;
    const tokens = back === 0 ? sentence.tokens.slice(0, i) : sentence.tokens;
    for (let j = 0; j < tokens.length; j += 1) {
      const match = cast.at(tokens, j);
      if (match) {
        if (match.character === hero) heroSeen = true;
        else if (!match.character.gender || match.character.gender === pronoun) return undefined;
        continue;
      }
      // 'her mom', 'the snail', 'a man': someone without a name could be meant too ('butterflies' could not).
      const token = tokens[j]!;
      if (hasTag(token, 'Plural')) continue;
      if (FAMILY_WORDS.has(token.lower) || PERSON_NOUNS.has(token.lower) || ANIMALS.has(token.lower)) return undefined;
    }
  }
  return heroSeen ? hero : undefined;
}
