/**
 * Learning to count ('Counting to ten with ducks', 'Learning to count to five'): read from the idea once
 * (`countingOf`), told by its own moves (moves/counting.ts) with the slots here. The hero counts real things of the
 * story's world, aloud, one number for each: a first muddled try, a grown-up's trick, the first few counted, a muddle
 * of the things themselves (ducks swim round and get counted twice) put right, and the count all the way to the end.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { helperOf } from './fears.js';
import type { StoryPlan } from './plan.js';
import { NUMBER_WORDS } from '../language/numbers.js';
import { countableByWord, countableIn, type Countable } from './world/counting.js';

export interface Counting {
  /** How far: 10 for 'count to ten'. */
  to: number;
  counted: Countable;
  /** 2 when counted in twos ('Counting in twos with socks'): two, four, six, a pair at a time. */
  step: 1 | 2;
  /** Odd and even ('Odd and even numbers'): the things are paired up, and the one left over makes the number odd. */
  pairing?: true;
}

/** 'count', 'counting', 'counts', never 'countdown', 'country' or 'counter'. */
const COUNT = /\bcount(?:s|ing)?\b(?! ?down)/i;
const NUMBER = /\b(?:count(?:s|ing)?(?: in twos)?|up) to (\w+)\b/i;
const IN_TWOS = /\b(?:in|by) twos\b|\bskip[- ]count/i;
const ODD_EVEN = /\bodd (?:and|or) even\b|\b(?:odd|even) numbers?\b/i;

const numberOf = (word: string | undefined): number => {
  const n = word ? (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase() as never)) : -1;
  return n >= 3 && n <= 20 ? n : 10;
};

/** The counting an idea asks for, if it asks to count: how far, and what (its own creatures, else its place's). */
export function countingOf(idea: IdeaUnderstanding): Counting | undefined {
  const text = idea.text;
  const pairing = ODD_EVEN.test(text);
  if (!(COUNT.test(text) || pairing) || /\bcount(?:s|ing)? (?:sheep|down)\b/i.test(text) || idea.goal?.type === 'help')
    return undefined;
  const named =
    idea.companions.map((c) => (c.kindWord ? countableByWord(c.kindWord) : undefined)).find((c) => c !== undefined) ??
    [...text.toLowerCase().matchAll(/\b[a-z]+\b/g)].map((m) => countableByWord(m[0])).find((c) => c !== undefined);
  // (Odd and even pairs up socks when the idea names nothing to pair: a sock without a partner is the odd one.)
  if (pairing) return { to: 8, counted: named ?? countableByWord('sock')!, step: 2, pairing };
  const step = IN_TWOS.test(text) ? 2 : 1;
  const to = numberOf(NUMBER.exec(text)?.[1]);
  // (In twos the count ends on an even number, a whole pair: 'count in twos to nine' stops at ten.)
  return { to: step === 2 ? Math.max(6, to + (to % 2)) : to, counted: named ?? countableIn(idea.setting), step };
}

export const countingStory = (plan: StoryPlan) => plan.counting !== undefined;

/** The wish: 'count to ten'. */
export const countingWish = (counting: Counting) =>
  counting.pairing
    ? `find a partner for every ${counting.counted.one}`
    : counting.step === 2
      ? `count the ${counting.counted.many} in twos`
      : `count to ${NUMBER_WORDS[counting.to]}`;

export const countingTitles = (counting: Counting, name: string): string[] => {
  const n = NUMBER_WORDS[counting.to]!;
  const N = n.charAt(0).toUpperCase() + n.slice(1);
  const Many = counting.counted.many.charAt(0).toUpperCase() + counting.counted.many.slice(1);
  if (counting.pairing) return [`${name} and the Odd ${cap(counting.counted.one)}`, `Odd and Even ${Many}`];
  if (counting.step === 2) return [`${name} Counts in Twos`, `${name} Counts the ${Many}`, `${Many} in Pairs`];
  return [`${name} Counts to ${N}`, `${name} Counts the ${Many}`, `${N} Little ${Many}`];
};

