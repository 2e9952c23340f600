import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';
import { readPrompt } from '../hero/prompt-look.js';

const sam: HeroCue = { kind: 'child', name: 'Sam', fixed: true };
const NO_BOOK = { place: null, cast: [] };
const scene = (paragraph: string, prompt = 'Sam builds a rocket out of cardboard boxes') =>
  readScene(paragraph, sam, prompt, NO_BOOK);
const drawn = (plan: ReturnType<typeof readScene>) => plan.things.map((t) => t.drawn ?? t.icon);

describe('a thing made of a cardboard box', () => {
  it('is played with in the living room by day, its trip to the moon made across the carpet', () => {
    for (const paragraph of [
      '"Mission control, ready for take-off!" called Sam. Grandma counted down. Whoosh! Off flew the rocket, to the moon and back.',
      'Sam climbed into the rocket and counted down. "Three, two, one, blast off!" In his mind, the rocket zoomed past the stars to the moon.',
    ]) {
      const plan = scene(paragraph);
      expect([plan.setting, plan.time], paragraph).toEqual(['living-room', 'day']);
      expect(drawn(plan), paragraph).toContain('box-rocket');
    }
    // (At bedtime, it stands by the bed.)
    expect(scene('At bedtime, the rocket stood by Sam’s bed. "Next stop, Mars," he whispered.').setting).toBe('bedroom');
  });

  it('draws each thing as the box it was made of, and the empty box as a cardboard box', () => {
    const made: [string, string, string][] = [
      ['Mia turns a big box into a castle', 'Teddy was the knight, and Sam ruled the castle.', 'box-castle'],
      ['The cardboard box that became a pirate ship', 'Sam sailed the pirate ship across the living room sea.', 'box-ship'],
      ['Leo makes a car from a cardboard box', 'Sam drove the car round and round the living room. "Vroom, vroom!"', 'box-car'],
      ['A train made of cardboard boxes', '"All aboard!" called Sam. Teddy and Dolly rode in the carriages.', 'box-train'],
      ['A big empty box', 'Sam sat in the pilot’s seat of the plane and spun the propeller.', 'box-plane'],
      ['A big empty box', 'A parcel came in an enormous cardboard box.', 'cardboard-box'],
    ];
    for (const [prompt, paragraph, thing] of made) {
      const plan = scene(paragraph, prompt);
      expect(plan.setting, paragraph).toBe('living-room');
      expect(drawn(plan), paragraph).toContain(thing);
      expect(plan.vessel, paragraph).toBeUndefined();
    }
  });

  it('reads "sat back on his heels" as sitting, never a high-heeled shoe', () => {
    const plan = scene('Sam sat back on his heels with a big sigh.');
    expect(drawn(plan)).not.toContain('high-heeled-shoe');
    expect(plan.characters[0]!.pose).toBe('sit');
  });

  it('draws the child who made the box as the hero, never the box', () => {
    expect(readPrompt('The cardboard box that became a pirate ship').kind).toBe('child');
  });

  it('leaves a real rocket in space, and a real castle, as they are', () => {
    const plan = readScene('Sam zoomed past the stars in his rocket.', sam, 'Sam flies a rocket to the moon', NO_BOOK);
    expect(plan.setting).not.toBe('living-room');
    expect(drawn(plan)).not.toContain('box-rocket');
    expect(readScene('Sam ran up to the castle gate.', sam, 'Sam visits a castle', NO_BOOK).setting).toBe('castle');
  });
});
