import { describe, expect, it } from 'vitest';
import { readScene } from './read-scene.js';

const read = (paragraph: string) => readScene(paragraph, { kind: 'pig', name: 'Ziggy', fixed: true });
const icons = (paragraph: string) => read(paragraph).things.map((t) => t.icon ?? t.drawn);

describe('the three little pigs’ houses', () => {
  it('draws a house of straw or sticks as a hut, a brick one as a house, outdoors, with no drinking straw', () => {
    const straw = 'The first pig built a house of straw. It was quick and easy! The second pig built a house of sticks.';
    expect(icons(straw)).toContain('hut');
    expect(icons(straw)).not.toContain('cup-with-straw');
    expect(read(straw).setting).not.toBe('living-room');
    const blown = 'Along came the big bad wolf. He huffed and puffed and blew the straw house down!';
    expect(icons(blown)).toContain('hut');
    expect(read(blown).setting).not.toBe('living-room');
    const bricks = 'Ziggy built a house of bricks, one by one. It took all day.';
    expect(icons(bricks)).toContain('house');
    expect(read('One day, they set off to build houses of their own.').setting).not.toBe('living-room');
  });

  it('still sees a home where the story is inside it, and straw spread in a pen as a sheaf', () => {
    expect(read('Ziggy ran back into the house and sat by the fire.').setting).toBe('living-room');
    expect(icons('Ziggy spread fresh straw in the pen.')).toContain('sheaf-of-rice');
  });
});
