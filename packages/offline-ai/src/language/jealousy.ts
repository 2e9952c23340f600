/**
 * An older child's feelings about a new baby ('Jealous of the new baby', 'Mia is jealous of her baby brother', 'Tom
 * feels left out when the baby comes'): the story is the child's own jealousy, told kindly, never a plain welcome of
 * the baby nor a fear to be brave about.
 */
import type { Mention } from './cast.js';
import type { Token } from './tokens.js';

/** Words of feeling pushed aside by someone new: 'jealous', 'envious', 'left out', 'green with envy'. */
const JEALOUS = /\b(?:jealous|jealousy|envious|envy|left out)\b/;
/** Words before 'brother' or 'sister' that make them a baby: 'her baby brother', 'a new little sister'. */
const BABY_WORDS = new Set(['baby', 'new', 'newborn', 'tiny', 'little']);

/** A baby, or a brother or sister who is new or little ('her baby brother', 'the new baby'). */
export function isBaby(tokens: readonly Token[], m: Mention): boolean {
  if (m.kind?.word === 'baby') return true;
  if (m.kind?.word !== 'brother' && m.kind?.word !== 'sister') return false;
  const said = tokens.slice(Math.max(0, m.from - 2), m.to).map((t) => t.lower);
  return [...said, ...m.adjectives].some((w) => BABY_WORDS.has(w));
}

/** The baby the hero feels jealous of or left out by, if the idea tells of one. */
export function jealousOf(tokens: readonly Token[], people: readonly Mention[]): Mention | null {
  if (!JEALOUS.test(tokens.map((t) => t.lower).join(' '))) return null;
  return people.find((m) => isBaby(tokens, m)) ?? null;
}
