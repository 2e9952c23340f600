import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const prompt: HeroCue = { kind: 'boy', name: 'Leo', fixed: true };

describe('at the cinema', () => {
  it("leaves the film's creatures on the screen: only Leo and Mum in the seats", () => {
    for (const paragraph of [
      'Then came a scary bit, with a big growly bear. Leo hid behind his hands.',
      'Mum held his hand. "It’s only a film," Mum whispered. And the bear was kind after all! Best of all, the fox found the moon at the end. Everyone clapped, and so did Leo!',
    ]) {
      const plan = readScene(paragraph, prompt, "Leo's first trip to the cinema", { place: 'cinema', cast: [] });
      expect(plan.setting, paragraph).toBe('cinema');
      expect(
        plan.characters.map((c) => c.kind).filter((k) => k !== 'boy' && k !== 'mum'),
        paragraph,
      ).toEqual([]);
    }
  });
});
