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
    const person = [written.plan.hero, written.plan.friend, written.plan.guide].find((p) => p?.name === name);
    expect(person?.kind.group).toBe('adult');
    expect(told).toContain(name);
    // The name never loses its title ('Patel walked along').
    const bare = name.split(' ')[1]!;
    expect(told.match(new RegExp(`\\b${bare}\\b`, 'g'))?.length).toBe(told.match(new RegExp(`${name}\\b`, 'g'))?.length);
  });

  it('keeps a plural thing plural as the idea says it, even one the inflection counts only as a stuff: tins, never the tin were', () => {
    for (const seed of [1, 2, 3]) {
      const written = story('Ben finds some old tins in the shed', seed);
      expect(written.plan.thing?.text).toBe('old tins');
      expect(written.paragraphs.join(' ')).not.toMatch(/\btin (?:were|are)\b|\bGood night, tin\b/i);
    }
  });

  it('introduces a titled grown-up by who they are: his neighbour Mrs Patel', () => {
    const intros = [1, 2, 3].map((seed) => text('Max and Mrs Patel plant a tree', seed)).join('\n');
    expect(intros).toMatch(/\b[Hh]is neighbour Mrs Patel\b/);
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

  it.each([
    ['Tom learns how plants grow', 1],
    ['Ada finds out why things fall', 2],
    ['Kai learns how aeroplanes fly', 3],
    ['Zoe learns what animals eat', 1],
    ['Omar finds out where rain comes from', 2],
  ])('%s (seed %i): the question is the topic, never a thing called "how", "why" or "what"', (prompt, seed) => {
    const written = story(prompt, seed);
    expect(written.plan.topic).not.toBeNull();
    expect(written.plan.thing?.noun ?? '').not.toMatch(/^(?:how|why|what|where)$/);
    expect(written.paragraphs.join(' ')).not.toMatch(/\b(?:the|a|loved) (?:hows?|whys?|whats?|wheres?)\b/i);
  });

  it('says a lesson named by a thing to do as doing it: learn about washing hands, never about wash hands', () => {
    expect(story('Ravi learns about wash hands and germs', 1).plan.goal.phrase).toBe('learn about washing hands and germs');
    expect(story('Lily learns about brush teeth', 2).plan.goal.phrase).toBe('learn about brushing teeth');
    expect(story('Sam learns about rain clouds', 3).plan.goal.phrase).toBe('learn about rain clouds');
    for (const seed of [1, 2, 3]) expect(story('wash hands and germs', seed).plan.topic?.id).toBe('germs-handwashing');
  });

  it.each([
    ['Auntie takes Noor to the zoo', 'Auntie', 1],
    ['Auntie takes Noor to the zoo', 'Auntie', 2],
    ['Uncle and Leo fly a kite', 'Uncle', 3],
    ['Grandma wants to learn to skate', 'Grandma', 1],
    ['Sam bakes a cake with his uncle', 'Uncle', 2],
  ])('%s: %s is called so every time (seed %i), never "the uncle" nor "a uncle"', (prompt, name, seed) => {
    const told = text(prompt, seed);
    expect(told).toContain(name);
    expect(told).not.toMatch(/\bthe (?:\w+ )?(?:auntie|aunt|uncle|grandma)\b/i);
    expect(told).not.toMatch(/\ba uncle\b/i);
  });

  it.each([
    ['Priya moves to a new flat', 'flat', 1],
    ['Moving to a new flat', 'flat', 2],
    ["Tom's family moves to a new apartment", 'apartment', 3],
  ])('%s: the new home is called "%s", never a house (seed %i)', (prompt, home, seed) => {
    const told = text(prompt, seed);
    expect(told).toContain(`new ${home}`);
    expect(told).not.toMatch(/\bhouse\b/);
    expect(told).not.toMatch(/\bmove to a\b(?! new)/);
  });

  it('flies home from space, never walks or floats home past a comet', () => {
    const endings = [
      'An astronaut named Zed flies to the moon',
      'Liam visits every planet in a rocket',
      'Pip the robot explores space',
    ]
      .flatMap((prompt) => [1, 2, 3, 4, 5, 6].map((seed) => story(prompt, seed).paragraphs.at(-1)!))
      .join('\n');
    expect(endings).toMatch(/\bflew home\b/);
    expect(endings).not.toMatch(/\b(?:walked|floated|ran|rolled) home\b/);
  });

  it('once a party is over, nobody peeks at its cake or presents', () => {
    for (const prompt of ['A surprise party for Dad', 'Mia plans a surprise party for Mum', "Omar's birthday party"])
      for (const seed of [3, 6, 7, 9, 11]) expect(story(prompt, seed).paragraphs.at(-1)).not.toMatch(/\bpeek at\b/);
  });

  it.each([
    ['Mia looks after her goldfish', 1],
    ['Jack and his goldfish Bubbles', 2],
    ['Leo and his goldfish Nemo', 3],
  ])('%s (seed %i): a goldfish stays at home in its bowl, never at the beach or walking over to peek', (prompt, seed) => {
    const written = story(prompt, seed);
    expect(written.plan.setting).toBe('home');
    const told = written.paragraphs.join(' ');
    expect(told).not.toMatch(/\b(?:beach|park|meadow)\b/);
    expect(told).not.toMatch(/\bswam (?:over|along|close|up)\b/);
  });
});
