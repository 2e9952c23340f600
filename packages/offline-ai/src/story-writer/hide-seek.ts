/**
 * A game of hide and seek ('Oscar the octopus plays hide and seek', 'Playing hide and seek with Grandpa', 'Hide and
 * seek in the garden'): read from the idea here (`hideSeekOf`), told by its own moves (moves/hide-seek.ts) with the
 * hiding places of where it is played (world/hiding.ts). The game begins and the other counts; the hero hides and keeps
 * still; a giggle or a sneeze gives the hero away; the hero counts and looks in vain; the other is found at last (asleep
 * in the hiding place, or by a giggle); one more game, and bed.
 */
import { HIDE_AND_SEEK, kindOf, type Character, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { movedOf } from './race.js';
import { FOUND_AT_LAST, GIVEAWAYS, HIDING_PLACES, NOBODY_THERE } from './world/hiding.js';

export interface HideSeekFound {
  /** The other player is one of the family (Grandpa): played at home when the idea names nowhere. */
  family: boolean;
}

/** Played, not only hidden: 'plays hide and seek', 'a game of hide-and-seek'. */
const PLAYED = new RegExp(String.raw`\b${HIDE_AND_SEEK}\b`, 'iu');

/** 'An elephant plays hide and seek', 'A little bunny played hide-and-seek': the one who plays, read by its kind word. */
const KIND_PLAYS = new RegExp(
  String.raw`^(?:a|an|the|one)\s+(?:\p{L}+\s+)*?(\p{L}+)\s+(?:plays|played|is\s+playing|wants\s+to\s+play|loves\s+playing)\s+${HIDE_AND_SEEK}`,
  'iu',
);

/** The hero the idea names by kind where the game's words hid it from the idea's reading. */
function playerOf(text: string): Character | null {
  const word = KIND_PLAYS.exec(text)?.[1]?.toLowerCase();
  const kind = word ? kindOf(word) : null;
  return kind && word
    ? {
        name: null,
        kind,
        kindWord: word === kind.word ? null : word,
        pronoun: null,
        relation: null,
        adjectives: [],
        plural: false,
      }
    : null;
}

/** The idea as a game of hide and seek: the other player comes along (one named, else another of the hero's kind). */
export function hideSeekOf(idea: IdeaUnderstanding): { idea: IdeaUnderstanding; told: HideSeekFound } | undefined {
  if (!PLAYED.test(idea.text)) return undefined;
  // ('A little mouse plays hide and seek with a big cat': the mouse plays; the cat, read as the hero, plays with it.)
  const player = playerOf(idea.text);
  const hero = player ?? idea.hero;
  if (hero && hero.kind.group === 'thing') return undefined;
  const kind = hero?.kind ?? kindOf('child')!;
  const readAsHero = player && idea.hero && idea.hero.kind !== player.kind ? { ...idea.hero, relation: 'friend' } : null;
  const other: Character = readAsHero ??
    idea.companions[0] ?? {
      name: null,
      kind,
      kindWord: hero?.kindWord ?? null,
      pronoun: null,
      relation: 'friend',
      adjectives: [],
      plural: false,
    };
  return {
    // (The game has no thing to find or lesson to learn: 'hide' is no thing, nor 'elephant plays' a topic.)
    idea: {
      ...idea,
      hero: hero && { ...hero, plural: false },
      companions: [other],
      goal: null,
      things: [],
      wanted: null,
      topic: null,
    },
    told: { family: other.kind.group === 'family' },
  };
}

export const hideSeekStory = (plan: StoryPlan) => plan.hideSeek !== undefined;

/** Words of the game: a paragraph that says one keeps to it. */
export const hideSeekWords = (plan: StoryPlan): string[] =>
  plan.hideSeek ? ['hide', 'hid', 'hiding', 'seek', 'found', 'counted', 'looked'] : [];

export const hideSeekTitles = (name: string, friend: string): string[] => [
  `${name} Plays Hide and Seek`,
  `Hide and Seek with ${friend}`,
  `Found You, ${friend}!`,
];

/** Nooks of the place's scenery a child could fit in ('behind the shed', 'among the reeds'), not 'inside a slipper'. */
const ROOMY = /^(?:behind|under the big|among|in the long|inside a hollow|beside)\b/;

export function hideSeekSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const friend = plan.friend;
  if (!plan.hideSeek || !friend) return {};
  const own = HIDING_PLACES[plan.setting] ?? [];
  // (The place's own nooks where there are enough: 'behind the garden shed' is the same as 'behind the shed'.)
  const lastWord = (spot: string) => spot.split(' ').at(-1);
  const more = plan.scenery.spots.filter((s) => ROOMY.test(s) && !own.some((o) => lastWord(o) === lastWord(s)));
  const pool = own.length >= 5 ? own : [...own, ...more];
  const [hideSpot, nearSpot, lookSpot, lookSpot2, seekSpot] = rng.shuffle(pool);
  // (Too few nooks: the other hides where the hero first looked, and is found on the second look.)
  const atLast = seekSpot ?? nearSpot!;
  const big = ['big', 'huge'].includes(plan.hero.kind.size);
  const giveaway = rng.pick(GIVEAWAYS.filter((g) => Boolean(g.big) === big));
  const found = rng.pick(FOUND_AT_LAST);
  const look1 = rng.pick(NOBODY_THERE);
  // Two of one kind are called so together ('The two bunnies').
  const They = friend.kind === plan.hero.kind ? `The two ${plan.hero.kind.plural}` : 'They';
  return {
    heroMoved: movedOf(plan.hero),
    hideSpot: hideSpot!,
    hsStart: rng.pick([
      '{Hero} and {friend} were playing {inPlace}. "Let’s play hide and seek!" said {hero}.',
      '{Time}, {friend} came to play with {hero} {inPlace}. "Hide and seek!" said {friend}.',
    ]),
    hsCount: '{Friend} shut {ftheir} eyes and counted. "...eight, nine, ten! Ready or not, here I come!"',
    hsHide: rng.pick([
      `{Hero} {heroMoved} off and hid ${hideSpot}. {They} kept as still as a stone.`,
      `Quick! {Hero} hid ${hideSpot}, and kept very, very still.`,
    ]),
    hsNear: `{Friend} looked ${nearSpot}. "Where can {hero} be?" {fthey} said. {Hero} held {their} breath.`,
    hsGiveaway: giveaway.line.replace('{hideSpot}', hideSpot!),
    hsCaught: '"Found you!" laughed {friend}. Now it was {heroS} turn to seek.',
    hsTurn: '{Hero} covered {their} eyes and counted all the way to twenty. "Coming, ready or not!"',
    hsLook: `${look1.replace('{lookSpot}', lookSpot ?? nearSpot!)} {Hero} peeked ${lookSpot2 ?? hideSpot}. Not there either!`,
    hsWorry: rng.pick([
      '{Hero} looked high and low. Where could {friend} be hiding?',
      '"Where are you, {friend}?" called {hero}. Nobody answered. It was very quiet {inPlace}.',
    ]),
    hsFound: found.replace('{seekSpot}', atLast),
    hsSay: found.includes('snore')
      ? '"You hid so well, you fell asleep!" laughed {hero}. {Friend} yawned and laughed too.'
      : '"That was the best hiding place ever!" said {hero}. {Friend} grinned from ear to ear.',
    hsAfter: rng.pick([
      `${They} played hide and seek until the sun went down. "Again! Again!"`,
      `Then ${They.charAt(0).toLowerCase()}${They.slice(1)} swapped and played again, and again, and again!`,
    ]),
    hsNight: rng.pick([
      'That night, {hero} fell asleep smiling. Tomorrow {they} would play with {friend} again.',
      'At bedtime, {hero} yawned. "Tomorrow I will hide where {friend} can never find me!"',
    ]),
  };
}
