import { mix } from '../colour.js';
import { n, SIZE } from '../draw/pen.js';
import { cornerFrame, openAir } from './open-air.js';
import { fade, ground, mountains, rock, tree, tufts, water } from './parts.js';
import type { Pen } from '../draw/pen.js';
import { namedThing, type Stage, type StageContext } from './stage.js';

/** Sand and water: beach, island, open sea, under the sea, desert, the pyramids. */

export function beach(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const px = ctx.heroSide === 'L' ? 860 : 150;
  const castleX = ctx.heroSide === 'L' ? 720 : 300;
  const sandcastle = namedThing(ctx, 'sandcastle')
    ? ''
    : p.shape(`M${castleX - 60} 830L${castleX - 60} 770L${castleX + 60} 770L${castleX + 60} 830Z`, p.c('#e8c77e')) +
      [castleX - 50, castleX + 30]
        .map((x) => p.shape(`M${x} 770L${x} 730L${x + 20} 730L${x + 20} 770Z`, p.c('#e8c77e')))
        .join('') +
      p.stroke(`M${castleX} 770L${castleX} 720`, p.c('#6b4a2e'), 3) +
      `<path d="M${castleX} 720l20 7l-20 7Z" fill="${p.c('#e63946')}"/>`;
  return openAir(ctx, {
    horizon: 520,
    far: () => '',
    land: () =>
      water(p, rng, 520, 660, ['#3fa7d6', '#7fd4e8'], 16) +
      `<path d="M0 650Q200 630 400 655T800 648T${SIZE} 652L${SIZE} 690Q700 700 400 690T0 690Z" fill="#ffffff" opacity="0.75"/>` +
      ground(p, 670, ['#f6dfa6', '#eacb85']) +
      `<path d="M0 670Q260 650 520 672T${SIZE} 668" fill="none" stroke="${p.c('#fff6dc')}" stroke-width="10" opacity="0.7"/>` +
      tree(p, px, 760, 380, 'palm') +
      sandcastle +
      shells(ctx) +
      (namedThing(ctx, 'umbrella', 'parasol') ? '' : umbrella(ctx, 1024 - px + (ctx.heroSide === 'L' ? 60 : -60), 780)),
    front: cornerFrame(ctx, '#f0d9a0', 'sand'),
    ground: 900,
    // A dolphin or a swimmer is out in the waves beyond the sand.
    water: 662,
    shore: 668,
  });
}

function shells(ctx: StageContext): string {
  const { p, rng } = ctx;
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const x = rng.range(60, 960);
    const y = rng.range(720, 980);
    out += `<path d="M${n(x - 10)} ${n(y)}Q${n(x)} ${n(y - 18)} ${n(x + 10)} ${n(y)}Z" fill="${p.c(rng.pick(['#ffd1dc', '#fff0c8', '#f7b267']))}"/>`;
  }
  return out;
}

function umbrella(ctx: StageContext, x: number, y: number): string {
  const { p } = ctx;
  return (
    p.tube(
      [
        [x, y],
        [x + 10, y - 200],
      ],
      6,
      p.c('#f4f1e8'),
    ) +
    p.shape(
      `M${x - 110} ${y - 170}Q${x + 10} ${y - 290} ${x + 130} ${y - 190}Q${x + 10} ${y - 200} ${x - 110} ${y - 170}Z`,
      p.c('#e63946'),
    ) +
    p.shape(`M${x - 40} ${y - 200}Q${x + 10} ${y - 285} ${x + 50} ${y - 205}Z`, p.c('#ffffff'), { line: false })
  );
}

export function island(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  return openAir(ctx, {
    horizon: 500,
    far: () => '',
    land: () =>
      water(p, rng, 500, SIZE, ['#3fa7d6', '#1f7fb8'], 30) +
      p.shape(`M120 800Q200 640 512 630Q820 640 900 800Z`, p.c('#f3d99a')) +
      `<path d="M90 805Q512 760 930 805" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.8"/>` +
      tree(p, ctx.heroSide === 'L' ? 760 : 260, 720, 330, 'palm') +
      tree(p, ctx.heroSide === 'L' ? 850 : 170, 740, 260, 'palm') +
      rock(p, ctx.heroSide === 'L' ? 300 : 700, 760, 30, '#9a9591'),
    ground: 790,
  });
}

