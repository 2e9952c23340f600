import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const maple: HeroCue = { kind: 'bear', name: 'Maple', fixed: true };
const idea = 'A bear who fell asleep under the stars';
const scene = (paragraph: string) => readScene(paragraph, maple, idea, { place: 'night-sky', cast: [] });

describe('a bear who longs to fall asleep under the stars', () => {
  it('sits out under the moon at night, not on the moon in space', () => {
    const plan = scene(
      'Then a bright, round moon shone right in his eyes. "How will we fall asleep now?" asked Maple the bear. He sat down by a round silver moon to think about falling asleep.',
    );
    expect(plan.setting).not.toBe('moon');
    expect(plan.setting).not.toBe('space');
    expect(plan.time).toBe('night');
  });

  it('is awake while falling asleep is only longed for, asked about or thought of', () => {
    for (const paragraph of [
      'Late one evening, Maple the big bear looked out at the stars. There was one thing Maple longed to do: fall asleep under the stars. "I’m going to fall asleep," he told himself.',
      'He sat down by a round silver moon to think about falling asleep.',
    ])
      expect(scene(paragraph).characters[0]!.pose, paragraph).not.toBe('sleep');
  });

  it('sleeps once he falls asleep', () => {
    for (const paragraph of [
      'Then, at long last, the big bear got to fall asleep.',
      'Maple fell asleep under the stars, dreaming of honey.',
    ])
      expect(scene(paragraph).characters[0]!.pose, paragraph).toBe('sleep');
  });
});

describe('a fox who falls asleep under the stars', () => {
  const fox: HeroCue = { kind: 'fox', name: 'Cookie', fixed: true };
  const page = (paragraph: string) =>
    readScene(paragraph, fox, 'A fox who fell asleep under the stars', { place: 'night-sky', cast: [] });
  it('walks past the moon and sleeps out of doors at night, never in space', () => {
    for (const paragraph of [
      'The fox looked at the stars and smiled. He slunk on past a round silver moon, with a happy hum.',
      'Then, at long last, the quick fox got to fall asleep. Cookie thought of the stars again and smiled.',
    ])
      expect(['night-sky', 'forest', 'meadow'], paragraph).toContain(page(paragraph).setting);
    expect(page('Cookie flew his rocket to the moon.').setting).not.toBe('night-sky');
  });

  it('walks past the moon in the forest the book began in, still on the ground', () => {
    const plan = readScene(
      'The fox looked at the stars and smiled. He slunk on past a round silver moon, with a happy hum.',
      fox,
      'A fox who fell asleep under the stars',
      { place: 'forest', cast: [] },
    );
    expect(plan.setting).not.toBe('moon');
  });

  it('looks out at the stars on the first page from the ground, not from space or a kitchen', () => {
    const first = (paragraph: string) => readScene(paragraph, fox, 'A fox who fell asleep under the stars');
    for (const paragraph of [
      'One clear night, Cookie the quick fox looked out at the stars. He was a quick fox with a bushy tail, under the night sky.',
      'Cookie the quick fox looked out at the stars. He had one big wish: to fall asleep under the stars.',
    ]) {
      const plan = first(paragraph);
      expect(['night-sky', 'forest', 'meadow'], paragraph).toContain(plan.setting);
      expect(plan.time).toBe('night');
    }
  });
});
