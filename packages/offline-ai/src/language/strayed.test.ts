import { describe, expect, it } from 'vitest';
import { understandIdea } from './idea.js';

// A thing that blew away, floated off, rolled away or went missing befell a loss: a child looks for it.
describe('understandIdea: a thing gone astray', () => {
  it.each([
    ['A kite that blew away', 'find {their} kite', 'blow away'],
    ['The balloon that floated off', 'find {their} balloon', 'float away'],
    ['The red ball that rolled away', 'find {their} red ball', 'roll away'],
    ['The umbrella that blew away', 'find {their} umbrella', 'blow away'],
    ['A sock that got lost in the wash', 'find {their} sock', 'lose'],
    ['The paper boat that drifted away', 'find {their} paper boat', 'drift away'],
    ['The toy car that rolled away', 'find {their} toy car', 'roll away'],
    ['A teddy that blew away', 'find {their} teddy', 'blow away'],
    ['A kite blows away', 'find {their} kite', 'blow away'],
  ])('%s -> %s, its trouble %s', (idea, goal, verb) => {
    const read = understandIdea(idea);
    expect(read.hero).toBeNull();
    expect(read.goal?.phrase).toBe(goal);
    expect(read.trouble?.verb).toBe(verb);
    expect(read.trouble?.subject).toBe(read.goal?.object);
    expect(read.educational).toBe(false);
  });

  it('keeps a wish to go, and one that goes off by itself, as the hero’s own', () => {
    expect(understandIdea('A kite that wanted to fly away').hero?.kind.word).toBe('kite');
    expect(understandIdea('The gingerbread man who ran away').hero?.kind.word).toBe('gingerbread man');
    expect(understandIdea('The little boat that sailed away').hero?.kind.word).toBe('boat');
    // (A bubble is nobody's own: it is no child's loss.)
    expect(understandIdea('A bubble that floated off').goal?.phrase).not.toMatch(/\{their\}/);
    // (A toy lost finds its own way home: lost.ts.)
    expect(understandIdea('A teddy that got lost').goal?.phrase).toBe('find the way home');
  });
});
