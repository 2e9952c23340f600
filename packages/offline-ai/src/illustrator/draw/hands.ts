import type { ImageStyle } from '../../types.js';
import { hexToHsl, hslToHex, mix, parseHex } from '../colour.js';

/**
 * SPEC's four image styles as four illustrators' hands: not a tint over one drawing, but how lines
 * are inked, how shapes are shaded, how big heads and eyes are, how the sky and light are painted,
 * and what the finished picture goes through (paper, bloom, focus).
 */
export interface Hand {
  style: ImageStyle;
  /**
   * Outlines: none (shaded volumes), the fill's own colour deepened (`tone`: 0 the fill, 1 its
   * shadow; `rich`: how much more saturated, for coloured storybook lines), or one ink for everything.
   */
  line: { kind: 'none' | 'tinted' | 'ink'; width: number; ink: string; tone: number; rich: number };
  /**
   * flat: one colour per shape; cel: a hard shadow shape; soft: a round gradient with a highlight
   * (rendered volume); wash: a gentle top-lit gradient, the painterly work done after rendering.
   */
  shading: 'cel' | 'soft' | 'wash';
  /** How dark and how far round the shadow side reaches (cel), or the gradient's depth (soft). */
  shadow: { amount: number; reach: number; hue: number; opacity: number; rim: number };
  /** Figures: head height over whole height, eye size, and the eye drawing. */
  figure: {
    headRatio: number;
    eyeScale: number;
    eyes: 'dot' | 'round' | 'lashed' | 'anime';
    /** Limb thickness relative to the figure's height. */
    limb: number;
    /** 0 square-ish, 1 round: how bodies and heads are shaped. */
    round: number;
    chin: 'round' | 'pointed' | 'soft';
  };
  /** The style's own colour treatment. */
  grade: (hex: string) => string;
  /**
   * clouds: their manner and size; bands: a sky painted in that many flat bands (cel), 0 a smooth
   * gradient; beams: rays of light fanning across the whole sky.
   */
  sky: { clouds: 'towering' | 'puffy' | 'swirl' | 'cel'; cloudSize: number; sunGlow: number; bands: number; beams: boolean };
  /**
   * After rendering: wobble of edges and paper (painterly), a soft blur first (wet edges), bloom,
   * blur of far layers; the vignette and its colour; colours posterised to flat cel tones.
   */
  post: {
    wobble: number;
    paper: number;
    soften: number;
    edgeDarken: number;
    bloom: number;
    farBlur: number;
    vignette: number;
    vignetteColour: string;
    glow: string | null;
  };
  /** Drawn over the picture: sparkles (disney), speed lines and light rays (anime). */
  extras: { sparkles: number; speedLines: boolean; rays: boolean; halo: boolean };
}

const clamp = (v: number) => Math.max(0, Math.min(1, v));

function grader(f: (h: number, s: number, l: number) => [number, number, number]) {
  const cache = new Map<string, string>();
  return (hex: string) => {
    let out = cache.get(hex);
    if (out === undefined) {
      const c = hexToHsl(hex);
      const [h, s, l] = f(c.h, c.s, c.l);
      out = hslToHex({ h, s: clamp(s), l: clamp(l) });
      cache.set(hex, out);
    }
    return out;
  };
}

