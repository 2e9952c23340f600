/**
 * Measures stories written from the evaluation ideas: coverage of the hero and the goal, facts and
 * key terms used, reading level, dialogue, species and name fidelity, contradictions found by the
 * checker, time per story, and how much sentences repeat across stories (exactly and with names
 * masked). Used by `npm run eval:stories` (all ideas) and by the CI test (a subset).
 */
import { checkStory, type StoryCheck } from '../src/story-writer/check.js';
import { goalWords } from '../src/story-writer/compose.js';
import { sentencesOf } from '../src/story-writer/readability.js';
import { writeStoryDetailed, type DetailedStory, type PageKnowledge } from '../src/story-writer/story-writer.js';
import type { EvalIdea } from './ideas.js';

export interface IdeaResult {
  idea: EvalIdea;
  story: DetailedStory;
  check: StoryCheck;
  /** Facts of the plan that made it into the text, and in how many paragraphs. */
  factsUsed: number;
  factParagraphs: number;
  /** Key terms expected (topic or page) and used. */
  termsExpected: string[];
  termsUsed: string[];
  /** Key terms of the reference page used (page ideas). */
  pageTermsUsed: number;
  /** The idea's names are all in the story, and the hero's in the title. */
  namesKept: boolean;
  /** The hero is the kind the idea says, in the plan and in the text. */
  speciesKept: boolean;
  ms: number;
}

export interface Repetition {
  sentences: number;
  /** Share of sentences whose text appears in more than one story. */
  recurring: number;
  /** The most stories any one sentence appears in. */
  maxStories: number;
  top: { sentence: string; stories: number }[];
}

export interface Summary {
  ideas: number;
  /** Share of ideas with hero and goal both in at least 5 of 6 paragraphs. */
  coverage: number;
  /** Share of educational ideas using at least 3 facts in 3 paragraphs and at least one key term. */
  teaching: number;
  /** Share of educational ideas with topic terms in the story. */
  terms: number;
  meanGrade: number;
  maxGrade: number;
  longestSentence: number;
  dialogue: number;
  species: number;
  names: number;
  contradictions: number;
  meanMs: number;
  maxMs: number;
  exact: Repetition;
  masked: Repetition;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function evaluateIdea(idea: EvalIdea, page: PageKnowledge | undefined, seed = 1): IdeaResult {
  const started = performance.now();
  const story = writeStoryDetailed({ prompt: idea.prompt, paragraphs: 6, seed }, page);
  const ms = performance.now() - started;
  const { plan } = story;
  const text = story.paragraphs.join('\n');
  // The idea's thing stands for the goal; a tool the story brought to find out with (a bucket for the salty sea) does not.
  const thingWord = plan.thing?.tool ? undefined : plan.thing?.noun.split(' ').at(-1);
  const check = checkStory(story, {
    hero: { name: plan.hero.name, kind: plan.hero.kind, pronoun: plan.hero.pronoun },
    others: [plan.friend, plan.guide].filter((p) => p !== null).map((p) => ({ name: p.name, kind: p.kind, pronoun: p.pronoun })),
    names: [story.idea.hero?.name, ...story.idea.companions.map((c) => c.name)].filter((n): n is string => Boolean(n)),
    goalWords: thingWord ? [thingWord] : goalWords(plan),
    goalPhrase: plan.goal.phrase,
    terms: plan.terms,
  });
  const factsUsed = plan.facts.filter((f) => text.includes(f.replace(/[.!]$/, '').split(' ').slice(0, 5).join(' '))).length;
  const ideaKind = story.idea.hero?.kind;
  return {
    idea,
    story,
    check,
    factsUsed,
    factParagraphs: new Set(story.factParagraphs).size,
    termsExpected: plan.terms,
    termsUsed: check.termsUsed,
    pageTermsUsed: (page?.terms ?? []).filter((t) => check.termsUsed.includes(t)).length,
    namesKept: check.missingNames.length === 0 && (!story.idea.hero?.name || story.title.includes(story.idea.hero.name)),
    speciesKept:
      check.speciesKept && (!ideaKind || ideaKind === plan.hero.kind || (ideaKind.word === 'child' && plan.hero.kind.human)),
    ms,
  };
}

function repetition(results: readonly IdeaResult[], mask: boolean): Repetition {
  const counts = new Map<string, Set<number>>();
  let total = 0;
  results.forEach((result, index) => {
    const { plan } = result.story;
    const names = [plan.hero.name, plan.friend?.name, plan.guide.name, ...result.story.idea.companions.map((c) => c.name)].filter(
      (n): n is string => Boolean(n),
    );
    for (const sentence of result.story.paragraphs.flatMap(sentencesOf)) {
      let key = sentence;
      if (mask) for (const name of names) key = key.replace(new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'gu'), 'NAME');
      total += 1;
      const stories = counts.get(key) ?? new Set<number>();
      stories.add(index);
      counts.set(key, stories);
    }
  });
  let recurringSentences = 0;
  for (const [, stories] of counts) if (stories.size > 1) recurringSentences += stories.size;
  const top = [...counts.entries()]
    .map(([sentence, stories]) => ({ sentence, stories: stories.size }))
    .filter((s) => s.stories > 1)
    .sort((a, b) => b.stories - a.stories)
    .slice(0, 40);
  return {
    sentences: total,
    recurring: recurringSentences / Math.max(1, total),
    maxStories: Math.max(1, ...top.map((t) => t.stories)),
    top,
  };
}

export function summarise(results: readonly IdeaResult[]): Summary {
  const educational = results.filter((r) => r.idea.educational);
  const share = (list: readonly IdeaResult[], test: (r: IdeaResult) => boolean) =>
    list.filter(test).length / Math.max(1, list.length);
  const grades = results.map((r) => r.check.readability.grade);
  return {
    ideas: results.length,
    coverage: share(results, (r) => r.check.heroParagraphs >= 5 && r.check.goalParagraphs >= 5),
    teaching: share(educational, (r) => r.factsUsed >= 3 && r.factParagraphs >= 3 && r.termsUsed.length >= 1),
    terms: share(educational, (r) => r.termsUsed.length >= Math.min(3, r.termsExpected.length) && r.termsUsed.length > 0),
    meanGrade: grades.reduce((a, b) => a + b, 0) / Math.max(1, grades.length),
    maxGrade: Math.max(...grades),
    longestSentence: Math.max(...results.map((r) => r.check.readability.longestSentence)),
    dialogue: share(results, (r) => r.check.readability.dialogue),
    species: share(results, (r) => r.speciesKept),
    names: share(results, (r) => r.namesKept),
    contradictions: results.reduce((sum, r) => sum + r.check.contradictions.length, 0),
    meanMs: results.reduce((sum, r) => sum + r.ms, 0) / Math.max(1, results.length),
    maxMs: Math.max(...results.map((r) => r.ms)),
    exact: repetition(results, false),
    masked: repetition(results, true),
  };
}
