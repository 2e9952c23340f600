import { PARAGRAPHS_PER_STORY } from '@storybook/contract';
import { describe, expect, it } from 'vitest';
import { kindByWord } from '../language/index.js';
import { checkStory, hasWord } from './check.js';
import { TOPICS } from './knowledge/index.js';
import { factToTell } from './plain.js';
import { runsWithMostTerms } from './plan.js';
import { readability, sentencesOf } from './readability.js';
import { createOfflineStoryWriter, writeStory, writeStoryDetailed } from './story-writer.js';

const TEN_IDEAS = [
  'Mia travels to Egypt to learn about mummies',
  'a puppy called Biscuit who wants to see the sea',
  'A boy named Leo builds a rocket to visit the moon',
  'two friends find a lost kitten in the park',
  'Zara and her grandma bake bread in Paris',
  'Write a story about a shy turtle who learns to swim',
  'my daughter Ava is nervous about her first day at school',
  'Sam the dinosaur learns about volcanoes',
  'Oliver explores the Amazon rainforest with his dad',
  'a little dragon who is afraid of the dark',
];

const write = (prompt: string, seed = 7, paragraphs = PARAGRAPHS_PER_STORY) => writeStory({ prompt, seed, paragraphs });

/**
 * Ideas told by a telling of their own (a rescue, a body trouble, a day out, friends who differ, a lost hero, a fear,
 * counting, a dislike, growing, a winter sleep, a journey of nature, a new friendship's trouble, a wish the body cannot
 * have, a whodunit, a creature in trouble saved by a child, a magic thing).
 */
const OWN_TELLINGS = [
  'Counting to ten with ducks',
  "The dinosaur who didn't like vegetables",
  'Tom hates bath time',
  'A caterpillar turns into a butterfly',
  'How does a seed grow?',
  'A hedgehog who hibernates',
  "A raindrop's journey to the sea",
  'A cloud that makes rain',
  'Why do leaves fall in autumn?',
  'A little snowflake',
  "A river's journey",
  'The moon who wanted a friend',
  'A penguin who wants to fly',
  'The little train that was scared of tunnels',
  'Tom rescues a kitten stuck in a tree',
  'A little owl who can’t sleep at night',
  "Ben's tooth is wobbly",
  'A day at the beach with Dad',
  'Maya and her grandpa go to the market',
  'A mouse and an elephant become friends',
  'A kitten gets lost in the big city',
  'Scout is scared of the big slide',
  'Who ate all the cookies?',
  "Who took Grandma's glasses?",
  'A puppy stuck down a well',
  'Leo and the magic paintbrush',
];

describe('offline story writer: any idea', () => {
  const stories = TEN_IDEAS.map((idea) => write(idea));
  const told = OWN_TELLINGS.flatMap((idea) => [1, 2, 3].map((seed) => write(idea, seed)));

  it('writes exactly six paragraphs, 3 to 6 tags without #, and a title, in every telling', () => {
    for (const story of [...stories, ...told]) {
      expect(story.paragraphs).toHaveLength(6);
      for (const paragraph of story.paragraphs) expect(paragraph.trim().length).toBeGreaterThan(60);
      expect(story.tags.length).toBeGreaterThanOrEqual(3);
      expect(story.tags.length).toBeLessThanOrEqual(8);
      for (const tag of story.tags) expect(tag).toMatch(/^[a-z]+$/);
      expect(new Set(story.tags).size).toBe(story.tags.length);
      expect(story.title).toBe(story.title.trim());
      expect(story.title.length).toBeGreaterThan(3);
    }
  });

  it('leaves no slot unfilled, no doubled word or space, and keeps every sentence to 20 words', () => {
    for (const story of [...stories, ...told]) {
      const text = [story.title, ...story.paragraphs].join(' ');
      expect(text).not.toMatch(/[{}[\]]|undefined|null|NaN/);
      expect(text).not.toMatch(/ {2}|\s[,.!?]|\b(\w+) \1\b/i);
      for (const sentence of story.paragraphs.flatMap(sentencesOf))
        expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(20);
    }
  });

  it('two stories on different ideas share almost no sentence, names masked', () => {
    const masked = stories.map((s, i) => {
      const { plan } = writeStoryDetailed({ prompt: TEN_IDEAS[i]!, seed: 7, paragraphs: 6 });
      const names = [plan.hero.name, plan.friend?.name, plan.guide.name].filter((n): n is string => Boolean(n));
      return new Set(s.paragraphs.flatMap(sentencesOf).map((x) => names.reduce((t, n) => t.split(n).join('NAME'), x)));
    });
    for (let a = 0; a < masked.length; a += 1)
      for (let b = a + 1; b < masked.length; b += 1) {
        const shared = [...masked[a]!].filter((s) => masked[b]!.has(s));
        expect(shared.length, `${TEN_IDEAS[a]} / ${TEN_IDEAS[b]}: ${shared.join(' | ')}`).toBeLessThanOrEqual(1);
      }
  });

  it('gives the same story for the same seed and a different one on regenerate', () => {
    expect(write(TEN_IDEAS[1]!, 5)).toEqual(write(TEN_IDEAS[1]!, 5));
    const [a, b] = [write(TEN_IDEAS[1]!, 5), write(TEN_IDEAS[1]!, 6)];
    const same = a.paragraphs.flatMap(sentencesOf).filter((s) => b.paragraphs.flatMap(sentencesOf).includes(s));
    expect(same.length).toBeLessThan(a.paragraphs.flatMap(sentencesOf).length / 3);
  });

  it('writes the number of paragraphs asked for', () => {
    expect(write(TEN_IDEAS[0]!, 1, 4).paragraphs).toHaveLength(4);
    expect(write(TEN_IDEAS[0]!, 1, 8).paragraphs).toHaveLength(8);
  });

  it('is an async StoryWriter for the server', async () => {
    const story = await createOfflineStoryWriter().write({ prompt: TEN_IDEAS[2]!, referenceImages: [], paragraphs: 6, seed: 3 });
    expect(story).toEqual(write(TEN_IDEAS[2]!, 3));
  });
});

