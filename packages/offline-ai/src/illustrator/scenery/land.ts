import { mix } from '../colour.js';
import { n, SIZE } from '../draw/pen.js';
import { cornerFrame, openAir } from './open-air.js';
import {
  bush,
  fade,
  fence,
  flowers,
  ground,
  hills,
  house,
  mountains,
  path,
  rock,
  tree,
  treeline,
  tufts,
  water,
} from './parts.js';
import { namedThing, type Stage, type StageContext } from './stage.js';

/** Green and rocky places: meadow, garden, park, playground, forest, jungle, savanna, farm, mountains, waterfall, river, lake, campsite, village, night sky. */

export function meadow(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  return openAir(ctx, {
    horizon: 560,
    far: (air) => hills(p, rng, 520, 70, fade('#8cc48a', air, 0.45)) + hills(p, rng, 560, 40, fade('#7dbb6a', air, 0.25)),
    land: () =>
      ground(p, 560, ['#93d06c', '#4f9e3c']) +
      tufts(p, rng, 580, 1000, 60, '#3f8a34') +
      flowers(p, rng, 600, 1000, 45) +
      tree(p, ctx.heroSide === 'L' ? 880 : 150, 640, 260, 'round'),
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
  });
}

export function garden(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  // A snow day: the lawn, the beds and the trees lie under snow; no flowers out.
  if (snowLies(ctx))
    return openAir(ctx, {
      horizon: 600,
      far: (air) => treeline(p, rng, 590, 150, 'snowy-pine', { tint: air.haze }) + fence(p, 628, '#f4ead8'),
      land: () =>
        ground(p, 600, SNOW_GROUND) +
        [120, 380, 640, 900].map((x) => bush(p, x, 640, 70, '#e9f1fa')).join('') +
        snowDrifts(ctx, 720),
      front: cornerFrame(ctx, '#ffffff', 'snow'),
      floor: 'snow',
    });
  const beds = [120, 380, 640, 900].map((x) => bush(p, x, 640, 70, '#3f8f4a') + flowers(p, rng, 580, 640, 0)).join('');
  return openAir(ctx, {
    horizon: 600,
    far: (air) => treeline(p, rng, 590, 150, 'round', { tint: air.haze }) + fence(p, 628, '#f4ead8'),
    land: () =>
      ground(p, 600, ['#96d46f', '#5aa845']) +
      beds +
      path(p, 620, ctx.heroSide === 'L' ? 560 : 180, '#e8d4a6') +
      flowers(p, rng, 640, 1000, 70, ['#ff6b8b', '#ffd166', '#c77dff', '#ff9f43', '#ffffff']) +
      // A watering can and a flower bed with tall sunflowers on the far side.
      [0, 1, 2].map((i) => sunflower(ctx, (ctx.heroSide === 'L' ? 800 : 90) + i * 55, 760 + i * 8, 200 - i * 20)).join(''),
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
  });
}

const SNOW_GROUND = ['#f8fbff', '#dce7f3'] as const;

/** Snow falls or has fallen on a place that is green other days (the garden, the park, the playground). */
function snowLies(ctx: StageContext): boolean {
  return ctx.weather.includes('snow');
}

function sunflower(ctx: StageContext, x: number, y: number, h: number): string {
  const { p } = ctx;
  let out = p.tube(
    [
      [x, y],
      [x + 4, y - h],
    ],
    7,
    p.c('#3f8a34'),
  );
  for (let k = 0; k < 10; k += 1) {
    const a = (k / 10) * Math.PI * 2;
    out += p.ellipse(x + 4 + Math.cos(a) * 22, y - h + Math.sin(a) * 22, 12, 12, p.c('#f7c531'), { line: false });
  }
  return out + p.ellipse(x + 4, y - h, 17, 17, p.c('#6b4226'));
}

