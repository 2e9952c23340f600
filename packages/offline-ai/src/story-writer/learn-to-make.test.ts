import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => {
  const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
  return { story, text: story.paragraphs.join(' ') };
};

/** Lines of a wish told as a form: no step of the making at all. */
const FORM = /did one thing at a time|turned into a big muddle|did it: (?:it|she|he|they) learned|tried one thing, then another/;

/** Real steps of making each dish, by what the idea wishes to learn to make. */
const STEPS: readonly [string, RegExp][] = [
  ['A robot who learns to bake cookies', /\b(?:dough|oven|rolled|cut out|butter and sugar|tray)\b/g],
  ['Grandma teaches Mia to make pancakes', /\b(?:batter|pan|flip(?:ped)?|whisked|eggs)\b/g],
  ['A little chef learns to make pizza', /\b(?:dough|sauce|stretched|oven|cheese|toppings)\b/g],
  ['Tom learns to bake bread', /\b(?:dough|kneaded|yeast|rise|oven|loaf)\b/g],
  ['A bear learns to make soup', /\b(?:pot|carrots|potatoes|vegetables|stirred|salt)\b/g],
  ['Lily learns to make a sandwich', /\b(?:butter|slices?|cheese|filling|top slice)\b/g],
];

describe('learning to make something in the kitchen', () => {
  it('is told by the real steps of making it, never as a form', () => {
    for (const [prompt, steps] of STEPS)
      for (const seed of [1, 2, 3]) {
        const { story, text } = told(prompt, seed);
        const named = new Set([...text.toLowerCase().matchAll(steps)].map((m) => m[0]));
        expect(named.size, `${prompt} (${seed}): ${text}`).toBeGreaterThanOrEqual(2);
        expect(text, `${prompt} (${seed})`).not.toMatch(FORM);
        expect(story.plan.setting, prompt).toBe('kitchen');
      }
  });

  it('is shown how, goes wrong on the first try in a way true to the dish, and then comes out right', () => {
    for (const seed of [1, 2, 3]) {
      const { story, text } = told('A robot who learns to bake cookies', seed);
      const [, , , tried, fixed] = story.paragraphs;
      expect(text).toMatch(/\bshowed\b|"First, you|show you how/);
      expect(tried, text).toMatch(/black and smoky|one giant cookie/);
      expect(fixed, text).toMatch(/golden/);
      // Cookie dough is not left to rise.
      expect(text).not.toMatch(/would not rise|dough .* rise/);
    }
  });

  it('has the one who teaches show how, and never wish to learn it too', () => {
    for (const seed of [1, 2, 3]) {
      const { text } = told('Grandma teaches Mia to make pancakes', seed);
      expect(text).toMatch(/Grandma (?:showed|set out)|said Grandma|show you how/);
      expect(text).not.toMatch(/Grandma(?:,)? (?:wanted to|ready to) (?:learn|make)/);
      expect(text).toMatch(/ceiling|floor/);
    }
  });

  it('fits the hero: a chef learning is shown by someone else, a bear presses with paws', () => {
    for (const seed of [1, 2, 3]) {
      const chef = told('A little chef learns to make pizza', seed);
      expect(chef.story.plan.guide.kind.human || chef.story.plan.guide.kind.group === 'family').toBe(true);
    }
    const bear = told('A bear learns to bake bread', 1).story.plan.activity;
    expect(bear?.steps.flat().join(' ')).toMatch(/\bwith \{their\} paws\b/);
    expect(bear?.steps.flat().join(' ')).not.toMatch(/\bhands\b/);
  });
});

describe('making a dish', () => {
  it('gathers what it is made of and goes wrong its own way: cookie dough does not rise', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { text } = told('A bear bakes cookies', seed);
      expect(text).not.toMatch(/would not rise|\brise\b/);
      expect(text).toMatch(/\b(?:butter|dough|tray)\b/);
      expect(text).toMatch(/black and smoky|one giant cookie/);
    }
  });

  it('is made in the kitchen, with a thing made, when it is said bare', () => {
    const { story, text } = told('Ana makes pancakes with Dad', 1);
    expect(story.plan.setting).toBe('kitchen');
    expect(story.plan.thing?.noun).toBe('pancakes');
    expect(text).toMatch(/flour, eggs and milk|batter|flip/);
  });
});

describe('a plant boasted of ("The biggest pumpkin in the world")', () => {
  it.each([
    ['The biggest pumpkin in the world', 'pumpkin'],
    ['The tallest sunflower ever', 'sunflower'],
  ])('%s is grown, grows huge and wins at the show, with no lesson on the world', (prompt, plant) => {
    for (const seed of [1, 2, 3]) {
      const { story, text } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      expect(story.plan.goal.phrase, at).toMatch(new RegExp(`^grow the \\w+ ${plant}$`));
      expect(story.plan.educational, at).toBe(false);
      expect(text, at).toMatch(/seeds?\b/);
      expect(text, at).toMatch(/bigger than|nobody could lift|taller/);
      expect(text, at).toMatch(/first prize|rosette/);
      expect(text, at).not.toMatch(/continent|globe|ocean/i);
    }
  });
});

describe('making something with one of the family or a friend who came along', () => {
  const ideas = [
    ['Priya makes pancakes with Grandma', 'Grandma'],
    ['Ben bakes a cake with Dad', 'Dad'],
    ['Mia and Grandpa build a birdhouse', 'Grandpa'],
  ] as const;
  it.each(ideas.flatMap(([prompt, helper]) => [1, 2, 3].map((seed) => [prompt, helper, seed] as const)))(
    '%s: %s helps, and no one else drops by to show how (seed %i)',
    (prompt, helper, seed) => {
      const { story, text } = told(prompt, seed);
      expect(story.paragraphs.slice(1, 3).join(' ')).toContain(helper);
      // No chef, bee or bird met in the kitchen or garden, no other grown-up calling from nowhere.
      expect(text).not.toMatch(/\b(?:chef|bee|bird|fox|squirrel)\b|Hi there|called (?:Dad|Mum|Grandma|Grandpa)\b/);
    },
  );
});

describe('something made for someone', () => {
  const ideas = [
    ['Ivy makes a card for Mum', 'Mum'],
    ['Sam makes a birthday card for Grandpa', 'Grandpa'],
    ['Nia makes a treasure map for her brother', 'brother'],
  ] as const;
  it.each(ideas.flatMap(([prompt, who]) => [1, 2, 3].map((seed) => [prompt, who, seed] as const)))(
    '%s: made in secret and given to %s at the end (seed %i)',
    (prompt, who, seed) => {
      const { story, text } = told(prompt, seed);
      // Not there while it is made, and given at the end, never shown to 'all her friends' and taken to bed.
      expect(story.paragraphs.slice(1, 5).join(' ')).not.toMatch(new RegExp(`\\b${who}\\b (?:walked|was there)`));
      expect(story.paragraphs[5]).toMatch(/\bgave\b|Surprise!/);
      expect(story.paragraphs[5]).toContain(who);
      expect(text).not.toMatch(/to all (?:her|his|their) friends|string, sticks/);
    },
  );
});