/** Words that keep a paragraph on the counting: the things counted, and counting itself. */
export const countingWords = (plan: StoryPlan): string[] =>
  plan.counting
    ? [plan.counting.counted.one, plan.counting.counted.many, 'count', 'counted', 'counting', 'twos', 'pair', 'pairs']
    : [];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The numbers from `from` to `to`, said aloud: 'four, five, six'. */
const said = (from: number, to: number) => NUMBER_WORDS.slice(from, to + 1).join(', ');

/** How every counting story sees its things and meets its helper, whatever it counts in. */
const seenLines = ({ many, where }: Countable) => [
  `{Hero} looked at all the ${many} ${where}.`,
  `There were lots of ${many} ${where}.`,
];
const HELPER_COMES = [
  'Just then, {guideIntro} came by and sat down by {hero}.',
  'Soon {guideIntro} came along to see what {hero} was doing.',
];

export function countingSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const counting = plan.counting;
  if (!counting) return {};
  if (counting.pairing) return pairingSlots(plan, counting, rng);
  if (counting.step === 2) return twosSlots(plan, counting, rng);
  const { one, many } = counting.counted;
  const n = counting.to;
  const first = Math.min(3, n - 2);
  const fill = (line: string) => line.replace(/\{one\}/g, one).replace(/\{many\}/g, many);
  const top = NUMBER_WORDS[n]!;
  return {
    helper: helperOf(plan),
    countTo: top,
    countMany: many,
    // (Where the things are is said at once: the first picture is at the pond too.)
    countSeen: rng.pick(seenLines(counting.counted)),
    countWish: rng.pick([
      `{They} wanted to count them, all the way to ${top}.`,
      `More than anything, {hero} wanted to count to ${top}.`,
    ]),
    countMuddle: rng.pick([
      `"${cap(said(1, first))}, ${NUMBER_WORDS[first + 2]}…" {Hero} stopped. "Oh no, I missed one!"`,
      `"${cap(said(1, first))}… um…" {Hero} could not think what came next.`,
    ]),
    countHelperComes: rng.pick(HELPER_COMES),
    countThere: rng.pick([
      `"How many ${many} can you see?" asked {helper}.`,
      `"Let’s count the ${many} together," said {helper}.`,
    ]),
    countFirst: `"One ${one}, two ${many}, three ${many}!" counted {hero}, pointing at each one.`,
    countTrouble: fill(counting.counted.muddle),
    countFix: fill(counting.counted.fix),
    countOn: first + 1 <= n - 2 ? `"${cap(said(first + 1, n - 2))}!" {Hero} counted slowly, one by one.` : null,
    countTop: `"${cap(NUMBER_WORDS[n - 1]!)}… ${top.toUpperCase()}!" There were ${top} ${many}!`,
    countCheer: rng.pick([`"I counted to ${top}!" cheered {hero}.`, `"I can count all the way to ${top}!" shouted {hero}.`]),
    countBed: rng.pick([
      `At bedtime, {hero} counted {their} toes, all the way to ten, and fell fast asleep.`,
      `That night, {hero} counted the stars from {their} window, and fell asleep before ${top}.`,
    ]),
  };
}

/** The even numbers from `from` to `to`, said aloud: 'eight, ten'. */
const evens = (from: number, to: number) => NUMBER_WORDS.filter((_, i) => i >= from && i <= to && i % 2 === 0).join(', ');

