/** What a figure is doing and how it feels: the scene reader picks them, every figure can show them. */
export type Pose =
  | 'stand'
  | 'walk'
  | 'run'
  | 'jump'
  | 'sit'
  | 'fly'
  | 'swim'
  | 'hug'
  | 'wave'
  | 'highFive'
  | 'point'
  | 'lookUp'
  | 'hold'
  | 'read'
  | 'sitRead'
  | 'sleep'
  | 'dance'
  | 'climb'
  | 'eat'
  | 'ride'
  | 'talk'
  | 'cry'
  | 'dig';

export type Expression =
  'happy' | 'joy' | 'calm' | 'surprised' | 'sad' | 'scared' | 'sleepy' | 'curious' | 'nervous' | 'angry' | 'determined';

/**
 * A limb's two segments as angles in degrees: 0 hangs straight down, 90 points forward (the way
 * the figure faces), 180 straight up, negative backwards. The lower angle is absolute too.
 */
type LimbAngles = readonly [upper: number, lower: number];

export interface Skeleton {
  nearArm: LimbAngles;
  farArm: LimbAngles;
  nearLeg: LimbAngles;
  farLeg: LimbAngles;
  /** Forward lean of the torso, degrees. */
  lean: number;
  /** Head turned up (positive) or down. */
  tilt: number;
  /** Lifted off the ground, in figure units (height 100). */
  lift: number;
  /** The whole figure turned about its hips (flying, swimming, lying). */
  turn: number;
  /** Sitting: the hips rest this high above the feet line. */
  seat: number | null;
}

