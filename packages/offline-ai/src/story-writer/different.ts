/**
 * A hero not like others of its kind, as the language module reads it (`differenceOf`), matched here to its lines
 * (world/differences.ts) and told by its own moves (moves/different.ts):
 * - one that lacks what the others have ('a ladybird with no spots'): how it looks, the others, a try to be like them gone
 *   wrong, the day just what it is saves the day, loved as it is;
 * - one that would rather not be what it is ("a princess who doesn't want to be a princess"): what is expected, what it
 *   would rather do (picked by seed), trying it, the day both meet, accepted as it is;
 * - one fallen from the sky ('a little star who fell from the sky'): lost and dim on the ground, found by one of the
 *   place, a try up that is not high enough, a way up that works, home, and shining down on its friend;
 * - a thing that wants what it is for ('a pumpkin who wants to be carved'): passed by, a try gone wrong, chosen by a
 *   child, made what it is for, and its night.
 * The idea's own words are not pasted in as a wish to learn or to do.
 */
import { differenceOf, withArticle, type IdeaUnderstanding, type Pronoun, type SettingId } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { kindLifeOf, type KindLife } from './world/other-lives.js';
import {
  FALLEN,
  LACKS,
  PURPOSES,
  RATHERS,
  TRIES_UP,
  WAYS_UP,
  type Fallen,
  type Lack,
  type Purpose,
  type Rather,
  type RatherWant,
} from './world/differences.js';

export type DifferentTold =
  | { way: 'lacks'; lack: Lack }
  | { way: 'rather'; rather: Rather; want: RatherWant }
  | { way: 'fell'; fallen: Fallen }
  | { way: 'purpose'; purpose: Purpose }
  /** Another kind it wishes it were: its own life and the other's (world/other-lives.ts), and the other's kind word. */
  | { way: 'other'; own: KindLife; other: KindLife; otherWord: string };

/** Where a story of one that would rather not be what it is happens, when the idea names no place. */
const RATHER_HOMES: Record<string, SettingId> = {
  princess: 'castle',
  prince: 'castle',
  dragon: 'mountain',
  witch: 'forest',
  wizard: 'forest',
};

/** The difference the idea says of its hero, if the hero's kind has lines for it. */
export function differentOf(idea: IdeaUnderstanding, rng: Random): DifferentTold | undefined {
  const kind = idea.hero?.kind.word;
  const said = differenceOf(idea.text);
  if (!kind || !said) return undefined;
  if (said.way === 'fell') {
    const fallen = FALLEN.find((f) => f.kinds.includes(kind));
    return fallen ? { way: 'fell', fallen } : undefined;
  }
  if (said.way === 'rather') {
    const rather = RATHERS.find((r) => r.kinds.includes(kind) && (r.not.test(said.not) || said.not === kind));
    return rather ? { way: 'rather', rather, want: rng.pick(rather.wants) } : undefined;
  }
  if (said.way === 'other') {
    // (A child's life is only ever the one wished for: a girl who wants to be a cat keeps her own telling.)
    if (idea.hero!.kind.human) return undefined;
    const own = kindLifeOf(kind);
    const other = kindLifeOf(said.kind);
    return own && other && own !== other ? { way: 'other', own, other, otherWord: said.kind } : undefined;
  }
  if (said.way === 'purpose') {
    const purpose = PURPOSES.find((p) => p.kinds.includes(kind) && p.said.test(said.said));
    return purpose ? { way: 'purpose', purpose } : undefined;
  }
  const lack = LACKS.find((l) => l.kinds.includes(kind) && l.said.test(said.said));
  return lack ? { way: 'lacks', lack } : undefined;
}

/** Where the story happens when the idea names no place: a fallen star lands in a meadow; a princess lives in a castle. */
export function differentSetting(told: DifferentTold, kind: string): SettingId | null {
  if (told.way === 'fell') return 'meadow';
  if (told.way === 'rather') return RATHER_HOMES[kind] ?? null;
  if (told.way === 'purpose') return told.purpose.setting;
  // (A cat who wants to be a horse goes where horses are; a duck who wants to be a dog stays by its pond.)
  if (told.way === 'other') return told.own.home === 'home' ? told.other.home : told.own.home;
  return told.lack.setting ?? null;
}

/** The story's way, for its beats. */
export const differentWay = (plan: StoryPlan) => plan.different?.way;

