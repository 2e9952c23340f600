import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { createRandom } from '../seeded.js';
import { makePlan } from './plan.js';

const troubles = (idea: string) =>
  Array.from(
    { length: 12 },
    (_, seed) => makePlan(understandIdea(idea), [], [], createRandom(seed + 1)).trouble.place?.event ?? '',
  );

describe('the place’s trouble', () => {
  it('is the weather the idea names', () => {
    expect(troubles('Tom plays in the park on a windy day').every((event) => /\bwind\b/.test(event))).toBe(true);
  });

  it('is not weather read inside another word (a windmill, a rainbow, a snowman)', () => {
    expect(troubles('Tom plays by the old windmill in the park').some((event) => !/\bwind\b/.test(event))).toBe(true);
  });
});

const plan = (idea: string, seed = 1) => makePlan(understandIdea(idea), [], [], createRandom(seed));

describe('the place', () => {
  it.each([
    'A hedgehog who is afraid of the dark learns to love the stars',
    'A sleepy fox looks up at the stars',
    'A bunny wishes on the stars',
  ])('%s: stars seen by one who does not travel are watched from the ground at night', (idea) => {
    expect(plan(idea).setting).toBe('night-sky');
  });

  it('still goes to space for a rocket or an astronaut', () => {
    expect(plan('An astronaut flies her rocket to the stars').setting).toBe('space');
  });
});

describe("the hero's own thing", () => {
  it.each(["Grandma's glasses are missing", "Lucia's balloon floats away at the fair", "Leo's teddy is lost"])(
    '%s: is looked for as the hero’s own, lost, never hunted as something new',
    (idea) => {
      for (const seed of [1, 2, 3]) {
        const made = plan(idea, seed);
        expect(made.goal.type).toBe('find');
        expect(made.shape === 'lost-and-found' || made.shape === 'mystery').toBe(true);
        if (made.thing && !made.thing.named) expect(made.thing.owned).toBe(true);
      }
    },
  );
});

describe('the topic of a question', () => {
  it.each([
    ['How do plants drink water?', 'plants'],
    ['How do trees drink rain?', 'trees'],
    ['Why do snails leave a trail?', 'snails'],
    ['Counting to ten with the farm animals', 'counting'],
    ['Telling the time with Grandpa', 'telling-time'],
  ])('%s: is what it asks about, not a word of its verb', (idea, topic) => {
    expect(plan(idea).topic?.id).toBe(topic);
  });
});
