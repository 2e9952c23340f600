import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const lastOf = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.at(-1)!;

describe('the last paragraph', () => {
  const prompts = [
    'A hedgehog who wants to learn to swim',
    'Maya wants to build a treehouse in the garden',
    'A little robot wants to see the stars',
    'A shy fox wants to win the race in the forest',
    'Sam loses his teddy at the park',
    'An otter wants to sail across the lake',
    'A dragon who wants to fly to the moon',
    'Priya wants to bake a cake with Grandma',
  ];

  it.each(prompts)('%s: recalls the story, not the wish pasted into "a day of ..."', (prompt) => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const last = paragraphs.at(-1)!;
      expect(last).not.toMatch(/\ba day (?:of|for) \w+ing\b/i);
      // The wish said in full at most once at the end, in any of its forms.
      const forms = [plan.goal.phrase, plan.goal.ing].map((f) => f.replace(/\{their\}/g, '\\w+'));
      const said = forms.reduce((n, f) => n + (last.match(new RegExp(`\\b${f}\\b`, 'gi'))?.length ?? 0), 0);
      expect(said, last).toBeLessThanOrEqual(1);
    }
  });

  it('remembers how the trouble of the place was put right', () => {
    const recalled = [
      'Kiri the kiwi bird wants to see the sea',
      'An otter wants to sail across the lake',
      'A goat climbs the mountain',
    ]
      .flatMap((prompt) => [1, 2, 3, 4, 5, 6].map((seed) => lastOf(prompt, seed)))
      .filter((last) => /thought of how|liked it (?:best )?when/.test(last));
    expect(recalled.length).toBeGreaterThanOrEqual(3);
  });

  it('does not send a hero home from the place their kind lives in', () => {
    for (const prompt of ['A little red tractor who helps on the farm', 'A cow who wants to win a prize at the farm'])
      for (const seed of [1, 2, 3]) expect(lastOf(prompt, seed)).not.toMatch(/\bhome from the farm\b/);
  });
});

describe('a sight wished for with its look', () => {
  it.each([
    ['Kiri the kiwi bird wants to see the sea', 'sparkling blue waves'],
    ['A boy who wants to see the volcano', 'tall smoking volcano'],
    ['A snail wants to see the waterfall', 'tall white waterfall'],
  ])('%s: is seen with it at the high point, even once the wish is said short', (prompt, look) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      expect(paragraphs.at(-2)).toContain(look);
    }
  });
});
