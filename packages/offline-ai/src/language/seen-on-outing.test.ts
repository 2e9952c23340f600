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

// 'Feeding the ducks', 'Walking the dog': an idea that opens on a doing done to creatures is a child's doing.
describe('understandIdea: creatures a doing is done to', () => {
  it.each([
    ['Feeding the ducks', 'feed the ducks', 'park'],
    ['Feeding the lambs', 'feed the lambs', 'farm'],
  ])('%s: no creature hero, fed where they are', (idea, phrase, setting) => {
    const read = understandIdea(idea);
    expect(read.hero).toBeNull();
    expect(read.companions).toEqual([]);
    expect(read.goal?.phrase).toBe(phrase);
    expect(read.setting).toBe(setting);
    expect(read.educational).toBe(false);
  });

  it.each([
    ['Walking the dog', 'walk {their} dog', 'dog'],
    ['Walking my dog', 'walk {their} dog', 'dog'],
    ['Brushing the pony', 'brush {their} pony', 'pony'],
    ['Feeding the cat', 'feed {their} cat', 'cat'],
  ])('%s: the family’s own pet, looked after by a child, no lesson', (idea, phrase, pet) => {
    const read = understandIdea(idea);
    expect(read.hero).toBeNull();
    expect(read.companions.map((c) => [c.kind.word, c.relation])).toEqual([[pet, 'pet']]);
    expect(read.goal?.phrase).toBe(phrase);
    expect(read.educational).toBe(false);
  });

  it('keeps a doing done with creatures, and counting, as they were', () => {
    expect(understandIdea('Counting to ten with the farm animals').educational).toBe(true);
    expect(understandIdea('Chasing butterflies').hero).toBeNull();
  });
});