export function park(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const far = ctx.heroSide === 'L' ? 760 : 240;
  const bench = (x: number, y: number) =>
    p.shape(`M${x - 90} ${y - 48}L${x + 90} ${y - 48}L${x + 90} ${y - 36}L${x - 90} ${y - 36}Z`, p.c('#a0673c')) +
    p.shape(`M${x - 90} ${y - 80}L${x + 90} ${y - 80}L${x + 90} ${y - 62}L${x - 90} ${y - 62}Z`, p.c('#a0673c')) +
    [x - 75, x + 75]
      .map((lx) =>
        p.tube(
          [
            [lx, y],
            [lx, y - 46],
          ],
          8,
          p.c('#46464e'),
        ),
      )
      .join('');
  return openAir(ctx, {
    horizon: 570,
    far: (air) => treeline(p, rng, 560, 170, 'round', { tint: air.haze, count: 9 }),
    land: () =>
      snowLies(ctx)
        ? ground(p, 570, SNOW_GROUND) +
          water(p, rng, 600, 660, ['#cfe6f5', '#b4d3ea'], 8) +
          tree(p, far + 150, 720, 330, 'snowy-pine') +
          bench(far, 800) +
          snowDrifts(ctx, 720)
        : ground(p, 570, ['#8fd06a', '#4f9e3c']) +
          water(p, rng, 600, 660, ['#7fc8ec', '#5aa9d6'], 8) +
          path(p, 660, far - 160, '#e3d3ae') +
          tree(p, far + 150, 720, 330, 'round') +
          bench(far, 800) +
          tufts(p, rng, 680, 1000, 40, '#3f8a34'),
    front: snowLies(ctx) ? cornerFrame(ctx, '#ffffff', 'snow') : cornerFrame(ctx, '#3d8a30', 'grass'),
    ...(snowLies(ctx) && { floor: 'snow' as const }),
    seat: { x: far, y: 752 },
  });
}

/**
 * A football pitch in the park: mown stripes, white lines and a centre circle, a goal with its net at the far end and
 * the park's trees behind. (A footballer's lessons and a match day are had here, never by the duck pond.)
 */
export function pitch(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const goalX = ctx.heroSide === 'L' ? 720 : 280;
  const stripes = [0, 1, 2, 3, 4, 5]
    .map((k) => {
      const y0 = 600 + k * 70;
      return k % 2 === 0
        ? ''
        : p.shape(`M0 ${y0}L${SIZE} ${y0}L${SIZE} ${y0 + 70}L0 ${y0 + 70}Z`, p.c('#6cbf4f'), { line: false });
    })
    .join('');
  const white = p.c('#f7f7f2');
  const lines =
    p.stroke(`M0 640L${SIZE} 640`, white, 6) +
    p.stroke(`M${SIZE / 2} 640L${SIZE / 2} ${SIZE}`, white, 6) +
    p.stroke(`M${SIZE / 2 - 150} 840A150 70 0 1 1 ${SIZE / 2 + 150} 840A150 70 0 1 1 ${SIZE / 2 - 150} 840`, white, 6);
  // The goal at the far line: two posts and a crossbar, the net behind them.
  const net = [0, 1, 2, 3, 4, 5, 6]
    .map((k) => p.stroke(`M${goalX - 150 + k * 50} 470L${goalX - 140 + k * 47} 640`, p.c('#d9dde2'), 3))
    .join('');
  const netRows = [0, 1, 2]
    .map((k) => p.stroke(`M${goalX - 118} ${550 + k * 30}L${goalX + 118} ${550 + k * 30}`, p.c('#d9dde2'), 2))
    .join('');
  const goal =
    net +
    netRows +
    p.tube(
      [
        [goalX - 155, 650],
        [goalX - 155, 465],
        [goalX + 155, 465],
        [goalX + 155, 650],
      ],
      14,
      white,
    );
  return openAir(ctx, {
    horizon: 560,
    far: (air) => treeline(p, rng, 550, 150, 'round', { tint: air.haze, count: 9 }),
    land: () => ground(p, 560, ['#86cc62', '#58a844']) + stripes + lines + goal,
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
  });
}