export function sea(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  // The open sea: a sailing boat is the middle ground, the figures in it (or a long, low canoe
  // with turned-up ends, paddled, no mast).
  const canoe = () =>
    p.shape(`M110 770Q170 800 240 812L784 812Q854 800 914 770Q880 900 720 920L304 920Q144 900 110 770Z`, p.c('#c0713a')) +
    p.shape(`M240 812L784 812L774 832L250 832Z`, p.c('#8a4b24'), { shade: false });
  // A little boat that is the story's hero is the boat out on the sea: no other boat for it to stand in.
  // (Not drawn at all then: a pen's shape makes its shading as it is drawn.)
  const heroIsBoat = ctx.named?.has('someone:boat') ?? false;
  const hull = heroIsBoat
    ? ''
    : ctx.vessel === 'paddle'
      ? canoe()
      : p.shape(`M140 800L884 800Q840 930 700 940L330 940Q190 930 140 800Z`, p.c('#b5652d')) +
        p.shape(`M160 812L864 812L858 830L166 830Z`, p.c('#f4f1e8'), { shade: false });
  const boat = heroIsBoat
    ? ''
    : ctx.vessel === 'paddle'
      ? hull
      : hull +
        p.tube(
          [
            [ctx.heroSide === 'L' ? 640 : 380, 800],
            [ctx.heroSide === 'L' ? 640 : 380, 240],
          ],
          14,
          p.c('#7a5232'),
        ) +
        p.shape(
          ctx.heroSide === 'L' ? `M650 260L650 720L900 720Q860 480 650 260Z` : `M370 260L370 720L120 720Q160 480 370 260Z`,
          p.c('#fbf7ee'),
        );
  const rough = ctx.weather.includes('storm') || ctx.weather.includes('wind');
  return openAir(ctx, {
    horizon: 560,
    far: (air) =>
      `<ellipse cx="${ctx.heroSide === 'L' ? 150 : 880}" cy="560" rx="120" ry="26" fill="${p.c(fade('#6aa84f', air, 0.5))}"/>`,
    land: () => water(p, rng, 560, SIZE, ['#4fb0e0', '#1f6fa8'], 30) + seagulls(ctx),
    middle: boat,
    // Those in the boat sit in it: its near side hides their legs.
    front: ctx.vessel ? hull : '',
    // The near waves, in front of the boat (a dolphin or a swimmer comes up out of them).
    swell: nearWaves(p, rough),
    ground: 840,
    water: 985,
    floor: 'water',
  });
}

/**
 * The sea's near waves along the bottom of the picture: low and rounded on a calm day; in a storm or
 * a gale, tall pointed crests with white foam that rise up the boat's side.
 */
function nearWaves(p: Pen, rough: boolean): string {
  if (!rough)
    return Array.from({ length: 7 }, (_, i) => {
      const x = i * 170 - 40;
      return `<path d="M${x} 1024L${x} 930Q${x + 40} 890 ${x + 90} 920Q${x + 130} 880 ${x + 170} 930L${x + 170} 1024Z" fill="${p.c(i % 2 ? '#2f8fc8' : '#3fa0d6')}"/>`;
    }).join('');
  return Array.from({ length: 6 }, (_, i) => {
    const x = i * 210 - 70;
    const crest = i % 2 ? 790 : 830;
    // A wave rising to a crest that curls over to the right, foam along its top.
    const wave = `<path d="M${x} 1024L${x} 960Q${x + 70} 940 ${x + 120} ${crest}Q${x + 175} ${crest - 14} ${x + 200} ${crest + 26}Q${x + 170} ${crest + 14} ${x + 168} ${crest + 48}Q${x + 200} 930 ${x + 250} 960L${x + 250} 1024Z" fill="${p.c(i % 2 ? '#1d5f8f' : '#2a76a8')}"/>`;
    const foam = p.stroke(
      `M${x + 96} ${crest + 40}Q${x + 110} ${crest + 4} ${x + 140} ${crest - 4}Q${x + 180} ${crest - 6} ${x + 196} ${crest + 20}`,
      p.c('#f4faff'),
      9,
    );
    return wave + foam;
  }).join('');
}

