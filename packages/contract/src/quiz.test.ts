import { describe, expect, it } from 'vitest';
import { parseGeneratedQuiz, saveQuestion } from './quiz.js';

const item = { question: 'Where do mummies rest?', options: ['Tombs', 'Boats', 'Trees', 'Clouds'], answer: 'Tombs' };

describe('parseGeneratedQuiz', () => {
  it('reads a list of questions', () => {
    expect(parseGeneratedQuiz(JSON.stringify([item]))).toEqual([item]);
  });

  it('gives an empty list for unparsable text (SPEC §8)', () => {
    expect(parseGeneratedQuiz('not json')).toEqual([]);
    expect(parseGeneratedQuiz('{"question":"x"}')).toEqual([]);
  });

  it('drops items whose answer is not an option', () => {
    const bad = { ...item, answer: 'Pyramids' };
    expect(parseGeneratedQuiz(JSON.stringify([bad, item]))).toEqual([item]);
  });
});

describe('saveQuestion body', () => {
  const body = { storyId: 'story1', ...item };

  it('accepts a question whose answer is one of its options', () => {
    expect(saveQuestion.body.parse(body)).toEqual(body);
  });

  it('refuses an answer that is not an option, naming answer', () => {
    const result = saveQuestion.body.safeParse({ ...body, answer: 'Pyramids' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['answer']]);
  });

  it('refuses more than four options', () => {
    expect(saveQuestion.body.safeParse({ ...body, options: [...item.options, 'Caves'] }).success).toBe(false);
  });
});

describe('saveQuestion options', () => {
  it('refuses two options that read the same, naming options', () => {
    const result = saveQuestion.body.safeParse({
      storyId: 'story1',
      question: 'Who?',
      options: ['Maya', 'maya', 'Leo', 'Sam'],
      answer: 'Maya',
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['options']]);
  });
});
