import { darken, mix } from './colour.js';
import { ellipsePath, n, place, type Pen, type Point } from './draw/pen.js';
import type { Figure } from './figures/figure.js';

/**
 * Vehicles someone rides in, drawn from our own shapes with a place where the rider shows: a
 * submarine's and a rocket's porthole, a car's window, a helicopter's bubble, a plane's open cockpit, a bus's
 * front window, a train's cab. Someone flying a plane or driving a car is in it, head and shoulders at the
 * window, not holding it like a toy.
 */
export type VehicleId =
  | 'submarine'
  | 'plane'
  | 'airliner'
  | 'helicopter'
  | 'rocket'
  | 'car'
  | 'bus'
  | 'train'
  | 'tram'
  | 'tractor'
  | 'lorry'
  | 'fire-engine';

/** The artwork (or our own drawn thing) of a vehicle to its drawing with a seat. */
export const VEHICLE_OF: Readonly<Record<string, VehicleId>> = {
  submarine: 'submarine',
  airliner: 'airliner',
  airplane: 'plane',
  'small-airplane': 'plane',
  helicopter: 'helicopter',
  rocket: 'rocket',
  automobile: 'car',
  'racing-car': 'car',
  taxi: 'car',
  'sport-utility-vehicle': 'car',
  bus: 'bus',
  minibus: 'bus',
  train: 'train',
  locomotive: 'train',
  tram: 'tram',
  trolleybus: 'tram',
  tractor: 'tractor',
  'delivery-truck': 'lorry',
  'articulated-lorry': 'lorry',
  'fire-engine': 'fire-engine',
};

/** A school bus's own yellow. */
export const SCHOOL_BUS_YELLOW = '#f4b42a';

/** Own colours (a colour the text names wins). */
const COLOURS: Readonly<Record<VehicleId, string>> = {
  submarine: '#f2c230',
  plane: '#e4573d',
  airliner: '#3a86ff',
  helicopter: '#2a9d8f',
  rocket: '#eef1f5',
  car: '#3a86ff',
  // (a town's bus is red; a school bus is yellow, said so by the scene: SCHOOL_BUS_YELLOW)
  bus: '#d63a3a',
  train: '#d64541',
  tram: '#2a9d8f',
  tractor: '#3f9b4a',
  lorry: '#e76f51',
  'fire-engine': '#d62828',
};

/** Where the rider's head is and what of them shows: a round porthole, or a window or cockpit's outline. */
interface Seat {
  head: Point;
  /** The head's half height there, in vehicle units. */
  headHalf: number;
  /** The rider shows only inside this path. */
  clip: string;
}

interface Drawing {
  /** Drawn behind the rider (a porthole's dark inside, the cabin). */
  back: string;
  /** Drawn over the rider (the hull, the glass's glint, the wing). */
  front: string;
  seat: Seat;
  /**
   * Where those riding with the driver show (a car's back seat, a bus's windows, beside the train's
   * driver in the cab), in the order they take them; and where the driver moves to make room.
   */
  passengers?: { driver: Point; seats: readonly Seat[] };
}

/** Height and half width, in units where the vehicle is 100 long (a rocket 100 tall). */
const BOX: Readonly<Record<VehicleId, { height: number; halfWidth: number }>> = {
  submarine: { height: 64, halfWidth: 55 },
  plane: { height: 52, halfWidth: 52 },
  airliner: { height: 68, halfWidth: 52 },
  helicopter: { height: 62, halfWidth: 58 },
  rocket: { height: 100, halfWidth: 30 },
  car: { height: 50, halfWidth: 50 },
  bus: { height: 52, halfWidth: 50 },
  train: { height: 64, halfWidth: 50 },
  tram: { height: 62, halfWidth: 50 },
  tractor: { height: 66, halfWidth: 50 },
  lorry: { height: 60, halfWidth: 50 },
  'fire-engine': { height: 62, halfWidth: 50 },
};

/** The box a vehicle drawn `size` long (a rocket that tall) covers, in pixels. */
export function vehicleBox(id: VehicleId, size: number): { height: number; halfWidth: number } {
  return { height: (BOX[id].height * size) / 100, halfWidth: (BOX[id].halfWidth * size) / 100 };
}

/** How many a vehicle can show inside: the driver and the seats beside or behind them. */
export function vehicleSeats(id: VehicleId): number {
  return 1 + (PASSENGER_SEATS[id]?.seats.length ?? 0);
}

