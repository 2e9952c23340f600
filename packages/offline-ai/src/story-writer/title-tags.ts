/**
 * The title and tags come from the story's own hero, goal, thing and topic: 'Sofía and the Tallest
 * Sunflower', 'Bolt Learns About the Water Cycle'. Tags are single lower-case words (no '#').
 */
import { possessive } from '../language/index.js';
import { kindWordOf, type StoryPlan } from './plan.js';
import type { Random } from '../seeded.js';
import { escapeRegExp } from '../reg-exp.js';

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'about', 'from']);
const MIN_TAGS = 3;
const MAX_TAGS = 6;

/** Title Case, small words lower-case unless first; names keep their own spelling. */
function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const SHAPE_WORDS: Record<StoryPlan['shape'], readonly string[]> = {
  quest: ['Big Adventure', 'Great Journey', 'Brave Quest'],
  'lost-and-found': ['Lost and Found', 'Big Search'],
  fear: ['Brave Day', 'Brave Heart'],
  friendship: ['New Friend', 'Friendship Day'],
  mystery: ['Mystery', 'Great Mystery'],
  contest: ['Big Contest', 'Big Day'],
  helping: ['Helping Day', 'Kind Adventure'],
  learning: ['Discovery', 'Big Question'],
  making: ['Big Idea', 'Clever Plan'],
};

export function makeTitle(plan: StoryPlan, rng: Random): string {
  const { hero, thing, topic, goal } = plan;
  const name = hero.name;
  const options: string[] = [];
  if (thing) options.push(`${name} and the ${thing.text}`, `${possessive(name)} ${thing.text}`);
  if (topic && plan.educational) options.push(`${name} Learns About ${topic.title}`, `${name} and ${topic.title}`);
  if (goal.type === 'reach' && !thing) options.push(`${name} Goes to ${plan.placeName}`);
  if (!hero.kind.human && !hero.fromIdea) options.push(`${name} the ${kindWordOf(hero)}`);
  if (!hero.kind.human && hero.fromIdea)
    options.push(`${name} the ${kindWordOf(hero)} and the ${thing?.text ?? rng.pick(SHAPE_WORDS[plan.shape])}`);
  if (plan.shape === 'fear') options.push(`${name} Is Brave`, `${possessive(name)} Brave Day`);
  if (plan.shape === 'friendship') options.push(`${name} Makes a Friend`);
  options.push(`${possessive(name)} ${rng.pick(SHAPE_WORDS[plan.shape])}`);
  // Title Case never touches a name: 'Nguyễn Văn An' keeps its 'An', 'Mary-Jane' its hyphen.
  let title = titleCase(rng.pick(options).replace(/\s+/g, ' '));
  for (const written of [name, plan.friend?.name].filter((n): n is string => Boolean(n)))
    title = title.replace(new RegExp(escapeRegExp(written), 'iu'), written);
  return title;
}

const word = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2 && !SMALL_WORDS.has(w));

const SHAPE_TAGS: Record<StoryPlan['shape'], string> = {
  quest: 'adventure',
  'lost-and-found': 'adventure',
  fear: 'courage',
  friendship: 'friendship',
  mystery: 'mystery',
  contest: 'perseverance',
  helping: 'kindness',
  learning: 'learning',
  making: 'creativity',
};

export function makeTags(plan: StoryPlan): string[] {
  const candidates = [
    ...(plan.thing ? word(plan.thing.noun).slice(-1) : []),
    ...(plan.topic ? [plan.topic.tag] : []),
    ...(!plan.hero.kind.human ? [plan.hero.kind.word.replace(/\s+/g, '')] : []),
    plan.setting.replace(/-/g, ''),
    SHAPE_TAGS[plan.shape],
    ...(plan.friend ? ['friendship'] : []),
    'bedtime',
  ];
  const tags: string[] = [];
  for (const tag of candidates) if (tag && !tags.includes(tag) && tags.length < MAX_TAGS) tags.push(tag);
  return tags.slice(0, Math.max(MIN_TAGS, Math.min(MAX_TAGS, tags.length)));
}
