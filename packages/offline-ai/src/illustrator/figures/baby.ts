import { darken, mix } from '../colour.js';
import { n, type Pen } from '../draw/pen.js';
import { face, type FaceFrame } from './face.js';
import type { Figure } from './figure.js';
import type { PersonLook } from './person-look.js';
import type { Expression, Pose } from './pose.js';

/**
 * A baby is carried, in its cot or lying down, wrapped in its blanket: never a little person standing, walking or
 * pointing ('Baby Riley had come home' is carried home). Only a ride or a swim shows it otherwise.
 */
export const inBlanket = (pose: Pose): boolean => pose !== 'ride' && pose !== 'swim';

/**
 * A baby wrapped in its blanket, lying along the ground line facing +x (its head at the front):
 * the size it is in someone's arms, a quarter of a child's height. Asleep, its eyes are closed.
 */
export function drawBaby(p: Pen, look: PersonLook, expression: Expression, asleep: boolean): Figure {
  const blanket = look.topColour;
  const head = { x: 15, y: -13, r: 9.5 };
  let svg =
    // The blanket's folds round the body, its corner turned back over the top.
    p.shape(`M-24 -8Q-26 -22 -10 -24L8 -23Q16 -22 16 -12L14 -4Q0 0 -18 -2Q-24 -3 -24 -8Z`, blanket) +
    p.stroke('M-16 -20Q-6 -14 4 -20', darken(blanket, 0.18), 1.6) +
    p.stroke('M-20 -10Q-8 -6 6 -11', darken(blanket, 0.18), 1.6);
  svg += p.ellipse(head.x, head.y, head.r, head.r * 0.95, look.skin);
  // A wisp of hair, and the hood of the blanket round the back of the head.
  svg += p.shape(
    `M${n(head.x - head.r * 1.15)} ${n(head.y + head.r * 0.6)}Q${n(head.x - head.r * 1.3)} ${n(head.y - head.r * 1.2)} ${n(head.x + head.r * 0.2)} ${n(head.y - head.r * 1.15)}Q${n(head.x - head.r * 0.6)} ${n(head.y - head.r * 0.5)} ${n(head.x - head.r * 0.55)} ${n(head.y + head.r * 0.75)}Z`,
    mix(blanket, '#ffffff', 0.25),
  );
  svg += p.stroke(
    `M${n(head.x)} ${n(head.y - head.r)}q${n(head.r * 0.25)} ${n(-head.r * 0.3)} ${n(head.r * 0.4)} 0`,
    look.hair,
    1.6,
  );
  // Eyes a little to the front of its round head, the mouth under them.
  const frame: FaceFrame = { x: 17.4, y: -13, spread: 3.4, eye: 1.25, mouthY: -8.4, mouth: 1.9, gaze: [0.3, 0] };
  svg += face(p, frame, asleep ? 'sleepy' : expression, look.eyes, mix(look.skin, '#ff5a6a', 0.45));
  return { svg, height: 24, halfWidth: 25, hand: null, head: [head.x, head.y], seat: null, scale: 1 };
}
