/**
 * A trickster tale ('Anansi tricks the tiger', 'A clever mouse tricks the fox', 'The monkey and the crocodile'): read
 * from the idea here (`trickOf`), told by its own moves (moves/trick.ts) with the lines of its trick (world/tricks.ts).
 * The small clever one is the hero, of its own kind (Anansi is a spider); the big one is called by its kind, as in
 * the old tales ('the tiger').
 */
import { kindOf, type Character, type IdeaUnderstanding, type Kind } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { FOLK_TRICKSTERS, KINDER, THREATS, tricksFor, type Trick } from './world/tricks.js';

export interface TrickTold {
  trick: Trick;
  /** The big one's kind ('tiger'). */
  big: Kind;
}

/** 'tricks', 'outwits', 'fools': a small one outwits a big one. */
const TRICKING = /\b(?:trick(?:s|ed)?|outwit(?:s|ted)?|outsmart(?:s|ed)?|fool(?:s|ed)?)\b/i;
/** 'The monkey and the crocodile': the old tale by its name. */
const OLD_TALE = /\bmonkey and the crocodile\b/i;

const SIZES = ['tiny', 'small', 'medium', 'big', 'huge'];
/** The one tricked is no smaller than the trickster (Brer Rabbit tricks the fox), and of another kind. */
const bigger = (a: Kind, b: Kind) => a !== b && SIZES.indexOf(a.size) >= SIZES.indexOf(b.size);

/** The kind word said first after `from` in the text ('a hungry lion' -> lion). */
function kindAfter(text: string, from: number): Kind | null {
  for (const word of text
    .slice(from)
    .toLowerCase()
    .match(/\p{L}+/gu) ?? []) {
    const kind = kindOf(word);
    if (kind && !kind.human) return kind;
  }
  return null;
}

/** The kind word said last before `to` in the text ('A little mouse outwits' -> mouse). */
function kindBefore(text: string, to: number): Kind | null {
  const words =
    text
      .slice(0, to)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  for (const word of words.reverse()) {
    const kind = kindOf(word);
    if (kind && !kind.human) return kind;
  }
  return null;
}

/** The idea as a trickster tale: the small one as hero (of its folk kind), the big one read for the trick. */
export function trickOf(idea: IdeaUnderstanding, rng: Random): { idea: IdeaUnderstanding; told: TrickTold } | undefined {
  const text = idea.text;
  const verb = TRICKING.exec(text) ?? OLD_TALE.exec(text);
  if (!verb) return undefined;
  const folk = FOLK_TRICKSTERS.find((f) => f.said.test(text));
  const at = verb.index + (OLD_TALE.test(verb[0]) ? 'monkey and'.length : verb[0].length);
  const small = folk ? kindOf(folk.kind) : (kindBefore(text, at) ?? idea.hero?.kind ?? null);
  const big = kindAfter(text, at);
  if (!small || !big || small.human || !bigger(big, small)) return undefined;
  const tricks = tricksFor(big.word);
  if (tricks.length === 0) return undefined;
  const said = idea.hero;
  const hero: Character = {
    name: folk?.name ?? (said && said.kind === small ? said.name : null),
    kind: small,
    kindWord: small.word,
    pronoun: folk ? 'he' : said && said.kind === small ? said.pronoun : null,
    relation: null,
    adjectives: [],
    plural: false,
  };
  return { idea: { ...idea, hero, companions: [], goal: null }, told: { trick: rng.pick(tricks), big } };
}

export const trickStory = (plan: StoryPlan) => plan.trick !== undefined;

/** Words of the tale ('tiger', 'trick'): a paragraph that says one keeps to it. */
export const trickWords = (plan: StoryPlan): string[] => (plan.trick ? [plan.trick.big.word, 'trick'] : []);

/** 'Anansi and the Tiger', 'How Anansi Tricked the Tiger'. */
export const trickTitles = (told: TrickTold, name: string): string[] => [
  `${name} and the ${told.big.word}`,
  `How ${name} Tricked the ${told.big.word}`,
];

export function trickSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.trick;
  if (!told) return {};
  const { trick, big } = told;
  return {
    big: `the ${big.word}`,
    bigS: `the ${big.word}’s`,
    bigKind: big.word,
    smallKind: plan.hero.kind.word,
    trickHome: rng.pick([
      // ('Brer Rabbit' says his kind in his name: never 'Brer Rabbit the rabbit'.)
      plan.hero.name.toLowerCase().includes(plan.hero.kind.word)
        ? `{Time}, {hero} was busy {inPlace}. Along came ${withA(big.word)}.`
        : `{Time}, {hero} the ${plan.hero.kind.word} was busy {inPlace}. Along came ${withA(big.word)}.`,
      `{Hero} was a little ${plan.hero.kind.word}, small but very clever. One day, {hero} met the ${big.word}.`,
    ]),
    trickThreat: trick.threat ?? rng.pick(THREATS),
    trickScared: rng.pick([
      `{HeroS} heart went thump, thump. The ${big.word} was so big! But {hero} thought fast.`,
      `{Hero} was much too small to fight the ${big.word}. So {hero} had to think of a trick.`,
    ]),
    trickThink: trick.think,
    trickSet: trick.set,
    trickFall: trick.fall,
    trickSafe: trick.safe,
    trickKinder: rng.pick(KINDER),
    trickNight: rng.pick([
      `That night, {hero} fell asleep smiling. Being clever was better than being big.`,
      `{Hero} curled up for the night. "Small and clever wins the day," {they} said with a yawn.`,
    ]),
    // ('This is MY jungle': the place said bare.)
    trickPlace: plan.placeName.replace(/^the /, ''),
  };
}

const withA = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);
