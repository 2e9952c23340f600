import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const penguin: HeroCue = { kind: 'penguin', name: 'Tansy', fixed: true };

describe('others of the hero’s own kind', () => {
  it('are drawn beside it when they are there, a few of them', () => {
    const huddle = readScene('All the penguins huddled close round Tansy in a big group.', penguin);
    expect(huddle.characters).toHaveLength(2);
    expect(huddle.characters[1]).toMatchObject({ kind: 'penguin', count: 2 });
    expect(readScene('Tansy waddled over to the other penguins.', penguin).characters[1]).toMatchObject({ kind: 'penguin' });
  });

  it('are not drawn when only dreamed of, or long gone', () => {
    expect(readScene('That night, Tansy dreamed about the penguins far away.', penguin).characters).toHaveLength(1);
    const rex: HeroCue = { kind: 'dinosaur', name: 'Rex', fixed: true };
    expect(readScene('The dinosaurs died out long ago. Rex the dinosaur ran.', rex).characters).toHaveLength(1);
  });

  it('draws getting warm as a feeling, no hot spring', () => {
    const plan = readScene('"Come with me," said Pebble. "I know how to get warm."', penguin);
    expect(plan.things.map((t) => t.icon)).not.toContain('hot-springs');
  });
});
