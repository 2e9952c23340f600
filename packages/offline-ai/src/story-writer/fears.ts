/**
 * A fear told by what is feared (world/fears.ts): the wish as the brave deed ('go down the big slide'), and the
 * slots of its steps ({fearComes}, {fearHide}, {fearTrick}, {fearStep}, {fearDeed}, {fearAfter}) fit for the hero's
 * body and place: an owl's night is in the forest, a child's in the bedroom.
 */
import type { IdeaUnderstanding, Kind, SettingId } from '../language/index.js';
import { kindOf, settingById } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { fearOf, fearOfFeeling, fitting, type Fear, type FearFit } from './world/fears.js';
import { bodyOf, handOf } from './world/helping-jobs.js';

/** How the hero and the place fit a fear's lines. */
function fitOf(kind: Kind, setting: SettingId, fear: Fear, helperKind: string | null): FearFit {
  const body = bodyOf(kind);
  return {
    in: settingById(setting).group === 'home',
    child: kind.human,
    hands: body === 'hands',
    wings: kind.canFly && body === 'wings',
    wheels: body === 'wheels' && kind.parts.includes('wheels'),
    who: fear.who !== undefined && helperKind === fear.who,
    still: kind.still === true,
    sky: kind.group === 'thing' && kind.habitat === 'sky',
  };
}

/** 'Nia has to read her poem in assembly', 'Omar must sing at the concert': a deed done in front of others. */
const HAS_TO = /\b(?:has|have|had|must|got) to\b/i;

/**
 * The idea told as stage nerves when the hero has to do something in front of others and no feeling is said ('Nia has
 * to read her poem in assembly' is scared to, never a day out to the park); else the idea as it is.
 */
export function stageNervesIdea(idea: IdeaUnderstanding): IdeaUnderstanding {
  const deed = idea.goal?.phrase;
  if (idea.feeling || !deed || !HAS_TO.test(idea.text) || !fearOf(deed, idea.hero?.kind.word)?.performed) return idea;
  return { ...idea, feeling: { mood: 'scared', about: null } };
}

/** The fear of a plan told by its steps: a fear story whose fear is the table's. */
export function fearStoryOf(plan: Pick<StoryPlan, 'shape' | 'feeling' | 'goal' | 'hero'>): Fear | undefined {
  return plan.shape === 'fear' ? fearOfFeeling(plan.feeling, plan.goal.phrase, plan.hero.kind.word) : undefined;
}

/** A fear faced at bedtime in a room of home (the dark, the monster under the bed), not an owl's night in the woods. */
export function bedtimeFear(plan: Pick<StoryPlan, 'shape' | 'feeling' | 'goal' | 'hero' | 'setting'>): boolean {
  return Boolean(fearStoryOf(plan)?.bedtime) && settingById(plan.setting).group === 'home';
}

/** The wish said as the deed ('go down the big slide', 'sleep with the big light off'), for the hero there. */
export function fearWish(fear: Fear, kind: Kind, setting: SettingId): string {
  return fitting(fear.wish, fitOf(kind, setting, fear, null))[0]!;
}

/** Who helps the hero face it: the friend who came along, else the one met there ('Mum', 'the fox'). */
export function helperOf(plan: StoryPlan): string {
  const { guide } = plan;
  return guide.kind.group === 'family' || guide.kind.human ? guide.name : `the ${guide.kind.word}`;
}

/** Slots of a fear told by its steps; none for a fear not in the table. */
/**
 * The creature feared, when the fears table has no steps for it ('A knight who is afraid of dragons'): met when the
 * fear is faced, and friendly after all; else null.
 */
function fearedOneOf(plan: StoryPlan): string | null {
  const about = plan.feeling?.mood === 'scared' ? plan.feeling.about : null;
  const kind = plan.shape === 'fear' && about && !fearStoryOf(plan) ? kindOf(about) : null;
  return kind && !kind.human ? kind.word : null;
}

export function fearSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const fear = fearStoryOf(plan);
  if (!fear) return { fearedOne: fearedOneOf(plan) };
  const fit = fitOf(plan.hero.kind, plan.setting, fear, plan.guide.kind.word);
  const pick = (lines: readonly string[]) => rng.pick(fitting(lines, fit));
  return {
    // ({helper} and {Helper} in the lines: the template capitalises as it does every slot.)
    helper: helperOf(plan),
    hand: handOf(plan.hero.kind),
    fearStart: fear.start && fitting(fear.start, fit).length > 0 ? pick(fear.start) : null,
    fearComes: pick(fear.comes),
    fearHide: pick(fear.hide),
    fearTrick: pick(fear.trick),
    fearStep: pick(fear.step),
    fearDeed: pick(fear.deed),
    fearAfter: pick(fear.after),
    // (No trouble of the place was put right together: nothing of it is recalled at the end.)
    placeFixRecall: null,
    placeFixWe: null,
  };
}

/** Words of a fear told by its steps ('slide', 'storm'): a paragraph that says one keeps to the wish. */
export const fearWords = (plan: StoryPlan): string[] => [...(fearStoryOf(plan)?.words ?? [])];