describe('offline story writer: the idea is the story', () => {
  it('keeps the hero, their name exactly as written and their kind, in every paragraph and the title', () => {
    const story = writeStoryDetailed({
      prompt: 'Sofía the snail wants to climb the tallest sunflower in the garden',
      seed: 2,
      paragraphs: 6,
    });
    expect(story.plan.hero).toMatchObject({ name: 'Sofía', pronoun: 'she' });
    expect(story.plan.hero.kind.word).toBe('snail');
    expect(story.title).toContain('Sofía');
    for (const paragraph of story.paragraphs) expect(paragraph).toContain('Sofía');
    const text = story.paragraphs.join(' ');
    expect(text).toMatch(/\bsnail\b/);
    expect(text).not.toMatch(/\bSofia\b|\b(?:girl|boy)\b/);
    expect(story.paragraphs.filter((p) => p.includes('sunflower')).length).toBeGreaterThanOrEqual(5);
  });

  it('uses the pronoun the idea gives: a robot is it, Omar is he', () => {
    const robot = writeStoryDetailed({ prompt: 'A robot named Bolt wants to find a lost bolt', seed: 1, paragraphs: 6 });
    expect(robot.plan.hero.pronoun).toBe('it');
    const omar = writeStoryDetailed({
      prompt: 'Omar wants to fly his new kite but it gets stuck in a tree',
      seed: 1,
      paragraphs: 6,
    });
    expect(omar.plan.hero.pronoun).toBe('he');
    expect(omar.paragraphs.join(' ')).toMatch(/\bhis (?:new )?(?:red )?kite\b|\bhe\b/);
    expect(omar.paragraphs.join(' ')).not.toMatch(/\b(?:she|her)\b/);
  });

  it('keeps a thing brought to life that thing: a cloud is no girl and has no legs', () => {
    for (const seed of [1, 2, 3]) {
      const cloud = writeStoryDetailed({ prompt: 'a cloud scared of thunder', seed, paragraphs: 6 });
      expect(cloud.plan.hero.kind.word).toBe('cloud');
      const text = cloud.paragraphs.join(' ');
      expect(text).toMatch(/\bcloud\b/);
      expect(text).not.toMatch(/\b(?:girl|boy|legs|hands)\b|\bshe\b|\bhe\b/i);
    }
  });

  it('a wish to help a relative keeps the relative in the story, asking and thanking in their own words', () => {
    for (const seed of [1, 2, 3, 4]) {
      const story = writeStoryDetailed({ prompt: 'Björn helps his grandpa on the farm', seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.friend?.name).toBe('Grandpa');
      expect(text).toMatch(/(?:said|asked) Grandpa/);
      expect(text).not.toMatch(/help me help|helped me help|your grandpa[^"”]*["”] (?:said|asked) Grandpa/i);
    }
  });

  it('a fear the idea gives is overcome, not turned into a contest', () => {
    for (const seed of [1, 2, 3])
      expect(writeStoryDetailed({ prompt: 'a shy mouse who is too shy to sing', seed, paragraphs: 6 }).plan.shape).toBe('fear');
  });

  it("takes its trouble from the idea's own world: the kite gets stuck in the tree and comes down", () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({
        prompt: 'Omar wants to fly his new kite but it gets stuck in a tree',
        seed,
        paragraphs: 6,
      });
      const text = story.paragraphs.join(' ');
      // (A kite day: the wind takes it up into the tree, a grown-up gets it down, and it flies again.)
      expect(story.plan.homeDay?.id).toBe('kite');
      expect(text).toMatch(/stuck in the branches/);
      expect(text).toMatch(/safe and sound/);
      expect(story.paragraphs.filter((p) => p.includes('kite')).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('follows different plot shapes by idea and seed, at least eight in all', () => {
    const ideas = [
      ...TEN_IDEAS,
      'A tortoise enters a big race',
      'Yui and her grandma bake bread for the village festival',
      'A busy bee helps a lost ladybird get home',
    ];
    const shapes = new Set(
      ideas.flatMap((prompt) => [1, 2, 3, 4].map((seed) => writeStoryDetailed({ prompt, seed, paragraphs: 6 }).plan.shape)),
    );
    expect(shapes.size).toBeGreaterThanOrEqual(8);
  });

  it("with a chosen child, the child leads and the idea's creature comes along", () => {
    const story = writeStoryDetailed({
      prompt: 'Sofía the snail wants to climb the tallest sunflower',
      seed: 1,
      paragraphs: 6,
      heroName: 'Amaru',
    });
    expect(story.plan.hero.name).toBe('Amaru');
    expect(story.plan.friend).toMatchObject({ name: 'Sofía' });
    expect(story.title).toContain('Amaru');
    expect(story.paragraphs.join(' ')).toContain('Sofía');
  });

  it('holds together: the checker finds no contradiction in these stories', () => {
    for (const prompt of TEN_IDEAS) {
      const story = writeStoryDetailed({ prompt, seed: 4, paragraphs: 6 });
      const { plan } = story;
      const check = checkStory(story, {
        hero: { name: plan.hero.name, kind: plan.hero.kind, pronoun: plan.hero.pronoun },
        others: [plan.friend, plan.guide]
          .filter((p) => p !== null)
          .map((p) => ({ name: p.name, kind: p.kind, pronoun: p.pronoun })),
        names: [],
        goalWords: [],
        goalPhrase: plan.goal.phrase,
        terms: [],
      });
      expect(check.contradictions, prompt).toEqual([]);
    }
  });
});

describe('offline story writer: searching', () => {
  const expectations = (plan: ReturnType<typeof writeStoryDetailed>['plan']) => ({
    hero: { name: plan.hero.name, kind: plan.hero.kind, pronoun: plan.hero.pronoun },
    others: [],
    names: [],
    goalWords: [],
    goalPhrase: null,
    terms: [],
  });

  it('the checker sees a thing found where the search had already looked', () => {
    const { plan } = writeStoryDetailed({ prompt: 'A unicorn who lost her horn', seed: 1, paragraphs: 6 });
    const story = {
      paragraphs: [
        'Gizmo looked beside the stream for her horn. Her horn was not in the long grass either.',
        'Gizmo put the clues together. It had been in the long grass all along!',
      ],
    };
    expect(checkStory(story, expectations(plan)).contradictions).toEqual([
      'paragraph 2: found in the long grass where the search looked (paragraph 1)',
    ]);
    const fine = { paragraphs: [story.paragraphs[0]!, 'It had been behind the stone wall all along!'] };
    expect(checkStory(fine, expectations(plan)).contradictions).toEqual([]);
  });

  it('the checker sees one who left come back, but not one who set off with the hero', () => {
    const { plan } = writeStoryDetailed({ prompt: 'A boy who is mad about planes', seed: 1, paragraphs: 6 });
    const hero = { name: 'Yusuf', kind: plan.hero.kind, pronoun: plan.hero.pronoun };
    const dad = { name: 'Dad', kind: kindByWord('dad'), pronoun: 'he' as const };
    const check = (first: string) =>
      checkStory(
        { paragraphs: [first, '"The engines push the plane forward very fast," said Dad.'] },
        { ...expectations(plan), hero, others: [dad] },
      ).contradictions;
    expect(check('Yusuf and Dad set off for the airport with a big suitcase.')).toEqual([]);
    expect(check('Dad set off for work. Yusuf waved from the window.')).toEqual([
      'paragraph 2: dad is back after leaving in paragraph 1',
    ]);
  });

  it('a lost thing turns up somewhere the search has not looked', () => {
    const ideas = [
      'A unicorn who lost her horn',
      'A pirate looking for treasure',
      "Mia can't find her teddy",
      'The missing cookies',
    ];
    for (const prompt of ideas)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(checkStory(story, expectations(story.plan)).contradictions, `${prompt} (${seed})`).toEqual([]);
      }
  });
});

describe('offline story writer: teaching', () => {
  it('has at least 80 curriculum topics with facts and key terms', () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(TOPICS.map((t) => t.area))).toEqual(
      new Set(['science', 'nature', 'maths', 'history', 'geography', 'health', 'feelings']),
    );
    for (const topic of TOPICS) {
      expect(topic.facts.length, topic.id).toBeGreaterThanOrEqual(3);
      expect(topic.terms.length, topic.id).toBeGreaterThanOrEqual(2);
      for (const fact of topic.facts) expect(fact.text.split(' ').length, fact.text).toBeLessThanOrEqual(16);
    }
  });

  it('words every fact in plain sentences, never two clauses joined by a semicolon or a colon', () => {
    for (const topic of TOPICS) for (const fact of topic.facts) expect(factToTell(fact.text), topic.id).toBe(fact.text);
  });

  it("lets a story's run of four facts say three of its topic's key terms", () => {
    for (const topic of TOPICS) {
      const [start] = runsWithMostTerms(topic, 4, true);
      const text = topic.facts
        .slice(start, start! + 4)
        .map((f) => f.text)
        .join(' ');
      expect(topic.terms.filter((t) => hasWord(text, t)).length, topic.id).toBeGreaterThanOrEqual(
        Math.min(3, topic.terms.length),
      );
    }
  });

  it.each(['what to do when you feel angry', 'counting to ten with a caterpillar', 'adding and taking away with apples'])(
    '"%s" is an idea to learn from, about its topic',
    (prompt) => {
      const story = writeStoryDetailed({ prompt, seed: 1, paragraphs: 6 });
      expect(story.plan.educational).toBe(true);
      expect(['anger', 'counting', 'taking-away', 'adding']).toContain(story.plan.topic?.id);
    },
  );

  // Questions a parent types, said in their own words ('our hands', 'sun cream'): each finds its topic and a place that fits it.
  it.each([
    ['why do we need to wash our hands', 'germs-handwashing', ['bathroom']],
    ['Why must I wash my hands before tea?', 'germs-handwashing', ['bathroom']],
    ['why do we cough', 'germs-handwashing', ['bathroom']],
    ['why is the sea salty', 'salty-sea', ['beach', 'sea']],
    ['why do we need sun cream', 'sun-safety', ['beach']],
    ['why do we have to go to bed', 'sleep', ['bedroom']],
    ['what are clouds made of', 'water-cycle', ['park', 'meadow']],
    ['why do we blink', 'five-senses', ['garden']],
    ['a story about night animals', 'owls-night-animals', ['forest']],
  ])('"%s" teaches %s where it fits', (prompt, topic, places) => {
    const story = writeStoryDetailed({ prompt, seed: 2, paragraphs: 6 });
    expect(story.plan.topic?.id).toBe(topic);
    expect(places).toContain(story.plan.setting);
    const text = story.paragraphs.join(' ');
    expect(story.plan.facts.filter((fact) => text.includes(fact.split(' ').slice(0, 5).join(' '))).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('tells a volcano lesson around a lava rock, at grade 3.5 or below', () => {
    for (const prompt of ['a story about volcanoes for a six year old', 'how do volcanoes erupt'])
      for (const seed of [1, 2, 3, 4, 5]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.plan.thing?.noun).toBe('lava rock');
        expect(readability(story.paragraphs).grade, `${prompt} ${seed}`).toBeLessThanOrEqual(3.5);
      }
  });

  it('shows a fact only by what can be seen where the story is: no garden or kitchen in a forest or a park story', () => {
    const places = ['garden', 'kitchen', 'home', 'beach', 'pond', 'river', 'school', 'park', 'streetlight'];
    for (const prompt of ['an owl learns about nocturnal animals in the forest', 'Ava learns about exercise in the park'])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const own = story.plan.setting;
        for (const sight of story.plan.factSights.filter((s): s is string => s !== null))
          for (const paragraph of story.paragraphs)
            if (paragraph.includes(sight))
              expect(
                places.filter((place) => place !== own && hasWord(sight, place)),
                `${seed}: ${sight}`,
              ).toEqual([]);
      }
  });

  it.each(['how the water cycle works', 'halves and quarters', 'life in ancient Rome'])(
    '"%s" weaves three true facts into three paragraphs, with its key terms',
    (prompt) => {
      const story = writeStoryDetailed({ prompt, seed: 3, paragraphs: 6 });
      expect(story.plan.educational).toBe(true);
      const text = story.paragraphs.join(' ');
      const used = story.plan.facts.filter((fact) => text.includes(fact.replace(/[.]$/, '').split(' ').slice(0, 5).join(' ')));
      expect(used.length).toBeGreaterThanOrEqual(3);
      expect(new Set(story.factParagraphs).size).toBeGreaterThanOrEqual(3);
      expect(story.plan.terms.filter((term) => text.toLowerCase().includes(term.toLowerCase())).length).toBeGreaterThanOrEqual(2);
      expect(story.tags).toContain(story.plan.topic!.tag);
    },
  );

  it('weaves the key terms and facts of a reference page in', () => {
    const page = {
      facts: [
        'Water vapour is a gas. It rises up into the air.',
        'Puddles dry up because of evaporation.',
        'High in the sky, the vapour cools and makes clouds.',
      ],
      terms: ['evaporation', 'water vapour', 'puddle', 'cloud'],
    };
    const story = writeStoryDetailed({ prompt: 'Bolt the robot learns about evaporation', seed: 1, paragraphs: 6 }, page);
    const text = story.paragraphs.join(' ').toLowerCase();
    expect(page.terms.filter((t) => text.includes(t)).length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('puddles dry up because of evaporation');
  });

  // The aim is grade 3.5 for every story; most reach it, a few with long topic words ('volcano',
  // 'rainforest') do not yet (see the evaluation), so this guards the level reached.
  it('reads at an early-reader level: grade 3.8 on average, no story above 5.5', () => {
    const grades = TEN_IDEAS.map((prompt) => readability(write(prompt).paragraphs).grade);
    expect(grades.reduce((a, b) => a + b, 0) / grades.length).toBeLessThanOrEqual(3.8);
    for (const [i, grade] of grades.entries()) expect(grade, TEN_IDEAS[i]).toBeLessThanOrEqual(5.5);
  });
});

describe('offline story writer: ideas that read badly as a form', () => {
  const story = (prompt: string) => writeStoryDetailed({ prompt, seed: 1, paragraphs: 6 });
  const text = (s: { paragraphs: string[] }) => s.paragraphs.join('\n');

  it('a "how does X work" question is about finding out how, never a wanted thing', () => {
    const s = story('How does bees and flowers work?');
    expect(s.plan.goal.phrase).toBe('find out how bees and flowers work');
    expect(s.plan.topic?.id).toBe('pollination');
    expect(text(s)).not.toMatch(/flower work|flowers works|how does bees/i);
    expect(text(s)).toMatch(/pollen/);
    expect(story('How does a rainbow form?').plan.goal.phrase).toBe('find out how a rainbow forms');
  });

  it('a making-a-friend idea brings a friend who stays to the end', () => {
    const s = story('A lonely whale looking for a friend');
    expect(s.plan.shape).toBe('friendship');
    expect(s.plan.friend).not.toBeNull();
    const name = s.plan.friend!.name;
    const meets = s.paragraphs.findIndex((p) => p.includes(name));
    expect(meets).toBeGreaterThanOrEqual(0);
    expect(meets).toBeLessThanOrEqual(2);
    expect(s.paragraphs.at(-1)).toContain(name);
  });

  it('a place the idea names is the setting', () => {
    const s = story('Mateo builds a den in the living room');
    expect(s.plan.setting).toBe('home');
    expect(text(s)).toContain('the living room');
    expect(text(s)).not.toMatch(/cave|stalag/i);
  });

  it('a time of day is when the story happens, never a place or a companion', () => {
    for (const seed of [1, 2, 3]) {
      const s = writeStoryDetailed({ prompt: 'an owl who cannot sleep at night', seed, paragraphs: 6 });
      expect(s.plan.thing).toBeNull();
      expect(text(s)).not.toMatch(/(?:way to|with|by|near|try with) the night\b|night, night|"Good night, night"/i);
    }
  });

  it("a climber's own wish stays the story: nobody else's errand", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = writeStoryDetailed({
        prompt: 'Sofía the snail wants to climb the tallest sunflower in the garden',
        seed,
        paragraphs: 6,
      });
      expect(s.plan.shape).not.toBe('helping');
      expect(text(s)).not.toMatch(/help me with|helping a/i);
    }
  });

  it('a door to somewhere is found new, not lost, and the story gets through it', () => {
    const s = story('Jabari finds a door to a secret kingdom in the forest');
    expect(s.plan.shape).not.toBe('mystery');
    expect(text(s)).not.toMatch(/door (?:had vanished|was gone|was not where)/i);
    expect(s.paragraphs.slice(3).join(' ')).toMatch(/secret kingdom/);
  });

  it('what is learned about is the topic, not a thing to hold; the topic brings its own', () => {
    const s = story('Bolt the robot learns about evaporation');
    expect(s.plan.thing?.noun).toBe('puddle');
    expect(text(s)).not.toMatch(/the evaporation\b|just like the/i);
  });

  it('a wish that is not to help is never turned into an errand for someone else', () => {
    for (const prompt of ['how a caterpillar becomes a butterfly', 'Aarav builds the biggest sandcastle on the beach'])
      for (const seed of [1, 2, 3]) {
        const s = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(s.plan.shape, prompt).not.toBe('helping');
      }
  });

  it("a hero's own lost thing is looked for, and the hero calls it 'my'", () => {
    for (const seed of [1, 2, 3]) {
      const s = writeStoryDetailed({ prompt: 'Olu the otter loses his favourite pebble in the river', seed, paragraphs: 6 });
      expect(s.plan.shape).not.toBe('quest');
      expect(text(s)).not.toMatch(/"[^"]*\bhis (?:favourite )?pebble[^"]*," (?:he said|said Olu)|Olu wondered.*his pebble/);
    }
  });

  it('a word of the question is not a thing that goes missing', () => {
    const s = story('why leaves change colour in autumn');
    expect(s.plan.thing?.noun).not.toBe('colour');
    expect(text(s)).not.toMatch(/the colour (?:went|was gone)|Where was the/);
  });

  it("says a goal short without cutting off its verb's 'to' ('why we need to sleep', not 'why we need')", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7]) {
      const told = text(writeStoryDetailed({ prompt: 'why do we need to sleep', seed, paragraphs: 6 }));
      expect(told).not.toMatch(/\bwhy we need\b(?! to)/);
    }
  });

  it('meets no penguin in the Arctic', () => {
    for (const seed of [1, 2, 3, 4, 5])
      expect(text(writeStoryDetailed({ prompt: 'Learn about the polar bears of the Arctic', seed, paragraphs: 6 }))).not.toMatch(
        /penguin/i,
      );
  });

  it('pictures a sight once a paragraph', () => {
    for (const prompt of ['Ingrid finds a magic paintbrush', 'Omar wants to fly his new kite but it gets stuck in a tree'])
      for (const seed of [1, 2, 3]) {
        const s = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        for (const p of s.paragraphs)
          for (const sight of s.plan.scenery.sights) expect(p.split(sight).length - 1, `${prompt}: ${p}`).toBeLessThanOrEqual(1);
      }
  });

  it('an outing or a party is something that happens, not a thing to hold or find', () => {
    for (const prompt of ['Sandy went on holiday', 'Leo goes to a birthday party', 'Mia and her dad go on a picnic']) {
      const s = story(prompt);
      expect(s.plan.thing, prompt).toBeNull();
      expect(text(s), prompt).not.toMatch(
        /\b(?:hold|held|carr(?:y|ied)|f(?:ind|ound)|put|by|near|with|lost|away) the (?:holiday|party|birthday party|picnic)\b|night, (?:holiday|party|picnic)/i,
      );
    }
  });
});