/** Someone drawn inside a vehicle with the pen it is given. */
type Rider = (pen: Pen) => Figure | null;

/**
 * A vehicle with its bottom centre at (x, y), `size` pixels long (a rocket that tall), facing right
 * unless flipped, with its riders (the driver first, drawn by each with the pen it is given) inside,
 * as many as it has seats.
 */
export function drawVehicle(
  p: Pen,
  id: VehicleId,
  x: number,
  y: number,
  size: number,
  flip: boolean,
  colour: string | null,
  riders: readonly Rider[],
): string {
  const k = size / 100;
  const vp = p.scaled(k, flip);
  const d = DRAW[id](vp, p.c(colour ?? COLOURS[id]));
  const more = PASSENGER_SEATS[id];
  const seats: Seat[] =
    riders.length > 1 && more
      ? [{ ...d.seat, head: more.driver }, ...more.seats.slice(0, riders.length - 1)]
      : [d.seat].slice(0, riders.length);
  // (those further back first, the driver over them)
  const inside = seats
    .map((seat, i) => seatRider(p, vp, flip, seat, riders[i]!))
    .reverse()
    .join('');
  return place(d.back + inside + d.front, x, y, k, flip);
}

/** One rider, head and shoulders at their seat, seen only through its window. */
function seatRider(p: Pen, vp: Pen, flip: boolean, seat: Seat, rider: Rider): string {
  const measure = rider(vp.scaled(1, flip));
  if (!measure) return '';
  const headHalf = Math.max(4, measure.height + measure.head[1]);
  const rk = seat.headHalf / headHalf;
  const fig = rider(vp.scaled(rk, flip))!;
  const clip = p.def((cid) => `<clipPath id="${cid}"><path d="${seat.clip}"/></clipPath>`);
  const at: Point = [seat.head[0] - fig.head[0] * rk, seat.head[1] - fig.head[1] * rk];
  return `<g clip-path="url(#${clip})">${place(fig.svg, at[0], at[1], rk, false)}</g>`;
}

/**
 * A square window from (x0, y0) to (x1, y1): its glass, and the same edge the other way round,
 * which cut out of the body it is drawn in leaves a hole to see whoever sits behind it.
 */
function openWindow(x0: number, y0: number, x1: number, y1: number): [string, string] {
  return [`M${x0} ${y0}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z`, `M${x0} ${y0}L${x0} ${y1}L${x1} ${y1}L${x1} ${y0}Z`];
}

type Box = [x0: number, y0: number, x1: number, y1: number];

/** A driver's cab (a train's, a tractor's): its body with an open window, a darker roof on top, the glass behind. */
function cabin(p: Pen, c: string, [x0, y0, x1, y1]: Box, window: Box): { back: string; front: string; glass: string } {
  const [glass, hole] = openWindow(...window);
  return {
    back: p.shape(glass, p.c('#cfeeff'), { line: false }),
    front:
      p.shape(`M${x0 - 3} ${y0 - 6}L${x1 + 3} ${y0 - 6}L${x1 + 3} ${y0}L${x0 - 3} ${y0}Z`, darken(c, 0.3)) +
      p.shape(`M${x0} ${y0}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z` + hole, c),
    glass,
  };
}

/** A window of a bus's row, its left edge at x: its glass and its hole. */
const busWindow = (x: number) => openWindow(x, -46, x + 14, -32);

/** A circle as a path. */
const circle = (cx: number, cy: number, r: number) => ellipsePath(cx, cy, r, r);

/** The big plane's front window, where the hero looks out. */
const AIRLINER_SEAT: Seat = { head: [24, -27], headHalf: 6, clip: circle(24, -28, 6.5) };

