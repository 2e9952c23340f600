import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { createRandom } from '../seeded.js';
import { ownTellingOf } from './own-tellings.js';
import { makePlan } from './plan.js';

const FIELDS = [
  'bodyTrouble',
  'counting',
  'lifeCycle',
  'dislike',
  'whodunit',
  'magic',
  'callOut',
  'stall',
  'trick',
  'newThing',
  'different',
] as const;

describe('a telling of its own', () => {
  it.each([
    ["A dragon with the hiccups who won't go to bed", 'bodyTrouble'],
    ['Who took my new glasses?', 'whodunit'],
    ["Ravi's new glasses", 'newThing'],
    ['Leo and the magic paintbrush', 'magic'],
    ['A ladybird with no spots', 'different'],
    ['Counting to ten with ducks', 'counting'],
    ['A caterpillar turns into a butterfly', 'lifeCycle'],
    ['Tom goes to the park', undefined],
  ])('%s: the first the idea holds is the story’s (%s)', (idea, id) => {
    expect(ownTellingOf(understandIdea(idea), undefined, createRandom(1))?.id).toBe(id);
  });

  it.each([
    ["A dragon with the hiccups who won't go to bed", 'bodyTrouble'],
    ['Who took my new glasses?', 'whodunit'],
    ['A fire engine saves the day', 'callOut'],
    ["Chloe's lemonade stand", 'stall'],
    ['Anansi tricks the tiger', 'trick'],
  ])('%s: the plan is told by that one alone', (idea, field) => {
    const plan = makePlan(understandIdea(idea), [], [], createRandom(1));
    expect(FIELDS.filter((f) => plan[f] !== undefined)).toEqual([field]);
  });
});
