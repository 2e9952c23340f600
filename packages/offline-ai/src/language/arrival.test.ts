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

describe('someone waited for, and visits', () => {
  it.each([
    ['Jack waits for Santa', 'Jack', 'wait for Santa', 'Santa'],
    ['Waiting for Father Christmas', null, 'wait for Father Christmas', 'Father Christmas'],
    ['Mia waits for the Easter Bunny', 'Mia', 'wait for the Easter Bunny', 'Easter Bunny'],
    ['Waiting for the Tooth Fairy', null, 'wait for the Tooth Fairy', 'Tooth Fairy'],
    ['Leo waits for Dad to come home', 'Leo', 'wait for Dad', 'Dad'],
  ])('%s: one known to all, or the family, is waited for at home, never a new friend', (idea, hero, goal, name) => {
    const read = understandIdea(idea);
    expect(read.hero?.name ?? null).toBe(hero);
    expect(read.goal?.phrase).toBe(goal);
    expect(read.companions[0]?.name).toBe(name);
    expect(read.educational).toBe(false);
  });

  it.each([
    ['Jack waits for Santa', 'Christmas Eve'],
    ['Waiting for Father Christmas', 'Christmas Eve'],
    ['Mia waits for the Easter Bunny', 'Easter'],
    ['Waiting for the Tooth Fairy', undefined],
    ['Leo waits for Dad to come home', undefined],
  ])('%s: one known to all comes on their own night', (idea, occasion) => {
    expect(understandIdea(idea).goal?.occasion).toBe(occasion);
  });

  it.each([
    ["Sofia's aunt visits", 'welcome {their} aunt', ['aunt']],
    ["Ollie's grandparents come to stay", 'welcome Grandma and Grandpa', ['grandma', 'grandpa']],
    ['Grandma and Grandpa come for Christmas', 'welcome Grandma and Grandpa', ['grandma', 'grandpa']],
    ['Ben welcomes his new puppy home', 'welcome {their} new puppy', ['puppy']],
  ])('%s: a visit or a pet brought home is a welcome, and two who come are two', (idea, goal, kinds) => {
    const read = understandIdea(idea);
    expect(read.goal?.phrase).toBe(goal);
    expect(read.companions.map((c) => c.kind.word)).toEqual(kinds);
    expect(read.hero?.kind.group).not.toBe('family');
  });

  it.each(['A fox waits for the rain to stop', 'Tom waits for the bus', 'Grandma visits the zoo'])(
    '%s: no one comes to the hero’s home',
    (idea) => {
      const read = understandIdea(idea);
      expect(read.goal?.phrase ?? '').not.toMatch(/^welcome\b/);
      expect(read.companions).toEqual([]);
    },
  );
});

describe('new twins and a big day of the family', () => {
  it.each([
    ["Mia's mum has twins", 'welcome the new twins'],
    ['The twins are born', 'welcome the new twins'],
    ["Felix's twin brothers are born", 'welcome {their} twin brothers'],
  ])('%s: two new babies come home, each one of their own', (idea, goal) => {
    const read = understandIdea(idea);
    expect(read.goal?.phrase).toBe(goal);
    expect(read.companions.filter((c) => c.kind.word === 'baby')).toHaveLength(2);
  });

  it.each([
    ['Wedding day for Auntie Rose', "celebrate Auntie Rose's wedding day", 'Auntie Rose'],
    ['A birthday for Grandpa', "celebrate Grandpa's birthday", 'Grandpa'],
  ])('%s: the day is kept with the one it is for, by a child who leads', (idea, goal, name) => {
    const read = understandIdea(idea);
    expect(read.hero).toBeNull();
    expect(read.goal?.phrase).toBe(goal);
    expect(read.companions[0]?.name).toBe(name);
  });

  it.each([
    ["Ollie's grandparents come to stay", 'Grandma and Grandpa', ['Grandma', 'Grandpa'], false, false],
    ['Grandma and Grandpa come to stay', 'Grandma and Grandpa', ['Grandma', 'Grandpa'], false, false],
    ['The twins are born', 'the new twins', [null, null], true, false],
    ['Sam gets a new baby sister', '{their} new baby sister', [null], true, false],
    ['Jack waits for Santa', 'Santa', ['Santa'], false, true],
    ['Waiting for the Easter Bunny', 'the Easter Bunny', ['Easter Bunny'], false, true],
    ["Sofia's aunt visits", '{their} aunt', ['Auntie'], false, false],
  ])('%s: the idea says once who comes, and which companions they are', (idea, who, names, baby, figure) => {
    const read = understandIdea(idea);
    expect(read.arrival?.who).toBe(who);
    expect(read.arrival?.companions.map((c) => c.name)).toEqual(names);
    expect(read.arrival?.companions.every((c) => read.companions.includes(c))).toBe(true);
    expect(read.arrival?.baby).toBe(baby);
    expect(read.arrival?.figure).toBe(figure);
  });

  it('a big day kept with someone says the day, and no one comes', () => {
    expect(understandIdea('Wedding day for Auntie Rose').arrival?.day).toBe('wedding day');
    expect(understandIdea('A birthday for Grandpa').arrival?.day).toBe('birthday');
    expect(understandIdea('Leo goes to the park').arrival).toBeUndefined();
  });

  it('twins who go out to play are no newcomers', () => {
    expect(understandIdea('The twins go to the park').goal?.phrase).toBe('go to the park');
  });
});
