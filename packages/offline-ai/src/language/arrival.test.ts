import { describe, expect, it } from 'vitest';
import { understandIdea } from './idea.js';

describe('someone new coming home', () => {
  it.each([
    ['Sam gets a new baby sister', 'Sam', 'welcome {their} new baby sister', 'baby'],
    ['Ben is getting a little sister', 'Ben', 'welcome {their} little sister', 'sister'],
    ["Noor's grandma comes to stay", 'Noor', 'welcome {their} grandma', 'grandma'],
    ["Mia's cousin comes to visit", 'Mia', 'welcome {their} cousin', 'cousin'],
    ['Lily welcomes a new kitten', 'Lily', 'welcome {their} new kitten', 'kitten'],
  ])('%s: the newcomer is welcomed by the hero, never a thing got', (idea, hero, goal, kind) => {
    const read = understandIdea(idea);
    expect(read.hero?.name).toBe(hero);
    expect(read.goal?.phrase).toBe(goal);
    expect(read.wanted).toBeNull();
    expect(read.companions[0]?.kind.word).toBe(kind);
  });

  it.each([
    ['A new puppy comes home', 'welcome the new puppy'],
    ['Uncle Raj comes for the weekend', 'welcome Uncle Raj'],
    ['Grandpa comes to live with us', 'welcome {their} grandpa'],
  ])('%s: one who comes is waited for by a child, not the hero of a wish of their own', (idea, goal) => {
    const read = understandIdea(idea);
    expect(read.hero).toBeNull();
    expect(read.goal?.phrase).toBe(goal);
  });

  it.each([
    ['Jaya is going to be a big sister', 'welcome the new baby', 'baby'],
    ["Felix's twin brothers are born", 'welcome {their} twin brothers', 'baby'],
    ["Sofia's best friend comes for a sleepover", 'welcome {their} best friend', 'friend'],
  ])('%s: a new baby or a friend to stay is welcomed too', (idea, goal, kind) => {
    const read = understandIdea(idea);
    expect(read.goal?.phrase).toBe(goal);
    expect(read.companions[0]?.kind.word).toBe(kind);
  });

  it.each([
    ['A surprise party for Dad', 'give Dad a surprise party'],
    ['Zoe plans a surprise party for her mum', 'give {their} mum a surprise party'],
    ['A birthday party for Grandpa', 'give Grandpa a birthday party'],
  ])('%s: the one a party is for comes in to it, and is not the one who has it', (idea, goal) => {
    const read = understandIdea(idea);
    expect(read.goal?.phrase).toBe(goal);
    expect(read.hero?.kind.group).not.toBe('family');
  });

  it.each(['Sam wants a new bike', 'Grandma visits the zoo', 'Tom looks for his sister', 'Ava gets a puppy from the farm'])(
    '%s: nobody new joins the family',
    (idea) => {
      expect(understandIdea(idea).goal?.verb).not.toBe('welcome');
    },
  );
});
