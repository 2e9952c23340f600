import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const ziggy: HeroCue = { kind: 'giraffe', name: 'Ziggy', fixed: true };

describe('a school disco', () => {
  it('is danced in the hall, never at the classroom desks', () => {
    for (const paragraph of [
      'It was the night of the disco. Coloured lights spun round the hall. Ziggy hid behind the snack table.',
      'The music was loud, and a shiny disco ball turned round and round. Ziggy stood by the wall at school, very still.',
    ])
      expect(readScene(paragraph, ziggy).setting, paragraph).toBe('sports-hall');
  });

  it('draws a rail of costumes as clothes, never a tram', () => {
    const things = readScene('Ziggy met the teacher by a rail of bright costumes.', ziggy).things.map((t) => t.icon);
    expect(things).toContain('dress');
    expect(things).not.toContain('light-rail');
  });
});
