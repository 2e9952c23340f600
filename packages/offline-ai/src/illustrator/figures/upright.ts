import { darken, mix } from '../colour.js';
import { blob, n, type Pen } from '../draw/pen.js';
import { animalHead, type HeadSpec } from './animal-head.js';
import { face } from './face.js';
import type { Figure } from './figure.js';
import type { HeadFrame } from './hair.js';
import { drawPerson } from './person.js';
import type { PersonLook } from './person-look.js';
import type { Expression, Pose } from './pose.js';

/** Characters that stand and act like people but are not: robots, teddies, monkeys, aliens, monsters, scarecrows. */
export type UprightKind =
  | 'robot'
  | 'teddy'
  | 'monkey'
  | 'meerkat'
  | 'koala'
  | 'gorilla'
  | 'alien'
  | 'monster'
  | 'bear-upright'
  | 'gingerbread'
  | 'scarecrow';

export interface UprightSpec {
  kind: UprightKind;
  colour: string;
  accent: string;
  /** The head's colour when it is another than the body's ('a robot with a red head'). */
  headColour?: string;
  size: number;
}

const furLook = (colour: string, accent: string): PersonLook => ({
  age: 'child',
  skin: mix(colour, '#f3d9b8', 0.45),
  hair: colour,
  hairStyle: 'bald',
  eyes: '#2a1d16',
  top: 'sweater',
  topColour: colour,
  bottom: 'trousers',
  bottomColour: colour,
  shoes: darken(colour, 0.25),
  extras: [],
  extraColour: accent,
});