function seagulls(ctx: StageContext): string {
  const { p, rng } = ctx;
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const x = rng.range(100, 900);
    const y = rng.range(150, 400);
    out += p.stroke(`M${n(x - 18)} ${n(y)}q9 -10 18 0q9 -10 18 0`, p.c('#ffffff'), 4);
  }
  return out;
}

export function underwater(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const id = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.c('#48c3dd')}"/><stop offset="0.6" stop-color="${p.c('#1f78b0')}"/><stop offset="1" stop-color="${p.c('#0f4f80')}"/></linearGradient>`,
  );
  let back = `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id})"/>`;
  for (let i = 0; i < 5; i += 1) {
    const x = 80 + i * 220;
    back += `<path d="M${x} 0L${x + 60} 0L${x + 200} 800L${x + 120} 800Z" fill="#ffffff" opacity="0.08"/>`;
  }
  back += `<path d="M0 780Q300 740 520 770T${SIZE} 760L${SIZE} ${SIZE}L0 ${SIZE}Z" fill="${p.c('#e9cf8f')}"/>`;
  // Seaweed and coral on the sea floor.
  for (let i = 0; i < 7; i += 1) {
    const x = 40 + i * 150 + rng.range(-30, 30);
    back += p.stroke(`M${x} 790Q${x - 20} 700 ${x + 10} 620Q${x + 30} 560 ${x} 500`, p.c('#2f9a5a'), 14);
  }
  back +=
    coral(ctx, ctx.heroSide === 'L' ? 820 : 200, 800, '#ff7b8a') + coral(ctx, ctx.heroSide === 'L' ? 940 : 90, 820, '#ffb347');
  back += rock(p, 500, 790, 60, '#7a8a9a');
  let bubbles = '';
  for (let i = 0; i < 16; i += 1)
    bubbles += `<circle cx="${n(rng.range(40, 980))}" cy="${n(rng.range(60, 700))}" r="${n(rng.range(5, 14))}" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>`;
  return {
    back: back + bubbles,
    middle: '',
    front: cornerFrame(ctx, '#ff8a7a', 'coral'),
    horizon: 760,
    ground: 860,
    floor: 'seabed',
    light: { x: 512, y: -100, colour: '#bff4ff' },
    outdoor: false,
  };
}

function coral(ctx: StageContext, x: number, y: number, colour: string): string {
  const { p } = ctx;
  return (
    p.tube(
      [
        [x, y],
        [x - 10, y - 90],
        [x - 40, y - 150],
      ],
      16,
      p.c(colour),
    ) +
    p.tube(
      [
        [x - 8, y - 70],
        [x + 40, y - 130],
      ],
      14,
      p.c(colour),
    ) +
    p.tube(
      [
        [x - 20, y - 110],
        [x - 70, y - 130],
      ],
      12,
      p.c(colour),
    )
  );
}

export function desert(ctx: StageContext): Stage {
  const { p } = ctx;
  const cx = ctx.heroSide === 'L' ? 820 : 200;
  const cactus =
    p.tube(
      [
        [cx, 800],
        [cx, 560],
      ],
      46,
      p.c('#4f9a4a'),
    ) +
    p.tube(
      [
        [cx - 22, 700],
        [cx - 70, 700],
        [cx - 70, 630],
      ],
      28,
      p.c('#4f9a4a'),
    ) +
    p.tube(
      [
        [cx + 22, 660],
        [cx + 64, 660],
        [cx + 64, 600],
      ],
      26,
      p.c('#4f9a4a'),
    );
  return openAir(ctx, {
    horizon: 560,
    far: (air) => dunes(ctx, 560, fade('#e8b96a', air, 0.4), 60) + dunes(ctx, 600, '#e9b25a', 50),
    land: () =>
      ground(p, 600, ['#f0c678', '#d99a4a']) +
      dunes(ctx, 700, '#eab566', 40) +
      cactus +
      rock(p, 1024 - cx, 760, 40, '#c08a58') +
      tracks(ctx),
    front: cornerFrame(ctx, '#e0a860', 'sand'),
  });
}