describe('offline story writer: read aloud', () => {
  const detailed = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });
  const text = (s: { paragraphs: string[] }) => s.paragraphs.join(' ');
  /** Each idea told with each seed, named for messages. */
  const toldWith = (ideas: readonly string[], seeds: readonly number[]) =>
    ideas.flatMap((prompt) => seeds.map((seed) => ({ name: `${prompt} (${seed})`, s: detailed(prompt, seed) })));

  it('says the goal in full a few times a story and then refers to it', () => {
    const ideas = [
      'A penguin named Pablo who wants to learn to fly',
      'Lena and her grandma bake bread for the village fair',
      'A little robot helps clean up the beach',
      'Tom wants to build a treehouse',
      'A girl named Ada wants to climb the tallest mountain',
    ];
    for (const prompt of ideas)
      for (const seed of [1, 7]) {
        const s = detailed(prompt, seed);
        const [verb, ...rest] = s.plan.goal.phrase.replace(/ for .*$/, '').split(' ');
        const stem = verb!.replace(/e$/, '');
        const said = text(s).match(new RegExp(`\\b${stem}\\w* ${rest.join(' ').replace('{their}', '\\w+')}\\b`, 'gi')) ?? [];
        // ('it' only right after the goal was said: further on it is said again.)
        expect(said.length, `${prompt} (${seed}): ${said.join(' | ')}`).toBeLessThanOrEqual(9);
      }
  });

  it('says a topic’s wish to make something in full once a paragraph at most, then "build it"', () => {
    const told = toldWith(['the Vikings and their longships', 'Toby learns about the Vikings'], [1, 2, 3]);
    for (const { name, s } of told)
      expect(text(s).match(/\b(?:build|built|building) a model longship\b/gi)?.length ?? 0, name).toBeLessThanOrEqual(6);
    expect(told.some(({ s }) => /\bbuild(?:ing)? it\b/.test(text(s)))).toBe(true);
  });

  it('praises the hero in words of its own: guides of different stories do not all say the same', () => {
    const ideas = [
      'A hedgehog called Bramble who is afraid of the dark',
      'Tomás the tortoise enters a big race',
      'Omar wants to fly his new kite but it gets stuck in a tree',
      'the life cycle of a butterfly',
      'Fatima wants to learn to swim',
      'A sleepy sloth called Nuno who wants to win the jungle race',
      'Hana learns about dinosaurs at the museum',
      'Zofia visits the planets',
    ];
    const praise = new Map<string, number>();
    let stories = 0;
    for (const { name, s } of toldWith(ideas, [1, 2])) {
      const said = [...text(s).matchAll(/"((?:\w+ ){0,2}\w+), [\p{L} ]+[,!]" said\b/gu)].map((m) => m[1]!.toLowerCase());
      if (said.length > 0) stories += 1;
      for (const words of said) praise.set(words, (praise.get(words) ?? 0) + 1);
      // The praise on the way and at the end are two different words.
      expect(new Set(said).size, `${name}: ${said.join(' | ')}`).toBe(said.length);
    }
    const total = [...praise.values()].reduce((a, b) => a + b, 0);
    expect(stories).toBeGreaterThanOrEqual(8);
    expect(praise.size, [...praise.keys()].join(' | ')).toBeGreaterThanOrEqual(5);
    for (const [words, times] of praise) expect(times, words).toBeLessThanOrEqual(total / 2);
  });

  it('calls a key term of its own a good word to know, never the thing it names in every paragraph', () => {
    const ideas = [
      'Write a story about Mia who travels to Egypt to learn about mummies',
      'the life cycle of a butterfly',
      'Hana learns about dinosaurs at the museum',
      'Sam the dinosaur learns about volcanoes',
      // (A word a fact teaches: 'Colours that help an animal hide are called camouflage'.)
      'What is camouflage?',
    ];
    let words = 0;
    for (const { name, s } of toldWith(ideas, [1, 2, 3])) {
      const word = /"(\w+) is a good word to know!"/.exec(text(s))?.[1]?.toLowerCase();
      if (!word) continue;
      words += 1;
      expect(s.plan.terms, name).toContain(word);
      expect(word, name).not.toBe(s.plan.thing?.noun.split(' ').at(-1));
      // (Only after a fact that teaches it: 'were called pharaohs', 'are called camouflage'.)
      const before = text(s).slice(0, text(s).indexOf('is a good word to know'));
      expect(before, name).toMatch(new RegExp(`\\b(?:called|named|means) (?:a |an |the )?(?:\\w+ )?${word}`, 'i'));
    }
    // A word is called one only where a fact has just taught it, so not in every story.
    expect(words).toBeGreaterThanOrEqual(2);
  });

  it('says the wish first where the hero is met, and in full once in the opening', () => {
    const ideas = [
      'Kiri the kiwi bird wants to see the sea',
      'a puppy who wants to see the snow',
      'Leilani wants to see the seaweed at the bottom of the sea',
      'a little train wants to climb the big hill',
      'a bunny who dreams of seeing the giraffes at the zoo',
    ];
    for (const prompt of ideas)
      for (const seed of [1, 2, 3]) {
        const s = detailed(prompt, seed);
        const goal = s.plan.goal;
        const full = (sentence: string) =>
          [goal.phrase, goal.ing, goal.past].some((form) => sentence.includes(form.replace(/\{their\} /, '')));
        const opening = sentencesOf(s.paragraphs[0]!);
        const context = `${prompt} (${seed}): ${s.paragraphs[0]}`;
        expect(full(opening[0]!), context).toBe(false);
        expect(opening.filter(full).length, context).toBe(1);
      }
  });

  it('packs for a trip only when the hero sets off on one', () => {
    for (const seed of [1, 2, 3]) {
      for (const prompt of ['a hedgehog who wants to make a friend in the forest', 'Two rabbits race to the top of the hill'])
        expect(detailed(prompt, seed).paragraphs[0], `${prompt} (${seed})`).not.toMatch(/\bpacked\b/);
      expect(text(detailed('Kiri the kiwi bird wants to see the sea', seed))).toMatch(/packed for the trip to the sea/);
    }
  });

  it('says things the idea names in the plural in the plural, and agrees with them', () => {
    for (const seed of [1, 2, 7]) {
      const cookies = text(detailed('Mia and her mum bake cookies', seed));
      expect(cookies).toMatch(/\bthe cookies\b/);
      expect(cookies).not.toMatch(/\bthe cookie\b|cookieses|cookies (?:is|was)\b/);
    }
  });

  it('never calls a wish with no object of its own "it"', () => {
    for (const prompt of [
      'Jack waits for Santa',
      'Mia waits for the Easter Bunny',
      'Leo the lion ran away',
      'A bird wants to fly away',
    ])
      for (const seed of [1, 2, 3])
        expect(text(detailed(prompt, seed)), `${prompt} (${seed})`).not.toMatch(
          /\b(?:wait|waiting|fly|flying|run|running) it\b/i,
        );
  });

  it('puts "it" before a verb’s own particle: "cleaning them up", never "cleaning up them"', () => {
    for (const prompt of ['Lily cleans up her toys', 'Omar tidies up his toy box', 'Sam picks up the litter'])
      for (const seed of [1, 2, 3])
        expect(text(detailed(prompt, seed)), `${prompt} (${seed})`).not.toMatch(/\b(?:up|out) (?:it|them)\b/);
  });

  it('builds a blanket fort of blankets and cushions, never planks and nails', () => {
    for (const seed of [1, 2, 3]) {
      const story = text(detailed('Finn builds a blanket fort', seed));
      expect(story, String(seed)).not.toMatch(/\bplanks?\b|\bnails\b/);
    }
  });

  it('builds a treehouse or a raft of planks, hammered, never piled and pressed or taped', () => {
    for (const prompt of ['Two best friends build a treehouse', 'Maya builds a kennel for her puppy'])
      for (const seed of [1, 2, 3]) {
        const story = text(detailed(prompt, seed));
        expect(story, `${prompt} (${seed})`).not.toMatch(/\bsticky tape\b|\bpiled and pressed\b|\bpebbles\b/);
        expect(story, `${prompt} (${seed})`).toMatch(/\b(?:planks?|hammer|nails?|wood)\b/);
      }
  });

  it('refers to a goal without breaking it apart', () => {
    for (const seed of [1, 2, 7]) {
      expect(text(detailed('A shy turtle wants to swim in the big pond', seed))).not.toMatch(/\bswim(?:ming)? it in\b/);
      expect(text(detailed('A tiny dragon tries to breathe fire', seed))).not.toMatch(/\bbreath(?:e|ing) it\b/);
    }
  });

  it('gives a way to a place, never to a doing', () => {
    for (const prompt of ['Lena and her grandma bake bread for the village fair', 'Omar wants to paint a picture of the sea'])
      for (const seed of [1, 2, 3, 7]) expect(text(detailed(prompt, seed)), prompt).not.toMatch(/\bway to (?:bake|paint)\b/);
  });

  it('ends a wish the hero cannot have come true in a way of their own, never the impossible done', () => {
    for (const prompt of ['A penguin named Pablo who wants to learn to fly', 'A little elephant who wants to fly'])
      for (const seed of [1, 2, 3, 7]) {
        const s = detailed(prompt, seed);
        expect(text(s), `${prompt} (${seed})`).not.toMatch(/\b(?:learned to fly|flew|got to (?:learn to )?fly|managed to fly)\b/);
        expect(text(s), `${prompt} (${seed})`).not.toMatch(/contest to fly/);
        // A skill is not about a thing of the topic: no egg out of nowhere.
        expect(s.paragraphs[0], `${prompt} (${seed})`).not.toMatch(/\begg\b/);
      }
    // A snail or a tortoise who wants to go fast never zooms off: it whizzes down a leaf, and that feels like it.
    for (const prompt of ['A snail who wants to go fast', 'A tortoise who wants to be fast'])
      for (const seed of [1, 2, 3]) {
        const s = detailed(prompt, seed);
        expect(text(s), `${prompt} (${seed})`).not.toMatch(/\b(?:went fast|got to (?:go|be) fast|was fast at last)\b/);
        expect(text(s), `${prompt} (${seed})`).toMatch(/felt like going fast/);
      }
    // Where the wish comes to its end, the way of their own is said: 'sliding down a snowy hill felt like flying'.
    for (const seed of [1, 2, 3, 7]) {
      const s = detailed('A penguin named Pablo who wants to learn to fly', seed);
      if (s.plan.shape === 'quest') expect(text(s), String(seed)).toMatch(/sliding down a snowy hill.* felt like flying/i);
    }
  });

  it('tries the impossible wish the way such a try goes, and never cheers that it can be done now', () => {
    for (const prompt of ['A penguin who wants to fly', 'A fish who wants to walk', 'A pig who wants to fly'])
      for (const seed of [1, 2, 3, 4]) {
        const s = detailed(prompt, seed);
        if (s.plan.shape !== 'quest') continue;
        const story = text(s);
        expect(story, `${prompt} (${seed})`).not.toMatch(
          /\bNow (?:we|I) can (?:fly|walk)\b|first try at|one little step at a time/,
        );
        expect(story, `${prompt} (${seed})`).toMatch(/\b(?:flapped|flopped over)\b/);
        expect(story, `${prompt} (${seed})`).not.toMatch(/liked it when we sat down|how they watched the birds/);
      }
  });

  it('answers a question by finding out, watched from where the hero is: no trip to the moon', () => {
    for (const seed of [1, 2, 3, 7]) {
      const moon = detailed('Why does the moon change shape?', seed);
      expect(moon.plan.shape).toBe('learning');
      expect(moon.plan.setting).not.toBe('moon');
      expect(text(moon)).not.toMatch(/\b(?:landed on|set off for|reached) the moon\b/);
      expect(text(moon)).toMatch(/why the moon changes shape/);
    }
  });

  it('watches the sky from the ground when a question asks about it', () => {
    for (const seed of [1, 2, 7]) expect(detailed('Why is the sky blue?', seed).plan.setting).toBe('meadow');
  });

  it('does not show a thing still to be made before it is made', () => {
    for (const prompt of ['A little bear likes to paint pictures', 'Lena and her grandma bake bread for the village fair'])
      for (const seed of [1, 2, 3, 7])
        expect(detailed(prompt, seed).paragraphs[0], `${prompt} (${seed})`).not.toMatch(
          /(?:breeze blew past|looked out at|near|sun shone on .* and on) the (?:pictures|bread)\b/,
        );
  });

  it('opens on the hero when the thing is not there to see yet', () => {
    for (const seed of [1, 2, 3, 7])
      expect(detailed('Amara and her cat look for a lost key', seed).paragraphs[0], String(seed)).not.toMatch(/^Her cat\b/);
  });

  it('shows a making being made, with what it is made of: bread is baked in the kitchen, never glued', () => {
    for (const seed of [1, 2, 3, 7]) {
      const bread = detailed('Lena and her grandma bake bread for the village fair', seed);
      expect(bread.plan.setting).toBe('kitchen');
      expect(bread.plan.shape).toBe('making');
      expect(text(bread)).not.toMatch(/\b(?:glue|sticky tape|paint|string)\b/);
      expect(text(bread)).toMatch(/\b(?:flour|dough|oven|baking)\b/);
      const castle = detailed('Aarav builds the biggest sandcastle on the beach', seed);
      expect(castle.plan.shape).toBe('making');
      expect(text(castle)).not.toMatch(/\b(?:nails|hammer|glue)\b/);
      // A den in the living room on a rainy day is built of blankets and chairs; the rainy day is when, not the wish.
      const den = detailed('Mateo and his sister build a den in the living room on a rainy day', seed);
      expect(den.plan.goal.phrase).toBe('build a den');
      expect(den.plan.shape).toBe('making');
      expect(text(den)).toMatch(/\bblanket/);
      expect(text(den)).not.toMatch(/\b(?:stick|planks?|nails)\b/);
      // A sandcastle is left to the tide, never shown to all his friends tomorrow.
      expect(text(castle)).not.toMatch(/\bshow the (?:biggest )?sandcastle to all\b/);
      // A robot is made of boxes, tins and bottle tops, and its trouble is a robot's: no bricks, no leaning walls.
      const robot = detailed('Lily builds a robot', seed);
      expect(text(robot)).not.toMatch(/\b(?:bricks|walls|plank)\b/);
      expect(text(robot)).toMatch(/\b(?:tins?|bottle tops|tin foil|springs|battery|bolt)\b/);
    }
  });

  it("keeps the idea's own cast: its hero's kind, its companion, and 'they' for someone of unknown sex", () => {
    for (const seed of [1, 2, 3]) {
      const duck = detailed('A duck wishes to see shooting stars', seed);
      expect(duck.plan.hero.kind.word).toBe('duck');
      const giant = detailed('A kind giant helps the village build a bridge', seed);
      expect(giant.plan.hero.kind.word).toBe('giant');
      expect(giant.plan.hero.pronoun).toBe('they');
      expect(giant.paragraphs.join(' ')).not.toMatch(/\b(?:girl|boy|she|he)\b/i);
      const amara = detailed('Amara and her cat look for a lost key', seed);
      expect(amara.plan.friend?.kind.word).toBe('cat');
    }
  });

  it('keeps a companion of the idea along in most paragraphs, and never looks at a thing still to be found', () => {
    for (const [prompt, seed] of [
      ['Amara and her cat look for a lost key', 1],
      ['Amara and her cat look for a lost key', 2],
      ['Leo and his dog Rex go to the beach', 1],
      ['Priya and her brother build a sandcastle', 3],
    ] as const) {
      const s = detailed(prompt, seed);
      const friend = s.plan.friend!;
      expect(s.paragraphs.filter((p) => p.includes(friend.name)).length, prompt).toBeGreaterThanOrEqual(4);
      expect(text(s), prompt).not.toMatch(/looked (?:out at|towards|at) the key|who loved keys|looked at it\./);
    }
    expect(detailed('Amara and her cat look for a lost key').plan.goal.phrase).toBe('find the key');
  });

  it('calls its hero and companion by name once a describing phrase has been said twice', () => {
    for (const seed of [1, 2, 3]) {
      const s = detailed('Björn helps his grandpa on the farm', seed);
      const all = text(s);
      const look = `${s.plan.hero.look} ${s.plan.hero.kind.word}`;
      expect(all.split(look).length - 1, all).toBeLessThanOrEqual(2);
      expect(all.match(/\b(?:my|his|your) grandpa\b/gi)?.length ?? 0, all).toBeLessThanOrEqual(2);
    }
  });

  it('gives a machine no body it lacks, calls it what the idea calls it, and agrees with a plural fear', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = detailed('A tugboat who is scared of big ships', seed);
      expect(text(s)).toMatch(/\btugboat\b/);
      expect(text(s)).not.toMatch(/\b(?:legs|tummy|stepped|stood up)\b|\bbig ships was\b/i);
    }
    expect(text(detailed('a little kitten who wants to climb the curtains'))).not.toMatch(/\b(?:He|She|It|They) the kitten\b/);
    for (const seed of [1, 2, 3])
      expect(text(detailed('Amara and her cat look for a lost key', seed))).not.toMatch(/the way to the key|not the key!"/);
  });

  it('tells a wish to see something as a quest to see it, never as a thing lost and found', () => {
    for (const prompt of [
      'A duck wishes to see shooting stars',
      'a hedgehog hopes to watch the fireworks',
      'Maya looks for a rainbow',
      'A duck goes looking for shooting stars',
    ])
      for (const seed of [1, 2, 3]) {
        const s = detailed(prompt, seed);
        expect(['quest', 'learning'], `${prompt} ${seed}`).toContain(s.plan.shape);
        expect(text(s), prompt).not.toMatch(/\b(?:lost|missing|gone)\b/i);
        // A sight is watched, never got to; under the night sky, no morning.
        expect(text(s), prompt).not.toMatch(/how will I get to/);
        if (s.plan.setting === 'night-sky') expect(text(s), prompt).not.toMatch(/breakfast|sunny morning|By lunch/);
      }
  });

  it('asks what a child would ask, and says a wish to learn plainly once it has been said', () => {
    for (const seed of [1, 2, 3, 4]) {
      const bolt = text(detailed('A robot named Bolt learns how the water cycle works', seed));
      expect(bolt).not.toMatch(/Can I try learning|At first learning/);
      expect(bolt.match(/learn(?:ing|ed)? how the water cycle works/g)?.length ?? 0, bolt).toBeLessThanOrEqual(3);
      const tariq = text(detailed('Tariq learns how plants make their food', seed));
      expect(tariq).not.toMatch(/plants make (?:his|my|your) food|about plants grow|rootses/);
    }
    const asked = [1, 2, 3, 4, 5, 6].filter((seed) =>
      text(detailed('A robot named Bolt learns how the water cycle works', seed)).includes('"How does the water cycle work?"'),
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('once a new friend has come, never wishes again to meet them', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = detailed('Anaïs meets a fairy at the bottom of the garden', seed);
      // At the garden all along: nothing happens 'on the way to the garden'.
      expect(text(s)).not.toMatch(/On the way to the garden/);
      const met = s.paragraphs.findIndex((p) => p.includes(s.plan.friend!.name));
      expect(met, `${seed}`).toBeGreaterThanOrEqual(0);
      const after = s.paragraphs.slice(met + 1).join(' ');
      expect(after, `${seed}`).not.toMatch(/\b(?:can|could|will|to) (?:we |she |Anaïs )?meet a fairy\b/);
    }
  });

  it('reads right for ideas of other kinds: they-heroes, fire engines, getting lost, a pet along, rain', () => {
    for (const seed of [1, 2, 3]) {
      const mei = detailed('Xiao Mei learns how rain is made', seed);
      expect(text(mei)).not.toMatch(/\bThey (?:was|is|has|does)\b|Who would take the rain/);
      expect(mei.plan.facts.length).toBeGreaterThanOrEqual(3);
      expect(detailed('A fire engine called Ruby rushes to help', seed).plan.hero.kind.word).toBe('fire engine');
      expect(detailed('A clumsy robot vacuum cleaner gets lost in the garden', seed).plan.goal.phrase).toBe('find the way home');
      const goat = detailed('Oluwaseun and his goat Bisi walk to the market', seed);
      expect(goat.plan.shape).not.toBe('friendship');
      expect(text(goat)).not.toMatch(/knew no other|a \w+ goat trotted past/);
    }
  });

  it('keeps a named twin by name, tells a skill without facts as a quest, and catching as a quest', () => {
    for (const seed of [1, 2, 3]) {
      expect(detailed('Noor and her twin brother Adam go on a treasure hunt', seed).plan.friend?.name).toBe('Adam');
      const emeka = detailed('Emeka learns to tie his shoelaces', seed);
      expect(emeka.plan.shape).not.toBe('learning');
      // The hero's own shoelaces: 'How will I tie my shoelaces?', never 'we ... my'.
      expect(text(emeka)).not.toMatch(/"[^"”]*\bwe\b[^"”]*\bmy shoelaces/i);
      expect(detailed('Aiyana wants to catch a firefly', seed).plan.shape).toBe('quest');
      expect(detailed('a sock that lost its partner in the washing machine', seed).plan.hero.kind.word).toBe('sock');
    }
  });

  it('a skill the hero learns is practised, not a lesson on the hero’s kind, unless a topic is about the skill', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const prompt of [
        'Kofi the kangaroo learns to skip',
        'a giraffe learns to juggle',
        'Benny the bear learns to whistle',
      ]) {
        const story = detailed(prompt, seed);
        expect(story.plan.educational, `${prompt} ${seed}`).toBe(false);
        expect(story.plan.shape, `${prompt} ${seed}`).not.toBe('learning');
        expect(story.title, `${prompt} ${seed}`).not.toMatch(/pouch|neck|hibernat/i);
      }
      // Counting and telling the time are topics of their own: taught.
      for (const prompt of ['Sam learns to count to ten', 'Lily learns to tell the time'])
        expect(detailed(prompt, seed).plan.educational, `${prompt} ${seed}`).toBe(true);
    }
  });

  it('says the wish once as the story opens', () => {
    const ideas = ['a little owl learns to fly', 'Tom the turtle learns to dance', 'a tiny ant wants to climb the mountain'];
    for (const prompt of ideas)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const story = detailed(prompt, seed);
        const wish = story.plan.goal.phrase;
        const said = sentencesOf(story.paragraphs[0]!).filter((s) => s.includes(wish));
        expect(said.length, `${prompt} ${seed}: ${story.paragraphs[0]}`).toBeLessThanOrEqual(1);
      }
  });

  it('where someone lives or lands starts the story, and the two the idea names become friends', () => {
    for (const prompt of ['A friendly monster lives under Oskar’s bed', 'An alien lands in Saoirse’s garden'])
      for (const seed of [1, 2]) {
        const s = detailed(prompt, seed);
        expect(s.plan.goal.type, prompt).toBe('befriend');
        expect(text(s), prompt).not.toMatch(/\ban under\b|live under|land in/i);
      }
  });

  it('guiding, leading or pulling someone somewhere is helped along, never made or lost and found', () => {
    for (const prompt of [
      'A brave little tugboat guides a big ship into the harbour in a storm',
      'A donkey pulls a cart of apples up the hill',
      'A kind shepherd leads the lambs to the meadow',
    ])
      for (const seed of [1, 2, 3, 4]) {
        const s = detailed(prompt, seed);
        expect(s.plan.goal.type, prompt).toBe('help');
        expect(['making', 'lost-and-found', 'mystery'], `${prompt} ${seed}`).not.toContain(s.plan.shape);
      }
    // The storm the idea names is the trouble, and no 'harbour in a storm' is reached.
    for (const seed of [1, 2, 3]) {
      const tug = text(detailed('A brave little tugboat guides a big ship into the harbour in a storm', seed));
      expect(tug).toMatch(/\bstorm\b/);
      expect(tug).not.toMatch(/harbour in a storm/);
    }
  });

  it('a thing the hero cannot find is lost and looked for, never a skill to learn', () => {
    for (const prompt of ['Kenji the koala cannot find his favourite blanket', 'Mia can’t find her red wellies'])
      for (const seed of [1, 2, 3]) {
        const s = detailed(prompt, seed);
        expect(s.plan.goal.type, prompt).toBe('find');
        expect(['lost-and-found', 'mystery'], prompt).toContain(s.plan.shape);
        expect(text(s), prompt).not.toMatch(/learn(?:ed|s|ing)? to find/i);
      }
  });

  it('someone by their job is a person, and the one they help is in the story, the help said in full only a few times', () => {
    for (const seed of [1, 2, 3]) {
      const s = detailed('A bus driver named Rosa helps a lost puppy get home', seed);
      expect(s.plan.hero.kind.human).toBe(true);
      expect(text(s)).not.toMatch(/\b(?:wobbled|hopped|glowed)\b/);
      // (Once met, the puppy is called by its name.)
      const puppy = new RegExp(`\\bpupp(?:y|ies)\\b|\\b${s.plan.friend?.name ?? 'puppy'}\\b`, 'i');
      expect(s.paragraphs.filter((p) => puppy.test(p)).length).toBeGreaterThanOrEqual(3);
      expect(text(s).match(/\bhelp(?:s|ed|ing)? a lost puppy get home\b/gi)?.length ?? 0).toBeLessThanOrEqual(5);
      const ali = text(detailed('A nurse named Ali helps a little bird find its nest', seed));
      // ('my nest' only in the bird's own mouth, never in the help: 'Let's help Pip find my nest'.)
      expect(ali).not.toMatch(/\bhelp(?:ing)?\b[^."]* find my nest/);
      expect(ali).not.toMatch(/"[^"]*\bmy nest\b[^"]*," (?:said|asked) Ali\b/);
    }
    expect(detailed('The old lighthouse keeper helps a baby seal', 1).plan.hero.kind.human).toBe(true);
    // The goal's thing said short keeps its article right: 'an elephant', never 'a elephant'.
    expect(text(detailed('Maya the nurse looks after a sick elephant', 3))).not.toMatch(/\ba elephant\b/);
  });

  it('growing is told with seeds, water, sun and waiting, a sprout and then the plant, never as a making', () => {
    let grown = 0;
    for (const prompt of ['Amara wants to plant tomatoes', 'A little mouse wants to grow a sunflower'])
      for (const seed of [1, 2, 3]) {
        const s = detailed(prompt, seed);
        if (s.plan.shape !== 'making') continue;
        grown += 1;
        const told = text(s);
        expect(told, prompt).toMatch(/\bseeds?\b/);
        expect(told, prompt).toMatch(/\b(?:sprout|shoot|leaves)\b/);
        expect(told, prompt).not.toMatch(/went flat|measured and mixed|nearly done|fell apart|laid it all out/);
      }
    expect(grown).toBeGreaterThan(0);
  });

  it('seeds to plant grow into plants, never into themselves', () => {
    for (const prompt of ['Lily wants to plant some seeds', 'Dmitri plants seeds in the garden'])
      for (const seed of [1, 2, 3])
        expect(text(detailed(prompt, seed)), prompt).not.toMatch(/seeds? for the seeds|seed seeds|Grow into the seeds/);
  });

  it('a seed planted grows into a plant with a name, watered while it waits, and stays in the ground', () => {
    const grown = new Set<string>();
    for (const prompt of ['Maya plants a seed and waits for it to grow', 'Leo plants seeds'])
      for (const seed of [1, 2, 3]) {
        const story = detailed(prompt, seed);
        const told = text(story);
        grown.add(story.plan.thing!.noun);
        expect(story.plan.thing!.noun, prompt).toMatch(/^(?:sunflowers?|pumpkins?|tomatoes)$/);
        expect(told, prompt).not.toMatch(/\bthe plants\b|seeds for the|from bed|hold on tight|knew what to do about/);
        // The worry of the fourth page is answered before the shoot comes up.
        expect(story.paragraphs[3], prompt).toMatch(/\bwater/);
      }
    expect(grown.size).toBeGreaterThan(1);
  });
});

