/**
 * A stall a child runs ("Chloe's lemonade stand", 'Sam sells cakes at the school fair', 'A bake sale'): read from the
 * idea here (`stallIn`), told by its own moves (moves/stall.ts) with the lines of what it sells (world/stalls.ts):
 * made with a grown-up, the sign set up, a trouble and its fix, customers of the street, the coins counted, and what
 * the money is for. Never a day at the beach the idea did not name.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { CUSTOMERS, STALL_TROUBLES, stallOf, type Stall } from './world/stalls.js';

export interface StallTold {
  stall: Stall;
  /** Had at the school fair, as the idea says, rather than by the front gate. */
  atSchool: boolean;
  /** Its name as the idea says it ('Bake Sale'), else the table's ('Cake Stall'). */
  title: string;
}

/** A stand, a stall, a sale, or selling: what the idea must say for a stall to be told. */
const SELLING = /\b(?:stand|stall|sale|sells?|selling)\b/i;

export function stallIn(idea: IdeaUnderstanding): StallTold | undefined {
  if (idea.hero && !idea.hero.kind.human) return undefined;
  if (!SELLING.test(idea.text)) return undefined;
  const stall = stallOf(idea.text);
  if (!stall) return undefined;
  const title = stall.saidTitle?.[0].test(idea.text) ? stall.saidTitle[1] : stall.title;
  return { stall, atSchool: /\b(?:school|fair|fete|fête)\b/i.test(idea.text), title };
}

export const stallStory = (plan: StoryPlan) => plan.stall !== undefined;

/** Words of the stall ('lemonade', 'coins'): a paragraph that says one keeps to it. */
export const stallWords = (plan: StoryPlan): string[] =>
  plan.stall ? [plan.stall.stall.goods, plan.stall.stall.one, 'sign', 'coins', 'stall'] : [];

/** "Chloe's Lemonade Stand". */
export const stallTitles = (told: StallTold, owner: string): string[] => [`${owner} ${told.title}`];

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const pence = (p: number) => (p === 100 ? 'one whole pound' : `${p}p`);

export function stallSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.stall;
  if (!told) return {};
  const { stall } = told;
  const trouble = rng.pick([...STALL_TROUBLES, ...stall.troubles]);
  const [first, second] = rng.shuffle(CUSTOMERS);
  // The coins as they are counted, each one more price: small sums that are true (10p, 20p, 30p, 40p).
  const sold = rng.pick(stall.price === 10 ? [4, 5] : [3, 4]);
  const steps = Array.from({ length: sold }, (_, i) => pence((i + 1) * stall.price));
  const total = pence(sold * stall.price);
  return {
    helper: plan.guide.name,
    goods: stall.goods,
    one: stall.one,
    stallAt: told.atSchool ? 'at the school fair' : 'by the front gate',
    stallWish: rng.pick([
      `One sunny morning, {hero} had a big idea. "I will sell ${stall.goods}!" {they} said.`,
      `{Hero} wanted to run a ${told.title.toLowerCase()}. "Can you help me?" {they} asked {helper}.`,
    ]),
    stallMake: rng.pick(stall.make),
    stallSetUp: stall.setUp.join(' '),
    stallTrouble: trouble.event,
    stallFix: trouble.fix,
    stallCustomer1: first!,
    stallCustomer2: second!,
    stallCount: `At the end, {hero} counted the coins with {helper}: ${steps.join(', ')}.`,
    stallSum: rng.pick([
      `${NUMBERS[sold]!.replace(/^./, (c) => c.toUpperCase())} ${stall.ones} at ${pence(stall.price)} each makes ${total}!`,
      `"That makes ${total}!" {hero} cried. {They} had sold ${NUMBERS[sold]} ${stall.ones}.`,
    ]),
    stallMoney: rng.pick(stall.money),
    stallNight: rng.pick([
      `That night, {hero} dreamed of the ${told.title.toLowerCase()} and the jingle of coins.`,
      `In bed, {hero} smiled. {Their} ${told.title.toLowerCase()} had been the best fun.`,
    ]),
  };
}
