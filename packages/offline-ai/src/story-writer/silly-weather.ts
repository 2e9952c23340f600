/**
 * Silly weather ('The day it rained sweets', 'When it snowed in summer', 'A day the sky rained frogs'): read from the
 * idea here (`sillyWeatherTold`), told by its own moves (moves/silly-weather.ts) with the lines of its weather
 * (world/silly-weathers.ts): it starts, the hero and the town make the most of it, a trouble it brings is put right
 * together, and it stops, with what is left shared.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { sillyWeatherOf, type SillyWeather } from './world/silly-weathers.js';

/** The silly weather the idea is about, when it is the story: said with no wish of its own. */
export function sillyWeatherTold(idea: IdeaUnderstanding): SillyWeather | undefined {
  const weather = sillyWeatherOf(idea.text);
  return weather && !idea.goal ? weather : undefined;
}

/**
 * The idea as told: what falls from the sky ('A day the sky rained frogs') is the weather, never the hero; a child of
 * the town sees it.
 */
export function sillyWeatherIdea(idea: IdeaUnderstanding): IdeaUnderstanding {
  const weather = sillyWeatherOf(idea.text);
  if (!weather) return idea;
  const fallen = (word: string | null | undefined) => word !== null && word !== undefined && weather.said.test(`rained ${word}s`);
  const heroFell = idea.hero && !idea.hero.name && (fallen(idea.hero.kind.word) || fallen(idea.hero.kindWord));
  return {
    ...idea,
    hero: heroFell ? null : idea.hero,
    companions: idea.companions.filter((c) => c.name || !(fallen(c.kind.word) || fallen(c.kindWord))),
    // ('the sky rained frogs': the sky is where it comes from, not where the story is.)
    places: idea.places.filter((p) => !/\bsky\b/i.test(p.text)),
    setting: idea.places.some((p) => /\bsky\b/i.test(p.text)) ? null : idea.setting,
  };
}

export const sillyWeatherStory = (plan: StoryPlan) => plan.sillyWeather !== undefined;

/** Words of the weather ('sweets', 'frogs'): a paragraph that says one keeps to it. */
export const sillyWeatherWords = (plan: StoryPlan): string[] => (plan.sillyWeather ? [plan.sillyWeather.noun] : []);

/** 'The Day It Rained Sweets', 'Mia and the Sweets from the Sky'. */
export const sillyWeatherTitles = (weather: SillyWeather, name: string): string[] =>
  weather.titles.map((t) => t.replace('{Hero}', name));

export function sillyWeatherSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const weather = plan.sillyWeather;
  if (!weather) return {};
  const [trouble, fix] = rng.pick(weather.trouble);
  return {
    helper: plan.guide.name,
    weatherNoun: weather.noun,
    weatherDay: weather.day,
    weatherStart: rng.pick(weather.start),
    weatherWonder: rng.pick(weather.wonder),
    weatherFun: rng.pick(weather.fun),
    weatherTown: rng.pick(weather.town),
    weatherTrouble: trouble,
    weatherFix: fix,
    weatherStop: rng.pick(weather.stop),
    weatherShare: rng.pick(weather.share),
    weatherNight: rng.pick(weather.night),
  };
}
