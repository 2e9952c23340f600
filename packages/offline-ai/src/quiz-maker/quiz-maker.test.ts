import { generatedQuizItemSchema } from '@storybook/contract';
import { describe, expect, it } from 'vitest';
import { QUIZ_STORIES, WRITTEN_STORIES, type QuizStory } from '../testing/quiz-stories.js';
import type { QuizQuestion } from '../types.js';
import { CITIES, COUNTRIES, namedPlace } from '../language/places.js';
import { ANIMALS } from './lexicon/animals.js';
import { COLOURS } from './lexicon/colours.js';
import { countValue } from './lexicon/numbers.js';
import { createOfflineQuizMaker, makeQuiz } from './quiz-maker.js';

const ALL_STORIES = [...QUIZ_STORIES, ...WRITTEN_STORIES];
const quizzes = ALL_STORIES.map((story) => ({ story, quiz: makeQuiz(story) }));

/** The story's text as a reader sees it: one spacing, straight quotes, any case. */
const storyText = (story: QuizStory) =>
  story.paragraphs
    .join(' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();

const byQuestion = (prefix: string) => quizzes.flatMap(({ quiz }) => quiz.filter((q) => q.question.startsWith(prefix)));

describe('offline quiz maker over the story corpus', () => {
  it('has at least twenty varied stories to read', () => {
    expect(ALL_STORIES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ALL_STORIES.map((s) => s.title)).size).toBe(ALL_STORIES.length);
  });

  it.each(quizzes.map(({ story, quiz }) => [story.title, story, quiz] as const))(
    '%s: four distinct options, the answer among them and written in the story',
    (_title, story, quiz) => {
      expect(quiz.length).toBeLessThanOrEqual(6);
      for (const item of quiz) {
        expect(item.options).toHaveLength(4);
        expect(new Set(item.options.map((o) => o.toLowerCase())).size).toBe(4);
        expect(item.options).toContain(item.answer);
        expect(storyText(story)).toContain(item.answer.toLowerCase());
        expect(item.question).toMatch(/^(?:Who|What|Where|How many)\b.*\?$|^Who asked ".*\?"$/);
        expect(generatedQuizItemSchema.safeParse(item).success).toBe(true);
      }
      expect(new Set(quiz.map((q) => q.question)).size).toBe(quiz.length);
    },
  );

  it('never offers a wrong option that the story also says (other than its own characters)', () => {
    for (const { story, quiz } of quizzes) {
      for (const item of quiz.filter((q) => !/^(?:Who|What was the name)/.test(q.question))) {
        for (const option of item.options.filter((o) => o !== item.answer)) {
          const word = new RegExp(`\\b${option.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
          expect(storyText(story), `${item.question} / ${option}`).not.toMatch(word);
        }
      }
    }
  });

  it('makes 4 to 6 questions from every six-paragraph story the offline writer wrote', () => {
    for (const story of WRITTEN_STORIES) expect(makeQuiz(story).length, story.title).toBeGreaterThanOrEqual(4);
  });

  it('makes 4 to 6 questions from most hand-written six-paragraph stories, never none', () => {
    const long = quizzes.filter(({ story }) => story.paragraphs.length === 6 && QUIZ_STORIES.includes(story));
    const counts = long.map(({ quiz }) => quiz.length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
    expect(counts.filter((n) => n >= 4).length).toBeGreaterThanOrEqual(long.length - 3);
  });

  it('keeps options of one kind: colours, counts, animals, places after one preposition, names', () => {
    const colours = new Set<string>(COLOURS);
    for (const item of byQuestion('What colour')) expect(item.options.every((o) => colours.has(o.toLowerCase()))).toBe(true);
    for (const item of byQuestion('How many'))
      expect(item.options.every((o) => countValue(o.toLowerCase()) !== undefined)).toBe(true);
    for (const item of byQuestion('What kind of animal'))
      expect(
        item.options.every((o) => ANIMALS.has(o.toLowerCase())),
        item.options.join(),
      ).toBe(true);
    for (const item of byQuestion('Where')) {
      const prepositions = new Set(item.options.map((o) => o.split(' ')[0]));
      expect(prepositions.size, item.options.join()).toBe(1);
    }
    const names = [...byQuestion('Who'), ...byQuestion('What was the name')];
    for (const item of names) {
      const animals = item.options.every((o) => o.startsWith('The '));
      const people = item.options.every((o) => /^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/.test(o));
      expect(animals || people, item.options.join()).toBe(true);
    }
    // Every kind of question shows up somewhere in the corpus.
    for (const prefix of [
      'What colour',
      'How many',
      'What kind of animal',
      'Where',
      'Who said',
      'What was the name',
      'What did',
    ]) {
      expect(byQuestion(prefix).length, prefix).toBeGreaterThan(0);
    }
  });

  it('moves the right answer around, and the same story always gives the same quiz', async () => {
    const positions = quizzes.flatMap(({ quiz }) => quiz.map((q) => q.options.indexOf(q.answer)));
    expect(new Set(positions)).toEqual(new Set([0, 1, 2, 3]));
    for (const { quiz } of quizzes.filter(({ quiz }) => quiz.length >= 4)) {
      expect(new Set(quiz.map((q) => q.options.indexOf(q.answer))).size).toBeGreaterThanOrEqual(3);
    }
    const story = QUIZ_STORIES[0]!;
    expect(await createOfflineQuizMaker().makeQuiz(story)).toEqual(makeQuiz(story));
  });
});

describe('questions a child can read', () => {
  const quizOf = (title: string): QuizQuestion[] => quizzes.find(({ story }) => story.title === title)!.quiz;
  const ask = (title: string, question: string) => quizOf(title).find((q) => q.question === question);

  it('asks who helped, where someone slept, what a character was and who said what', () => {
    // (In the whole kite story, six other questions come first: what Grandpa Joe lifted down with his stick.)
    const kite = QUIZ_STORIES.find((s) => s.title === 'Mia and the Runaway Kite')!;
    const helped = makeQuiz({ title: kite.title, paragraphs: kite.paragraphs.slice(3, 5) });
    expect(helped.find((q) => q.question === 'Who helped Mia find the kite?')?.answer).toBe('Grandpa Joe');
    expect(ask('Where the Snail Slept', 'Where did the snail sleep?')?.answer).toBe('Under a big green leaf');
    expect(ask('Kai and the Golden Shell', 'What kind of animal was Splash?')?.answer).toBe('Dolphin');
    expect(ask('Captain Zoe and the Moon Robot', 'How many sparkly rocks did Bolt find?')?.answer).toBe('Six');
    expect(ask("Leo's Starry Trip", 'Who said "Follow me"?')?.answer).toBe('Nutmeg');
    expect(ask('Aunt Rosa in Paris', 'Where did Lucy and Aunt Rosa fly?')?.options.every((o) => o.startsWith('To '))).toBe(true);
  });

  it('knows the countries and cities the story writer pictures, and offers others of the same sort', () => {
    const paris = QUIZ_STORIES.find((s) => s.title === 'Aunt Rosa in Paris')!;
    for (const [place, others] of [
      ['Holland', COUNTRIES],
      ['New York', CITIES],
    ] as const) {
      expect(namedPlace(place.toLowerCase())).not.toBeNull();
      const quiz = makeQuiz({ title: paris.title, paragraphs: paris.paragraphs.map((p) => p.replaceAll('Paris', place)) });
      const where = quiz.find((q) => q.question === 'Where did Lucy and Aunt Rosa fly?');
      expect(where?.answer).toBe(`To ${place}`);
      expect(where?.options.every((o) => (others as readonly string[]).includes(o.slice('To '.length)))).toBe(true);
    }
  });

  it('never asks about the family word with another spelling of it beside it', () => {
    const item = ask('The Gray Kitten', 'Who wrapped the kitten in a soft blue towel?')!;
    expect(item.answer).toBe('Mom');
    expect(item.options).not.toContain('Mum');
  });
});

describe('short and unusable text', () => {
  it('gives fewer questions for a short story, and none rather than a nonsense one', () => {
    expect(makeQuiz({ title: 'Short', paragraphs: ['Sam ran.'] })).toEqual([]);
    const tiny = makeQuiz(QUIZ_STORIES.find((s) => s.title === 'A Tiny Tale')!);
    expect(tiny.length).toBeGreaterThan(0);
    expect(tiny.length).toBeLessThan(4);
  });

  it('gives an empty list for empty, pronoun-only or unreadable text', () => {
    expect(makeQuiz({ title: '', paragraphs: [] })).toEqual([]);
    expect(makeQuiz({ title: '', paragraphs: ['   ', ''] })).toEqual([]);
    expect(makeQuiz(QUIZ_STORIES.find((s) => s.title === 'He and She')!)).toEqual([]);
    expect(makeQuiz({ title: '???', paragraphs: ['12345 !!! ### ... ;;;', '{"question": 1}'] })).toEqual([]);
  });
});
