import { imageStyleSchema } from '@storybook/contract';
import type { ImageStyle } from '../types.js';
import { AGES, BOTTOMS, EXTRAS, HAIR_STYLES, TOPS, type PersonLook } from './figures/person-look.js';
import { isKind, type KindId, type PartColours } from './figures/kinds.js';
import { isSetting, type SettingId } from './scenery/settings.js';

/** What a visual prompt may ask for besides colours. */
export interface Moods {
  pastel: boolean;
  bright: boolean;
  dark: boolean;
  magic: boolean;
  watercolour: boolean;
}

export const NO_MOODS: Moods = { pastel: false, bright: false, dark: false, magic: false, watercolour: false };

/** The hero as drawn on every page: a kind, and for people every drawn parameter. */
export interface HeroLook {
  kind: KindId;
  /** People (and the avatar's child): skin, hair, eyes, clothes, extras. */
  person: PersonLook | null;
  /** Animals and creatures: their colour, `#rrggbb`, or null for the kind's own. */
  colour: string | null;
  /** Drawn from the avatar's colours. */
  fromAvatar: boolean;
  /**
   * Body parts the visual prompt coloured ('a snail with a purple shell'). Text mode only: each
   * page reads the prompt again, so the style token does not carry them.
   */
  parts?: PartColours;
  /**
   * The name the book's first page called its hero in text mode ('Flick'), so a later page that
   * names it without its kind ('Flick counted to three') still draws the hero of the book's kind.
   */
  name?: string;
}

/** What stays the same on every page of one book: the style token carries it. */
export interface BookLook {
  style: ImageStyle;
  /** Palette variant of the hand (0-2). */
  variant: number;
  /** The hero stands left or right of centre. */
  side: 'L' | 'R';
  hero: HeroLook;
  /** A colour the visual prompt asked for (sky and accents), or null. */
  accent: string | null;
  moods: Moods;
  /**
   * Where the book happens: the place its first page named, for the pages that name none. Absent
   * from tokens made before it was carried, and when the first page named no place (or only home).
   */
  place?: SettingId | null;
  /**
   * Others the first page named, and what they are ('Pudding the dragon' is a dragon on every page),
   * then those a later page brought in with their kind ('his new baby sister, Lola').
   */
  cast?: readonly { name: string; kind: KindId }[];
}

const STYLES: readonly ImageStyle[] = imageStyleSchema.options;
const MOOD_LETTERS: Readonly<Record<string, keyof Moods>> = { p: 'pastel', b: 'bright', d: 'dark', m: 'magic', w: 'watercolour' };
const VERSION = 'sb2';
const HEX = /^[0-9a-f]{6}$/;
/** The others a token carries: the first page's, then those later pages bring in, a few at most. */
const MOST_CAST = 4;
/** A name the token can carry: letters only, as the story writer's names are. */
const NAME = /^[A-Z][a-z]{1,15}$/;

const hex = (c: string | null) => (c ? c.replace('#', '') : '-');
const unhex = (s: string | undefined): string | null | undefined => (s === '-' ? null : s && HEX.test(s) ? `#${s}` : undefined);

/**
 * `sb2.<style>.<variant>.<side>.<moods>.<accent>.<hero>[.<place or ->[.<name~kind>+...]]` where the hero is
 * `<kind>~<colour>~<avatar 0|1>` and for people `~<age>~<skin>~<hair>~<hairStyle>~<eyes>~<top>~<topColour>~<bottom>~<bottomColour>~<shoes>~<extras joined by +>~<extraColour>`,
 * then `~<name>` when the first page named its hero.
 * Readable, short (well under the styleRefId limit) and checked field by field when read back.
 */
export function encodeBookLook(look: BookLook): string {
  const moods =
    Object.entries(MOOD_LETTERS)
      .filter(([, key]) => look.moods[key])
      .map(([letter]) => letter)
      .join('') || '-';
  const h = look.hero;
  const parts: string[] = [h.kind, hex(h.colour), h.fromAvatar ? '1' : '0'];
  if (h.person) {
    const p = h.person;
    parts.push(
      p.age,
      hex(p.skin),
      hex(p.hair),
      p.hairStyle,
      hex(p.eyes),
      p.top,
      hex(p.topColour),
      p.bottom,
      hex(p.bottomColour),
      hex(p.shoes),
      p.extras.join('+') || '-',
      hex(p.extraColour),
    );
  }
  if (h.name && NAME.test(h.name)) parts.push(h.name);
  const fields = [VERSION, look.style, look.variant, look.side, moods, hex(look.accent), parts.join('~')];
  const cast = (look.cast ?? []).filter((c) => NAME.test(c.name)).slice(0, MOST_CAST);
  if (look.place || cast.length > 0) fields.push(look.place ?? '-');
  if (cast.length > 0) fields.push(cast.map((c) => `${c.name}~${c.kind}`).join('+'));
  return fields.join('.');
}

