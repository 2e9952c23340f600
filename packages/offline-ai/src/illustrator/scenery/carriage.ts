import { darken } from '../colour.js';
import { n, SIZE } from '../draw/pen.js';
import { room } from './rooms.js';
import { skyColours } from './sky.js';
import type { Stage, StageContext } from './stage.js';

/**
 * Inside a train's carriage: a bench seat under a long window, the fields and their cows rushing
 * by in it, the luggage rack over it. A page of a train ride is drawn from in here, the child at
 * the window, never standing in a meadow beside the train.
 */
export function carriage(ctx: StageContext): Stage {
  const { p, time, weather } = ctx;
  const [top, bottom] = [150, 470];
  const colours = skyColours(time, weather);
  const sky = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1">${colours.map((c, i) => `<stop offset="${n(i / (colours.length - 1))}" stop-color="${p.c(c)}"/>`).join('')}</linearGradient>`,
  );
  const snowy = weather.includes('snow');
  const [far, near] = snowy ? ['#e8eef6', '#f4f8fd'] : time === 'night' ? ['#2f4a3c', '#27402f'] : ['#8fc47a', '#6fae5c'];
  // The view: far hills, fields striped by hedges, a cow or two, streaks of the speed they pass at.
  const view =
    `<rect x="0" y="${top}" width="${SIZE}" height="${bottom - top}" fill="url(#${sky})"/>` +
    `<path d="M0 330Q200 270 420 320T820 300T${SIZE} 320L${SIZE} ${bottom}L0 ${bottom}Z" fill="${p.c(far)}"/>` +
    `<path d="M0 380Q300 350 600 378T${SIZE} 370L${SIZE} ${bottom}L0 ${bottom}Z" fill="${p.c(near)}"/>` +
    [350, 400, 440]
      .map((y) => `<path d="M0 ${y}L${SIZE} ${y - 12}" stroke="${p.c(darken(near, 0.25))}" stroke-width="5"/>`)
      .join('') +
    (time === 'night'
      ? ''
      : [ctx.heroSide === 'L' ? 700 : 220, ctx.heroSide === 'L' ? 860 : 360].map((x, i) => cow(ctx, x, 392 + i * 24)).join('')) +
    [200, 260, 420, 455]
      .map(
        (y, i) =>
          `<path d="M${60 + i * 230} ${y}l${180 + i * 30} 0" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`,
      )
      .join('');
  // The carriage's wall round the glass: pillars between the panes, the rack above.
  const wall = '#dfe7ee';
  const frame =
    [0, 340, 684, SIZE]
      .map((x) => `<rect x="${x - 22}" y="${top - 10}" width="44" height="${bottom - top + 20}" rx="14" fill="${p.c(wall)}"/>`)
      .join('') +
    `<rect x="0" y="${top - 14}" width="${SIZE}" height="14" fill="${p.c('#9aa7b3')}"/>` +
    `<rect x="0" y="${bottom}" width="${SIZE}" height="14" fill="${p.c('#9aa7b3')}"/>` +
    `<rect x="0" y="70" width="${SIZE}" height="10" fill="${p.c('#7d8894')}"/>` +
    `<path d="M0 100L${SIZE} 100" stroke="${p.c('#7d8894')}" stroke-width="5" stroke-dasharray="6 18"/>`;
  // The bench along the window, its back up to the sill: whoever sits on the train sits here.
  const plush = '#3f6fb5';
  const bench =
    p.shape(`M-20 520Q-20 500 0 500L${SIZE} 500Q${SIZE + 20} 500 ${SIZE + 20} 520L${SIZE + 20} 670L-20 670Z`, p.c(plush)) +
    p.shape(`M-20 650L${SIZE + 20} 650L${SIZE + 20} 720L-20 720Z`, p.c(darken(plush, 0.12))) +
    [260, 520, 780].map((x) => `<path d="M${x} 512L${x} 646" stroke="${p.c(darken(plush, 0.2))}" stroke-width="4"/>`).join('');
  return room(ctx, {
    wall,
    floor: '#6d7480',
    floorKind: 'carpet',
    furniture: view + frame + bench,
    seat: { x: ctx.heroSide === 'L' ? 340 : 684, y: 660 },
    landmark: bottom,
  });
}

/** A cow out in the field, small with distance: white, black patches, head down at the grass. */
function cow(ctx: StageContext, x: number, y: number): string {
  const { p } = ctx;
  const dark = p.c('#2b2b2b');
  const body =
    [-14, -6, 8, 16].map((dx) => `<rect x="${dx}" y="-6" width="4" height="14" fill="${dark}"/>`).join('') +
    p.ellipse(0, -12, 24, 12, p.c('#f7f5ef'), { line: false }) +
    `<circle cx="-6" cy="-15" r="5" fill="${dark}"/><circle cx="10" cy="-10" r="4" fill="${dark}"/>` +
    p.ellipse(26, -4, 8, 6, p.c('#f7f5ef'), { line: false });
  return `<g transform="translate(${x} ${y}) scale(1.8)">${body}</g>`;
}
