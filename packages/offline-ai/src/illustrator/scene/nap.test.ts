import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const open: HeroCue = { kind: 'child', name: null, fixed: false };

describe('falling asleep out of doors', () => {
  it('is a nap at the time the page is, not night', () => {
    const plan = readScene(
      'After the picnic, Evie built a sandcastle on the beach with Dad. Then she lay on her towel in the warm sun and fell asleep.',
      open,
    );
    expect(plan.setting).toBe('beach');
    expect(plan.time).toBe('day');
  });

  it('is night when the page says bedtime, bed or dreams', () => {
    expect(readScene('At bedtime, Evie fell asleep on the beach by the tent.', open).time).toBe('night');
    expect(readScene('Evie walked home past the beach huts. She fell asleep dreaming of golden sand.', open).time).toBe('night');
  });
});
