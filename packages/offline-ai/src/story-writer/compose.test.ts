import { describe, expect, it } from 'vitest';
import { beatGroups } from './compose.js';
import { createRng, hashString } from './prng.js';
import { fill, sentence } from './template.js';

describe('paragraph plan', () => {
  it('tells all seven beats in six paragraphs, the turn and its resolution together', () => {
    expect(beatGroups(6)).toEqual([['opening'], ['goal'], ['helper'], ['obstacle'], ['turn', 'resolution'], ['closing']]);
  });

  it('keeps every beat, in order, for any number of paragraphs', () => {
    for (let count = 1; count <= 12; count += 1) {
      const groups = beatGroups(count);
      expect(groups).toHaveLength(count);
      expect(groups.flat().filter((beat) => beat !== 'explore')).toEqual([
        'opening',
        'goal',
        'helper',
        'obstacle',
        'turn',
        'resolution',
        'closing',
      ]);
    }
  });
});

describe('templates', () => {
  it('fills slots, capitalising those written with a capital, and nested slots', () => {
    expect(fill('{Place} was big, said {hero}.', { place: 'the sea', hero: 'Mia' })).toBe('The sea was big, said Mia.');
    expect(fill('{Hero} {cheer}.', { hero: 'Biscuit', cheer: 'wagged {their} tail', their: 'his' })).toBe(
      'Biscuit wagged his tail.',
    );
  });

  it('refuses a template with an unknown slot', () => {
    expect(fill('{Companion} came too.', { companion: null })).toBeNull();
    expect(fill('{fact1}', {})).toBeNull();
  });

  it('finishes sentences', () => {
    expect(sentence('  "hello,"  said   Mia ')).toBe('"Hello," said Mia.');
    expect(sentence('It worked!')).toBe('It worked!');
  });
});

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 8 },
        (
          (rng) => () =>
            rng.int(1000)
        )(createRng(seed)),
      );
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(hashString('Mia')).toBe(hashString('Mia'));
    expect(hashString('Mia')).not.toBe(hashString('Leo'));
  });

  it('forks independent streams', () => {
    const a = createRng(5);
    const fork = a.fork('x').int(1_000_000);
    a.next();
    expect(a.fork('x').int(1_000_000)).toBe(fork);
    expect(a.fork('y').int(1_000_000)).not.toBe(fork);
  });
});
