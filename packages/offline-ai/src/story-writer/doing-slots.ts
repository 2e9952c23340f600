/**
 * What a story of something to go and do says of it (world/activities.ts): what is shown, one way of telling each
 * step, and the moment it goes right, each picked by seed from the activity's own.
 */
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';

export function activitySlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const activity = plan.activity;
  if (!activity) return {};
  const [step1, step2, step3] = activity.steps.map((ways) => rng.pick(ways));
  return {
    actLesson: rng.pick(activity.lessons),
    actStep1: step1 ?? null,
    actStep2: step2 ?? null,
    actStep3: step3 ?? null,
    actDone: rng.pick(activity.done),
    // What is set out for something to make: 'butter, sugar, flour and an egg'.
    actStuff: activity.made ? rng.pick(activity.made.materials) : null,
    // What is made, as the idea says it: 'cookies', 'pizza'.
    actMade: activity.made?.word ?? null,
    // How it is made: 'make the cookies', 'draw the horse', 'knit the scarf'.
    actMakeIt: activity.made?.makeIt ?? null,
    // The water where it is done: a river or a pond by name, the sea off a beach (a line is cast over no sand).
    actWater: plan.setting === 'beach' ? 'the sea' : plan.placeName,
  };
}
