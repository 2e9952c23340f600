import type { Mood as LanguageMood } from '../../language/index.js';
import type { Expression, Pose } from '../figures/pose.js';
import type { Mood } from './scene-plan.js';

/** What a verb (infinitive, with its particle) looks like as a pose. */
const VERB_POSES: Readonly<Record<string, Pose>> = {
  walk: 'walk',
  stroll: 'walk',
  wander: 'walk',
  march: 'walk',
  explore: 'walk',
  visit: 'walk',
  go: 'walk',
  come: 'walk',
  follow: 'walk',
  slide: 'walk',
  creep: 'walk',
  crawl: 'walk',
  tiptoe: 'walk',
  hike: 'walk',
  waddle: 'walk',
  shuffle: 'walk',
  trudge: 'walk',
  plod: 'walk',
  amble: 'walk',
  stomp: 'walk',
  scurry: 'run',
  search: 'walk',
  run: 'run',
  race: 'run',
  dash: 'run',
  hurry: 'run',
  rush: 'run',
  chase: 'run',
  gallop: 'run',
  canter: 'run',
  trot: 'run',
  scamper: 'run',
  escape: 'run',
  jump: 'jump',
  leap: 'jump',
  hop: 'jump',
  bounce: 'jump',
  skip: 'jump',
  celebrate: 'jump',
  cheer: 'jump',
  sit: 'sit',
  rest: 'sit',
  wait: 'sit',
  picnic: 'sit',
  listen: 'sit',
  fly: 'fly',
  soar: 'fly',
  glide: 'fly',
  float: 'fly',
  flutter: 'fly',
  zoom: 'fly',
  swim: 'swim',
  dive: 'swim',
  paddle: 'swim',
  splash: 'swim',
  snorkel: 'swim',
  hug: 'hug',
  cuddle: 'hug',
  embrace: 'hug',
  // (a baby rocked or cradled is held in the arms)
  rock: 'hold',
  cradle: 'hold',
  wave: 'wave',
  greet: 'wave',
  point: 'point',
  show: 'point',
  'look up': 'lookUp',
  stargaze: 'lookUp',
  gaze: 'lookUp',
  carry: 'hold',
  hold: 'hold',
  bring: 'hold',
  give: 'hold',
  find: 'hold',
  catch: 'hold',
  pick: 'hold',
  'pick up': 'hold',
  collect: 'hold',
  gather: 'hold',
  offer: 'hold',
  feed: 'hold',
  share: 'hold',
  read: 'read',
  study: 'read',
  write: 'read',
  wrote: 'read',
  draw: 'read',
  drew: 'read',
  // Painting and colouring is with a brush or a crayon held out to the picture, not a book read.
  paint: 'hold',
  sketch: 'read',
  doodle: 'read',
  scribble: 'read',
  colour: 'hold',
  count: 'point',
  learn: 'read',
  sleep: 'sleep',
  nap: 'sleep',
  doze: 'sleep',
  snooze: 'sleep',
  dream: 'sleep',
  snore: 'sleep',
  dance: 'dance',
  twirl: 'dance',
  spin: 'dance',
  sing: 'dance',
  play: 'run',
  // Wading and paddling are in the water (shallow), as swimming is.
  wade: 'swim',
  climb: 'climb',
  scramble: 'climb',
  eat: 'eat',
  munch: 'eat',
  taste: 'eat',
  drink: 'eat',
  nibble: 'eat',
  bake: 'hold',
  cook: 'hold',
  fold: 'hold',
  wrap: 'hold',
  knit: 'hold',
  sew: 'hold',
  ride: 'ride',
  pedal: 'ride',
  say: 'talk',
  ask: 'talk',
  tell: 'talk',
  talk: 'talk',
  whisper: 'talk',
  shout: 'talk',
  call: 'talk',
  explain: 'talk',
  reply: 'talk',
  answer: 'talk',
  chat: 'talk',
  cry: 'cry',
  sob: 'cry',
  weep: 'cry',
  dig: 'dig',
  plant: 'dig',
  build: 'dig',
  garden: 'dig',
};

/** The pose of a verb, or null when it shows nothing particular. */
export function poseOfVerb(verb: string): Pose | null {
  const word = verb.split(' ')[0]!;
  // A past the tagger did not take back to its verb ('galloped', 'trotted', 'raced').
  // (And an '-ing' the tagger left as it was: 'pedalling', 'twirling'.)
  const stem = /ed$/.test(word)
    ? [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3)]
    : /ing$/.test(word)
      ? [word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4)]
      : [];
  for (const w of [verb, word, ...stem]) if (Object.hasOwn(VERB_POSES, w)) return VERB_POSES[w]!;
  return null;
}

/** Things flown from the hand: 'flew a kite' is standing holding its string, not flying. */
const FLOWN_FROM_THE_HAND = /^(?:kites?|drones?|balloons?)$/;

/** Things that fly with someone at the controls: 'flew the plane', 'flying a helicopter'. */
export const AIRCRAFT = /\b(?:(?:aero|air|bi|sea)?planes?|jets?|helicopters?|gliders?|rockets?|spaceships?)\b/;

