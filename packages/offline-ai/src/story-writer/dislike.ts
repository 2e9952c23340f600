/**
 * A hero who will not do something or does not like it ("The dinosaur who didn't like vegetables", "Ella won't go to
 * bed", 'Tom hates bath time'): the dislike is read by the language module (`IdeaUnderstanding.dislike`), matched here to
 * its scene (world/dislikes.ts) and told by its own moves (moves/dislike.ts) with the slots here. The hero says no and
 * why, gets out of it in a funny way, a helper (the family, or one of a creature's place) tries a fun way, a first small
 * try, the surprise that it is not so bad, more of it gladly, and the change it makes.
 */
import type { IdeaUnderstanding, Kind } from '../language/index.js';
import { settingById } from '../language/index.js';
import type { Random } from '../seeded.js';
import { helperOf } from './fears.js';
import type { StoryPlan } from './plan.js';
import { choreSceneOf, dislikeSceneOf, type DislikeScene, type FunWay } from './world/dislikes.js';
import { gated } from './world/fears.js';
import { saysTrait } from './world/traits.js';
import { handOf } from './world/helping-jobs.js';

/** The dislike told: its scene, and the helper's fun way (chosen with the plan, so the title can name it). */
export interface DislikeTold {
  scene: DislikeScene;
  way: FunWay;
}

/**
 * The scene of the idea's dislike, if the table has one that can happen to the hero ('a haircut' is a person's); a
 * child's own chore ('Leo has to tidy his room', 'Tidying up my toys') is told as the dislike of it.
 */
export function dislikeOf(idea: IdeaUnderstanding): DislikeScene | undefined {
  // ('Mia helps tidy up' helps someone with it: the helping telling's.)
  const chore =
    idea.goal && idea.hero?.kind.human !== false && !/\bhelp/i.test(idea.text)
      ? choreSceneOf(idea.goal.phrase.toLowerCase())
      : undefined;
  // ('Elephant learns to share': shown the fun of sharing by a friend who wants a turn, never a quest to learn it.)
  const learnt = idea.goal && LEARN_TO_SHARE.test(idea.goal.phrase.toLowerCase()) ? dislikeSceneOf('share') : undefined;
  const scene = idea.dislike ? dislikeSceneOf(idea.dislike.what) : (chore ?? learnt);
  if (!scene || (scene.who === 'child' && idea.hero && !idea.hero.kind.human)) return undefined;
  return scene;
}

const LEARN_TO_SHARE = /^learn (?:how )?to (?:share|take turns)\b/;

/** What its lines' gates say of the hero and the place: a person, at home. */
const gatesOf = (kind: Kind, setting: StoryPlan['setting']) => ({
  child: kind.human,
  in: settingById(setting).group === 'home',
});

/** The helper's fun way, among those that fit the hero and the place; the way of a place the idea names when it names one. */
export function dislikeTold(scene: DislikeScene, kind: Kind, setting: StoryPlan['setting'], rng: Random, text = ''): DislikeTold {
  const gates = gatesOf(kind, setting);
  const placed = scene.ways.filter((w) => w.place?.test(text));
  if (placed.length > 0) return { scene, way: rng.pick(placed) };
  const ways = scene.ways.filter((w) => !w.place && gated([w.trick], gates).length > 0);
  // ("Tom won't share his blocks": told with the blocks, a tower built together.)
  const said = ways.filter((w) => w.said?.test(text));
  if (said.length > 0) return { scene, way: rng.pick(said) };
  // ('The greedy squirrel' keeps its food to itself: its kind's own (a pile of nuts), else a plate of cookies.)
  if (saysTrait(text, 'sharing')) {
    const food = ways.filter((w) => w.food && (!w.kinds || w.kinds.includes(kind.word)));
    const own = food.filter((w) => w.kinds);
    if (food.length > 0) return { scene, way: rng.pick(own.length > 0 ? own : food) };
  }
  // (Food is shared only by a greedy hero or one whose idea names it: 'The bunny who wouldn't share' has toys.)
  const toys = ways.filter((w) => !w.food);
  return { scene, way: rng.pick(toys.length > 0 ? toys : ways.length > 0 ? ways : scene.ways) };
}

/** Broccoli as a dinosaur eats it: 'dinosaur trees' for a child or a dinosaur, tiny trees for anyone else. */
const treesFor = (kind: Kind) => (kind.human || kind.word === 'dinosaur' ? 'dinosaur trees' : 'tiny trees');

/** Titles of the dislike and of the way it was won round, title-cased by the caller: 'Ella Won’t Go to Bed', 'Splash and the Dinosaur Trees'. */
export function dislikeTitles(told: DislikeTold, kind: Kind, name: string, owner: string): string[] {
  return [...told.scene.titles, ...(told.way.title ? [told.way.title] : [])].map((t) =>
    t
      .replace(/\{name\}/g, name)
      .replace(/\{owner\}/g, owner)
      .replace(/\{trees\}/g, treesFor(kind)),
  );
}

export const dislikeStory = (plan: StoryPlan) => plan.dislike !== undefined;

/** Words of the dislike ('vegetables', 'bath'): a paragraph that says one keeps to it. */
export const dislikeWords = (plan: StoryPlan): string[] => (plan.dislike ? [...plan.dislike.scene.words] : []);

export function dislikeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.dislike;
  if (!told) return {};
  const { scene, way } = told;
  const gates = gatesOf(plan.hero.kind, plan.setting);
  const pick = (lines: readonly string[]) => rng.pick(gated(lines, gates));
  return {
    helper: helperOf(plan),
    // (A creature's helper is met in the first lines: 'a kind parrot named Kiki'.)
    helperIntro: plan.guide.kind.group === 'family' ? plan.guide.name : '{guideIntro}',
    trees: treesFor(plan.hero.kind),
    hand: handOf(plan.hero.kind),
    dislikeShows: pick(way.shows ?? scene.shows),
    dislikeWhy: pick(way.why ?? scene.why),
    dislikeDodge: pick(way.dodge ?? scene.dodge),
    dislikeTrick: gated([way.trick], gates)[0] ?? null,
    dislikeFun: way.fun,
    dislikeAsk: pick(way.ask ?? scene.ask),
    dislikeStep: way.step,
    dislikeSurprise: way.surprise,
    dislikeMore: way.more,
    dislikeFound: scene.found ? pick(scene.found) : null,
    dislikeCheer: pick(scene.cheer),
    dislikeEnd: way.end,
    dislikeLast: pick(scene.last),
  };
}
