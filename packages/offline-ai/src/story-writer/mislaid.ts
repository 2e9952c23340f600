/**
 * A thing mislaid at home ('Sam can't find his shoes', 'Mia lost her teddy', "Grandpa can't find his glasses"): read
 * from the idea here (`mislaidOf`), told by its own moves (moves/mislaid.ts) with the lines of its thing
 * (world/mislaid.ts): needed just now, looked for room by room with something else found in each, a worry, found in
 * the funny place it was all along, and given a place of its own. Never taken to the forest to be lost there.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { MISLAID, ROOMS, TIPS, WORRIES, type Mislaid } from './world/mislaid.js';

export interface MislaidTold {
  thing: Mislaid;
  /** What the idea calls it ('wellies'), else the table's word ('shoes'). */
  noun: string;
}

/** 'can't find', 'lost', 'where is': something missing. */
const MISSING =
  /\b(?:can['’]?t find|cannot find|could(?:n['’]t| not) find|lost|loses|losing|missing|where(?:['’]s| is| are)|looks? for|looking for|hunts? for|searche?s? for)\b/i;
/** Rooms of home: a search there is this telling; anywhere else (the beach, the park) is a search outdoors. */
const AT_HOME = new Set(['home', 'bedroom', 'kitchen', 'living-room', 'bathroom']);

export function mislaidOf(idea: IdeaUnderstanding): MislaidTold | undefined {
  if (idea.hero && !idea.hero.kind.human) return undefined;
  // ("Where are Dad's keys?" asks where they are: looked for, not a thing to learn.)
  const asked = idea.goal?.type === 'learn' && /^\s*where\b/i.test(idea.text);
  if (!idea.goal || (idea.goal.type !== 'find' && !asked) || !MISSING.test(idea.text)) return undefined;
  const thing = MISLAID.find((m) => m.said.test(idea.goal!.phrase));
  if (!thing) return undefined;
  // ("Ben finds his sister's lost teddy": someone else's, looked for with them.)
  // ('Amara and her cat look for a lost key': a search shared with a friend goes out with them.)
  // ('Leo has lost his bunny': the cuddly bunny itself, not a pet rabbit who helps look for it.)
  if (idea.companions.some((c) => !(c.relation === 'pet' && c.kindWord && thing.said.test(c.kindWord)))) return undefined;
  // ('loses his school bag': the school in the bag's name is no place.)
  const said = thing.said.exec(idea.goal.phrase)![0].toLowerCase();
  if (idea.places.some((p) => !AT_HOME.has(p.setting) && !said.includes(p.text.toLowerCase()))) return undefined;
  if (idea.setting && !AT_HOME.has(idea.setting) && !said.includes(idea.setting)) return undefined;
  // ("Mia's lost doll": a cuddly toy is the doll it is, never a teddy; 'teddies' is one teddy looked for.)
  const asSaid = thing.asSaid && !/^tedd/.test(said) ? said : null;
  return { thing, noun: asSaid ?? (thing.plural && /s$/.test(said) ? said : thing.noun) };
}

export const mislaidStory = (plan: StoryPlan) => plan.mislaid !== undefined;

/** Words of the thing ('shoes'): a paragraph that says one keeps to it. */
export const mislaidWords = (plan: StoryPlan): string[] => (plan.mislaid ? [plan.mislaid.noun] : []);

/** "Where Are Sam's Shoes?", 'Mia and the Missing Teddy'. */
export const mislaidTitles = (told: MislaidTold, name: string, owner: string): string[] => {
  const { noun } = told;
  const { plural } = told.thing;
  const title = noun.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return [`Where ${plural ? 'Are' : 'Is'} ${owner} ${title}?`, `${name} and the Missing ${title}`];
};

export function mislaidSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.mislaid;
  if (!told) return {};
  const { thing } = told;
  const [first, second] = rng.shuffle(ROOMS);
  return {
    helper: plan.guide.name,
    lostNoun: told.noun,
    // (A teddy is called 'teddy', like a name; any other toy is the hero's: 'her doll'.)
    toy: told.noun === 'teddy' ? 'teddy' : `{their} ${told.noun}`,
    lostIt: thing.plural ? 'them' : 'it',
    mislaidNeed: rng.pick(thing.need),
    mislaidTip: rng.pick(TIPS),
    mislaidLook1: first!.look,
    mislaidInstead1: first!.instead,
    mislaidLook2: second!.look,
    mislaidInstead2: second!.instead,
    mislaidWorry: rng.pick(WORRIES),
    mislaidFound: rng.pick(thing.found),
    mislaidHome: rng.pick(thing.home),
    mislaidAfter: rng.pick(thing.after),
  };
}
