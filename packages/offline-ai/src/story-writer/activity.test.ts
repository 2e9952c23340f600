import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { activityOf, type Activity } from './world/activities.js';
import { kindByWord } from '../language/index.js';
import { readScene } from '../illustrator/scene/read-scene.js';

/** The longest run of a template's own words, without its slots: 'cast the line out over the water. Plop!'. */
const fragment = (template: string) =>
  template
    .split(/\{[^}]+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

/** Paragraphs that tell the doing: what it is done with, what is shown, one of its steps, its trouble or its fix, or one of its things. */
function doingParagraphs(paragraphs: readonly string[], activity: Activity): number {
  const told = [
    ...activity.steps.flat(),
    ...activity.troubles.flatMap((t) => [t.event, t.fix]),
    ...activity.done,
    ...activity.things,
    ...activity.lessons,
  ].map(fragment);
  const tools = new RegExp(`\\b(?:${activity.tools.join('|')})\\b`, 'i');
  return paragraphs.filter((p) => tools.test(p) || told.some((f) => p.includes(f))).length;
}

/** An idea, its activity, and where it is done when the idea says (else one of the activity's places). */
const IDEAS: readonly [string, string, string?][] = [
  ['Noah and his dad go fishing', 'fishing'],
  ['Grandpa and Aiko go fishing at the lake', 'fishing'],
  ['A shy giraffe joins the school choir', 'choir'],
  // (A first ballet class is told as the class itself: first-class.test.ts.)
  ['Mia learns ballet', 'ballet'],
  ['Tom plays football with his friends', 'football'],
  ['Lily goes sledging with her brother', 'sledging'],
  ['A little bear goes camping', 'camping'],
  ['Ava picks strawberries with Grandma', 'fruit-picking'],
  ['Zara learns to ice skate', 'skating'],
  ['A shy penguin plays the drums in the school band', 'drums'],
  ['Maya goes rock pooling with Dad', 'rock-pooling'],
  ['A scared little rabbit learns to swim', 'swimming'],
  ['Ruby rides a pony at the farm', 'pony'],
  ['Kai loves gymnastics', 'gymnastics'],
  // In any shape: a friendship story, a fear, a place of the idea's own.
  ['A lonely penguin goes ice skating', 'skating'],
  ['A shy tortoise is scared to sing in the school concert', 'choir'],
  ['Priya and her grandpa go fishing by the sea', 'fishing', 'beach'],
  // (A penguin fishes by diving in, at home on the ice: never with a rod on a jetty.)
  ['The littlest penguin goes fishing', 'fish-catching', 'snow'],
  // (The fish an otter learns to catch is caught, never a friend called Peanut who swims along.)
  ['An otter learns to catch fish', 'fish-catching', 'river'],
];

describe('a wish to go and do something', () => {
  it.each(IDEAS)('%s: is done where it is done, step by step, and goes right', (prompt, id, place) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const activity = story.plan.activity;
      expect(activity?.id).toBe(id);
      if (place) expect(story.plan.setting).toBe(place);
      else expect(activity!.settings).toContain(story.plan.setting);
      // Its things are seen there.
      for (const thing of activity!.things) expect(story.plan.scenery.sights).toContain(thing);
      expect(doingParagraphs(story.paragraphs, activity!)).toBeGreaterThanOrEqual(4);
      const text = story.paragraphs.join(' ');
      // The moment it goes right is told, in the fifth paragraph, not only named ('at last, Noah got to go fishing').
      expect(activity!.done.some((line) => story.paragraphs[4]!.includes(fragment(line)))).toBe(true);
      // Someone shows how: one who came along, or one met there.
      expect(activity!.lessons.some((lesson) => text.includes(fragment(lesson)))).toBe(true);
      expect(text).not.toMatch(/\{|\}|took in (?:a|the)\b|(?:over|across) the beach\b/);
    }
  });

  it.each([
    ['Noah and his dad go fishing', 'Dad'],
    ['Maya goes rock pooling with Dad', 'Dad'],
    ['Ava picks strawberries with Grandma', 'Grandma'],
    ['Lily goes sledging with her brother', null],
  ])('%s: the one who comes along shows how', (prompt, name) => {
    for (const seed of [1, 2]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const who = name ?? story.plan.friend!.name;
      expect(story.paragraphs[1]).toMatch(new RegExp(`${who} showed .+ how to|show you how to .+," said ${who}`));
    }
  });

  it('a shy one is brave by doing it: the giraffe sings with the choir', () => {
    for (const seed of [1, 2, 3, 4]) {
      const story = writeStoryDetailed({ prompt: 'A shy giraffe joins the school choir', seed, paragraphs: 6 });
      expect(story.plan.shape).toBe('fear');
      expect(story.paragraphs[4]).toMatch(/\bsang\b/);
      expect(story.paragraphs.slice(1, 4).join(' ')).toMatch(/\bsong sheet|singers|choir began|hummed\b/);
    }
  });

  it.each([
    'Grandpa duck teaches the ducklings to swim in the pond',
    'Omar wants to fly his new kite but it gets stuck in a tree',
    'Lena paints a picture of her cat',
    'Princess Amara wants to be a knight',
    'Leo swims with dolphins',
  ])(
    '%s: no doing of the table (a duckling swims by nature, a kite stuck is its own story, dolphins are swum with at sea)',
    (prompt) => {
      expect(writeStoryDetailed({ prompt, seed: 1, paragraphs: 6 }).plan.activity).toBeUndefined();
    },
  );

  it('names the doing by its words, for a kind that does not do it by nature', () => {
    const girl = kindByWord('girl');
    expect(activityOf('go fishing', girl)?.id).toBe('fishing');
    expect(activityOf('feel brave about joining the school choir', kindByWord('giraffe'))?.id).toBe('choir');
    expect(activityOf('go sledging', girl)?.settings).toContain('snow');
    // (A duck has no swimming lesson at the pool: one that cannot swim yet has its first paddle on its own pond.)
    expect(activityOf('swim', kindByWord('duck'))).toBeNull();
    expect(activityOf('learn to swim', kindByWord('duck'))?.id).toBe('first-paddle');
    expect(activityOf('learn to swim', kindByWord('fish'))?.id).toBe('first-swim');
    expect(activityOf('learn to swim', girl)?.id).toBe('swimming');
    expect(activityOf('paint a picture', girl)).toBeNull();
    expect(activityOf('paint in the garden', girl)?.id).toBe('painting');
  });

  it.each(['Noah and his dad go fishing', 'Grandpa and Aiko go fishing at the lake', 'Ben goes fishing with his mum'])(
    '%s: every page is drawn by the water where the fishing is, with its rod (a float is no swimming pool)',
    (prompt) => {
      for (const seed of [1, 2]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const scenes = story.paragraphs.map((p) => readScene(p, { kind: 'boy', name: null, fixed: false }, prompt));
        const drawn = scenes.map((scene) => scene.setting);
        expect(drawn.filter((setting) => ['river', 'lake'].includes(setting)).length, drawn.join()).toBeGreaterThanOrEqual(5);
        expect(drawn).not.toContain('pool');
      }
    },
  );
});

