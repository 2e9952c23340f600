import { describe, expect, it } from 'vitest';
import { kindOf } from '../language/index.js';
import { readScene } from '../illustrator/scene/read-scene.js';
import { writeStoryDetailed } from './story-writer.js';
import { NATURE_JOURNEYS } from './world/journeys.js';
import { LIFE_CYCLES } from './world/life-cycles.js';

const write = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** Ideas of each life cycle, with a hero of its own or none. */
const IDEAS: Record<string, readonly string[]> = {
  butterfly: ['A caterpillar turns into a butterfly', 'The very hungry caterpillar', 'the life cycle of a butterfly'],
  frog: ['A tadpole who wants to be a frog', 'Life cycle of a frog', 'how frogs grow from tadpoles'],
  chick: ['Pip the chick hatches'],
  // ('Oaky the little acorn', 'Sprout the seed', 'Pippin the sunflower': a name given a plant is the plant's, never a child's.)
  oak: ['A little acorn', 'Oaky the little acorn wants to be a tree'],
  sunflower: ['How does a seed grow?', 'A seed that grows into a sunflower'],
  'tall-sunflower': [
    'A sunflower who wants to grow tall',
    'A little sunflower who wants to grow taller',
    'Pippin the sunflower wants to grow taller',
  ],
  hibernation: ['A hedgehog looking for a place to sleep for winter', 'A hedgehog who hibernates', 'Hibernation'],
  honey: ['How do bees make honey?', 'A bee who makes honey', 'How is honey made?'],
  nest: ['How do birds build nests?', 'A robin builds a nest'],
  web: ['How do spiders spin webs?', 'A spider spins a web'],
};

describe('a hero that grows and changes', () => {
  for (const cycle of LIFE_CYCLES)
    for (const prompt of IDEAS[cycle.id] ?? [])
      for (const seed of [1, 2, 3, 4])
        it(`${prompt} (seed ${seed}): each stage in order, called by what it is, with its facts and a friend`, () => {
          const { paragraphs, plan, title } = write(prompt, seed);
          expect(plan.lifeCycle?.id).toBe(cycle.id);
          expect(paragraphs).toHaveLength(6);
          const name = plan.hero.name;
          // Each page says what the hero is by then: 'Sprout the caterpillar' early, 'Sprout the butterfly' at the end.
          cycle.stages.forEach((stage, i) => expect(paragraphs[i]).toContain(`${name} the ${stage.is}`));
          expect(paragraphs[5]).toContain(`${name} the ${cycle.grown}`);
          // The stage's fact in its own paragraph, in the order it happens.
          // (A stage may tell two: pollen sticks to the bee, and it carries it to the next flower.)
          const told = cycle.stages.flatMap((stage, i) =>
            stage.fact === undefined ? [] : typeof stage.fact === 'number' ? [i] : stage.fact.map(() => i),
          );
          told.forEach((at, k) => expect(paragraphs[at]).toContain(plan.facts[k]!.replace(/[.!]$/, '')));
          // A friend of its world comes by and speaks; never a stock failure or a grandma from nowhere.
          expect(cycle.friends.map((w) => kindOf(w)?.word)).toContain(plan.guide.kind.word);
          expect(paragraphs.slice(1).join(' ')).toContain(`said ${plan.guide.name}`);
          expect(paragraphs.join(' ')).not.toMatch(/\b(?:went all wrong|tried again|Grandma|still wanted|it was no good)\b/);
          // ('it' is no name for a hero: an acorn called Clover is she or he.)
          expect(paragraphs.join(' ')).not.toMatch(/\b[Ii]t (?:felt|grew|began|was so)\b/);
          expect(title).toContain(name);
          expect(title).not.toMatch(/\bLearns\b|\bWants\b/);
        });

  it('how bees make honey is a bee’s day from flower to hive, not a flower hugged good night', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = write('How do bees make honey?', seed);
      expect(plan.lifeCycle?.id).toBe('honey');
      const text = paragraphs.join(' ');
      for (const word of ['nectar', 'pollen', 'hive', 'wax', 'wings', 'honey']) expect(text).toContain(word);
      expect(text).not.toMatch(/hugged the flower|Good night, flower|at the flower/);
    }
  });

  it('a plant given a name stays that plant, never a child called so', () => {
    for (const prompt of [
      'Sprout the seed',
      'Pippin the sunflower wants to grow taller',
      'Oaky the little acorn wants to be a tree',
    ])
      for (const seed of [1, 2, 3]) {
        const { plan, paragraphs } = write(prompt, seed);
        expect(plan.hero.kind.human, prompt).toBe(false);
        expect(plan.lifeCycle, prompt).toBeDefined();
        expect(paragraphs.join(' '), prompt).not.toMatch(/\b(?:child|girl|boy)\b/);
      }
  });

  it('a frog’s life cycle is the frog’s, not the butterfly’s', () => {
    const { plan } = write('Life cycle of a frog', 1);
    expect(plan.topic?.id).toBe('frogs');
    expect(plan.hero.called ?? plan.hero.kind.word).toMatch(/tadpole|frog/);
  });

  it('an educational idea keeps at least three facts in three paragraphs', () => {
    for (const prompt of ['the life cycle of a butterfly', 'How does a seed grow?', 'A little acorn', 'Life cycle of a frog'])
      for (const seed of [1, 2]) {
        const { plan, paragraphs } = write(prompt, seed);
        expect(plan.educational).toBe(true);
        const with_ = paragraphs.filter((p) => plan.facts.some((f) => p.includes(f.replace(/[.!]$/, ''))));
        expect(with_.length).toBeGreaterThanOrEqual(3);
      }
  });

  it.each(['The caterpillar who wanted to fly', 'A little caterpillar wants to fly'])(
    '%s: grows into a butterfly and flies, never a hilltop that only feels like flying',
    (prompt) => {
      for (const seed of [1, 2]) {
        const { paragraphs, plan } = write(prompt, seed);
        expect(plan.lifeCycle?.id).toBe('butterfly');
        expect(paragraphs.at(-1)).toMatch(/\bflew\b|\bflutter/);
        expect(paragraphs.join(' ')).not.toMatch(/felt (?:just )?like flying|own way of flying/);
      }
    },
  );

  it('is no telling for a child who watches, another wish, or counting', () => {
    for (const prompt of [
      'how a caterpillar becomes a butterfly, told by Arjun',
      'A caterpillar who wants to climb the tallest tree',
      'counting to ten with a caterpillar',
      'Why do frogs croak?',
      'A little chick looks for her mum',
    ])
      expect(write(prompt, 1).plan.lifeCycle, prompt).toBeUndefined();
  });
});

