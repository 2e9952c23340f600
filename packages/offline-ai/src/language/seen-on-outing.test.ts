import { describe, expect, it } from 'vitest';
import { understandIdea } from './idea.js';

// 'Going to see the dolphins': the dolphins are what a child goes to see, never the hero nor a friend along.
describe('understandIdea: creatures gone to see', () => {
  it.each([
    ['Going to see the dolphins', 'sea'],
    ['A trip to see the penguins', 'zoo'],
    ['Visiting the elephants', 'zoo'],
    ['Watching the whales', 'sea'],
    ['We went to see the seals', 'beach'],
    ['Going to see the sharks', 'aquarium'],
    ['Going to the farm to see the cows', 'farm'],
  ])('%s: no creature hero, seen at the %s', (idea, setting) => {
    const read = understandIdea(idea);
    expect(read.hero).toBeNull();
    expect(read.companions).toEqual([]);
    expect(read.goal?.type).toBe('reach');
    expect(read.setting).toBe(setting);
  });

  it('keeps the child who goes to see them, and a creature’s own wish to see others', () => {
    const tom = understandIdea('Tom goes to see the dolphins');
    expect(tom.hero?.name).toBe('Tom');
    expect(tom.companions).toEqual([]);
    expect(tom.goal?.phrase).toBe('see the dolphins');
    expect(understandIdea('A little seal goes to see the penguins').hero?.kind.word).toBe('seal');
  });
});
