/** Colours as `#rrggbb`, and the few conversions the looks need. */
export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–1 */
  s: number;
  /** 0–1 */
  l: number;
}

export function parseHex(hex: string): [number, number, number] {
  let body = hex.replace('#', '');
  if (body.length === 3) body = [...body].map((c) => c + c).join('');
  const value = Number.parseInt(body.slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex(r: number, g: number, b: number): string {
  const byte = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

export function hexToHsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(1, s));
  const lig = Math.max(0, Math.min(1, l));
  if (sat === 0) return toHex(lig * 255, lig * 255, lig * 255);
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toHex(channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255);
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

/** Named colours a parent may write in a visual prompt ("a purple night sky"). */
export const COLOUR_WORDS: Readonly<Record<string, string>> = {
  red: '#e63946',
  orange: '#f4842c',
  yellow: '#f9c80e',
  gold: '#e8b923',
  golden: '#e8b923',
  green: '#3fa34d',
  teal: '#16a4a0',
  turquoise: '#2ec4b6',
  blue: '#3a86ff',
  navy: '#1d3557',
  purple: '#8e44ad',
  violet: '#9b5de5',
  lilac: '#c8a2e8',
  lavender: '#b8a1e3',
  pink: '#ff70a6',
  brown: '#8d5b3a',
  silver: '#b8c2cc',
  white: '#f5f5f5',
  black: '#2b2d42',
  rainbow: '#ff70a6',
};
