import type { BookLook } from './book-look.js';
import { mix } from './colour.js';
import { HANDS } from './draw/hands.js';
import { bookGrade } from './draw/palette.js';
import { createPen, n, place, SIZE, type Pen, type Point } from './draw/pen.js';
import { cardFan, drawThing, HAND_OF_CARDS, thingSize } from './draw-thing.js';
import { effects, nightVeil, roomVeil, type Wash } from './effects.js';
import { dressedApart } from './figures/apart.js';
import { figureFor } from './figures/cast.js';
import type { Figure } from './figures/figure.js';
import { isLandmark, ofTheSky, rigOf, type KindId } from './figures/kinds.js';
import type { Pose } from './figures/pose.js';
import { createRandom, hashString } from '../seeded.js';
import type { CharacterPlan, ScenePlan, ThingPlan } from './scene/scene-plan.js';
import { sameGrowing } from './scene/growing.js';
import { STAGES } from './scenery/settings.js';
import type { Stage } from './scenery/stage.js';
import { netOver } from './scenery/net.js';
import { coverOver } from './scenery/cover.js';
import { chair, cot, pram, table } from './scenery/parts.js';
import { weatherOver } from './scenery/sky.js';
import { drawVehicle, VEHICLE_OF, vehicleBox, vehicleSeats, type VehicleId } from './vehicles.js';

/** Kinds that live in the water: where a place has water, they are in it. */
const WATER_DWELLERS: ReadonlySet<KindId> = new Set(['tadpole', 'frogspawn', 'fish', 'dolphin', 'whale', 'shark']);
/** Poses sat in: on the place's seat (a sofa, a log, a bench) where it has one. */
const SEATED: ReadonlySet<Pose> = new Set(['sit', 'sitRead']);

interface PlacedFigure {
  kind: string;
  role: CharacterPlan['role'];
  pose: Pose;
  /** Feet (bottom centre) on the canvas, and the box the figure covers. */
  x: number;
  y: number;
  box: { x0: number; y0: number; x1: number; y1: number };
  facesRight: boolean;
  /** A group ('her two brothers'): where the feet of each one of it are, x on the canvas. */
  copies?: number[];
}

export interface Composition {
  /** The background layer: sky, far scenery, ground. */
  back: string;
  /** Everything in front of it, on a transparent canvas. */
  front: string;
  /** Both in one document. */
  svg: string;
  /** Light and shade laid over the rendered picture, in order. */
  washes: Wash[];
  figures: PlacedFigure[];
  stage: Stage;
}

/** A figure drawn on the canvas: its feet at x, y, drawn k times its own size, mirrored or not. */
interface OnCanvas {
  fig: Figure;
  x: number;
  y: number;
  k: number;
  mirrored: boolean;
}

/** Things that give light: a torch, a candle, a lantern, a Christmas tree's lights. */
const LAMPS: ReadonlySet<string> = new Set(['flashlight', 'candle', 'diya-lamp', 'lantern', 'christmas-tree']);

/** A child's height on the canvas in the middle ground: big enough to read face and pose. */
const CHILD_PX = 390;
const MAX_FIGURE_PX = 600;

/**
 * The picture as SVG layers, painted back to front: the setting's background, big things, the
 * setting's middle ground, the characters (hero and companions, facing each other when they are
 * together, the nearer lower and larger), the key things (held ones in the hero's hand), the
 * setting's foreground, then weather, night and the hand's light and sparkle.
 */
