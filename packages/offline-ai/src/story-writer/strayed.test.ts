import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

// 'A kite that blew away' is a child's kite lost and found, never a kite wishing to blow away.
describe('a thing that blew, floated or rolled away', () => {
  for (const [idea, thing] of [
    ['The red ball that rolled away', 'ball'],
    ['The umbrella that blew away', 'umbrella'],
    ['The paper boat that drifted away', 'boat'],
  ] as const)
    for (const seed of [1, 2, 3])
      it(`is the child's, lost and found: ${idea} (seed ${seed})`, () => {
        const s = story(idea, seed);
        const text = s.paragraphs.join('\n');
        expect(s.plan.shape).toBe('lost-and-found');
        expect(s.plan.hero.kind.human).toBe(true);
        expect(text).toMatch(new RegExp(`\\b(?:his|her) (?:\\w+ )?${thing}\\b`));
        expect(text).not.toMatch(/wanted to (?:blow|roll|float|drift) away|windmill/);
        // (It is lost only after the story opens: no 'a perfect day for finding my kite' while it is held.)
        expect(s.paragraphs[0]).not.toMatch(/finding/);
      });

  it('goes off as the idea says: a ball rolls, no gust blows it', () => {
    for (const seed of [1, 2, 3]) {
      const text = story('The red ball that rolled away', seed).paragraphs.join('\n');
      expect(text).not.toMatch(/gust blew/);
      expect(text).not.toMatch(/lamp post/);
    }
  });

  it('is lost on the ground, the wind or no: never a child up in the sky', () => {
    for (const seed of [1, 2, 3]) expect(story('The hat that blew away in the wind', seed).plan.setting).not.toBe('sky');
  });

  // (A kite is got back on its own windy day: kite-day.test.ts.)
  it('gets a lost kite back, never a windmill of a lesson on the wind', () => {
    for (const idea of ['A lost kite', 'Looking for a lost kite', 'A kite that blew away'])
      for (const seed of [1, 2, 3]) {
        const s = story(idea, seed);
        expect(s.plan.homeDay?.id).toBe('kite');
        expect(s.paragraphs.join(' ')).not.toMatch(/windmill/);
      }
  });

  it('lets a balloon that floated off go, as one that floated away', () => {
    expect(story('The balloon that floated off', 1).paragraphs.join('\n')).toMatch(/string slipped/);
  });
});
