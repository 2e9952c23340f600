import type { ImageStyle } from '../../types.js';
import { hexToHsl, hslToHex, mix } from '../colour.js';

/**
 * SPEC's four image styles as four illustrators' hands: not a tint over one drawing, but how lines
 * are inked, how shapes are shaded, how big heads and eyes are, how the sky and light are painted,
 * and what the finished picture goes through (paper, bloom, focus).
 */
export interface Hand {
  style: ImageStyle;
  /** Outlines: none (shaded volumes), the fill's own darker colour, or one ink for everything. */
  line: { kind: 'none' | 'tinted' | 'ink'; width: number; ink: string };
  /**
   * flat: one colour per shape; cel: a hard shadow shape; soft: a round gradient with a highlight
   * (rendered volume); wash: a gentle top-lit gradient, the painterly work done after rendering.
   */
  shading: 'cel' | 'soft' | 'wash';
  /** How dark and how far round the shadow side reaches (cel), or the gradient's depth (soft). */
  shadow: { amount: number; reach: number; hue: number; opacity: number };
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
  sky: { clouds: 'towering' | 'puffy' | 'swirl' | 'cel'; sunGlow: number };
  /** After rendering: wobble of edges and paper (painterly), bloom, blur of far layers. */
  post: { wobble: number; paper: number; edgeDarken: number; bloom: number; farBlur: number; vignette: number };
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
  // Hand-painted animation backgrounds: natural greens and blues, thin warm pencil lines, small
  // simple faces on child-like proportions, towering clouds, paper and wobbling watercolour edges.
  ghibli: {
    style: 'ghibli',
    line: { kind: 'tinted', width: 1.7, ink: '#4a3526' },
    shading: 'wash',
    shadow: { amount: 0.16, reach: 0.22, hue: 10, opacity: 1 },
    figure: { headRatio: 0.25, eyeScale: 0.75, eyes: 'dot', limb: 0.085, round: 0.55, chin: 'soft' },
    grade: grader((h, s, l) => [h, s * 0.85, l + (1 - l) * 0.04]),
    sky: { clouds: 'towering', sunGlow: 0.25 },
    post: { wobble: 2.6, paper: 1, edgeDarken: 0.55, bloom: 0, farBlur: 0, vignette: 0.12 },
    extras: { sparkles: 0, speedLines: false, rays: false, halo: false },
  },
  // Rendered 3D: no lines, every shape a lit volume with a highlight, big heads and big round eyes,
  // saturated warm colours, the background out of focus.
  pixar: {
    style: 'pixar',
    line: { kind: 'none', width: 0, ink: '#000000' },
    shading: 'soft',
    shadow: { amount: 0.38, reach: 0.5, hue: -12, opacity: 1 },
    figure: { headRatio: 0.37, eyeScale: 1.25, eyes: 'round', limb: 0.1, round: 1, chin: 'round' },
    grade: grader((h, s, l) => [h, s * 1.15 + 0.05, 0.5 + (l - 0.5) * 1.05]),
    sky: { clouds: 'puffy', sunGlow: 0.45 },
    post: { wobble: 0, paper: 0, edgeDarken: 0, bloom: 0.22, farBlur: 6, vignette: 0.3 },
    extras: { sparkles: 0, speedLines: false, rays: false, halo: false },
  },
  // Classic hand-inked animation: clean lines in each colour's own darker shade, soft two-tone cel
  // shadows, jewel colours, big lashed eyes on elegant proportions, sparkles and a storybook glow.
  disney: {
    style: 'disney',
    line: { kind: 'tinted', width: 3.6, ink: '#2a1f3d' },
    shading: 'cel',
    shadow: { amount: 0.26, reach: 0.3, hue: 18, opacity: 0.75 },
    figure: { headRatio: 0.33, eyeScale: 1.15, eyes: 'lashed', limb: 0.08, round: 0.8, chin: 'soft' },
    grade: grader((h, s, l) => [h + (h > 180 && h < 300 ? 8 : 0), s * 1.2 + 0.08, l * 0.88 + 0.02]),
    sky: { clouds: 'swirl', sunGlow: 0.6 },
    post: { wobble: 0, paper: 0, edgeDarken: 0, bloom: 0.4, farBlur: 0, vignette: 0.5 },
    extras: { sparkles: 46, speedLines: false, rays: false, halo: true },
  },
  // Cel anime: one bold dark ink for every line, hard-edged shadows, bright flat colours, large
  // tall eyes with highlights, a pointed chin, crisp outlined clouds, light rays and speed lines.
  anime: {
    style: 'anime',
    line: { kind: 'ink', width: 5, ink: '#1b1830' },
    shading: 'cel',
    shadow: { amount: 0.3, reach: 0.34, hue: 24, opacity: 1 },
    figure: { headRatio: 0.26, eyeScale: 1.45, eyes: 'anime', limb: 0.07, round: 0.35, chin: 'pointed' },
    grade: grader((h, s, l) => [h, s * 1.25 + 0.08, Math.round((0.06 + l * 0.94) * 12) / 12]),
    sky: { clouds: 'cel', sunGlow: 0.2 },
    post: { wobble: 0, paper: 0, edgeDarken: 0, bloom: 0, farBlur: 0, vignette: 0 },
    extras: { sparkles: 0, speedLines: true, rays: true, halo: false },
  },
};

/** The shadow colour of a fill in a hand: darker and shifted towards blue-violet, like painters do. */
export function shadowOf(hand: Hand, hex: string, amount = hand.shadow.amount): string {
  const c = hexToHsl(hex);
  const shifted = hslToHex({ h: c.h + hand.shadow.hue * (c.h > 60 && c.h < 240 ? 0.5 : 1), s: clamp(c.s * 1.05), l: c.l });
  return mix(shifted, '#1b1440', amount);
}

/** The lit side of a fill. */
export function lightOf(hex: string, amount: number): string {
  return mix(hex, '#fff6e0', amount);
}
