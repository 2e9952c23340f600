import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CHOSEN, pictureAt, pictureFor } from './catalogue.js';
import { KINDS } from './figures/kinds.js';
import { hasIcon, iconData, iconForEmoji } from './icon-set.js';
import { words } from './words.js';

describe('emoji catalogue', () => {
  it('bridges emojilib’s characters to Fluent icons for almost every emoji', () => {
    const emojilib = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('emojilib'), 'utf8')) as Record<
      string,
      string[]
    >;
    const entries = Object.entries(emojilib).filter(([, k]) => !/^(family|kiss|couple|flag)/.test(k[0]!));
    const bridged = entries.filter(([emoji]) => iconForEmoji(emoji));
    expect(bridged.length / entries.length).toBeGreaterThan(0.97);
    expect(iconForEmoji('🐫')).toBe('two-hump-camel');
    expect(iconForEmoji('🚀')).toBe('rocket');
    // Variation selectors (U+FE0F) are ignored when the set lists the bare code point.
    expect(iconForEmoji('☀️')).toBe('sun');
  });

  it.each([
    ['camel', 'camel'],
    ['camels', 'camel'],
    ['rocket', 'rocket'],
    ['dog', 'dog'],
    ['puppies', 'dog'],
    ['kitten', 'cat'],
    ['mice', 'mouse'],
    ['butterflies', 'butterfly'],
    ['owl', 'owl'],
    ['castle', 'castle'],
    ['books', 'books'],
    ['bicycle', 'bicycle'],
    ['apple', 'red-apple'],
    ['tree', 'deciduous-tree'],
    // (A drum lesson's drumsticks are the drum's, never a chicken leg.)
    ['drumsticks', 'drum'],
    ['gloves', 'gloves'],
    ['boxing gloves', 'boxing-glove'],
    ['cactus', 'cactus'],
    ['whale', 'whale'],
    ['bag', 'backpack'],
    ['flag', 'triangular-flag'],
    ['wool', 'yarn'],
    ['sword', 'crossed-swords'],
    ['toys', 'teddy-bear'],
    ['crumb', 'bread'],
    ['clue', 'magnifying-glass-tilted-left'],
    ['clues', 'magnifying-glass-tilted-left'],
    // An -ing word that leaves a thing, or is one's whole name.
    ['painting', 'paintbrush'],
    ['fishing', 'fishing-pole'],
    ['bait', 'worm'],
    ['wedding', 'wedding'],
    // Porridge is eaten from a plain bowl with a spoon, not noodles with chopsticks.
    ['porridge', 'bowl-with-spoon'],
    ['bowls', 'bowl-with-spoon'],
    // A packet of food is no red New Year envelope.
    ['packets', 'package'],
  ])('%s -> %s', (word, icon) => {
    expect(pictureFor(word)).toBe(icon);
  });

  it.each([
    ...['see', 'went', 'happy', 'day', 'green', 'purple', 'sky', 'moon', 'home', 'tape', 'chest', 'desk'],
    // Doings are no things ('a day of playing' no joker, 'seeing' no guide dog, 'flying' no wing) ...
    ...['playing', 'seeing', 'flying', 'swimming', 'jump'],
    // ... nor how many ('a group of', 'a pile of'), nor a keyword's other sense (a table no clamp).
    ...['group', 'pile', 'herd', 'table', 'springs', 'flip'],
    // ('set off to find the moon' is no set square)
    'set',
    // (the pool's diving board is no clapper board; paper no toilet roll, a roll of paper no bread roll)
    ...['diving board', 'paper', 'roll'],
  ])('draws nothing for %s', (word) => {
    expect(pictureFor(word)).toBeNull();
  });

  it('reads phrases before single words', () => {
    const text = words('a hot dog and a teddy bear');
    expect(pictureAt(text, 1)).toEqual({ icon: 'hot-dog', span: 2 });
    expect(pictureAt(text, 5)).toEqual({ icon: 'teddy-bear', span: 2 });
  });

  it('only names pictures the icon set has', () => {
    for (const icon of Object.values(CHOSEN)) if (icon) expect(hasIcon(icon), icon).toBe(true);
    for (const kind of Object.values(KINDS)) if (kind.rig === 'emoji') expect(hasIcon(kind.icon), kind.icon).toBe(true);
  });

  it('gives icon artwork on a square grid', () => {
    const camel = iconData('camel')!;
    expect(camel.body).toContain('<path');
    expect([camel.width, camel.height]).toEqual([32, 32]);
  });
});

describe('words of a flight, a stall and a tale', () => {
  it.each([
    ['engine', null],
    ['lady', null],
    ['bank', null],
    ['wait', null],
    ['push', null],
    ['right', null],
    ['sign', 'placard'],
    ['cups', 'teacup-without-handle'],
  ])('%s is drawn as %s, never a fire engine, a hat, a bank building, a stop sign or a sake cup', (word, icon) => {
    expect(pictureFor(word)).toBe(icon);
  });

  it('a fire engine is still a fire engine', () => {
    expect(pictureAt(['fire', 'engine'], 0)).toEqual({ icon: 'fire-engine', span: 2 });
  });
});

describe('writing on a sign', () => {
  it('a word in capitals is no one’s name', async () => {
    const { readScene } = await import('./scene/read-scene.js');
    const plan = readScene('Chloe painted a sign: LEMONADE 10p. She set out the jug.', {
      kind: 'girl',
      name: 'Chloe',
      fixed: true,
    });
    expect(plan.characters.map((c) => c.name)).not.toContain('LEMONADE');
  });
});