/** The seats of a car, a bus and a train besides the driver's. */
const PASSENGER_SEATS: Partial<Record<VehicleId, { driver: Point; seats: readonly Seat[] }>> = {
  // The car's driver moves to the front of the window, one in the back seat behind, two more beside them.
  car: {
    driver: [8, -38],
    seats: [
      { head: [-10, -38], headHalf: 6, clip: 'M-20 -31L-13 -45L12 -45L22 -31Z' },
      { head: [-2, -36], headHalf: 5.2, clip: 'M-20 -31L-13 -45L12 -45L22 -31Z' },
      { head: [-16, -35], headHalf: 5.2, clip: 'M-20 -31L-13 -45L12 -45L22 -31Z' },
    ],
  },
  // On a big plane, those flying with the hero look out of the round windows behind theirs.
  airliner: {
    driver: AIRLINER_SEAT.head,
    seats: [8, -8, -24].map((x) => ({ head: [x, -27] as Point, headHalf: 5.8, clip: circle(x, -28, 6.5) })),
  },
  // On a bus, the others look out of its row of windows, from the front.
  bus: {
    driver: [37, -38],
    seats: [12, -6, -24].map((x) => ({ head: [x + 7, -38] as Point, headHalf: 5, clip: busWindow(x)[0] })),
  },
  tram: {
    driver: [37, -38],
    seats: [12, -6, -24].map((x) => ({ head: [x + 7, -38] as Point, headHalf: 5, clip: busWindow(x)[0] })),
  },
  // In the train's cab, one beside the driver.
  train: {
    driver: [-28, -48],
    seats: [{ head: [-37, -47], headHalf: 5.8, clip: 'M-42 -58L-22 -58L-22 -40L-42 -40Z' }],
  },
};

/** A porthole's rim and glass glint, over what is seen through it. */
function porthole(p: Pen, cx: number, cy: number, r: number): string {
  return (
    `<path d="${circle(cx, cy, r + 2.4)}${circle(cx, cy, r)}" fill="${p.c('#8e97a3')}" fill-rule="evenodd" stroke="${p.c('#4b5360')}" stroke-width="${n(p.lineWidth() * 0.6)}"/>` +
    `<path d="M${n(cx - r * 0.6)} ${n(cy - r * 0.1)}A${n(r * 0.65)} ${n(r * 0.65)} 0 0 1 ${n(cx + r * 0.1)} ${n(cy - r * 0.62)}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n(r * 0.16)}" stroke-linecap="round"/>`
  );
}

/**
 * A round-nosed submarine 100 long, its bottom at y = 0: hull, conning tower and periscope, fins
 * and a propeller at the stern, portholes along its side, the big one at the front (20, -23) left
 * open for whoever looks out of it (or, on a submarine that is someone, for its face).
 */
export function submarineHull(p: Pen, c: string, bigPorthole: boolean): string {
  const hull = 'M-38 -40L28 -40A17 17 0 0 1 28 -6L-38 -6Q-50 -12 -50 -23Q-50 -34 -38 -40Z';
  const dark = darken(c, 0.22);
  return (
    p.stroke('M-4 -50L-4 -64L6 -64', p.c('#6b7380'), 3.2 * p.k, { cap: 'round' }) +
    p.shape('M-16 -39L-14 -52Q-4 -56 8 -52L10 -39Z', dark) +
    p.shape('M-42 -30L-55 -44L-47 -44L-36 -33Z', dark) +
    p.shape('M-42 -16L-55 -2L-47 -2L-36 -13Z', dark) +
    p.ellipse(-53, -23, 2.4, 9, p.c('#9aa3ad')) +
    p.shape(hull, c) +
    p.shape('M-44 -15Q-20 -10 40 -12Q36 -7 28 -6L-38 -6Q-43 -9 -44 -15Z', dark, { line: false }) +
    [-10, -26].map((cx) => p.ellipse(cx, -24, 5, 5, p.c('#bfe6ff')) + porthole(p, cx, -24, 5)).join('') +
    (bigPorthole ? p.ellipse(20, -23, 10, 10, p.c('#cfeeff'), { line: false }) : '')
  );
}