describe('a growing hero, pictured page by page', () => {
  // Each page is pictured on its own: the animal the text says the hero is by then is the one drawn.
  const DRAWN: Record<string, string> = {
    caterpillar: 'caterpillar',
    butterfly: 'butterfly',
    tadpole: 'frog',
    froglet: 'frog',
    frog: 'frog',
    hedgehog: 'hedgehog',
  };
  for (const prompt of ['A caterpillar turns into a butterfly', 'A tadpole who wants to be a frog', 'A hedgehog who hibernates'])
    for (const seed of [1, 2])
      it(`${prompt} (seed ${seed}): the hero on each page is the stage's creature`, () => {
        const { paragraphs, plan } = write(prompt, seed);
        plan.lifeCycle!.stages.forEach((stage, i) => {
          const scene = readScene(paragraphs[i]!, { kind: 'child', name: null, fixed: false });
          const hero = scene.characters.find((c) => c.name === plan.hero.name);
          expect(hero?.kind, paragraphs[i]).toBe(DRAWN[stage.is]);
          // ('Out crept Sprout': no one called Out; 'Autumn came to the garden': no girl called Autumn.)
          for (const word of ['Out', 'Autumn', 'Winter', 'Spring'])
            expect(scene.characters.map((c) => c.name)).not.toContain(word);
        });
      });
});

/** Ideas of each journey of nature, as parents type them. */
const JOURNEY_IDEAS: Record<string, readonly string[]> = {
  raindrop: ["A raindrop's journey to the sea", 'Drip the raindrop', 'How does rain happen?', 'how the water cycle works'],
  cloud: ['A cloud that makes rain', 'A little cloud wants to make rain', 'How are clouds made?'],
  snowflake: ['A little snowflake', 'Flo the snowflake', 'A snowflake melts in spring'],
  leaf: ['Why do leaves fall in autumn?', 'A leaf that falls from a tree', 'An autumn leaf'],
  river: ["A river's journey", 'How does a river reach the sea?'],
};

