/**
 * The narrative plan: who (hero, companion, helper), where (start, place, sights), what (goal,
 * obstacle and its fix, facts, lesson), filled from the idea and, where it is silent, by the seed.
 */
import { CHILD_KIND, kindOf, type Kind } from './characters.js';
import type { IdeaAnalysis, PlaceRef } from './extract.js';
import { BOY_NAMES, GIRL_NAMES, NEUTRAL_NAMES, PET_NAMES, pronounOfName, type Pronoun } from './names.js';
import type { Rng } from './prng.js';
import type { HelperKind, Obstacle } from './setting.js';
import type { Theme } from './themes.js';
import { factsAbout } from './topic-facts.js';

export interface PlannedCharacter {
  name: string;
  pronoun: Pronoun;
  kind: Kind;
  /** 'a curious girl', 'a fluffy puppy'. */
  intro: string;
  relative: boolean;
  /** 'friend', 'sister', 'twin' for a companion who is a child. */
  relation: string;
}

export interface PlannedHelper extends HelperKind {
  name: string;
  pronoun: Pronoun;
}

export interface StoryPlan {
  hero: PlannedCharacter;
  companion: PlannedCharacter | null;
  helper: PlannedHelper;
  place: PlaceRef;
  /** Where the first paragraph happens when the hero travels: 'a little yellow house at the end of the lane'. */
  start: string;
  journey: string | null;
  /** Bare infinitive, may hold {their}. */
  goal: string;
  /** What the hero finally does: the goal, or when the goal was only to get there, something fun there. */
  triumph: string;
  feeling: string | null;
  obstacle: Obstacle;
  /** Landmarks first, then the setting's sights, in seeded order. */
  sights: string[];
  senses: string[];
  /** Up to three fact clauses; reference-image facts first. */
  facts: string[];
  lesson: string;
  theme: Theme;
  /** Tags of every theme the idea touches, best match first. */
  themeTags: string[];
  trait: string;
  /** The idea's main object ('rocket'), or null. */
  thing: string | null;
  /** The idea's topic as written ('mummies'), or null. */
  topic: string | null;
  /** The topic when the hero's goal is to learn about it, else null. */
  studyTopic: string | null;
  /** Settings people visit every day (school, park): no "dreaming of" them. */
  everyday: boolean;
}

const MAX_FACTS = 3;
/** Helpers who are people get a person's name; animals, robots and comets a pet name. */
const PEOPLE = new Set([
  'guide',
  'lifeguard',
  'teacher',
  'classmate',
  'park keeper',
  'baker',
  'bus driver',
  'farmer',
  'zookeeper',
  'librarian',
  'guard',
  'shepherd',
  'astronaut',
  'knight',
]);
const EVERYDAY = new Set(['home', 'school', 'park', 'garden', 'library', 'museum', 'zoo', 'farm', 'river']);
const HOMES = [
  'a little yellow house at the end of the lane',
  'a cosy flat above the bakery',
  'a small blue house with a red door',
  'a snug cottage at the foot of a green hill',
  'a tall, thin house with a round window',
  'a busy house with a big apple tree outside',
];
const ANIMAL_HOMES: Record<string, string> = {
  dragon: 'a snug cave on a green hill',
  unicorn: 'a meadow full of flowers',
  fairy: 'a tiny house under a red toadstool',
  turtle: 'a quiet pond at the edge of a garden',
  fish: 'a little pond with lily pads',
  bird: 'a nest high in an apple tree',
  owl: 'a hollow in an old oak tree',
  robot: 'a busy workshop full of tools',
  penguin: 'a snowy nest by the icy shore',
  bear: 'a cosy den under a big tree',
  fox: 'a snug den at the edge of the wood',
  dinosaur: 'a warm valley full of ferns',
  mouse: 'a tiny hole behind the kitchen dresser',
  bee: 'a golden hive in a meadow',
  frog: 'a lily pond at the bottom of a garden',
};
const PET_HOME = 'a warm basket by the kitchen door of a little blue house';

/** Goals that are only about getting to the place ('see the sea', 'visit Egypt'). */
const REACH = /^(?:see|visit|go to|travel to|get to|fly to|explore|reach)\b/;

const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

function pickName(rng: Rng, list: readonly string[], taken: readonly string[]): string {
  const free = list.filter((name) => !taken.includes(name));
  return rng.pick(free.length > 0 ? free : list);
}