export function playground(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const x = ctx.heroSide === 'L' ? 720 : 300;
  const swing =
    p.tube(
      [
        [x - 150, 800],
        [x - 110, 520],
      ],
      10,
      p.c('#e63946'),
    ) +
    p.tube(
      [
        [x + 10, 800],
        [x - 30, 520],
      ],
      10,
      p.c('#e63946'),
    ) +
    p.tube(
      [
        [x - 120, 520],
        [x - 20, 520],
      ],
      12,
      p.c('#e63946'),
    ) +
    p.stroke(`M${x - 90} 522L${x - 90} 700M${x - 50} 522L${x - 50} 700`, p.c('#5a5a62'), 3) +
    p.shape(`M${x - 100} 700L${x - 40} 700L${x - 40} 712L${x - 100} 712Z`, p.c('#3a86ff'));
  // (One the hero goes down is drawn under them: not a second one here.)
  const slide = namedThing(ctx, 'slide')
    ? ''
    : p.tube(
        [
          [x + 90, 800],
          [x + 90, 560],
        ],
        9,
        p.c('#8e9aa8'),
      ) + p.shape(`M${x + 80} 560L${x + 120} 560L${x + 280} 790L${x + 240} 800Z`, p.c('#f9c80e'));
  return openAir(ctx, {
    horizon: 580,
    far: (air) => treeline(p, rng, 570, 150, 'round', { tint: air.haze }) + fence(p, 610, '#f1e7d4'),
    land: () =>
      snowLies(ctx)
        ? ground(p, 580, SNOW_GROUND) + swing + slide + snowDrifts(ctx, 740)
        : ground(p, 580, ['#9bd472', '#5aa845']) +
          ground(p, 760, ['#e6c89a', '#d8b37f'], 880) +
          swing +
          slide +
          tufts(p, rng, 600, 700, 20, '#3f8a34'),
    front: snowLies(ctx) ? cornerFrame(ctx, '#ffffff', 'snow') : cornerFrame(ctx, '#3d8a30', 'grass'),
    ...(snowLies(ctx) && { floor: 'snow' as const }),
  });
}

export function forest(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const dark = ctx.time === 'night';
  const shafts = dark
    ? ''
    : [180, 460, 760]
        .map((x) => `<path d="M${x} 0L${x + 70} 0L${x + 260} 900L${x + 140} 900Z" fill="${p.c('#fff6cf')}" opacity="0.16"/>`)
        .join('');
  const trunks = [60, 250, 770, 960]
    .map((x, i) => p.shape(`M${x - 30} 900L${x - 22} 0L${x + 22} 0L${x + 30} 900Z`, p.c(i % 2 ? '#6b4a2e' : '#5c3f27')))
    .join('');
  return openAir(ctx, {
    horizon: 620,
    far: (air) =>
      treeline(p, rng, 600, 260, 'pine', { tint: air.haze, count: 10 }) +
      treeline(p, rng, 630, 230, 'round', { tint: mix(air.haze, '#2f6a3a', 0.4), count: 8 }),
    land: () =>
      ground(p, 620, ['#6fae55', '#3e7d33']) +
      shafts +
      trunks +
      canopy(ctx) +
      mushrooms(ctx, ctx.heroSide === 'L' ? 820 : 180, 860) +
      tufts(p, rng, 640, 1000, 50, '#2f6a2a') +
      rock(p, ctx.heroSide === 'L' ? 700 : 330, 730, 40, '#8a8a80'),
    front: cornerFrame(ctx, '#2e6b2e', 'leaves'),
    hazeStrength: 0.3,
  });
}

/** Leaves hanging into the picture's top corners, leaving the sky (and its moon) open. */
function canopy(ctx: StageContext): string {
  const { p } = ctx;
  const corner = (x: number, dir: number) =>
    p.cluster(
      [
        [x, -20, 130],
        [x + dir * 140, 0, 90],
        [x + dir * 30, 100, 80],
      ],
      p.c('#2f6b35'),
    );
  return corner(0, 1) + corner(SIZE, -1);
}

function mushrooms(ctx: StageContext, x: number, y: number): string {
  const { p } = ctx;
  return [0, 1]
    .map((i) => {
      const mx = x + i * 50;
      const my = y - i * 10;
      const s = i ? 0.7 : 1;
      return (
        p.shape(
          `M${mx - 10 * s} ${my}L${mx - 8 * s} ${my - 40 * s}L${mx + 8 * s} ${my - 40 * s}L${mx + 10 * s} ${my}Z`,
          p.c('#f6ecd8'),
        ) +
        p.shape(`M${mx - 36 * s} ${my - 36 * s}Q${mx} ${my - 90 * s} ${mx + 36 * s} ${my - 36 * s}Z`, p.c('#e5484d')) +
        `<circle cx="${mx - 10 * s}" cy="${my - 52 * s}" r="${6 * s}" fill="#ffffff"/><circle cx="${mx + 12 * s}" cy="${my - 46 * s}" r="${5 * s}" fill="#ffffff"/>`
      );
    })
    .join('');
}

