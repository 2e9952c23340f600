import { describe, expect, it } from 'vitest';
import { differenceOf } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';
import { FALLEN, LACKS, RATHERS, TRIES_UP, WAYS_UP } from './world/differences.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });
const SEEDS = [1, 2, 3];

describe('the idea says how its hero is unlike its kind', () => {
  it.each([
    ['A ladybird with no spots', { way: 'lacks', said: 'spots' }],
    ['A zebra without stripes', { way: 'lacks', said: 'stripes' }],
    ['A zebra who lost her stripes', { way: 'lacks', said: 'stripes' }],
    ['A giraffe with a short neck', { way: 'lacks', said: 'short neck' }],
    ["A bird who can't fly", { way: 'lacks', said: 'fly' }],
    ["A dragon who couldn't breathe fire", { way: 'lacks', said: 'breathe fire' }],
    ["A princess who doesn't want to be a princess", { way: 'rather', not: 'princess' }],
    ['A dragon who did not want to be scary', { way: 'rather', not: 'scary' }],
    ['The princess who did not like pink', { way: 'rather', not: 'pink' }],
    ['A princess who hates pink', { way: 'rather', not: 'pink' }],
    ["Princess Lina doesn't like wearing pink", { way: 'rather', not: 'pink' }],
    ['A little star who fell from the sky', { way: 'fell' }],
    ['The star that fell down', { way: 'fell' }],
    ['A penguin who is always cold', { way: 'unlike', said: 'cold' }],
    ['A polar bear who feels too hot', { way: 'unlike', said: 'hot' }],
    ['A fish who is scared of water', { way: 'unlike', said: 'scared of water' }],
  ])('%s', (idea, difference) => {
    expect(differenceOf(idea)).toEqual(difference);
  });

  it.each(['Princess Amara wants to be a knight', 'A little red tractor who helps on the farm'])('%s: nothing unlike', (idea) => {
    expect(differenceOf(idea)).toBeNull();
  });
});

describe('ideas that keep their own telling', () => {
  it.each([
    'A penguin who wants to fly',
    'A kitten who lost her mittens',
    'an owl who cannot sleep at night',
    'Princess Amara wants to be a knight',
  ])('%s', (prompt) => {
    for (const seed of SEEDS) expect(told(prompt, seed).plan.different, `${prompt} (seed ${seed})`).toBeUndefined();
  });
});

describe('a hero who lacks what the others of its kind have', () => {
  it.each([
    ['A ladybird with no spots', /no spots|not one spot/, /spotty wings|with spots\b|her spots|his spots/],
    ['A zebra without stripes', /no stripes|not one stripe/, /stripy zebra with|with stripes\b|her stripes\b|his stripes\b/],
    ['A zebra who lost her stripes', /no stripes|not one stripe/, /stripy zebra with|find (?:her|his) stripes/],
    ['A tiger who lost his stripes', /no stripes|not one stripe/, /with stripes\b|find (?:her|his) stripes/],
    ['A leopard with no spots', /no spots|not one spot/, /with spots\b|find (?:her|his) spots/],
    ['A giraffe with a short neck', /short/, /long neck\b(?! )|\bher long neck|his long neck/],
    ["A bird who can't fly", /could not fly|can’t fly/, /learned to fly|\b(?:he|she|they) flew\b/],
    ["A robin who can't sing", /could not sing|can’t sing/, /sang (?:a|her|his) (?:sweet )?song/],
    ["A dragon who can't breathe fire", /breathe fire|bubbles/, /breathed fire|learned to breathe/],
    ['An elephant with a tiny trunk', /tiny trunk/, /long trunk\b(?!s)/],
  ])('%s: how it is, the others, a try gone wrong, the day it saves, loved as it is', (prompt, said, never) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const story = paragraphs.join(' ');
      expect(plan.different?.way, at).toBe('lacks');
      expect(paragraphs[0], at).toMatch(said);
      expect(paragraphs[0], at).toMatch(/other|every other|rest of/i);
      expect(paragraphs[2], at).toMatch(/But /);
      expect(paragraphs.slice(4).join(' '), at).toMatch(/cheered|just as you are|just right|our friend|our very own/);
      expect(title, at).toMatch(/ (?:with|Who) /);
      // Never contradicted, never a quest pasted in.
      expect(story, at).not.toMatch(never);
      expect(story, at).not.toMatch(/went all wrong|Maybe we can|longed to|one big wish|did it:/);
    }
  });

  it('its lines never say the others have none of what it lacks, and are short enough to keep', () => {
    for (const lack of LACKS)
      for (const line of [...lack.looks, ...lack.others, ...lack.tease, ...lack.tries.flat(), ...lack.day.flat(), ...lack.loved])
        for (const sentence of line.replace(/\{\w+\}/g, 'Clover').split(/(?<=[.!?]["”]?)\s+/))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(15);
  });
});

describe('a hero with more of a part than it would like', () => {
  it.each([
    ['Oscar the octopus has too many arms', /eight (?:wiggly )?arms/, /\bhave too many arms|Today I will have|too arms\b/],
    ['An elephant with very big ears', /\b(?:big|enormous) ears\b/, /waterhole|one big wish/],
    ['A giraffe whose neck is too long', /\bvery long neck\b/, /baobab|one big wish/],
    ['A spider with too many legs', /eight legs/, /explore the garden|one big wish/],
  ])('%s: the bother it is, a try gone wrong, and the day it is just what is needed', (prompt, said, never) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      expect(plan.different?.way, at).toBe('lacks');
      expect(paragraphs[0], at).toMatch(said);
      expect(paragraphs[2], at).toMatch(/But /);
      expect(paragraphs.slice(4).join(' '), at).toMatch(/cheered|just as you are|just right/);
      expect(paragraphs.join(' '), at).not.toMatch(never);
    }
  });
});