function dunes(ctx: StageContext, y: number, colour: string, amp: number): string {
  const { p, rng } = ctx;
  // A cel hand's shadow crescent along a dune's side showed as a band down the picture: in a cel
  // hand the dune runs on past the picture's sides and foot, shaded as if the picture's width, so
  // the crescent falls out of sight. A blended hand's gradient is the dune's own.
  const cel = p.hand.shading === 'cel';
  const margin = cel ? 400 : 0;
  let d = `M${-20 - margin} ${SIZE + (cel ? 300 : 0)}L${-20 - margin} ${y}`;
  let end = y;
  for (let i = 0; i < 3; i += 1) {
    const x0 = i * 350;
    const crest = y - amp * rng.range(0.8, 1.3);
    end = y + rng.range(-10, 10);
    d += `${i === 0 && cel ? `L-20 ${y}` : ''}Q${x0 + 175} ${crest} ${x0 + 350} ${end}`;
  }
  d += cel ? `L${SIZE + 420} ${end}L${SIZE + 420} ${SIZE + 300}Z` : `L${SIZE + 20} ${SIZE}Z`;
  return p.shape(d, p.c(colour), { line: false, ...(cel && { box: { x0: 0, y0: y - amp, x1: SIZE, y1: SIZE } }) });
}

function tracks(ctx: StageContext): string {
  const { p } = ctx;
  let out = '';
  for (let i = 0; i < 8; i += 1)
    out += `<ellipse cx="${200 + i * 70}" cy="${980 - i * 28}" rx="${12 - i}" ry="${5 - i * 0.4}" fill="${p.c('#c98a45')}" opacity="0.6"/>`;
  return out;
}

export function pyramids(ctx: StageContext): Stage {
  const { p } = ctx;
  const side = ctx.heroSide === 'L' ? 1 : -1;
  const base = 600;
  const pyramid = (x: number, w: number, h: number, colour: string, line: boolean) =>
    p.shape(`M${x - w} ${base}L${x} ${base - h}L${x + w} ${base}Z`, p.c(colour), { line }) +
    `<path d="M${x} ${base - h}L${x + w} ${base}L${x + w * 0.25} ${base}Z" fill="${p.c(mix(colour, '#7a4a20', 0.3))}" opacity="0.6"/>`;
  const cx = 512 + side * 220;
  return openAir(ctx, {
    horizon: 600,
    far: (air) =>
      pyramid(cx - side * 300, 130, 130, fade('#e2b36a', air, 0.45), false) +
      pyramid(cx + side * 60, 260, 270, fade('#e6b86a', air, 0.2), true) +
      pyramid(cx - side * 120, 180, 190, fade('#dfae62', air, 0.3), true) +
      tree(p, 512 - side * 380, 610, 180, 'palm', { line: false }),
    land: () =>
      ground(p, 600, ['#f1c97a', '#d99a4a']) +
      dunes(ctx, 760, '#ebb768', 40) +
      tracks(ctx) +
      rock(p, 512 - side * 200, 760, 30, '#c08a58'),
    front: cornerFrame(ctx, '#e0a860', 'sand'),
  });
}

export function volcano(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const vx = ctx.heroSide === 'L' ? 700 : 320;
  const cone =
    p.shape(`M${vx - 360} 620L${vx - 70} 250L${vx + 70} 250L${vx + 360} 620Z`, p.c('#6b5548')) +
    p.shape(
      `M${vx - 70} 250Q${vx} 280 ${vx + 70} 250L${vx + 40} 330Q${vx + 10} 300 ${vx - 20} 360Q${vx - 40} 300 ${vx - 70} 250Z`,
      p.c('#ff6a1a'),
    ) +
    p.ellipse(vx, 200, 120, 60, p.c('#8a8a8a'), { line: false, opacity: 0.7 }) +
    p.ellipse(vx + 60, 130, 90, 50, p.c('#9a9a9a'), { line: false, opacity: 0.6 });
  return openAir(ctx, {
    horizon: 620,
    far: (air) => mountains(p, rng, 620, 160, fade('#7a6a5a', air, 0.5), { count: 3 }) + cone,
    land: () =>
      ground(p, 620, ['#8a7a5a', '#5f5040']) +
      tree(p, 1024 - vx, 700, 200, 'palm') +
      rock(p, vx, 760, 50, '#5a4a40') +
      tufts(p, rng, 640, 1000, 25, '#6f7f3a'),
    front: cornerFrame(ctx, '#4a3f38', 'rocks'),
  });
}
