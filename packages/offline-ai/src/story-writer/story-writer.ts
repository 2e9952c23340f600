/**
 * The offline story writer (DESIGN, AI layer): no network, no model download, and the same idea
 * and seed always give the same story. The idea is read (extract), facts are read off reference
 * images (ocr, facts), a narrative plan is filled (plan), written out (compose) and named
 * (title-tags). Choices come from a PRNG seeded by the seed and the idea's text.
 */
import type { StoryIdea, StoryWriter, WrittenStory } from '../types.js';
import { composeParagraphs } from './compose.js';
import { analyseIdea, type IdeaAnalysis } from './extract.js';
import { factsFromText } from './facts.js';
import { readImageTexts } from './ocr.js';
import { makePlan } from './plan.js';
import { createRng, hashString } from './prng.js';
import { makeTags, makeTitle } from './title-tags.js';

const MAX_IMAGE_FACTS = 3;

const tidyPrompt = (prompt: string) => prompt.replace(/\s+/g, ' ').trim();

/** Fact clauses read off the reference images, about the idea's topics first. */
async function imageFacts(images: readonly Buffer[], topics: readonly string[]): Promise<string[]> {
  if (images.length === 0) return [];
  const texts = await readImageTexts(images);
  return factsFromText(texts.join('\n\n'), topics, MAX_IMAGE_FACTS);
}

/** The story for an idea and the facts read from its images; pure and synchronous. */
export function writeStory(
  idea: Pick<StoryIdea, 'prompt' | 'paragraphs' | 'seed'>,
  facts: readonly string[] = [],
  analysis: IdeaAnalysis = analyseIdea(tidyPrompt(idea.prompt)),
): WrittenStory {
  const rng = createRng(hashString(`${idea.seed >>> 0}|${tidyPrompt(idea.prompt).toLowerCase()}`));
  const plan = makePlan(analysis, facts, rng.fork('plan'));
  return {
    title: makeTitle(plan, rng.fork('title')),
    tags: makeTags(plan),
    paragraphs: composeParagraphs(plan, Math.max(1, Math.floor(idea.paragraphs)), rng.fork('paragraphs')),
  };
}

export function createOfflineStoryWriter(): StoryWriter {
  return {
    async write(idea: StoryIdea): Promise<WrittenStory> {
      const analysis = analyseIdea(tidyPrompt(idea.prompt));
      const facts = await imageFacts(idea.referenceImages, [...analysis.topicWords, ...analysis.topics]);
      return writeStory(idea, facts, analysis);
    },
  };
}
