import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';
import { MAX_WORDS, render } from './template.js';
import { TALES } from './world/tales.js';

const IDEAS: Record<string, readonly string[]> = {
  pigs: ['The three little pigs', 'Tell me the story of the three little pigs'],
  goldilocks: ['Goldilocks and the three bears', 'Goldilocks'],
  'red-riding-hood': ['Little Red Riding Hood', 'Red Riding Hood and the wolf'],
  'cried-wolf': ['The boy who cried wolf'],
  'tortoise-hare': ['The tortoise and the hare', 'The hare and the tortoise'],
  'ugly-duckling': ['The ugly duckling'],
  beanstalk: ['Jack and the beanstalk'],
  'red-hen': ['The little red hen'],
  gingerbread: ['The gingerbread man', 'A gingerbread man runs away'],
  pancake: ['The runaway pancake', 'Sophie and the runaway pancake', 'The pancake that rolled away'],
  'noahs-ark': ["Noah's ark", 'The animals go into the ark two by two'],
  'lion-mouse': ['The lion and the mouse', 'Tell me the story of the lion and the mouse'],
  'ant-grasshopper': ['The ant and the grasshopper', 'The grasshopper and the ants'],
  'town-country-mouse': ['The town mouse and the country mouse', 'The city mouse and the country mouse'],
  'elves-shoemaker': ['The elves and the shoemaker', 'The shoemaker and the elves'],
  'princess-pea': ['The princess and the pea'],
  'wind-sun': ['The wind and the sun', 'The north wind and the sun'],
  'no-laughing': ['The king who banned laughing', 'A grumpy king bans laughter'],
  'littlest-pumpkin': ['The littlest pumpkin', 'The lonely pumpkin', 'A tiny pumpkin'],
  'little-engine': ['The little engine that could', 'The little blue engine that could'],
};

describe('an old tale asked for by name', () => {
  it('knows every tale asked for here, and is asked for every tale it knows', () => {
    expect(TALES.map((t) => t.id).sort()).toEqual(Object.keys(IDEAS).sort());
  });

  for (const [id, prompts] of Object.entries(IDEAS))
    it.each(prompts)(`%s: retold as it goes (${id})`, (prompt) => {
      const tale = TALES.find((t) => t.id === id)!;
      const seen = new Set<string>();
      for (const seed of [1, 2, 3, 4]) {
        const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        expect(story.plan.tale?.tale.id).toBe(tale.id);
        expect(story.plan.hero.kind.word).toBe(tale.hero.kind);
        if (tale.hero.name) expect(story.plan.hero.name).toBe(tale.hero.name);
        expect(story.paragraphs).toHaveLength(6);
        for (const paragraph of story.paragraphs) expect(paragraph.length, prompt).toBeGreaterThan(40);
        const text = story.paragraphs.join(' ');
        // Its own world, never a wish pasted in or a stock quest.
        expect(text).not.toMatch(/\b(?:big dream|explore|wished to make friends|thought of|You did it)\b/);
        expect(tale.words.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(text)).length).toBeGreaterThanOrEqual(3);
        expect(tale.titles.map((t) => t.replace('{Hero}', story.plan.hero.name))).toContain(story.title);
        expect(story.tags).toContain('fairytale');
        seen.add(text);
      }
      // Told again, it is told in other words.
      expect(seen.size).toBeGreaterThan(1);
    });

  it('says every wording in sentences a young listener can follow', () => {
    const slots = { hero: 'Ziggy', they: 'he', them: 'him', their: 'his', was: 'was', heroS: 'Ziggy’s' };
    for (const tale of TALES) {
      expect(tale.beats).toHaveLength(6);
      for (const wording of tale.beats.flat()) expect(render(wording, slots, {}, MAX_WORDS), wording).not.toBeNull();
    }
  });

  it('reads a gingerbread man as one of his own kind, he, and tells him gently (the fox is not his end)', () => {
    const hero = understandIdea('A gingerbread man runs away').hero!;
    expect(hero.kind.word).toBe('gingerbread man');
    expect(hero.pronoun).toBe('he');
    for (const seed of [1, 2, 3, 4]) {
      const text = writeStoryDetailed({ prompt: 'The gingerbread man', paragraphs: 6, seed }).paragraphs.join(' ');
      expect(text).toMatch(/too crunchy/);
      expect(text).not.toMatch(/\b(?:ate him|gobbled|swallowed|eaten)\b/);
    }
  });

  it('keeps gingerbread men baked or made by a child a making, not the tale', () => {
    for (const prompt of ['Grandma and I bake gingerbread men', 'Sam makes a gingerbread man'])
      expect(writeStoryDetailed({ prompt, paragraphs: 6, seed: 1 }).plan.tale, prompt).toBeUndefined();
  });

  it('tells the wind and the sun: the wind blows and the coat is held tighter; the gentle sun gets it off', () => {
    for (const seed of [1, 2, 3, 4]) {
      const story = writeStoryDetailed({ prompt: 'The wind and the sun', paragraphs: 6, seed });
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/\btighter\b/);
      expect(text).toMatch(/\b(?:gently|kind)\b/);
      expect(story.paragraphs[5]).toMatch(/\bcoat\b/);
      expect(text).not.toMatch(/\b(?:weather chart|thermometer)\b/);
    }
  });

  it('tells the ark with the animals two by two, the dove and its olive leaf, and the rainbow', () => {
    for (const seed of [1, 2, 3, 4]) {
      const text = writeStoryDetailed({ prompt: "Noah's ark", paragraphs: 6, seed }).paragraphs.join(' ');
      expect(text).toMatch(/two by two/);
      expect(text).toMatch(/\bdove\b.*\bolive leaf\b/);
      expect(text).toMatch(/\brainbow\b/);
      expect(text).not.toMatch(/\b(?:God|Lord|sin|wicked|pray)\b/);
    }
  });

  it('keeps other ideas that name a wolf or a bear as they were', () => {
    const story = writeStoryDetailed({ prompt: 'A little wolf who is scared of the dark', paragraphs: 6, seed: 1 });
    expect(story.plan.tale).toBeUndefined();
  });
});