export function jungle(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const vines = [120, 330, 690, 900]
    .map((x) => p.stroke(`M${x} 0Q${x + 30} 160 ${x - 10} 320Q${x - 30} 400 ${x + 10} 460`, p.c('#2e7d32'), 9))
    .join('');
  return openAir(ctx, {
    horizon: 600,
    far: (air) =>
      treeline(p, rng, 590, 300, 'jungle', { tint: air.haze, count: 9 }) +
      treeline(p, rng, 620, 240, 'palm', { tint: mix(air.haze, '#1f5f2a', 0.5), count: 6 }),
    land: () =>
      ground(p, 600, ['#4f9a3f', '#2f6e2a']) +
      vines +
      `<path d="M0 0L${SIZE} 0L${SIZE} 90Q${SIZE * 0.7} 190 ${SIZE * 0.45} 100Q${SIZE * 0.2} 200 0 110Z" fill="${p.c('#1f6b2c')}"/>` +
      bigLeaves(ctx, 640) +
      tufts(p, rng, 640, 1000, 40, '#1f5a22'),
    front: cornerFrame(ctx, '#1f7a2c', 'leaves'),
    hazeStrength: 0.35,
  });
}

function bigLeaves(ctx: StageContext, y: number): string {
  const { p, rng } = ctx;
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    const x = rng.range(0, SIZE);
    const a = rng.range(-50, 50);
    out += `<g transform="rotate(${n(a)} ${n(x)} ${y})">${p.shape(`M${n(x)} ${y}Q${n(x + 50)} ${y - 90} ${n(x)} ${y - 170}Q${n(x - 50)} ${y - 90} ${n(x)} ${y}Z`, p.c('#2f8a3e'))}</g>`;
  }
  return out;
}

export function savanna(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const x = ctx.heroSide === 'L' ? 800 : 220;
  return openAir(ctx, {
    horizon: 580,
    far: (air) => mountains(p, rng, 580, 120, fade('#c7a27a', air, 0.55), { count: 3 }),
    land: () =>
      ground(p, 580, ['#e2c16a', '#c79a45']) +
      tree(p, x, 680, 300, 'baobab') +
      tree(p, 1024 - x, 610, 140, 'baobab', { line: false }) +
      tufts(p, rng, 600, 1000, 70, '#b38a3a'),
    front: cornerFrame(ctx, '#b08a3a', 'grass'),
  });
}

export function farm(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const bx = ctx.heroSide === 'L' ? 760 : 260;
  const barn =
    p.shape(`M${bx - 130} 700L${bx - 130} 520L${bx} 430L${bx + 130} 520L${bx + 130} 700Z`, p.c('#c0392b')) +
    p.shape(`M${bx - 150} 530L${bx} 420L${bx + 150} 530L${bx + 130} 540L${bx} 445L${bx - 130} 540Z`, p.c('#f4ede0')) +
    p.shape(`M${bx - 50} 700L${bx - 50} 590L${bx + 50} 590L${bx + 50} 700Z`, p.c('#f4ede0')) +
    p.stroke(`M${bx - 50} 590L${bx + 50} 700M${bx + 50} 590L${bx - 50} 700`, p.c('#c0392b'), 6);
  const hay = p.shape(`M${1024 - bx - 60} 760Q${1024 - bx} 690 ${1024 - bx + 60} 760Z`, p.c('#e9c25a'));
  return openAir(ctx, {
    horizon: 590,
    far: (air) => hills(p, rng, 560, 60, fade('#a6cf7e', air, 0.45)) + fields(ctx, 590, air.haze),
    land: () =>
      ground(p, 620, ['#9ccf6a', '#5f9e3a']) +
      barn +
      hay +
      fence(p, 820, '#f1e4cf', 0, SIZE) +
      tufts(p, rng, 640, 1000, 40, '#4f8a34'),
    front: cornerFrame(ctx, '#4f8a30', 'grass'),
  });
}

/**
 * A pumpkin patch: the farm's field with its pumpkins lying on the ground among their leaves and
 * vines, the smaller further back, none where the hero stands.
 */
