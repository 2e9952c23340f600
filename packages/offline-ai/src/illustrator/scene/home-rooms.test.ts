import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const open: HeroCue = { kind: 'child', name: null, fixed: false };
const maya: HeroCue = { kind: 'girl', name: 'Maya', fixed: true };

/** Who is drawn, as kind(name) pose. */
const who = (paragraph: string, hero: HeroCue = open) =>
  readScene(paragraph, hero).characters.map((c) => `${c.kind}(${c.name ?? ''}) ${c.pose}`);

describe('a cross day at home, no room named', () => {
  it('plays with toys in the living room, not a meadow', () => {
    const plan = readScene(
      'Maya was having a lovely morning, playing with her toys. "Today will be a happy day," she said.',
      open,
    );
    expect(plan.setting).toBe('living-room');
    expect(plan.time).toBe('morning');
    expect(plan.things.map((t) => t.word)).toEqual(['toy']);
  });

  it('is in the bathroom at bath time', () => {
    const plan = readScene(
      '"Time to stop playing," said Mum. "It\'s bath time." But Maya did not want to stop! She felt hot and cross all over. She stamped her feet. Stamp, stamp!',
      maya,
    );
    expect(plan.setting).toBe('bathroom');
    expect(who('"Time to stop playing," said Mum. "It\'s bath time." But Maya did not want to stop!', maya)).toEqual([
      'girl(Maya) stand',
      'mum(Mum) talk',
    ]);
  });

  it('hugs Mum or Dad in the living room', () => {
    for (const paragraph of [
      'Maya gave Mum a great big hug. "Everyone feels cross sometimes," said Mum.',
      'Dad gave Maya a big warm hug. "Big feelings are all right," he said.',
    ])
      expect(readScene(paragraph, maya).setting, paragraph).toBe('living-room');
  });

  it('draws the big sister taking the crayons, and counting to ten with Dad, at home, not at school', () => {
    const taken = readScene(
      "Then Maya's big sister took the crayons without asking. She felt hot and cross all over. She stamped her feet. Stamp, stamp!",
      maya,
    );
    expect(taken.setting).toBe('living-room');
    expect(taken.characters.map((c) => c.kind)).toEqual(['girl', 'sister']);
    expect(taken.things.map((t) => t.word)).toEqual(['crayons']);
    const counted = readScene(
      '"Let\'s count to ten, slowly," said Dad. One, two, three... All the way to ten. Then the crayons came back, and they took turns.',
      maya,
    );
    expect(counted.setting).toBe('living-room');
  });

  it('snuggles down at night in the bedroom, and shows Teddy, a teddy bear, how to calm down', () => {
    const night = readScene('That night, Maya snuggled down, calm and cosy. Even cross days end with a hug.', maya);
    expect(night.setting).toBe('bedroom');
    expect(night.time).toBe('night');
    expect(who('At bedtime, Maya showed Teddy how to calm down. Breathe in, breathe out.', maya)).toEqual([
      'girl(Maya) point',
      'teddy(Teddy) stand',
    ]);
  });

  it('still goes out with the family: a walk with Dad is no room', () => {
    expect(readScene('Maya and Dad walked along, holding hands.', maya).setting).not.toBe('living-room');
  });
});

describe('washing hands and brushing teeth', () => {
  it('happens in the bathroom when the grown-up comes in to show how', () => {
    for (const paragraph of [
      'Just then, Grandma came in and sat down by Anna. "A pea of toothpaste, then little circles while we sing," said Grandma. "Sing it two times."',
      'Just then, Dad came in and sat down by Tom. The hands were still dirty. "Rub your palms, then the backs, then in between each finger," said Dad.',
      'Then Mum heard Tom and came in. "Soap, then rub while you sing Happy Birthday two times," said Mum.',
    ]) {
      const plan = readScene(paragraph, open);
      expect(plan.setting, paragraph).toBe('bathroom');
      expect(plan.characters.map((c) => c.kind).slice(1), paragraph).toEqual([
        paragraph.includes('Grandma') ? 'grandma' : paragraph.includes('Dad') ? 'dad' : 'mum',
      ]);
      expect(
        plan.things.map((t) => t.icon),
        paragraph,
      ).not.toContain('palm-tree');
    }
  });

  it('is at the tap or the sink, not in a meadow', () => {
    for (const paragraph of [
      'Tom held his hands under the tap for just a second. They were still dirty. "My hands just won’t get clean," he sighed.',
      'Tom had been painting. There was blue paint on every finger. "I can wash my own hands!" he said.',
      'From then on, Tom washed his hands before every meal, singing the song.',
      'Anna brushed the front teeth and stopped. But the back teeth were not clean at all. She scrubbed hard, side to side. "Ow! That hurts my gums!"',
      'Every night after that, Anna brushed alone, in little circles, with a song.',
    ])
      expect(readScene(paragraph, open).setting, paragraph).toBe('bathroom');
  });

  it('rubs palms, no palm trees', () => {
    const plan = readScene(
      'Tom rubbed palms, backs and fingers, then rinsed the bubbles away. Clean hands! "Clean as can be!" he cried, and wiggled ten fingers.',
      open,
    );
    expect(plan.setting).toBe('bathroom');
    expect(plan.things.map((t) => t.word)).not.toContain('palms');
  });

  it('squeezes a tube of toothpaste, not a test tube', () => {
    const plan = readScene(
      'Anna brushed the front teeth and stopped. But the back teeth were not clean at all. She squeezed the tube too hard. Splat! A big blob of toothpaste fell in the sink.',
      open,
    );
    expect(plan.setting).toBe('bathroom');
    expect(plan.things.map((t) => t.drawn ?? t.icon)).toEqual(['toothpaste']);
  });
});
