import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const ava: HeroCue = { kind: 'girl', name: 'Ava', fixed: true };
const onBeach = (cast: { name: string; kind: 'turtle' | 'seal' }[]) => ({ place: 'beach' as const, cast });
const poseOf = (paragraph: string, prompt: string, kind: 'turtle' | 'seal') =>
  readScene(paragraph, ava, prompt, onBeach([{ name: 'Peanut', kind }])).characters.find((c) => c.kind === kind)?.pose;

describe('a sea creature met from the beach', () => {
  it('draws a sea turtle out in the water, never a tortoise walking on the sand', () => {
    const prompt = 'Ava meets a sea turtle at the beach';
    expect(poseOf('Then, far out, a little head popped up. It was Peanut!', prompt, 'turtle')).toBe('swim');
    expect(poseOf('Peanut rested while Ava counted the patterns on his shell.', prompt, 'turtle')).toBe('swim');
    // (Come up onto the sand to nest, it is on the sand.)
    expect(poseOf('Peanut crawled up the beach and dug a nest for her eggs.', prompt, 'turtle')).not.toBe('swim');
  });

  it('draws a seal in the waves when the page says so, and on the rocks when it does not', () => {
    const prompt = 'Ava makes friends with a seal';
    expect(poseOf('A little seal popped up in the waves. Ava called him Peanut.', prompt, 'seal')).toBe('swim');
    expect(poseOf('Peanut lay on the warm rocks, sunning his tummy.', prompt, 'seal')).not.toBe('swim');
  });

  it('leaves a tortoise at the beach with no sea in it on its feet', () => {
    expect(
      poseOf('Peanut the tortoise walked slowly across the sand.', 'Ava and her tortoise go to the beach', 'turtle'),
    ).not.toBe('swim');
  });
});

describe('out at sea in a boat', () => {
  it('draws the boat they are in once, never a toy boat bobbing beside it', () => {
    const plan = readScene(
      'The boat chugged far out to sea. Then, far away, Ava saw a huge grey back rise out of the water. A whale!',
      ava,
      'Ava sees a whale from the boat',
      { place: 'sea', cast: [] },
    );
    expect(plan.setting).toBe('sea');
    expect(plan.things.map((t) => t.icon)).not.toContain('sailboat');
    expect(plan.characters.map((c) => c.kind)).toContain('whale');
  });
});