describe('the middle of something done there', () => {
  it.each([
    'Grandpa takes Mia fishing at the lake',
    'Kenji goes to play football',
    'Aisha goes fishing with her dad',
    'Leo the lion wants to play football',
  ])('%s: once it has begun, nobody goes on past the things it is done with', (prompt) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      for (const paragraph of paragraphs.slice(2, 5)) expect(paragraph, plan.activity?.id).not.toMatch(/\bon past\b|\bOn went\b/);
    }
  });

  it.each([
    ['Kenji wants to win the football match', 'playing football'],
    ['Lola the goat wants to win the football cup', 'playing football'],
  ])('%s: practises the game, never "practised winning"', (prompt, doing) => {
    for (const seed of [1, 2, 3]) {
      const text = writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join(' ');
      expect(text).not.toMatch(/\b(?:practised|practice at|better at) winning\b/);
      if (/practised/.test(text)) expect(text).toContain(`practised ${doing}`);
    }
  });
});

describe('a first lesson of a doing', () => {
  const detailed = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

  it('is had where the doing is done, and the wish is the doing itself, never "swim lessons"', () => {
    for (const [prompt, id, setting, wish] of [
      ["Lily's first day at swimming lessons", 'swimming', 'pool', 'swim'],
      ["Leo's first football practice", 'football', null, 'play football'],
      ['My first ballet class', 'ballet', 'school', 'dance ballet'],
      ['Leo goes to football practice', 'football', null, 'play football'],
    ] as const)
      for (const seed of [1, 2]) {
        const { plan, paragraphs } = detailed(prompt, seed);
        expect(plan.activity?.id, prompt).toBe(id);
        if (setting) expect(plan.setting, prompt).toBe(setting);
        expect(plan.goal.phrase, prompt).toBe(wish);
        // (The class is named as the child's first one, 'his first football practice', never wished for.)
        expect(paragraphs.join(' '), prompt).not.toMatch(
          /\blessons\b|\bexplore\b|\bdesks\b|\bwhiteboard\b|\bto (?:go to )?practice\b/,
        );
      }
  });

  it('a ballet class is the dance class, with its barre and mirror, not a classroom', () => {
    const { plan } = detailed('Mia goes to ballet class');
    expect(plan.placeName).toBe('the dance class');
  });
});

describe('one of the family who comes along shows how ("Grandpa takes Sam fishing")', () => {
  it.each(['Grandpa takes Sam fishing', 'Dad teaches Ella to ride her bike', 'Grandpa teaches Leo to fish'])(
    '%s: the grown-up of the family shows how, and no one is met there to show it',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const at = `${prompt} (seed ${seed})`;
        const text = paragraphs.join(' ');
        expect(plan.activity, at).toBeDefined();
        expect(plan.friend?.kind.group, at).toBe('family');
        expect(text, at).toMatch(
          new RegExp(`(?:said|showed [a-zA-Z ]+ how to) ${plan.friend!.name}|${plan.friend!.name} showed`),
        );
        // No fisherman, duck or teacher met to show how, no wish of Grandpa's own to go fishing, no lesson on fish.
        expect(text, at).not.toMatch(/\bmet\b|Hi there|What brings|as well\b|waved goodbye|gills/);
        expect(plan.topic ?? null, at).toBeNull();
      }
    },
  );
});

describe('a fish caught', () => {
  it('is no friend who comes along', () => {
    for (const seed of [1, 2, 3]) {
      const { plan, paragraphs } = writeStoryDetailed({ prompt: 'An otter learns to catch fish', seed, paragraphs: 6 });
      expect(plan.friend?.kind.word).not.toBe('fish');
      expect(paragraphs.join(' ')).not.toMatch(/\bthe fish swam along\b|friend \w+ the fish/i);
    }
  });
});
