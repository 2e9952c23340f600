/**
 * A race between two who run it ('Two rabbits race to the top of the hill', 'Mia and Leo race to the park gate', 'Two
 * snails have a race'): read from the idea here (`raceOf`), told by its own moves (moves/race.ts) with a trouble of the
 * course (world/races.ts). The challenge, ready-steady-go, the hero ahead, the trouble, the other helps or catches up,
 * a close finish, and friends after. A race the hero wants to win ('Sam wants to win the running race at sports day')
 * is a contest, not this.
 */
import type { Character, IdeaUnderstanding, SettingId } from '../language/index.js';
import { isPlural, pastOf } from '../language/words.js';
import type { Random } from '../seeded.js';
import type { Person, StoryPlan } from './plan.js';
import { RACE_TO, raceTroublesAt, type RaceTrouble } from './world/races.js';

export interface RaceFound {
  /** Where they race to, as the idea says ('the top of the hill'), or null. */
  to: string | null;
}

export interface RaceTold extends RaceFound {
  trouble: RaceTrouble;
}

/** 'race', 'races', 'have a race', 'racing'. */
const RACING = /\brac(?:e|es|ed|ing)\b/i;
/** A race to be won is a contest ('wants to win the jungle race'). */
const WINNING = /\bwins?\b|\bwon\b/i;
/** 'Two rabbits', 'The two snails'. */
const TWO = /^\s*(?:the\s+)?two\s+\p{L}+/iu;
/** 'race to the top of the hill', 'race you to the gate', 'races his sister to the swings'. */
const RACE_TO_SAID = /\brac(?:e|es|ing)\s+(?:\p{L}+\s+){0,2}?to\s+(the\s+[\p{L}' ]+?)\s*(?:[,.!?]|$)/iu;

/** The idea as a race: the other racer comes along (one named, else another of the hero's kind), no wish of its own. */
export function raceOf(idea: IdeaUnderstanding): { idea: IdeaUnderstanding; told: RaceFound } | undefined {
  const text = idea.text;
  const hero = idea.hero;
  if (!hero || !RACING.test(text) || WINNING.test(text)) return undefined;
  if (['machine', 'thing'].includes(hero.kind.group)) return undefined;
  const named = idea.companions[0];
  if (!named && !TWO.test(text)) return undefined;
  const rival: Character = named ?? {
    name: null,
    kind: hero.kind,
    kindWord: hero.kindWord,
    pronoun: null,
    relation: 'friend',
    adjectives: [],
    plural: false,
  };
  const to = RACE_TO_SAID.exec(text)?.[1]?.toLowerCase() ?? null;
  return { idea: { ...idea, hero: { ...hero, plural: false }, companions: [rival], goal: null }, told: { to } };
}

/** The race, with a trouble of the course where it is run. */
export const raceTold = (found: RaceFound, setting: SettingId, rng: Random): RaceTold => ({
  ...found,
  trouble: rng.pick(raceTroublesAt(setting)),
});

export const raceStory = (plan: StoryPlan) => plan.race !== undefined;

/** Words of the race: a paragraph that says one keeps to it. */
export const raceWords = (plan: StoryPlan): string[] =>
  plan.race ? ['race', 'raced', 'racing', ...(plan.race.to ? [plan.race.to.split(' ').at(-1)!] : [])] : [];

/** 'The Great Race', 'Gizmo and Sparky Have a Race'. */
export const raceTitles = (name: string, friend: string): string[] => [`${name} and ${friend} Have a Race`, `The Great Race`];

/** How one of them goes fast: 'ran' (never 'walked', a child's first way), 'hopped', 'slid'. */
export const movedOf = (who: Person) => pastOf(who.kind.moves.includes('run') ? 'run' : (who.kind.moves[0] ?? 'run'));

/** A slow kind ('slow' among its looks: a snail) races slowly, and says so. */
const slow = (who: Person) => who.kind.looks.includes('slow');

export function raceSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.race;
  const friend = plan.friend;
  if (!told || !friend) return {};
  const to = told.to ?? RACE_TO[plan.setting] ?? 'the big tree';
  const snail = slow(plan.hero);
  // Two of one kind are called so together ('The two rabbits'): 'Tansy the rabbit' on every page would grate, and 'the
  // rabbit' alone could be either.
  const They = friend.kind === plan.hero.kind ? `The two ${plan.hero.kind.plural}` : 'They';
  return {
    raceTo: to,
    heroMoved: movedOf(plan.hero),
    friendMoved: movedOf(friend),
    // ('Mia and her friend Leo', 'Tom and his sister Amy': who the other is to the hero, said once.)
    raceStart: rng.pick([
      `{Time}, {hero} and {their} ${friend.relation ?? 'friend'} {friend} were playing {inPlace}.`,
      '{Time}, {hero} and {friend} met {inPlace}.',
    ]),
    raceDare: rng.pick([`"Race you to ${to}!" said {friend}.`, `"I bet I can get to ${to} first!" said {hero}.`]),
    raceReady: rng.pick([
      `${They} stood side by side for the race. "Ready, steady, GO!" called {hero}.`,
      `${They} lined up for the race, nose to nose. "Ready, steady... GO!" shouted {friend}.`,
    ]),
    raceOff: snail
      ? 'Off they went, very, very slowly. {Hero} {heroMoved} as fast as a snail can go!'
      : 'Off they went! {Hero} {heroMoved} as fast as {they} could, and {friend} {friendMoved} close behind.',
    raceAhead: rng.pick([
      `Soon {hero} was ahead in the race to ${to}. "I am going to win!" {they} called.`,
      `{Hero} was in front now. ${to.charAt(0).toUpperCase()}${to.slice(1)} ${isPlural(to.split(' ').at(-1)!) ? 'were' : 'was'} getting closer!`,
    ]),
    raceTrouble: told.trouble.trouble,
    // (Where the race goes is kept in view: the top of the hill is near, or still to get to.)
    raceOn: told.trouble.id === 'rest' ? `${They} were nearly at ${to} now!` : `${They} raced on to ${to}!`,
    raceHelp: told.trouble.help,
    raceFinish:
      told.trouble.id === 'rest'
        ? `{Hero} {heroMoved} as fast as {they} could. But {friend} got to ${to} first, just one step ahead!`
        : rng.pick([
            `${They} raced the last bit, side by side. They reached ${to} at the very same moment!`,
            `{Friend} was in front, then {hero}, then {friend} again. They got to ${to} together!`,
          ]),
    raceSay:
      told.trouble.id === 'rest'
        ? '"Well done, {friend}!" {they} puffed. "Next time, no naps!" They both laughed.'
        : '"A tie! We both win!" they laughed, out of breath.',
    // (A snail has no back to lie on.)
    raceAfter: rng.pick([
      told.trouble.id === 'rest'
        ? `{Hero} and {friend} flopped down at ${to}, out of breath. "That was the best race ever," said {hero}.`
        : `{Hero} and {friend} flopped down at ${to}, out of breath. "Thank you for helping me," said {hero}.`,
      snail
        ? `{Hero} and {friend} rested in the cool grass by ${to}. Racing was more fun together.`
        : `{Hero} and {friend} flopped down at ${to}. They lay on their backs and looked up at the sky. Racing was more fun together.`,
    ]),
    raceNight: rng.pick([
      '"Race you again tomorrow?" asked {friend}. "Yes!" said {hero}, with a big smile.',
      'That night, {hero} fell asleep still smiling. What a race it had been, with {friend}!',
    ]),
  };
}
