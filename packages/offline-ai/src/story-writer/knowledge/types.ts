/**
 * The knowledge base: curriculum topics for ages 4 to 8, each with true facts in a young child's
 * words, its key terms, and how a story can meet it (where, with whom, wanting what).
 */
import type { SettingId } from '../../language/index.js';

type Area = 'science' | 'nature' | 'maths' | 'history' | 'geography' | 'health' | 'feelings';

export interface Fact {
  /** A whole sentence, present tense, at most about 14 words: 'Warm sunshine turns puddle water into vapour.' */
  text: string;
  /** What the characters can do or see that shows it, past-tense verb phrase: 'watched a puddle shrink in the sun'. */
  see?: string;
  /** What is seen of it where the topic itself is, for a story told there (out in space, from the rocket), where
   * `see`, a sight had at home or at school (a lamp, a telescope), does not fit. */
  seeThere?: string;
}

export interface Topic {
  /** 'water-cycle'. */
  id: string;
  /** As a story names it: 'the water cycle'. */
  title: string;
  area: Area;
  /** Words and phrases of an idea that ask for it (lower case; singular or as written). */
  triggers: readonly string[];
  /** Key terms a story about it should use (lower case): 'evaporation', 'cloud'. */
  terms: readonly string[];
  /** At least four facts; a story uses three or more. */
  facts: readonly Fact[];
  /** Where a story about it happens when the idea does not say. */
  setting: SettingId;
  /** What a hero wants when the idea does not say, bare infinitive: 'find out where the puddles go'. */
  goal: string;
  /** The thing the story turns around: 'puddle'. */
  object: string;
  /**
   * What is done with the object when it is a tool to find out with (past tense, {thing} for it): 'filled {thing} with
   * food of every colour, like a rainbow', 'sorted the bottles and paper into {thing}'. Two ways, each said once: the
   * lunchbox is filled, never 'used to find out more' or 'had a go with'.
   */
  uses?: readonly [string, string];
  /** Who explains it best (a kind word): 'teacher', 'grandpa', 'owl'. */
  guide: string;
  /** A one-word tag: 'science', 'weather'. */
  tag: string;
}
