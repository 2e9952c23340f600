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
