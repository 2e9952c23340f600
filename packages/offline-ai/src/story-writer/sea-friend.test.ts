import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

// 'Sophie and the dolphin': a holiday friendship met from the rocks, never a friendship game 'on the sea'.
describe('a child and a creature of the sea', () => {
  it.each([
    ['Sophie and the dolphin', 'dolphin', /\bDolphins (?:breathe|talk)\b/],
    ['Leo and the seal', 'seal', /\bSeals (?:feel|can hold)\b/],
    ['Maya meets a sea turtle', 'turtle', /\b(?:Sea turtles|Turtles) (?:can swim|breathe|sometimes eat)\b/],
  ])('%s: a holiday by the sea with the %s, and a true fact of its kind', (prompt, kind, fact) => {
    const texts = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const s = story(prompt, seed);
      expect(s.plan.homeDay?.id).toBe('sea-friend');
      expect(s.plan.setting).toBe('beach');
      expect(s.plan.hero.kind.human).toBe(true);
      expect(s.plan.friend?.kind.word).toBe(kind);
      const text = s.paragraphs.join(' ');
      expect(text).toMatch(fact);
      // (The creature stays in the sea: no game 'on the sea', no sandcastle moat, no walk home together.)
      expect(text).not.toMatch(/\bon the sea\b|sandcastle|headed home|walked home|beach hut/);
      // (Named in every paragraph but the last, the hero and the creature both.)
      for (const paragraph of s.paragraphs.slice(0, 5)) expect(paragraph).toContain(s.plan.hero.name);
      expect(s.tags).not.toContain('arctic');
      texts.add(text);
    }
    expect(texts.size).toBe(3);
  });

  it('keeps a swim with dolphins a boat trip, and a dolphin saved a rescue', () => {
    expect(story('Sophie swims with the dolphins', 1).plan.dayOut?.seaTrip).toBe('dolphin');
    expect(story('Sophie saves a dolphin', 1).plan.homeDay).toBeUndefined();
  });
});
