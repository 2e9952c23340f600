import { describe, expect, it } from 'vitest';
import { illustrateWithPlan } from '../illustrator.js';
import { readScene, type HeroCue } from './read-scene.js';

const open: HeroCue = { kind: 'child', name: null, fixed: false };

describe('a thing that is the hero of a page read on its own', () => {
  it('is the thing the page says it is, by its name, not a child', () => {
    for (const paragraph of [
      'One sunny morning, Fizz packed for the trip to the beach. It was only a small pumpkin, but it wanted to be picked. "I’m going to be picked," it told itself.',
      'Soon, Fizz rode the little train along the seafront. "There’s the beach!" cried the curious pumpkin. "Hi there, curious pumpkin!" called a strong lifeguard named Hannah.',
      'While Fizz was being picked, the tide crept in, closer and closer. "How will we be picked now?" asked the pumpkin.',
    ]) {
      const hero = readScene(paragraph, open).characters[0]!;
      expect(hero.kind, paragraph).toBe('thing:pumpkin');
      expect(hero.name, paragraph).toBe('Fizz');
    }
    expect(readScene('Twinkle was a little star. She shone over the sleepy town.', open).characters[0]!.kind).toBe('thing:star');
  });

  it('leaves a child who talks to a thing a child', () => {
    const plan = readScene('"Are you ripe yet?" Mia asked the pumpkin. "Nearly!" said the pumpkin.', open);
    expect(plan.characters[0]!.kind).toBe('girl');
  });
});

describe('a page read alone in text mode', () => {
  it('draws the pumpkin hero by its name, no child beside it', async () => {
    const { plan } = await illustrateWithPlan({
      paragraph:
        'One sunny morning, Fizz packed for the trip to the beach. It was only a small pumpkin, but it wanted to be picked. "I’m going to be picked," it told itself.',
      visualPrompt: ' ',
      style: 'pixar',
      seed: 7,
    });
    expect(plan.characters.map((c) => `${c.kind} ${c.name ?? ''}`.trim())).toEqual(['thing:pumpkin Fizz']);
  });
});

describe('the moon who is someone, called by its name', () => {
  it('is the moon in the night sky, not a child in a space helmet', () => {
    for (const paragraph of [
      'High up in the dark sky, Moon shone all alone. Down below, all the lights went out, one by one. "I am so lonely up here," sighed Moon.',
      'Moon called out to the stars. "Hello! Will you play with me?" But the stars were far, far away. "They are too far away to hear me," said Moon sadly.',
    ]) {
      const plan = readScene(paragraph, open);
      expect(
        plan.characters.map((c) => `${c.kind} ${c.name ?? ''}`.trim()),
        paragraph,
      ).toEqual(['thing:moon Moon']);
      expect(plan.setting, paragraph).toBe('night-sky');
      expect(plan.time, paragraph).toBe('night');
    }
  });

  it('shines down on the sea at night, with no ball for the full moon it is likened to', () => {
    const plan = readScene(
      'Moon shone down on the sea, far below. A silver path of light danced on the waves. "When the moon looks like a round ball, it is a full moon," said Hazel.',
      open,
    );
    expect(plan.characters[0]!.kind).toBe('thing:moon');
    expect(plan.setting).toBe('sea');
    expect(plan.time).toBe('night');
    expect(plan.things).toEqual([]);
  });

  it('draws nobody for ‘Nobody answered’', () => {
    const plan = readScene('"Is anyone awake?" whispered Moon. Nobody answered.', open);
    expect(plan.characters.map((c) => c.kind)).toEqual(['thing:moon']);
  });
});

describe('a bus that is the hero', () => {
  it('is named by the page that names it, and drawn in town, its name no pebble on the road', async () => {
    const { plan } = await illustrateWithPlan({
      paragraph:
        'Beep, beep! Here came Pebble the bus, late again. "Where have you been?" called the people at the stop. It wanted to be on time, just once.',
      visualPrompt: 'bright, cheerful colours',
      style: 'pixar',
      seed: 2,
    });
    expect(plan.characters[0]).toMatchObject({ kind: 'thing:bus', name: 'Pebble' });
    expect(plan.setting).toBe('city');
    expect(plan.things.map((t) => t.word)).not.toContain('pebble');
  });

  it('draws the bus driver beside it, someone at work and not the bus', () => {
    const plan = readScene(
      'Luna the bus driver set an alarm that went ding at every stop. "I will try it tomorrow," said Pebble, and gave a happy beep.',
      { kind: 'thing:bus', name: 'Pebble', fixed: true },
    );
    expect(plan.characters.map((c) => `${c.kind} ${c.name}`)).toEqual(['thing:bus Pebble', 'bus-driver Luna']);
  });
});
