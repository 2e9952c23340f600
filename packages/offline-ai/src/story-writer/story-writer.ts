/**
 * The offline story writer (DESIGN, AI layer): no network, no model download, and the same idea
 * and seed always give the same story. The idea is understood (language/), facts and key terms are
 * read off reference pages (ocr, page-text), a plan is made (plan), written out along its plot shape
 * (compose) and named (title-tags). Choices come from a PRNG seeded by the seed and the idea's text.
 */
import { understandIdea, type IdeaUnderstanding } from '../language/index.js';
import type { StoryIdea, StoryWriter, WrittenStory } from '../types.js';
import { composeStory } from './compose.js';
import { mischiefOf } from './mischief.js';
import { factsFromText, keyTerms } from './page-text.js';
import { readImageTexts } from './ocr.js';
import { ideaAsTold, makePlan, type StoryPlan } from './plan.js';
import { createRandom, hashString } from '../seeded.js';
import { readability, sentencesOf } from './readability.js';
import { kindInEveryParagraph } from './refer.js';
import { makeTags, makeTitle } from './title-tags.js';

/** Flesch-Kincaid grade a story for ages 4 to 8 should stay within. */
export const MAX_GRADE = 3.5;
/** A telling that reads above this is told again in easier lines: stories land within MAX_GRADE with room to spare. */
const TARGET_GRADE = 3.35;
const MAX_TELLINGS = 10;
/** Share of the first telling's sentences a shorter telling must keep. */
const MIN_KEPT = 0.85;
/** Longest sentence allowed in each telling: a story that reads too hard is told again in shorter sentences. */
const TELLING_WORDS = [15, 15, 13, 12, 11, 10, 10, 9, 9, 9];

const tidyPrompt = (prompt: string) => prompt.replace(/\s+/g, ' ').trim();

type IdeaText = Pick<StoryIdea, 'prompt' | 'paragraphs' | 'seed' | 'heroName'>;

/** The idea as the story is planned from it: a chosen child (heroName) leads. */
const understand = (idea: Pick<StoryIdea, 'prompt' | 'heroName'>): IdeaUnderstanding =>
  understandIdea(tidyPrompt(idea.prompt), idea.heroName ? { hero: { name: idea.heroName } } : {});

/** What a reference page gives a story: its facts and its key terms. */
export interface PageKnowledge {
  facts: string[];
  terms: string[];
}

export async function readPages(images: readonly Buffer[], topicWords: readonly string[] = []): Promise<PageKnowledge> {
  if (images.length === 0) return { facts: [], terms: [] };
  const text = (await readImageTexts(images)).join('\n\n');
  return { facts: factsFromText(text, topicWords, 4), terms: keyTerms(text, 6) };
}

export interface DetailedStory extends WrittenStory {
  plan: StoryPlan;
  idea: IdeaUnderstanding;
  /** Paragraph index of each fact woven in. */
  factParagraphs: number[];
}

/**
 * The story for an idea and what its reference pages say; pure and synchronous. `understanding`:
 * the idea already understood (the NLP pass is the costliest step before planning), else read here.
 */
export function writeStoryDetailed(
  idea: IdeaText,
  page: PageKnowledge = { facts: [], terms: [] },
  understanding: IdeaUnderstanding = understand(idea),
): DetailedStory {
  const prompt = tidyPrompt(idea.prompt);
  const rng = createRandom(hashString(`${idea.seed >>> 0}|${prompt.toLowerCase()}`));
  const told = ideaAsTold(understanding);
  const plan = makePlan(told, page.facts, page.terms, rng.fork('plan'));
  // A pet's mischief the idea names ('the dog keeps stealing socks') is seen, then found out.
  const mischief = mischiefOf(understanding.text, plan);
  // Up to eight tellings; the first that reads at grade 3.5 or below (else the easiest) is kept. A
  // telling that lost facts or much of the story to its shorter sentences does not count.
  let best: { paragraphs: string[]; factParagraphs: number[]; grade: number; sentences: number } | null = null;
  let first: { facts: number; sentences: number } | null = null;
  // Each new telling leans more on the easier of the lines that fit, so variety is kept where it reads easily.
  for (let attempt = 0; attempt < MAX_TELLINGS && (!best || best.grade > TARGET_GRADE); attempt += 1) {
    const telling = composeStory(
      plan,
      rng.fork(attempt === 0 ? 'paragraphs' : `paragraphs:${attempt}`),
      Math.min(8, attempt + 1),
      TELLING_WORDS[attempt],
      mischief,
    );
    const { grade, sentences } = readability(telling.paragraphs);
    first ??= { facts: telling.factParagraphs.length, sentences };
    const whole = telling.factParagraphs.length >= first.facts && sentences >= first.sentences * MIN_KEPT;
    if (!best || (whole && grade < best.grade)) best = { ...telling, grade, sentences };
  }
  const { paragraphs, factParagraphs } = best!;
  const fitted = fitCount(paragraphs, Math.max(1, Math.floor(idea.paragraphs)));
  return {
    title: makeTitle(plan, rng.fork('title')),
    tags: makeTags(plan),
    // Each told paragraph already says what the hero is (composeStory); a half split off one may not.
    paragraphs: fitted.length > paragraphs.length ? kindInEveryParagraph(fitted, plan) : fitted,
    plan,
    idea: told,
    factParagraphs,
  };
}

export function writeStory(idea: IdeaText, page?: PageKnowledge, understanding?: IdeaUnderstanding): WrittenStory {
  const { title, tags, paragraphs } = writeStoryDetailed(idea, page, understanding);
  return { title, tags, paragraphs };
}

/** Six planned paragraphs to the count asked for: fewer are merged from the middle, more are split at a sentence. */
function fitCount(paragraphs: string[], count: number): string[] {
  const out = [...paragraphs];
  while (out.length > count) {
    const at = Math.max(1, Math.floor(out.length / 2) - 1);
    out.splice(at, 2, `${out[at]} ${out[at + 1]}`);
  }
  while (out.length < count) {
    const longest = out.reduce((best, p, i) => (p.length > out[best]!.length ? i : best), 0);
    // Split where a sentence ends, never between speech and its 'called Splash'.
    const sentences = sentencesOf(out[longest]!);
    if (sentences.length < 2) break;
    const half = Math.ceil(sentences.length / 2);
    out.splice(longest, 1, sentences.slice(0, half).join(' '), sentences.slice(half).join(' '));
  }
  return out;
}

export function createOfflineStoryWriter(): StoryWriter {
  return {
    async write(idea: StoryIdea): Promise<WrittenStory> {
      // Understood once: the same reading picks the page's facts and plans the story.
      const understanding = understand(idea);
      const topicWords = [...(understanding.topic?.words ?? []), ...(understanding.wanted ? [understanding.wanted.noun] : [])];
      const page = await readPages(idea.referenceImages, topicWords);
      return writeStory(idea, page, understanding);
    },
  };
}
