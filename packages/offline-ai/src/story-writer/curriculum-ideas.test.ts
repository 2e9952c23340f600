import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const SEEDS = [1, 2, 3];
const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a question about long ago', () => {
  it('keeps its time: how people lived in the Stone Age', () => {
    for (const seed of SEEDS) {
      const told = story('How did people live in the Stone Age?', seed);
      const text = told.paragraphs.join(' ');
      expect(text).not.toMatch(/how people live in/);
      expect(told.plan.goal?.phrase ?? '').toMatch(/how people lived in the Stone Age/);
    }
  });
});

describe('counting in twos', () => {
  it('counts the idea’s own socks a pair at a time: two, four, six, eight, ten', () => {
    for (const seed of SEEDS) {
      const told = story('Counting in twos with socks', seed);
      const text = told.paragraphs.join(' ');
      expect(told.plan.counting).toMatchObject({ step: 2, to: 10, counted: { many: 'socks' } });
      expect(text).not.toMatch(/ladybird|one by one\b(?!\.)|Nine…/);
      expect(told.paragraphs[0]).toMatch(/socks/);
      expect(told.paragraphs[0]).toMatch(/twos/);
      expect(text).toMatch(/"Two socks, four socks, six socks!"/);
      expect(told.paragraphs[4]).toMatch(/Eight… TEN!" There were ten socks, five pairs!/);
      // The middle of the story is about pairs, not one more than five.
      expect(told.paragraphs.slice(1, 4).filter((p) => /\bpairs?\b/.test(p)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('goes as far as the idea says, still in twos', () => {
    const text = story('Counting in twos to twenty with shoes', 1).paragraphs.join(' ');
    expect(text).toMatch(/Eight, ten, twelve, fourteen, sixteen!/);
    expect(text).toMatch(/twenty shoes, ten pairs/);
  });
});

describe('odd and even numbers', () => {
  it('pairs up the socks: the one left over makes seven odd, one more makes eight even', () => {
    for (const seed of SEEDS) {
      const told = story('Odd and even numbers', seed);
      const text = told.paragraphs.join(' ');
      expect(told.plan.counting?.pairing).toBe(true);
      expect(text).not.toMatch(/dance|vanished|too shy to move/);
      expect(told.paragraphs[0]).toMatch(/socks/);
      expect(text).toMatch(/"One pair, two pairs, three pairs!"/);
      expect(told.paragraphs[3]).toMatch(/one sock was left over/);
      expect(told.paragraphs[4]).toMatch(/eight socks, and eight is even/);
      expect(told.paragraphs.filter((p) => /\b(?:odd|even)\b/.test(p)).length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('birds flying south', () => {
  it('tells the journey, not nests and eggs', () => {
    for (const seed of SEEDS) {
      const told = story('Why do birds fly south for winter?', seed);
      const text = told.paragraphs.join(' ');
      expect(told.plan.topic?.id).toBe('bird-migration');
      expect(text).not.toMatch(/\bnests?\b|hatch from eggs/);
      expect(text).toMatch(/warm lands/);
      expect(text).toMatch(/V shape|long journey/);
    }
  });

  it('leaves other bird ideas with birds and nests', () => {
    expect(story('A little robin builds a nest', 1).plan.topic?.id).not.toBe('bird-migration');
  });
});

describe('learning to say sorry', () => {
  it('is told as the day it happens: the tower knocked down, the brave sorry, making it right, friends again', () => {
    for (const seed of SEEDS) {
      const told = story('Learning to say sorry', seed);
      const [first, , , fourth, fifth] = told.paragraphs;
      const text = told.paragraphs.join(' ');
      const friend = told.plan.friend!.name;
      expect(told.plan.homeDay?.id).toBe('sorry');
      expect(friend).not.toBe(told.plan.hero.name);
      expect(first).toMatch(/tower/);
      expect(first).toContain(friend);
      expect(fourth).toMatch(/"I am sorry/);
      expect(fourth).toMatch(/built a new tower together/);
      expect(fifth).toMatch(/hug|Friends again|forgive/);
      expect(text).not.toMatch(/looked at saying sorry|for a long, long time/);
      // The lesson is woven in: three facts or more.
      const facts = told.plan.facts.filter((f) => text.includes(f.replace(/\.$/, '')));
      expect(facts.length).toBeGreaterThanOrEqual(3);
    }
  });
});
