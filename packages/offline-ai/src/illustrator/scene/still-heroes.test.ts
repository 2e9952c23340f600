import { describe, expect, it } from 'vitest';
import { composeScene } from '../compose.js';
import { SIZE } from '../draw/pen.js';
import { rigOf, type KindId } from '../figures/kinds.js';
import { bookLookFor } from '../hero/book.js';
import { readScene, type HeroCue } from './read-scene.js';

/** A page of a book whose hero is a part of the world that stays where it is (the story writer's still heroes). */
const page = (paragraph: string, kind: KindId, name: string) => {
  const hero: HeroCue = { kind, name, fixed: true };
  return readScene(paragraph, hero);
};

/** Each page keeps the hero of its kind, in its own place. */
const staysIn = (setting: string, kind: KindId, name: string, paragraphs: string[]) => {
  for (const paragraph of paragraphs) {
    const plan = page(paragraph, kind, name);
    expect(plan.characters[0]!.kind, paragraph).toBe(kind);
    expect(plan.setting, paragraph).toBe(setting);
  }
};

describe('a hero that stays where it is, on every page of its book', () => {
  it('a mountain is drawn as a mountain, in the mountains, whoever comes by', () => {
    expect(rigOf('thing:mountain').rig).toBe('thing');
    staysIn('mountain', 'thing:mountain', 'Biscuit', [
      'One sunny morning, the sun shone on a rocky zigzag path and on the mountains. But Biscuit the old mountain had nobody to play with in the mountains.',
      'Just then, a cheeky goat trotted past a wooden hut. "Hi, I’m Biscuit," said the old mountain to the goat. Pepper the goat waved back at the mountain.',
      'The mountain and the goat made up a game about a wooden hut. It was more fun in the mountains with a goat for a friend.',
    ]);
  });

  it('a volcano stays on its island, even where the page talks of craters or the moon', () => {
    staysIn('island', 'thing:volcano', 'Pebble', [
      'One warm day, the sun shone on a white sandy beach and on the island. Pebble the volcano had one big wish: to sleep.',
      'Sage the turtle looked up at the moon. "The moon has craters too," said the turtle to the volcano.',
    ]);
  });

  it('a lighthouse stays on its beach, by day and by night', () => {
    const plan = page(
      'Then the sun went down on the beach. Cookie the lighthouse shut its eyes tight. Out from behind seagulls on the pier came a busy crab named Maple.',
      'thing:lighthouse',
      'Cookie',
    );
    expect(plan.characters[0]!.kind).toBe('thing:lighthouse');
    expect(plan.setting).toBe('beach');
  });

  it('a star stays in the night sky, and is in the day’s sky only when the page says so', () => {
    for (const paragraph of [
      'Sprout was only a small star, but it wanted to shine brighter. "It might be hard, but I will shine brighter," it said.',
      'Sprout and the owl sat close and thought of happy things. "Nice work, curious star," said the owl.',
    ]) {
      const plan = page(paragraph, 'thing:star', 'Sprout');
      expect(plan.characters[0]!.kind, paragraph).toBe('thing:star');
      expect([plan.setting, plan.time], paragraph).toEqual(['night-sky', 'night']);
    }
    const morning = page('One morning, Sprout the star yawned as the sun came up.', 'thing:star', 'Sprout');
    expect(morning.setting).toBe('sky');
  });
});

describe('a still hero is drawn as itself, the landmark of the picture', () => {
  it.each([
    ['Biscuit the old mountain smiled at the goat in the mountains. Pepper the goat waved.', 'thing:mountain', 'Biscuit'],
    ['Pebble the volcano yawned on the island. Sage the turtle waved.', 'thing:volcano', 'Pebble'],
    ['Cookie the lighthouse smiled at the crab on the beach. Maple the crab waved.', 'thing:lighthouse', 'Cookie'],
    ['Marble the little hill smiled at the bird in the meadow. Sparky the bird waved.', 'thing:hill', 'Marble'],
    ['Sunny the little rainbow smiled at the bird in the sky. Sage the bird waved.', 'thing:rainbow', 'Sunny'],
  ] as const)('%s', (paragraph, kind, name) => {
    const plan = page(paragraph, kind, name);
    for (const style of ['pixar', 'ghibli', 'disney', 'anime'] as const) {
      const book = bookLookFor({ paragraph, visualPrompt: `a ${kind.slice(6)}`, style, avatar: null, seed: 3 });
      const { figures } = composeScene(plan, book, 3);
      const [hero, friend] = figures;
      expect(hero!.kind, style).toBe(kind);
      // Big in the scene (a child is drawn about 390 tall), and the friend who came to it small beside it.
      expect(Math.max(hero!.box.y1 - hero!.box.y0, hero!.box.x1 - hero!.box.x0), style).toBeGreaterThan(SIZE * 0.4);
      expect(friend!.box.y1 - friend!.box.y0, style).toBeLessThan((hero!.box.y1 - hero!.box.y0) * 0.7);
    }
  });
});

describe('the moon or a star that is the hero of a night-sky book', () => {
  it.each([
    ['Sprout the little star yawned and fell asleep. The owl sat close.', 'thing:star', 'Sprout'],
    ['Luna the moon held a tiny cloud. The owl sat close.', 'thing:moon', 'Luna'],
  ] as const)('is up in the sky on every page, asleep or awake: %s', (paragraph, kind, name) => {
    const plan = page(paragraph, kind, name);
    expect(plan.setting).toBe('night-sky');
    const book = bookLookFor({ paragraph, visualPrompt: `a ${kind.slice(6)}`, style: 'ghibli', avatar: null, seed: 3 });
    const [hero] = composeScene(plan, book, 3).figures;
    expect(hero!.kind).toBe(kind);
    expect(hero!.y).toBeLessThanOrEqual(SIZE * 0.5);
  });
});
