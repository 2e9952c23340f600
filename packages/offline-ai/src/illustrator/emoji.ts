import { iconSvg } from './icon-svg.js';
import type { Paint } from './paint.js';

/** One emoji picture graded and inked in the picture's look; `x`, `y` is its top-left corner. */
export function emoji(p: Paint, name: string, x: number, y: number, size: number, flip = false): string {
  const outline = p.look.outline;
  return iconSvg({
    name,
    x,
    y,
    size,
    flip,
    grade: p.look.grade,
    gradeKey: p.look.gradeKey,
    // Thinner than scenery lines: emoji carry inner details that would clog.
    outline: outline ? { colour: outline.colour, width: Math.max(1.2, (outline.width * size) / 260) } : undefined,
    idPrefix: p.uid(),
  });
}

/** An emoji standing with its bottom centre at (`x`, `y`). */
export function standing(p: Paint, name: string, x: number, y: number, size: number, flip = false): string {
  return emoji(p, name, x - size / 2, y - size, size, flip);
}