export function pumpkinPatch(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const stage = farm(ctx);
  const heroX = ctx.heroSide === 'L' ? 0.35 * SIZE : 0.65 * SIZE;
  let patch = '';
  for (const [y, r, count] of [
    [700, 22, 7],
    [770, 32, 5],
    [860, 44, 4],
  ] as const)
    for (let i = 0; i < count; i += 1) {
      const x = ((i + 0.5) / count) * SIZE + rng.range(-20, 20);
      if (Math.abs(x - heroX) < r * 2.5) continue;
      patch +=
        p.stroke(
          `M${n(x - r * 2)} ${n(y + r * 0.3)}Q${n(x)} ${n(y - r * 0.2)} ${n(x + r * 2)} ${n(y + r * 0.4)}`,
          p.c('#4f8a34'),
          3,
        ) +
        p.ellipse(x - r * 1.3, y, r * 0.7, r * 0.35, p.c('#5f9e3a')) +
        p.ellipse(x, y - r * 0.55, r * 1.2, r * 0.8, p.c('#f08a24')) +
        p.stroke(`M${n(x)} ${n(y - r * 1.3)}L${n(x + r * 0.1)} ${n(y - r * 1.7)}`, p.c('#6b5a2a'), 4);
    }
  return { ...stage, back: stage.back + patch };
}

function fields(ctx: StageContext, y: number, hazeColour: string): string {
  const { p } = ctx;
  const colours = ['#c9d36a', '#8fc06a', '#e0c05a', '#a3cc72'];
  return colours
    .map(
      (c, i) =>
        `<path d="M${i * 260 - 40} ${y + 30}L${i * 260 + 280} ${y + 30}L${i * 260 + 300} ${y - 10}L${i * 260 - 20} ${y - 10}Z" fill="${p.c(mix(c, hazeColour, 0.3))}"/>`,
    )
    .join('');
}

export function mountain(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  return openAir(ctx, {
    horizon: 620,
    far: (air) =>
      mountains(p, rng, 560, 360, fade('#8a98b0', air, 0.45), { snow: true, count: 3 }) +
      mountains(p, rng, 620, 260, fade('#6f8a6a', air, 0.3), { count: 4 }),
    land: () =>
      ground(p, 620, ['#8aa86a', '#5f7f4a']) +
      rock(p, ctx.heroSide === 'L' ? 860 : 160, 760, 90, '#8e8a84') +
      rock(p, ctx.heroSide === 'L' ? 680 : 340, 690, 45, '#9a958f') +
      treeline(p, rng, 650, 110, 'pine', { count: 6, line: true }) +
      tufts(p, rng, 660, 1000, 30, '#4f6f3a'),
    front: cornerFrame(ctx, '#7d7872', 'rocks'),
  });
}

export function snowyMountain(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  return openAir(ctx, {
    horizon: 600,
    far: (air) =>
      mountains(p, rng, 600, 420, fade('#b7c4d8', air, 0.35), { snow: true, count: 3 }) +
      mountains(p, rng, 620, 260, fade('#dfe8f3', air, 0.2), { snow: true, count: 4 }),
    land: () =>
      ground(p, 600, ['#f8fbff', '#dce7f3']) +
      treeline(p, rng, 640, 150, 'snowy-pine', { count: 5, line: true }) +
      snowDrifts(ctx, 700),
    front: cornerFrame(ctx, '#ffffff', 'snow'),
    floor: 'snow',
  });
}

export function arctic(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const ix = ctx.heroSide === 'L' ? 800 : 220;
  const igloo =
    p.shape(`M${ix - 130} 720Q${ix - 130} 560 ${ix} 560Q${ix + 130} 560 ${ix + 130} 720Z`, p.c('#f4f8fd')) +
    p.shape(`M${ix - 40} 720Q${ix - 40} 660 ${ix} 660Q${ix + 40} 660 ${ix + 40} 720Z`, p.c('#5c6f8a')) +
    [600, 640, 680].map((y) => p.stroke(`M${ix - 120} ${y}Q${ix} ${y - 20} ${ix + 120} ${y}`, p.c('#b9c9dc'), 2)).join('');
  return openAir(ctx, {
    horizon: 580,
    far: (air) => icebergs(ctx, 580, air.haze),
    land: () =>
      water(p, rng, 560, 600, ['#6fb2d8', '#4a90c0'], 6) + ground(p, 600, ['#f8fbff', '#d7e4f2']) + igloo + snowDrifts(ctx, 760),
    front: cornerFrame(ctx, '#ffffff', 'snow'),
    floor: 'snow',
  });
}