const DRAW: Readonly<Record<VehicleId, (p: Pen, c: string) => Drawing>> = {
  submarine: (p, c) => ({
    back: submarineHull(p, c, true),
    front: porthole(p, 20, -23, 10),
    seat: { head: [20, -22], headHalf: 6.5, clip: circle(20, -23, 10) },
  }),
  plane: (p, c) => {
    // A little propeller plane from the side, the pilot's head and shoulders out of the open cockpit.
    const body = 'M44 -30Q52 -22 44 -12L-20 -14L-46 -26L-48 -31L-20 -30Z';
    const back = p.shape('M-36 -28L-48 -50L-40 -50L-26 -29Z', darken(c, 0.15));
    const front =
      p.shape(body, c) +
      p.shape('M-46 -27L-30 -29L-30 -25L-46 -24Z', darken(c, 0.2), { line: false }) +
      p.shape('M16 -30L22 -40L25 -40L22 -30Z', p.c('#cfeeff'), { opacity: 0.7 }) +
      p.stroke('M8 -14L12 -3M18 -14L14 -3', p.c('#4b5360'), 2.2 * p.k) +
      p.ellipse(13, -3, 3.4, 3.4, p.c('#2b2d42')) +
      p.shape(ellipsePath(2, -19, 24, 4.2), mix(c, '#ffffff', 0.25)) +
      p.ellipse(49, -21, 3, 3, p.c('#6b7380')) +
      p.ellipse(51, -21, 1.4, 13, p.c('#d7dce2'), { opacity: 0.75, line: false });
    return {
      back,
      front,
      seat: { head: [8, -38], headHalf: 7, clip: 'M-10 -80L22 -80L22 -26L-10 -26Z' },
    };
  },
  airliner: (p, c) => {
    // A big passenger plane from the side, white with a stripe and tail of its colour: a row of
    // round windows (the hero at the front one, like a submarine's porthole), the near wing and its
    // engine below them.
    const body = 'M-42 -40L38 -40Q52 -38 52 -27Q52 -16 38 -14L-30 -14Q-44 -18 -52 -34Q-50 -40 -42 -40Z';
    const windows = [24, 8, -8, -24];
    const white = p.c('#f4f6fa');
    const back =
      p.shape('M-30 -38L-36 -42L-48 -44L-44 -38Z', darken(c, 0.15)) +
      p.shape('M-6 -36L-24 -50L-32 -50L-20 -36Z', p.c('#c9ced6')) +
      p.shape(body, white) +
      p.shape('M-50 -30Q-40 -22 -30 -20L40 -20Q47 -20 50 -22L51 -19Q46 -16 38 -15L-30 -15Q-43 -19 -50 -30Z', p.c('#dde2ea'), {
        line: false,
      }) +
      p.shape('M-51 -31L50 -31L50 -29L-51 -29Z', c, { line: false }) +
      p.shape('M-30 -40L-44 -68L-34 -68L-14 -40Z', c) +
      p.shape('M42 -36Q47 -36 49 -32L42 -32Z', p.c('#2b2d42'), { line: false }) +
      windows.map((x) => p.ellipse(x, -28, 6.5, 6.5, p.c('#cfeeff'), { line: false })).join('') +
      [-36, 36].map((x) => p.ellipse(x, -28, 2.6, 2.6, p.c('#9fc9e8'))).join('');
    const front =
      windows.map((x) => porthole(p, x, -28, 6.5)).join('') +
      p.shape('M12 -19L-16 -2L-26 -2L-6 -19Z', p.c('#c9ced6')) +
      p.shape(ellipsePath(-8, -7, 10, 4.6), p.c('#8e97a3')) +
      p.ellipse(-17, -7, 1.6, 3.6, p.c('#4b5360'), { line: false });
    return { back, front, seat: AIRLINER_SEAT };
  },
  helicopter: (p, c) => {
    // A round cabin with a glass bubble at the front, a tail boom and rotors, on skids.
    const bubble = ellipsePath(14, -30, 15, 14);
    const back =
      p.shape('M-10 -38L-52 -40L-52 -34L-10 -26Z', darken(c, 0.1)) +
      p.ellipse(-52, -40, 8, 8, p.c('#d7dce2'), { opacity: 0.6, line: false }) +
      p.stroke('M-12 -12L-14 -3M18 -12L20 -3M-26 -3L32 -3', p.c('#4b5360'), 2.4 * p.k, { cap: 'round' }) +
      p.shape(ellipsePath(2, -28, 26, 19), c) +
      p.shape(bubble, p.c('#cfeeff'), { line: false });
    const front =
      p.shape(bubble, '#ffffff', { opacity: 0.15, shade: false }) +
      p.stroke('M2 -47L2 -56', p.c('#4b5360'), 3 * p.k) +
      p.shape(ellipsePath(2, -57, 56, 2.4), p.c('#6b7380'), { line: false });
    return { back, front, seat: { head: [14, -32], headHalf: 6.5, clip: bubble } };
  },
  rocket: (p, c) => {
    // An upright rocket on its fins, a porthole in its side, a flame under it.
    const body = 'M0 -100Q24 -76 18 -24L-18 -24Q-24 -76 0 -100Z';
    const fin = p.c('#e63946');
    const back =
      p.shape('M-10 -22Q0 6 10 -22Z', p.c('#ffb703'), { line: false }) +
      p.shape('M-16 -40L-30 -14L-30 -6L-16 -22Z', fin) +
      p.shape('M16 -40L30 -14L30 -6L16 -22Z', fin) +
      p.shape(body, c) +
      p.shape('M0 -100Q12 -88 15 -78L-15 -78Q-12 -88 0 -100Z', fin) +
      p.shape('M-14 -26L14 -26L12 -18L-12 -18Z', p.c('#6b7380')) +
      p.ellipse(0, -56, 11, 11, p.c('#cfeeff'), { line: false });
    return {
      back,
      front: porthole(p, 0, -56, 11),
      seat: { head: [0, -55], headHalf: 7, clip: circle(0, -56, 11) },
    };
  },
  car: (p, c) => {
    // A small car from the side, the driver seen through its window.
    const glass = 'M-20 -31L-13 -45L12 -45L22 -31Z';
    const back = p.shape('M-26 -29L-17 -49L16 -49L30 -29Z', darken(c, 0.08)) + p.shape(glass, p.c('#cfeeff'), { line: false });
    const wheel = (cx: number) => p.ellipse(cx, -9, 9, 9, p.c('#2b2d42')) + p.ellipse(cx, -9, 4, 4, p.c('#c9ced6'));
    const front =
      p.shape(glass, '#ffffff', { opacity: 0.12, shade: false }) +
      p.shape('M-48 -10L-48 -24Q-46 -31 -34 -31L38 -31Q48 -29 49 -18L49 -10Z', c) +
      p.stroke('M-4 -30L-4 -12', darken(c, 0.25), 1.6 * p.k) +
      p.ellipse(45, -23, 3, 2.4, p.c('#fff3b0')) +
      wheel(-30) +
      wheel(30);
    return {
      back,
      front,
      seat: { head: [0, -38], headHalf: 6.5, clip: glass },
    };
  },
  bus: (p, c) => {
    // A long bus from the side, a row of passengers' windows, the driver seen through the front one
    // (the body's outline goes round it the other way, so it stays a hole).
    const front = 'M28 -46L44 -46Q49 -45 49 -38L49 -29L28 -29Z';
    const hole = 'M28 -46L28 -29L49 -29L49 -38Q49 -45 44 -46Z';
    const body = 'M-46 -52L42 -52Q50 -52 50 -42L50 -10L-50 -10L-50 -48Q-50 -52 -46 -52Z';
    const wheel = (cx: number) => p.ellipse(cx, -9, 8.5, 8.5, p.c('#2b2d42')) + p.ellipse(cx, -9, 3.8, 3.8, p.c('#c9ced6'));
    // (the row of windows are holes too, for those riding to look out of)
    const row = [-42, -24, -6, 12];
    const holes = row.map((x) => busWindow(x)[1]).join('');
    return {
      back:
        p.shape(front, p.c('#cfeeff'), { line: false }) +
        row.map((x) => p.shape(busWindow(x)[0], p.c('#cfeeff'), { line: false })).join(''),
      front:
        p.shape(body + hole + holes, c) +
        row.map((x) => p.shape(busWindow(x)[0], '#ffffff', { opacity: 0.12, shade: false })).join('') +
        p.shape('M-50 -24L50 -24L50 -20L-50 -20Z', darken(c, 0.25), { line: false }) +
        p.shape(front, '#ffffff', { opacity: 0.12, shade: false }) +
        p.ellipse(47, -15, 2.6, 2.2, p.c('#fff3b0')) +
        wheel(-30) +
        wheel(30),
      seat: { head: [37, -38], headHalf: 5.5, clip: front },
    };
  },
  train: (p, c) => {
    // A little engine from the side: the driver's cab behind, its window open to the driver, the
    // boiler and its chimney in front, three wheels on a rail.
    const cab = cabin(p, c, [-50, -64, -14, -12], [-42, -58, -22, -40]);
    const dark = darken(c, 0.3);
    const wheel = (cx: number) => p.ellipse(cx, -10, 9.5, 9.5, p.c('#2b2d42')) + p.ellipse(cx, -10, 4, 4, p.c('#c9ced6'));
    return {
      back: cab.back,
      front:
        cab.front +
        p.shape('M-14 -46L38 -46Q48 -46 48 -36L48 -14L-14 -14Z', c) +
        p.shape('M20 -58L32 -58L30 -46L22 -46Z', dark) +
        p.shape('M-14 -24L48 -24L48 -14L-14 -14Z', dark, { line: false }) +
        p.shape('M48 -14L56 -2L40 -2Z', p.c('#6b7380')) +
        p.ellipse(49, -38, 2.6, 3.4, p.c('#fff3b0')) +
        p.stroke('M-56 -1L60 -1', p.c('#6b7380'), 2.4 * p.k) +
        wheel(-34) +
        wheel(-4) +
        wheel(26),
      seat: { head: [-32, -48], headHalf: 6.5, clip: cab.glass },
    };
  },
  tram: (p, c) => {
    // A bus on rails, its pole up to the wire.
    const bus = DRAW.bus(p, c);
    return {
      ...bus,
      back:
        p.stroke('M-10 -52L4 -70L18 -70', p.c('#4b5360'), 2 * p.k, { cap: 'round' }) +
        p.stroke('M-56 -1L60 -1', p.c('#6b7380'), 2.4 * p.k) +
        bus.back,
    };
  },
  tractor: (p, c) => {
    // A farm tractor from the side: the driver in the cab over the big back wheel, the bonnet and
    // its chimney in front, a small front wheel.
    const cab = cabin(p, c, [-38, -60, -6, -28], [-34, -60, -10, -38]);
    const dark = darken(c, 0.3);
    const wheel = (cx: number, r: number) =>
      p.ellipse(cx, -r, r, r, p.c('#2b2d42')) + p.ellipse(cx, -r, r * 0.45, r * 0.45, p.c('#f2c230'));
    return {
      back: cab.back,
      front:
        cab.front +
        p.shape('M-6 -40L40 -40Q47 -40 47 -33L47 -16L-6 -16Z', c) +
        p.stroke('M32 -40L32 -54', p.c('#4b5360'), 2.6 * p.k, { cap: 'round' }) +
        p.shape('M40 -36L47 -36L47 -22L40 -22Z', dark, { line: false }) +
        wheel(-22, 22) +
        wheel(32, 12),
      seat: { head: [-22, -48], headHalf: 6.5, clip: cab.glass },
    };
  },
  lorry: (p, c) => lorry(p, c, p.c('#f1efe8'), ''),
  'fire-engine': (p, c) =>
    lorry(
      p,
      c,
      c,
      // A ladder along its top, a blue light on the cab and a white band.
      p.shape('M-50 -36L20 -36L20 -32L-50 -32Z', p.c('#f4efe6'), { line: false }) +
        p.stroke('M-46 -62L16 -62M-46 -56L16 -56', p.c('#c9ced6'), 2 * p.k) +
        [-40, -28, -16, -4, 8].map((x) => p.stroke(`M${x} -62L${x} -56`, p.c('#c9ced6'), 1.6 * p.k)).join('') +
        p.ellipse(36, -53, 4, 3, p.c('#4dabf7')),
    ),
};