describe('a hero who would rather not be what it is', () => {
  it.each([
    ["A princess who doesn't want to be a princess", 'castle'],
    ["A dragon who doesn't want to be scary", 'mountain'],
    ["A witch who doesn't want to be spooky", 'forest'],
  ])('%s: what is expected, what it would rather, the try, the day both meet, accepted', (prompt, setting) => {
    const doings = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5]) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const story = paragraphs.join(' ');
      expect(plan.different?.way, at).toBe('rather');
      if (plan.different?.way === 'rather') doings.add(plan.different.want.doing);
      expect(plan.setting, at).toBe(setting);
      expect(paragraphs[0], at).toMatch(/did not (?:want|feel like)/);
      expect(paragraphs[1], at).toMatch(/rather|really wanted/);
      expect(paragraphs.slice(4).join(' '), at).toMatch(/cheered/);
      // No wish to 'learn to like being a princess', no second princess come along.
      expect(story, at).not.toMatch(/learn(?:ed)? to like being|Her friend \w+ came along|went all wrong/);
      expect(plan.friend, at).toBeNull();
    }
    if (prompt.includes('princess')) expect(doings.size).toBeGreaterThan(1);
  });
});

describe('a princess who does not like pink', () => {
  it.each(['The princess who did not like pink', 'A princess who hates pink', "Princess Lina doesn't like wearing pink"])(
    '%s: all the pink she is given, the colour she would rather, the day it helps, her own colours at last',
    (prompt) => {
      const doings = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5]) {
        const { paragraphs, plan, title } = told(prompt, seed);
        const at = `${prompt} (seed ${seed})`;
        const story = paragraphs.join(' ');
        expect(plan.different?.way, at).toBe('rather');
        if (plan.different?.way === 'rather') doings.add(plan.different.want.doing);
        expect(plan.setting, at).toBe('castle');
        expect(paragraphs[0], at).toMatch(/pink/);
        expect(paragraphs[0], at).toMatch(/did not like pink|not the colour for|pink was the one colour/);
        expect(story, at).not.toMatch(/learn(?:ed|s)? to like pink|liking pink|still be a pink|be a pink princess in/);
        expect(title, at).not.toMatch(/Like Pink/);
        if (prompt.includes('Lina')) expect(story, at).toMatch(/\bLina\b/);
        // The king or queen is called as a picture book calls one, so a page naming only them draws them crowned.
        expect(story, at).toMatch(/\b(?:Queen|King) [A-Z][a-z]+/);
        expect(story, at).not.toMatch(/\b[A-Z][a-z]+ the (?:queen|king)\b/);
      }
      expect(doings.size, prompt).toBeGreaterThan(1);
    },
  );
});

