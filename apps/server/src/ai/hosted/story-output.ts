import { PARAGRAPH_MAX_LENGTH, TAG_MAX_LENGTH, TITLE_MAX_LENGTH } from '@storybook/contract';
import { z } from 'zod';
import type { WrittenStory } from '../types.js';
import { UnusableAnswerError } from './retry.js';

const MIN_TAGS = 3;
const MAX_STORY_TAGS = 6;

/**
 * What the model is asked for. Deliberately loose (no counts, no lengths): strict JSON-schema modes
 * reject some keywords, and a story with seven paragraphs is better repaired than refused.
 */
export const storyAnswerSchema = z.object({
  title: z.string().describe('The story title, at most eight words'),
  tags: z.array(z.string()).describe('3 to 6 single-word topic tags, without "#"'),
  paragraphs: z.array(z.string()).describe('The paragraphs of the story, in reading order'),
});
export type StoryAnswer = z.infer<typeof storyAnswerSchema>;

/** What we hand on: the WrittenStory contract, checked (the model's answer is never trusted as is). */
const writtenStorySchema = z.object({
  title: z.string().min(1).max(TITLE_MAX_LENGTH),
  tags: z.array(z.string().min(1).max(TAG_MAX_LENGTH)).min(MIN_TAGS).max(MAX_STORY_TAGS),
  paragraphs: z.array(z.string().min(1).max(PARAGRAPH_MAX_LENGTH)),
});

const STOP_WORDS = new Set(
  'the and for with from into over under about after before their there this that what when where which while who whose'.split(
    ' ',
  ),
);

/**
 * Cleans the model's answer and makes it fit: '#' and wrapping quotes gone, tags deduplicated and
 * 3 to 6 (topped up from the title), exactly `count` paragraphs (extra ones merged into a neighbour,
 * missing ones split off long paragraphs at a sentence end). What cannot be repaired is unusable.
 */
export function fitStory(answer: StoryAnswer, count: number): WrittenStory {
  const title = clip(unwrap(answer.title.replace(/#/g, ' ')), TITLE_MAX_LENGTH);
  let paragraphs = answer.paragraphs
    .flatMap((p) => p.split(/\n\s*\n/))
    .map((p) => unwrap(p.replace(/^\s*(#+|paragraph\s+\d+\s*[:.-]|\d+\s*[.)])\s*/i, '')))
    .filter((p) => p.length > 0);
  paragraphs = fitParagraphCount(paragraphs, count);
  const story = { title, tags: fitTags(answer.tags, title), paragraphs };
  const checked = writtenStorySchema.safeParse(story);
  if (!checked.success || paragraphs.length !== count) {
    throw new UnusableAnswerError(`story does not fit: ${checked.error?.issues[0]?.message ?? 'paragraph count'}`);
  }
  return checked.data;
}

function fitTags(raw: string[], title: string): string[] {
  const tags: string[] = [];
  const add = (tag: string) => {
    const clean = unwrap(tag.replace(/#/g, ' '));
    if (clean.length === 0 || clean.length > TAG_MAX_LENGTH) return;
    if (!tags.some((t) => t.toLowerCase() === clean.toLowerCase())) tags.push(clean);
  };
  // A model sometimes puts every tag into one string: "#space #friends".
  for (const item of raw) for (const part of item.split(/[#,]/)) add(part);
  if (tags.length < MIN_TAGS) {
    const words = title.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [];
    for (const word of words) if (tags.length < MIN_TAGS && !STOP_WORDS.has(word)) add(word);
  }
  return tags.slice(0, MAX_STORY_TAGS);
}

function fitParagraphCount(paragraphs: string[], count: number): string[] {
  const result = [...paragraphs];
  while (result.length > count) {
    // Merge the shortest neighbouring pair: the story stays whole and the lengths stay even.
    let best = 0;
    for (let i = 1; i < result.length - 1; i += 1) {
      if (result[i]!.length + result[i + 1]!.length < result[best]!.length + result[best + 1]!.length) best = i;
    }
    result.splice(best, 2, `${result[best]} ${result[best + 1]}`);
  }
  while (result.length < count) {
    const longest = result.reduce((at, p, i) => (p.length > result[at]!.length ? i : at), 0);
    const halves = splitAtSentence(result[longest] ?? '');
    if (!halves) break;
    result.splice(longest, 1, ...halves);
  }
  return result;
}

/** Two halves cut at the sentence end nearest the middle, or null for a single sentence. */
function splitAtSentence(paragraph: string): [string, string] | null {
  const ends = [...paragraph.matchAll(/[.!?]["'”’)]*\s+(?=\S)/g)].map((m) => m.index + m[0].length);
  if (ends.length === 0) return null;
  const middle = paragraph.length / 2;
  const cut = ends.reduce((a, b) => (Math.abs(b - middle) < Math.abs(a - middle) ? b : a));
  return [paragraph.slice(0, cut).trim(), paragraph.slice(cut).trim()];
}

/** Trims, collapses spaces and removes quotes wrapped around the whole text (not dialogue inside it). */
function unwrap(text: string): string {
  let value = text.replace(/\s+/g, ' ').trim();
  for (;;) {
    const match = /^(["'“‘«*_])(.*)(["'”’»*_])$/s.exec(value);
    if (!match || !pairs(match[1]!, match[3]!) || /["“”]/.test(match[2]!)) return value;
    value = match[2]!.trim();
  }
}

function pairs(open: string, close: string): boolean {
  const closing: Record<string, string> = { '"': '"', "'": "'", '“': '”', '‘': '’', '«': '»', '*': '*', _: '_' };
  return closing[open] === close;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  return cut.length > 0 ? cut : text.slice(0, max);
}