/**
 * A lorry from the side, facing right: its load box behind, the cab in front with the driver at
 * its window (a fire engine is one, its box red, `extra` drawn over it).
 */
function lorry(p: Pen, c: string, load: string, extra: string): Drawing {
  const cabWindow = 'M30 -46L44 -46Q47 -46 47 -42L47 -32L30 -32Z';
  const hole = 'M30 -46L30 -32L47 -32L47 -42Q47 -46 44 -46Z';
  const wheel = (cx: number) => p.ellipse(cx, -9, 9, 9, p.c('#2b2d42')) + p.ellipse(cx, -9, 4, 4, p.c('#c9ced6'));
  return {
    back: p.shape(cabWindow, p.c('#cfeeff'), { line: false }),
    front:
      p.shape('M-50 -58L20 -58L20 -16L-50 -16Z', load) +
      p.shape('M22 -50L42 -50Q50 -50 50 -40L50 -14L22 -14Z' + hole, c) +
      p.shape('M-50 -18L50 -18L50 -12L-50 -12Z', darken(c, 0.3), { line: false }) +
      p.ellipse(48, -20, 2.4, 2, p.c('#fff3b0')) +
      extra +
      wheel(-34) +
      wheel(-14) +
      wheel(34),
    seat: { head: [39, -38], headHalf: 5.5, clip: cabWindow },
  };
}
