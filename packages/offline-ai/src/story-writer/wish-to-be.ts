/**
 * A creature that wishes it were something it is not ('A mouse who wants to be tall', 'A penguin who wants to be warm',
 * 'A little dragon who wants to be scary'): read from the idea here, told by its own moves (moves/wish-to-be.ts) with
 * the lines of its wish (world/wishes-to-be.ts): why it wishes it, a try gone wrong, a friend and another try, the
 * friend's idea, how it comes right (the wish had in a true way, or what it already is turning out just right), and
 * the end.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { wishToBeOf, type WishToBe } from './world/wishes-to-be.js';

/** 'wants to be tall', 'wished he was bigger', 'dreams of being strong'. */
const WISHING =
  /\b(?:wants?|wanted|wanting|wish(?:es|ed|ing)?|longs?|longed|longing|would like|tries|tried|trying) to be (an? (?:prince|princess)|(?:really |very |nice and )?\w+)\b|\b(?:wish(?:es|ed)?|wishing) (?:he|she|it|they) (?:was|were) (\w+)\b|\bdream(?:s|ed|ing)? of being (\w+)\b/i;

/** The wish the idea's creature has to be what it is not, when that is the story. */
export function wishToBeTold(idea: IdeaUnderstanding): WishToBe | undefined {
  const hero = idea.hero;
  if (!hero || hero.kind.human) return undefined;
  const said = WISHING.exec(idea.text);
  // ("A dragon who doesn't want to be scary" would rather not be what it is: its own telling.)
  if (said && /\b(?:not|never|no longer)\s+$|n['’]t\s+$/i.test(idea.text.slice(0, said.index))) return undefined;
  const word = (said?.[1] ?? said?.[2] ?? said?.[3])?.toLowerCase();
  return word ? wishToBeOf(word, hero.kind.word) : undefined;
}

export const wishToBeStory = (plan: StoryPlan) => plan.wishToBe !== undefined;

/** The wish's word ('tall'): a paragraph that says it keeps to it. */
export const wishToBeWords = (plan: StoryPlan): string[] => (plan.wishToBe ? [plan.wishToBe.word] : []);

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** 'The Mouse Who Wanted to Be Tall', 'Pip Wants to Be Tall'. */
export const wishToBeTitles = (wish: WishToBe, name: string, kind: string): string[] => [
  `The ${capital(kind)} Who Wanted to Be ${wish.title ?? capital(wish.word)}`,
  `${name} Wants to Be ${wish.title ?? capital(wish.word)}`,
];

export function wishToBeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const wish = plan.wishToBe;
  if (!wish) return {};
  const [try1, try2] = rng.shuffle(wish.tries);
  const idea = rng.pick(wish.idea);
  const done = rng.pick(wish.done);
  return {
    helper: plan.guide.name,
    wishWord: wish.word,
    wishWhy: rng.pick(wish.why),
    wishTry1: try1![0],
    wishFail1: try1![1],
    wishTry2: try2![0],
    wishFail2: try2![1],
    wishIdea1: idea[0],
    wishIdea2: idea[1],
    wishDone1: done[0],
    wishDone2: done[1],
    wishEnd: rng.pick(wish.end),
    wishNight: rng.pick(wish.night),
  };
}
