import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

/** Silly weather: the idea, what falls, and words its story must keep to. */
const IDEAS: readonly [string, string][] = [
  ['The day it rained sweets', 'sweets'],
  ['When it snowed in summer', 'snow'],
  ['A day the sky rained frogs', 'frogs'],
];

describe('silly weather', () => {
  it.each(IDEAS)('%s: the weather is the wonder, what is done with it, its trouble, and it stops', (prompt, noun) => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = story.paragraphs.join(' ');
      expect(story.plan.sillyWeather?.noun, prompt).toBe(noun);
      // A child of the town sees it; what falls is never the hero, and the sky is no place for the story.
      expect(story.plan.hero.kind.human, prompt).toBe(true);
      expect(story.plan.setting).not.toBe('sky');
      for (const paragraph of story.paragraphs) {
        expect(paragraph, `${prompt} [${seed}]`).toMatch(new RegExp(`\\b${story.plan.hero.name}\\b|\\b(?:She|He|They)\\b`));
        expect(paragraph).toMatch(new RegExp(noun === 'sweets' ? /sweet|jelly|toffee|lemon|teeth/.source : noun.slice(0, 4)));
      }
      expect(text).not.toMatch(/\b(?:explore|reach the top|big dream|seasons work|make friends)\b/i);
      // It stops, and bedtime comes.
      expect(story.paragraphs[4]).toMatch(/stopped|sun came|clouds|blue again|quiet|melt/);
      expect(story.paragraphs[5]).toMatch(/night|bedtime/i);
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('keeps real rain and a wish of its own as they were', () => {
    expect(writeStoryDetailed({ prompt: 'A rainy day at home', paragraphs: 6, seed: 1 }).plan.sillyWeather).toBeUndefined();
    expect(
      writeStoryDetailed({ prompt: 'The day it snowed in the jungle', paragraphs: 6, seed: 1 }).plan.sillyWeather,
    ).toBeUndefined();
  });
});