function icebergs(ctx: StageContext, y: number, hazeColour: string): string {
  const { p } = ctx;
  return [140, 520, 880]
    .map((x, i) =>
      p.shape(
        `M${x - 120} ${y}L${x - 60} ${y - 90 - i * 20}L${x} ${y - 120 - i * 10}L${x + 50} ${y - 70}L${x + 110} ${y}Z`,
        p.c(mix('#e8f4ff', hazeColour, 0.3)),
        { line: false },
      ),
    )
    .join('');
}

function snowDrifts(ctx: StageContext, y: number): string {
  const { p } = ctx;
  return [150, 520, 880].map((x) => `<ellipse cx="${x}" cy="${y}" rx="160" ry="24" fill="${p.c('#eaf1fa')}"/>`).join('');
}

export function waterfall(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const fx = ctx.heroSide === 'L' ? 720 : 300;
  // A cliff with water pouring down it into a foaming pool.
  const cliff =
    p.shape(
      `M${fx - 260} 700L${fx - 230} 260Q${fx - 120} 180 ${fx} 200Q${fx + 140} 170 ${fx + 250} 250L${fx + 280} 700Z`,
      p.c('#7f8c84'),
    ) +
    rock(p, fx - 200, 700, 80, '#6f7a72') +
    rock(p, fx + 220, 700, 90, '#6f7a72');
  const fall = p.shape(`M${fx - 80} 220L${fx + 80} 214L${fx + 110} 700L${fx - 110} 700Z`, p.c('#9fd8f5'), { shade: true });
  const streaks = Array.from({ length: 9 }, (_, i) =>
    p.stroke(`M${fx - 70 + i * 18} ${230 + (i % 3) * 30}L${fx - 95 + i * 24} ${640 + (i % 2) * 30}`, p.c('#ffffff'), 5, {
      opacity: 0.8,
    }),
  ).join('');
  const foam = Array.from({ length: 12 }, (_, i) =>
    p.ellipse(fx - 150 + i * 27, 700 + (i % 3) * 8, 30, 18, p.c('#ffffff'), { line: false, shade: false }),
  ).join('');
  return openAir(ctx, {
    horizon: 560,
    far: (air) => treeline(p, rng, 560, 220, 'round', { tint: air.haze }),
    land: () =>
      ground(p, 560, ['#6aa84f', '#3f7d33']) +
      cliff +
      treeline(p, rng, 250, 120, 'round', { count: 5, line: true }) +
      fall +
      streaks +
      water(p, rng, 700, 800, ['#69b8e2', '#3f8fc4'], 10) +
      foam +
      `<ellipse cx="${fx}" cy="690" rx="200" ry="40" fill="#ffffff" opacity="0.4"/>`,
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
    ground: 900,
  });
}

export function river(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const band = `M0 ${650}C300 630 500 700 ${SIZE} 660L${SIZE} 780C600 820 300 760 0 800Z`;
  return openAir(ctx, {
    horizon: 580,
    far: (air) => hills(p, rng, 560, 80, fade('#8cc48a', air, 0.45)) + treeline(p, rng, 590, 130, 'round', { tint: air.haze }),
    land: () =>
      ground(p, 580, ['#8fcf6a', '#4f9e3c']) +
      p.shape(band, p.c('#5fb3e0'), { line: false }) +
      [0, 1, 2, 3, 4, 5].map((i) => p.stroke(`M${80 + i * 160} ${700 + (i % 2) * 30}q30 -8 60 0`, p.c('#dff3ff'), 4)).join('') +
      rock(p, 300, 730, 26, '#8e8a84') +
      rock(p, 720, 710, 30, '#8e8a84') +
      reeds(ctx, ctx.heroSide === 'L' ? 900 : 120, 820) +
      tufts(p, rng, 800, 1000, 30, '#3f8a34'),
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
    ground: 920,
    water: 770,
  });
}

function reeds(ctx: StageContext, x: number, y: number): string {
  const { p } = ctx;
  return [0, 1, 2, 3]
    .map(
      (i) =>
        p.tube(
          [
            [x + i * 14, y],
            [x + i * 16, y - 120 - i * 10],
          ],
          5,
          p.c('#5f8f3a'),
        ) + p.ellipse(x + i * 16, y - 130 - i * 10, 7, 18, p.c('#7a5232')),
    )
    .join('');
}

