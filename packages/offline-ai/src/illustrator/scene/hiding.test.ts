import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const lily: HeroCue = { kind: 'girl', name: 'Lily', fixed: true };
const charlie: HeroCue = { kind: 'child', name: 'Charlie', fixed: true };
const oscar: HeroCue = { kind: 'octopus', name: 'Oscar', fixed: true };
const hidden = (paragraph: string, hero: HeroCue) =>
  readScene(paragraph, hero)
    .characters.filter((c) => c.hiding)
    .map((c) => `${c.name ?? c.kind} ${c.hiding!.cover} ${c.pose}`);

describe('hide and seek', () => {
  it('draws the one who hid behind, under or inside a thing hidden by it: peeking round a tall one, crouched behind a low one', () => {
    expect(hidden('Lily hid behind the long curtains, and kept very, very still.', lily)).toEqual(['Lily curtain stand']);
    expect(
      hidden(
        'Quick! Charlie hid under the kitchen table, and kept very, very still. Grandpa looked under a heap of coats.',
        charlie,
      ),
    ).toEqual(['Charlie table sit']);
    expect(hidden('Oscar the octopus swam off and hid inside a giant clam. He kept as still as a stone.', oscar)).toEqual([
      'Oscar shell sit',
    ]);
    expect(hidden('Quick! Charlie hid under a heap of coats, and kept very, very still.', charlie)).toEqual(['Charlie heap sit']);
    // (Whoever hid: Grandpa, found still in his hiding place, asleep.)
    const grandpa = readScene(
      'Then Charlie heard a little snore. It was Grandpa, fast asleep in the cupboard under the stairs! "You hid so well, you fell asleep!" laughed Charlie.',
      charlie,
    ).characters.find((c) => c.kind === 'grandpa')!;
    expect(grandpa.hiding?.cover).toBe('tall');
    expect(grandpa.expression).toBe('sleepy');
    expect(readScene('Charlie hid under a heap of coats.', charlie).characters[0]).toMatchObject({
      hiding: { word: 'heap of coats' },
    });
  });

  it('draws the hiding place as their cover, not a second one beside them', () => {
    const things = readScene('Mia hid behind the big oak tree. Ben counted to ten.', lily).things.map((t) => t.word);
    expect(things).not.toContain('big oak tree');
    expect(readScene('Quick! Charlie hid under a heap of coats.', charlie).things.map((t) => t.icon)).not.toContain('coat');
  });

  it('hides nobody who only looks, or sleeps in a bed with no game', () => {
    expect(hidden('Grandpa looked under the kitchen table. "Where can Charlie be?" he said.', charlie)).toEqual([]);
    expect(hidden('They tiptoed to look behind the sofa. Nobody! They peeked inside the big wardrobe.', charlie)).toEqual([]);
    expect(hidden('Lily was fast asleep in her bed.', lily)).toEqual([]);
  });
});
