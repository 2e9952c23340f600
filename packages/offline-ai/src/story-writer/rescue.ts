/**
 * A hero who saves someone in trouble ('A princess who saves a dragon', 'Tom rescues a kitten stuck in a tree', 'Mia
 * helps a bird with a broken wing'): read from the idea once (`rescueWish`, `rescueOf`), told by its own moves
 * (moves/rescue.ts) with the slots here and the lines of the trouble (world/rescues.ts). The trouble is the idea's
 * own when it says one, else one that befalls the one in trouble's kind (and fits the idea's place), by seed.
 */
import { kindOf, type Character, type IdeaUnderstanding, type Kind, type SettingId } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { fitting } from './world/fears.js';
import { bodyOf } from './world/helping-jobs.js';
import { CALLS, cryOf, RESCUES, rescueById, type Rescue } from './world/rescues.js';

/** The rescue told: which trouble, and how the hero stands to it. */
export interface RescueTold {
  /** The trouble's id in world/rescues.ts. */
  id: string;
  /** The hero does such rescues for work (a firefighter at a tree): knows how, and has the gear. */
  pro: boolean;
  /** The helper came along from the start, as the idea says ('Sam and his dog'). */
  along: boolean;
}

/** 'save', 'rescue', 'free': a wish to get someone out of trouble. */
const SAVING = /^(?:save|rescue|free)$/;

/** Heroes whose work is saving: with no one named in the idea, they still save someone ('The firefighter saves the day'). */
const SAVERS = new Set(RESCUES.flatMap((r) => (r.pro ? [r.pro] : [])));

/** The companion the wish is to save ('a kitten' of 'rescues a kitten stuck in a tree'), if any. */
export function rescuedIn(idea: IdeaUnderstanding): Character | undefined {
  const phrase = idea.goal?.phrase.toLowerCase() ?? '';
  return idea.companions.find((c) => [c.kindWord, c.kind.word].some((w) => w && phrase.includes(w.toLowerCase())));
}

/** The words a kind goes by: 'duckling' as the idea says it, and the kind's own. */
const wordsOf = (character: Character | null) =>
  character ? [character.kindWord, character.kind.word].filter((w): w is string => Boolean(w)) : [];

/**
 * The trouble the idea says ('stuck in a tree', 'a broken wing'), if it says one of whoever is in it: a creature can be in
 * most; a person only in those of people ('Mum has a cold' is no dragon without fire).
 */
function saidRescue(idea: IdeaUnderstanding, rescued: Character | null): Rescue | undefined {
  const words = wordsOf(rescued);
  return RESCUES.find(
    (r) =>
      r.said.test(idea.text) &&
      (r.kinds.some((k) => words.includes(k)) || (rescued !== null && !rescued.kind.human && !r.ownKinds)),
  );
}

/**
 * The idea is of saving someone from a trouble: a wish to save or rescue someone of the idea (or, for a hero whose
 * work is saving, anyone), or to help one in a trouble of the table ('help a bird with a broken wing').
 */
export function rescueWish(idea: IdeaUnderstanding): boolean {
  const goal = idea.goal;
  if (goal?.type !== 'help') return false;
  const rescued = rescuedIn(idea);
  if (rescued && saidRescue(idea, rescued)) return true;
  if (!idea.hero) return false;
  if (!SAVING.test(goal.verb)) return false;
  return rescued !== undefined || SAVERS.has(idea.hero.kind.word);
}

/** A wish the stuck one's own words make of the trouble: 'stick down a well', 'get out of the mud', 'tangle in a net'. */
const STUCK_WISH = /^(?:get (?:down|out|free)\b|(?:get |be )?(?:stick|stuck|tangle|trap|strand|catch|fall)\w*\b)/;

/**
 * 'A kitten stuck up a tree', 'A puppy stuck down a well', 'a lamb stuck in the mud', 'A bird with a broken wing': an
 * unnamed creature the idea puts in a trouble of the table, wishing nothing else, is told as its rescue. It is the one
 * saved, by its kind, and the hero a child the story names, who finds it; never a creature who 'wanted to stick down a
 * well'. (A named creature is the idea's hero, and stays it.)
 */
export function toldAsRescue(idea: IdeaUnderstanding): IdeaUnderstanding | null {
  const stuck = idea.hero;
  if (!stuck || stuck.name || stuck.kind.human || stuck.plural || idea.companions.length > 0) return null;
  if (idea.goal && !STUCK_WISH.test(idea.goal.phrase)) return null;
  if (!saidRescue(idea, stuck)) return null;
  const word = stuck.kindWord ?? stuck.kind.word;
  return {
    ...idea,
    hero: null,
    companions: [{ ...stuck, relation: null }],
    goal: { type: 'help', verb: 'rescue', phrase: `rescue the ${word}`, object: null },
  };
}

/** Troubles for a kind the table does not list, by what its body can get into. */
function byBody(kind: Kind): readonly string[] {
  if (kind.human) return ['tower', 'cave', 'tide'];
  if (kind.canFly) return ['wing'];
  if (kind.group === 'sea') return ['net'];
  if (kind.group === 'machine') return ['mud'];
  return ['thorn', 'mud', 'well'];
}

/**
 * The trouble: the idea's own, else one that befalls the one in trouble's kind (among them those of the idea's place),
 * else one a hero of that work saves from, else one the body can get into.
 */
