import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const who = (plan: ReturnType<typeof readScene>) => plan.characters.map((c) => `${c.kind}(${c.name ?? ''}) ${c.pose}`);
const jamie: HeroCue = { kind: 'child', name: 'Jamie', fixed: true };

describe('two of a kind racing', () => {
  const race = 'Two rabbits race to the top of the hill';
  const rabbit: HeroCue = { kind: 'rabbit', name: null, fixed: true };
  const gizmo: HeroCue = { kind: 'rabbit', name: 'Gizmo', fixed: true };
  const book = { place: 'mountain' as const, cast: [{ name: 'Sparky', kind: 'rabbit' as const }] };

  it('draws the friend the idea says is a rabbit too, not nobody', () => {
    const plan = readScene(
      'One crisp day, Gizmo the rabbit and her friend Sparky were playing in the mountains. "Race you to the top of the hill!" said Sparky.',
      rabbit,
      race,
    );
    expect(plan.characters.map((c) => `${c.kind}(${c.name ?? ''})`)).toEqual(['rabbit(Gizmo)', 'rabbit(Sparky)']);
  });

  it('keeps a friend whose kind is never said out of a book whose idea does not say it', () => {
    const plan = readScene(
      'One crisp day, Gizmo the rabbit and her friend Sparky were playing in the mountains.',
      rabbit,
      'A rabbit who loves to race',
    );
    expect(plan.characters.map((c) => c.kind)).toEqual(['rabbit']);
    // (a fact of the kind is no count of them: Pippin is the bird of an earlier page, never a bee)
    const bees = readScene(
      'Off went Pepper the bee to a yellow flower. "Yellow pollen sticks to a bee\'s fuzzy body," said Pippin.',
      { kind: 'bee', name: null, fixed: true },
      'how bees make honey',
    );
    expect(bees.characters.filter((c) => c.kind === 'bee')).toHaveLength(1);
  });

  it('draws a race ending in a tie as a draw, no necktie', () => {
    const plan = readScene(
      'Sunny was in front, then Pepper the rabbit, then Sunny again. They got to the top of the hill together! "A tie! We both win!" they laughed, out of breath.',
      { kind: 'rabbit', name: 'Pepper', fixed: true },
      race,
      { place: 'mountain', cast: [{ name: 'Sunny', kind: 'rabbit' }] },
    );
    expect(plan.things.map((t) => t.word)).not.toContain('tie');
    expect(plan.characters.map((c) => c.kind)).toEqual(['rabbit', 'rabbit']);
    expect(readScene('Dad put on a tie for the party.', jamie).things.map((t) => t.word)).toContain('tie');
  });

  it('does not draw one who tumbles over in a race running', () => {
    const plan = readScene(
      'On the next try at racing, Tomás the tortoise tumbled over. "I can\'t win the big race," he said with a sniff.',
      { kind: 'turtle', name: 'Tomás', fixed: true },
      'A tortoise who wants to win the race',
    );
    expect(plan.characters[0]!.pose).not.toBe('run');
  });

  it('draws both racers running as fast as they can', () => {
    const plan = readScene(
      'They stood side by side for the race. "Ready, steady, GO!" called Gizmo. Off they went! Gizmo the rabbit hopped as fast as she could, and Sparky hopped close behind.',
      gizmo,
      race,
      book,
    );
    expect(who(plan)).toEqual(['rabbit(Gizmo) run', 'rabbit(Sparky) run']);
  });

  it('wakes from a nap with a jump by day, the friend hopping past', () => {
    const plan = readScene(
      'Sparky hopped past, step by step. Gizmo the rabbit woke up with a jump. "Wait for me!" she called. The race was nearly over!',
      gizmo,
      race,
      book,
    );
    expect(plan.time).toBe('day');
    expect(plan.characters.map((c) => `${c.kind}(${c.name ?? ''})`)).toEqual(['rabbit(Gizmo)', 'rabbit(Sparky)']);
  });
});

describe('a day of weather, seen from the ground', () => {
  it('keeps one who frowns at the grey sky on the ground, in the rain the wind blows the umbrella in', () => {
    const plan = readScene(
      'A gust of wind caught the umbrella. Pop! It turned inside out. Jamie frowned at the grey sky.',
      jamie,
      'A rainy day',
    );
    expect(plan.setting).not.toBe('sky');
    expect(plan.characters[0]).toMatchObject({ expression: 'angry' });
    expect(plan.characters[0]!.pose).not.toBe('fly');
    expect(plan.weather).toEqual(expect.arrayContaining(['rain', 'wind']));
  });

  it('puts falling asleep while the wind hums round the house in bed', () => {
    const plan = readScene(
      'That night, the wind hummed round the house. Jamie fell asleep, cosy and warm.',
      jamie,
      'A windy day',
    );
    expect(plan.setting).toBe('bedroom');
    expect(plan.time).toBe('night');
    expect(plan.characters[0]!.pose).toBe('sleep');
  });
});

describe('a place in a country', () => {
  it('draws the hug at the airport in India by day, the sleep after it unseen', () => {
    const plan = readScene(
      'Grandma waited at the airport in India, with big hugs for Aarav. Soon Aarav was fast asleep, dreaming of the picnic in the sky.',
      { kind: 'boy', name: 'Aarav', fixed: true },
      'Aarav visits his grandma in India',
    );
    expect(plan.setting).toBe('airport');
    expect(plan.time).toBe('day');
    expect(who(plan)).toEqual(['boy(Aarav) hug', 'grandma() hug']);
  });
});

describe('a scarecrow who comes alive', () => {
  it('draws the scarecrow as a scarecrow, not a farmer', () => {
    const plan = readScene(
      'The farmer went in for supper. In the middle of the cornfield, Twinkle stood on his pole, as still as ever. The scarecrow wiggled his straw fingers.',
      { kind: 'scarecrow', name: null, fixed: true },
      'The scarecrow who comes alive',
    );
    expect(plan.characters[0]).toMatchObject({ kind: 'scarecrow', name: 'Twinkle' });
    // (his straw is his own, not a drinking straw beside him)
    const windy = readScene(
      'Then the wind blew Twinkle the scarecrow\'s straw hat right off, over the hedge! "Oh dear, oh dear," he said, and his straw shook.',
      { kind: 'scarecrow', name: 'Twinkle', fixed: true },
      'The scarecrow who comes alive',
    );
    expect(windy.characters[0]!.kind).toBe('scarecrow');
    expect(windy.things.map((t) => t.word)).not.toContain('straw');
    expect(
      readScene('The scarecrow waved at the crows.', { kind: 'child', name: 'Mia', fixed: false }).characters.map((c) => c.kind),
    ).toContain('scarecrow');
  });
});

describe('a fear of the dark at bedtime', () => {
  const ali: HeroCue = { kind: 'boy', name: 'Ali', fixed: true };
  const book = { place: 'bedroom' as const, cast: [] };

  it.each([
    'Ali looked round the dark room, one corner at a time. Everything was just the same.',
    '"What’s wrong, little boy?" asked Grandma by a glowing nightlight. "I’m scared of the dark," Ali whispered.',
  ])('draws the dark room at night, whatever fear is told there: %s', (paragraph) => {
    expect(readScene(paragraph, ali, '', book).time).toBe('night');
  });

  it('draws the covers of a bed as no book', () => {
    const plan = readScene('Ali hid under the covers and called, "Leave the light on!"', ali, '', book);
    expect(plan.things.map((t) => t.word)).not.toContain('covers');
  });
});