describe('a journey of nature, told by the thing itself', () => {
  for (const journey of NATURE_JOURNEYS)
    for (const prompt of JOURNEY_IDEAS[journey.id] ?? [])
      for (const seed of [1, 2, 3])
        it(`${prompt} (seed ${seed}): each stage in order, called by what it is, with its facts and a friend`, () => {
          const { paragraphs, plan, title } = write(prompt, seed);
          expect(plan.lifeCycle?.id).toBe(journey.id);
          expect(paragraphs).toHaveLength(6);
          const name = plan.hero.name;
          // The thing is the hero on every page, called by what it is by then: a raindrop, then vapour, then in a cloud.
          journey.stages.forEach((stage, i) => {
            expect(paragraphs[i]).toContain(name);
            expect(paragraphs[i]).toMatch(new RegExp(`\\b${stage.is}\\b`));
          });
          expect(paragraphs[0]).toContain(`${name} the ${journey.stages[0]!.is}`);
          // Every fact of the stages, each in its own stage's paragraph.
          let k = 0;
          journey.stages.forEach((stage, i) => {
            const count = stage.fact === undefined ? 0 : typeof stage.fact === 'number' ? 1 : stage.fact.length;
            for (let j = 0; j < count; j += 1, k += 1) expect(paragraphs[i]).toContain(plan.facts[k]!.replace(/[.!]$/, ''));
          });
          expect(k).toBe(plan.facts.length);
          // 'it', a friend of its world who speaks, and no child who was not asked for.
          expect(plan.hero.pronoun).toBe('it');
          expect(journey.friends.map((w) => kindOf(w)?.word)).toContain(plan.guide.kind.word);
          expect(paragraphs.slice(1).join(' ')).toContain(`said ${plan.guide.name}`);
          expect(paragraphs.join(' ')).not.toMatch(/\b(?:girl|boy|she|he|her|his|Grandma|went all wrong|tried again)\b/);
          expect(title).toContain(name);
        });

  it('pictures no one who is not in the story: no child called Splash, Whoosh or Away', () => {
    for (const journey of NATURE_JOURNEYS)
      for (const prompt of JOURNEY_IDEAS[journey.id] ?? [])
        for (const seed of [1, 2, 3]) {
          const { paragraphs, plan } = write(prompt, seed);
          for (const paragraph of paragraphs) {
            const names = readScene(paragraph, { kind: 'child', name: null, fixed: false }).characters.map((c) => c.name);
            for (const name of names) expect([plan.hero.name, plan.guide.name, null], paragraph).toContain(name);
          }
        }
    // (Some hundred pages read: slow on a busy machine.)
  }, 120_000);

  it('pictures the thing itself as the hero from its first page on, never a child', () => {
    for (const journey of NATURE_JOURNEYS.filter((j) => j.id !== 'river'))
      for (const prompt of JOURNEY_IDEAS[journey.id] ?? []) {
        const { paragraphs, plan } = write(prompt, 1);
        const kind = `thing:${journey.starts[0]!}` as const;
        const first = readScene(paragraphs[0]!, { kind: 'child', name: null, fixed: false }).characters[0];
        expect(first, paragraphs[0]).toMatchObject({ name: plan.hero.name, kind });
        // (The book's hero, carried from the first page.)
        for (const paragraph of paragraphs.slice(1))
          expect(readScene(paragraph, { kind, name: plan.hero.name, fixed: true }).characters[0]?.kind, paragraph).toMatch(
            /^thing:/,
          );
      }
  });

  it('says the water cycle’s key words: evaporation, condensation, precipitation', () => {
    for (const prompt of ["A raindrop's journey to the sea", 'How does rain happen?'])
      for (const seed of [1, 2]) {
        const text = write(prompt, seed).paragraphs.join(' ');
        for (const word of ['evaporation', 'condensation', 'precipitation', 'vapour']) expect(text, prompt).toContain(word);
      }
  });

  it('answers why leaves fall: the tree stops feeding them to save water, and new buds come in spring', () => {
    const text = write('Why do leaves fall in autumn?', 1).paragraphs.join(' ');
    expect(text).toMatch(/stops feeding its leaves, to save water for winter/);
    expect(text).toMatch(/new buds open/);
  });

  it('is she or he when the idea says so', () => {
    const { plan, paragraphs } = write('A raindrop who falls from her cloud', 1);
    expect(plan.lifeCycle?.id).toBe('raindrop');
    expect(plan.hero.pronoun).toBe('she');
    expect(paragraphs.join(' ')).not.toMatch(/\bIt (?:got|felt|slid|was|went)\b/);
  });
});
