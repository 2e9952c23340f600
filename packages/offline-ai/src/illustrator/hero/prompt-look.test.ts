import { describe, expect, it } from 'vitest';
import { readPrompt } from './prompt-look.js';

describe('the hero a prompt names', () => {
  it.each([
    ['A little cloud who wanted to make rain for the thirsty flowers', 'thing:cloud', null],
    ['a teapot called Tilly wants to travel', 'thing:teapot', 'Tilly'],
    ['A little train who was scared of the dark tunnel', 'thing:train', null],
    ['a star that fell from the sky', 'thing:star', null],
    ['a brave little kite', 'thing:kite', null],
    ['A tiny submarine explores the bottom of the sea', 'thing:submarine', null],
    ['a yellow submarine called Bubbles', 'thing:submarine', 'Bubbles'],
  ])('%s: a thing with a face', (prompt, kind, name) => {
    expect(readPrompt(prompt)).toMatchObject({ kind, name });
  });

  it.each(['Counting to ten with ducks', 'Playing with my cat in the garden'])(
    '%s: the ones the hero is with are not the hero',
    (prompt) => {
      expect(readPrompt(prompt).kind).toBeNull();
    },
  );

  it.each(['Going on a plane for the first time', 'Going on a jet for the first time'])(
    '%s: the vehicle gone in carries the hero, it is not the hero',
    (prompt) => {
      expect(readPrompt(prompt).kind).toBeNull();
    },
  );

  it('reads a prompt that describes a thing as that thing, in the colour said', () => {
    expect(readPrompt('a fluffy white cloud with a happy face')).toMatchObject({ kind: 'thing:cloud', colour: '#f5f5f5' });
    expect(readPrompt('a shiny yellow star in watercolour').kind).toBe('thing:star');
    expect(readPrompt('a smiling teapot').kind).toBe('thing:teapot');
    // A place, the weather, a painting of something or plain colours name no hero.
    for (const prompt of [
      'a sunny beach with palm trees',
      'a rainy day',
      'a watercolour painting of a meadow',
      'bright, cheerful colours',
    ])
      expect(readPrompt(prompt).kind, prompt).toBeNull();
  });

  it('never draws as the hero what a child the prompt is read as fears: "The monster under my bed"', () => {
    for (const prompt of ['The monster under my bed', "There is a monster in Leo's wardrobe"])
      expect(readPrompt(prompt).kind, prompt).not.toBe('monster');
    expect(readPrompt('A friendly monster who lives under the bed').kind).toBe('monster');
  });

  it('never draws as the hero a magic way a child goes through: "The magic door", "A magic mirror"', () => {
    for (const prompt of ['The magic door', 'A magic mirror', 'A magic book that takes you inside the story'])
      expect(readPrompt(prompt).kind, prompt).toBeNull();
    expect(readPrompt('A dragon finds a magic door').kind).toBe('dragon');
    expect(readPrompt('A smiling teapot').kind).toBe('thing:teapot');
  });

  it('dresses a child for the role a prompt gives them: a pirate girl, an astronaut boy', () => {
    const pirate = readPrompt('A pirate girl who finds a map');
    expect(pirate.kind).toBe('girl');
    expect(pirate.extras).toEqual(expect.arrayContaining(['pirate-hat', 'eyepatch']));
    expect(pirate.extras).not.toContain('beard');
    expect(pirate.person.top).toBe('coat');
    expect(readPrompt('an astronaut boy').extras).toContain('space-helmet');
    // Named clothes win; a plain child stays plain.
    expect(readPrompt('a chef girl in a blue dress').person.top).toBe('dress');
    expect(readPrompt('a girl and her dog').extras).toEqual([]);
  });

  it('keeps people and animals as they are', () => {
    expect(readPrompt('a girl in a red dress').kind).toBe('girl');
    expect(readPrompt('a shy little fox').kind).toBe('fox');
    expect(readPrompt('Omar wants to fly his new kite').kind).toBe('boy');
  });
});

describe('clothes a prompt names', () => {
  it.each([
    ['a girl with curly black hair in a red swimsuit', 'tshirt', '#e63946', 'shorts', '#e63946'],
    ['a boy in a green wetsuit', 'tshirt', '#3fa34d', 'trousers', '#3fa34d'],
    ['two girls with brown skin and yellow raincoats', 'coat', '#f9c80e', null, null],
    ['a boy in a blue anorak', 'coat', '#3a86ff', null, null],
  ])('%s', (prompt, top, topColour, bottom, bottomColour) => {
    const person = readPrompt(prompt).person;
    expect([person.top, person.topColour]).toEqual([top, topColour]);
    if (bottom) expect([person.bottom, person.bottomColour]).toEqual([bottom, bottomColour]);
  });
});

describe('body parts in a colour of their own', () => {
  it.each([
    ['a snail with a purple shell', 'snail', { shell: '#8e44ad' }],
    ['a dragon with green wings', 'dragon', { wings: '#3fa34d' }],
    ['a cat with a white tail', 'cat', { tail: '#f5f5f5' }],
    ['a robot with a red head', 'robot', { head: '#e63946' }],
    ['a girl with pink glasses', 'girl', { glasses: '#ff70a6' }],
    ['a green-winged fairy horse', null, { wings: '#3fa34d' }],
    ['a ladybird with yellow spots and a blue bird', null, { spots: '#f9c80e' }],
  ])('%s: the part is coloured, not the whole hero nor the sky', (prompt, kind, parts) => {
    const reading = readPrompt(prompt);
    expect(reading.parts).toEqual(parts);
    expect(reading.accent).toBeNull();
    if (kind) expect(reading).toMatchObject({ kind, colour: null });
  });

  it('a colour before the hero is still the whole hero, with its part apart', () => {
    expect(readPrompt('a blue bird with a yellow beak')).toMatchObject({
      kind: 'bird',
      colour: '#3a86ff',
      parts: { beak: '#f9c80e' },
    });
  });
});

describe('the class pet a child takes home', () => {
  it.each([
    'The class hamster comes home for the weekend',
    'Looking after the class rabbit',
    'The class guinea pig comes to stay',
  ])('%s: the pet is not the hero (the child who looks after it is)', (prompt) => {
    expect(readPrompt(prompt).kind).toBe('child');
  });

  it('a hamster that is the idea’s own hero still is', () => {
    expect(readPrompt('A hamster who escapes').kind).toBe('hamster');
  });
});

describe('the idea’s own hero by name', () => {
  it.each([
    ['Leo and the seal', 'boy', 'Leo'],
    ['Maya meets a sea turtle', 'girl', 'Maya'],
    ['Leo the lion', 'lion', 'Leo'],
  ])('%s: a %s called %s', (prompt, kind, name) => {
    expect(readPrompt(prompt)).toMatchObject({ kind, name });
  });
  it('a description names nobody', () => {
    expect(readPrompt('a girl with dark hair and a yellow t-shirt').name).toBeNull();
  });
});

describe('what a child looks for or goes to see', () => {
  it.each([
    'A kite that blew away',
    'The red ball that rolled away',
    'Going to see the dolphins',
    'Visiting the elephants',
    'Feeding the ducks',
    'Walking the dog',
    'Brushing the pony',
  ])('%s: is no hero of the pictures (the child of the story is)', (prompt) => {
    expect(readPrompt(prompt).kind).toBeNull();
  });

  it('a kite with a wish of its own still is', () => {
    expect(readPrompt('A kite that wanted to fly away').kind).toBe('thing:kite');
  });
});
