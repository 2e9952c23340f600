import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('going to see creatures', () => {
  for (const seed of [1, 2, 3]) {
    it(`'Going to see the dolphins' is a child's boat trip out to them (seed ${seed})`, () => {
      const s = story('Going to see the dolphins', seed);
      expect(s.plan.hero.kind.human).toBe(true);
      expect(s.plan.dayOut?.seaTrip).toBe('dolphin');
      expect(s.paragraphs.join(' ')).toMatch(/boat/);
      expect(s.paragraphs.join(' ')).not.toMatch(/the dolphin wanted|his friend \w+ the dolphin/i);
    });

    it(`'Visiting the elephants' is a child at the zoo, no elephant called Visiting (seed ${seed})`, () => {
      const s = story('Visiting the elephants', seed);
      expect(s.plan.hero.kind.human).toBe(true);
      expect(s.plan.setting).toBe('zoo');
      const text = s.paragraphs.join(' ');
      expect(text).not.toMatch(/\bVisiting\b/);
      // (The elephants are seen, never the topic's waterhole loved or held.)
      expect(text).not.toMatch(/loved waterholes|thinking of the waterhole/);
      expect(text).toMatch(/elephants?/);
    });
  }
});

describe('doings done to creatures', () => {
  for (const seed of [1, 2, 3]) {
    it(`'Feeding the ducks' is a child's day at the park, feeding them (seed ${seed})`, () => {
      const s = story('Feeding the ducks', seed);
      expect(s.plan.hero.kind.human).toBe(true);
      expect(s.plan.setting).toBe('park');
      expect(s.plan.dayOut?.seeing).toBe('duck');
      expect(s.title).toMatch(/ Feeds the Ducks$/);
      const text = s.paragraphs.join(' ');
      expect(text).toMatch(/fed the ducks/);
      // (No duck who wants to feed the ducks, nor one who wants to know all about them.)
      expect(text).not.toMatch(/the duck wanted|wanted to feed the ducks as well|know all about/);
    });

    it(`'Walking the dog' is a child's day with the family dog (seed ${seed})`, () => {
      const s = story('Walking the dog', seed);
      expect(s.plan.hero.kind.human).toBe(true);
      expect(s.plan.homeDay?.id).toBe('pet');
      expect(s.plan.friend?.kind.word).toBe('dog');
      expect(s.plan.shape).not.toBe('learning');
      expect(s.title).not.toMatch(/\bDogs\b|Walk the Dog|Walk My Dog/);
      expect(s.paragraphs.join(' ')).toMatch(/lead|walk/);
    });

    it(`'Brushing the pony' is the pony's day at its stable, never a visit to the vet (seed ${seed})`, () => {
      const s = story('Brushing the pony', seed);
      expect(s.plan.homeDay?.id).toBe('pet');
      expect(s.title).not.toMatch(/Vet/);
      expect(s.paragraphs.join(' ')).not.toMatch(/\bvet/i);
    });
  }
});

describe('a child and a creature friend', () => {
  it('tells a real fact of the friend’s kind: Sophie and the dolphin', () => {
    for (const seed of [1, 2, 3]) expect(story('Sophie and the dolphin', seed).paragraphs.join(' ')).toMatch(/Dolphins \w+/);
  });
});
