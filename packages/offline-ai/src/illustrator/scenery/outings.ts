import { n, place, SIZE } from '../draw/pen.js';
import { drawCreature } from '../figures/kinds.js';
import { cornerFrame, openAir } from './open-air.js';
import { fence, fade, ground, house, treeline, tufts, water } from './parts.js';
import type { Stage, StageContext } from './stage.js';

/** Days out: the zoo, the market, the train station, the swimming pool, the fair. */

export function zoo(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const far = ctx.heroSide === 'L' ? 760 : 260;
  // An enclosure with a giraffe and an elephant behind its fence.
  const animal = (id: 'giraffe' | 'elephant', x: number, y: number, px: number) => {
    const m = drawCreature(p, id, 0, 'stand', 'happy')!;
    const k = px / m.height;
    const f = drawCreature(p.scaled(k, x > SIZE / 2), id, 0, 'stand', 'happy')!;
    return place(f.svg, x, y, k, x > SIZE / 2);
  };
  return openAir(ctx, {
    horizon: 560,
    far: (air) => treeline(p, rng, 560, 180, 'jungle', { tint: air.haze, count: 8 }),
    land: () =>
      ground(p, 560, ['#b9d27a', '#7fa84f']) +
      animal('giraffe', far - 120, 700, 300) +
      animal('elephant', far + 110, 710, 170) +
      fence(p, 740, '#8a5a32', 0, SIZE) +
      ground(p, 760, ['#e3d3ae', '#cdb98d']) +
      tufts(p, rng, 570, 700, 20, '#5f8f3a'),
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
  });
}

export function market(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const stall = (x: number, colour: string) => {
    let out = p.shape(`M${x - 110} 640L${x - 110} 540L${x + 110} 540L${x + 110} 640Z`, p.c('#c98a4b'));
    out += Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${x - 130 + i * 52} 470L${x - 78 + i * 52} 470L${x - 78 + i * 52} 520Q${x - 104 + i * 52} 545 ${x - 130 + i * 52} 520Z" fill="${p.c(i % 2 ? '#ffffff' : colour)}"/>`,
    ).join('');
    out += [x - 90, x + 90]
      .map((px) =>
        p.tube(
          [
            [px, 640],
            [px, 470],
          ],
          8,
          p.c('#6b4628'),
        ),
      )
      .join('');
    for (let i = 0; i < 7; i += 1)
      out += p.ellipse(x - 80 + i * 27, 530, 13, 12, p.c(rng.pick(['#e63946', '#f4a261', '#8fd14f', '#ffd23f', '#9b5de5'])), {
        line: false,
      });
    return out;
  };
  return openAir(ctx, {
    horizon: 600,
    far: (air) =>
      [60, 300, 560, 820]
        .map((x, i) =>
          house(
            p,
            x,
            600,
            200,
            fade(['#f6d7a7', '#e9eef2', '#f3c6c6', '#fdf1c7'][i]!, air, 0.3),
            fade('#b5523b', air, 0.3),
            false,
          ),
        )
        .join(''),
    land: () =>
      ground(p, 600, ['#d9c6a0', '#c4ad84']) +
      stall(ctx.heroSide === 'L' ? 780 : 240, '#e63946') +
      stall(ctx.heroSide === 'L' ? 560 : 470, '#2a9d8f'),
  });
}

export function station(ctx: StageContext): Stage {
  const { p } = ctx;
  const train =
    p.shape(`M40 640L40 470Q40 430 90 430L760 430Q820 430 860 480L900 640Z`, p.c('#d64545')) +
    Array.from(
      { length: 6 },
      (_, i) => `<rect x="${90 + i * 120}" y="460" width="80" height="70" rx="10" fill="${p.c('#cfe6f5')}"/>`,
    ).join('') +
    `<rect x="40" y="560" width="860" height="20" fill="${p.c('#f4f1e8')}"/>` +
    [160, 360, 560, 760].map((x) => p.ellipse(x, 650, 40, 40, p.c('#3a3d45'))).join('');
  const clock = `<circle cx="${ctx.heroSide === 'L' ? 860 : 160}" cy="200" r="56" fill="${p.c('#fbfbf7')}" stroke="${p.c('#3a3d45')}" stroke-width="10"/><path d="M${ctx.heroSide === 'L' ? 860 : 160} 200l0 -34M${ctx.heroSide === 'L' ? 860 : 160} 200l24 10" stroke="${p.c('#3a3d45')}" stroke-width="6" stroke-linecap="round"/>`;
  const roof =
    p.shape(`M0 0L${SIZE} 0L${SIZE} 120L0 120Z`, p.c('#5a6f86')) +
    [120, 400, 680, 960]
      .map((x) =>
        p.tube(
          [
            [x, 120],
            [x, 700],
          ],
          18,
          p.c('#5a6f86'),
        ),
      )
      .join('');
  return openAir(ctx, {
    horizon: 640,
    far: () => '',
    land: () =>
      ground(p, 640, ['#8a8f98', '#6b6f78'], 700) +
      train +
      roof +
      clock +
      ground(p, 700, ['#c9c3bb', '#b3aca3']) +
      `<rect y="700" width="${SIZE}" height="14" fill="${p.c('#f4d35e')}"/>`,
    ground: 880,
  });
}

