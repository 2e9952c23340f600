import { describe, expect, it } from 'vitest';
import { childQuestion } from './question.js';

describe('childQuestion', () => {
  it.each([
    ['learn how the water cycle works', 'How does the water cycle work?'],
    ['find out where the puddles go', 'Where do the puddles go?'],
    ['find out what a magnet can pick up', 'What can a magnet pick up?'],
    ['find out why the moon changes shape', 'Why does the moon change shape?'],
    ['find out how bread is made', 'How is bread made?'],
    ['learn how rain is made', 'How is rain made?'],
    ['find out why we have seasons', 'Why do we have seasons?'],
    ['find out how children lived in ancient Rome', 'How did children live in ancient Rome?'],
    ['find out whose sunflower is the tallest', 'Whose sunflower is the tallest?'],
    ['find out how bees and flowers work', 'How do bees and flowers work?'],
    ['learn how plants make their food', 'How do plants make their food?'],
    ['find out what makes a rainbow', 'What makes a rainbow?'],
  ])('%s -> %s', (phrase, question) => {
    expect(childQuestion(phrase)).toBe(question);
  });

  it('asks nothing of a wish that is no question', () => {
    expect(childQuestion('learn about volcanoes')).toBeNull();
    expect(childQuestion('build a model longship')).toBeNull();
  });
});
