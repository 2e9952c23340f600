import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const open: HeroCue = { kind: 'child', name: null, fixed: true };
const idea = 'The class hamster comes home for the weekend';

describe('the class hamster taken home for the weekend', () => {
  it('is the hamster the page names, beside the child who looks after it', () => {
    const plan = readScene(
      '"Who will look after Pebble, the class hamster, this weekend?" asked the teacher. Up shot Charlie\'s hand! Charlie wanted Pebble to have the best weekend ever.',
      open,
      idea,
    );
    expect(plan.setting).toBe('classroom');
    expect(plan.characters[0]).toMatchObject({ kind: 'child', name: 'Charlie' });
    expect(plan.characters.slice(1).map((c) => [c.kind, c.name])).toContainEqual(['hamster', 'Pebble']);
  });

  it('is looked after at home, back at school only on Monday', () => {
    const charlie: HeroCue = { kind: 'child', name: 'Charlie', fixed: true };
    const book = { place: 'classroom' as const, cast: [{ name: 'Pebble', kind: 'hamster' as const }] };
    for (const paragraph of [
      'Charlie filled the little water bottle on the cage. Dad came to see, and helped Charlie with Pebble.',
      'Pebble ran round and round on her wheel while Charlie watched.',
    ])
      expect(readScene(paragraph, charlie, idea, book).setting, paragraph).toBe('living-room');
    const monday = readScene(
      'On Monday, Charlie carried Pebble back to school. "Pebble had a lovely weekend," they told the class.',
      charlie,
      idea,
      book,
    );
    expect(monday.setting).toBe('classroom');
    expect(monday.characters.map((c) => c.kind)).toContain('hamster');
  });
});
