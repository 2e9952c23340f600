import { ink, n, SIZE, type Paint } from './paint.js';

/** A smooth line through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly [number, number][]): string {
  if (points.length < 2) return '';
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A rolling ridge across the canvas at height `y`, filled down to the bottom edge. */
export function ridge(p: Paint, y: number, amplitude: number, fill: string, bumps = 4, extra = ''): string {
  const points: [number, number][] = [];
  const phase = p.rng.range(0, Math.PI * 2);
  for (let i = 0; i <= bumps * 2; i += 1) {
    const x = -40 + ((SIZE + 80) * i) / (bumps * 2);
    points.push([x, y - Math.sin(phase + i * 1.3) * amplitude * p.rng.range(0.5, 1)]);
  }
  return `<path d="${smooth(points)}L${SIZE + 40} ${SIZE + 40}L-40 ${SIZE + 40}Z" fill="${fill}"${ink(p)}${extra}/>`;
}

/** Jagged peaks (mountains), with snow caps when `snow` is set. */
export function peaks(p: Paint, y: number, height: number, fill: string, snow: string | null, count = 4): string {
  let out = '';
  const step = SIZE / count;
  for (let i = 0; i < count + 1; i += 1) {
    const cx = i * step + p.rng.range(-step * 0.3, step * 0.3);
    const h = height * p.rng.range(0.6, 1);
    const w = step * p.rng.range(0.75, 1.1);
    const top = y - h;
    out += `<path d="M${n(cx - w)} ${n(y)}L${n(cx)} ${n(top)}L${n(cx + w)} ${n(y)}Z" fill="${fill}"${ink(p)}/>`;
    if (snow) {
      const cap = h * 0.28;
      const sx = (w * cap) / h;
      out += `<path d="M${n(cx - sx)} ${n(top + cap)}L${n(cx)} ${n(top)}L${n(cx + sx)} ${n(top + cap)}L${n(cx + sx * 0.4)} ${n(top + cap * 0.8)}L${n(cx)} ${n(top + cap * 1.1)}L${n(cx - sx * 0.45)} ${n(top + cap * 0.78)}Z" fill="${snow}"${ink(p, 0.7)}/>`;
    }
  }
  return out;
}

/** A soft round tree-top silhouette (far woods), as one group. */
export function treeline(p: Paint, y: number, size: number, fill: string, trunk: string | null, pointed = false): string {
  let out = '';
  for (let x = -size; x < SIZE + size; x += size * p.rng.range(0.55, 0.9)) {
    const s = size * p.rng.range(0.75, 1.25);
    if (pointed)
      out += `<path d="M${n(x - s * 0.45)} ${n(y)}L${n(x)} ${n(y - s * 1.5)}L${n(x + s * 0.45)} ${n(y)}Z" fill="${fill}"${ink(p, 0.6)}/>`;
    else {
      if (trunk)
        out += `<rect x="${n(x - s * 0.07)}" y="${n(y - s * 0.5)}" width="${n(s * 0.14)}" height="${n(s * 0.5)}" fill="${trunk}"/>`;
      out += `<ellipse cx="${n(x)}" cy="${n(y - s * 0.75)}" rx="${n(s * 0.48)}" ry="${n(s * 0.55)}" fill="${fill}"${ink(p, 0.6)}/>`;
    }
  }
  return out;
}

/** Small flowers or pebbles dotted over the ground between `top` and the bottom edge. */
export function dots(p: Paint, top: number, count: number, colours: readonly string[], radius: [number, number]): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const y = p.rng.range(top, SIZE);
    const depth = (y - top) / (SIZE - top);
    const r = (radius[0] + (radius[1] - radius[0]) * depth) * p.rng.range(0.7, 1.2);
    out += `<circle cx="${n(p.rng.range(0, SIZE))}" cy="${n(y)}" r="${n(r)}" fill="${p.c(p.rng.pick(colours))}"/>`;
  }
  return out;
}

/** Grass tufts: small strokes in a darker green. */
export function tufts(p: Paint, top: number, count: number, colour: string): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const y = p.rng.range(top, SIZE);
    const depth = (y - top) / (SIZE - top);
    const h = 6 + 16 * depth;
    const x = p.rng.range(0, SIZE);
    d += `M${n(x - h * 0.4)} ${n(y)}l${n(h * 0.2)} ${n(-h)}M${n(x)} ${n(y)}l0 ${n(-h * 1.2)}M${n(x + h * 0.4)} ${n(y)}l${n(-h * 0.2)} ${n(-h)}`;
  }
  return `<path d="${d}" stroke="${p.c(colour)}" stroke-width="2.5" stroke-linecap="round" fill="none" opacity="0.7"/>`;
}
