import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const SEEDS = [1, 2, 3];
const write = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });
const text = (prompt: string, seed: number) => write(prompt, seed).paragraphs.join(' ');

// 'What happens when you brush your teeth?': the wish is the whole question, not 'find out what happens when'.
describe('a question about what happens when', () => {
  const ASKED: [string, RegExp][] = [
    ['What happens when you brush your teeth?', /\bwhat happens when we brush our teeth\b/],
    ['What happens when it rains?', /\bwhat happens when it rains\b/],
    ['What happens when water freezes?', /\bwhat happens when water freezes\b/],
  ];
  for (const [prompt, wish] of ASKED)
    for (const seed of SEEDS)
      it(`${prompt} (seed ${seed})`, () => {
        const story = write(prompt, seed);
        expect(story.plan.goal.phrase).toMatch(wish);
        expect(story.paragraphs.join(' ')).not.toMatch(/\bwhat happens when\s*[?.!,"]/i);
      });
});

// A seed that becomes a tree grows from an acorn into an oak, not into a sunflower.
describe('a seed that becomes a tree', () => {
  for (const prompt of ['How does a seed become a tree?', 'How do trees grow from seeds?', 'A seed that grows into a tree'])
    for (const seed of SEEDS)
      it(`${prompt} (seed ${seed})`, () => {
        const story = text(prompt, seed);
        expect(story).toMatch(/\bacorn\b/);
        expect(story).toMatch(/\boak\b/);
        expect(story).not.toMatch(/\bsunflower\b/);
      });
  it('a seed with no tree still grows into a sunflower', () => {
    expect(text('How does a seed grow?', 1)).toMatch(/\bsunflower\b/);
  });
});

// A rock pool is its creatures (crabs, anemones, starfish) and the tide that fills it, never a rock collection.
describe('life in a rock pool', () => {
  for (const prompt of ['Life in a rock pool', 'What lives in a rock pool?', 'Exploring rock pools at the seaside'])
    for (const seed of SEEDS)
      it(`${prompt} (seed ${seed})`, () => {
        const story = write(prompt, seed);
        const said = story.paragraphs.join(' ');
        expect(story.plan.setting).toBe('beach');
        const facts = [
          /\btide\b/,
          /\banemones?\b/,
          /\bstarfish\b/,
          /\bcrabs?\b[^.]*\bsideways\b|\bsideways\b[^.]*\bcrabs?\b/,
          /\blimpets?\b/,
        ];
        expect(facts.filter((f) => f.test(said)).length).toBeGreaterThanOrEqual(3);
        expect(said).not.toMatch(/\brock collection\b|\bsoil\b/);
      });
});

// Only a thing ridden in is climbed back into: an x-ray machine or a recycling bin is gone back to.
describe('a thing to find out with that stays where it is', () => {
  for (const prompt of ['Why do we have bones?', 'Teach my son about recycling'])
    for (const seed of [1, 2, 3, 4])
      it(`${prompt} (seed ${seed})`, () => {
        expect(text(prompt, seed)).not.toMatch(/climbed back into the (?:x-ray|ray|recycling bin|bin)\b/);
      });
});

// 'Teach my son about ...': he is the parent's son, and in the story a boy ('Hi there, brave boy!'), never 'a brave son'.
describe('a lesson for my son or daughter', () => {
  for (const [prompt, kind] of [
    ['Teach my son about recycling', 'boy'],
    ['Teach my daughter about the planets', 'girl'],
  ] as const)
    for (const seed of SEEDS)
      it(`${prompt} (seed ${seed})`, () => {
        const story = text(prompt, seed);
        expect(story).not.toMatch(/\b(?:son|daughter)\b/);
        expect(story).toMatch(new RegExp(`\\b${kind}\\b`));
      });
});

// 'Who was Neil Armstrong?': someone of long ago asked about is what a child finds out about, never the hero of a day
// at the beach; the story tells their topic's facts.
describe('who someone of long ago was', () => {
  const ASKED: [string, RegExp, RegExp][] = [
    [
      'Who was Florence Nightingale?',
      /\bfind out who Florence Nightingale was\b/,
      /\bnurse\b[^]*\bsoldiers\b[^]*\blamp\b|\blamp\b[^]*\bsoldiers?\b/,
    ],
    ['Who was Neil Armstrong?', /\bfind out who Neil Armstrong was\b/, /\bmoon\b/],
    ['Who were the Wright brothers?', /\bfind out who the Wright brothers were\b/, /\bfirst aeroplane\b|\bfirst flight\b/],
    ['Learn about Florence Nightingale', /\bFlorence Nightingale\b/, /\bclean hospitals\b/],
  ];
  for (const [prompt, wish, told] of ASKED)
    for (const seed of SEEDS)
      it(`${prompt} (seed ${seed})`, () => {
        const story = write(prompt, seed);
        expect(story.plan.hero.name).not.toMatch(/Florence|Neil|Wright/);
        expect(story.plan.goal.phrase).toMatch(wish);
        expect(story.paragraphs.join(' ')).toMatch(told);
      });
});
