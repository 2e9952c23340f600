import type { ImageStyle } from '../../types.js';
import type { Moods } from '../book-look.js';
import { hexToHsl, hslToHex, mix } from '../colour.js';
import { HANDS } from './hands.js';

/** Three book palettes per hand; the variant number in the style token picks one. */
const VARIANTS: Readonly<Record<ImageStyle, readonly { tint: string; amount: number }[]>> = {
  ghibli: [
    { tint: '#9fd3a6', amount: 0.08 },
    { tint: '#a9d8f0', amount: 0.08 },
    { tint: '#f6cfae', amount: 0.1 },
  ],
  pixar: [
    { tint: '#ffb347', amount: 0.07 },
    { tint: '#ff8fab', amount: 0.05 },
    { tint: '#2ec4b6', amount: 0.05 },
  ],
  disney: [
    { tint: '#ffb347', amount: 0.06 },
    { tint: '#f29e8e', amount: 0.05 },
    { tint: '#e9c46a', amount: 0.06 },
  ],
  anime: [
    { tint: '#4cc9f0', amount: 0.04 },
    { tint: '#ffafcc', amount: 0.05 },
    { tint: '#ffd60a', amount: 0.04 },
  ],
};

const clamp = (v: number) => Math.max(0, Math.min(1, v));

/**
 * The colour grade of one book: the hand's own treatment, the palette variant's tint and the
 * visual prompt's moods. Scenery passes through it; the hero's own colours (skin, hair, named
 * clothes) pass through `keep` so a yellow t-shirt stays yellow in every hand.
 */
export function bookGrade(
  style: ImageStyle,
  variant: number,
  moods: Moods,
): { grade: (hex: string) => string; keep: (hex: string) => string } {
  const hand = HANDS[style];
  const palette = VARIANTS[style][variant % VARIANTS[style].length]!;
  const cache = new Map<string, string>();
  const moodOf = (c: string) => {
    let out = c;
    if (moods.pastel) out = mix(out, '#ffffff', 0.18);
    if (moods.dark) out = mix(out, '#1a1446', 0.18);
    if (moods.bright) {
      const h = hexToHsl(out);
      out = hslToHex({ h: h.h, s: clamp(h.s * 1.15), l: clamp(h.l * 1.04) });
    }
    return out;
  };
  const grade = (hex: string) => {
    let out = cache.get(hex);
    if (out === undefined) {
      out = moodOf(mix(hand.grade(hex), palette.tint, palette.amount));
      cache.set(hex, out);
    }
    return out;
  };
  // Named colours are kept recognisable: only the hand's own treatment, lightly.
  const keep = (hex: string) => mix(hex, hand.grade(hex), 0.35);
  return { grade, keep };
}
