/**
 * The knowledge base (120 topics from early-years and primary curricula) and how an idea finds its
 * topic: trigger words and phrases in the idea, weighted by where they appear (the idea's own topic
 * phrase counts most), plus the topic of a named place (Egypt -> ancient Egypt).
 */
import { registerNouns, type IdeaUnderstanding } from '../../language/index.js';
import { FEELINGS } from './feelings.js';
import { GEOGRAPHY } from './geography.js';
import { HEALTH } from './health.js';
import { HISTORY } from './history.js';
import { MATHS } from './maths.js';
import { NATURE } from './nature.js';
import { SCIENCE } from './science.js';
import { WONDERS } from './wonders.js';
import type { Topic } from './types.js';

export type { Fact, Topic } from './types.js';

export const TOPICS: readonly Topic[] = [
  ...SCIENCE,
  ...NATURE,
  ...MATHS,
  ...HISTORY,
  ...GEOGRAPHY,
  ...HEALTH,
  ...FEELINGS,
  ...WONDERS,
];

registerNouns(TOPICS.flatMap((t) => [...t.triggers, ...t.terms]));

/** Whose a thing is says nothing of the topic: 'wash our hands' asks what 'wash hands' asks. */
const OWNERS = /(?<= )(?:my|our|your|his|her|their|its) /g;

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `.replace(OWNERS, '');

/** Each topic's triggers read as an idea is read ('shed their skin' -> 'shed skin'), once. */
const TRIGGERS = new Map(TOPICS.map((t) => [t, t.triggers.map((trigger) => words(trigger).trim())]));

/** Triggers of more than one word, with their topic. */
const PHRASES = TOPICS.flatMap((topic) =>
  TRIGGERS.get(topic)!
    .filter((t) => t.includes(' '))
    .map((trigger) => ({ topic, trigger })),
);

/**
 * A trigger found in a text, unless only as part of another topic's longer trigger found there:
 * 'sun cream' asks about keeping safe in the sun, not about the sun; 'food chain' is no lesson on food.
 */
function found(topic: Topic, trigger: string, text: string, context = text): boolean {
  if (!text.includes(` ${trigger} `)) return false;
  let rest = context;
  for (const phrase of PHRASES)
    if (
      phrase.topic !== topic &&
      phrase.trigger.length > trigger.length &&
      ` ${phrase.trigger} `.includes(` ${trigger} `) &&
      rest.includes(` ${phrase.trigger} `)
    )
      rest = rest.split(` ${phrase.trigger} `).join(' | ');
  return rest.includes(` ${trigger} `);
}

/** How strongly a text asks for a topic: each trigger found counts, a longer trigger more. */
function score(topic: Topic, text: string, context = text): number {
  let total = 0;
  for (const trigger of TRIGGERS.get(topic)!) {
    if (found(topic, trigger, text, context)) total += trigger.includes(' ') ? 2 : 1;
  }
  return total;
}

export interface TopicMatch {
  topic: Topic;
  score: number;
}

/** The topic of this id (a telling that teaches its own: counting, a life cycle). */
export const topicById = (id: string): Topic | null => TOPICS.find((t) => t.id === id) ?? null;

/**
 * Topics an idea is about, best first: a question's subject weighs four, its topic phrase three, its goal two, the rest one.
 * A question is about its subject, else its verb ('Why do cats purr?' is about cats, 'Why do we sneeze?' about
 * sneezing): when a topic knows either, a topic that only shares another word ('breathe' for air and wind, for
 * 'How do fish breathe under water?') is left out.
 */
export function findTopics(idea: IdeaUnderstanding): TopicMatch[] {
  const matches = scoreTopics(idea);
  // ('Why do cats purr?' asks about the purr: a topic that knows the subject doing it, 'cats purr', wins over cats.)
  const { subject, verb } = idea.topic ?? {};
  const doing = subject && verb ? subject.flatMap((s) => verb.map((v) => words(`${s} ${v}`))) : [];
  const both = matches.filter((m) => TRIGGERS.get(m.topic)!.some((t) => t.includes(' ') && doing.includes(` ${t} `)));
  if (both.length > 0) return both;
  const subjectText = idea.topic?.subject ? words(idea.topic.subject.join(' ')) : '';
  const verbText = idea.topic?.verb ? words(idea.topic.verb.join(' ')) : '';
  // Read within the whole question: 'need sun' of 'need sun cream' is no question about the sun.
  const question = words(`${subjectText} ${verbText}`);
  for (const text of [subjectText, verbText]) {
    const asked = text ? matches.filter((m) => score(m.topic, text, question) > 0) : [];
    if (asked.length > 0) return asked;
  }
  return matches;
}

/**
 * The idea's text without the words that call one of the family ('Where is Mummy?', 'Daddy and Leo'):
 * Mummy is a mother, not a topic on Egypt (the pyramids or 'the mummies' of an idea still are).
 */
function withoutFamily(idea: IdeaUnderstanding, text: string): string {
  let rest = text;
  for (const c of [idea.hero, ...idea.companions])
    if (c?.kind.group === 'family') for (const word of [c.name, c.kindWord]) if (word) rest = rest.split(words(word)).join(' ');
  return rest;
}

function scoreTopics(idea: IdeaUnderstanding): TopicMatch[] {
  const all = withoutFamily(idea, words(idea.text));
  const topicText = idea.topic ? withoutFamily(idea, words(`${idea.topic.phrase} ${idea.topic.words.join(' ')}`)) : '';
  const goalText = idea.goal ? withoutFamily(idea, words(`${idea.goal.phrase} ${idea.goal.object?.noun ?? ''}`)) : '';
  const heroKind = idea.hero?.kind && !idea.hero.kind.human ? words(idea.hero.kind.word) : '';
  // 'How do plants drink water?' is about plants: what a question asks about weighs most.
  const subjectText = idea.topic?.subject ? words(idea.topic.subject.join(' ')) : '';
  const placeTopics = new Set(idea.places.map((p) => p.named?.topic).filter(Boolean));
  const matches: TopicMatch[] = [];
  for (const topic of TOPICS) {
    const points =
      3 * score(topic, topicText) +
      4 * score(topic, subjectText) +
      2 * score(topic, goalText) +
      score(topic, all) +
      score(topic, heroKind) +
      (placeTopics.has(topic.id) ? 3 : 0);
    if (points > 0) matches.push({ topic, score: points });
  }
  return matches.sort((a, b) => b.score - a.score);
}
