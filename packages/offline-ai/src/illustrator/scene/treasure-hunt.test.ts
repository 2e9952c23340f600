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
