import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const max: HeroCue = { kind: 'boy', name: 'Max', fixed: true };
const inGarden = { place: 'garden' as const, cast: [] };
const page = (paragraph: string) => readScene(paragraph, max, '', inGarden);

describe('a treasure hunt', () => {
  it('draws the box dug up as a treasure chest, and the one who dug it digging', () => {
    const found = page("Clunk! Max's spade hit something hard. It was an old tin box! Inside were gold chocolate coins.");
    expect(found.things.map((t) => t.drawn)).toContain('treasure-chest');
    expect(found.characters[0]!.pose).toBe('dig');
    expect(
      page('Clunk! Max pulled out a little wooden chest. Inside were shiny beads and chocolate coins!').things[0]?.drawn,
    ).toBe('treasure-chest');
  });

  it('draws no jewel for a treasure map or a treasure hunt, before anything is found', () => {
    for (const paragraph of [
      'After breakfast, Max found an old map in the garden. It was a treasure map!',
      '"Treasure hunting is fun!" laughed Max.',
    ])
      expect(page(paragraph).things.map((t) => t.icon)).not.toContain('gem-stone');
  });
});

describe('a treat that is a creature', () => {
  const pudding: HeroCue = { kind: 'cat', name: 'Pudding', fixed: true };
  const read = (paragraph: string) => readScene(paragraph, pudding, '', { place: 'lake', cast: [] });

  it('draws a fish a cat is after as food: no fish swimming by, no page under the water, no weighing scales', () => {
    const page = read('Pudding reached the bucket. The fisherman gave her a fish. Fish have shiny scales, like tiny tiles.');
    expect(page.setting).toBe('lake');
    expect(page.characters.map((c) => c.kind)).not.toContain('fish');
    expect(page.things.map((t) => t.icon)).not.toContain('balance-scale');
    expect(readScene('So off went Pudding to get some fish.', pudding, '').setting).not.toBe('underwater');
  });

  it('still draws a fish that swims', () => {
    expect(read('The fish swam away from Pudding.').characters.map((c) => c.kind)).toContain('fish');
  });
});

describe('an old tractor mended on the farm', () => {
  const alex: HeroCue = { kind: 'boy', name: 'Alex', fixed: true };
  const onFarm = { place: 'farm' as const, cast: [] };

  it('draws no one called Parp for the horn, and the hay cart as hay', () => {
    const horn = readScene(
      'Alex honked the horn. Parp! The hens ran off, clucking. But the engine stayed quiet.',
      alex,
      '',
      onFarm,
    );
    expect(horn.characters.map((c) => c.kind)).toEqual(['boy', 'chicken']);
    const cart = readScene('That afternoon, the old tractor pulled the hay cart, with Alex waving on top.', alex, '', onFarm);
    expect(cart.setting).toBe('farm');
    expect(cart.things.map((t) => t.icon ?? t.drawn)).toEqual(expect.arrayContaining(['sheaf-of-rice', 'tractor']));
    expect(cart.things.map((t) => t.icon)).not.toContain('shopping-cart');
  });
});
