import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const SEEDS = [1, 2, 3];
const tell = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('the idea’s own hero', () => {
  it.each([
    ['The moon forgets to come out one night', 'moon', /\bcome out\b/],
    ['The wind who wanted a friend', 'wind', /\bfriend\b/],
    ['The sea wishes it could see the mountains', 'sea', /\bmountains\b/],
    ['The sun who wanted a day off', 'sun', /\bday off\b/],
    ['A raindrop falls from a cloud', 'raindrop', /\bcloud\b/],
  ])('%s: the %s is the hero, "it", named in the title, and does what the idea says', (prompt, kind, wish) => {
    for (const seed of SEEDS) {
      const story = tell(prompt, seed);
      const text = story.paragraphs.join(' ');
      const { hero } = story.plan;
      expect(hero.kind.word, text).toBe(kind);
      expect(hero.pronoun).toBe('it');
      expect(story.title).toContain(hero.name);
      expect(text).toMatch(new RegExp(`\\b${kind}\\b`));
      expect(text).toMatch(wish);
      // No wish said as a wish to wish ('I will want a day off'), no trip to where the hero is the thing itself.
      expect(text).not.toMatch(/\b(?:to|will) (?:want|wish)\b/);
      expect(text).not.toMatch(new RegExp(`\\b(?:reached|set off for|trip to|went to) the ${kind}\\b`));
    }
  });

  it.each([
    ['Grandpa duck teaches the ducklings to swim', 'Grandpa Duck', 'he', 'ducklings', /swim/],
    ['Mummy bear teaches her cubs to catch fish', 'Mummy Bear', 'she', 'cubs', /catch fish/],
    ['Captain Bob the pirate teaches his parrot to talk', 'Captain Bob', 'he', 'parrot', /talk/],
  ])('%s: the teacher leads the story, helping the ones taught learn', (prompt, name, pronoun, taught, skill) => {
    for (const seed of SEEDS) {
      const story = tell(prompt, seed);
      const text = story.paragraphs.join(' ');
      expect(story.plan.hero).toMatchObject({ name, pronoun });
      expect(story.title).toContain(name);
      expect(text).toContain(taught);
      expect(text).toMatch(skill);
      // The teacher does not wish to learn it for themselves, and no lesson of facts takes over.
      expect(text).not.toMatch(new RegExp(`${name} (?:wanted|would|had one big wish:) (?:to )?learn`));
      expect(story.plan.shape).not.toBe('learning');
    }
  });

  it('a child taught by a grown-up still leads and learns', () => {
    for (const seed of SEEDS) {
      const story = tell('Mum teaches Zara to ride a bike', seed);
      expect(story.plan.hero.name).toBe('Zara');
      expect(story.paragraphs.join(' ')).toContain('Mum');
    }
  });

  it('a captain is the captain of a ship, at sea', () => {
    const story = tell('Captain Sam looks for a lost key', 1);
    expect(story.plan.hero.kind.word).toBe('captain');
    expect(story.plan.setting).toBe('sea');
  });
});

describe('Santa as the hero', () => {
  it.each(["Santa's reindeer gets a cold", 'Santa loses his hat'])('%s: Santa is called Santa, never a picked name', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(story.plan.hero.name, `${prompt} (seed ${seed})`).toBe('Santa');
      expect(story.paragraphs.join(' '), `${prompt} (seed ${seed})`).not.toMatch(/\bsanta\b|\ba colds?\b/);
    }
  });
});

describe('a machine as the hero', () => {
  it.each(['The train that goes to the seaside', 'A little red car drives to the city'])(
    '%s: gets there by itself, never riding a bus or a train, nor walking',
    (prompt) => {
      for (const seed of [1, 2, 3, 4]) {
        const text = tell(prompt, seed).paragraphs.join(' ');
        expect(text).not.toMatch(/\b(?:rode|walked|ran|skipped|hopped) (?:the|along|down|up|into)\b/);
      }
    },
  );
});
