/**
 * The story's title (from its hero, place, topic, object or helper, in seeded patterns) and its
 * 3 to 6 tags (single lower-case words, no '#': the first API version joins tags with spaces).
 */
import { possessive } from './names.js';
import type { Rng } from './prng.js';
import type { StoryPlan } from './plan.js';
import { singular } from './terms.js';

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'among', 'near']);
const TAG_STOPS = new Set(['the', 'a', 'an', 'of', 'and', 'river', 'house']);
export const MIN_TAGS = 3;
export const MAX_TAGS = 6;
const FALLBACK_TAGS = ['adventure', 'kindness', 'bedtime'];

/** Title Case, small words lower-case unless first. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

export function makeTitle(plan: StoryPlan, rng: Rng): string {
  const { hero, place, helper, topic, thing, theme } = plan;
  const named = /^[A-Z]/.test(place.name);
  const candidates: string[] = [
    `${hero.name} and ${helper.name} the ${helper.word}`,
    `${possessive(hero.name)} ${rng.pick(theme.titleWords)}`,
  ];
  if (plan.journey) candidates.push(`${possessive(hero.name)} Trip to ${place.name}`, `${hero.name} Goes to ${place.name}`);
  else candidates.push(`${possessive(hero.name)} Day ${place.prep} ${place.name}`);
  if (topic && named) candidates.push(`${hero.name} and the ${topic} of ${place.name}`);
  if (topic && plan.goal.startsWith('learn about')) candidates.push(`${hero.name} Learns About ${topic}`);
  if (thing && thing !== topic) candidates.push(`${hero.name} and the ${thing}`);
  if (plan.feeling)
    candidates.push(`${hero.name} Finds ${hero.pronoun === 'she' ? 'Her' : hero.pronoun === 'he' ? 'His' : 'Their'} Courage`);
  if (hero.kind.group !== 'child') candidates.push(`The ${hero.kind.looks[0]} ${hero.kind.word} Called ${hero.name}`);
  if (named) candidates.push(`A ${rng.pick(theme.titleWords)} ${place.prep} ${place.name}`);
  return titleCase(rng.pick(candidates));
}

const tagWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2 && !TAG_STOPS.has(word));

export function makeTags(plan: StoryPlan): string[] {
  const topic = plan.topic ? tagWords(plan.topic) : [];
  const thing = plan.thing && !topic.some((t) => t.startsWith(plan.thing!.slice(0, -1))) ? tagWords(plan.thing) : [];
  const candidates = [
    ...tagWords(plan.place.name),
    ...topic,
    ...thing,
    ...(plan.hero.kind.group !== 'child' ? [plan.hero.kind.word] : []),
    ...plan.themeTags,
    plan.place.setting.id,
  ];
  const tags: string[] = [];
  for (const tag of candidates) {
    if (!tags.some((t) => singular(t) === singular(tag)) && tags.length < MAX_TAGS - 1) tags.push(tag);
  }
  for (const tag of FALLBACK_TAGS) if (tags.length < MIN_TAGS && !tags.includes(tag)) tags.push(tag);
  return tags;
}
