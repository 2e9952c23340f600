import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const maya: HeroCue = { kind: 'girl', name: 'Maya', fixed: true };
const icons = (paragraph: string) => readScene(paragraph, maya).things.map((t) => t.icon ?? t.drawn);

describe('words of a garden where something grows', () => {
  it('draws a shoot as a seedling, never a water pistol', () => {
    expect(icons('Then, at last, a little pumpkin shoot peeked out of the soil. The shoot grew taller each day.')).toContain(
      'seedling',
    );
    expect(icons('The shoot grew taller each day, on its way to the sunflower.')).not.toContain('water-pistol');
  });

  it('draws a plant given a drink as watered, with no glass held up', () => {
    const things = icons('Maya gave the sunflower one last drink of water.');
    expect(things).toContain('droplet');
    expect(things).not.toContain('tropical-drink');
    expect(things).not.toContain('cup-with-straw');
  });
});
