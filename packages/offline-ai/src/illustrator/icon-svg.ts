import { iconData } from './icon-set.js';

export interface IconPlacement {
  name: string;
  /** Top-left corner and side of the square the icon fills, in canvas pixels. */
  x: number;
  y: number;
  size: number;
  /** Mirror it (so an animal faces the hero). */
  flip?: boolean;
  /** Colour grade of the current look, applied to every fill of the artwork. */
  grade: (hex: string) => string;
  /** Cache key of `grade`: the same key must mean the same function. */
  gradeKey: string;
  /** Bold outline in canvas pixels (anime look), or none. */
  outline?: { colour: string; width: number };
  /** Makes the icon's internal ids unique within one picture. */
  idPrefix: string;
}

/** Recoloured artwork by icon and look; bounded, as looks vary with prompt colours and moods. */
const graded = new Map<string, string>();
const GRADED_MAX = 4000;

/** The icon's body with every colour graded to the look; cached per icon and look. */
function gradedBody(name: string, grade: (hex: string) => string, gradeKey: string): string | undefined {
  const key = `${name}|${gradeKey}`;
  const cached = graded.get(key);
  if (cached !== undefined) return cached;
  const data = iconData(name);
  if (!data) return undefined;
  const body = data.body.replace(/"(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})"/g, (_, hex: string) => `"${grade(hex.toLowerCase())}"`);
  if (graded.size >= GRADED_MAX) graded.clear();
  graded.set(key, body);
  return body;
}

/** One emoji as a nested <svg>, or '' when the icon is unknown. */
export function iconSvg(p: IconPlacement): string {
  const data = iconData(p.name);
  let body = gradedBody(p.name, p.grade, p.gradeKey);
  if (!data || body === undefined) return '';
  if (body.includes('id="')) {
    body = body.replace(/id="([^"]+)"/g, `id="${p.idPrefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${p.idPrefix}$1)`);
  }
  const unit = p.size / Math.max(data.width, data.height);
  const stroke = p.outline
    ? ` stroke="${p.outline.colour}" stroke-width="${(p.outline.width / unit).toFixed(3)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  const inner = `<svg width="${r(p.size)}" height="${r(p.size)}" viewBox="0 0 ${data.width} ${data.height}" overflow="visible"><g${stroke}>${body}</g></svg>`;
  const mirrored = p.flip !== data.hFlip;
  const transform = mirrored ? `translate(${r(p.x + p.size)} ${r(p.y)}) scale(-1 1)` : `translate(${r(p.x)} ${r(p.y)})`;
  return `<g transform="${transform}">${inner}</g>`;
}

function r(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}