describe('offline story writer: a day at home', () => {
  // Welcomes, parties, sleepovers, a rainy day in: the story stays at home, where nobody sets off on a quest.
  const HOME_IDEAS = [
    'Sam gets a new baby sister',
    "Noor's grandma comes to stay",
    "Omar's dad comes home from a trip",
    'Mia has a birthday party at home',
    'Priya has a sleepover with her cousin',
    'Mateo and his sister build a den in the living room on a rainy day',
    'Kai helps look after his baby brother',
  ];
  const SEEDS = [1, 2, 3];
  const detailed = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

  it('is never titled a quest or a journey', () => {
    for (const prompt of HOME_IDEAS)
      for (const seed of SEEDS) expect(detailed(prompt, seed).title, prompt).not.toMatch(/Quest|Journey|Adventure/);
  });

  it('takes a welcome’s title from the goal, said short', () => {
    for (const seed of SEEDS) expect(detailed('Sam gets a new baby sister', seed).title).toMatch(/^Sam (?:Wants to )?Welcome/);
  });

  it('has the hero get on with the wish, not run past the furniture', () => {
    for (const prompt of HOME_IDEAS.slice(0, 5))
      for (const seed of SEEDS)
        expect(detailed(prompt, seed).paragraphs.join('\n'), `${prompt} ${seed}`).not.toMatch(
          /\b(?:ran|walked|hopped) (?:on,? )?past\b|\bran to an? \b|\b(?:walked|ran) about by\b|\bas fast as (?:he|she|they) could\b/,
        );
  });

  it('never asks what brings the hero home, and a welcome or a party is not tried again and again', () => {
    for (const prompt of HOME_IDEAS)
      for (const seed of SEEDS) {
        const told = detailed(prompt, seed).paragraphs.join('\n');
        expect(told, `${prompt} ${seed}`).not.toMatch(/What brings .+ home\?/);
        if (!/den/.test(prompt)) expect(told, `${prompt} ${seed}`).not.toMatch(/again and again/);
      }
  });

  it('goes to a room or does something with a thing, never to the furniture; a pet knows no lore of the wish', () => {
    for (const prompt of [...HOME_IDEAS, 'A new baby brother comes home'])
      for (const seed of SEEDS)
        expect(detailed(prompt, seed).paragraphs.join('\n'), `${prompt} ${seed}`).not.toMatch(
          /Come with me to|(?:walked up|waved(?: goodbye)? to \w+(?: the \w+)?|sang softly|sat down|found \w+|met \w+|hug) by (?:a|an|the)\b|dreaming of (?:a|an) |looking up at (?:a|an) |(?:whiskers|paws|fur) and knew all about/,
        );
    // Out of doors, the place's sights are still there to stand by.
    expect(
      SEEDS.map((seed) => detailed('a puppy called Biscuit who wants to see the sea', seed).paragraphs.join(' ')).join(' '),
    ).toMatch(/ by (?:a|an|the|sparkling|dolphins)\b/);
  });

  it('meets a pet or the family indoors, never the one who is welcomed as a helper', () => {
    for (const prompt of HOME_IDEAS.slice(0, 3))
      for (const seed of SEEDS) {
        const { plan } = detailed(prompt, seed);
        expect(['pet', 'family'], `${prompt} ${seed}`).toContain(plan.guide.kind.group);
        expect(plan.guide.kind, `${prompt} ${seed}`).not.toBe(plan.friend?.kind);
      }
    // The family's cat or dog is known by name, never met as 'a loyal dog called Waffles'.
    for (const prompt of HOME_IDEAS)
      for (const seed of SEEDS) {
        const { plan, paragraphs } = detailed(prompt, seed);
        if (plan.guide.kind.group !== 'pet') continue;
        const stranger = new RegExp(`\\ban? [a-z]+ ${plan.guide.kind.word} (?:named|called) ${plan.guide.name}\\b`);
        expect(paragraphs.join('\n'), `${prompt} ${seed}`).not.toMatch(stranger);
      }
  });
});

