import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { POWERS } from './world/powers.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a special power ("Mia can talk to animals")', () => {
  it.each([
    ['Mia can talk to animals', 'animals', /\b(?:understood|talk to animals)\b/],
    ['The girl who talked to animals', 'animals', /\bunderstood\b/],
    ['A boy who can turn invisible', 'invisible', /\b(?:invisible|nobody there|see right through)\b/],
    ['A girl who can fly', 'fly', /\b(?:floating|floated|did not come down|could fly)\b/],
    ['A super strong girl', 'strong', /\b(?:super strong)\b/],
    ['Tom can shrink tiny', 'tiny', /\b(?:shrank|small as)\b/],
    ['A boy who can breathe underwater', 'underwater', /\bbreathe\b/],
    ['A cat who can fly', 'fly', /\bcould fly\b/],
  ])('%s: found and kept secret, fun, a muddle put right, used to help, bedtime', (prompt, power, found) => {
    const stories = [1, 2, 3].map((seed) => told(prompt, seed));
    stories.forEach(({ paragraphs, plan }, i) => {
      const at = `${prompt} (seed ${i + 1})`;
      expect(plan.power?.id, at).toBe(power);
      expect(paragraphs.slice(0, 1).join(' '), at).toMatch(found);
      expect(paragraphs[0], at).toMatch(/secret|tell nobody|Nobody must know/);
      expect(paragraphs[2], at).toMatch(/Oh no|Uh-oh/);
      expect(paragraphs[4], at).toMatch(/help|stuck|lost|fallen|caught|hiding|fell/i);
      expect(paragraphs[5], at).toMatch(/bedtime|night|asleep/i);
      // Had from the first page: never a quest that fails first, nor a wish to fly come true on a swing.
      expect(paragraphs.join(' '), at).not.toMatch(/went all wrong|Maybe we can|felt like flying|one big wish|had dreamed of/);
      expect(plan.educational, at).toBe(false);
    });
    // Two stories of one power never read the same.
    expect(new Set(stories.map((s) => s.paragraphs.join(' '))).size).toBeGreaterThan(1);
  });

  it('a flying child is up in the air on the pages where she flies', () => {
    const { paragraphs } = told('A girl who can fly', 2);
    expect(paragraphs[1]).toMatch(/\bflew\b/);
  });

  it.each([
    ["A bird who can't fly"],
    ['A girl who wants to fly'],
    ['A penguin who wants to fly'],
    ['A girl who wished she could fly'],
  ])('%s wishes for it and does not have it', (prompt) => {
    for (const seed of [1, 2]) expect(told(prompt, seed).plan.power, `${prompt} (seed ${seed})`).toBeUndefined();
  });

  it('a bird that can fly or a fish that breathes underwater has no special power', () => {
    expect(told('A bird who can fly', 1).plan.power).toBeUndefined();
    expect(told('A fish who can breathe underwater', 1).plan.power).toBeUndefined();
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    for (const power of POWERS)
      for (const line of [
        ...power.found,
        ...power.secret,
        ...power.fun.flat(),
        ...power.muddle.flat(),
        ...power.good.flat(),
        ...power.night,
      ])
        for (const sentence of line.replace(/^\[child\]\s*/, '').split(/(?<=[.!?]"?)\s+/))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(13);
  });
});
