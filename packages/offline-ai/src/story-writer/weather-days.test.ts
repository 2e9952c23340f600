import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a day of real weather', () => {
  it.each([
    ['Snow day!', 'snow', 'garden', /\bsnow\b/i],
    ['The first snow of winter', 'snow', 'garden', /\bsnow\b/i],
    ['Mia plays in the snow', 'snow', 'garden', /\bsnow\b/i],
    ['The day it snowed at school', 'snow-school', 'school', /\bsnow/i],
    ['Building a snowman with Grandpa', 'snowman', 'garden', /\bsnowman\b/i],
    ['Leo makes a snowman', 'snowman', 'garden', /\bsnowman\b/i],
    ['Leo and Mum make a snowman', 'snowman', 'garden', /\bsnowman\b/i],
    ['A rainy day', 'rain', 'garden', /\b(?:rain\w*|puddles?|splash\w*|umbrella|wellies)\b/i],
    ['Jack loves jumping in puddles', 'rain', 'garden', /\b(?:rain\w*|puddles?|splash\w*|umbrella|wellies)\b/i],
    ['A windy day', 'wind', 'park', /\b(?:wind|windy|kite)\b/i],
    ['A very hot day', 'hot', 'garden', /\b(?:hot|cool|shade)\b/i],
  ])('%s: the weather is the day, played in at home or school, never a quest or a land of ice', (prompt, id, setting, said) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.homeDay?.id, at).toBe(id);
      expect(plan.setting, at).toBe(setting);
      expect(paragraphs.filter((p) => said.test(p)).length, at).toBeGreaterThanOrEqual(3);
      // The grown-up who helps is one of the family (or the teacher at school), never an owl or a yeti.
      expect(['mum', 'dad', 'grandma', 'grandpa', 'teacher'], at).toContain(plan.guide.kind.word);
      expect(text, at).not.toMatch(/\b(?:yeti|igloo|iceberg|penguins?|explore|got everything ready|dreamed of)\b/i);
      // ('Oh no!' once: the trouble and the child's cry never both say it.)
      expect(text.match(/Oh no!/g)?.length ?? 0, at).toBeLessThanOrEqual(1);
      expect(title, at).not.toMatch(/\bWants\b/);
      expect(plan.educational, at).toBe(false);
    }
  });

  it('a snow day has its high point whatever was done: flakes caught or snowballs thrown, never a snowman never built', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs } = writeStoryDetailed({ prompt: 'The first snow of winter', paragraphs: 6, seed });
      expect(paragraphs[4]).toMatch(/\bsnowball\b|\bflakes\b/);
    }
  });

  it('a grandparent the idea names is the one who helps, not a friend along', () => {
    for (const seed of [1, 2, 3]) {
      const { plan, paragraphs } = told('Building a snowman with Grandpa', seed);
      expect(plan.guide.kind.word).toBe('grandpa');
      expect(plan.friend).toBeNull();
      expect(paragraphs.join(' ')).not.toMatch(/\bwalked over to peek\b/);
    }
  });

  it('silly weather stays silly, and a snowman hero stays the hero', () => {
    expect(told('The day it rained sweets', 1).plan.homeDay).toBeUndefined();
    expect(told('A snowman who wants to see the summer', 1).plan.hero.kind.word).toBe('snowman');
  });
});

describe('a rainy day kept indoors', () => {
  it.each(['A rainy day at home', 'A rainy day indoors for Max', 'Stuck inside on a rainy day'])(
    '%s: played inside at home with the family (a den, paints, raindrops racing), never splashed in a pond',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { plan, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const text = paragraphs.join(' ');
        expect(plan.homeDay?.id, `${seed}`).toBe('rain-indoors');
        expect(plan.setting).toBe('home');
        expect(paragraphs[0]).toMatch(/\brain/i);
        expect(text).toMatch(/\b(?:den|painted|raindrops|buns)\b/);
        expect(text).not.toMatch(/\bexplore|\bpond\b|lily pads|\bduck\b/);
        // The den falls down only once it is built, and nobody sleeps in a den never made.
        expect(text).not.toMatch(/den fell|asleep in the den/);
      }
      if (prompt.endsWith('Max')) expect(writeStoryDetailed({ prompt, paragraphs: 6, seed: 1 }).plan.hero.name).toBe('Max');
    },
  );
});