describe('offline story writer: once someone has come', () => {
  it.each([
    ['Sam gets a new baby sister', /Lola|Bella|\p{Lu}\p{Ll}+/u],
    ['Jack waits for Santa', /Santa/],
    ['The twins are born', / and /],
    ["Ollie's grandparents come to stay", /Grandma and Grandpa/],
  ])('%s: the end is glad of who came, not still wishing to welcome or wait for them', (prompt, who) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { paragraphs } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const end = paragraphs.at(-1)!;
      expect(end, `${prompt} [${seed}]`).not.toMatch(
        /(?:dance for|day of|dreaming of|after a whole day of) (?:welcoming|waiting)/,
      );
      const glad = /could not stop smiling at (.+?)\.|the day (.+?) came\.|so glad (.+?) had come\.|thinking of (.+?)\./.exec(
        end,
      );
      if (glad) expect(glad.slice(1).find(Boolean), `${prompt} [${seed}]`).toMatch(who);
    }
  });
});

describe('offline story writer: someone coming home, told as the day it is', () => {
  const WELCOMES = [
    'Jack waits for Santa',
    "Sofia's aunt visits",
    "Ollie's grandparents come to stay",
    'Sam gets a new baby sister',
    'The twins are born',
    'Ben welcomes his new puppy home',
    "Noor's grandma comes to stay",
    'Uncle Raj comes to visit',
    "Mia's cousin comes to stay",
  ];
  const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

  it('says the wish two or three times at most, and tells the getting ready, the waiting and the coming', () => {
    for (const prompt of WELCOMES)
      for (const seed of [1, 2, 3]) {
        const { plan, paragraphs } = told(prompt, seed);
        const text = paragraphs.join(' ');
        const wish = plan.goal.phrase.replace(/\{their\} /, '(?:my|your|his|her|their) ');
        expect(text.match(new RegExp(`\\b${wish}\\b`, 'gi'))?.length ?? 0, `${prompt} [${seed}]`).toBeLessThanOrEqual(2);
        expect(text, `${prompt} [${seed}]`).not.toMatch(/\b(?:first try at|one thing, then another|can’t (?:welcome|wait for))/);
        // The child asks for their own sister, never 'When will your new baby sister get here?'.
        expect(text, `${prompt} [${seed}]`).not.toMatch(
          new RegExp(`\\byour [^"]*[?!,]" (?:asked|said|cried) (?:${plan.hero.name}|he|she|they)\\b`),
        );
        // Got ready with their own things, and waited for at the window, by the clock or for a sound.
        expect(paragraphs[1], `${prompt} [${seed}]`).toMatch(
          /cot|spare|bowl|basket|stocking|cookies|carrot|star|teddy|banner|picture|flowers|toy|hat/,
        );
        expect(paragraphs[2], `${prompt} [${seed}]`).toMatch(/window|clock|knock|listened|sleigh|car went by|door/);
      }
  });

  it('Santa comes at night while the child sleeps, and the end is Christmas morning', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs } = told('Jack waits for Santa', seed);
      const text = paragraphs.join(' ');
      expect(text).not.toMatch(/door opened|played a game|walked over/);
      expect(paragraphs[4]).toMatch(/asleep/);
      expect(paragraphs[4]).toMatch(/chimney|sleigh/);
      expect(paragraphs[5]).toMatch(/morning/);
    }
  });

  it('a new baby is carried in and held, never crawls or walks up', () => {
    for (const prompt of ['Sam gets a new baby sister', 'The twins are born', 'Jaya is going to be a big sister'])
      for (const seed of [1, 2, 3]) {
        const text = told(prompt, seed).paragraphs.join(' ');
        expect(text, `${prompt} [${seed}]`).toMatch(/carrying|holding/);
        expect(text, `${prompt} [${seed}]`).not.toMatch(/crawled|walked over|played a game/);
      }
  });

  it('calls an aunt her aunt or Auntie, never a bare Aunt, nor a name said twice', () => {
    for (const prompt of ["Sofia's aunt visits", "Mia's cousin comes to stay", 'A day at the beach with my aunt'])
      for (const seed of [1, 2, 3]) {
        const text = told(prompt, seed).paragraphs.join(' ');
        expect(text, `${prompt} [${seed}]`).not.toMatch(/\bAunt\b(?! \p{Lu})/u);
        expect(text, `${prompt} [${seed}]`).not.toMatch(/\b(\p{Lu}\p{Ll}+), \1\b/u);
      }
  });

  it('two who come together are welcomed and enjoyed together', () => {
    for (const prompt of ["Ollie's grandparents come to stay", 'Grandma and Grandpa come to stay'])
      for (const seed of [1, 2, 3, 4]) {
        const { paragraphs } = told(prompt, seed);
        for (const sentence of sentencesOf(paragraphs.slice(4).join(' ')))
          if (/Grandma|Grandpa/.test(sentence)) expect(sentence, `${prompt} [${seed}]`).toMatch(/Grandma and Grandpa/);
      }
  });
});

