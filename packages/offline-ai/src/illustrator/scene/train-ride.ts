import type { KindId } from '../figures/kinds.js';
import type { SettingId } from '../scenery/settings.js';
import type { ScenePlan } from './scene-plan.js';

/** In or on the train itself: 'sat on the train', 'climbed aboard the train' (not its station, set or track, nor a toy one). */
const ABOARD =
  /\b(?:on|aboard|inside|in|onto|into|boarded|board)\s+(?:the|a|our|their|his|her|my)\s+(?!(?:toy|model|wooden|clockwork|little toy)\s)(?:\w+\s+)?train\b(?!\s+(?:station|set|tracks?|line|tunnel|shop|driver))/;
/** The carriage walked along or sat in: a train's, unless it is drawn by horses or goes to the ball. */
const IN_THE_CARRIAGE = /\b(?:along|down|through|up|in|into|inside)\s+(?:the|a|our|their)\s+(?:\w+\s+)?carriages?\b/;
const HORSE_DRAWN = /\b(?:horses?|coach(?:man)?|pumpkin|cinderella|princes?s?|king|queen|ball|royal|golden)\b/;
/** The world seen going by from a moving train: 'Fields rushed by', 'houses whizzed past'. */
const RUSHING_BY =
  /\b(?:fields|hedges|trees|houses|hills|cows|sheep|towns?|villages?|the countryside|the world|everything)\s+(?:\w+\s+){0,2}(?:rushed|whizzed|flashed|flew|zoomed|raced|sped|whooshed|rolled|slid|went|flicked)\s+(?:by|past)\b/;
/** At its window, or stopped out in the country with them aboard. */
const AT_ITS_WINDOW = /\b(?:sat|sits|sitting)\s+by\s+the\s+window\b|\b(?:out of|through)\s+the\s+(?:train\s+)?window\b/;
const STOPPED_OUT_THERE = /\btrain\s+(?:\w+\s+){0,2}(?:stopped|halted|stood still|waited)\s+in the middle of\b/;
const TRAIN = /\b(?:trains?|railway|carriages?)\b/;

/** A ride ahead, told on the book's first page: 'going on a real train', 'a train ride to Grandma's', 'by train'. */
const RIDE_AHEAD =
  /\b(?:go|goes|going|went|off|set off|setting off)\s+(?:on|by)\s+(?:a|the)\s+(?:real\s+|big\s+|long\s+|steam\s+)*train\b|\btrain\s+(?:ride|journey|trip)s?\b|\bby train\b/;

/**
 * Is the page on a train ride, the one in the carriage? Seen going by ('Fields rushed by') or at its
 * window, it is, when the page or the book is about the train ('the book's place' is the train then).
 */
export function onATrain(lower: string, bookPlace: SettingId | null): boolean {
  const trainBook = bookPlace === 'train' || TRAIN.test(lower);
  // (A ride only looked forward to, 'I wish I could go on a real train', is not yet on it.)
  const now = lower.replace(new RegExp(RIDE_AHEAD.source, 'g'), '');
  return (
    ABOARD.test(now) ||
    STOPPED_OUT_THERE.test(lower) ||
    (IN_THE_CARRIAGE.test(lower) && !HORSE_DRAWN.test(lower) && trainBook) ||
    (trainBook && (RUSHING_BY.test(lower) || AT_ITS_WINDOW.test(lower)))
  );
}

/** Does the first page say a train ride is what the book is about? Then the train is the book's place. */
export function rideAhead(lower: string): boolean {
  return RIDE_AHEAD.test(lower);
}

/** Animals of the fields: on the train, they are out there, seen through the window, never in the carriage. */
const OF_THE_FIELDS: ReadonlySet<KindId> = new Set(['cow', 'sheep', 'horse', 'pig', 'goat', 'donkey']);
/** Things that are the train itself, or its carriage: it is all round them, not a toy beside them. */
const THE_TRAIN: ReadonlySet<string> = new Set(['train', 'tram-car', 'railway-car', 'locomotive', 'steam-locomotive', 'tram']);
/** Poses of one riding along: sat on the bench (one walking, running or asleep keeps theirs). */
const SAT_ALONG: ReadonlySet<string> = new Set(['stand', 'talk', 'hold', 'lookUp', 'point', 'wave', 'read', 'eat', 'cry']);

/**
 * A page in the carriage: the hero sat on its bench at the window, the cows left out in the fields
 * (the window shows them), the train and its driver not drawn as a second train beside them.
 */
export function inTheCarriage(plan: ScenePlan): ScenePlan {
  const train = plan.things.filter((t) => THE_TRAIN.has(t.icon ?? '') || /\bcarriages?\b/.test(t.word));
  const drivers = new Set(train.flatMap((t) => (t.rider !== undefined && t.rider > 0 ? [t.rider] : [])));
  const [hero, ...others] = plan.characters;
  if (!hero) return plan;
  const sat = hero.pose === 'read' ? 'sitRead' : SAT_ALONG.has(hero.pose) ? 'sit' : hero.pose;
  return {
    ...plan,
    characters: [{ ...hero, pose: sat }, ...others.filter((c, i) => !drivers.has(i + 1) && !OF_THE_FIELDS.has(c.kind))],
    things: plan.things.filter((t) => !train.includes(t)),
  };
}