/** A person's skeleton and poses with another head and body: the robot walks, the teddy hugs. */
export function drawUpright(p: Pen, s: UprightSpec, pose: Pose, expression: Expression): Figure {
  const c = s.colour;
  const a = s.accent;
  const hc = s.headColour ?? c;
  let look = furLook(c, a);
  let head: (p: Pen, h: HeadFrame, e: Expression, g: [number, number]) => { back: string; front: string };
  const animal = (spec: HeadSpec) => (pp: Pen, h: HeadFrame, e: Expression, g: [number, number]) =>
    animalHead(pp, h.x, h.y, Math.max(h.rx, h.ry) * 1.05, spec, e, g);
  switch (s.kind) {
    case 'robot':
      look = { ...look, skin: mix(c, '#ffffff', 0.2), top: 'suit', topColour: c, bottomColour: c, shoes: darken(c, 0.35) };
      head = (pp, h, e, g) => {
        const w = h.rx * 1.15;
        const hh = h.ry * 0.95;
        let out = pp.stroke(`M${n(h.x)} ${n(h.y - hh)}L${n(h.x)} ${n(h.y - hh - h.ry * 0.45)}`, darken(hc, 0.4), 3);
        out += `<circle cx="${n(h.x)}" cy="${n(h.y - hh - h.ry * 0.5)}" r="${n(h.ry * 0.12)}" fill="${a}"/>`;
        out += pp.shape(
          `M${n(h.x - w)} ${n(h.y - hh)}L${n(h.x + w)} ${n(h.y - hh)}L${n(h.x + w)} ${n(h.y + hh)}L${n(h.x - w)} ${n(h.y + hh)}Z`,
          hc,
          { gloss: true },
        );
        out += pp.shape(
          `M${n(h.x - w * 0.7)} ${n(h.y - hh * 0.6)}L${n(h.x + w * 0.85)} ${n(h.y - hh * 0.6)}L${n(h.x + w * 0.85)} ${n(h.y + hh * 0.65)}L${n(h.x - w * 0.7)} ${n(h.y + hh * 0.65)}Z`,
          '#24303f',
          { shade: false },
        );
        out += face(
          pp,
          {
            x: h.x + w * 0.1,
            y: h.y - hh * 0.05,
            spread: w * 0.38,
            eye: h.rx * 0.16,
            mouthY: h.y + hh * 0.35,
            mouth: w * 0.25,
            gaze: g,
          },
          e,
          '#5ef0ff',
          null,
        );
        for (const side of [-1, 1])
          out += `<rect x="${n(h.x + side * w - 3)}" y="${n(h.y - 6)}" width="6" height="12" fill="${darken(hc, 0.3)}"/>`;
        return { back: '', front: out };
      };
      break;
    case 'alien':
      look = { ...look, skin: c, top: 'suit', topColour: a, bottomColour: a, shoes: darken(a, 0.3) };
      head = (pp, h, e, g) => {
        let out = '';
        for (const dx of [-0.4, 0.35])
          out +=
            pp.stroke(
              `M${n(h.x + h.rx * dx)} ${n(h.y - h.ry * 0.8)}q${n(h.rx * dx * 0.5)} ${n(-h.ry * 0.6)} ${n(h.rx * dx)} ${n(-h.ry * 0.8)}`,
              darken(hc, 0.3),
              3,
            ) + pp.ellipse(h.x + h.rx * dx * 2, h.y - h.ry * 1.6, h.rx * 0.14, h.rx * 0.14, a);
        out += pp.shape(
          blob([
            [h.x - h.rx * 1.1, h.y - h.ry * 0.2],
            [h.x, h.y - h.ry * 1.15],
            [h.x + h.rx * 1.1, h.y - h.ry * 0.2],
            [h.x + h.rx * 0.3, h.y + h.ry * 1.05],
            [h.x - h.rx * 0.3, h.y + h.ry * 1.05],
          ]),
          hc,
          { gloss: true },
        );
        out += face(
          pp,
          {
            x: h.x + h.rx * 0.12,
            y: h.y,
            spread: h.rx * 0.42,
            eye: h.rx * 0.24,
            mouthY: h.y + h.ry * 0.6,
            mouth: h.rx * 0.2,
            gaze: g,
          },
          e,
          '#1c1c2a',
          null,
        );
        return { back: '', front: out };
      };
      break;
    case 'monster':
      look = { ...look, skin: c, topColour: c, bottomColour: c, shoes: darken(c, 0.3) };
      head = (pp, h, e, g) => {
        let out = '';
        for (const dx of [-0.6, 0.5])
          out += pp.shape(
            `M${n(h.x + h.rx * dx - 5)} ${n(h.y - h.ry * 0.8)}L${n(h.x + h.rx * (dx - 0.1))} ${n(h.y - h.ry * 1.5)}L${n(h.x + h.rx * dx + 6)} ${n(h.y - h.ry * 0.85)}Z`,
            a,
          );
        out += pp.shape(
          blob(
            Array.from({ length: 12 }, (_, i) => {
              const ang = (i / 12) * Math.PI * 2;
              const r = i % 2 ? 1.0 : 1.12;
              return [h.x + Math.cos(ang) * h.rx * 1.1 * r, h.y + Math.sin(ang) * h.ry * r] as const;
            }),
          ),
          hc,
        );
        out += face(
          pp,
          {
            x: h.x + h.rx * 0.12,
            y: h.y - h.ry * 0.1,
            spread: h.rx * 0.35,
            eye: h.rx * 0.22,
            mouthY: h.y + h.ry * 0.5,
            mouth: h.rx * 0.35,
            gaze: g,
          },
          e,
          a,
          null,
        );
        return { back: '', front: out };
      };
      break;
    case 'gingerbread':
      // A biscuit baked in the shape of a little man: all one golden brown, white icing round the
      // head and a smile of icing, currant eyes, three icing buttons down the front.
      look = { ...look, skin: c, top: 'tshirt', topColour: c, bottomColour: c, shoes: c };
      head = (pp, h, e, g) => {
        let out = pp.ellipse(h.x, h.y, h.rx * 1.05, h.ry * 1.02, hc, { gloss: true });
        out += pp.stroke(
          `M${n(h.x - h.rx * 0.82)} ${n(h.y - h.ry * 0.35)}q${n(h.rx * 0.82)} ${n(-h.ry * 0.85)} ${n(h.rx * 1.64)} 0`,
          a,
          3,
        );
        out += face(
          pp,
          {
            x: h.x + h.rx * 0.1,
            y: h.y,
            spread: h.rx * 0.38,
            eye: h.rx * 0.17,
            mouthY: h.y + h.ry * 0.5,
            mouth: h.rx * 0.26,
            gaze: g,
          },
          e,
          '#2a1408',
          null,
        );
        // The icing buttons, on the body below the chin.
        for (const k of [1, 2, 3])
          out += pp.ellipse(h.x + h.rx * 0.05, h.y + h.ry * (1.05 + k * 0.55), h.rx * 0.13, h.rx * 0.13, a);
        return { back: '', front: `<g data-gingerbread="1">${out}</g>` };
      };
      break;
    case 'scarecrow': {
      // A sack stuffed with straw on a farmer's old clothes: a burlap head with button eyes and a
      // stitched smile, a wide straw hat, straw sticking out at the neck and for hands, patches
      // sewn on the shirt.
      const straw = '#e8c15a';
      const sack = s.headColour ?? '#d9b98a';
      look = { ...look, skin: straw, top: 'coat', topColour: c, bottom: 'trousers', bottomColour: '#6b5a44', shoes: straw };
      const upright = !['sleep', 'sit', 'sitRead', 'swim', 'fly', 'ride'].includes(pose);
      head = (pp, h, e, g) => {
        const dark = darken(straw, 0.3);
        let out = '';
        // Straw sticking out under the head, at the neck.
        for (const dx of [-0.5, -0.2, 0.15, 0.45])
          out += pp.stroke(`M${n(h.x + h.rx * dx)} ${n(h.y + h.ry * 0.8)}l${n(h.rx * dx * 0.4)} ${n(h.ry * 0.45)}`, dark, 3);
        out += pp.shape(
          blob([
            [h.x - h.rx * 0.98, h.y - h.ry * 0.3],
            [h.x - h.rx * 0.6, h.y - h.ry * 0.95],
            [h.x + h.rx * 0.6, h.y - h.ry * 0.95],
            [h.x + h.rx * 0.98, h.y - h.ry * 0.3],
            [h.x + h.rx * 0.85, h.y + h.ry * 0.75],
            [h.x, h.y + h.ry * 0.98],
            [h.x - h.rx * 0.85, h.y + h.ry * 0.75],
          ]),
          sack,
          { gloss: false },
        );
        // The sack's stitches round the neck.
        out += pp.stroke(
          `M${n(h.x - h.rx * 0.8)} ${n(h.y + h.ry * 0.7)}Q${n(h.x)} ${n(h.y + h.ry * 1.02)} ${n(h.x + h.rx * 0.8)} ${n(h.y + h.ry * 0.7)}`,
          darken(sack, 0.45),
          2,
        );
        out += face(
          pp,
          {
            x: h.x + h.rx * 0.08,
            y: h.y - h.ry * 0.05,
            spread: h.rx * 0.36,
            eye: h.rx * 0.16,
            mouthY: h.y + h.ry * 0.45,
            mouth: h.rx * 0.32,
            gaze: g,
          },
          e,
          '#1d1a1a',
          '#e0806a',
        );
        // The straw hat: a wide brim, a round crown and its band, straw poking out under the brim.
        for (const dx of [-1.05, -0.85, 0.85, 1.05])
          out += pp.stroke(
            `M${n(h.x + h.rx * dx)} ${n(h.y - h.ry * 0.55)}l${n(h.rx * Math.sign(dx) * 0.25)} ${n(h.ry * 0.45)}`,
            dark,
            3,
          );
        out += pp.ellipse(h.x, h.y - h.ry * 0.62, h.rx * 1.65, h.ry * 0.26, straw);
        out += pp.shape(
          `M${n(h.x - h.rx * 0.72)} ${n(h.y - h.ry * 0.62)}Q${n(h.x - h.rx * 0.7)} ${n(h.y - h.ry * 1.45)} ${n(h.x)} ${n(h.y - h.ry * 1.45)}Q${n(h.x + h.rx * 0.7)} ${n(h.y - h.ry * 1.45)} ${n(h.x + h.rx * 0.72)} ${n(h.y - h.ry * 0.62)}Z`,
          straw,
        );
        out += pp.shape(
          `M${n(h.x - h.rx * 0.72)} ${n(h.y - h.ry * 0.68)}L${n(h.x + h.rx * 0.72)} ${n(h.y - h.ry * 0.68)}L${n(h.x + h.rx * 0.7)} ${n(h.y - h.ry * 0.88)}L${n(h.x - h.rx * 0.7)} ${n(h.y - h.ry * 0.88)}Z`,
          a,
          { shade: false },
        );
        // Patches sewn on the shirt (where the body is below the head: standing, walking, waving).
        if (upright)
          for (const [dx, dy, colour] of [
            [-0.35, 1.75, a],
            [0.3, 2.35, mix(c, '#ffffff', 0.45)],
          ] as const)
            out += pp.shape(
              `M${n(h.x + h.rx * (dx - 0.17))} ${n(h.y + h.ry * (dy - 0.17))}L${n(h.x + h.rx * (dx + 0.17))} ${n(h.y + h.ry * (dy - 0.15))}L${n(h.x + h.rx * (dx + 0.15))} ${n(h.y + h.ry * (dy + 0.17))}L${n(h.x + h.rx * (dx - 0.16))} ${n(h.y + h.ry * (dy + 0.15))}Z`,
              colour,
              { shade: false },
            );
        return { back: '', front: `<g data-scarecrow="1">${out}</g>` };
      };
      break;
    }
    case 'monkey':
      look = { ...look, extras: ['tail'], extraColour: c, bottom: 'trousers' };
      look.extras = [];
      head = animal({
        colour: hc,
        light: a,
        ears: 'round',
        earColour: hc,
        snout: { len: 0.05, h: 0.42, colour: a },
        nose: '#4a2f22',
        eyes: '#2a1d16',
      });
      break;
    case 'meerkat':
      // Stands up on its hind legs to look about: slim, sandy, dark rings round the eyes.
      look = { ...look, top: 'tshirt', topColour: c, bottomColour: c, shoes: darken(c, 0.2) };
      head = animal({
        colour: hc,
        light: a,
        ears: 'tiny',
        earColour: darken(hc, 0.4),
        features: ['eye-patches'],
        snout: { len: 0.35, h: 0.26, colour: a },
        nose: '#2b1d18',
        eyes: '#f4f1ea',
      });
      break;
    case 'koala':
      head = animal({ colour: hc, light: '#f4f0ea', ears: 'fluffy', snout: null, nose: '#2b2630', eyes: '#2a1d16' });
      break;
    case 'gorilla':
      look = { ...look, skin: '#3a3338' };
      head = animal({
        colour: hc,
        light: '#6b6068',
        ears: 'tiny',
        snout: { len: 0.1, h: 0.4, colour: '#6b6068' },
        nose: '#1d1a1d',
        eyes: '#2a1d16',
      });
      break;
    case 'teddy':
    case 'bear-upright':
    default:
      look = { ...look, shoes: mix(c, '#f3d9b8', 0.4) };
      head = animal({
        colour: hc,
        light: mix(hc, '#f6e2c4', 0.6),
        ears: 'round',
        snout: { len: 0.05, h: 0.38 },
        nose: '#3a2520',
        eyes: '#2a1d16',
      });
      if (s.kind === 'teddy') look = { ...look, extras: ['bow'], extraColour: a };
      break;
  }
  const fig = drawPerson(p, look, { pose, expression, head });
  return { ...fig, scale: s.size };
}
