import { describe, expect, it } from 'vitest';
import { illustrateWithPlan } from '../illustrator.js';

const MALE_HAIR = ['short', 'spiky', 'curly', 'afro'];

describe('who the visual prompt makes the hero', () => {
  it('draws the child of "Nana\'s famous apple pie" as the hero, Nana beside her', async () => {
    const { plan } = await illustrateWithPlan({
      paragraph:
        "Early one day, Rosa the bold girl looked round the kitchen. Her grandma Nana was there too, smiling at the bold girl. Rosa had one big wish: to learn to make Nana's apple pie.",
      visualPrompt: "Nana's famous apple pie",
      style: 'pixar',
      seed: 1,
    });
    expect(plan.characters[0]).toMatchObject({ kind: 'girl', name: 'Rosa' });
    expect(plan.characters.slice(1).map((c) => c.kind)).toContain('grandma');
  });

  it("gives Farmer Joe a man's short hair, whatever the seed", async () => {
    for (const seed of [1, 2, 3]) {
      const { book } = await illustrateWithPlan({
        paragraph: 'One crisp day, Joe the busy farmer was up with the birds, ready for work.',
        visualPrompt: "Farmer Joe's busy morning",
        style: (['pixar', 'ghibli', 'anime'] as const)[seed - 1]!,
        seed,
      });
      expect(book.hero.kind).toBe('farmer');
      expect(MALE_HAIR).toContain(book.hero.person!.hairStyle);
    }
  });
});
