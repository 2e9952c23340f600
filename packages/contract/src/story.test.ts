import { describe, expect, it } from 'vitest';
import { countLabel } from './story.js';

describe('countLabel (SPEC §2 views and likes)', () => {
  it.each([
    [0, 'view', '0 views'],
    [1, 'view', '1 view'],
    [2, 'like', '2 likes'],
    [1, 'like', '1 like'],
  ])('%i %s -> %s', (count, word, expected) => {
    expect(countLabel(count, word)).toBe(expected);
  });
});