export function lake(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  // 'Winter came. The pond froze': in the snow the water is ice and the bank is white.
  if (ctx.weather.includes('snow'))
    return openAir(ctx, {
      horizon: 560,
      far: (air) =>
        mountains(p, rng, 560, 200, fade('#9aaec0', air, 0.4), { snow: true, count: 3 }) +
        treeline(p, rng, 565, 110, 'snowy-pine', { tint: air.haze, count: 10 }),
      land: () =>
        `<g data-ice="1">${ground(p, 560, ['#e4f0f8', '#bcd5e8'])}${iceCracks(ctx)}</g>` +
        `<path d="M0 760Q260 730 520 760T${SIZE} 750L${SIZE} ${SIZE}L0 ${SIZE}Z" fill="${p.c('#f4f8fc')}"/>` +
        jetty(ctx) +
        reeds(ctx, ctx.heroSide === 'L' ? 880 : 60, 790) +
        snowDrifts(ctx, 780),
      front: cornerFrame(ctx, '#ffffff', 'snow'),
      ground: 900,
    });
  return openAir(ctx, {
    horizon: 560,
    far: (air) =>
      mountains(p, rng, 560, 200, fade('#7f9bb0', air, 0.4), { count: 3 }) +
      treeline(p, rng, 565, 110, 'pine', { tint: air.haze, count: 12 }),
    land: () =>
      water(p, rng, 560, 760, ['#7cc2e6', '#4f9cc9'], 14) +
      `<path d="M0 760Q260 730 520 760T${SIZE} 750L${SIZE} ${SIZE}L0 ${SIZE}Z" fill="${p.c('#86c46a')}"/>` +
      jetty(ctx) +
      reeds(ctx, ctx.heroSide === 'L' ? 880 : 60, 790) +
      lilyPads(ctx),
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
    ground: 900,
    water: 730,
  });
}

/** Light scratches and cracks across a frozen pond. */
function iceCracks(ctx: StageContext): string {
  const { p, rng } = ctx;
  let out = '';
  for (let i = 0; i < 7; i += 1) {
    const x = rng.range(60, 960);
    const y = rng.range(590, 740);
    const dx = rng.range(40, 130);
    out += p.stroke(
      `M${n(x)} ${n(y)}l${n(dx * 0.5)} ${n(rng.range(-6, 6))}l${n(dx * 0.5)} ${n(rng.range(-6, 6))}`,
      '#ffffff',
      2.5,
    );
  }
  return out;
}

function jetty(ctx: StageContext): string {
  const { p } = ctx;
  const x = ctx.heroSide === 'L' ? 160 : 600;
  return (
    p.shape(`M${x} 800L${x + 260} 800L${x + 230} 700L${x + 40} 700Z`, p.c('#a97a4a')) +
    [x + 60, x + 210]
      .map((px) =>
        p.tube(
          [
            [px, 800],
            [px, 840],
          ],
          12,
          p.c('#7a5232'),
        ),
      )
      .join('')
  );
}

