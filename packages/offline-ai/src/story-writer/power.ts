/**
 * A special power the hero has ('Mia can talk to animals', 'A boy who can turn invisible', 'A girl who can fly'): read
 * from the idea here (`powerOf`, by the words of language/power.ts), told by its own moves (moves/power.ts) with the
 * lines of its power (world/powers.ts): found and kept secret, fun with it, a muddle it causes put right, the good it
 * does for someone, and bedtime with the secret kept. A superhero ('A superhero called Max', 'Super Sam') is a power
 * told by its own moves. A wish for it ('wants to fly') is no power, and keeps its telling.
 */
import { saysPowerHad, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { POWERS, type Power } from './world/powers.js';

export function powerOf(idea: IdeaUnderstanding): Power | undefined {
  const kind = idea.hero?.kind;
  // (A bird who can fly, a fish who breathes underwater: that is only what its kind does.)
  return POWERS.find((p) => saysPowerHad(idea.text, p) && !(kind && p.natural?.(kind)));
}

/** 'Mia is a superhero': the superhero the idea names is its hero, no companion of theirs. */
export function superheroIdea(idea: IdeaUnderstanding): IdeaUnderstanding {
  const hero = idea.hero;
  if (!hero || hero.kind.word === 'superhero' || powerOf(idea)?.id !== 'superhero') return idea;
  const companions = idea.companions.filter((c) => c.kind.word !== 'superhero');
  return companions.length === idea.companions.length ? idea : { ...idea, companions };
}

export const powerStory = (plan: StoryPlan) => plan.power !== undefined;

/** A superhero's day, told by its own moves: the cape, two rescues, a trouble the power alone cannot put right. */
export const superheroStory = (plan: StoryPlan) => plan.power?.id === 'superhero';

/** A hero the idea calls 'Super Sam' goes by that name; the other secret names are the writer's. */
export const powerTold = (power: Power, text: string): Power =>
  power.names && /\bSuper (?!Strong\b|Hero\b)\p{Lu}/u.test(text) ? { ...power, names: ['Super {Hero}'] } : power;

/** Words of the power ('invisible', 'flew'): a paragraph that says one keeps to it. */
export const powerWords = (plan: StoryPlan): string[] => [...(plan.power?.words ?? [])];

/** 'Mia Can Fly', 'The Girl Who Could Fly'. */
export const powerTitles = (power: Power, name: string, kind: string): string[] =>
  power.titles.map((t) => t.replace('{Hero}', name).replace('{Kind}', kind.charAt(0).toUpperCase() + kind.slice(1)));

export function powerSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const power = plan.power;
  if (!power) return {};
  // A line with a breakfast table or Mum's plates is a child's; a creature has the others.
  const child = plan.hero.kind.human;
  const fits = (line: string) => child || !line.startsWith('[child]');
  const bare = (line: string) => line.replace(/^\[child\]\s*/, '');
  const pick = (lines: readonly string[]) => bare(rng.pick(lines.filter(fits)));
  const pickPair = (pairs: readonly (readonly [string, string])[]) => {
    const [a, b] = rng.pick(pairs.filter(([first]) => fits(first)));
    return [bare(a), bare(b)] as const;
  };
  const [fun1, fun2] = pickPair(power.fun);
  const [muddle, fix] = pickPair(power.muddle);
  const [need, deed] = pickPair(power.good);
  return {
    helper: plan.guide.name,
    powerDoing: power.doing,
    powerIng: power.ing,
    powerFound: pick(power.found),
    powerSecret: pick(power.secret),
    powerFun1: fun1,
    powerFun2: fun2,
    powerMuddle: muddle,
    powerFix: fix,
    powerNeed: need,
    powerDeed: deed,
    powerNight: pick(power.night),
    superName: power.names ? rng.pick(power.names) : null,
  };
}