describe('offline story writer: a party or a feast day told as itself', () => {
  // Each with what its high point has: candles, lamps, crackers, a menorah, red envelopes, rings, a pillow fight.
  const PARTIES: readonly (readonly [string, RegExp])[] = [
    ['A birthday party at home', /candles/],
    ["Leo's fifth birthday", /candles/],
    ['A surprise party for Dad', /Surprise!/],
    ['Christmas with Granny', /crackers|presents by the tree/],
    ['Eid with my cousins', /Eid Mubarak|little gifts/],
    ["Diwali at Priya's house", /diyas|fireworks/],
    ['Hanukkah with Grandpa', /menorah|dreidel/],
    ['Lunar New Year with Mei', /red envelopes|dragon/],
    ['Wedding day for Auntie Rose', /rings|first dance/],
    ["A sleepover at Grandma's", /pillow fight|popcorn/],
    // A day of school named with no wish is that day: its races, its dancing, its stage.
    ['Sports day', /egg-and-spoon race|sack race/],
    ['A giraffe at the school disco', /danced|conga/],
    ['School play', /lines|bow/],
    ['The school nativity', /Away in a Manger|lines/],
    ['A bear at the talent show', /\bact\b|spotlight/],
  ];
  const SEEDS = [1, 2, 3];
  const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs;

  it('says the wish as a child would, and comes to its own high point', () => {
    for (const [prompt, high] of PARTIES)
      for (const seed of SEEDS) {
        const paragraphs = told(prompt, seed);
        const text = paragraphs.join('\n');
        expect(text, `${prompt} ${seed}`).toMatch(/could hardly wait|counting the sleeps/);
        expect(text, `${prompt} ${seed}`).not.toMatch(/\benjoy(?:s|ed|ing)? (?:the|it)\b|one big wish|longed to do|at long last/);
        expect(paragraphs[4], `${prompt} ${seed}`).toMatch(high);
      }
  });

  it('sees only its own things: no birthday balloons at Christmas, no moon for Lunar New Year', () => {
    for (const seed of SEEDS) {
      expect(told('Christmas with Granny', seed).join(' ')).not.toMatch(/balloons|iced cake|birthday/i);
      expect(told("Diwali at Priya's house", seed).join(' ')).not.toMatch(/balloons|iced cake|Christmas/i);
      expect(told('Lunar New Year with Mei', seed).join(' ')).not.toMatch(/\bmoon\b|craters?|rocket/i);
    }
  });

  it('goes to no furniture or decoration at home, and lets the pet help as a pet does', () => {
    for (const prompt of PARTIES.map(([p]) => p))
      for (const seed of SEEDS)
        expect(told(prompt, seed).join('\n'), `${prompt} ${seed}`).not.toMatch(
          /Come with me to|(?:walked up|waved(?: goodbye)? to \w+|sang softly|sat down|found \w+|met \w+) by (?:a|an|the|balloons|paper|presents)\b|dreaming of (?:a|an) |knew all about/,
        );
  });

  it('tells a day of school at school, woken up to at home, with the hero as the idea says', () => {
    for (const seed of SEEDS) {
      const disco = writeStoryDetailed({ prompt: 'A giraffe at the school disco', seed, paragraphs: 6 });
      expect(disco.plan.hero.kind.word).toBe('giraffe');
      expect(disco.plan.setting).toBe('school');
      // (Its trouble is one of a giraffe at a disco: a long neck in the streamers, a head against the disco ball.)
      expect(disco.plan.trouble.place?.event).toMatch(/\bhead\b/);
      expect(disco.title).toMatch(/Disco/);
      const text = disco.paragraphs.join(' ');
      expect(text).toMatch(/\bdisco\b/);
      expect(text).not.toMatch(/\bexplor|up with the sun at school|welcome everyone/);
      const sports = writeStoryDetailed({ prompt: 'Sports day', seed, paragraphs: 6 });
      // (A day of races, not a lesson on exercise with running shoes.)
      expect(sports.plan.educational).toBe(false);
      expect(sports.paragraphs.join(' ')).not.toMatch(/running shoes|Exercise makes/);
    }
  });

  it('keeps a wish said at a day of school its own story', () => {
    for (const prompt of ['Two kittens want to win the talent show', 'Mateo the tortoise wants to win the school sports day'])
      expect(writeStoryDetailed({ prompt, seed: 1, paragraphs: 6 }).plan.celebration, prompt).toBeUndefined();
  });

  it('leaves other stories their own shape: a cake baked for a party is made, a dress at a party is cleaned', () => {
    for (const prompt of ['A bear bakes cupcakes for a party', "Mia's dress gets dirty at the party", 'A dragon learns to fly'])
      for (const seed of SEEDS) {
        const text = told(prompt, seed).join('\n');
        expect(text, prompt).not.toMatch(/could hardly wait for|counting the sleeps/);
      }
  });
});

