import type { ImageStyle } from '../types.js';
import { HEROES, TONES } from './hero.js';
import { NO_MOODS, VARIANTS, type Moods } from './looks.js';

/** What stays the same on every page of one book: the style token carries it from page to page. */
export interface BookLook {
  style: ImageStyle;
  /** Palette variant of the style (0–2). */
  variant: number;
  /** The hero stands left or right of centre. */
  side: 'L' | 'R';
  /** An id of HEROES ('avatar' in avatar mode). */
  hero: string;
  /** Skin tone id of TONES. */
  tone: string;
  /** The hero's clothes, `#rrggbb`. */
  shirt: string;
  /** A colour the visual prompt asked for, or null. */
  accent: string | null;
  moods: Moods;
}

const STYLES: readonly ImageStyle[] = ['ghibli', 'pixar', 'disney', 'anime'];
const MOOD_LETTERS: Readonly<Record<string, keyof Moods>> = { p: 'pastel', b: 'bright', d: 'dark', m: 'magic', w: 'watercolour' };
const VERSION = 'sb1';

/** Compact text: `sb1.pixar.2.L.girl.y.e63946.-.m` (version, style, variant, side, hero, tone, shirt, accent, moods). */
export function encodeBookLook(look: BookLook): string {
  const moods =
    Object.entries(MOOD_LETTERS)
      .filter(([, key]) => look.moods[key])
      .map(([letter]) => letter)
      .join('') || '-';
  const hex = (c: string | null) => (c ? c.replace('#', '') : '-');
  return [VERSION, look.style, look.variant, look.side, look.hero, look.tone, hex(look.shirt), hex(look.accent), moods].join('.');
}

/** The look a token describes, or null for anything else (a hosted provider's id, a typo, an old version). */
export function decodeBookLook(token: string | null | undefined): BookLook | null {
  if (!token) return null;
  const [version, style, variant, side, hero, tone, shirt, accent, moods, ...rest] = token.split('.');
  if (version !== VERSION || rest.length > 0) return null;
  if (!STYLES.includes(style as ImageStyle)) return null;
  const variantNumber = Number(variant);
  if (!Number.isInteger(variantNumber) || variantNumber < 0 || variantNumber >= VARIANTS[style as ImageStyle].length) return null;
  if (side !== 'L' && side !== 'R') return null;
  if (!hero || !Object.hasOwn(HEROES, hero) || !tone || !Object.hasOwn(TONES, tone)) return null;
  if (!shirt || !/^[0-9a-f]{6}$/.test(shirt) || !accent || !/^([0-9a-f]{6}|-)$/.test(accent)) return null;
  if (!moods || !/^([pbdmw]+|-)$/.test(moods)) return null;
  const parsedMoods: Moods = { ...NO_MOODS };
  for (const letter of moods === '-' ? '' : moods) parsedMoods[MOOD_LETTERS[letter]!] = true;
  return {
    style: style as ImageStyle,
    variant: variantNumber,
    side,
    hero,
    tone,
    shirt: `#${shirt}`,
    accent: accent === '-' ? null : `#${accent}`,
    moods: parsedMoods,
  };
}
