import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const fox: HeroCue = { kind: 'fox', name: 'Biscuit', fixed: true };
const bird: HeroCue = { kind: 'bird', name: 'Biscuit', fixed: true };
const kitten: HeroCue = { kind: 'cat', name: 'Buttons', fixed: true };

describe('a creature looking for a home', () => {
  it('draws the rain that comes with dark clouds where the hero is, never a flight into the sky', () => {
    const wet = readScene('Then dark clouds rolled in, and big drops of rain began to fall. Biscuit the fox shivered.', fox);
    expect(wet.setting).toBe('forest');
    expect(wet.weather).toContain('rain');
    expect(wet.characters[0]).toMatchObject({ kind: 'fox', expression: 'sad' });
    expect(wet.characters[0]!.pose).not.toBe('fly');
    const grey = readScene('Then dark clouds rolled in. Biscuit the fox sat by the stream.', fox);
    expect(grey.setting).not.toBe('sky');
    expect(grey.weather).toContain('cloudy');
    // (A cloud of the story is up there with them.)
    expect(
      readScene('Puff the little cloud floated by. Then dark clouds rolled in.', {
        kind: 'thing:cloud',
        name: 'Puff',
        fixed: true,
      }).setting,
    ).toBe('sky');
  });

  it('draws where the home is looked for, not the home still to be found', () => {
    const doorway = readScene(
      'First, Buttons the kitten looked for a home near by. She lay down in a shop doorway. "This is no home for me," she sighed.',
      kitten,
    );
    expect(doorway.setting).not.toMatch(/living-room|bedroom|kitchen/);
    for (const paragraph of [
      '"Where will I sleep with no nest?" said Biscuit the bird, shivering.',
      'Just then, a quick squirrel came by as Biscuit looked for a nest. "I need a new nest," the bird said.',
      '"Let’s find you a nest together," said Noodle. No nest would stay up there!',
      'Noodle thought hard about where a nest could be. "I know a place for a nest!" said Noodle.',
    ])
      expect(
        readScene(paragraph, bird).things.map((t) => t.drawn),
        paragraph,
      ).not.toContain('nest');
    expect(readScene('Biscuit the bird built a cosy nest of twigs and moss.', bird).things.map((t) => t.drawn)).toContain('nest');
  });
});