/** How a person (or any two-legged figure) holds each pose. */
export const SKELETONS: Readonly<Record<Pose, Skeleton>> = {
  stand: {
    nearArm: [14, 6],
    farArm: [-12, -6],
    nearLeg: [4, 0],
    farLeg: [-5, -2],
    lean: 0,
    tilt: 0,
    lift: 0,
    turn: 0,
    seat: null,
  },
  walk: {
    nearArm: [-28, -12],
    farArm: [26, 42],
    nearLeg: [24, 6],
    farLeg: [-20, -34],
    lean: 3,
    tilt: 0,
    lift: 0,
    turn: 0,
    seat: null,
  },
  run: {
    nearArm: [-50, 30],
    farArm: [55, 140],
    nearLeg: [55, 8],
    farLeg: [-42, -70],
    lean: 14,
    tilt: 4,
    lift: 8,
    turn: 0,
    seat: null,
  },
  jump: {
    nearArm: [-155, -170],
    farArm: [150, 165],
    nearLeg: [38, -30],
    farLeg: [22, -45],
    lean: 0,
    tilt: 10,
    lift: 12,
    turn: 0,
    seat: null,
  },
  sit: { nearArm: [28, 70], farArm: [22, 64], nearLeg: [88, 86], farLeg: [82, 80], lean: -4, tilt: 0, lift: 0, turn: 0, seat: 9 },
  fly: {
    nearArm: [172, 175],
    farArm: [150, 160],
    nearLeg: [-8, -14],
    farLeg: [8, -4],
    lean: 0,
    tilt: 30,
    lift: 70,
    turn: 72,
    seat: null,
  },
  swim: {
    nearArm: [168, 178],
    farArm: [118, 96],
    nearLeg: [-10, -20],
    farLeg: [10, 0],
    lean: 0,
    tilt: 28,
    lift: 30,
    turn: 76,
    seat: null,
  },
  hug: {
    nearArm: [78, 104],
    farArm: [84, 112],
    nearLeg: [8, 0],
    farLeg: [-6, -2],
    lean: 6,
    tilt: 0,
    lift: 0,
    turn: 0,
    seat: null,
  },
  wave: {
    nearArm: [-140, -172],
    farArm: [14, 8],
    nearLeg: [4, 0],
    farLeg: [-5, -2],
    lean: 0,
    tilt: 4,
    lift: 0,
    turn: 0,
    seat: null,
  },
  // One hand raised forward and up, beside the face, to meet the other one's.
  highFive: {
    nearArm: [96, 140],
    farArm: [-12, -6],
    nearLeg: [10, 0],
    farLeg: [-8, -2],
    lean: 8,
    tilt: 10,
    lift: 0,
    turn: 0,
    seat: null,
  },
  point: {
    nearArm: [96, 98],
    farArm: [-12, -6],
    nearLeg: [10, 0],
    farLeg: [-8, -2],
    lean: 2,
    tilt: 6,
    lift: 0,
    turn: 0,
    seat: null,
  },
  lookUp: {
    nearArm: [-14, -8],
    farArm: [140, 150],
    nearLeg: [4, 0],
    farLeg: [-5, -2],
    lean: -5,
    tilt: 24,
    lift: 0,
    turn: 0,
    seat: null,
  },
  hold: {
    nearArm: [30, 96],
    farArm: [26, 92],
    nearLeg: [4, 0],
    farLeg: [-5, -2],
    lean: 0,
    tilt: -4,
    lift: 0,
    turn: 0,
    seat: null,
  },
  read: {
    nearArm: [24, 128],
    farArm: [20, 120],
    nearLeg: [4, 0],
    farLeg: [-5, -2],
    lean: 0,
    tilt: -12,
    lift: 0,
    turn: 0,
    seat: null,
  },
  // Seated with a book held up to read: the reading arms on the sitting legs.
  sitRead: {
    nearArm: [24, 128],
    farArm: [20, 120],
    nearLeg: [88, 86],
    farLeg: [82, 80],
    lean: -4,
    tilt: -12,
    lift: 0,
    turn: 0,
    seat: 9,
  },
  sleep: {
    nearArm: [10, 14],
    farArm: [6, 10],
    nearLeg: [2, 0],
    farLeg: [-2, 0],
    lean: 0,
    tilt: 0,
    lift: 9,
    turn: -90,
    seat: null,
  },
  dance: {
    nearArm: [-135, -100],
    farArm: [120, 150],
    nearLeg: [40, -20],
    farLeg: [-6, 0],
    lean: -6,
    tilt: 10,
    lift: 3,
    turn: 0,
    seat: null,
  },
  climb: {
    nearArm: [-142, -158],
    farArm: [138, 152],
    nearLeg: [62, -8],
    farLeg: [-4, 0],
    lean: 4,
    tilt: 16,
    lift: 8,
    turn: 0,
    seat: null,
  },
  eat: {
    nearArm: [34, 172],
    farArm: [-10, -5],
    nearLeg: [4, 0],
    farLeg: [-5, -2],
    lean: 0,
    tilt: 0,
    lift: 0,
    turn: 0,
    seat: null,
  },
  ride: {
    nearArm: [48, 84],
    farArm: [44, 80],
    nearLeg: [62, 14],
    farLeg: [58, 10],
    lean: 6,
    tilt: 2,
    lift: 0,
    turn: 0,
    seat: 30,
  },
  talk: {
    nearArm: [40, 118],
    farArm: [-12, -6],
    nearLeg: [6, 0],
    farLeg: [-5, -2],
    lean: 2,
    tilt: 2,
    lift: 0,
    turn: 0,
    seat: null,
  },
  cry: {
    nearArm: [30, 160],
    farArm: [28, 156],
    nearLeg: [4, 0],
    farLeg: [-4, -2],
    lean: 4,
    tilt: -14,
    lift: 0,
    turn: 0,
    seat: null,
  },
  dig: {
    nearArm: [70, 30],
    farArm: [64, 24],
    nearLeg: [40, -30],
    farLeg: [-10, -60],
    lean: 38,
    tilt: -10,
    lift: 0,
    turn: 0,
    seat: null,
  },
};

/** Flying on a broom: astride it as on a mount's back, up in the air, leaning into the wind, both hands on the stick in front. */
export const ON_A_BROOM: Skeleton = {
  ...SKELETONS.ride,
  nearArm: [62, 84],
  farArm: [58, 80],
  nearLeg: [58, 12],
  farLeg: [52, 6],
  lean: 12,
  lift: 70,
};

/** The expression a pose shows when the text names no feeling. */
export const POSE_FEELING: Readonly<Partial<Record<Pose, Expression>>> = {
  sleep: 'sleepy',
  cry: 'sad',
  jump: 'joy',
  dance: 'joy',
  lookUp: 'curious',
  read: 'calm',
  sitRead: 'calm',
  hug: 'joy',
  highFive: 'joy',
  run: 'determined',
  climb: 'determined',
};

/** Unit vector of an angle of a limb (0 down, 90 forward). */
export function along(angle: number, length: number): [number, number] {
  const a = (angle * Math.PI) / 180;
  return [Math.sin(a) * length, Math.cos(a) * length];
}
