import { describe, expect, it } from 'vitest';
import { decodeBookLook, encodeBookLook, NO_MOODS, type BookLook } from './book-look.js';
import { KINDS } from './figures/kinds.js';
import { EXTRAS } from './figures/person-look.js';
import { STAGES, type SettingId } from './scenery/settings.js';

const look: BookLook = {
  style: 'anime',
  variant: 2,
  side: 'L',
  accent: '#8e44ad',
  moods: { ...NO_MOODS, magic: true },
  hero: {
    kind: 'child',
    fromAvatar: true,
    colour: null,
    person: {
      age: 'child',
      skin: '#7a4a2e',
      hair: '#18120f',
      hairStyle: 'afro',
      eyes: '#4a2c1a',
      top: 'tshirt',
      topColour: '#f9c80e',
      bottom: 'shorts',
      bottomColour: '#2b3a67',
      shoes: '#d62828',
      extras: ['glasses', 'backpack'],
      extraColour: '#3a86ff',
    },
  },
};

describe('the style token', () => {
  it('carries every drawn parameter of the hero from page to page, in well under the styleRefId limit', () => {
    const token = encodeBookLook(look);
    expect(token.length).toBeLessThan(300);
    expect(decodeBookLook(token)).toEqual(look);
    const creature: BookLook = { ...look, hero: { kind: 'dragon', person: null, colour: '#3fae5a', fromAvatar: false } };
    expect(decodeBookLook(encodeBookLook(creature))).toEqual(creature);
  });

  it('carries the name the first page gave its hero, for a creature and for a person, with a place and cast', () => {
    const bee: BookLook = { ...look, hero: { kind: 'bee', person: null, colour: null, fromAvatar: false, name: 'Flick' } };
    expect(decodeBookLook(encodeBookLook(bee))).toEqual(bee);
    const girl: BookLook = {
      ...look,
      hero: { ...look.hero, fromAvatar: false, name: 'Mia' },
      place: 'beach',
      cast: [{ name: 'Pudding', kind: 'dragon' }],
    };
    expect(decodeBookLook(encodeBookLook(girl))).toEqual(girl);
    // A name the token cannot carry is left out, not a broken token.
    const odd: BookLook = { ...bee, hero: { ...bee.hero, name: 'flick~1' } };
    expect(decodeBookLook(encodeBookLook(odd))!.hero.name).toBeUndefined();
  });

  it('carries the book’s place when it has one, and still reads tokens made without it', () => {
    const atCamp: BookLook = { ...look, place: 'campsite' };
    const token = encodeBookLook(atCamp);
    expect(token.endsWith('.campsite')).toBe(true);
    expect(decodeBookLook(token)).toEqual(atCamp);
    expect(decodeBookLook(encodeBookLook(look))).toEqual(look);
    expect(decodeBookLook(token.replace('.campsite', '.moonbase'))).toBeNull();
  });

  it('carries the others the first page named, with or without a place', () => {
    const cast = [
      { name: 'Pudding', kind: 'dragon' as const },
      { name: 'Sage', kind: 'duck' as const },
    ];
    for (const withCast of [
      { ...look, cast },
      { ...look, place: 'castle' as const, cast },
    ]) {
      const token = encodeBookLook(withCast);
      expect(decodeBookLook(token)).toEqual(withCast);
      expect(decodeBookLook(token.replace('dragon', 'wyvern'))).toBeNull();
      expect(decodeBookLook(token.replace('Pudding', 'pud.ding'))).toBeNull();
    }
    // A name the token cannot carry is left out, not written.
    expect(decodeBookLook(encodeBookLook({ ...look, cast: [{ name: 'Mr. Tumble', kind: 'man' }] }))).toEqual(look);
  });

  it('stays well under the styleRefId limit with its longest place and cast', () => {
    const longest = <T extends string>(ids: readonly T[]): T => ids.reduce((a, b) => (b.length > a.length ? b : a));
    const name = `L${'o'.repeat(15)}`;
    const kind = longest(Object.keys(KINDS) as (keyof typeof KINDS)[]);
    const full: BookLook = {
      ...look,
      hero: { ...look.hero, person: { ...look.hero.person!, extras: [...EXTRAS] } },
      place: longest(Object.keys(STAGES) as SettingId[]),
      cast: [
        { name, kind },
        { name, kind: 'thing:fire-engine' },
        { name, kind },
        { name, kind },
      ],
    };
    const token = encodeBookLook(full);
    expect(decodeBookLook(token)).toEqual(full);
    // (a fifth is left off: the token stays small however many a book brings in)
    expect(decodeBookLook(encodeBookLook({ ...full, cast: [...full.cast!, { name: 'Zed', kind: 'dog' }] }))).toEqual(full);
    // The server signs it with the first picture's address: room is left for both under 1000.
    expect(token.length).toBeLessThan(500);
  });

  it('refuses anything it did not make: another version, an unknown kind, a bad colour or field', () => {
    const token = encodeBookLook(look);
    for (const bad of [
      null,
      '',
      'a hosted provider id',
      token.replace('sb2', 'sb1'),
      token.replace('anime', 'oils'),
      token.replace('child~', 'giant-squid~'),
      token.replace('7a4a2e', 'zzzzzz'),
      token.replace('afro', 'mohawk'),
      token.replace('glasses', 'laser'),
      `${token}.extra`,
    ])
      expect(decodeBookLook(bad), String(bad)).toBeNull();
  });
});