/** The pose of one action: its verb's, unless its object says otherwise ('flew a kite'). */
export function poseOfAction(action: { verb: string; object: string | null }): Pose | null {
  if (action.verb === 'fly' && action.object && FLOWN_FROM_THE_HAND.test(action.object)) return 'hold';
  // 'flew her plane': the plane flies, its pilot in it or (a toy one) holding it, not flying alone.
  if (action.verb === 'fly' && action.object && AIRCRAFT.test(action.object)) return 'hold';
  // Diving into a den or under the covers is hiding there, not swimming.
  if (
    action.verb === 'dive' &&
    action.object &&
    /^(?:den|burrow|bed|blankets?|covers|duvet|box|hole|nest|tent)$/.test(action.object)
  )
    return 'sit';
  // Splashing through puddles is jumping in them, not swimming.
  if (action.verb === 'splash' && action.object && /^puddles?$/.test(action.object)) return 'jump';
  return poseOfVerb(action.verb);
}

/** Verbs whose object ends up in the hands. */
export const HOLDING_VERBS = new Set([
  'carry',
  'hold',
  // ('Jamie held up their umbrella': over their head, not on the ground)
  'hold up',
  'put up',
  'bring',
  'give',
  'find',
  'catch',
  'pick',
  'pick up',
  'collect',
  'read',
  'eat',
  'drink',
  'offer',
  'share',
  'hug',
  'cuddle',
  'fly',
  'bake',
  'cook',
  'open',
  'throw',
  'wave',
  'taste',
  'lift',
  'study',
]);

/** Verbs of making a picture or words: what is drawn or written ('drew a rainbow') is on the page, not there. */
export const PICTURING_VERBS = new Set(['draw', 'drew', 'paint', 'sketch', 'doodle', 'scribble', 'write', 'wrote', 'colour']);

/** What is written or drawn in, held in the hands when someone draws, writes or reads. */
export const WRITTEN_IN = /^(?:notebook|notepad|sketchbook|paper|sheet|page|pad|diary|journal|card|book|scrapbook)s?$/;

/** Verbs whose object is not there to be seen (looked for, missed, wished for). */
export const ABSENT_VERBS = new Set([
  'look',
  'search',
  'miss',
  'wish',
  'want',
  'dream',
  'remember',
  'think',
  'hope',
  'need',
  'look for',
  'wait',
]);

/** Verbs of speaking: the characters face each other. */
export const TALKING_VERBS = new Set([
  'say',
  'ask',
  'tell',
  'talk',
  'whisper',
  'shout',
  'call',
  'explain',
  'reply',
  'answer',
  'chat',
  'agree',
  'smile',
  'laugh',
  'giggle',
  'play',
  'share',
  'help',
  'meet',
  'greet',
]);

/** The picture's mood and the hero's face from the language module's mood. */
export function feelingOf(mood: LanguageMood | null): { mood: Mood; expression: Expression } {
  switch (mood) {
    case 'excited':
      return { mood: 'exciting', expression: 'joy' };
    case 'curious':
      return { mood: 'happy', expression: 'curious' };
    case 'calm':
      return { mood: 'calm', expression: 'calm' };
    case 'brave':
      return { mood: 'exciting', expression: 'determined' };
    case 'proud':
      return { mood: 'happy', expression: 'joy' };
    case 'scared':
      return { mood: 'scary', expression: 'scared' };
    case 'sad':
      return { mood: 'sad', expression: 'sad' };
    case 'shy':
      return { mood: 'calm', expression: 'nervous' };
    case 'cross':
      return { mood: 'sad', expression: 'angry' };
    case 'silly':
      return { mood: 'happy', expression: 'joy' };
    default:
      return { mood: 'happy', expression: 'happy' };
  }
}

/**
 * Parts of a body: a noun phrase ending in one ('a carrot nose', 'button eyes', 'his stick arms')
 * is part of someone, drawn with them, never a thing beside them.
 */
export const BODY_PARTS = new Set(
  `lip lips hand hands finger fingers eye eyes ear ears nose noses mouth face head hair foot feet toe toes leg legs arm arms
  tummy stomach belly back shoulder knee feelers wing wings tail tails paw paws claw claws whisker whiskers horn horns beak
  prickles quills fur flipper flippers antenna antennae mane fin fins teeth tooth cheek cheeks snout snouts`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words for how many, never a thing themselves: 'a herd of cows' is cows, 'a group of stars' stars. */
export const COLLECTIVES = new Set(
  `group groups herd herds flock flocks family families pair couple bunch crowd team swarm colony troop lots lot row rows
  pile piles heap heaps stack stacks`
    .split(/\s+/)
    .filter(Boolean),
);

/** Nouns that never become a drawn thing: body parts, feelings, time and other ideas. */
export const NOT_THINGS = new Set([
  ...BODY_PARTS,
  ...`heart mind voice name idea time day week year minute moment way end side top bottom
  thing things something nothing everything lot bit kind sort part piece rest fun game story adventure journey trip friend
  friends friendship family lesson secret dream wish plan job turn chance help surprise answer question reason word words
  sound noise smile laugh hug kiss sky ground air water land world place home room floor wall sun moon star stars cloud clouds
  rain snow wind storm weather morning afternoon evening night dawn dusk today tomorrow light dark shadow colour color
  bravery courage kindness hope joy fear love magic sleep breakfast lunch dinner supper tea step steps fly dance dances
  window windows season seasons hop hops croak croaks leap leaps spot spots stripe stripes`
    .split(/\s+/)
    .filter(Boolean),
  ...COLLECTIVES,
]);
