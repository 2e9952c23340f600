import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });
const text = (prompt: string, seed: number) => story(prompt, seed).paragraphs.join('\n');

describe('offline story writer: ordinary words in the idea', () => {
  it.each([
    ['Max and Mrs Patel plant a tree', 'Mrs Patel', 1],
    ['Lena bakes a pie with Mr Okoro', 'Mr Okoro', 2],
    ['Dr Lee helps Sam feel better', 'Dr Lee', 3],
    ['Captain Sam sails to a far island with Zara', 'Captain Sam', 1],
    ['Professor Oak and Ben find a fossil', 'Professor Oak', 2],
  ])('%s: %s is a grown-up, called with the title, never a little child', (prompt, name, seed) => {
    const written = story(prompt, seed);
    const told = written.paragraphs.join('\n');
    const person = [written.plan.hero, written.plan.friend].find((p) => p?.name === name);
    expect(person?.kind.group).toBe('adult');
    expect(told).toContain(name);
    // The name never loses its title ('Patel walked along').
    const bare = name.split(' ')[1]!;
    expect(told.match(new RegExp(`\\b${bare}\\b`, 'g'))?.length).toBe(told.match(new RegExp(`${name}\\b`, 'g'))?.length);
  });

  it('introduces a titled grown-up by who they are: his neighbour Mrs Patel', () => {
    const intros = [1, 2, 3].map((seed) => text('Max and Mrs Patel plant a tree', seed)).join('\n');
    expect(intros).toMatch(/\bhis neighbour Mrs Patel\b/);
    expect(intros).not.toMatch(/\bfriend Mrs Patel\b/);
  });

  it.each([
    ['Where is Mummy? A little owl is lost', 1],
    ['Where is Mummy? A little owl is lost', 2],
    ['Mummy and Leo bake a cake', 3],
    ['Daddy and Ana go to the beach', 1],
    ['Where is Mommy? A baby rabbit is lost', 2],
  ])('%s (seed %i): Mummy is a parent, not ancient Egypt', (prompt, seed) => {
    const written = story(prompt, seed);
    expect(written.plan.topic?.id).not.toBe('ancient-egypt');
    expect(written.paragraphs.join(' ')).not.toMatch(/\b(?:pyramids?|pharaohs?|Egypt|desert)\b/i);
  });

  it('a parent looked for is found, never carried, put away or blown about like a thing', () => {
    const told = [1, 2, 3, 4].map((seed) => text('Where is Mummy? A little owl is lost', seed)).join('\n');
    expect(told).toMatch(/\bfind Mummy\b/);
    expect(told).not.toMatch(/\b(?:put|held|carried|blown|tucked) Mummy\b/);
    expect(text('Mia travels to Egypt to learn about mummies', 1)).toMatch(/\bpyramids?\b/);
  });
});