/** A character the idea describes, completed: a name, a pronoun and a kind. */
function complete(
  rng: Rng,
  idea: { name: string | null; kind: Kind | null; pronoun: Pronoun | null; relative?: boolean; relation?: string } | null,
  taken: readonly string[],
): PlannedCharacter {
  const human = !idea?.kind || idea.kind.group === 'child';
  let pronoun = idea?.pronoun ?? idea?.kind?.pronoun ?? (idea?.name ? pronounOfName(idea.name) : null);
  if (!pronoun) pronoun = human && idea?.name ? 'they' : rng.pick<Pronoun>(['she', 'he']);
  let name = idea?.name ?? null;
  if (!name) {
    const list = !human ? PET_NAMES : pronoun === 'she' ? GIRL_NAMES : pronoun === 'he' ? BOY_NAMES : NEUTRAL_NAMES;
    name = pickName(rng, list, taken);
  }
  let kind = idea?.kind ?? null;
  if (!kind || kind === CHILD_KIND) kind = pronoun === 'she' ? kindOf('girl')! : pronoun === 'he' ? kindOf('boy')! : CHILD_KIND;
  return {
    name,
    pronoun,
    kind,
    intro: article(`${rng.pick(kind.looks)} ${kind.word}`),
    relative: idea?.relative ?? false,
    relation: idea?.relation ?? 'friend',
  };
}

/** Reference-image facts first, then facts about the idea's main topic, then about its other topics and place. */
function chooseFacts(rng: Rng, analysis: IdeaAnalysis, imageFacts: readonly string[]): string[] {
  const [main, ...others] = analysis.topics;
  const known = [
    ...rng.shuffle(main ? factsAbout(main) : []),
    ...rng.shuffle([...others.flatMap((topic) => factsAbout(topic)), ...analysis.place.facts]),
  ];
  const facts = [...imageFacts.slice(0, MAX_FACTS)];
  for (const fact of known) {
    if (facts.length >= MAX_FACTS) break;
    if (!facts.includes(fact)) facts.push(fact);
  }
  return facts;
}

export function makePlan(analysis: IdeaAnalysis, imageFacts: readonly string[], rng: Rng): StoryPlan {
  const hero = complete(rng.fork('hero'), analysis.hero, []);
  const ideaCompanion = analysis.companions[0] ?? null;
  const companion = ideaCompanion ? complete(rng.fork('companion'), ideaCompanion, [hero.name]) : null;

  const theme = analysis.themes[0]!;
  const { setting } = analysis.place;
  const helpers = setting.helpers.filter((h) => h.word !== hero.kind.word);
  const helperKind = rng.fork('helper').pick(helpers.length > 0 ? helpers : setting.helpers);
  const helperPronoun = rng.fork('helper-pronoun').pick<Pronoun>(['she', 'he']);
  const helperNames = !PEOPLE.has(helperKind.word) ? PET_NAMES : helperPronoun === 'she' ? GIRL_NAMES : BOY_NAMES;
  const helper: PlannedHelper = {
    ...helperKind,
    name: pickName(rng.fork('helper-name'), helperNames, [hero.name, companion?.name ?? '']),
    pronoun: helperPronoun,
  };

  const goalRng = rng.fork('goal');
  const goal = analysis.goal ?? (analysis.place.fromIdea ? `visit ${analysis.place.name}` : goalRng.pick(theme.goals));
  const core = analysis.place.name.replace(/^the /, '').toLowerCase();
  const reachOnly = REACH.test(goal) && goal.toLowerCase().includes(core);
  const sightRng = rng.fork('sights');
  const sights = [...sightRng.shuffle(analysis.place.landmarks), ...sightRng.shuffle(setting.sights)];
  const home = ANIMAL_HOMES[hero.kind.word] ?? (hero.kind.group === 'pet' ? PET_HOME : rng.fork('home').pick(HOMES));

  return {
    hero,
    companion,
    helper,
    place: analysis.place,
    start: home,
    journey: analysis.journey ? rng.fork('journey').pick(setting.journeys) : null,
    goal,
    triumph: reachOnly ? rng.fork('fun').pick(setting.fun) : goal,
    feeling: analysis.feeling,
    obstacle: rng.fork('obstacle').pick(setting.obstacles),
    sights,
    senses: rng.fork('senses').shuffle(setting.senses),
    facts: chooseFacts(rng.fork('facts'), analysis, imageFacts),
    lesson: rng.fork('lesson').pick(theme.lessons),
    theme,
    themeTags: analysis.themes.map((t) => t.tag),
    trait: rng.fork('trait').pick(theme.traits),
    thing: analysis.things[0] ?? null,
    topic: analysis.topicWords[0] ?? null,
    studyTopic: /^(?:learn|find out|discover|study)\b/.test(goal) ? (analysis.topicWords[0] ?? null) : null,
    everyday: EVERYDAY.has(setting.id) && analysis.place.landmarks.length === 0,
  };
}
