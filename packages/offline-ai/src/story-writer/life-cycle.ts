/**
 * A hero that grows and changes ('A caterpillar turns into a butterfly', 'A tadpole who wants to be a frog', 'A little
 * acorn', 'Life cycle of a frog'): read from the idea once (`lifeCycleOf`), told stage by stage in the order it really
 * happens (world/life-cycles.ts), one stage a paragraph, with the topic's facts each in the stage it belongs to. The hero
 * is the one that changes, so it is called by what it is at each stage ('Sprout the caterpillar', then 'Sprout the
 * butterfly'), and a friend of its world comes by and says something as it grows.
 */
import type { Character, IdeaUnderstanding } from '../language/index.js';
import { kindOf, thingKind } from '../language/index.js';
import type { Random } from '../seeded.js';
import { topicById, type Fact, type Topic } from './knowledge/index.js';
import type { StoryPlan } from './plan.js';
import { NATURE_JOURNEYS } from './world/journeys.js';
import { LIFE_CYCLES, type LifeCycle, type Stage } from './world/life-cycles.js';
import { LOST_YOUNG } from './world/lost-young.js';
import { SKY_FEELINGS } from './world/sky-feelings.js';

/** Growing first: 'A caterpillar eats a leaf and turns into a butterfly' is the caterpillar's, not the leaf's. */
const TELLINGS: readonly LifeCycle[] = [...LIFE_CYCLES, ...NATURE_JOURNEYS, ...LOST_YOUNG, ...SKY_FEELINGS];

/** Words that say a change, or ask about one: 'turns into', 'wants to be', 'grow', 'hatches', 'life cycle'. */
const CHANGE =
  /\b(?:turns?|turning|becomes?|becoming|be|grows?|growing|hatch\w*|changes?|changing|life cycles?|hibernat\w*|winter sleep|sleep(?:s|ing)? (?:all|for|through) (?:the )?winter|(?:get(?:s|ting)? ready|an? (?:\w+ )?(?:home|nest|bed|den)) for (?:the )?winter)\b/i;

const said = (text: string, words: readonly string[]) => words.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(text));

/** Words said of a thing of nature before its name: 'a little white cloud', 'Maple the autumn leaf'. */
const LOOKS = String.raw`(?:(?:little|tiny|small|big|brave|happy|lonely|cold|white|fluffy|grey|gray|autumn|golden|red|yellow|brown|green|falling)\s+)*`;

/** Words before the thing an idea is all about: 'A little snowflake', 'Drip the raindrop', 'A river's journey'. */
const OPENING = String.raw`^(?:(?:an?|the|one|my)\s+)?${LOOKS}(?:(?!(?:down|up|along|across|over|under|by|into|on|in|at|to|from|through|round|around|near|past|beside)\b)[a-z]+ the\s+)?${LOOKS}`;

/** An idea that opens on the thing itself ('A little cloud'), not one that only goes by it ('A day by the river'). */
const opensOn = (text: string, words: readonly string[]) =>
  words.some((w) => new RegExp(`${OPENING}${w}s?\\b`, 'i').test(text.trim()));

/** The name an idea gives a thing of nature: 'Drip the raindrop', 'Maple the autumn leaf'. */
const nameOf = (cycle: LifeCycle, text: string) => {
  const name = new RegExp(`\\b([A-Z][a-z]+) the ${LOOKS}(?:${cycle.starts.join('|')})\\b`).exec(text)?.[1];
  return name && !/^(?:The|A|An)$/.test(name) ? name : null;
};

/** 'Maple the autumn leaf' read as a child called Maple: a name with no kind, that the idea gives the thing. */
const namesTheThing = (hero: Character | null, text: string) =>
  hero !== null &&
  !hero.kindWord &&
  hero.name !== null &&
  TELLINGS.some((cycle) => cycle.thing && nameOf(cycle, text) === hero.name);

/** Whether the words of an idea ask for this telling: a change ('turns into'), or the journey's own words ('make rain'). */
const asksFor = (cycle: LifeCycle, text: string) => (cycle.asks ?? CHANGE).test(text);

/**
 * The life cycle the idea's hero goes through, if it tells of one: the hero is what grows (a caterpillar, a tadpole, an
 * acorn), or, with no hero, the idea asks about one ('Life cycle of a frog'). Never a child's ('told by Arjun': he
 * watches it), nor a wish of something else ('A caterpillar wants to climb a tree').
 */
