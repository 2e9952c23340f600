import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { RESCUES } from './world/rescues.js';

/** The longest sentence the third telling of a hard story keeps (story-writer's TELLING_WORDS). */
const SHORT_TELLING = 13;

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** Ideas of saving someone, with the words their trouble must be told by and those of the tries that fit it. */
const IDEAS: readonly (readonly [prompt: string, trouble: RegExp, tries: RegExp])[] = [
  ['Tom rescues a kitten stuck in a tree', /\btree\b/, /\b(?:ladder|basket)\b/],
  ['Mia helps a bird with a broken wing', /\bwing\b/, /\b(?:shoebox|bandage|nest)\b/],
  ['A girl rescues a turtle tangled in a net', /\bnet\b/, /\b(?:scissors|snip)\b/],
  ['Sam and his dog save a baby whale', /\bsand\b/, /\bbuckets?\b/],
  ['A brave knight rescues a prince from a tower', /\btower\b/, /\b(?:key|sheets)\b/],
  ['A girl rescues a puppy down a well', /\bwell\b/, /\bbucket\b/],
  ['A farmer saves a pony stuck in the mud', /\bmud\b/, /\b(?:planks|rope)\b/],
];

describe('a hero who saves someone in trouble', () => {
  for (const [prompt, trouble, tries] of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): the trouble is named, tried at, and put right`, () => {
        const { paragraphs, plan } = told(prompt, seed);
        const text = paragraphs.join(' ');
        const saved = plan.friend!.name;
        // A cry first; the one in trouble found, and the trouble seen, in the second paragraph.
        expect(paragraphs[0]).not.toContain(saved);
        expect(paragraphs[1]).toContain(saved);
        expect(paragraphs.slice(1, 3).join(' ')).toMatch(trouble);
        // The first try fails the way the trouble makes it fail; the help is a real way of putting it right.
        expect(paragraphs[2]).toMatch(/\b(?:but|not|too|just|only)\b/i);
        expect(paragraphs.slice(3, 5).join(' ')).toMatch(tries);
        // Nobody from nowhere asks the hero for help, and no stock muddle stands in for the trouble.
        expect(text).not.toMatch(/Could you help me|can’t do it all alone|Thank you for helping me|went all wrong|big muddle/);
        expect(text).not.toMatch(/packed for the trip/);
      });

  it('a fire engine saves a cat from a tree with its own ladder, never climbing the tree or holding it in its arms', () => {
    for (const seed of [1, 2, 3]) {
      const text = told('A red fire engine who helps a cat stuck in a tree', seed).paragraphs.join(' ');
      expect(text).toMatch(/raised its long ladder/);
      expect(text).not.toMatch(/\barms\b|climbed up the tree|slid back down/);
    }
  });

  it('keeps the one saved by their own pronoun in the lines told of them', () => {
    for (const [prompt] of IDEAS) {
      let checked = 0;
      for (const seed of [1, 2, 3, 4]) {
        const { paragraphs, plan } = told(prompt, seed);
        const saved = plan.friend!;
        const own = { she: ['She', 'Her'], he: ['He', 'His'], they: ['They', 'Their'], it: ['It', 'Its'] }[saved.pronoun];
        // 'Twinkle was stuck ... She could not get down': a sentence of the one saved, then one of a pronoun, is theirs.
        const sentences = paragraphs.flatMap((p) => p.split(/(?<=[.!?]"?)\s+/));
        sentences.forEach((sentence, i) => {
          const next = sentences[i + 1] ?? '';
          const pronoun = /^(She|He|They|It|Her|His|Their|Its)\b/.exec(next)?.[1];
          if (sentence.includes(saved.name) && !sentence.includes(plan.hero.name) && pronoun) {
            expect(own, `${prompt} (seed ${seed}): ${sentence} ${next}`).toContain(pronoun);
            checked += 1;
          }
        });
      }
      // (The trouble and the one saved well again are told of them, by their pronoun.)
      expect(checked, prompt).toBeGreaterThan(0);
    }
  });

  it('chooses a trouble that befalls the one saved when the idea says none, varied by seed', () => {
    const dragon = new Set([1, 2, 3, 4, 5, 6].map((seed) => told('A princess who saves a dragon', seed).plan.rescue?.id));
    expect([...dragon].every((id) => ['thorn', 'cave', 'fire'].includes(id ?? ''))).toBe(true);
    expect(dragon.size).toBeGreaterThan(1);
    for (const seed of [1, 2, 3]) {
      const { plan, paragraphs } = told('A little mouse saves a lion', seed);
      expect(['thorn', 'net']).toContain(plan.rescue?.id);
      // (A mouse has no scissors: it nibbles the ropes; a lion in a net has no flippers.)
      if (plan.rescue?.id === 'net') expect(paragraphs.join(' ')).toMatch(/\bnibble/i);
      expect(paragraphs.join(' ')).not.toMatch(/\bflippers\b/);
      expect(paragraphs[0]).toMatch(/\bmouse\b/);
    }
  });

  it('a dog who came along is there from the start and helps, by name', () => {
    const { paragraphs, plan } = told('Sam and his dog save a baby whale', 1);
    expect(plan.friend?.kind.word).toBe('whale');
    expect(plan.guide.kind.word).toBe('dog');
    expect(paragraphs[0]).toMatch(new RegExp(`Sam['’]s dog ${plan.guide.name}`));
    expect(paragraphs[3]).toContain(plan.guide.name);
  });

  it('one who saves for work is told at work, and saves someone in trouble', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = told('The firefighter saves the day', seed);
      expect(plan.rescue?.pro).toBe(true);
      expect(paragraphs[0]).toMatch(/\bfirefighter was on duty\b/);
      expect(paragraphs[1]).toContain(plan.friend!.name);
    }
  });

  it('a trouble of the table is no rescue for someone it cannot befall', () => {
    expect(told('Ella helps Mum who has a cold', 1).plan.rescue).toBeUndefined();
  });
});