describe('offline story writer: what a guide knows', () => {
  const IDEAS = [
    'A pirate wants to see the waves',
    'Maya makes a pillow den',
    'A bunny wants to find a carrot in the forest',
    'Leo wants to climb a mountain',
    'A little robot wants to see the stars',
  ];
  const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

  it('knows the place it lives or works in, never all about a wish or a thing it has no part in', () => {
    for (const prompt of IDEAS)
      for (const seed of [1, 2, 3, 4]) {
        const { paragraphs, plan } = told(prompt, seed);
        const text = paragraphs.join('\n');
        expect(text, `${prompt} ${seed}`).not.toMatch(/knew all about/);
        const knows = /knew (.+) well, and/.exec(text)?.[1];
        if (knows) expect(plan.scenery.helpers, `${prompt} ${seed}`).toContain(plan.guide.kind.word);
      }
  });

  it('knows all about the topic it is the guide of', () => {
    const said = [
      ['Sam learns about healthy eating', 6],
      ['Ava learns about germs and washing hands', 4],
    ] as const;
    for (const [prompt, seed] of said) {
      const { paragraphs, plan } = told(prompt, seed);
      expect(plan.guide.kind.word).toBe(plan.topic?.guide);
      expect(paragraphs.join('\n')).toContain(`knew all about ${plan.topic!.title}.`);
    }
  });
});

