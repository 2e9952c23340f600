/**
 * A ballerina's world ('Bella the ballerina loses her shoe', 'Mia goes to ballet class'): the dance class in the school hall, before the show, with
 * its own sights and nooks (world/dance-class.ts), and a shoe of hers is a ballet shoe.
 */
import type { StoryPlan } from './plan.js';
import { DANCE_CLASS } from './world/dance-class.js';

/** The plan with a ballerina's school told as her dance class; any other plan as it is. */
export function danceClassPlan(plan: StoryPlan): StoryPlan {
  // (A school the idea names, 'at her school', is kept.)
  // ('Mia goes to ballet class': any child learning ballet learns it at the dance class, by the barre and the mirror;
  // so does one who wants to be a dancer.)
  const dancer = plan.hero.kind.word === 'ballerina' || plan.activity?.id === 'ballet' || plan.role?.word === 'dancer';
  if (!dancer || plan.setting !== 'school' || plan.named || plan.placeName !== 'school') return plan;
  const shoe = plan.thing && /^shoes?$/.test(plan.thing.noun) ? plan.thing : null;
  const ballet = (text: string) => text.replace(/\bshoe(s?)\b/, 'ballet shoe$1');
  return {
    ...plan,
    placeName: 'the dance class',
    placePrep: 'at',
    scenery: {
      ...plan.scenery,
      ...DANCE_CLASS,
      // (What ballet is learned with is seen there too: the barre, the ballet shoes.)
      sights: plan.activity
        ? [...plan.activity.things, ...DANCE_CLASS.sights.filter((s) => !/\b(?:mirror|barre)\b/.test(s))]
        : DANCE_CLASS.sights,
    },
    ...(shoe
      ? {
          thing: { ...shoe, text: ballet(shoe.text), noun: ballet(shoe.noun) },
          goal: { ...plan.goal, phrase: ballet(plan.goal.phrase), ing: ballet(plan.goal.ing), past: ballet(plan.goal.past) },
        }
      : {}),
  };
}
