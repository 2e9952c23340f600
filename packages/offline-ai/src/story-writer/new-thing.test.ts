import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { NEW_THINGS } from './world/new-things.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a new thing of the hero\'s own ("Ravi\'s new glasses")', () => {
  it.each([
    ["Ravi's new glasses", 'glasses', /optician/],
    ['Amir gets glasses', 'glasses', /optician/],
    ['A bear gets new glasses', 'glasses', /optician/],
    ['Ben needs glasses', 'glasses', /optician/],
    ['The crocodile who needed glasses', 'glasses', /optician/],
    ["Sam's new bike", 'bike', /\b(?:shed|birthday|helmet|bell)\b/],
    ["Lily's new shoes", 'shoes', /\b(?:shoe shop|box|stiff|squeak)/i],
    ["Mia's new wellies", 'wellies', /\b(?:wet|box|clomp)/i],
    ['Zoe gets a new scooter', 'scooter', /\b(?:box|birthday|foot)\b/],
    ["Tom's new coat", 'coat', /\b(?:pockets|parcel|cold|zipped)\b/],
  ])('%s: got, out in it, a trouble put right, its good, put away', (prompt, thing, got) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title, tags } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      expect(plan.newThing?.id, at).toBe(thing);
      expect(title.toLowerCase(), at).toContain(`new ${thing}`);
      expect(tags, at).toContain(thing);
      for (const paragraph of paragraphs)
        expect(paragraph.toLowerCase(), at).toMatch(new RegExp(`\\b${thing.replace(/s$/, '')}`));
      expect(paragraphs[0], at).toMatch(got);
      expect(paragraphs[2], at).toMatch(/Oh no/);
      expect(paragraphs[5], at).toMatch(/asleep/);
      // Never a walk up a hill, a stock wind or a lesson on glass.
      expect(paragraphs.join(' '), at).not.toMatch(/reach the top|explore|went all wrong|Maybe we can|get glasses/);
      expect(plan.educational, at).toBe(false);
      // A pair is 'they': 'The new glasses were', never 'was'; a bike is 'it'.
      if (thing.endsWith('s')) expect(paragraphs.join(' '), at).not.toMatch(new RegExp(`new ${thing} (?:was|is|has)\\b`));
      else expect(paragraphs.join(' '), at).not.toMatch(new RegExp(`new ${thing} (?:were|are|have)\\b`));
    }
  });

  it('a wish to do something with it is that doing, not the new thing', () => {
    expect(told('Sam learns to ride his new bike', 1).plan.newThing).toBeUndefined();
    expect(told('Leo and the magic boots', 1).plan.newThing).toBeUndefined();
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    for (const thing of NEW_THINGS)
      for (const line of [
        ...thing.got,
        ...thing.first,
        ...thing.out.flat(),
        ...thing.trouble.flat(),
        ...thing.good,
        ...thing.praise,
        ...thing.away,
      ])
        for (const sentence of line.replace(/\{\w+\}/g, 'Ravi').split(/(?<=[.!?]"?)\s+/))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(13);
  });
});
