import { describe, expect, it } from 'vitest';
import { readScene } from '../illustrator/scene/read-scene.js';
import { sentencesOf } from './readability.js';
import { writeStoryDetailed } from './story-writer.js';
import { MAGIC_WAYS } from './world/magic-ways.js';
import { OTHER_WORLDS } from './world/other-worlds.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** Each page's scene as the book reads it: the idea is the picture prompt, and the first page's place goes on. */
function drawn(prompt: string, paragraphs: readonly string[], name: string) {
  const hero = { kind: 'child', name, fixed: true } as const;
  const first = readScene(paragraphs[0]!, hero, prompt);
  const place = first.placeNamed ? first.setting : null;
  return paragraphs.map((p, i) => (i === 0 ? first : readScene(p, hero, prompt, { place, cast: [] })));
}

/** Drawn at home: the garden, a bedroom, the living room. */
const HOME = ['garden', 'bedroom', 'living-room'];

/** Where the pictures draw each world. */
const DRAWN: Record<string, string> = {
  dinosaurs: 'jungle',
  sea: 'underwater',
  snow: 'arctic',
  jungle: 'jungle',
  castle: 'castle',
  moon: 'moon',
};

describe('a magic way to another world ("The magic door")', () => {
  it.each([
    ['The magic door', 'door', null],
    ['Sam and the magic door', 'door', 'Sam'],
    ['Mia finds a secret door in the garden', 'door', 'Mia'],
    ['A magic tree house', 'tree house', null],
    ['A magic carpet ride', 'carpet', null],
    ['The magic carpet', 'carpet', null],
    ['Lily finds a magic wardrobe', 'wardrobe', 'Lily'],
    ['A magic book that takes you inside the story', 'book', null],
    ['A magic mirror', 'mirror', null],
  ])('%s: found at home, through it to another world, a trouble there put right, home for tea, it waits', (prompt, way, name) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.magicWay?.way.id, at).toBe(way);
      expect(plan.hero.kind.human, at).toBe(true);
      if (name) expect(plan.hero.name, at).toBe(name);
      expect(plan.educational, at).toBe(false);
      expect(title.toLowerCase(), at).toContain(plan.magicWay!.said);
      // Found at home, and gone through with a whoosh.
      expect(paragraphs[0]!.toLowerCase(), at).toContain(plan.magicWay!.said);
      expect(paragraphs[1], at).toMatch(/Whoosh!/);
      // The other world, and the one met there by name, till the trouble there is put right.
      const world = plan.magicWay!.world;
      for (const paragraph of paragraphs.slice(1, 4))
        expect(
          world.words.some((w) => paragraph.toLowerCase().includes(w)),
          `${at}: ${paragraph}`,
        ).toBe(true);
      for (const paragraph of paragraphs.slice(2, 5)) expect(paragraph, at).toContain(plan.magicWay!.met);
      // Goodbye at teatime or bedtime, home again, and the way waits for next time.
      expect(paragraphs[4], at).toMatch(/\b(?:teatime|go home)\b/i);
      expect(paragraphs[5], at).toMatch(/\b(?:teatime|bed)\b[\s\S]*(?:next time|next story)/i);
      // Drawn at home, then in the world till goodbye, then at home again.
      const pages = drawn(prompt, paragraphs, plan.hero.name);
      expect(HOME, `${at}: ${paragraphs[0]}`).toContain(pages[0]!.setting);
      for (const i of [1, 2, 3, 4]) expect(pages[i]!.setting, `${at}: ${paragraphs[i]}`).toBe(DRAWN[world.id]);
      expect(HOME, `${at}: ${paragraphs[5]}`).toContain(pages[5]!.setting);
      // Never a lesson on trees, a quest to the lighthouse, or a hunt for the way.
      expect(text, at).not.toMatch(/\b(?:Bark|lighthouse|explore|packed a bag|the hunt|big wish|Maybe we can)\b/);
    }
  });

  it.each([
    ['A magic door to the jungle', 'jungle'],
    ['A magic carpet ride to the moon', 'moon'],
    ['A magic wardrobe that leads to a snowy land', 'snow'],
    ['Leo finds a magic book about dinosaurs', 'dinosaurs'],
    ['A magic mirror that takes you under the sea', 'sea'],
    ['A magic tree house that goes to a castle', 'castle'],
  ])('%s: goes to the world the idea names, drawn there with the one met, and at home before and after', (prompt, id) => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      expect(plan.magicWay?.world.id, at).toBe(id);
      expect(plan.setting, at).toBe(plan.magicWay!.way.home);
      const pages = drawn(prompt, paragraphs, plan.hero.name);
      for (const i of [1, 2, 3, 4]) expect(pages[i]!.setting, `${at}: ${paragraphs[i]}`).toBe(DRAWN[id]);
      for (const i of [0, 5]) expect(HOME, `${at}: ${paragraphs[i]}`).toContain(pages[i]!.setting);
      // The one met is drawn as what they are on every page with them, and is not drawn at home.
      const met = (i: number) => pages[i]!.characters.find((c) => c.name === plan.magicWay!.met);
      for (const i of [2, 3, 4]) expect(met(i)?.kind, `${at}: ${paragraphs[i]}`).not.toMatch(/^(?:girl|boy|child)$/);
      expect(met(5), `${at}: ${paragraphs[5]}`).toBeUndefined();
    }
  });

  it('goes to several worlds by seed, and no two ways read alike', () => {
    const worlds = new Set([1, 2, 3, 4, 5, 6].map((seed) => told('The magic door', seed).plan.magicWay!.world.id));
    expect(worlds.size).toBeGreaterThanOrEqual(3);
    const stories = ['The magic door', 'A magic tree house', 'A magic carpet ride', 'Lily finds a magic wardrobe'].map((p) =>
      told(p, 1).paragraphs.flatMap((paragraph) => sentencesOf(paragraph)),
    );
    for (const [i, a] of stories.entries())
      for (const b of stories.slice(i + 1)) expect(a.filter((s) => b.includes(s)).length).toBeLessThan(a.length / 4);
  });

  it('keeps other magic, doors and wardrobes as they were', () => {
    for (const prompt of [
      'Leo and the magic paintbrush',
      'A wizard who lost his wand',
      'Jabari finds a door to a secret kingdom in the forest',
      'The monster in the wardrobe',
      'Tom builds a treehouse',
    ])
      expect(told(prompt, 1).plan.magicWay, prompt).toBeUndefined();
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    const lines = [
      ...MAGIC_WAYS.flatMap((w) => [...w.found, ...w.foundAt, ...w.look, ...w.go, ...w.back, ...w.waits]),
      ...OTHER_WORLDS.flatMap((w) => [
        ...w.arrive,
        ...w.wonder,
        ...w.hello,
        ...w.trouble.flat(),
        ...w.play,
        ...w.keepsake.flat(),
      ]),
    ];
    for (const line of lines)
      for (const sentence of line
        .replace(/\{a?[mM]agicWay\}/g, 'the magic door')
        .replace(/\{[fF]oundAt\}/g, 'in the park')
        .split(/(?<=[.!?]"?)\s+/))
        expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(13);
  });
});

describe('a magic way told on three seeds', () => {
  it.each(['A magic door in the garden', 'A wardrobe that leads to a snowy land', 'The magic tree house'])(
    '%s: three seeds read as three stories, not the same lines again',
    (prompt) => {
      const stories = [1, 2, 3].map((seed) => told(prompt, seed));
      const sentences = stories.map((s) => new Set(s.paragraphs.flatMap((p) => sentencesOf(p))));
      for (const [a, b] of [
        [0, 1],
        [1, 2],
        [0, 2],
      ] as const) {
        const shared = [...sentences[a]!].filter((s) => sentences[b]!.has(s));
        expect(shared.length, `${prompt}: seeds ${a + 1} and ${b + 1} share ${shared.join(' / ')}`).toBeLessThanOrEqual(8);
      }
      // Nor the same trouble in the other world every time.
      expect(new Set(stories.map((s) => s.paragraphs[2])).size).toBe(3);
    },
  );
});
