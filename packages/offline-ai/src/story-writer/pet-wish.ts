/**
 * A wish for a pet of no kind said ('Ella wants a pet', 'Tom wishes he had a pet'): the wish is for a puppy or a
 * kitten, told as 'Ella wants a puppy' is (the picture by the bed, the rescue centre, the first night); never a quest
 * through the forest that ends 'Ella got to get a pet'.
 */
import { kindOf, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';

const PETS = ['puppy', 'kitten'] as const;

export function petWishOf(said: IdeaUnderstanding, rng: Random): IdeaUnderstanding | null {
  const goal = said.goal;
  if (!goal || goal.object?.noun !== 'pet' || !/^(?:get|have|own) (?:a|an) (?:new )?pet$/.test(goal.phrase)) return null;
  if (said.hero && !said.hero.kind.human) return null;
  const word = rng.pick(PETS);
  const kind = kindOf(word);
  if (!kind) return null;
  const pet = { text: word, head: word, noun: word, adjectives: [], plural: false, mass: false, kind };
  return {
    ...said,
    companions: [
      ...said.companions,
      { name: null, kind, kindWord: word, pronoun: null, relation: 'pet', adjectives: [], plural: false },
    ],
    goal: { ...goal, phrase: `get a pet ${word}`, object: pet },
    wanted: pet,
    things: [pet],
    topic: null,
  };
}
