import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const STOCK = /Big Adventure|Great Journey|Brave Quest|Big Contest|Big Day|Big Idea|Clever Plan|Discovery|Big Question/;
const titles = (prompt: string) => [1, 4, 11, 7, 23].map((seed) => writeStoryDetailed({ prompt, paragraphs: 6, seed }).title);

describe('titles', () => {
  it('come from the hero with the goal, thing or place, not a stock title, and vary by seed', () => {
    for (const prompt of [
      'Mia and her grandpa build a treehouse',
      'A mermaid princess visits the city',
      'A snowman who wants to see summer',
      'A dragon who wants to learn to read',
      'Kwame bakes bread with his grandma',
      'Priya goes to the beach',
    ]) {
      const told = titles(prompt);
      for (const title of told) expect(title, prompt).not.toMatch(STOCK);
      expect(new Set(told).size, prompt).toBeGreaterThan(1);
    }
  });

  it('say a day out as had, never as only wanted', () => {
    for (const prompt of ['A trip to the farm with Grandpa', 'Going to the zoo', 'A day at the aquarium'])
      for (const title of titles(prompt)) expect(title, prompt).not.toMatch(/\bWants to\b/);
  });

  it('say a wish as wanted, never as come true, when the hero cannot have it', () => {
    for (const title of titles('A penguin wants to fly')) expect(title).not.toMatch(/\bFlies\b/);
  });

  it('name the place of a wish to help there, never a bare wish to help', () => {
    const expected: [string, RegExp][] = [
      ['Amara helps at the food bank', /^Amara Helps at the Food Bank$/],
      ['Sam volunteers at the charity shop', /^Sam Helps at the Charity Shop$/],
      ['Nia helps at the soup kitchen', /^Nia Helps at the Soup Kitchen$/],
      ['Raj helps at the post office', /^Raj (?:Helps at|at) the Post Office$/],
      ['Tom helps Grandpa in the garden', /^Tom (?:Helps|Wants to Help) Grandpa$/],
    ];
    for (const [prompt, title] of expected) for (const told of titles(prompt)) expect(told, prompt).toMatch(title);
  });

  it('call a party or feast day the hero’s own, or theirs it is given for, never a wish to enjoy it', () => {
    const expected: [string, RegExp][] = [
      ['A birthday party at home', /^\S+'s (?:Birthday Party|Best Birthday Ever)$/],
      ["Diwali at Priya's house", /^Priya's (?:Diwali|Best Diwali Ever)$/],
      ['Christmas with Granny', /^\S+'s (?:Christmas with Granny|Best Christmas Ever)$/],
      ['A surprise party for Dad', /^(?:A Surprise Party for Dad|Dad's Surprise Party)$/],
      ['A birthday party for Grandpa', /^(?:A Birthday Party for Grandpa|Grandpa's Birthday Party)$/],
      ['Wedding day for Auntie Rose', /^Auntie Rose's Wedding Day$/],
    ];
    for (const [prompt, title] of expected) for (const told of titles(prompt)) expect(told, prompt).toMatch(title);
  });

  it('call a day of looking after a pet by the child and the pet, or wish a poorly pet well, never a stock day', () => {
    const expected: [string, RegExp][] = [
      [
        'Leo takes care of his puppy',
        /^(?:Leo and \S+|Leo's Puppy|Leo Takes Care of His Puppy|Leo Wants to Take Care of His Puppy)$/,
      ],
      ['Zara feeds her rabbit every day', /^(?:Zara and \S+|Zara's Rabbit|Zara Feeds Her Rabbit|Zara Wants to Feed Her Rabbit)$/],
      [
        "Sam's hamster is poorly",
        /^(?:Sam and \S+|Sam's Hamster|Get Well Soon, \S+|\S+ Goes to the Vet|Sam (?:Wants to )?.*Hamster.*)$/,
      ],
    ];
    for (const [prompt, title] of expected) {
      const told = titles(prompt);
      for (const title2 of told) expect(title2, prompt).not.toMatch(/Helping Day|Kind Adventure|Big Day|Busy Day/);
      for (const one of told) expect(one, prompt).toMatch(title);
    }
    expect(titles("Sam's hamster is poorly").some((t) => t.startsWith('Get Well Soon, '))).toBe(true);
    expect(titles('Mia takes her puppy to the vet').some((t) => /^\S+ Goes to the Vet$/.test(t))).toBe(true);
  });
});

describe('possessives of names', () => {
  it('take only an apostrophe after a name that is a plural word, and s after other names', async () => {
    const { nameOwner } = await import('./slots.js');
    expect(nameOwner('Bubbles')).toBe("Bubbles'");
    expect(nameOwner('Whiskers')).toBe("Whiskers'");
    expect(nameOwner('James')).toBe("James's");
    expect(nameOwner('Mia')).toBe("Mia's");
  });
});

describe('a feast day gone to', () => {
  it.each([
    ['Going to a wedding', /^\w+ Goes to a Wedding$/],
    ["Tom goes to his aunt's wedding", /^Auntie's Wedding$/],
  ])('%s: is the day had there, called by its own name (%s), never a quest to it nor the hero’s own', (prompt, title) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(story.plan.celebration?.word, prompt).toBe('wedding');
      expect(story.title).toMatch(title);
      expect(story.paragraphs.join(' ')).toMatch(/\brings?\b|\bpromises\b|\bdanc/);
      expect(story.paragraphs.join(' ')).not.toMatch(/Hi there|\bmeadow\b|\bforest\b/);
    }
  });
});
