/**
 * The offline QuizMaker: multiple-choice questions a child of 4 to 8 can answer from the story they
 * have just read. Each question comes from one simple sentence of the story (who did something,
 * where, what, how many, what colour, who said what, who a character is); its answer is words of
 * the story and its wrong options are of the same kind. Same story -> same quiz.
 */
import { hashString, mulberry32 } from '../seeded.js';
import type { QuizMaker, QuizQuestion } from '../types.js';
import type { Candidate, StoryText } from './candidate.js';
import { findCast } from './cast.js';
import { answerPositions, chooseQuestions } from './choose.js';
import { countDeeds } from './clause.js';
import { characterQuestions } from './questions/character.js';
import { colourQuestions } from './questions/colour.js';
import { countQuestions } from './questions/count.js';
import { saidQuestions } from './questions/said.js';
import { whatQuestions } from './questions/what.js';
import { whereQuestions } from './questions/where.js';
import { whoQuestions } from './questions/who.js';
import { normalise, readSentences } from './sentences.js';

const FINDERS: ((story: StoryText) => Candidate[])[] = [
  whoQuestions,
  saidQuestions,
  characterQuestions,
  whereQuestions,
  colourQuestions,
  countQuestions,
  whatQuestions,
];

/** Stories longer than this are read only this far: a quiz needs a handful of good sentences. */
const MAX_TEXT_LENGTH = 20_000;

function readStory(paragraphs: readonly string[]): StoryText {
  const sentences = readSentences(paragraphs);
  const cast = findCast(sentences);
  const lower = normalise(paragraphs.join(' ')).toLowerCase();
  const words = new Set(sentences.flatMap((s) => s.tokens.flatMap((t) => [t.lower, t.root])));
  const american = /\b(?:mom|mommy|gray|color|favorite)\b/.test(lower);
  const story = { sentences, cast, lower, words, american };
  return { ...story, deeds: countDeeds(story) };
}

/** The quiz of a story: up to six questions, fewer (or none) when the story is short. */
export function makeQuiz(story: { title: string; paragraphs: readonly string[] }): QuizQuestion[] {
  let budget = MAX_TEXT_LENGTH;
  const paragraphs = story.paragraphs.flatMap((p) => {
    const text = p.slice(0, Math.max(0, budget)).trim();
    budget -= text.length;
    return text ? [text] : [];
  });
  if (paragraphs.length === 0) return [];
  const text = readStory(paragraphs);
  const random = mulberry32(hashString(text.lower));
  const chosen = chooseQuestions(
    FINDERS.flatMap((find) => find(text)),
    text.lower,
    random,
  );
  const positions = answerPositions(chosen.length, random);
  return chosen.map(({ candidate, wrong }, i) => {
    const options = [...wrong];
    options.splice(positions[i]!, 0, candidate.answer);
    return { question: candidate.question, options, answer: candidate.answer };
  });
}

export function createOfflineQuizMaker(): QuizMaker {
  return {
    makeQuiz: async (story) => makeQuiz(story),
  };
}
