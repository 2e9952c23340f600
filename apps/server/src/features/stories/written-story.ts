import { PARAGRAPH_MAX_LENGTH, TITLE_MAX_LENGTH } from '@storybook/contract';
import type { WrittenStory } from '../../ai/types.js';
import { invalidOutput } from '../../ai/call-ai.js';

/** Surrounding quotes a model likes to put on a title (SPEC §5 strips them). */
const SURROUNDING_QUOTES = /^["'“”‘’«»\s]+|["'“”‘’«»\s]+$/g;

export function cleanTitle(title: string): string {
  return title.replace(SURROUNDING_QUOTES, '').slice(0, TITLE_MAX_LENGTH).trim();
}

/**
 * A writer's story made safe to answer and to save later: a title without quotes, the non-blank
 * paragraphs within the contract's limits, and tags as single words without '#'. Throws (-> 502)
 * when nothing usable is left.
 */
export function tidyStory(story: WrittenStory, paragraphs: number): WrittenStory {
  const title = cleanTitle(story.title);
  const lines = story.paragraphs
    .map((paragraph) => paragraph.trim().slice(0, PARAGRAPH_MAX_LENGTH))
    .filter(Boolean)
    .slice(0, paragraphs);
  const tags = [...new Set(story.tags.map((tag) => tag.replace(/[#\s]+/g, '')).filter(Boolean))];
  if (!title || lines.length === 0) throw invalidOutput('the story came back without a title or text');
  return { title, tags, paragraphs: lines };
}

/** Current version: one string of '#'-separated tags, e.g. '#egypt#mummies#travel'. */
export function hashTags(tags: string[]): string {
  return tags.map((tag) => `#${tag}`).join('');
}

/** First version: one space-separated string of tags, e.g. 'egypt mummies travel'. */
export function spacedTags(tags: string[]): string {
  return tags.join(' ');
}

/**
 * First version: `content` is a list of lines in which every second entry is a paragraph (the
 * client pairs content[0], content[2], … with images[0], images[1], …; SPEC §3).
 */
export function firstVersionLines(paragraphs: string[]): string[] {
  return paragraphs.flatMap((paragraph, index) => (index === 0 ? [paragraph] : ['', paragraph]));
}
