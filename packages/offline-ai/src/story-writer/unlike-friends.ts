/**
 * Two different kinds who become friends ('A mouse and an elephant become friends', 'A tortoise and a hare become
 * friends'): told by their difference (world/contrasts.ts) with its own moves (moves/unlike-friends.ts) and the slots
 * here. Two of a kind, or a child and a child, keep the friendship shape's telling.
 */
import type { Kind } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { contrastById, contrastOf } from './world/contrasts.js';

/** The difference told: which contrast, and whether the hero is its side a (the big, fast, loud one...). */
export interface UnlikeTold {
  contrast: string;
  heroIsA: boolean;
}

/** Creatures of a kind of their own: no person, machine or toy (a boy and a robot are not told by size). */
const creature = (kind: Kind) => !kind.human && !['family', 'machine', 'toy', 'thing'].includes(kind.group);

/** A friendship of two different creatures, told by the first contrast both fit. */
export function unlikeFriends(hero: Kind, friend: { kind: Kind } | null): UnlikeTold | undefined {
  if (!friend || !creature(hero) || !creature(friend.kind)) return undefined;
  const found = contrastOf(hero, friend.kind);
  return found ? { contrast: found.contrast.id, heroIsA: found.heroIsA } : undefined;
}

/** The story's contrast, if it is told by one. */
export const unlikeStory = (plan: StoryPlan) => (plan.unlike ? contrastById(plan.unlike.contrast) : undefined);

/** Side a's and side b's slots, as the hero's or the friend's. */
function sides(heroIsA: boolean): Record<string, string> {
  const hero = {
    N: '{Hero}',
    k: '{kind}',
    an: '{aKind}',
    An: '{AKind}',
    They: '{they}',
    Them: '{them}',
    Their: '{their}',
    sound: '{sound}',
  };
  const friend = {
    N: '{Friend}',
    k: '{fkind}',
    an: '{aFkind}',
    An: '{AFkind}',
    They: '{fthey}',
    Them: '{fthem}',
    Their: '{ftheir}',
    sound: '{fsound}',
  };
  const [a, b] = heroIsA ? [hero, friend] : [friend, hero];
  return {
    A: a.N,
    a: a.k,
    anA: a.an,
    AnA: a.An,
    aThey: a.They,
    aThem: a.Them,
    aTheir: a.Their,
    asound: a.sound,
    B: b.N,
    b: b.k,
    anB: b.an,
    AnB: b.An,
    bThey: b.They,
    bThem: b.Them,
    bTheir: b.Their,
  };
}

/** Slots of a friendship told by a difference: its lines, picked by seed, with sides a and b made the hero's or the friend's. */
export function unlikeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const contrast = unlikeStory(plan);
  if (!contrast || !plan.unlike) return {};
  const map = sides(plan.unlike.heroIsA);
  const said = (line: string) => line.replace(/\{(\w+)\}/g, (whole, key: string) => map[key] ?? whole);
  const [trouble, help] = rng.pick(contrast.helps);
  return {
    // (Who puts the trouble right is the one the help line opens with.)
    unlikeHelper: help.startsWith('{A}') ? map.A! : map.B!,
    unlikeSeen: said(rng.pick(plan.unlike.heroIsA ? contrast.seenA : contrast.seenB)),
    unlikeOops: said(rng.pick(contrast.oops)),
    unlikeOneGame: said(rng.pick(contrast.oneGame)),
    unlikeTrouble: said(trouble),
    unlikeHelp: said(help),
    unlikeBothGame: said(rng.pick(contrast.bothGame)),
    unlikeEnd: said(rng.pick(contrast.end)),
  };
}

/** Words of the difference ('tiny', 'huge'): a paragraph that says one keeps to the wish. */
export const unlikeWords = (plan: StoryPlan): string[] => {
  const contrast = unlikeStory(plan);
  return contrast ? [...contrast.words, ...(plan.friend ? [plan.friend.name] : [])] : [];
};
