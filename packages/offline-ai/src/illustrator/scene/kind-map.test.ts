import { describe, expect, it } from 'vitest';
import { allKinds, type Kind } from '../../language/index.js';
import { createRandom } from '../../seeded.js';
import { HANDS } from '../draw/hands.js';
import { createPen } from '../draw/pen.js';
import { drawCreature, rigOf } from '../figures/kinds.js';
import { figureKind } from './kind-map.js';
import { readScene } from './read-scene.js';

const CREATURES = allKinds().filter((k) => ['pet', 'farm', 'wild', 'bird', 'sea', 'bug'].includes(k.group));
const pen = createPen(HANDS.pixar, createRandom(1), (hex) => hex);

/** How tall a kind is drawn beside a child (100 units). */
function drawnSize(kind: Kind): number {
  const id = figureKind(kind)!;
  const rig = rigOf(id);
  if (rig.rig === 'emoji') return rig.size;
  return drawCreature(pen, id, 0, 'stand', 'happy')!.scale;
}

describe('every creature the reader knows is drawn as an animal of its look', () => {
  it.each(CREATURES.map((k) => [k.word, k] as const))('%s has a figure that is no person', (_, kind) => {
    const id = figureKind(kind);
    expect(id).not.toBeNull();
    expect(rigOf(id!).rig).not.toBe('person');
    expect(id!.startsWith('thing:')).toBe(false);
    // A bird is drawn as a bird, a bug as a small creature, a four-legged wild or farm animal not as a bird.
    if (kind.group === 'bug') expect(['critter', 'emoji']).toContain(rigOf(id!).rig);
    // Anything with feathers or a beak is drawn as a bird, and nothing else is.
    const feathered = kind.parts.some((part) => /\b(?:beak|feathers)\b/.test(part));
    if (kind.group === 'bird' || feathered) expect(rigOf(id!).rig).toBe('bird');
    else expect(rigOf(id!).rig).not.toBe('bird');
  });

  it('tiny creatures are drawn smaller than big ones, and huge ones larger than small ones', () => {
    const sized = CREATURES.filter((k) => figureKind(k) !== null).map((k) => ({ k, size: drawnSize(k) }));
    const largestTiny = Math.max(...sized.filter((s) => s.k.size === 'tiny').map((s) => s.size));
    const smallestBig = Math.min(...sized.filter((s) => s.k.size === 'big' || s.k.size === 'huge').map((s) => s.size));
    expect(largestTiny).toBeLessThan(smallestBig);
  });

  it.each([
    ['The beaver slapped its tail on the river and swam to its lodge.', 'beaver'],
    ['A cheetah raced across the savanna.', 'cheetah'],
    ['The meerkat stood on a rock in the desert.', 'meerkat'],
    ['Soon the old moose waded across the lake.', 'moose'],
    ['A puffin landed on the cliff by the sea.', 'puffin'],
    ['The grasshopper hopped over a leaf.', 'grasshopper'],
  ] as const)('%s: the hero is a %s, not a child', (paragraph, kind) => {
    const plan = readScene(paragraph, { kind: 'child', name: null, fixed: false });
    expect(plan.characters[0]!.kind).toBe(kind);
  });

  it.each(['The little moon yawned and smiled.', 'Sage was only a small moon, but it wanted to come out.'])(
    '%s: the moon that is the hero is drawn as the hero, in the night sky, not as the place',
    (paragraph) => {
      const plan = readScene(paragraph, { kind: 'thing:moon', name: 'Sage', fixed: true });
      expect(plan.characters[0]!.kind).toBe('thing:moon');
      expect(plan.setting).not.toBe('moon');
    },
  );

  it.each([
    'Captain Rosa steered her boat past the lighthouse.',
    'The captain waved from the deck of the ship.',
    'Captain Sam looked out to sea.',
  ])('%s: a captain is drawn as a ship’s captain, in a navy coat and cap', (paragraph) => {
    const captain = readScene(paragraph, { kind: 'child', name: null, fixed: false }).characters.find(
      (c) => c.kind === 'captain',
    );
    expect(captain).toBeDefined();
    const rig = rigOf('captain');
    expect(rig.rig === 'person' && rig.role.extras).toContain('cap');
  });
});
