import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

const IDEAS = [
  "Mia's first day at school",
  'Leo starts school',
  "Ingrid's first day at a new school",
  "Malik's first day at nursery",
  'the new girl in class',
  // (Going to school is being new there: never a wish 'to see rows of little desks'.)
  'Tom goes to school',
  'A dinosaur goes to school',
  'A dragon who comes to school',
] as const;

describe('a friend made at school', () => {
  for (const prompt of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): is told as the school day, friend by name`, () => {
        const { paragraphs, plan } = told(prompt, seed);
        const friend = plan.friend!;
        const text = paragraphs.join(' ');
        // The morning: the day, the peg, the jumper or the goodbye, before anyone is met.
        expect(paragraphs[0]).toMatch(/\b(?:peg|jumper|shoes|goodbye|waved)\b/);
        expect(paragraphs[0]).not.toContain(friend.name);
        // Alone first, then someone who shares or is alone too, and the names said.
        expect(paragraphs[1]).toMatch(/\b(?:alone|on (?:her|his) own|nobody sat next to)\b/);
        expect(paragraphs[1]).toContain(`I’m ${friend.name}`);
        // After the hello the friend goes by name: never 'the girl and the boy' or 'Maya the girl'.
        expect(text).not.toMatch(/\bthe (?:girl|boy) and the (?:girl|boy)\b/);
        expect(text).not.toMatch(new RegExp(`${friend.name} the (?:girl|boy)`));
        for (const p of paragraphs.slice(2)) expect(p).toContain(friend.name);
        // A small trouble of the school day, put right by the friend in words of their own.
        expect(paragraphs[3]).toContain(friend.name);
        expect(paragraphs[3]).toMatch(/"[^"]+"/);
        // A real game, and home time with the question and the answer.
        expect(paragraphs[4]).toMatch(/\b(?:tag|hopscotch|tower of blocks|sandpit|dressing-up)\b/);
        expect(paragraphs[5]).toMatch(/"How was (?:school|nursery|your day)\?"/);
        expect(paragraphs[5]).toMatch(/I made a friend/);
        // No stock lines of the place standing in for a school day.
        expect(text).not.toMatch(
          /pencil pot|game about|explored a|looked towards the school|hutch swung open|both talked at once/,
        );
      });

  it('reads differently by seed', () => {
    for (const prompt of IDEAS) {
      const [a, b, c] = [1, 2, 3].map((seed) => told(prompt, seed).paragraphs.join(' '));
      expect(new Set([a, b, c]).size).toBe(3);
    }
  });

  it('says the first day where the idea does, and a friend new too shows no one round', () => {
    expect(told("Mia's first day at school", 1).paragraphs[0]).toMatch(/first day at school/);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = told('Leo starts school', seed).paragraphs.join(' ');
      if (/I’m new too/.test(text)) expect(text).not.toMatch(/showed Leo where/);
    }
  });

  it.each([
    ["Malik's first day at nursery", 'nursery'],
    ['Ife starts at nursery', 'nursery'],
    ['First day at kindergarten', 'kindergarten'],
    ['Jo starts playgroup', 'playgroup'],
    ["Kit's first day at pre-school", 'pre-school'],
  ])(
    '%s: the first day is said as the idea calls it, %s, from the morning to the gate, never school or class',
    (prompt, called) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, tags } = told(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.littleSchool, `${prompt} (seed ${seed})`).toBe(called);
        expect(tags).toContain(called.replace('-', ''));
        expect(tags).not.toContain('school');
        expect(paragraphs[0], text).toContain(`first day at ${called}`);
        expect(paragraphs[5], text).toContain(`${called} gate`);
        expect(paragraphs[1], text).toContain('I’m');
        expect(text, text).not.toMatch(/(?<!pre-)\bschool\b|\bclass\b|In class/);
      }
    },
  );

  it('tells little animals at school their own school day, as animals', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = told("a hedgehog's first day at forest school", seed);
      expect(plan.hero.kind.word).toBe('hedgehog');
      const text = paragraphs.join(' ');
      expect(paragraphs[5]).toMatch(/I made a friend/);
      // A hedgehog's mum is a hedgehog, its teacher a wise animal; no jumper, shoes or gloves, no children about.
      expect(text).not.toMatch(/\b(?:Mum|Dad|Miss|jumper|shoes|gloves?|toilet|children|girl|boy)\b/);
      expect(text).not.toMatch(/\bMr (?!Badger)/);
      expect(text).toMatch(/\bhedgehogs?\b/);
    }
    // An owl flies over to the swings.
    const owl = [1, 2, 3, 4, 5, 6].map((seed) => told("a little owl's first day at school", seed).paragraphs.join(' '));
    expect(owl.join(' ')).not.toMatch(/\ban owl\b[^.]*\bran over\b|\ba owl\b/);
  });

  it('calls two children by their names elsewhere too, once the names are said', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = told('Lucas is shy', seed);
      const friend = plan.friend!;
      const text = paragraphs.join(' ');
      expect(plan.setting).not.toBe('school');
      expect(text).not.toMatch(/\bthe (?:girl|boy) and the (?:girl|boy)\b|the (?:girl|boy) to the (?:girl|boy)/);
      expect(text).not.toMatch(new RegExp(`${friend.name} the (?:girl|boy)`));
      // No child peeps out of a sandcastle moat or a clay pot, nor makes up a game about one.
      expect(text).not.toMatch(/peeped out from|made up a game about/);
      // The friend's name is said by the friend before the telling uses it.
      const first = text.indexOf(friend.name);
      expect(text.slice(first - 5, first)).toMatch(/I’m $/);
    }
  });

  it('keeps friendships elsewhere in their own telling', () => {
    for (const prompt of ['a lonely whale looking for a friend', 'a mermaid looking for a friend', 'Lucas is shy']) {
      const text = told(prompt, 1).paragraphs.join(' ');
      expect(text).not.toMatch(/peg|playtime|How was school/);
    }
  });
});
