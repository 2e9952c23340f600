import type { ImageStyle } from '../types.js';
import { hexToHsl, hslToHex, mix } from './colour.js';

/**
 * SPEC's four image styles as looks: how colours are graded, and which strokes, lights and
 * textures go on top. A palette variant tints the whole book; the style token carries it.
 */
export interface Look {
  style: ImageStyle;
  /** Every colour of the picture, scenery and emoji alike, passes through this. */
  grade: (hex: string) => string;
  /** Identifies `grade` for caches. */
  gradeKey: string;
  /** Bold ink lines (anime): colour and width in canvas pixels. */
  outline: { colour: string; width: number } | null;
  /** Glossy, rounded shading on things and the hero (pixar). */
  gloss: boolean;
  /** Twinkles scattered over the picture (disney; or a prompt asking for magic). */
  sparkles: number;
  /** Speed lines bursting from behind the hero (anime). */
  speedLines: boolean;
  /** Shafts of light and a deeper sky (disney). */
  enchanted: boolean;
  /** Soft focus of far scenery, in pixels. */
  farBlur: number;
  clouds: 'watercolour' | 'puffy' | 'fluffy' | 'cel';
  /** Grain laid over the finished picture. */
  texture: 'paper' | 'fine' | 'none';
  vignette: { colour: string; opacity: number } | null;
  /** Warm (or cool) light pouring from the light source. */
  light: { colour: string; opacity: number };
  /** Shadow under things standing on the ground. */
  shadow: number;
}

/** What a visual prompt may ask for besides colours ("pastel", "magical", "watercolour"). */
export interface Moods {
  pastel: boolean;
  bright: boolean;
  dark: boolean;
  magic: boolean;
  watercolour: boolean;
}

export const NO_MOODS: Moods = { pastel: false, bright: false, dark: false, magic: false, watercolour: false };

interface Variant {
  tint: string;
  amount: number;
}

/** Three book palettes per style; the variant number in the style token picks one. */
export const VARIANTS: Readonly<Record<ImageStyle, readonly Variant[]>> = {
  ghibli: [
    { tint: '#9fd3a6', amount: 0.1 },
    { tint: '#a9d8f0', amount: 0.1 },
    { tint: '#f6cfae', amount: 0.12 },
  ],
  pixar: [
    { tint: '#ffb347', amount: 0.08 },
    { tint: '#ff8fab', amount: 0.07 },
    { tint: '#2ec4b6', amount: 0.06 },
  ],
  disney: [
    { tint: '#2a4b9b', amount: 0.18 },
    { tint: '#6a3d9a', amount: 0.18 },
    { tint: '#1b7f6b', amount: 0.16 },
  ],
  anime: [
    { tint: '#4cc9f0', amount: 0.06 },
    { tint: '#ffafcc', amount: 0.07 },
    { tint: '#ffd60a', amount: 0.06 },
  ],
};

const clamp = (v: number) => Math.max(0, Math.min(1, v));

/** The style's own colour treatment, before tints. */
const BASE_GRADE: Readonly<Record<ImageStyle, (hex: string) => string>> = {
  // Soft, airy watercolour: less saturated, lifted towards paper white.
  ghibli: (hex) => {
    const c = hexToHsl(hex);
    return hslToHex({ h: c.h, s: c.s * 0.84, l: c.l + (1 - c.l) * 0.1 });
  },
  // Saturated and warm, with a little more contrast.
  pixar: (hex) => {
    const c = hexToHsl(hex);
    return mix(hslToHex({ h: c.h, s: clamp(c.s * 1.18 + 0.04), l: clamp(0.5 + (c.l - 0.5) * 1.08) }), '#ffb347', 0.06);
  },
  // Deep jewel tones: richer and a little darker.
  disney: (hex) => {
    const c = hexToHsl(hex);
    return hslToHex({ h: c.h, s: clamp(c.s * 1.12 + 0.06), l: clamp(c.l * 0.9 + 0.02) });
  },
  // Bright flat cel colours: vivid, light, in steps.
  anime: (hex) => {
    const c = hexToHsl(hex);
    return hslToHex({ h: c.h, s: clamp(c.s * 1.22 + 0.08), l: clamp(Math.round((0.08 + c.l * 0.92) * 14) / 14) });
  },
};

export function createLook(style: ImageStyle, variant: number, accent: string | null, moods: Moods): Look {
  const palette = VARIANTS[style][variant % VARIANTS[style].length]!;
  const base = BASE_GRADE[style];
  const cache = new Map<string, string>();
  const grade = (hex: string) => {
    let out = cache.get(hex);
    if (out !== undefined) return out;
    out = mix(base(hex), palette.tint, palette.amount);
    if (accent) out = mix(out, accent, 0.08);
    if (moods.pastel) out = mix(out, '#ffffff', 0.18);
    if (moods.dark) out = mix(out, '#1a1446', 0.18);
    if (moods.bright) {
      const c = hexToHsl(out);
      out = hslToHex({ h: c.h, s: clamp(c.s * 1.15), l: clamp(c.l * 1.04) });
    }
    cache.set(hex, out);
    return out;
  };
  const gradeKey = `${style}.${variant}.${accent ?? '-'}.${Object.entries(moods)
    .filter(([, on]) => on)
    .map(([k]) => k[0])
    .join('')}`;
  const common = { style, grade, gradeKey };
  const magic = moods.magic ? 24 : 0;
  switch (style) {
    case 'ghibli':
      return {
        ...common,
        outline: null,
        gloss: false,
        sparkles: magic,
        speedLines: false,
        enchanted: false,
        farBlur: 0,
        clouds: 'watercolour',
        texture: 'paper',
        vignette: { colour: '#6b5a3a', opacity: 0.18 },
        light: { colour: '#fff3c4', opacity: 0.22 },
        shadow: 0.16,
      };
    case 'pixar':
      return {
        ...common,
        outline: null,
        gloss: true,
        sparkles: magic,
        speedLines: false,
        enchanted: false,
        farBlur: 2.6,
        clouds: 'puffy',
        texture: moods.watercolour ? 'paper' : 'fine',
        vignette: { colour: '#2a1a3a', opacity: 0.34 },
        light: { colour: '#ffd59e', opacity: 0.3 },
        shadow: 0.3,
      };
    case 'disney':
      return {
        ...common,
        outline: null,
        gloss: false,
        sparkles: 36 + magic,
        speedLines: false,
        enchanted: true,
        farBlur: 0,
        clouds: 'fluffy',
        texture: moods.watercolour ? 'paper' : 'fine',
        vignette: { colour: '#1c1850', opacity: 0.42 },
        light: { colour: '#fff0b8', opacity: 0.28 },
        shadow: 0.24,
      };
    case 'anime':
      return {
        ...common,
        outline: { colour: '#1d1b2e', width: 2.6 },
        gloss: false,
        sparkles: magic,
        speedLines: true,
        enchanted: false,
        farBlur: 0,
        clouds: 'cel',
        texture: moods.watercolour ? 'paper' : 'none',
        vignette: null,
        light: { colour: '#ffffff', opacity: 0.22 },
        shadow: 0.22,
      };
  }
}