/** The look a token describes, or null for anything else (a hosted provider's id, an old or altered token). */
export function decodeBookLook(token: string | null | undefined): BookLook | null {
  if (!token || token.length > 600) return null;
  const [version, style, variant, side, moods, accent, hero, place, castText, ...rest] = token.split('.');
  if (version !== VERSION || rest.length > 0 || !hero) return null;
  if (place !== undefined && place !== '-' && !isSetting(place)) return null;
  const cast = castText?.split('+').map((member) => member.split('~'));
  if (cast?.some(([name, kind, ...more]) => !NAME.test(name ?? '') || !kind || !isKind(kind) || more.length > 0)) return null;
  if (!STYLES.includes(style as ImageStyle)) return null;
  const variantNumber = Number(variant);
  if (!Number.isInteger(variantNumber) || variantNumber < 0 || variantNumber > 2) return null;
  if (side !== 'L' && side !== 'R') return null;
  if (!moods || !/^([pbdmw]+|-)$/.test(moods)) return null;
  const accentColour = unhex(accent);
  if (accentColour === undefined) return null;
  const heroLook = decodeHero(hero);
  if (!heroLook) return null;
  const parsedMoods: Moods = { ...NO_MOODS };
  for (const letter of moods === '-' ? '' : moods) parsedMoods[MOOD_LETTERS[letter]!] = true;
  const look: BookLook = {
    style: style as ImageStyle,
    variant: variantNumber,
    side,
    hero: heroLook,
    accent: accentColour,
    moods: parsedMoods,
  };
  if (place && place !== '-') look.place = place as SettingId;
  if (cast) look.cast = cast.map(([name, kind]) => ({ name: name!, kind: kind as KindId }));
  return look;
}

function decodeHero(text: string): HeroLook | null {
  const all = text.split('~');
  const named = all.length > 3 && NAME.test(all.at(-1)!);
  const f = named ? all.slice(0, -1) : all;
  const hero = decodeLook(f);
  return hero && named ? { ...hero, name: all.at(-1)! } : hero;
}

function decodeLook(f: readonly string[]): HeroLook | null {
  const [kind, colour, avatar] = f;
  if (!kind || !isKind(kind) || (avatar !== '0' && avatar !== '1')) return null;
  const c = unhex(colour);
  if (c === undefined) return null;
  if (f.length === 3) return { kind, colour: c, person: null, fromAvatar: avatar === '1' };
  if (f.length !== 15) return null;
  const [, , , age, skin, hair, hairStyle, eyes, top, topColour, bottom, bottomColour, shoes, extras, extraColour] = f;
  const colours = [skin, hair, eyes, topColour, bottomColour, shoes, extraColour].map(unhex);
  if (colours.some((x) => !x)) return null;
  if (!(AGES as readonly string[]).includes(age!) || !(HAIR_STYLES as readonly string[]).includes(hairStyle!)) return null;
  if (!(TOPS as readonly string[]).includes(top!) || !(BOTTOMS as readonly string[]).includes(bottom!)) return null;
  const extraList = extras === '-' ? [] : extras!.split('+');
  if (extraList.some((e) => !(EXTRAS as readonly string[]).includes(e))) return null;
  const [s, h, e, tc, bc, sh, xc] = colours as string[];
  return {
    kind,
    colour: c,
    fromAvatar: avatar === '1',
    person: {
      age: age as PersonLook['age'],
      skin: s!,
      hair: h!,
      hairStyle: hairStyle as PersonLook['hairStyle'],
      eyes: e!,
      top: top as PersonLook['top'],
      topColour: tc!,
      bottom: bottom as PersonLook['bottom'],
      bottomColour: bc!,
      shoes: sh!,
      extras: extraList as PersonLook['extras'],
      extraColour: xc!,
    },
  };
}
