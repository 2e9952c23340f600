/** What every question finder proposes; the quiz maker chooses among them. */
import type { Cast } from './cast.js';
import type { Sentence, Token } from './sentences.js';
import { escapeRegExp } from '../reg-exp.js';

export type QuestionType = 'who' | 'said' | 'name' | 'animal' | 'where' | 'colour' | 'count' | 'what';

export interface Candidate {
  type: QuestionType;
  question: string;
  /** The correct option, as the story writes it (capitalised). */
  answer: string;
  /**
   * Wrong options of the answer's kind: `near` ones (from the story itself) come first, then
   * `far` ones (from curated lists). None of them is also a right answer.
   */
  near: string[];
  far: string[];
  /** What the question is about ('character:nutmeg'): two questions never share it. */
  about: string;
  /** The sentence it comes from, for story order. */
  sentence: number;
  /** How good a question of this kind usually is; ties are broken by the story's seed. */
  weight: number;
}

/** What the finders read: the story's sentences, its characters, and its words for look-ups. */
export interface StoryText {
  sentences: Sentence[];
  cast: Cast;
  /** The whole text, normalised and lower-cased: an option must not be in it unless it is right. */
  lower: string;
  /** Every word and its dictionary form, lower-cased. */
  words: ReadonlySet<string>;
  /** The story writes 'Mom' or 'gray': options follow its spelling. */
  american: boolean;
  /**
   * How often each subject does each thing ('maya:find' -> 2): "What did Maya find?" has one
   * answer only when she finds one thing in the whole story.
   */
  deeds: ReadonlyMap<string, number>;
}

/** The words of `tokens` as written, inner punctuation kept, the sentence's end dropped. */
export function phrase(tokens: readonly Token[]): string {
  return (
    tokens
      .map((token, i) => {
        const last = i === tokens.length - 1;
        const post = last ? token.post.replace(/[.!?,;:"]+$/, '') : token.post;
        return `${i === 0 ? '' : token.pre}${token.text}${post}`;
      })
      .join(' ')
      // compromise splits 'star-shaped' into 'star-' and 'shaped'.
      .replace(/- /g, '-')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A word (or its plural) appears in the story: such a word never makes a wrong option. */
export function inStory(story: StoryText, word: string): boolean {
  const lower = word.toLowerCase();
  return (
    story.words.has(lower) ||
    story.words.has(`${lower}s`) ||
    story.words.has(`${lower}es`) ||
    new RegExp(`\\b${escapeRegExp(lower)}\\b`).test(story.lower)
  );
}