export function lifeCycleOf(idea: IdeaUnderstanding): LifeCycle | undefined {
  const { goal, text } = idea;
  const hero = namesTheThing(idea.hero, text) ? null : idea.hero;
  if (hero && (hero.kind.human || hero.plural || !hero.kindWord)) return undefined;
  // (A friend named in the idea, 'and her friend Ladybird', is told in a story with them from the start.)
  if (idea.companions.some((c) => c.name !== null) || (!hero && idea.companions.length > 0)) return undefined;
  return TELLINGS.find((cycle) => {
    // ('A red leaf blows away in the wind' is read as a wish to find it: with no one to look for it, it is the leaf's journey.)
    const lostThing = !hero && goal?.type === 'find' && cycle.thing && said(goal.phrase, cycle.starts);
    // ('The caterpillar who wanted to fly': it will, once it is a butterfly.)
    const grownInto = hero !== null && cycle.comesTrue?.test(goal?.phrase ?? '') === true;
    if (goal && !lostThing && !grownInto && !asksFor(cycle, goal.phrase)) return false;
    // (A journey is the thing's own: 'A little cloud', 'How does rain happen?', never 'A day by the river'.)
    if (!hero && cycle.asks)
      return cycle.about.test(text) && (asksFor(cycle, text) || (!cycle.asked && opensOn(text, cycle.starts)));
    if (!hero) return cycle.about.test(text) && (CHANGE.test(text) || said(text, cycle.starts));
    const word = hero.kindWord!.toLowerCase();
    // ('how frogs grow from tadpoles': the grown kind, said with where it starts.)
    // (A bee or a kangaroo is no more than itself unless the idea asks: 'make honey', 'lost her joey'.)
    if (word === cycle.grown || word === `${cycle.grown}s`)
      return said(text, cycle.starts) && (!cycle.asks || asksFor(cycle, text));
    return cycle.starts.includes(word) && (!cycle.change || cycle.change.test(text));
  });
}

/** The one that grows: the idea's hero, else the one that grows as it starts, by the name the idea gives it ('Drip the raindrop'). */
export function lifeCycleHero(cycle: LifeCycle, idea: IdeaUnderstanding): Character {
  if (idea.hero && !namesTheThing(idea.hero, idea.text))
    return cycle.called && idea.hero.name === null ? { ...idea.hero, name: cycle.called } : idea.hero;
  const word = cycle.starts[0]!;
  return {
    name: nameOf(cycle, idea.text) ?? cycle.called ?? null,
    kind: kindOf(word) ?? thingKind(word),
    kindWord: word,
    pronoun: null,
    relation: null,
    adjectives: [],
    plural: false,
  };
}

export const lifeCycleTopic = (cycle: LifeCycle): Topic | null => topicById(cycle.topic);

/** The topic's facts in the order of the stages they belong to. */
export const lifeCycleFacts = (cycle: LifeCycle, topic: Topic): Fact[] =>
  cycle.stages.flatMap((stage) => factsOf(stage).flatMap((i) => (topic.facts[i] ? [topic.facts[i]] : [])));

/** A stage's facts: none, one, or two said one after the other ('The warm sun turns water into vapour... This is called evaporation'). */
const factsOf = (stage: Stage): readonly number[] =>
  stage.fact === undefined ? [] : typeof stage.fact === 'number' ? [stage.fact] : stage.fact;

/** One paragraph a stage: its first lines, its facts, and the rest. */
export const lifeCycleBeats = (cycle: LifeCycle): string[][] =>
  cycle.stages.map((stage, i) => [`lifeBefore${i}`, ...factsOf(stage).map(() => 'fact'), `lifeAfter${i}`]);

/** Titles from the hero and the change: 'Sprout Becomes a Butterfly'. */
export const lifeCycleTitles = (cycle: LifeCycle, name: string) => cycle.titles.map((t) => t.replace(/\{name\}/g, name));

/** Words of the stages ('caterpillar', 'chrysalis'): a paragraph that says one keeps to the story. */
export const lifeCycleWords = (plan: StoryPlan): string[] => (plan.lifeCycle ? [...plan.lifeCycle.words] : []);

export function lifeCycleSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const cycle = plan.lifeCycle;
  if (!cycle) return {};
  const slots: Record<string, string | null> = {};
  cycle.stages.forEach((stage, i) => {
    // ('Mother Duck the duck' says it twice: a name that says the kind is enough.)
    const named = plan.hero.name?.toLowerCase().endsWith(stage.is) ?? false;
    const said = named ? new RegExp(`\\{Hero\\} the ${stage.is}\\b`, 'g') : /(?!)/;
    for (const [side, parts] of [
      ['B', stage.before],
      ['A', stage.after],
    ] as const)
      parts.forEach((part, j) => {
        slots[`life${side}${i}x${j}`] = (rng.pick(part) || null)?.replace(said, '{Hero}') ?? null;
      });
  });
  return slots;
}