export function composeScene(said: ScenePlan, book: BookLook, seed: number): Composition {
  // (Glasses the hero wears are on the face, not lying beside them.)
  const plan = {
    ...said,
    characters: dressedApart(said.characters, book),
    things: book.hero.person?.extras.includes('glasses') ? said.things.filter((t) => t.icon !== 'glasses') : said.things,
  };
  const hand = HANDS[book.style];
  const { grade, keep } = bookGrade(book.style, book.variant, book.moods);
  const rng = createRandom(seed ^ hashString(plan.setting));
  const pen = createPen(hand, rng, grade);
  const drawnStage = STAGES[plan.setting]({
    p: pen,
    rng,
    time: plan.time,
    weather: plan.weather,
    heroSide: book.side,
    vessel: plan.vessel,
    moon: plan.moon,
    aloft: plan.aloft,
    named: new Set([
      ...plan.things.slice(0, 2).flatMap((t) => [t.word, t.icon ?? '', t.drawn ?? '']),
      ...(plan.atTable ? ['table'] : []),
      // (A sun, moon or cloud who is in the story is the one in the sky: no second one behind them.)
      ...plan.characters.flatMap((c) => (c.kind.startsWith('thing:') ? [`someone:${c.kind.slice(6)}`] : [])),
    ]),
  });
  // A small creature indoors (an ant, a mouse, a snail) is seen close up, from the floor: the room
  // is drawn larger about the floor in front, so a sofa towers over it and grown-ups are tall.
  const heroMeasure = plan.characters[0] ? figureFor(pen, plan.characters[0], book, keep, 'stand', drawnStage) : null;
  const close =
    drawnStage.floor === 'indoor' &&
    plan.characters[0] !== undefined &&
    rigOf(plan.characters[0].kind).rig !== 'person' &&
    (heroMeasure?.scale ?? 1) <= SMALL_CREATURE;
  const placeStage = close ? closeUp(pen, drawnStage, CLOSE_ZOOM, book.side) : drawnStage;
  // A seat the text names (a swing, a bench, a deckchair, a sledge) is drawn where the hero sits on it.
  // A bicycle ridden is under its rider, the rider on its saddle.
  const heroPose = plan.characters[0]?.pose ?? 'stand';
  const ridden = heroPose === 'ride' ? plan.things.find((t) => t.icon && RIDDEN.has(t.icon)) : undefined;
  const seatThing = ridden ?? (SEATED.has(heroPose) ? plan.things.find((t) => t.seat) : undefined);
  const seatHeight = ridden ? BIKE_PX * SADDLE[1] : seatThing ? CHILD_PX * (seatThing.drawn ? 0.26 : 0.16) : 0;
  const seatX = (book.side === 'L' ? 0.35 : 0.65) * SIZE;
  // The bicycle's artwork faces left: turned, it faces the middle of the picture with its rider.
  const bikeFlip = book.side === 'L';
  const saddleX = ridden ? seatX + (bikeFlip ? -1 : 1) * BIKE_PX * SADDLE[0] : seatX;
  // Sat at a table (no seat named, not seen from the floor): on chairs, a table between them; the
  // place's sofa or bench is not where they sit.
  const atTable = plan.atTable === true && !seatThing && !close;
  const { seat: _placeSeat, ...seatless } = placeStage;
  // Asleep in a cot or a pram: it is the bed, the sleeper on its pillow inside it.
  const babyBedThing = plan.things.find((t) => t.drawn === 'cot' || t.drawn === 'pram');
  const bedOf = babyBedThing?.drawn === 'pram' ? pram : cot;
  const cotThing = heroPose === 'sleep' ? babyBedThing : undefined;
  const babyBed = cotThing ? bedOf(pen, seatX, placeStage.ground - 10, CHILD_PX * 0.62, true) : null;
  /** The cot or pram a baby beside the hero lies in, once drawn round it. */
  let bedOfOther: ThingPlan | undefined;
  // A small creature at a table, seen close up from the floor, sits up on the table top.
  const tableTop = plan.atTable === true && !seatThing && !babyBed && close ? placeStage.ground - CHILD_PX * 0.45 : null;
  const stage: Stage = babyBed
    ? { ...placeStage, seat: { x: seatX, y: babyBed.mattress, pillow: babyBed.pillow, blanket: babyBed.front } }
    : tableTop !== null
      ? { ...placeStage, seat: { x: seatX, y: tableTop } }
      : seatThing
        ? { ...placeStage, seat: { x: saddleX, y: placeStage.ground - seatHeight } }
        : atTable
          ? seatless
          : placeStage;
  const layout = createRandom(seed * 31 + 7);

  const figures: PlacedFigure[] = [];
  let behind = babyBed
    ? babyBed.back
    : tableTop !== null
      ? table(pen, seatX - SIZE * 0.26, seatX + SIZE * 0.26, tableTop, placeStage.ground, tableTop + CHILD_PX * 0.08)
      : ridden
        ? drawThing(pen, ridden, seatX, stage.ground + 6, BIKE_PX, bikeFlip)
        : seatThing
          ? drawThing(pen, seatThing, seatX, stage.ground + 6, seatThing.drawn ? seatHeight : seatHeight * 2.4, book.side === 'R')
          : '';
  let middle = stage.middle;
  let beside = '';
  // The hero sits or sleeps on the seat the place has (a sofa, a bed): the others gather beside it.
  const seated = plan.characters[0] && stage.seat && (SEATED.has(heroPose) || heroPose === 'sleep' || ridden) ? stage.seat : null;
  const heroX = seated ? seated.x / SIZE : book.side === 'L' ? 0.35 : 0.65;
  const scale = stage.floor === 'indoor' ? 1.08 : stage.floor === 'air' ? 0.85 : stage.floor === 'water' ? 0.82 : 1;

  // Who stands where: the hero on its side, the first companion across, facing each other; more
  // companions further back. Together (talking, hugging) they come closer.
  const chars = plan.characters.slice(0, 4);
  const hero = chars[0]!;
  const companions = chars.slice(1);
  // (A high five's raised hands meet between them.)
  const gap = plan.together ? (hero.pose === 'hug' ? 0.15 : hero.pose === 'highFive' ? 0.23 : 0.24) : 0.32;
  const slots: { x: number; depth: number; k: number }[] = [{ x: heroX, depth: 0, k: 1 }];
  const otherSide = seated ? (heroX < 0.5 ? 1 : -1) : book.side === 'L' ? 1 : -1;
  if (companions[0]) slots.push({ x: heroX + otherSide * gap, depth: 0.02, k: 1 });
  if (companions[1]) slots.push({ x: heroX + otherSide * (gap + 0.2), depth: -0.08, k: 0.82 });
  if (companions[2]) slots.push({ x: heroX - otherSide * 0.22, depth: -0.1, k: 0.8 });
  const riding = hero.pose === 'ride' ? companions.find((c) => rigOf(c.kind).rig === 'quad') : undefined;
  const vehicle = riding ? null : rideIn(plan, stage);

  /** In the place's water: a swimmer, or one that lives in water (a tadpole, frogspawn, a fish) where the place has some. */
  const inWater = (c: CharacterPlan) => stage.water !== undefined && (c.pose === 'swim' || WATER_DWELLERS.has(c.kind));
  // Sizes first: how tall and wide each figure is drawn (small animals larger than life, as
  // picture books draw them, so they can be seen).
  const sizes = chars.map((c, i) => {
    const measure = figureFor(pen, c, book, keep, 'stand', stage);
    if (!measure) return null;
    const isPerson = rigOf(c.kind).rig === 'person';
    // A small animal that is the hero is the picture's subject: drawn at least most of a child's
    // size (seen close up, a little smaller, under the room's towering furniture and people).
    // (One that lives in the water, in the place's water, is drawn nearer its own size: a tadpole in the pond.)
    // (So is another grown one of the hero's own kind beside it: two rabbits racing are two of a size.)
    const heroSized = i === 0 || (c.kind === chars[0]!.kind && !c.age && !chars[0]!.age);
    const least = isPerson ? 0 : inWater(c) ? 0.42 : heroSized ? (close ? 0.5 : 0.72) : 0.42;
    const near = close && isPerson ? CLOSE_PEOPLE : 1;
    const wanted = CHILD_PX * scale * near * slots[i]!.k * Math.max(measure.scale, least);
    // A long, low animal (a hedgehog, a crocodile) sized by its height would fill the picture's
    // width: none is drawn wider than about half of it. A mountain, a volcano or a lighthouse that
    // is someone is the place itself: drawn as its landmark, up to most of the picture.
    const landmark = isLandmark(c.kind);
    const k = Math.min(
      Math.min(landmark ? SIZE * 0.66 : MAX_FIGURE_PX * near, Math.max(80, wanted)) /
        (isPerson ? 100 : Math.max(30, measure.height)),
      isPerson ? Infinity : (SIZE * (landmark ? 0.4 : 0.25)) / Math.max(1, measure.halfWidth),
    );
    // Seated, knees and feet reach out in front: the one across sits clear of them. (A group is
    // spaced by how wide its pose is: a runner's arms and legs reach out.)
    const posed = SEATED.has(c.pose) || c.count > 1 ? (figureFor(pen, c, book, keep, c.pose, stage) ?? measure) : measure;
    const front = Math.max(measure.front ?? measure.halfWidth, posed.front ?? 0);
    // One in a vehicle takes the vehicle's width: the others stand clear of it, not in front of its windows.
    const inside = vehicle && vehicle.rider === i ? vehicleBox(vehicle.id, VEHICLE_PX[vehicle.id]).halfWidth : 0;
    const wide = Math.max(measure.halfWidth * k, posed.halfWidth * k, front * k, inside);
    const tall = k * (isPerson ? 100 : Math.max(30, measure.height));
    return {
      k,
      half: Math.max(measure.halfWidth * k, inside),
      front: Math.max(front * k, inside),
      wide,
      tall,
      scale: measure.scale,
      isPerson,
    };
  });
  // A grown-up stands a head taller than the child hero wherever the two stand (a grandpa further
  // back is still the taller): the picture says who is the child.
  const heroSize = sizes[0];
  if (heroSize?.isPerson)
    for (const size of sizes.slice(1))
      if (size?.isPerson && size.scale > heroSize.scale * 1.2) {
        const k = Math.max(size.k, heroSize.k * (size.scale / heroSize.scale) * 0.92);
        resize(size, k / size.k);
      }
  // An animal's or a toy's mum, dad or grandparent, of the hero's own kind, stands taller than the
  // young hero (who is drawn larger than life, being the picture's subject).
  if (heroSize && !heroSize.isPerson && hero.age === undefined)
    chars.forEach((c, i) => {
      const size = sizes[i];
      // (So does a hen beside the chick, a frog beside the tadpole: the grown kind of its growing.)
      const grownOne =
        c.kind === hero.kind ? c.age === 'grown' || c.age === 'elder' : c.age !== 'young' && sameGrowing(c.kind, hero.kind);
      if (i > 0 && size && grownOne && size.k < heroSize.k * GROWN_UP) resize(size, (heroSize.k * GROWN_UP) / size.k);
    });
  const reach = (s: { half: number; front: number }) => Math.max(s.half, s.front);
  // The first companion stands clear of the hero (a camel is wider than a child), and both stay
  // in the picture.
  if (companions[0] && sizes[0] && sizes[1] && riding !== companions[0]) {
    // They face each other, so their fronts (a camel's head, a hedgehog's snout) are what come near.
    // Together, people come close enough to touch; an animal's snout would be in the other's face.
    const people = rigOf(hero.kind).rig === 'person' && rigOf(companions[0].kind).rig === 'person';
    const apart = Math.max(
      gap * SIZE,
      (reach(sizes[0]) + reach(sizes[1])) * (plan.together ? (people ? 0.85 : 1.02) : 1),
      // At a table, the table is between them, their knees under it.
      atTable ? Math.max(sizes[0].front + sizes[1].front + SIZE * 0.06, (sizes[0].tall + sizes[1].tall) * 0.18 + SIZE * 0.26) : 0,
    );
    let heroAt = heroX * SIZE;
    let otherAt = heroAt + otherSide * apart;
    const overflow = otherSide > 0 ? otherAt + sizes[1].half * 0.7 - SIZE : sizes[1].half * 0.7 - otherAt;
    if (overflow > 0) {
      heroAt -= otherSide * Math.min(overflow, heroAt * 0.5);
      otherAt -= otherSide * overflow;
    }
    slots[0]!.x = Math.max(sizes[0].half / SIZE, Math.min(1 - sizes[0].half / SIZE, heroAt / SIZE));
    // (Beside one in bed, on the pillow's side, they stand past its head, not in front of its face.)
    const pillow = seated && heroPose === 'sleep' ? seated.pillow : undefined;
    if (pillow && otherSide < 0) otherAt = Math.min(otherAt, pillow.x - 90 - reach(sizes[1]));
    slots[1]!.x = otherAt / SIZE;
  }

  // One of a group beside the last, clear of its arms and legs (seated, knees reach out in front).
  const step = (i: number) => (sizes[i] ? sizes[i]!.wide * 1.5 : 0);
  const copiesOf = (i: number) => (i === 0 ? 1 : Math.min(3, chars[i]!.count));
  // A second companion sits or stands clear of the first (and all of its group), beyond it.
  // At a table, one more seated there sits across it, behind the table between the two at its ends.
  const behindTable = (c: CharacterPlan | undefined) =>
    atTable && c !== undefined && SEATED.has(c.pose) && rigOf(c.kind).rig !== 'quad';
  // (Two more share its far side, a third of the way along it each.)
  if (behindTable(companions[1])) {
    const two = behindTable(companions[2]);
    const along = (f: number) => slots[0]!.x + (slots[1]!.x - slots[0]!.x) * f;
    [slots[2]!.x, slots[2]!.depth] = [along(two ? 1 / 3 : 1 / 2), -0.09];
    if (two) [slots[3]!.x, slots[3]!.depth] = [along(2 / 3), -0.09];
  } else if (companions[1] && sizes[1] && sizes[2])
    slots[2]!.x =
      slots[1]!.x +
      (otherSide * (Math.max(0.2 * SIZE, (reach(sizes[1]) + reach(sizes[2])) * 0.9) + step(1) * (copiesOf(1) - 1))) / SIZE;
  // (So does the second of the first companion's group, when nobody else does.)
  const acrossTable = (i: number, copy: number) => i === 1 && copy === 1 && !companions[1] && behindTable(companions[0]);
  // Everyone stays in the picture: a row too wide for it is drawn a little smaller and closer
  // together, then moved in from the edge (unless the hero is on the place's seat or in a vehicle).
  if (!seated && !vehicle && !riding) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const [i, slot] of slots.entries()) {
      const size = sizes[i];
      if (!size) continue;
      for (let copy = 0; copy < copiesOf(i); copy += 1) {
        const x = slot.x * SIZE + (acrossTable(i, copy) ? 0 : otherSide * copy * step(i));
        lo = Math.min(lo, x - size.half);
        hi = Math.max(hi, x + size.half);
      }
    }
    const room = SIZE - 24;
    if (hi > lo) {
      const f = Math.max(0.75, Math.min(1, room / (hi - lo)));
      const mid = (lo + hi) / 2;
      const [low, high] = [mid - (mid - lo) * f, mid + (hi - mid) * f];
      const shift = high > SIZE - 12 ? SIZE - 12 - high : low < 12 ? 12 - low : 0;
      for (const slot of slots) slot.x = (mid + (slot.x * SIZE - mid) * f + shift) / SIZE;
      for (const size of sizes) if (size && f < 1) resize(size, f);
    }
  } else if (seated)
    // (The hero stays on the seat; the others gathered beside it stay in the picture.)
    for (const [i, slot] of slots.entries()) {
      const half = sizes[i]?.half ?? 0;
      if (i > 0 && half > 0) slot.x = Math.max((half + 12) / SIZE, Math.min(1 - (half + 12) / SIZE, slot.x));
    }

  const centre = slots.reduce((s, t) => s + t.x, 0) / slots.length;
  const drawn: { svg: string; y: number }[] = [];
  let heroFigure: OnCanvas | null = null;
  /** The others there, each copy of a group, for what each of them holds (a hand of cards). */
  const others: (OnCanvas & { person: boolean })[] = [];
  let mount: OnCanvas | null = null;
  /** Who sits at the table: where the feet of the hero and the first companion are. */
  const tableSides: { x: number; y: number; tall: number; top: number; facesRight: boolean }[] = [];
  /** Where the hero lies in bed, under the blanket, if it does. */
  let heroInBed: number | null = null;
  // One flying with the pilot ('Leo and his dad flew the plane') is up there in it, not standing below;
  // so are those sitting in the car, the bus or the train with its driver, seen at its windows.
  const passengers = chars
    .map((c, i) => ({ c, i }))
    .filter(
      ({ c, i }) =>
        i > 0 &&
        vehicle &&
        i !== vehicle.rider &&
        c.pose === chars[vehicle.rider]!.pose &&
        (vehicle.thing.held || c.pose === 'sit'),
    )
    .map(({ i }) => i);
  // A baby someone holds or hugs is in their arms, not on its own feet beside them.
  const isBaby = (c: CharacterPlan) => {
    const rig = rigOf(c.kind);
    return rig.rig === 'person' && rig.role.age === 'baby' && c.count === 1;
  };
  const babyAt = chars.findIndex(isBaby);
  // (One asleep or laid in its cot or pram lies there: 'Gran rocked Noah in his cradle'.)
  const holderAt =
    babyAt < 0 || (babyBedThing && chars[babyAt]!.pose === 'sleep')
      ? -1
      : chars.findIndex((c, i) => i !== babyAt && HOLDING.has(c.pose) && rigOf(c.kind).rig === 'person' && !isBaby(c));
  /** Where each one is drawn, by their place among the characters. */
  const onCanvas = new Map<number, OnCanvas>();
  // One of the others asleep in the bed the place has, while the hero is up ('The wolf jumped into
  // Grandma's bed'), lies in it.
  const bedAt =
    stage.seat?.pillow && !seated
      ? chars.findIndex((c, i) => i > 0 && c.pose === 'sleep' && i !== babyAt && !passengers.includes(i))
      : -1;
  const running = chars.length > 1 && chars.every((c) => c.pose === 'run');
  for (const [i, c] of chars.entries()) {
    if (i === babyAt && holderAt >= 0) continue;
    const slot = slots[i]!;
    let x = slot.x * SIZE + layout.range(-18, 18);
    // A swimmer is out in the water, beyond the bank the others stand on.
    // (So is one that lives in the water, a tadpole or a fish, whatever it is doing: never on the grass.)
    const swimming = inWater(c);
    let y = (swimming ? stage.water! : stage.ground) + slot.depth * 600;
    // A cloud, a raindrop or a snowflake that is someone, floating, is up in the sky over the place.
    // So is a caped animal hero flying, a superhero over the heads of those below.
    const caped = i === 0 && c.kind === book.hero.kind && book.hero.parts?.cape !== undefined;
    // (The moon or a star that is the hero of a night-sky book is up there asleep or awake, the same on every page.)
    const upThere = i === 0 && plan.setting === 'night-sky' && (c.kind === 'thing:moon' || c.kind === 'thing:star');
    if ((upThere || (c.pose === 'fly' && (ofTheSky(c.kind) || caped))) && stage.floor !== 'indoor' && stage.floor !== 'air')
      y = Math.min(y, SIZE * 0.5);
    // Face the others (or the middle of the picture when alone).
    const target = chars.length > 1 ? (i === 0 ? slots[1]!.x : slots[0]!.x) : 0.5;
    let facesRight = target > slot.x || (target === slot.x && slot.x < centre);
    // All of them running (a race, a dash to the sea) run the same way: after the hero, who runs on ahead.
    if (running) facesRight = slots[0]!.x >= slots[1]!.x;
    const size = sizes[i];
    if (!size) continue;
    // The hero sleeps in the bed or sits on the sofa or bench the place has.
    const inBed = (i === 0 || i === bedAt) && c.pose === 'sleep' && stage.seat?.pillow !== undefined;
    // A sleeper in bed is drawn a little smaller, to lie within it; a grown-up there no longer than a
    // child (the beds are drawn for the child hero's size), so Mum in the ward's bed does not reach past its foot.
    const k = inBed ? Math.min(size.k, size.isPerson ? (CHILD_PX * scale) / 100 : Infinity) * 0.85 : size.k;
    if (stage.seat && ((i === 0 && (c.pose === 'sleep' || SEATED.has(c.pose) || ridden)) || i === bedAt)) {
      x = stage.seat.x;
      // A rider's hips are 30 units above its feet's line (as on a mount's back, below).
      y = stage.seat.y + (ridden ? 30 * size.k : c.pose === 'sleep' ? 10 : 4);
      if (ridden) facesRight = bikeFlip;
    }
    // In bed, the head lies on the pillow (a lying figure's head is on its left when not mirrored).
    if (inBed) facesRight = true;
    // Riding with nothing drawn to ride (a tram or a lorry the picture does not show) is standing, not sitting on air.
    const pose =
      c === riding ? 'stand' : i === 0 && riding ? 'ride' : c.pose === 'ride' && !(i === 0 && ridden) ? 'stand' : c.pose;
    const fig = figureFor(pen.scaled(k, !facesRight), { ...c, pose }, book, keep, pose, stage);
    if (!fig) continue;
    // Up out of the sea in front of the boat, its body is down at the waves, not held up over them.
    if (swimming && (stage.swell !== undefined || stage.shore !== undefined)) y += fig.height * k * 0.3;
    // One flying with the pilot ('Leo and his dad flew the plane') is up there in it, not standing below.
    // So is one sitting in the car, the bus or the train with its driver.
    if (passengers.includes(i)) continue;
    if (vehicle && i === vehicle.rider) {
      const v = vehicleBox(vehicle.id, VEHICLE_PX[vehicle.id]);
      x = Math.max(v.halfWidth + 16, Math.min(SIZE - v.halfWidth - 16, x));
      // A plane is up in the air (a big one filling the sky, tail and all), a submarine hovers over
      // the seabed; a car or a rocket stands on the ground.
      y =
        vehicle.id === 'airliner'
          ? SIZE * 0.74
          : vehicle.id === 'plane' || vehicle.id === 'helicopter'
            ? Math.min(y, SIZE * 0.55)
            : vehicle.id === 'submarine'
              ? y - 50
              : y;
      const riderStage: Stage = { ...stage, floor: 'indoor' };
      // The driver, then those riding with them, as many as it has seats (a group as one of them).
      const inIt = [c, ...passengers.map((j) => chars[j]!)].slice(0, vehicleSeats(vehicle.id));
      const inside = drawVehicle(
        pen,
        vehicle.id,
        x,
        y,
        VEHICLE_PX[vehicle.id],
        !facesRight,
        vehicle.thing.colour,
        inIt.map((one) => (rp: Pen) => figureFor(rp, { ...one, pose: 'sit', count: 1 }, book, keep, 'sit', riderStage)),
      );
      const shadow =
        vehicle.id === 'plane' || vehicle.id === 'helicopter' || vehicle.id === 'airliner'
          ? ''
          : `<ellipse cx="${n(x)}" cy="${n(stage.ground)}" rx="${n(v.halfWidth * 0.8)}" ry="${n(v.halfWidth * 0.09)}" fill="#1d1830" opacity="0.18"/>`;
      drawn.push({ svg: shadow + inside, y });
      const box = { x0: x - v.halfWidth, y0: y - v.height, x1: x + v.halfWidth, y1: y };
      if (i === 0)
        heroFigure = {
          fig: { svg: '', height: v.height, halfWidth: v.halfWidth, hand: null, head: [0, -v.height / 2], seat: null, scale: 1 },
          x,
          y,
          k: 1,
          mirrored: !facesRight,
        };
      figures.push({ kind: c.kind, role: c.role, pose: 'sit', x, y, box, facesRight });
      continue;
    }
    if (inBed) {
      x = stage.seat!.pillow!.x - fig.head[0] * k;
      y = stage.seat!.pillow!.y - fig.head[1] * k;
      heroInBed = y;
    }
    if (i === 0 && riding) {
      heroFigure = { fig, x, y, k, mirrored: !facesRight };
      continue;
    }
    // A baby beside the hero asleep or laid in its cot or pram lies in it, not on the floor beside it.
    if (i > 0 && babyBedThing && !cotThing && !bedOfOther && c.pose === 'sleep' && isBaby(c)) {
      bedOfOther = babyBedThing;
      const bed = bedOf(pen, x, y, CHILD_PX * scale * 0.62, true);
      const baby = figureFor(pen.scaled(k, false), c, book, keep, 'sleep', stage) ?? fig;
      const [bx, by] = [bed.pillow.x - baby.head[0] * k, bed.pillow.y - baby.head[1] * k];
      drawn.push(
        { svg: bed.back, y: y - 0.6 },
        { svg: place(baby.svg, bx, by, k, false), y: y - 0.5 },
        { svg: bed.front, y: y - 0.4 },
      );
      onCanvas.set(i, { fig: baby, x: bx, y: by, k, mirrored: false });
      const half = CHILD_PX * scale * 0.4;
      figures.push({
        kind: c.kind,
        role: c.role,
        pose: c.pose,
        x: bx,
        y: by,
        box: { x0: x - half, y0: y - CHILD_PX * scale * 0.7, x1: x + half, y1: y },
        facesRight: true,
      });
      continue;
    }
    // At a table, one sitting there is on a chair as high as a quarter of them.
    // (An animal sits up on its chair too, the table at its chest: 'the cat sat at the kitchen table'.)
    const onChair = atTable && SEATED.has(pose) && !(i === 0 && inBed);
    const chairSeat = onChair ? size.tall * 0.26 : 0;
    if (onChair) {
      y -= chairSeat - 4;
      const lap = rigOf(c.kind).rig === 'person' ? 0.46 : 0.62;
      if (i < 2)
        tableSides.push({ x, y: y + chairSeat - 4, tall: size.tall, top: y + chairSeat - 4 - size.tall * lap, facesRight });
    }
    // An animal up a tree is up in its crown, the tree behind it.
    if (c.trouble === 'tree') {
      const treePx = Math.max(size.tall * 2.6, SIZE * 0.62);
      y -= treePx * TREE_PERCH;
      drawn.push({ svg: drawThing(pen, A_TREE, x, stage.ground, treePx, false), y: y - 1 });
    }
    const count = copiesOf(i);
    const copies: number[] = [];
    for (let copy = count - 1; copy >= 0; copy -= 1) {
      const across = acrossTable(i, copy);
      const cx = across ? (slots[0]!.x * SIZE + x) / 2 : x + otherSide * copy * step(i);
      const cy = y - (across ? 54 : copy * 26);
      copies.unshift(cx);
      if (onChair) drawn.push({ svg: chair(pen, cx, cy + chairSeat - 4, cy + 4, size.tall * 0.3, facesRight), y: cy - 0.5 });
      // A group of people are different people: each has a look of its own, grown-ups both men and women.
      const other =
        copy && rigOf(c.kind).rig === 'person'
          ? figureFor(
              pen.scaled(k, !facesRight),
              { ...c, pose, kind: groupKind(c.kind, copy), name: `${c.name ?? ''}#${copy}` },
              book,
              keep,
              pose,
              stage,
            )
          : null;
      const svg = place((other ?? fig).svg, cx, cy, k, !facesRight);
      drawn.push({
        svg: swimming && stage.shore !== undefined ? offShore(pen, svg, stage.shore, cx, fig.halfWidth * k) : svg,
        y: cy,
      });
      if (i > 0)
        others.push({ fig: other ?? fig, x: cx, y: cy, k, mirrored: !facesRight, person: rigOf(c.kind).rig === 'person' });
    }
    // One hiding is behind their hiding place, peeking out (a game of hide and seek).
    if (c.hiding)
      drawn.push({
        svg: coverOver(
          pen,
          c.hiding.cover,
          c.hiding.word,
          { x0: x - fig.halfWidth * k, y0: y - fig.height * k, x1: x + fig.halfWidth * k, y1: y },
          toCanvas(fig.head, { fig, x, y, k, mirrored: !facesRight }),
          facesRight,
        ),
        y: y + 0.1,
      });
    // One caught in a net is under its cords.
    if (c.trouble === 'net')
      drawn.push({
        svg: netOver(pen, { x0: x - fig.halfWidth * k, y0: y - fig.height * k, x1: x + fig.halfWidth * k, y1: y }),
        y: y + 0.1,
      });
    if (c === riding) mount = { fig, x, y, k, mirrored: !facesRight };
    if (i === 0) heroFigure = { fig, x, y, k, mirrored: !facesRight };
    onCanvas.set(i, { fig, x, y, k, mirrored: !facesRight });
    figures.push({
      kind: c.kind,
      role: c.role,
      pose,
      x,
      y,
      box: { x0: x - fig.halfWidth * k, y0: y - fig.height * k, x1: x + fig.halfWidth * k, y1: y },
      facesRight,
      ...(count > 1 && { copies }),
    });
  }
  // A rider sits on its mount's back.
  if (riding && heroFigure && mount) {
    const h: OnCanvas = heroFigure;
    const m: OnCanvas = mount;
    const seat = toCanvas(m.fig.seat ?? [0, -m.fig.height * 0.6], m);
    const scaleRider = Math.min(h.k, m.k * 1.2);
    const riderFig = figureFor(pen.scaled(scaleRider, m.mirrored), { ...hero, pose: 'ride' }, book, keep, 'ride', stage)!;
    drawn.push({ svg: place(riderFig.svg, seat[0], seat[1] + 30 * scaleRider, scaleRider, m.mirrored), y: m.y + 1 });
    heroFigure = { fig: riderFig, x: seat[0], y: seat[1] + 30 * scaleRider, k: scaleRider, mirrored: m.mirrored };
    figures.unshift({
      kind: hero.kind,
      role: 'hero',
      pose: 'ride',
      x: seat[0],
      y: seat[1],
      box: { x0: seat[0] - 40, y0: seat[1] - riderFig.height * scaleRider, x1: seat[0] + 40, y1: seat[1] },
      facesRight: !m.mirrored,
    });
  }
  const holder = onCanvas.get(holderAt);
  if (babyAt >= 0 && holder) {
    const baby = chars[babyAt]!;
    const kb = holder.k * 0.85;
    const fig = figureFor(pen.scaled(kb, holder.mirrored), baby, book, keep, baby.pose, stage);
    if (fig) {
      // Lying along the holder's arms, its middle at their hand, in front of them.
      const [hx, hy] = toCanvas(holder.fig.hand ?? [20, -holder.fig.height * 0.5], holder);
      const [x, y] = [hx + (holder.mirrored ? 1 : -1) * 6 * holder.k, hy + 8 * holder.k];
      drawn.push({ svg: place(fig.svg, x, y, kb, holder.mirrored), y: holder.y + 0.5 });
      const placed: PlacedFigure = {
        kind: baby.kind,
        role: baby.role,
        pose: baby.pose,
        x,
        y,
        box: { x0: x - fig.halfWidth * kb, y0: y - fig.height * kb, x1: x + fig.halfWidth * kb, y1: y },
        facesRight: !holder.mirrored,
      };
      if (babyAt === 0) {
        figures.unshift(placed);
        heroFigure = { fig, x, y, k: kb, mirrored: holder.mirrored };
      } else figures.push(placed);
    }
  }
  // A bed's blanket covers its sleeper, or lies on the empty bed.
  const blanket = stage.seat?.blanket ?? '';
  if (heroInBed !== null) drawn.push({ svg: blanket, y: heroInBed + 0.5 });
  else middle = blanket + middle;
  drawn.sort((a, b) => a.y - b.y);
  // The table between those sat at it (in front of one alone), its top above their laps, its cloth
  // over their knees.
  if (atTable && tableSides.length > 0) {
    const [a, b] = tableSides;
    const reachOut = (s: { x: number; tall: number; facesRight: boolean }) => s.x + (s.facesRight ? 1 : -1) * s.tall * 0.1;
    const alone = a!.x + (a!.facesRight ? 1 : -1) * (a!.tall * 0.1 + SIZE * 0.3);
    const [x0, x1] = [reachOut(a!), b ? reachOut(b) : alone].sort((p, q) => p - q);
    const sides = b ? [a!, b] : [a!];
    const floor = Math.max(...sides.map((s) => s.y)) + 6;
    const top = Math.min(...sides.map((s) => s.top));
    const hem = Math.max(...sides.map((s) => s.y - s.tall * 0.2));
    beside += table(pen, x0!, x1!, top, floor, hem);
  }

  // Things: held in the hero's hand, in the sky, or on the ground beside the figures.
  const hf: OnCanvas | null = heroFigure;
  // Things stand clear of the hero: beside it on the open side (or behind it when a companion is there).
  const heroHalf = (sizes[0]?.half ?? 80) / SIZE;
  const heroAt = slots[0]!.x;
  const freeX =
    plan.characters.length > 1
      ? heroAt - otherSide * Math.max(0.22, heroHalf + 0.08)
      : heroAt + otherSide * Math.max(0.26, heroHalf + 0.1);
  /** What the things stand clear of: the figures, then the things already placed. */
  const taken: Span[] = figures.map((f) => f.box);
  /** Where a torch, a candle or a lantern is drawn: the light in a room whose lights are out. */
  const lamps: Point[] = [];
  const lamp = (t: ThingPlan, x: number, y: number) => {
    if (t.icon && LAMPS.has(t.icon)) lamps.push([x, y]);
  };
  plan.things.slice(0, 2).forEach((t, i) => {
    if (t === seatThing || t === cotThing || t === bedOfOther || t === vehicle?.thing) return;
    // (The tree someone is up is drawn with them, and the one a kite is caught in with the kite.)
    if (t.icon && TREES.has(t.icon) && (chars.some((c) => c.trouble === 'tree') || plan.things.some((o) => o.inTree))) return;
    const size = thingSize(t, stage);
    // A kite stuck in a tree is up in the tree's crown, across from the hero, its string hanging loose.
    if (t.inTree) {
      const treePx = SIZE * 0.62;
      const x = clearSpot(taken, treePx * 0.3, (book.side === 'L' ? 0.8 : 0.2) * SIZE);
      taken.push({ x0: x - treePx * 0.3, x1: x + treePx * 0.3 });
      behind += drawThing(pen, A_TREE, x, stage.ground, treePx, false);
      const [kx, ky] = [x + treePx * 0.06, stage.ground - treePx * TREE_PERCH];
      beside +=
        `<path d="M${Math.round(kx)} ${Math.round(ky)}q14 60 -4 130" fill="none" stroke="#f4f1e8" stroke-width="2.5" stroke-opacity="0.9"/>` +
        drawThing(pen, t, kx, ky, size.px * 0.75, false, false);
      return;
    }
    if (t.held && hf?.fig.hand) {
      // (One each, for all who do it together: every player holds a hand of cards.)
      const heroHolds = { ...hf, person: rigOf(hero.kind).rig === 'person' };
      for (const holder of t.each ? [heroHolds, ...others.filter((o) => o.fig.hand)] : [heroHolds]) {
        const [hx, hy] = toCanvas(holder.fig.hand!, holder);
        if (t.icon && HAND_OF_CARDS.has(t.icon)) {
          beside += cardFan(pen, hx, hy + 8, Math.max(60, holder.fig.height * holder.k * 0.3), holder.mirrored);
          continue;
        }
        // An open umbrella is held up over the head, its handle in the hand ('Jamie held up their umbrella').
        if (holder.person && t.icon && HELD_OVERHEAD.has(t.icon)) {
          const tall = holder.fig.height * holder.k;
          const px = tall * 0.85;
          beside += drawThing(pen, t, (hx + holder.x) / 2, holder.y - tall * 1.32 + px, px, !holder.mirrored, false);
          continue;
        }
        // A small creature carries a load as big as itself (an ant's crumb) on its back.
        const person = holder.person;
        const px = person ? size.px * 0.55 : Math.max(size.px * 0.55, holder.fig.height * holder.k * 0.75);
        beside += drawThing(pen, t, hx, hy + (person ? size.px * 0.45 : px * 0.8), px, !holder.mirrored, false);
        lamp(t, hx, hy);
      }
      return;
    }
    if (size.place === 'sky') {
      const x = (book.side === 'L' ? 0.68 : 0.32) * SIZE + i * 120 * otherSide;
      const y = 200 + size.px + i * 60;
      // A kite or a balloon the hero has is on a string from the hero's hand.
      if ((t.icon === 'kite' || t.icon === 'balloon') && hf?.fig.hand) {
        const [hx, hy] = toCanvas(hf.fig.hand, hf);
        beside += `<path d="M${Math.round(hx)} ${Math.round(hy)}Q${Math.round((hx + x) / 2)} ${Math.round(Math.max(hy, y) - 40)} ${Math.round(x)} ${Math.round(y - size.px * 0.45)}" fill="none" stroke="#f4f1e8" stroke-width="2.5" stroke-opacity="0.9"/>`;
      }
      beside += drawThing(pen, t, x, y, size.px, false, false);
      return;
    }
    if (size.place === 'big') {
      // Across from the hero, where nobody stands in front of it (a seal is not in the hut's door).
      const half = size.half ?? size.px * 0.5;
      const spot = clearSpot(taken, half, (book.side === 'L' ? 0.82 : 0.18) * SIZE);
      // (a long one, a bus, kept nearly whole in the picture)
      const x = size.half === undefined ? spot : Math.min(SIZE - half * 0.92, Math.max(half * 0.92, spot));
      taken.push({ x0: x - half, x1: x + half });
      behind += drawThing(pen, t, x, stage.ground - 40, size.px, false);
      lamp(t, x, stage.ground - 40 - size.px * 0.5);
      return;
    }
    // Bubbles float, never stood on the floor: over the pool's water beside a swimmer, up in the air when blown.
    if (t.icon === 'bubbles') {
      const x = clearSpot(taken, size.px * 0.4, Math.max(90, Math.min(SIZE - 90, freeX * SIZE)));
      taken.push({ x0: x - size.px * 0.4, x1: x + size.px * 0.4 });
      beside += drawThing(pen, t, x, stage.ground - 110, size.px, false, false);
      return;
    }
    // A second thing goes further out from the hero, never back in front of it; at the picture's
    // edge, wherever it covers fewest figures.
    const away = freeX >= heroAt ? 1 : -1;
    const wanted = Math.max(90, Math.min(SIZE - 90, freeX * SIZE + i * 120 * away + layout.range(-20, 20)));
    const x = clearSpot(taken, size.px * 0.4, wanted);
    taken.push({ x0: x - size.px * 0.4, x1: x + size.px * 0.4 });
    beside += drawThing(pen, t, x, stage.ground + 30 + i * 20, size.px, x > SIZE / 2);
    lamp(t, x, stage.ground + 30 + i * 20 - size.px * 0.5);
  });

  const night = plan.time === 'night' && stage.outdoor;
  const veil = night ? nightVeil(pen, stage) : plan.time === 'night' && !plan.lightsOut ? roomVeil() : '';
  middle = behind + middle;
  const glow = hf ? ([hf.x, hf.y - hf.fig.height * hf.k * 0.5] as Point) : ([SIZE / 2, SIZE / 2] as Point);
  // (Indoors, the weather is only seen through the window: the room draws it there.)
  const weather = stage.outdoor ? weatherOver(pen, rng, plan.weather, stage.floor === 'snow') : '';
  const light = effects(pen, rng, { stage, plan, glow, heroHeight: hf ? hf.fig.height * hf.k : CHILD_PX, book, lamps });
  const over = weather + light.svg;
  // Down in the sea (a dolphin, a swimmer) is in front of the boat and its near waves, foam where
  // it comes out of the water.
  const inTheSea = (d: { y: number }) => stage.swell !== undefined && d.y > (stage.ground + stage.water!) / 2;
  const front =
    middle +
    drawn
      .filter((d) => !inTheSea(d))
      .map((d) => d.svg)
      .join('') +
    beside +
    stage.front +
    (stage.swell ?? '') +
    drawn
      .filter(inTheSea)
      .map((d) => d.svg)
      .join('') +
    figures
      .filter(inTheSea)
      .flatMap((f) =>
        (f.copies ?? [f.x]).map((x) => splash(pen, x, f.y - (f.box.y1 - f.box.y0) * 0.3, (f.box.x1 - f.box.x0) * 0.4)),
      )
      .join('') +
    (night ? `<rect width="${SIZE}" height="${SIZE}" fill="#0b1033" opacity="0.16"/>` : '') +
    over;
  const back = stage.back + veil;
  const doc = (body: string) =>
    lean(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${pen.defs()}</defs>${body}</svg>`,
    );
  return { back: doc(back), front: doc(front), svg: doc(back + front), washes: light.washes, figures, stage };
}

/** One out in the sea seen from the beach: cut off where the waves meet the sand, foam round it there. */
function offShore(pen: Pen, svg: string, shore: number, x: number, half: number): string {
  const clip = pen.def((id) => `<clipPath id="${id}"><rect width="${SIZE}" height="${shore}"/></clipPath>`);
  return `<g clip-path="url(#${clip})">${svg}</g>` + splash(pen, x, shore - 6, half * 0.8);
}

/** White foam round one coming up out of the sea at `y`, `half` wide each side. */
function splash(pen: Pen, x: number, y: number, half: number): string {
  const foam = pen.c('#f4faff');
  return (
    `<ellipse cx="${n(x)}" cy="${n(y - 4)}" rx="${n(half)}" ry="${n(half * 0.16)}" fill="${foam}" opacity="0.85"/>` +
    pen.stroke(`M${n(x - half * 1.2)} ${n(y + 6)}q${n(half * 0.3)} -16 ${n(half * 0.6)} 0`, foam, 8) +
    pen.stroke(`M${n(x + half * 0.6)} ${n(y + 6)}q${n(half * 0.3)} -16 ${n(half * 0.6)} 0`, foam, 8)
  );
}

/** A figure's size drawn `f` times as large. */
function resize(size: { k: number; half: number; front: number; wide: number; tall: number }, f: number): void {
  [size.k, size.half, size.front, size.wide, size.tall] = [
    size.k * f,
    size.half * f,
    size.front * f,
    size.wide * f,
    size.tall * f,
  ];
}

interface Span {
  x0: number;
  x1: number;
}

/** Where a thing `half` wide each side covers the fewest figures: the picture's side given, else the clearest. */
function clearSpot(taken: readonly Span[], half: number, preferred: number): number {
  const covered = (x: number) =>
    taken.reduce((sum, b) => sum + Math.max(0, Math.min(x + half, b.x1) - Math.max(x - half, b.x0)), 0);
  let best = preferred;
  let least = covered(preferred);
  for (let x = Math.max(90, half * 0.6); x <= SIZE - Math.max(90, half * 0.6); x += 16) {
    const c = covered(x);
    if (c < least - 20) [best, least] = [x, c];
  }
  return best;
}

/** Things ridden astride, drawn under the rider. */
const RIDDEN: ReadonlySet<string> = new Set(['bicycle']);
/** A bicycle's size, and its saddle: behind the middle and up from the ground, in parts of that size. */
const BIKE_PX = 380;
const SADDLE = [0.125, 0.58] as const;

/** How long a vehicle someone rides in is drawn (a rocket: how tall). */
const VEHICLE_PX: Readonly<Record<VehicleId, number>> = {
  submarine: 620,
  plane: 640,
  airliner: 900,
  helicopter: 560,
  rocket: 560,
  car: 560,
  bus: 640,
  train: 600,
  tram: 640,
  tractor: 520,
  lorry: 600,
  'fire-engine': 620,
};
/** Poses that take a baby in the arms. */
const HOLDING: ReadonlySet<Pose> = new Set(['hold', 'hug']);
/** Where a plane or a rocket flown by a child is a toy in the hand. */
const TOY_PLACES: ReadonlySet<string> = new Set(['garden', 'park', 'playground']);

/**
 * The vehicle someone is in, and who (`rider`, 0 for the hero), when the plan names one: flying a
 * plane or a rocket (which the plan has in the flier's hands) is flying in it, except at play
 * indoors or in a park or a garden, where it is a toy; a submarine, or a car, a bus or a train sat
 * or ridden in (or one the plan says someone is in), is ridden in.
 */
function rideIn(plan: ScenePlan, stage: Stage): { thing: ThingPlan; id: VehicleId; rider: number } | null {
  for (const thing of plan.things.slice(0, 2)) {
    const id = VEHICLE_OF[thing.drawn ?? thing.icon ?? ''];
    const flown = id === 'plane' || id === 'helicopter' || id === 'rocket';
    // (A hero up in the sky beside someone else's plane is in it with them, seen at the cockpit.)
    const rider = flown && plan.characters[0]?.pose === 'fly' ? 0 : (thing.rider ?? 0);
    const who = plan.characters[rider];
    // (a passenger asleep on the big plane still sleeps in their seat at its window)
    if (!id || !who || (who.pose === 'sleep' && id !== 'airliner')) continue;
    if (flown) {
      if (thing.held && stage.floor !== 'indoor' && !TOY_PLACES.has(plan.setting)) return { thing, id, rider };
      continue;
    }
    if (id === 'submarine' || thing.rider !== undefined || (id === 'car' && ['sit', 'ride'].includes(who.pose)))
      return { thing, id, rider };
  }
  return null;
}

/** Figures this size beside a child (100 units) or smaller are seen close up indoors. */
/** The tree one is up, and how far up its height they perch (in its crown). */
/** Held up over the head, not in front at the hand: an open umbrella. */
const HELD_OVERHEAD: ReadonlySet<string> = new Set(['umbrella', 'umbrella-with-rain-drops']);

const A_TREE: ThingPlan = { word: 'tree', drawn: null, icon: 'deciduous-tree', held: false, colour: null };
const TREE_PERCH = 0.5;
const TREES = new Set(['deciduous-tree', 'evergreen-tree', 'palm-tree']);
/** How much taller an animal's or a toy's grown-up stands than the young hero of its kind. */
const GROWN_UP = 1.3;
const SMALL_CREATURE = 0.3;
/** How much larger a room is drawn seen close up from the floor, and its people. */
const CLOSE_ZOOM = 2;
const CLOSE_PEOPLE = 1.6;

/** The stage seen close up from the floor: drawn `zoom` times larger about the ground in front. */
function closeUp(p: Pen, stage: Stage, most: number, heroSide: 'L' | 'R'): Stage {
  // Never so close that the room's landmark (a skeleton, a board, the shelves) leaves the picture.
  const zoom = stage.landmark ? Math.max(1.35, Math.min(most, (stage.ground - 40) / (stage.ground - stage.landmark))) : most;
  // Rooms keep their furniture across from the hero: the room is enlarged about a point on that
  // side, so a table's leg, the sofa's foot or the rug's edge stays in the picture beside the hero.
  const cx = heroSide === 'L' ? SIZE * 0.78 : SIZE * 0.22;
  const gy = stage.ground;
  const at = (x: number, y: number) => ({ x: cx + (x - cx) * zoom, y: gy + (y - gy) * zoom });
  const g = (svg: string) =>
    svg ? `<g transform="translate(${cx} ${gy}) scale(${zoom}) translate(${-cx} ${-gy})">${svg}</g>` : '';
  // A seat drawn off the picture's edge is sat on where it is still in the picture.
  const seatAt = stage.seat && at(stage.seat.x, stage.seat.y);
  const seat = stage.seat && {
    x: Math.max(SIZE * 0.2, Math.min(SIZE * 0.8, seatAt!.x)),
    y: seatAt!.y,
    ...(stage.seat.pillow && { pillow: at(stage.seat.pillow.x, stage.seat.pillow.y) }),
    ...(stage.seat.blanket && { blanket: g(stage.seat.blanket) }),
  };
  // A room with nothing to sit on has a table or a stool whose legs rise out of the picture across
  // from the hero: from the floor, that is the furniture seen.
  const far = (x: number) => (heroSide === 'L' ? x : SIZE - x);
  const floor = at(0, gy).y + 14;
  const wood = p.c('#8a5a32');
  const legs =
    stage.seat || stage.landmark
      ? ''
      : [far(790), far(990)]
          .map(
            (x) =>
              `<ellipse cx="${n(x)}" cy="${n(floor + 6)}" rx="50" ry="12" fill="#000000" fill-opacity="0.16"/>` +
              p.tube(
                [
                  [x, 0],
                  [x + (heroSide === 'L' ? 8 : -8), floor],
                ],
                52,
                wood,
              ),
          )
          .join('') +
        p.shape(`M${n(far(700))} -10L${n(far(1060))} -10L${n(far(1060))} 64L${n(far(700))} 64Z`, mix(wood, '#000000', 0.15));
  return {
    ...stage,
    back: g(stage.back),
    middle: g(stage.middle) + legs,
    front: g(stage.front),
    horizon: at(0, stage.horizon).y,
    ...(seat && { seat }),
    ...(stage.glows && { glows: stage.glows.map((g) => ({ ...at(g.x, g.y), r: g.r * zoom })) }),
  };
}

/**
 * Opacity on a single shape becomes fill and stroke opacity: the same look, but librsvg then draws
 * it straight onto the canvas instead of through a canvas of its own (most of a picture's cost).
 */
function lean(svg: string): string {
  return svg.replace(/<(path|circle|ellipse|rect)([^>]*?) opacity="([\d.]+)"/g, '<$1$2 fill-opacity="$3" stroke-opacity="$3"');
}

function toCanvas(pt: Point, f: OnCanvas): Point {
  return [f.x + (f.mirrored ? -1 : 1) * pt[0] * f.k, f.y + pt[1] * f.k];
}

/** The kind of one of a group of people: grown-ups alternate man and woman. */
function groupKind(kind: KindId, copy: number): KindId {
  if (copy % 2 === 0) return kind;
  return kind === 'woman' ? 'man' : kind === 'man' ? 'woman' : kind;
}