export const HANDS: Readonly<Record<ImageStyle, Hand>> = {
  // Hand-painted animation backgrounds: muted natural greens and blues, no ink but faint lines in
  // each colour's own shade, small simple faces on child-like proportions, big heaped clouds,
  // watercolour: wet soft edges that wobble, pigment pooling, brush and paper texture.
  ghibli: {
    style: 'ghibli',
    line: { kind: 'tinted', width: 1.3, ink: '#4a3526', tone: 0.32, rich: 0 },
    shading: 'wash',
    shadow: { amount: 0.2, reach: 0.22, hue: 10, opacity: 1, rim: 0 },
    figure: { headRatio: 0.25, eyeScale: 0.75, eyes: 'dot', limb: 0.085, round: 0.55, chin: 'soft' },
    grade: grader((h, s, l) => {
      // Greens towards sap and moss, everything a little muted and airy.
      const green = h > 65 && h < 170 ? 1 : 0;
      return [green ? h + (105 - h) * 0.45 : h, s * (green ? 0.62 : 0.78), l + (1 - l) * 0.06 - green * 0.03];
    }),
    sky: { clouds: 'towering', cloudSize: 1.55, sunGlow: 0.25, bands: 0, beams: false },
    post: {
      wobble: 3.2,
      paper: 1,
      soften: 2.5,
      edgeDarken: 0.8,
      bloom: 0,
      farBlur: 0,
      vignette: 0.1,
      vignetteColour: '#4a3a22',
      glow: null,
    },
    extras: { sparkles: 0, speedLines: false, rays: false, halo: false },
  },
  // Rendered 3D: no lines, every shape a round lit volume with a highlight and a rim of back light,
  // bigger heads and big round eyes, saturated clean colours, the background out of focus.
  pixar: {
    style: 'pixar',
    line: { kind: 'none', width: 0, ink: '#000000', tone: 0, rich: 0 },
    shading: 'soft',
    shadow: { amount: 0.42, reach: 0.5, hue: -12, opacity: 1, rim: 0.55 },
    figure: { headRatio: 0.4, eyeScale: 1.3, eyes: 'round', limb: 0.105, round: 1, chin: 'round' },
    grade: grader((h, s, l) => [h, s * 1.2 + 0.07, 0.5 + (l - 0.5) * 1.05]),
    sky: { clouds: 'puffy', cloudSize: 1, sunGlow: 0.45, bands: 0, beams: false },
    post: {
      wobble: 0,
      paper: 0,
      soften: 0,
      edgeDarken: 0,
      bloom: 0.26,
      farBlur: 10,
      vignette: 0.22,
      vignetteColour: '#1c1640',
      glow: null,
    },
    extras: { sparkles: 0, speedLines: false, rays: false, halo: false },
  },
  // Classic storybook animation: graceful thin lines in each colour's own richer shade, gentle
  // two-tone shadows, a warm golden palette, big lashed eyes on elegant proportions, a golden
  // glow from above, a few sparkles and a warm vignette.
  disney: {
    style: 'disney',
    line: { kind: 'tinted', width: 3, ink: '#5a2a1a', tone: 0.75, rich: 0.4 },
    shading: 'cel',
    shadow: { amount: 0.36, reach: 0.3, hue: 22, opacity: 0.5, rim: 0 },
    figure: { headRatio: 0.33, eyeScale: 1.15, eyes: 'lashed', limb: 0.08, round: 0.8, chin: 'soft' },
    grade: grader((h, s, l) => {
      // Warm: hues lean towards gold and rose, blues towards dusk violet.
      const warm = h < 70 ? h + (38 - h) * 0.12 : h > 280 ? h : h > 180 ? h + 4 : h - 6;
      return [warm, s * 1.12 + 0.08, l * 0.9 + 0.04];
    }),
    sky: { clouds: 'swirl', cloudSize: 1.1, sunGlow: 0.5, bands: 0, beams: false },
    post: {
      wobble: 0,
      paper: 0,
      soften: 0,
      edgeDarken: 0,
      bloom: 0.3,
      farBlur: 0,
      vignette: 0.55,
      vignetteColour: '#3a1a08',
      glow: '#ffc861',
    },
    extras: { sparkles: 14, speedLines: false, rays: false, halo: true },
  },
  // Cel anime: one bold dark ink for every line, hard-edged shadow shapes, bright flat colours,
  // large tall eyes with highlights, a pointed chin, a sky painted in flat bands with beams of
  // light fanning across it, crisp outlined clouds, speed lines.
  anime: {
    style: 'anime',
    line: { kind: 'ink', width: 5.5, ink: '#1b1830', tone: 1, rich: 0 },
    shading: 'cel',
    shadow: { amount: 0.34, reach: 0.36, hue: 24, opacity: 1, rim: 0 },
    figure: { headRatio: 0.27, eyeScale: 1.75, eyes: 'anime', limb: 0.07, round: 0.35, chin: 'pointed' },
    grade: grader((h, s, l) => [h, s * 1.25 + 0.08, Math.round((0.06 + l * 0.94) * 12) / 12]),
    sky: { clouds: 'cel', cloudSize: 1, sunGlow: 0.2, bands: 6, beams: true },
    post: {
      wobble: 0,
      paper: 0,
      soften: 0,
      edgeDarken: 0,
      bloom: 0,
      farBlur: 0,
      vignette: 0,
      vignetteColour: '#1c1640',
      glow: null,
    },
    extras: { sparkles: 0, speedLines: true, rays: true, halo: false },
  },
};

/** The shadow colour of a fill in a hand: darker and shifted towards blue-violet, like painters do. */
export function shadowOf(hand: Hand, hex: string, amount = hand.shadow.amount): string {
  const c = hexToHsl(hex);
  const shifted = hslToHex({ h: c.h + hand.shadow.hue * (c.h > 60 && c.h < 240 ? 0.5 : 1), s: clamp(c.s * 1.05), l: c.l });
  const shadow = mix(shifted, '#1b1440', amount);
  if (c.h < 35 || c.h > 75 || hand.shadow.hue <= 0) return shadow;
  // A yellow's shadow leans to amber, not to green (a yellow star or giraffe read as green), as
  // light or dark as the shadow it replaces.
  const amber = mix(hslToHex({ h: c.h - hand.shadow.hue * 0.5, s: clamp(c.s * 1.05), l: c.l }), '#1b1440', amount);
  return withLuma(amber, luma(shadow));
}

const luma = (hex: string): number => {
  const [r, g, b] = parseHex(hex);
  return r * 0.2126 + g * 0.7152 + b * 0.0722;
};

/** The colour's hue and saturation at another brightness (HSL lightness searched). */
function withLuma(hex: string, target: number): string {
  const c = hexToHsl(hex);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 12; i += 1) {
    const mid = (lo + hi) / 2;
    if (luma(hslToHex({ ...c, l: mid })) < target) lo = mid;
    else hi = mid;
  }
  return hslToHex({ ...c, l: (lo + hi) / 2 });
}

/** The lit side of a fill. */
export function lightOf(hex: string, amount: number): string {
  return mix(hex, '#fff6e0', amount);
}

/** A tinted hand's line for a fill: the fill deepened towards its shadow, richer for coloured lines. */
export function tintedLine(hand: Hand, fill: string): string {
  const deep = mix(fill, shadowOf(hand, fill, 0.62), hand.line.tone);
  if (!hand.line.rich) return mix(deep, hand.line.ink, 0.2);
  const c = hexToHsl(deep);
  return hslToHex({ h: c.h, s: clamp(c.s * (1 + hand.line.rich) + 0.1), l: clamp(c.l * 0.92) });
}
