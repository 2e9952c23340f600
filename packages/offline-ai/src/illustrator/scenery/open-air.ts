import { n, SIZE } from '../draw/pen.js';
import { skyColours, sky, lightSpot, rainbow } from './sky.js';
import { haze } from './parts.js';
import { namedThing, type Stage, type StageContext } from './stage.js';

export interface OpenAir {
  horizon: number;
  /** Far scenery over the sky (mountains, a skyline), faded. */
  far: (air: { haze: string }) => string;
  /** The ground and what is on it, behind the figures. */
  land: (air: { haze: string }) => string;
  middle?: string;
  front?: string;
  ground?: number;
  floor?: Stage['floor'];
  seat?: Stage['seat'];
  water?: number;
  shore?: number;
  swell?: string;
  hazeStrength?: number;
}

/** An outdoor place: sky for the time and weather, far scenery, air between, the ground. */
export function openAir(ctx: StageContext, o: OpenAir): Stage {
  const { p, rng, time, weather, heroSide } = ctx;
  const colours = skyColours(time, weather);
  const air = { haze: colours.at(-1)! };
  let back = sky(
    p,
    rng,
    time,
    weather,
    o.horizon,
    heroSide,
    namedThing(ctx, time === 'night' ? 'someone:moon' : 'someone:sun'),
    ctx.moon,
  );
  if (weather.includes('rainbow')) back += rainbow(p, o.horizon, heroSide);
  back += o.far(air);
  back += haze(p, o.horizon, air.haze, (o.hazeStrength ?? 0.45) * (p.hand.shading === 'wash' ? 0.55 : 1));
  back += o.land(air);
  const light = lightSpot(time, o.horizon, heroSide);
  return {
    back,
    middle: o.middle ?? '',
    front: o.front ?? '',
    horizon: o.horizon,
    ground: o.ground ?? 880,
    floor: o.floor ?? 'land',
    light: { ...light, colour: time === 'night' ? '#cfd8ff' : time === 'sunset' ? '#ffb46a' : '#fff1c4' },
    ...(o.seat && { seat: o.seat }),
    ...(o.water && { water: o.water }),
    ...(o.shore && { shore: o.shore }),
    ...(o.swell && { swell: o.swell }),
    outdoor: true,
  };
}

/** Grass, leaves or stones at the bottom corners, over the figures' feet, for depth. */
export function cornerFrame(
  ctx: StageContext,
  colour: string,
  kind: 'grass' | 'leaves' | 'rocks' | 'snow' | 'sand' | 'coral',
): string {
  const { p, rng } = ctx;
  let out = '';
  for (const side of [0, 1]) {
    const x0 = side ? SIZE : 0;
    const dir = side ? -1 : 1;
    if (kind === 'grass')
      for (let i = 0; i < 9; i += 1) {
        const x = x0 + dir * rng.range(0, 170);
        const h = rng.range(50, 120);
        out += `<path d="M${n(x - 9)} ${SIZE + 4}Q${n(x + dir * 8)} ${n(SIZE - h * 0.5)} ${n(x + dir * rng.range(10, 40))} ${n(SIZE - h)}Q${n(x + dir * 4)} ${n(SIZE - h * 0.4)} ${n(x + 9)} ${SIZE + 4}Z" fill="${p.c(colour)}"/>`;
      }
    else if (kind === 'leaves')
      for (let i = 0; i < 6; i += 1) {
        const x = x0 + dir * rng.range(-20, 140);
        const y = SIZE - rng.range(0, 160);
        const a = rng.range(-60, 60);
        out += `<g transform="rotate(${n(a)} ${n(x)} ${n(y)})">${p.shape(`M${n(x)} ${n(y)}Q${n(x + 60)} ${n(y - 50)} ${n(x + 130)} ${n(y)}Q${n(x + 60)} ${n(y + 50)} ${n(x)} ${n(y)}Z`, p.c(colour))}</g>`;
      }
    else if (kind === 'coral')
      for (let i = 0; i < 3; i += 1) {
        const x = x0 + dir * rng.range(20, 150);
        out += p.tube(
          [
            [x, SIZE + 10],
            [x + dir * 10, SIZE - 90],
            [x + dir * 30, SIZE - 150],
          ],
          18,
          p.c(colour),
        );
        out += p.tube(
          [
            [x + dir * 10, SIZE - 80],
            [x + dir * 50, SIZE - 120],
          ],
          14,
          p.c(colour),
        );
      }
    else {
      const c = p.c(kind === 'snow' ? '#f7fbff' : kind === 'sand' ? '#f0d9a0' : colour);
      out += p.shape(
        `M${n(x0)} ${SIZE + 4}L${n(x0)} ${n(SIZE - 90)}Q${n(x0 + dir * 90)} ${n(SIZE - 120)} ${n(x0 + dir * 200)} ${n(SIZE - 20)}L${n(x0 + dir * 230)} ${SIZE + 4}Z`,
        c,
      );
    }
  }
  return out;
}
