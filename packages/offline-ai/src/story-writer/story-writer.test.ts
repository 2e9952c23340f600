import { PARAGRAPHS_PER_STORY } from '@storybook/contract';
import { describe, expect, it } from 'vitest';
import { createOfflineStoryWriter, writeStory } from './story-writer.js';

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

const sentencesOf = (paragraphs: string[]) =>
  paragraphs
    .join(' ')
    .match(/[^.!?]+[.!?]+["']?/g)!
    .map((s) => s.trim());
/** A sentence with its names masked, so "Mia smiled." and "Leo smiled." count as the same sentence. */
const skeleton = (sentence: string) => sentence.replace(/\b[A-Z][a-z']*\b/g, 'X').toLowerCase();

describe('offline story writer: ten different ideas', () => {
  const stories = TEN_IDEAS.map((idea) => write(idea));

  it('gives ten different titles and ten different stories', () => {
    expect(new Set(stories.map((s) => s.title)).size).toBe(10);
    expect(new Set(stories.map((s) => s.paragraphs.join('\n'))).size).toBe(10);
  });

  it('does not read like one template: any two stories share less than half their sentences, names masked', () => {
    for (let a = 0; a < stories.length; a += 1) {
      for (let b = a + 1; b < stories.length; b += 1) {
        const first = new Set(sentencesOf(stories[a]!.paragraphs).map(skeleton));
        const second = new Set(sentencesOf(stories[b]!.paragraphs).map(skeleton));
        const shared = [...first].filter((s) => second.has(s)).length;
        expect(shared / Math.min(first.size, second.size), `${TEN_IDEAS[a]} / ${TEN_IDEAS[b]}`).toBeLessThan(0.5);
      }
    }
  });

  it('always writes exactly 6 non-blank paragraphs, 3 to 6 tags without #, and a bare title', () => {
    for (const story of stories) {
      expect(story.paragraphs).toHaveLength(6);
      for (const paragraph of story.paragraphs) expect(paragraph.trim().length).toBeGreaterThan(40);
      expect(story.tags.length).toBeGreaterThanOrEqual(3);
      expect(story.tags.length).toBeLessThanOrEqual(6);
      for (const tag of story.tags) expect(tag).toMatch(/^[a-z]+$/);
      expect(new Set(story.tags).size).toBe(story.tags.length);
      expect(story.title.trim()).not.toBe('');
      expect(story.title).toBe(story.title.trim());
      expect(story.title).not.toMatch(/^["'“‘]|["'”’]$/);
    }
  });

  it('writes short sentences for ages 4 to 8', () => {
    for (const story of stories) {
      const sentences = sentencesOf(story.paragraphs);
      const words = sentences.map((s) => s.split(/\s+/).length);
      expect(words.reduce((a, b) => a + b, 0) / words.length).toBeLessThan(12);
      expect(Math.max(...words)).toBeLessThanOrEqual(22);
    }
  });

  it('leaves no template slot unfilled and nothing frightening', () => {
    for (const story of stories) {
      const text = [story.title, ...story.paragraphs].join(' ');
      expect(text).not.toMatch(/[{}[\]]|undefined|null|NaN/);
      expect(text).not.toMatch(/\b(?:monster|ghost|blood|kill|die|died|dead|scream\w*|terrif\w*|horror|weapon|nightmare)\b/i);
      expect(text).not.toMatch(/ {2}|\s[,.!?]/);
    }
  });
});

describe('offline story writer: the idea in the story', () => {
  const cases: [string, string[]][] = [
    ['Mia travels to Egypt to learn about mummies', ['Mia', 'Egypt']],
    ['a puppy called Biscuit who wants to see the sea', ['Biscuit', 'sea']],
    ['A boy named Leo builds a rocket to visit the moon', ['Leo', 'moon']],
    ['Zara and her grandma bake bread in Paris', ['Zara', 'Grandma', 'Paris']],
    ['Oliver explores the Amazon rainforest with his dad', ['Oliver', 'Dad', 'Amazon']],
    ['my daughter Ava is nervous about her first day at school', ['Ava', 'school']],
    ['Zuzu goes to the beach with her friend Kai and finds a shell', ['Zuzu', 'Kai', 'beach']],
    ['Sam the dinosaur learns about volcanoes', ['Sam', 'volcano']],
  ];

  it.each(cases)('"%s" names %j in at least five of the six paragraphs, whatever the seed', (idea, names) => {
    for (const seed of [1, 2, 3, 42, 1234]) {
      const { paragraphs } = write(idea, seed);
      for (const name of names) {
        const count = paragraphs.filter((p) => new RegExp(`\\b${name}`, 'i').test(p)).length;
        expect(count, `${name}, seed ${seed}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("tells what the hero wants in the idea's own words", () => {
    expect(write('Mia travels to Egypt to learn about mummies').paragraphs.join(' ')).toContain('learn about mummies');
    expect(write('A boy named Leo builds a rocket to visit the moon').paragraphs.join(' ')).toContain('visit the moon');
    expect(write('two friends find a lost kitten in the park').paragraphs.join(' ')).toContain('find a lost kitten');
  });

  it('tags the story with its place and topic', () => {
    expect(write('Mia travels to Egypt to learn about mummies').tags).toEqual(expect.arrayContaining(['egypt', 'mummies']));
    expect(write('a puppy called Biscuit who wants to see the sea').tags).toEqual(expect.arrayContaining(['sea', 'puppy']));
  });

  it("weaves facts about the idea's topic into the middle of the story", () => {
    const { paragraphs } = write('Sam the dinosaur learns about volcanoes');
    expect(paragraphs.slice(2, 5).join(' ')).toMatch(/volcano/i);
    expect(paragraphs.join(' ')).toMatch(/lava|under the sea/);
  });

  it('picks a friendly hero by seed when the idea names none', () => {
    const heroes = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        write('a trip to the moon', seed)
          .paragraphs[0]!.match(/\b(?:named|called) ([A-Z][a-z]+)|^[^,]+, ([A-Z][a-z]+)/)
          ?.slice(1)
          .find(Boolean),
      ),
    );
    expect(heroes.size).toBeGreaterThan(1);
    for (const seed of [1, 2, 3]) expect(write('a trip to the moon', seed).paragraphs.join(' ')).toMatch(/moon/);
  });
});

describe('offline story writer: deterministic', () => {
  it('gives the same story for the same idea and seed', async () => {
    const writer = createOfflineStoryWriter();
    const idea = { prompt: 'a puppy called Biscuit who wants to see the sea', referenceImages: [], paragraphs: 6, seed: 99 };
    const first = await writer.write(idea);
    const again = await writer.write({ ...idea });
    expect(again).toEqual(first);
    expect(await createOfflineStoryWriter().write(idea)).toEqual(first);
  });

  it('words the same idea differently for a different seed', () => {
    for (const idea of TEN_IDEAS.slice(0, 4)) {
      const one = write(idea, 1).paragraphs;
      const two = write(idea, 2).paragraphs;
      const differing = one.filter((paragraph, i) => paragraph !== two[i]).length;
      expect(differing, idea).toBeGreaterThanOrEqual(4);
    }
  });

  it('writes as many paragraphs as asked, from one to twelve', () => {
    for (const count of [1, 3, 5, 7, 8, 12]) {
      const { paragraphs } = write('Mia travels to Egypt to learn about mummies', 5, count);
      expect(paragraphs).toHaveLength(count);
      for (const paragraph of paragraphs) expect(paragraph.trim()).not.toBe('');
    }
  });

  it('copes with ideas that are long, odd or nearly empty', () => {
    const long = `${'Ruby and her dog Rex go camping by the lake and watch the stars. '.repeat(30)}`;
    for (const prompt of [long, 'x', '!!!', 'the', 'A VERY LOUD STORY ABOUT A PIRATE SHIP', 'zebras']) {
      const story = write(prompt);
      expect(story.paragraphs).toHaveLength(6);
      expect(story.title.trim()).not.toBe('');
      expect(story.tags.length).toBeGreaterThanOrEqual(3);
      expect(story.paragraphs.join(' ')).not.toMatch(/[{}]|undefined|null/);
    }
  });
});
