/**
 * A grown-up worker's own busy day ('Farmer Joe's busy morning', 'Baker Ben's busy day'): up early, the jobs of their
 * own place one after another (world/helping-jobs.ts), one going wrong in a funny way and put right with whoever works
 * beside them (the sheepdog, a helper child, the library cat), the ones it is all for, and tired and proud at the end.
 * Never a day out they are taken on, nor help asked of them at their own work.
 */
import { kindOf, settingById, type Character, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { helpPlaceOf, workPlaceOf } from './world/helping-jobs.js';
import { ownWork } from './helping.js';
import type { StoryPlan } from './plan.js';

/**
 * The idea told as the hero's own day at work, when the hero is a worker of a place with jobs and the idea wishes
 * nothing else of them (no wish, or only to help there); else undefined.
 */
export function ownWorkIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  const hero = idea.hero;
  const place = hero && hero.kind.group !== 'family' ? workPlaceOf(hero.kind) : undefined;
  if (!hero || !place?.work || idea.companions.length > 0 || idea.trouble || idea.dislike || idea.arrival) return undefined;
  // ('Farmer Joe helps on the farm': the help is the day's work; 'Farmer Joe finds a lost lamb' is its own story.)
  // ('Dr Sam has a busy morning': a busy day had is the day's work too.)
  if (idea.goal && !/^(?:help(?:\s+(?:on|in|at)\b.*)?|have a (?:busy|long|big) (?:day|morning|week))$/.test(idea.goal.phrase))
    return undefined;
  const setting = place.settings[0]!;
  // (A bus driver's day is no two bus drivers' day: whoever works beside the hero is never of the hero's own job.)
  const mates = place.work.mates.filter((w) => kindOf(w) !== hero.kind);
  if (mates.length === 0) return undefined;
  const word = rng.pick(mates);
  const mate: Character = {
    name: null,
    kind: kindOf(word)!,
    kindWord: word,
    pronoun: null,
    relation: 'friend',
    adjectives: [],
    plural: false,
  };
  const { prep, name } = settingById(setting);
  return {
    ...idea,
    setting,
    companions: [mate],
    goal: { type: 'help', verb: 'help', phrase: `help ${prep} ${name}`, object: null },
  };
}

/** Slots of a worker's own day: who works beside them, who it is all for, and the look back said by the worker. */
export function ownWorkSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  if (!ownWork(plan)) return {};
  const place = workPlaceOf(plan.hero.kind) ?? helpPlaceOf(plan.setting);
  const mate = plan.friend!;
  const animal = !mate.kind.human;
  const { name, kind } = plan.hero;
  return {
    // (Said once what the worker is, where the name alone does not say it: 'Sasha the lighthouse keeper', never
    // 'Farmer Joe the farmer'.)
    workWho: name.includes(' ') || name.toLowerCase().includes(kind.word) ? '{theHero}' : `${name} the ${kind.word}`,
    // ('Shep the sheepdog was waiting at the door, tail up.', 'Lily, the baker’s little helper, came running in to help.',
    // 'Ravi the nurse was there already, ready to help.')
    workMate: animal
      ? `${mate.name} the ${mate.called ?? mate.kind.word} was waiting at the door, tail up.`
      : mate.kind.group === 'child'
        ? `${mate.name}, the ${plan.hero.kind.word}’s little helper, came running in to help.`
        : `${mate.name} the ${mate.kind.word} was there already, ready to help.`,
    workFor: rng.pick(place.work!.for),
    // (The worker looks back on their own work: '"Listen to those happy animals," said Joe.')
    workLook: rng.pick(place.looks).replace(/\{helpWith\}/g, '{hero}'),
    workRest: animal
      ? `${mate.name} curled up at {hero}’s feet.`
      : mate.kind.group === 'child'
        ? `${mate.name} waved goodbye to {hero} and skipped home for supper.`
        : `${mate.name} waved goodbye to {hero} and went home for supper.`,
  };
}