describe('offline story writer: a day at home that is no quest', () => {
  const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join('\n');
  const SEEDS = [1, 2, 3];
  const FORM =
    /got everything ready|lights flickered|found a torch|top shelf|inside the toy box|dreaming of|did it:|made a plan to/;

  it.each(["Max's grandpa is sick", 'Mum has a cold', "Lily's dad broke his leg", 'Grandma is poorly'])(
    '%s: the one in bed is looked after, and is a little better at the end',
    (prompt) => {
      for (const seed of SEEDS) {
        const text = told(prompt, seed);
        expect(text, `${seed}`).not.toMatch(FORM);
        expect(text, `${seed}`).toMatch(/\b(?:card|soup|tea|story|blanket|picture|quiet as a mouse)\b/);
        expect(text, `${seed}`).toMatch(/\b(?:sat up|smiled|better)\b/);
        // The wish is not said over and over: 'feel better' at most a few times.
        expect(text.match(/feel better/g)?.length ?? 0, `${seed}`).toBeLessThanOrEqual(3);
        expect(text, `${seed}`).not.toMatch(/\b(?:walked|trotted|ran) over to\b.*\bbed\b|waved to \w+ from/);
      }
    },
  );

  it.each(['Tom is sick in bed', 'Mia has a cold'])('%s: the child rests in bed and gets better', (prompt) => {
    for (const seed of SEEDS) {
      const text = told(prompt, seed);
      expect(text, `${seed}`).not.toMatch(FORM);
      expect(text, `${seed}`).toMatch(/\bbed\b/);
      expect(text.split('\n').slice(4).join('\n'), `${seed}`).toMatch(/much better|well again|well enough/);
    }
  });

  it.each(['Ruby moves house', 'Ella is moving house', "Sam's family moves to a new house"])(
    '%s: boxes, a new room, a trouble of moving and someone new next door',
    (prompt) => {
      for (const seed of SEEDS) {
        const text = told(prompt, seed);
        expect(text, `${seed}`).not.toMatch(FORM);
        expect(text, `${seed}`).toMatch(/\bbox(?:es)?\b/);
        expect(text, `${seed}`).toMatch(/next door/);
        expect(text.match(/settl/g)?.length ?? 0, `${seed}`).toBe(0);
        expect(text, `${seed}`).toMatch(/toy box|too big and strange|CREAK/);
      }
    },
  );

  // A pet of one's own is looked after by the jobs its kind needs, said by what it can do; the child comes first.
  it.each([
    ['Mia looks after her goldfish', /\b(?:bowl|flakes|glass)\b/, /\b(?:swam|bubbles?)\b/],
    ['Leo takes care of his puppy', /\b(?:lead|walk|brushed|dog food)\b/, /\b(?:wagg?(?:ed|ing)|fetched|licked)\b/],
    ['Zara feeds her rabbit every day', /\b(?:hay|hutch|carrot|straw)\b/, /\b(?:hop(?:ped)?|twitched)\b/],
    ['Ella brushes her kitten', /\b(?:fur|cat food|basket)\b/, /\b(?:purred|pounced)\b/],
    ['Omar looks after his hamster', /\b(?:cage|bedding|seeds)\b/, /\b(?:wheel|cheeks)\b/],
  ])('%s: the jobs of that pet, at home, and lines a pet can do', (prompt, jobs, does) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = paragraphs.join('\n');
      expect(plan.setting, `${seed}`).toBe('home');
      expect(text, `${seed}`).toMatch(jobs);
      expect(text, `${seed}`).toMatch(does);
      expect(text, `${seed}`).not.toMatch(FORM);
      // A pet waves to no one, smiles at no one and dances no happy dance; no one else's pet helps.
      expect(text, `${seed}`).not.toMatch(/\bwaved\b|smil\w+ at|happy dance|looking tired|the (?:cat|dog) (?:padded|trotted) in/);
      expect(text.indexOf(plan.hero.name), `${seed}`).toBeLessThan(text.indexOf(plan.friend!.name));
    }
  });

  it.each(['Aria cleans her fish tank', 'Jon cleans out his rabbit hutch'])(
    '%s: with no pet in the story, no pet is looked after',
    (prompt) => {
      for (const seed of SEEDS) {
        const { paragraphs, plan } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(plan.homeDay?.id, `${seed}`).not.toBe('pet');
        expect(
          paragraphs.every((p) => p.split(' ').length > 12),
          `${seed}`,
        ).toBe(true);
      }
    },
  );

  it.each(["Sam's hamster is poorly", "Lily's rabbit is ill", "Ella's kitten is sick", "Max's dog has a cold"])(
    '%s: the pet is nursed at home and taken to the vet, never put to bed with soup',
    (prompt) => {
      for (const seed of SEEDS) {
        const { paragraphs, plan } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const text = paragraphs.join('\n');
        expect(plan.friend?.kind.group, `${seed}`).toBe('pet');
        expect(text, `${seed}`).not.toMatch(/\b(?:soup|get-well card|tea)\b|\bden\b/);
        expect(text, `${seed}`).toMatch(/\b(?:vet|bedding|blanket|hay|water|stroked|stroke|quiet)\b/);
      }
    },
  );
});

describe('offline story writer: a pet looked for by name', () => {
  it.each([
    ['Pip the parrot flew away', 'Pip'],
    ['Biscuit the hamster is lost', 'Biscuit'],
    ['Nibbles the rabbit is missing', 'Nibbles'],
    ['Our cat Mittens has gone missing', 'Mittens'],
    ['Where is Sprinkles the guinea pig?', 'Sprinkles'],
  ])('%s: %s is called by name and is always "she" or always "he", never "it"', (prompt, name) => {
    for (const seed of [1, 2, 3]) {
      const { plan, paragraphs } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      expect(plan.thing?.text, `${prompt} ${seed}`).toBe(name);
      const pronoun = plan.thing?.pronoun;
      expect(['she', 'he'], `${prompt} ${seed}`).toContain(pronoun);
      const text = paragraphs.join(' ');
      // What the pet does or where it belongs is said with its own pronoun.
      expect(text, `${prompt} ${seed}`).not.toMatch(new RegExp(`\\b${name}\\b[^.!?"“”]*\\b(?:where it|but it)\\b`));
      expect(text, `${prompt} ${seed}`).not.toMatch(/\bafter \p{Lu}\p{L}+, but it\b/u);
      // Told apart from the hero where the name leaves it open.
      if (plan.hero.pronoun === 'she' || plan.hero.pronoun === 'he') expect(pronoun).not.toBe(plan.hero.pronoun);
    }
  });
});

describe('a new baby, once home', () => {
  it.each([
    'Sam gets a new baby sister',
    'Leo is waiting for his new baby brother',
    'Mia meets her baby sister for the first time',
  ])('%s: is called baby and her name, never the name alone after she is met', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const name = plan.welcomed?.people[0]?.name;
      if (!name || plan.welcomed?.kind !== 'baby') continue;
      const text = paragraphs.join(' ');
      expect(text).not.toMatch(new RegExp(`baby ${name}\\b.*\\b(?:sister|brother), baby ${name}`));
      // After the appositive that introduces her ('his new baby sister, Lola'), she is 'baby Lola'.
      for (const [before, mention] of [...text.matchAll(new RegExp(`(\\S+) ${name}\\b`, 'g'))].map((m) => [m[1]!, m[0]] as const))
        if (!before.endsWith(',')) expect(mention, `${prompt} ${seed}`).toMatch(/^(?:baby|Baby) /);
    }
  });
});

describe('the way home', () => {
  it('is found as a way, never "find it home"', () => {
    for (const idea of ['A kitten gets lost in the big city', 'A puppy finds the way home'])
      for (const seed of [1, 2]) {
        const text = write(idea, seed).paragraphs.join(' ');
        expect(text).toContain('find the way home');
        expect(text).not.toMatch(/\b(?:find|finding|found) (?:it|them) home\b/);
      }
  });
  it('a home sought is said as a home, never "find it home" nor "get it home"', () => {
    for (const idea of [
      'A robot looking for a home for winter',
      'A dragon who needs a home',
      'Max wants to find a home for his kitten',
    ])
      for (const seed of [1, 2]) {
        const text = write(idea, seed).paragraphs.join(' ');
        expect(text).toMatch(/\ba home\b/);
        expect(text).not.toMatch(/\b(?:find|finding|found|get|getting|got|have|having|had) (?:it|them) home\b/);
      }
  });

  it('a bike ridden without stabilisers is "it" once said, never "ride them"', () => {
    for (const seed of [1, 2, 3]) {
      const text = write('Lily learns to ride her bike without stabilisers', seed).paragraphs.join(' ');
      expect(text).not.toMatch(/\bride them\b/);
    }
  });
});

describe('a friend who comes along', () => {
  it('goes as fast as they can themselves, never as fast as the hero could', () => {
    const first = write('Grandpa and Lily visit the waterfall', 1).paragraphs[0]!;
    expect(first).toContain('Grandpa walked along behind, as fast as he could.');
  });
});

describe('a lesson told out where its topic is', () => {
  it('learning about the planets in space flies past them and uses the rocket: no lamp, no clay, no rocket gazed at', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt: 'Learning about the planets', seed, paragraphs: 6 });
      const text = paragraphs.join(' ');
      expect(plan.setting).toBe('space');
      expect(text).not.toMatch(/\b(?:round a lamp|balls of clay|in a picture|in the night sky)\b/);
      expect(text).not.toMatch(/\b(?:looked at|gave|a close look at|Look at) the rocket\b/);
      expect(text).not.toMatch(/\b(?:kept|had) the rocket (?:close by|ready)\b/);
    }
  });

  it('the sun and the stars learned about under the night sky are not felt warm on one’s face', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt: 'Learning about the sun and the stars', seed, paragraphs: 6 });
      if (plan.setting === 'night-sky') expect(paragraphs.join(' ')).not.toMatch(/\bwarm sun on their face\b/);
    }
  });
});

describe('one of the family as the hero ("Dad bakes a cake")', () => {
  it.each(['Grandma has a party', 'Dad bakes a cake'])('%s: called as the family calls them, never twice over', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const text = write(prompt, seed).paragraphs.join(' ');
      expect(text, `${prompt} (seed ${seed})`).not.toMatch(/\b(Grandma|Dad) \1\b/);
    }
  });
});

describe('regenerate on the tellings of their own (SPEC: a new seed, another story)', () => {
  it.each([
    'Maya and her best friend fall out',
    'Aarav visits his grandma in India',
    'Two rabbits race to the top of the hill',
    'The monster under my bed',
    "Mum's birthday",
    'Going to the hairdresser',
    'Ava helps Grandma plant seeds',
    'Grandpa takes Sam fishing',
  ])('%s: seeds 1 and 2 tell it differently', (prompt) => {
    expect(write(prompt, 1).paragraphs).not.toEqual(write(prompt, 2).paragraphs);
  });
});