/** Words that keep a paragraph on the difference: the missing spots, the trees climbed, the sky. */
export function differentWords(plan: StoryPlan): string[] {
  const told = plan.different;
  if (!told) return [];
  if (told.way === 'lacks') return told.lack.with.split(' ').slice(-1);
  if (told.way === 'rather') return [...told.want.doing.split(' ').slice(-1), plan.hero.kind.word];
  if (told.way === 'purpose') return told.purpose.wish.split(' ').slice(-1);
  if (told.way === 'other') return [told.otherWord, plan.hero.kind.word];
  return ['sky', 'home'];
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'The Ladybird with No Spots', 'The Princess Who Climbed Trees', 'The Little Star Who Fell'. */
export function differentTitles(told: DifferentTold, kind: string, name: string): string[] {
  const Kind = capital(kind);
  if (told.way === 'lacks') {
    const words = told.lack.with.split(' ').map((w) => (['with', 'who', 'a', 'no'].includes(w) ? w : capital(w)));
    const said = words.map((w, i) => (i > 0 && ['a', 'with'].includes(w) ? w : capital(w))).join(' ');
    return [`The ${Kind} ${said}`, `${name} the ${Kind} ${said}`];
  }
  if (told.way === 'rather') {
    const doing = told.want.doing
      .split(' ')
      .map((w) => capital(w))
      .join(' ');
    return [`The ${Kind} Who Wanted to ${doing}`, `${name} Wants to ${doing}`];
  }
  if (told.way === 'purpose') return told.purpose.titles.map((t) => t.replace('{name}', name));
  if (told.way === 'other') {
    const other = capital(withArticle(told.otherWord));
    return [`The ${Kind} Who Wanted to Be ${other}`, `${name} Tries to Be ${other}`];
  }
  return [`The Little ${Kind} Who Fell`, `${name} Goes Home`];
}

/** What one is, said by the hero of now: "a bird who can’t fly", 'a penguin who is always cold'. */
const nowOf = (what: string) => what.replace('who could not', 'who can’t').replace('who was', 'who is');

export function differentSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.different;
  if (!told) return {};
  if (told.way === 'lacks') {
    const { lack } = told;
    const [try1, wrong1] = rng.pick(lack.tries);
    const [day1, day2, day3] = rng.pick(lack.day);
    return {
      lackWith: lack.with,
      lackLooks: rng.pick(lack.looks),
      lackOthers: rng.pick(lack.others),
      lackTease: rng.pick(lack.tease),
      lackTry: try1,
      lackWrong: wrong1,
      lackDay1: day1,
      lackDay2: day2,
      lackDay3: day3,
      lackLoved: rng.pick(lack.loved),
      lackNow: nowOf(lack.with),
      lackSame: `{aKind} ${nowOf(lack.with)}`,
      lackOthersShort: 'the other {kinds}',
      lackHappy: lack.happy,
    };
  }
  if (told.way === 'rather') {
    const { rather, want } = told;
    const [expected1, expected2] = rng.shuffle(rather.expected);
    return {
      ratherBe: rather.be,
      ratherExpected1: expected1 ?? null,
      ratherExpected2: expected2 ?? null,
      ratherDoing: want.doing,
      ratherTry1: want.tryIt[0],
      ratherTry2: want.tryIt[1],
      ratherDay1: want.day[0],
      ratherDay2: want.day[1],
      ratherDay3: want.day[2],
      ratherNot: rather.own ? rng.pick(rather.own.not) : null,
      ratherAccepted: rather.own ? rng.pick(rather.own.accept) : null,
      ratherAfter: rather.own ? rng.pick(rather.own.end) : null,
    };
  }
  if (told.way === 'purpose') {
    const { purpose } = told;
    const [intro, wish] = rng.pick(purpose.intro);
    const [others, passed] = rng.pick(purpose.others);
    const [tryIt, wrong] = rng.pick(purpose.tries);
    const [found, said] = rng.pick(purpose.found);
    const [done1, done2, done3] = rng.pick(purpose.done);
    const [end1, end2] = rng.pick(purpose.end);
    return {
      purposeIntro: intro,
      purposeWish: wish,
      purposeOthers: others,
      purposePassed: passed,
      purposeTry: tryIt,
      purposeWrong: wrong,
      purposeFound: found,
      purposeSaid: said,
      purposeDone1: done1,
      purposeDone2: done2,
      purposeDone3: done3,
      purposeEnd1: end1,
      purposeEnd2: end2,
      purposeWishSaid: purpose.wish,
    };
  }
  if (told.way === 'other') return otherSlots(plan, told, rng);
  const { fallen } = told;
  const [way1, way2] = rng.pick(WAYS_UP);
  const cloud = fallen.kinds.includes('cloud');
  return {
    skyHome: fallen.home,
    fellWhen: cloud ? 'One windy day' : 'One night',
    fellDim: rng.pick(fallen.dim),
    fellFamily: fallen.family,
    fellShone: fallen.shone,
    fellTry: rng.pick(rng.pick(TRIES_UP)),
    fellWay1: way1,
    fellWay2: way2,
    fellFact: fallen.fact,
    fellShineDown: cloud
      ? 'Every day after that, {hero} floated over {guide}’s home and made shapes just for {guide}.'
      : 'Every night after that, {hero} shone down on {guide}, {their} friend on the ground.',
  };
}

/** Its own pronouns and the other's: 'his', 'her', 'its'. */
const THEIR: Record<Pronoun, readonly [string, string]> = {
  she: ['her', 'her'],
  he: ['his', 'him'],
  it: ['its', 'it'],
  they: ['their', 'them'],
};

/**
 * A hero who wishes it were another kind: the one of that kind is the friend when the idea brings one ('a duck who
 * wished he was a swan': the swan), else the guide. Three tries of the other's life, one of them its call mixed with the
 * hero's own ('Mi-woof?').
 */
function otherSlots(plan: StoryPlan, told: Extract<DifferentTold, { way: 'other' }>, rng: Random) {
  const { own, other } = told;
  const one = plan.friend && other.kinds.includes(plan.friend.kind.word) ? plan.friend : plan.guide;
  const [try1, try2] = rng.shuffle(other.tries);
  const [verb, said, noise] = other.call;
  // (Away from its own home, a trouble of that place: a mouse on the savanna frees the lion, no button under a cupboard.)
  const [shine1, shine2] = rng.pick(plan.setting !== own.home && own.away ? own.away : own.shine);
  const [their, them] = THEIR[one.pronoun];
  return {
    other: one.name,
    otherFull: `${one.name} the ${told.otherWord}`,
    aOther: withArticle(told.otherWord),
    otherWord: told.otherWord,
    otherTheir: their,
    otherThem: them,
    otherLife: rng.pick(other.life),
    otherTry1: try1![0],
    otherWrong1: try1![1],
    otherTry2: try2![0],
    otherWrong2: try2![1],
    otherCall: verb,
    otherCallSaid: said,
    otherMix: `${own.callStart}-${noise}`,
    otherGood: rng.pick(own.good),
    otherShine1: shine1,
    otherShine2: shine2,
    otherFact: own.fact,
    otherHappy: own.happy,
  };
}