export function pool(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const tiles = ground(p, 560, ['#eef3f6', '#dfe8ee']);
  const poolShape = `M60 640L964 640L1004 900L20 900Z`;
  const ladder = [ctx.heroSide === 'L' ? 860 : 140]
    .map((x) =>
      p.stroke(`M${x} 600L${x} 700M${x + 40} 600L${x + 40} 700M${x} 620L${x + 40} 620M${x} 650L${x + 40} 650`, p.c('#c9d0d8'), 6),
    )
    .join('');
  const lanes = [720, 800]
    .map((y) =>
      Array.from(
        { length: 24 },
        (_, i) => `<circle cx="${40 + i * 42}" cy="${y}" r="7" fill="${p.c(i % 2 ? '#e63946' : '#ffffff')}"/>`,
      ).join(''),
    )
    .join('');
  return openAir(ctx, {
    horizon: 560,
    far: (air) => treeline(p, rng, 560, 160, 'palm', { tint: air.haze, count: 6 }),
    land: () =>
      tiles +
      p.shape(poolShape, p.c('#4fc0e8'), { line: true }) +
      water(p, rng, 650, 890, ['#6fd0f0', '#2f9fd6'], 14)
        .replace('<rect x="0"', '<rect x="40"')
        .replace(`width="${SIZE}"`, 'width="944"') +
      lanes +
      ladder,
    ground: 900,
  });
}

export function fair(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const wx = ctx.heroSide === 'L' ? 740 : 280;
  let wheel = `<circle cx="${wx}" cy="340" r="220" fill="none" stroke="${p.c('#5a6f86')}" stroke-width="10"/>`;
  for (let i = 0; i < 10; i += 1) {
    const a = (i / 10) * Math.PI * 2;
    const x = wx + Math.cos(a) * 220;
    const y = 340 + Math.sin(a) * 220;
    wheel += `<path d="M${wx} 340L${n(x)} ${n(y)}" stroke="${p.c('#8a9ab0')}" stroke-width="5"/>`;
    wheel += p.shape(
      `M${n(x - 28)} ${n(y)}L${n(x + 28)} ${n(y)}L${n(x + 22)} ${n(y + 40)}L${n(x - 22)} ${n(y + 40)}Z`,
      p.c(['#e63946', '#ffbe0b', '#3a86ff', '#2a9d8f'][i % 4]!),
    );
  }
  wheel += p.tube(
    [
      [wx - 120, 620],
      [wx, 340],
      [wx + 120, 620],
    ],
    14,
    p.c('#5a6f86'),
  );
  const tent = (x: number) =>
    p.shape(`M${x - 130} 650L${x - 130} 520L${x + 130} 520L${x + 130} 650Z`, p.c('#fbf7ee')) +
    Array.from(
      { length: 5 },
      (_, i) => `<rect x="${x - 130 + i * 52}" y="520" width="26" height="130" fill="${p.c('#e63946')}"/>`,
    ).join('') +
    p.shape(`M${x - 150} 520L${x} 420L${x + 150} 520Z`, p.c('#e63946'));
  const bunting = Array.from(
    { length: 16 },
    (_, i) =>
      `<path d="M${i * 66} ${60 + Math.sin(i) * 8}l33 0l-16 34Z" fill="${p.c(rng.pick(['#e63946', '#ffbe0b', '#3a86ff', '#8338ec']))}"/>`,
  ).join('');
  return openAir(ctx, {
    horizon: 640,
    far: () => '',
    land: () =>
      wheel + ground(p, 640, ['#8fcf6a', '#5aa845']) + tent(1024 - wx) + bunting + tufts(p, rng, 660, 1000, 30, '#3f8a34'),
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
  });
}
