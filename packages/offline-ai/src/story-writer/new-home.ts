/**
 * A creature looking for a home ('A hedgehog looking for a home for winter', 'A fox who needs a new home', 'A hermit
 * crab looking for a new shell', 'A stray kitten looking for a home'): read from the idea here, told by its own moves
 * (moves/new-home.ts) with the lines of its kind's home (world/new-homes.ts): why a home is needed, a place tried that
 * is no home for it, a friend of the place and another try, the cold or the rain coming on, the home found, and the
 * first night in it.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { newHomeFor, type NewHome } from './world/new-homes.js';

export interface NewHomeTold {
  home: NewHome;
  /** The idea says winter is coming: the home is for the long cold. */
  winter: boolean;
}

/**
 * 'looking for a home', 'needs a new den', 'a home for winter', 'getting ready for winter'; a home of its own it goes
 * back to ('find its way home', 'find his home') is a way home, not a new one.
 */
const LOOKING =
  /\b(?:(?:look(?:s|ed|ing)? for|find(?:s|ing)?|need(?:s|ed|ing)?|want(?:s|ed|ing)?|search(?:es|ed|ing)? for)\s+(?:a|an)|(?:has|had|with) no)\s+(?:(?:new|warm|cosy|cozy|safe|snug|winter|little|proper|bigger)\s+)*(home|house|den|nest|burrow|shell|drey)\b/i;
const WINTER_HOME =
  /\b(?:get(?:s|ting)? ready for (?:the )?winter|an? (?:\w+ )?(?:home|house|den|nest|bed) for (?:the )?winter)\b/i;
const WINTER = /\b(?:winter|snow(?:y|ing)?|frost(?:y)?|cold|hibernat\w*)\b/i;

export function newHomeTold(idea: IdeaUnderstanding): NewHomeTold | undefined {
  const hero = idea.hero;
  if (!hero || hero.kind.human) return undefined;
  const home = newHomeFor(hero.kind.word);
  if (!home) return undefined;
  const looking = LOOKING.exec(idea.text);
  const readyForWinter = WINTER_HOME.test(idea.text);
  if (!looking && !readyForWinter) return undefined;
  // (Only a crab's home is a shell: 'a snail who needs a new shell' is no move into another one.)
  if (looking?.[1]?.toLowerCase() === 'shell' && home.noun !== 'shell') return undefined;
  return { home, winter: WINTER.test(idea.text) };
}

export const newHomeStory = (plan: StoryPlan) => plan.newHome !== undefined;

/** Words of the home: a paragraph that says one keeps to it. */
export const newHomeWords = (plan: StoryPlan): string[] => (plan.newHome ? [...new Set(['home', plan.newHome.home.noun])] : []);

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** 'A Home for Pip', 'The Fox Who Needed a New Den', 'A Winter Home for Spike'. */
export function newHomeTitles(told: NewHomeTold, name: string, kind: string): string[] {
  const noun = capital(told.home.noun);
  return told.winter
    ? [`A Winter ${noun} for ${name}`, `${name} Gets Ready for Winter`]
    : [`A ${noun} for ${name}`, `The ${capital(kind)} Who Needed a New ${noun}`, `${name} Finds a ${noun}`];
}

export function newHomeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.newHome;
  if (!told) return {};
  const { home, winter } = told;
  const [wrong1, wrong2] = rng.shuffle(home.wrong);
  const found = rng.pick(home.found);
  return {
    helper: plan.guide.name,
    newHomeNoun: home.noun,
    newHomeNeed: rng.pick(winter ? home.winter : home.need),
    newHomeTry1: wrong1![0],
    newHomeWhy1: wrong1![1],
    newHomeTry2: wrong2![0],
    newHomeWhy2: wrong2![1],
    newHomeFound1: found[0],
    newHomeFound2: found[1],
    newHomeCosy: rng.pick(home.cosy),
    newHomeNight: rng.pick(winter ? home.winterNight : home.night),
    // The cold or the rain coming on, while there is still no home.
    newHomeWeather: rng.pick(
      winter
        ? ['Then the wind blew cold, and the first snowflakes fell.', 'That evening, frost began to sparkle on the grass.']
        : [
            'Then dark clouds rolled in, and big drops of rain began to fall.',
            'Then the sun went down, and it grew dark and cold.',
          ],
    ),
  };
}