function lilyPads(ctx: StageContext): string {
  const { p } = ctx;
  return [
    [300, 640],
    [700, 690],
    [520, 610],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="34" ry="11" fill="${p.c('#4f9a3f')}"/><circle cx="${x! + 10}" cy="${y! - 6}" r="6" fill="${p.c('#ff9ec4')}"/>`,
    )
    .join('');
}

export function campsite(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const tx = ctx.heroSide === 'L' ? 760 : 260;
  const tent =
    p.shape(`M${tx - 160} 760L${tx} 520L${tx + 160} 760Z`, p.c('#f28c28')) +
    p.shape(`M${tx - 40} 760L${tx} 620L${tx + 40} 760Z`, p.c('#7a3b12'));
  const fire = (x: number, y: number) =>
    [-22, 0, 22]
      .map((dx) =>
        p.tube(
          [
            [x + dx - 20, y],
            [x + dx + 20, y - 10],
          ],
          10,
          p.c('#7a5232'),
        ),
      )
      .join('') +
    p.shape(
      `M${x - 30} ${y - 8}Q${x - 34} ${y - 60} ${x} ${y - 110}Q${x + 6} ${y - 60} ${x + 30} ${y - 70}Q${x + 40} ${y - 30} ${x + 30} ${y - 8}Z`,
      p.c('#ff8c1a'),
    ) +
    p.shape(`M${x - 14} ${y - 8}Q${x - 14} ${y - 40} ${x + 2} ${y - 66}Q${x + 8} ${y - 36} ${x + 16} ${y - 8}Z`, p.c('#ffd23f'), {
      line: false,
    });
  return openAir(ctx, {
    horizon: 600,
    far: (air) =>
      mountains(p, rng, 600, 180, fade('#6f8aa0', air, 0.4), { count: 3 }) +
      treeline(p, rng, 610, 200, 'pine', { tint: air.haze, count: 10 }),
    land: () =>
      ground(p, 600, ['#7fb35a', '#4a7f36']) +
      tent +
      fire(1024 - tx, 830) +
      `<circle cx="${1024 - tx}" cy="790" r="160" fill="${p.c('#ffb347')}" opacity="0.18"/>` +
      p.shape(`M${1024 - tx - 190} 880L${1024 - tx - 70} 880L${1024 - tx - 70} 850L${1024 - tx - 190} 850Z`, p.c('#8a5a32')) +
      tufts(p, rng, 620, 1000, 40, '#3f6f2a'),
    front: cornerFrame(ctx, '#2e6b2e', 'grass'),
    seat: { x: 1024 - tx - 130, y: 850 },
  });
}

export function village(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const houses = [
    [110, 640, '#f6d7a7', '#c0392b'],
    [330, 620, '#e9eef2', '#3a6ea5'],
    [700, 630, '#f3c6c6', '#7a4a2e'],
    [920, 645, '#fdf1c7', '#2e8b57'],
  ] as const;
  return openAir(ctx, {
    horizon: 600,
    far: (air) => hills(p, rng, 580, 70, fade('#8cc48a', air, 0.45)) + church(ctx, 520, 560, air.haze),
    land: () =>
      ground(p, 600, ['#9ccf6a', '#5f9e3a']) +
      houses.map(([x, y, w, r]) => house(p, x, y, 170, w, r)).join('') +
      ground(p, 700, ['#d9c6a0', '#c4ad84'], 1024) +
      cobbles(ctx, 700) +
      flowers(p, rng, 650, 690, 20),
    front: '',
  });
}

function church(ctx: StageContext, x: number, y: number, hazeColour: string): string {
  const { p } = ctx;
  const c = p.c(mix('#e8e2d6', hazeColour, 0.4));
  return `<path d="M${x - 40} ${y}L${x - 40} ${y - 150}L${x} ${y - 220}L${x + 40} ${y - 150}L${x + 40} ${y}Z" fill="${c}"/>`;
}

function cobbles(ctx: StageContext, top: number): string {
  const { p, rng } = ctx;
  let out = '';
  for (let i = 0; i < 60; i += 1) {
    const y = rng.range(top + 10, 1024);
    const x = rng.range(0, 1024);
    const s = 6 + ((y - top) / (1024 - top)) * 16;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.4)}" ry="${n(s * 0.6)}" fill="${p.c('#b59f78')}" opacity="0.6"/>`;
  }
  return out;
}

export function nightSky(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  // A hilltop under a sky full of stars: the sky is the picture.
  const shooting = `<path d="M${ctx.heroSide === 'L' ? 620 : 180} 120l220 80" stroke="#fff8d0" stroke-width="4" stroke-linecap="round" opacity="0.9"/><circle cx="${ctx.heroSide === 'L' ? 840 : 400}" cy="200" r="7" fill="#ffffff"/>`;
  const milky = `<ellipse cx="512" cy="260" rx="620" ry="90" fill="#c8c6ff" opacity="0.12" transform="rotate(-18 512 260)"/>`;
  return openAir(ctx, {
    horizon: 720,
    far: () => milky + shooting + hills(p, rng, 700, 60, '#223a4a'),
    land: () =>
      `<path d="M-20 ${SIZE}L-20 780Q300 700 600 740T${SIZE + 20} 760L${SIZE + 20} ${SIZE}Z" fill="${p.c('#2f5a3a')}"/>` +
      tree(p, ctx.heroSide === 'L' ? 900 : 110, 800, 230, 'round'),
    front: cornerFrame(ctx, '#234a2e', 'grass'),
    ground: 900,
    hazeStrength: 0.15,
  });
}