describe('a sky thing fallen to the ground', () => {
  it.each([
    ['A little star who fell from the sky', 'stars'],
    ['The star that fell down', 'stars'],
    ['A cloud that fell from the sky', 'clouds'],
    ['The moon who fell from the sky', 'twinkling stars'],
  ])('%s: lost on the ground, found, a try up, a way up, home, shining down on its friend', (prompt, family) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const story = paragraphs.join(' ');
      expect(plan.different?.way, at).toBe('fell');
      // On the ground, not in the sky it fell from.
      expect(plan.setting, at).not.toBe('sky');
      expect(paragraphs[0], at).toMatch(/tumbled|fell/);
      expect(paragraphs[2], at).toMatch(/But /);
      expect(paragraphs[4], at).toMatch(new RegExp(`(?:other|The) ${family}`));
      expect(paragraphs[5], at).toContain(plan.guide.name);
      expect(title, at).toMatch(/Fell|Home/);
      // Never a wish to fall from the sky.
      expect(story, at).not.toMatch(/wanted to fall|fall from the sky|falling from the sky/);
    }
  });

  it('its lines are short enough to keep', () => {
    for (const line of [...FALLEN.flatMap((f) => [...f.dim, f.fact ?? '']), ...TRIES_UP.flat(), ...WAYS_UP.flat()])
      for (const sentence of line.replace(/\{\w+\}/g, 'Sunny').split(/(?<=[.!?]["”]?)\s+/))
        expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(15);
    expect(RATHERS.length).toBeGreaterThan(0);
  });
});

describe('a thing that wants what it is for', () => {
  it.each([
    ['A pumpkin who wants to be carved', /jack-o’-lantern|carved/, /glow/],
    ['A snowman who wants a hat', /hat/, /new hat|bobble|woolly hat on|put it on/],
    ['A kite that wants to fly', /fly|clouds/, /up, up, up|lifted .* high/],
    ['A little kite who dreams of flying in the sky', /fly|clouds/, /up, up, up|lifted .* high/],
  ])('%s: passed by, a try gone wrong, chosen by a child, made what it is for, its night', (prompt, wish, done) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const story = paragraphs.join(' ');
      expect(plan.different?.way, at).toBe('purpose');
      expect(paragraphs[0], at).toMatch(wish);
      expect(paragraphs[2], at).toMatch(/But /);
      expect(plan.guide.kind.human, at).toBe(true);
      expect(paragraphs[3], at).toContain(plan.guide.name);
      expect(paragraphs.slice(4).join(' '), at).toMatch(done);
      // Never a quest in a meadow with a mouse, nor 'it was carved!' pasted in.
      expect(story, at).not.toMatch(/went all wrong|Maybe we can|did it:|it was carved!|meadow/);
    }
  });
});

describe("a child's own thing that wishes", () => {
  it.each([
    ["Kenji's kite wants to fly high", 'Kenji'],
    ["Sam's kite wants to soar up high", 'Sam'],
  ])('%s: the thing wishes, and %s flies it', (prompt, child) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      expect(plan.hero.kind.word, at).toBe('kite');
      expect(plan.different?.way, at).toBe('purpose');
      expect(plan.guide.name, at).toBe(child);
      expect(paragraphs.slice(4).join(' '), at).toContain(child);
      expect(paragraphs.join(' '), at).not.toMatch(/flapped/);
    }
  });
});

describe('a hero who feels what its kind never does ("A penguin who is always cold")', () => {
  it.each([
    ['A penguin who is always cold', /\b(?:shivered|shivering|always cold)\b/, /\bhuddle/i, /\bscarf\b/],
    ['The little penguin who was always chilly', /\b(?:shivered|shivering|always cold)\b/, /\bhuddle/i, /\bscarf\b/],
    ['A polar bear who feels too hot', /\btoo hot\b/, /\b(?:swim|swam|snow)\b/, /\b(?:cool|sea)\b/],
    ['A fish who is scared of water', /\bscared of water\b/, /\bweeds\b/, /\bopen water\b/],
  ])('%s: the feeling is the story, said all through and eased as that creature really would', (prompt, feeling, eased, end) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.different?.way, at).toBe('lacks');
      expect(paragraphs.slice(0, 3).join(' '), at).toMatch(feeling);
      expect(paragraphs.slice(3).join(' '), at).toMatch(eased);
      expect(text, at).toMatch(end);
      // No stock climb, and the hero never said to be like the others in what the idea says it is not.
      expect(text, at).not.toMatch(/\b(?:top of the|hill|You did it)\b/);
    }
  });
});

describe("a child's own toy that wishes for a friend", () => {
  it.each([["Mia's teddy wants a friend", 'Mia']])(
    '%s: the teddy makes a friend of another toy, and %s is its guide',
    (prompt, child) => {
      for (const seed of SEEDS) {
        const { paragraphs, plan } = told(prompt, seed);
        const at = `${prompt} (seed ${seed})`;
        expect(plan.hero.kind.word, at).toBe('teddy bear');
        expect(plan.guide.name, at).toBe(child);
        expect(plan.friend?.kind.group, at).toBe('toy');
        expect(paragraphs[0], at).toContain(child);
        expect(paragraphs.at(-1), at).toContain(child);
        expect(paragraphs.join(' '), at).not.toMatch(/help (?:her|his|my|your) teddy|muddle/);
      }
    },
  );
});

describe('a goldfish scared of water', () => {
  it.each(['A goldfish afraid of water', 'A goldfish who is scared of water'])(
    '%s: hides in its pond, never a pool or the sea',
    (prompt) => {
      for (const seed of SEEDS) {
        const { paragraphs, plan } = told(prompt, seed);
        const text = paragraphs.join(' ');
        const at = `${prompt} (seed ${seed}): ${text}`;
        expect(plan.setting, at).toBe('pond');
        expect(plan.different?.way, at).toBe('lacks');
        expect(text, at).toMatch(/\bpond\b/);
        expect(text, at).not.toMatch(/\bpool\b|\bsea\b|put a toe in|goldfishes|kicked/);
      }
    },
  );
});
