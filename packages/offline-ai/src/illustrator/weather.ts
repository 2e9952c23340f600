import { n, SIZE, type Paint } from './paint.js';
import type { Weather } from './plan.js';
import type { Random } from './random.js';

/** A rainbow arching behind everything standing on the ground. */
export function rainbow(p: Paint, rng: Random, horizon: number): string {
  const colours = ['#ff595e', '#ff924c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];
  const cx = rng.range(SIZE * 0.35, SIZE * 0.65);
  const r0 = rng.range(380, 460);
  return colours
    .map(
      (c, i) =>
        `<path d="M${n(cx - r0 + i * 16)} ${n(horizon + 20)}A${n(r0 - i * 16)} ${n(r0 - i * 16)} 0 0 1 ${n(cx + r0 - i * 16)} ${n(horizon + 20)}" stroke="${p.c(c)}" stroke-width="17" fill="none" opacity="0.6"/>`,
    )
    .join('');
}

/** Rain, snow, storm and wind over the whole picture. */
export function weatherOver(p: Paint, rng: Random, weather: readonly Weather[]): string {
  let out = '';
  if (weather.includes('storm')) {
    out += `<rect width="${SIZE}" height="${SIZE}" fill="#1d2140" opacity="0.22"/>`;
    const x = rng.range(150, SIZE - 150);
    out += `<path d="M${n(x)} 40l-50 150h40l-60 150l120-190h-45l45-110z" fill="${p.c('#ffe066')}" opacity="0.9"/>`;
  }
  if (weather.includes('rain') || weather.includes('storm')) {
    // An overcast veil, then the drops.
    out += `<rect width="${SIZE}" height="${SIZE}" fill="#5a6a80" opacity="0.16"/>`;
    let d = '';
    for (let i = 0; i < 140; i += 1) {
      const x = rng.range(-100, SIZE);
      const y = rng.range(-40, SIZE);
      const len = rng.range(22, 46);
      d += `M${n(x)} ${n(y)}l${n(len * 0.3)} ${n(len)}`;
    }
    out += `<path d="${d}" stroke="#e8f4ff" stroke-width="3" stroke-linecap="round" opacity="0.55"/>`;
  }
  if (weather.includes('snow')) {
    for (let i = 0; i < 90; i += 1)
      out += `<circle cx="${n(rng.range(0, SIZE))}" cy="${n(rng.range(0, SIZE))}" r="${n(rng.range(2.5, 7))}" fill="#ffffff" opacity="${n(rng.range(0.6, 0.95))}"/>`;
  }
  if (weather.includes('wind')) {
    let d = '';
    for (let i = 0; i < 6; i += 1) {
      const x = rng.range(0, SIZE - 300);
      const y = rng.range(80, SIZE * 0.6);
      d += `M${n(x)} ${n(y)}q80 -30 160 0t160 0`;
    }
    out += `<path d="${d}" stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none" opacity="0.55"/>`;
  }
  return out;
}