describe('a creature the idea puts in trouble, wishing nothing else', () => {
  it.each([
    ['A kitten stuck up a tree', 'kitten', /\btree\b/],
    ['A puppy stuck down a well', 'puppy', /\bwell\b/],
    ['A lamb stuck in the mud', 'lamb', /\bmud\b/],
    ['A bird with a broken wing', 'bird', /\bwing\b/],
    ['A turtle tangled in a net', 'turtle', /\bnet\b/],
    ['A hedgehog stuck in a drain', 'hedgehog', /\bdrain\b/],
  ])('%s is told as its rescue, by a child who finds it', (prompt, kind, trouble) => {
    for (const seed of [1, 2]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const text = paragraphs.join(' ');
      expect(plan.hero.kind.human, `${prompt} (seed ${seed})`).toBe(true);
      expect(plan.friend?.called ?? plan.friend?.kind.word).toBe(kind);
      expect(title).toContain(plan.friend!.name);
      expect(paragraphs[1]).toContain(plan.friend!.name);
      expect(paragraphs.slice(1, 3).join(' ')).toMatch(trouble);
      // Never a creature wishing to 'stick down a well', nor a lesson on pets or rocks.
      expect(text).not.toMatch(/\b(?:stick|tangle|strand)(?:s|ing)? (?:up|down|in|on)\b|Learns About/);
      expect(plan.educational).toBe(false);
    }
  });

  it('a duckling down the drain has a mother who quacks; a hedgehog there does not', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = told('A hedgehog stuck in a drain', seed).paragraphs.join(' ');
      expect(text).not.toMatch(/mother duck|feathers|waddled/);
    }
  });

  it('a named creature stays the hero of its own idea', () => {
    expect(told('Pepper the kitten gets stuck up a tree', 1).plan.hero.name).toBe('Pepper');
  });
});

describe('the troubles, one by one', () => {
  const words = (sentence: string) => sentence.replace(/\{\w+\}/g, 'Pip').split(/\s+/).length;
  const ungated = (line: string) => line.replace(/^(?:\[!?\w+\]\s*)+/, '');

  it('has at least twelve, each with a try that works for every way begun', () => {
    expect(RESCUES.length).toBeGreaterThanOrEqual(12);
    for (const rescue of RESCUES) expect(rescue.deed.length, rescue.id).toBe(rescue.help.length);
  });

  it('every sentence is short enough to be kept in a shorter telling', () => {
    const long = RESCUES.flatMap((rescue) =>
      [...rescue.sign, ...rescue.seen, ...rescue.fail, ...rescue.help, ...rescue.deed, ...rescue.well]
        .flatMap((line) => ungated(line).split(/(?<=[.!?]"?)\s+(?=["A-Z{])/))
        .filter((sentence) => words(sentence) > SHORT_TELLING)
        .map((sentence) => `${rescue.id}: ${sentence}`),
    );
    expect(long).toEqual([]);
  });
});

describe('a brave or kind hero with no wish', () => {
  // ('The bravest little mouse': the bravest is brave.)
  it.each(['A brave little mouse', 'A kind giant', 'A brave knight', 'A kind dragon', 'The bravest little mouse'])(
    '%s: saves someone of its world, never explores',
    (prompt) => {
      let rescues = 0;
      for (const seed of [1, 2, 3, 4]) {
        const { paragraphs, plan } = told(prompt, seed);
        const text = paragraphs.join(' ');
        expect(text).not.toMatch(/\bexplor/);
        if (!plan.rescue) continue;
        rescues += 1;
        // Someone else is saved, never one of the hero's own kind, and their trouble is seen where the cry came from.
        expect(plan.friend!.kind).not.toBe(plan.hero.kind);
        expect(paragraphs[1]).toContain(plan.friend!.name);
        expect(plan.guide.kind.word).not.toBe('teacher');
      }
      expect(rescues).toBeGreaterThan(0);
    },
  );
});