/** Counting in twos: the same story, said a pair at a time ('Two socks, four socks, six socks!'). */
function twosSlots(plan: StoryPlan, counting: Counting, rng: Random): Record<string, string | null> {
  const { one, many } = counting.counted;
  const n = counting.to;
  const top = NUMBER_WORDS[n]!;
  const fill = (line: string) => line.replace(/\{one\}/g, one).replace(/\{many\}/g, many);
  return {
    helper: helperOf(plan),
    countTo: top,
    countMany: many,
    countSeen: rng.pick(seenLines(counting.counted)),
    countWish: rng.pick([
      `{They} wanted to count them in twos, all the way to ${top}.`,
      `More than anything, {hero} wanted to count the ${many} in twos.`,
    ]),
    countMuddle: rng.pick([
      `"Two, four, five…" {Hero} stopped. "Oh no, that’s not twos!"`,
      `"Two, four… um…" {Hero} could not think what came next.`,
    ]),
    countHelperComes: rng.pick(HELPER_COMES),
    countThere: rng.pick([
      `"Let’s count the ${many} in twos together," said {helper}.`,
      `"Two ${many} make a pair, so we say every other number," said {helper}.`,
    ]),
    countFirst: `"Two ${many}, four ${many}, six ${many}!" counted {hero}, a pair at a time.`,
    countTrouble: fill(counting.counted.muddle),
    countFix: fill(counting.counted.fix),
    // (After six, the evens up to the last pair, which the top says: 'Eight, ten!' before 'Twelve… FOURTEEN!'.)
    countOn: n >= 12 ? `"${cap(evens(8, n - 4))}!" {Hero} counted slowly, two by two.` : null,
    countTop: `"${cap(NUMBER_WORDS[n - 2]!)}… ${top.toUpperCase()}!" There were ${top} ${many}, ${NUMBER_WORDS[n / 2]} pairs!`,
    countCheer: rng.pick([
      `"I counted in twos!" cheered {hero}.`,
      `"I can count in twos all the way to ${top}!" shouted {hero}.`,
    ]),
    countBed: rng.pick([
      `At bedtime, {hero} counted {their} toes in twos, all the way to ten, and fell fast asleep.`,
      `That night, {hero} counted {their} teddies in twos, and fell asleep before ${top}.`,
    ]),
  };
}

/**
 * Odd and even: the things are paired up, one is left over with no partner, so the number is odd; one more is found,
 * and every one has a partner, so the number is even.
 */
function pairingSlots(plan: StoryPlan, counting: Counting, rng: Random): Record<string, string | null> {
  const { one, many } = counting.counted;
  const n = counting.to;
  const top = NUMBER_WORDS[n]!;
  const odd = NUMBER_WORDS[n - 1]!;
  return {
    helper: helperOf(plan),
    countTo: top,
    countMany: many,
    countSeen: rng.pick(seenLines(counting.counted)),
    countWish: rng.pick([
      `{They} wanted to find a partner for every ${one}.`,
      `More than anything, {hero} wanted every ${one} to have a partner.`,
    ]),
    countMuddle: rng.pick([
      `"Is ${odd} an odd number or an even number?" wondered {hero}.`,
      `"What makes a number odd?" {hero} wondered.`,
    ]),
    countHelperComes: rng.pick(HELPER_COMES),
    countThere: rng.pick([
      `"Let’s put the ${many} into pairs and see," said {helper}.`,
      `"Pair them up, two by two, and you will see," said {helper}.`,
    ]),
    countFirst: `"One pair, two pairs, three pairs!" counted {hero}, two by two.`,
    countTrouble: `But one ${one} was left over, all alone. It had no partner!`,
    countFix: `"There are ${odd} ${many}, and one is left over, so ${odd} is odd," said {helper}.`,
    countOn: rng.pick([
      `Then {hero} found one more ${one}, hiding under a cushion!`,
      `Then {helper} found one more ${one}, tucked under the sofa!`,
    ]),
    countTop: `"Four pairs, and none left over!" There were ${top} ${many}, and ${top} is even!`,
    countCheer: rng.pick([`"Every ${one} has a partner!" cheered {hero}.`, `"Now nobody is left out!" shouted {hero}.`]),
    countBed: rng.pick([
      `At bedtime, {hero} counted {their} toes in pairs: ten toes, none left over, so ten is even.`,
      `That night, {hero} tucked {their} teddies into bed two by two, and fell fast asleep.`,
    ]),
  };
}
