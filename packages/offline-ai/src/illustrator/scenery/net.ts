import { n, type Pen } from '../draw/pen.js';

/**
 * A rope net over one caught in it (a turtle tangled in an old net): a loose bag of cords round the
 * box the figure fills, its mesh drawn as chords of an ellipse, a few knots where they cross.
 */
export function netOver(p: Pen, box: { x0: number; y0: number; x1: number; y1: number }): string {
  const rope = '#cdb88c';
  const [cx, cy] = [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2 + (box.y1 - box.y0) * 0.08];
  const [rx, ry] = [((box.x1 - box.x0) / 2) * 1.1, ((box.y1 - box.y0) / 2) * 1.05];
  const mesh = Math.max(10, Math.min(rx, ry) / 3);
  let d = '';
  // Cords across at a slant both ways: each the chord of the ellipse along x ± y = c (in ellipse units).
  for (const slant of [1, -1])
    for (let c = -1.35; c <= 1.35; c += mesh / Math.min(rx, ry)) {
      // Points (u, v) on the unit circle with v = slant * (u - c) ... solved for u.
      const a = 2;
      const b = -2 * c;
      const disc = b * b - 4 * a * (c * c - 1);
      if (disc <= 0) continue;
      const [u0, u1] = [(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)];
      const at = (u: number) => `${n(cx + u * rx)} ${n(cy + slant * (u - c) * ry)}`;
      d += `M${at(u0)}L${at(u1)}`;
    }
  const rim = `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)}`;
  return p.stroke(d, rope, 2.2, { opacity: 0.9 }) + p.stroke(rim, rope, 3.2, { opacity: 0.95 });
}