export function rescueOf(idea: IdeaUnderstanding, rescued: Character | null, place: SettingId | null, rng: Random): Rescue {
  const said = saidRescue(idea, rescued);
  if (said) return said;
  const words = wordsOf(rescued);
  const ofKind = RESCUES.filter((r) => r.kinds.some((k) => words.includes(k)));
  const hero = idea.hero?.kind.word ?? '';
  const ofWork = RESCUES.filter((r) => r.pro === hero);
  const candidates =
    ofKind.length > 0
      ? ofKind
      : !rescued && ofWork.length > 0
        ? ofWork
        : byBody(rescued?.kind ?? idea.hero!.kind).map((id) => rescueById(id)!);
  // ('saves her brother from a cave': of those, the one that happens where the idea is.)
  const there = candidates.filter((r) => place !== null && r.settings.includes(place));
  return rng.pick(there.length > 0 ? there : candidates);
}

/** Where it happens: a trouble of the wild where the one in it lives (a lion in a net on the savanna), else by seed. */
export function rescuePlace(rescue: Rescue, kind: Kind, rng: Random): SettingId {
  // (A turtle of the sea is found on the beach, where a child can reach it.)
  const wild =
    rescue.anywhere && !kind.human && kind.habitat && !['home', 'sea', 'underwater'].includes(kind.habitat) ? kind.habitat : null;
  return wild ?? rng.pick(rescue.settings);
}

/**
 * Who helps: the one who came along ('his dog'), else a grown-up of the trouble for a child, else a creature of the place
 * for a creature (no seagull on the savanna), else one of the trouble's.
 */
export function rescueHelpers(
  rescue: Rescue,
  heroKind: Kind,
  along: Character | undefined,
  placeHelpers: readonly string[],
  saved: Kind | null = null,
): readonly string[] {
  if (along) return [along.kind.word];
  // (One who saves for work knows how: a child who found the trouble helps.)
  if (rescue.pro === heroKind.word) return ['girl', 'boy'];
  if (heroKind.human) return rescue.helpers;
  const wild = placeHelpers.filter((word) => {
    const kind = kindOf(word);
    // (Nor one of the kind saved: no dragon comes to help a dragon, leaving the castle with no helper at all.)
    return kind !== null && !kind.human && kind.group !== 'family' && kind !== saved;
  });
  return wild.length > 0 ? wild : rescue.wildHelpers;
}

/** The story's rescue, if it is told as one. */
export const rescueStory = (plan: StoryPlan) => (plan.rescue ? rescueById(plan.rescue.id) : undefined);

/** Slots of a rescue: its lines, picked by seed among those that fit the hero. */
export function rescueSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const rescue = rescueStory(plan);
  if (!rescue || !plan.rescue || !plan.friend) return {};
  const { hero, guide, friend } = plan;
  const fit = {
    child: hero.kind.human,
    hands: bodyOf(hero.kind) === 'hands',
    // (A fire engine raises its own ladder; it never climbs the tree, nor holds a cat in its arms.)
    ladder: hero.kind.parts.includes('ladder'),
    tiny: !hero.kind.human && (hero.kind.size === 'tiny' || hero.kind.size === 'small'),
    pro: plan.rescue.pro,
    // (A turtle in a net splashes and has flippers; a lion in one does not.)
    sea: friend.kind.group === 'sea',
    // (A lion or a dragon roars with a thorn in its paw; a fox yelps.)
    big: friend.kind.size === 'big' || friend.kind.size === 'huge',
    // (A duckling down the drain has a mother who quacks; a hedgehog there does not.)
    own: rescue.kinds.some((k) => k === friend.kind.word || k === friend.called),
  };
  const pick = (lines: readonly string[]) => rng.pick(fitting(lines, fit));
  const way = rng.pick(rescue.help.filter((line) => fitting([line], fit).length > 0));
  const help = fitting([way], fit)[0]!;
  const { along } = plan.rescue;
  // ({helper}: Mum, or the dog who came along, by name; one met there by kind, once met.)
  const helper = along || guide.kind.group === 'family' ? guide.name : `the ${guide.kind.word}`;
  return {
    helper,
    cry: cryOf(friend.kind.word) ?? rng.pick(CALLS),
    rescueTrouble: rescue.trouble,
    // The hero in their own world before the cry: at work, at play, or out and about.
    rescueStart: plan.rescue.pro
      ? `{Time}, {hero} the ${hero.look} {kind} was on duty {inPlace}.`
      : hero.kind.human
        ? rng.pick(['{Time}, {theHero} was playing {inPlace}.', '{Time}, {theHero} went out to play {inPlace}.'])
        : rng.pick(['{Time}, {theHero} was out {inPlace}.', '{Time}, {theHero} was busy {inPlace}.']),
    rescueSign: pick(rescue.sign),
    rescueSeen: pick(rescue.seen),
    rescueFail: pick(rescue.fail),
    rescueHelp: help,
    // (The basket on a rope goes up the tree; the ladder is climbed.)
    rescueDeed: rescue.deed[rescue.help.indexOf(way)]!,
    rescueWell: pick(rescue.well),
    // ('Sam and his dog': the dog is there from the start, by name, and does not come by later.)
    rescueAlong: along ? `{HeroS} ${guide.kind.word} ${guide.name} was right beside {them}.` : null,
    rescueMeet: along
      ? '{Guide} came close, ready to help.'
      : // (Said with the place: 'Then Dad came by' alone would be said alike in every rescue with Dad.)
        rng.pick(['Just then, {guideIntro} came along {inPlace}.', 'Then {guideIntro} heard the cry {inPlace} too.']),
    // (No trouble of the place was put right: nothing of it is recalled at the end.)
    placeFixRecall: null,
    placeFixWe: null,
  };
}

/** Words of a rescue ('tree', the one saved's name): a paragraph that says one keeps to the wish. */
export const rescueWords = (plan: StoryPlan): string[] => {
  const rescue = rescueStory(plan);
  return rescue ? [...rescue.words, ...(plan.friend ? [plan.friend.name] : [])] : [];
};
