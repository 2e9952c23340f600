/**
 * The plan of a story, from the idea's understanding and the seed: who (hero, a friend from the
 * idea, a guide met on the way), where, what the hero wants and what stands in the way (the idea's
 * own trouble first, then the trouble of the wanted thing, then of the place), what it teaches, and
 * the plot shape. Whatever the idea says wins; the seed only fills what it leaves open.
 */
import { friendInGoal, jobsWish } from './helping.js';
import { impliedWish } from './implied-wish.js';
import { lovedCreatureOf, lovedDayOf } from './loved-day.js';
import { petWishOf } from './pet-wish.js';
import { grandVisitOf, visitedNotVisiting } from './grand-visit.js';
import { partyGoneOf } from './party-gone.js';
import { poorlyVisitOf } from './poorly-visit.js';
import { ownWorkIdea } from './own-work.js';
import { danceClassPlan } from './dance-class.js';
import { activityRoomPlan } from './activity-room.js';
import { littleSchoolPlan, littleSchoolWord } from './school-friends.js';
import { familyRecipeIdea } from './family-recipe.js';
import { balloonDayIdea } from './balloon-day.js';
import { kiteDayIdea } from './kite-day.js';
import { smallWorldIdea } from './small-world.js';
import { boatVoyageIdea } from './boat-voyage.js';
import { seaFriendIdea } from './sea-friend.js';
import { boxDayIdea } from './box-day.js';
import { whaleTripIdea } from './whale-trip.js';
import { minibeastHuntIdea } from './minibeast-hunt.js';
import { treasureHuntIdea } from './treasure-hunt.js';
import { treePlantingIdea } from './tree-planting.js';
import { iceCreamDayIdea } from './ice-cream-day.js';
import { PLACE_WISHES } from './world/place-wishes.js';
import { DOLPHIN_SEA, STORMY_SEA } from './world/water.js';
import { homewardOf, littleOneOf, wishOfLittleOne, type Homeward } from './homeward.js';
import { familyLost, HOME_SETTINGS, lostHelpersOf, lostHero, lostOf, SHOP_WORDS, type Lost } from './lost.js';
import { rescuedIn, rescueHelpers, rescueOf, rescuePlace, rescueWish, toldAsRescue, type RescueTold } from './rescue.js';
import { unlikeFriends, type UnlikeTold } from './unlike-friends.js';
import { communityPlaceOf } from './world/community-places.js';
import { choreHomeOf, helpPlaceOf } from './world/helping-jobs.js';
import { fearOfFeeling, VENUES } from './world/fears.js';
import { friendTroubles } from './world/friend-troubles.js';
import { seasonOf, type Season } from './season.js';
import {
  animalsSeenAt,
  dayOutOf,
  doesThere,
  creaturesSeen,
  keptThere,
  seaTripOf,
  goesThere,
  onlyThePlace,
  staysThere,
  stormAtSea,
  visitOf,
  type DayOutPlan,
} from './day-out.js';
import { fearWish, stageNervesIdea } from './fears.js';
import type { HeldTrouble } from './body-trouble.js';
import type { Counting } from './counting.js';
import { countableByWord } from './world/counting.js';
import type { DislikeTold } from './dislike.js';
import { whodunitOf, type WhodunitTold } from './whodunit.js';
import type { MagicTold } from './magic.js';
import { magicWayIdea, type MagicWayTold } from './magic-way.js';
import type { Power } from './world/powers.js';
import { superheroIdea } from './power.js';
import type { NewThing } from './world/new-things.js';
import type { OddHome } from './world/odd-homes.js';
import type { SillyWeather } from './world/silly-weathers.js';
import type { NewHomeTold } from './new-home.js';
import type { WishToBe } from './world/wishes-to-be.js';
import { sillyWeatherIdea } from './silly-weather.js';
import { callOutOf, type CallOutTold } from './call-out.js';
import { stallIn, type StallTold } from './stall.js';
import { trickOf, type TrickTold } from './trick.js';
import { taleOf, type TaleTold } from './tale.js';
import { raceOf, type RaceTold } from './race.js';
import { hideSeekOf, type HideSeekFound } from './hide-seek.js';
import type { TreatTold } from './treat.js';
import type { MislaidTold } from './mislaid.js';
import { FOLK_TRICKSTERS } from './world/tricks.js';
import type { DifferentTold } from './different.js';
import { lifeCycleFacts, lifeCycleHero } from './life-cycle.js';
import {
  FAMILY_HELPERS,
  foundOf,
  ownGuides,
  ownLesson,
  ownSetting,
  ownShapes,
  ownTellingOf,
  ownTopic,
  ownWish,
  tellOwn,
  type Own,
} from './own-tellings.js';
import type { LifeCycle } from './world/life-cycles.js';
import {
  BOY_NAMES,
  GIRL_NAMES,
  NEUTRAL_NAMES,
  PET_NAMES,
  gerundOf,
  pluralOf,
  singularOf,
  kindByWord,
  SIZE_BOAST,
  kindOf,
  pastOf,
  possessive,
  pronounOfName,
  pronounOfPetName,
  withArticle,
  bestSetting,
  matchSettings,
  settingById,
  settingOfWord,
  type Character,
  type GoalType,
  type IdeaUnderstanding,
  type Kind,
  type NamedPlace,
  type Pronoun,
  type SettingId,
  type Thing,
} from '../language/index.js';
import { hasWord } from './check.js';
import { factFitsWish } from './fact-fit.js';
import { findTopics, type Fact, type Topic } from './knowledge/index.js';
import { isBodyPart, isPortable, isSight, isTool, troublesOf, type ThingTrouble } from './objects.js';
import type { Random } from '../seeded.js';
import { plainOf } from './superlative.js';
import { syllablesOf } from './readability.js';
import {
  ANY_DOING,
  DREAM_TROUBLES,
  blocksTheWay,
  doingTroubles,
  celebrationOf,
  celebrationSaid,
  heldOutdoors,
  homeDayOf,
  PARTY,
  sceneryOf,
  type Celebration,
  type HomeDay,
  type PlaceTrouble,
  type Scenery,
} from './world/index.js';
import { escapeRegExp } from '../reg-exp.js';
import { roleOf, type Role } from './world/roles.js';
import { activityOf, doneNotLearned, firstClassWord, type Activity } from './world/activities.js';
import { plainClassOf } from './world/sport-classes.js';
import { isDish } from './world/dishes.js';

export type ShapeId =
  'quest' | 'lost-and-found' | 'fear' | 'friendship' | 'mystery' | 'contest' | 'helping' | 'learning' | 'making';
export const SHAPES: readonly ShapeId[] = [
  'quest',
  'lost-and-found',
  'fear',
  'friendship',
  'mystery',
  'contest',
  'helping',
  'learning',
  'making',
];

export interface Person {
  name: string;
  kind: Kind;
  pronoun: Pronoun;
  /** An adjective that suits them: 'little', 'wise'. */
  look: string;
  /** How a companion relates to the hero: 'grandma', 'friend', 'pet'. */
  relation: string | null;
  /** Named by the idea (kept exactly) or chosen by the writer. */
  fromIdea: boolean;
  /** What the idea calls their kind, when it says more than the kind's own word: 'tugboat' (a boat), 'kitten'. */
  called?: string;
}

/** What a person is called by kind: the idea's own word ('tugboat'), else the kind's. */
export const kindWordOf = (person: Person) => person.called ?? person.kind.word;

export interface StoryThing {
  /** Someone sought, called by name ('Mummy'), rather than a thing with 'the'. */
  named?: boolean;
  /** How someone sought is spoken of ('Biscuit the hamster': she), never 'it' like a thing. */
  pronoun?: 'she' | 'he';
  /** Can be carried and held (a kite), not a place or a big thing (a sunflower, a puddle). */
  portable: boolean;
  /** 'kite', 'tallest sunflower' (adjectives kept as the idea wrote them). */
  text: string;
  /** 'kite', 'sunflower'. */
  noun: string;
  plural: boolean;
  mass: boolean;
  /** The hero's own: 'her kite' rather than 'the kite'. */
  owned: boolean;
  /** Someone else's in the story ('find {their} sister's teddy'): 'Luna's teddy' rather than 'the teddy'. */
  owner?: string;
  /** The topic's tool the story brings in ('a bucket' for the salty sea): used, never gazed at or loved. */
  tool?: boolean;
}

interface StoryTrouble {
  kind: ThingTrouble | 'place';
  /** Where the thing ends up ('the oak tree') when the idea says. */
  where: string | null;
  /** The place's own trouble, for kind 'place'. */
  place: PlaceTrouble | null;
  /** How the thing went off, as the idea says ('blew', 'floated', 'rolled'), else null. */
  went?: string | null;
}

/** Whose a thing is when it is not the hero's: 'Luna's' for the sister's teddy, else 'the'. */
export const ownerOf = (thing: StoryThing) => (thing.owner ? `${thing.owner}'s` : 'the');

export interface StoryPlan {
  hero: Person;
  /** A companion from the idea (or, for a friendship story, the new friend). */
  friend: Person | null;
  /** Someone met on the way who helps or explains. */
  guide: Person;
  setting: SettingId;
  scenery: Scenery;
  /** 'the garden', 'Egypt'. */
  placeName: string;
  placePrep: string;
  named: NamedPlace | null;
  /** occasion: when it is done ('the school sports day'); skill: what is practised for it ('running'). */
  goal: { type: GoalType; phrase: string; ing: string; past: string; occasion?: string; skill?: string };
  thing: StoryThing | null;
  trouble: StoryTrouble;
  topic: Topic | null;
  educational: boolean;
  /** Facts to weave in, in order (reference-page facts first). */
  facts: string[];
  /** What the characters see or do for each fact, when known. */
  factSights: (string | null)[];
  /** Key terms of the reference page or topic that the story should use. */
  terms: string[];
  shape: ShapeId;
  feeling: IdeaUnderstanding['feeling'];
  /** The hero travels to the place (the first paragraph happens elsewhere). */
  journey: boolean;
  /**
   * A wish the hero's kind cannot have come true (a penguin to fly, a fish to walk): it ends in a way of
   * their own that feels like it ('sliding down a snowy hill felt just like flying'), never 'learned to fly'.
   */
  dream: Dream | null;
  /** The wish is to visit the friend ('visit Grampa'): they are met where the story goes, not brought along. */
  visits?: boolean;
  /**
   * The wish is to welcome the friend home ('welcome {their} new baby sister', 'give Dad a surprise party'):
   * waited for there, they come in at the end (a visit that comes to the hero; `visits` is set too).
   */
  welcomed?: Welcomed;
  /** Someone whose own big day the party is ('Wedding day for Auntie Rose'): the friend, and the day as said. */
  dayOf?: { person: Person; day: string };
  /** The wish is to have a party or keep a feast day ('a birthday party at home', 'Diwali at Priya's house'). */
  celebration?: Celebration;
  /** The wish is to be someone ('be a knight', 'become a chef'): shown how by one of them, and made one at the end. */
  role?: Role & { word: string };
  /** A day at home that is no quest ('make Grandpa feel better', 'get better', 'settle into {their} new house'). */
  homeDay?: HomeDay;
  /** The wish is something to go and do ('go fishing', 'join the school choir'): done there, step by step. */
  activity?: Activity;
  /** A class or lesson of the doing, as the idea calls it ('ballet class', 'football practice'): told as a first class. */
  firstClass?: string;
  /** A school for little ones, as the idea calls it ('nursery', 'kindergarten', 'pre-school', 'playgroup'): said for 'school'. */
  littleSchool?: string;
  /** The sea knocks down what is built on the beach, as the idea says ('a sandcastle the waves keep knocking down'). */
  seaKnocks?: true;
  /** What two friends who fall out both want, as the idea says it ('the swing'). */
  fallOutOver?: string;
  /** The hero gets lost ('A kitten gets lost in the big city'): who is missed, and where they wait. */
  lost?: Lost;
  /** A lost little one (the friend) is helped back to its family or home ('help the little duck find its mum'). */
  homeward?: Homeward;
  /** The season or weather the idea names: the story opens in it. */
  season?: Season;
  /** A child's day out at a place with nothing else to do there ('A day at the beach with Dad'): told by its fun. */
  dayOut?: DayOutPlan;
  /** A small trouble of the hero's own body or bedtime ("can't sleep", 'a wobbly tooth', 'the hiccups'). */
  bodyTrouble?: HeldTrouble;
  /** Learning to count: how far, and the things counted. */
  counting?: Counting;
  /** The hero saves someone from a trouble ('Tom rescues a kitten stuck in a tree'): the one saved is the friend. */
  rescue?: RescueTold;
  /** Two different creatures become friends ('A mouse and an elephant become friends'): told by how they differ. */
  unlike?: UnlikeTold;
  /** The hero will not do something or does not like it ("won't go to bed", 'hates bath time'): won round by a fun way. */
  dislike?: DislikeTold;
  /** Who took it ('Who ate all the cookies?'): the culprit is the friend, caught at the end. */
  whodunit?: WhodunitTold;
  /** A magic thing ('Leo and the magic paintbrush'): found, its fun, out of hand, its good. */
  magic?: MagicTold;
  /** A magic way to another world ('The magic door'): found, gone through, one met there helped, home again for tea. */
  magicWay?: MagicWayTold;
  /** A special power the hero has ('Mia can talk to animals'): found and kept secret, fun, a muddle, its good, bedtime. */
  power?: Power;
  /** A new thing of the hero's own ("Ravi's new glasses"): got, out in it, a trouble put right, its good, put away. */
  newThing?: NewThing;
  /** A creature's home in a thing ('A mouse who lives in a shoe'): made cosy, a trouble of that home put right, the night in it. */
  oddHome?: OddHome;
  /** A creature looking for a home ('A hedgehog looking for a home for winter'): places tried, the cold, the home found. */
  newHome?: NewHomeTold;
  /** A wish to be what one is not ('A mouse who wants to be tall'): tries gone wrong, a friend's idea, just right. */
  wishToBe?: WishToBe;
  /** Silly weather ('The day it rained sweets'): the weather is the wonder, what is done with it, its trouble, shared. */
  sillyWeather?: SillyWeather;
  /** A working vehicle at its job ('A fire engine saves the day'): the call, the rush, the hard part, everyone safe. */
  callOut?: CallOutTold;
  /** A stall a child runs ("Chloe's lemonade stand"): made, set up, a trouble, customers, coins counted. */
  stall?: StallTold;
  /** A trickster tale ('Anansi tricks the tiger'): a small clever one outwits a big one, who learns to be kinder. */
  trick?: TrickTold;
  /** A thing mislaid at home ('Sam can't find his shoes'): room by room, found in a funny place. */
  mislaid?: MislaidTold;
  /** A hungry creature's treat ('The little mouse who wanted cheese'): where it is, in the way, got, shared. */
  treat?: TreatTold;
  /** An old tale asked for by name ('The three little pigs'): retold as it goes. */
  tale?: TaleTold;
  /** A race between two ('Two rabbits race to the top of the hill'): run, a trouble of the course, a close finish. */
  race?: RaceTold;
  /** A game of hide and seek ('Playing hide and seek with Grandpa'): hidden, found, the other sought and found. */
  hideSeek?: HideSeekFound;
  /** A hero not like others of its kind ('a ladybird with no spots', 'a star who fell from the sky'): its own telling. */
  different?: DifferentTold;
  /** The hero grows and changes ('A caterpillar turns into a butterfly'): told stage by stage, as it really happens. */
  lifeCycle?: LifeCycle;
}

/** Who comes to the hero's home, said once here for every line that tells of them. */
export interface Welcomed {
  /** As the wish calls them: '{their} new baby sister', 'Grandma and Grandpa', 'Santa'. */
  said: string;
  /** Everyone who comes, by the story's names: the friend, and whoever comes with them (the other twin, Grandpa). */
  people: Person[];
  /**
   * How they come: a baby carried home, a new pet, someone known to all who comes at night ('figure'), one of the
   * family or a friend who comes to stay ('guest'), someone a party is given for ('party').
   */
  kind: 'baby' | 'pet' | 'figure' | 'guest' | 'party';
}

export interface Dream {
  /** 'fly'. */
  verb: string;
  /** 'flying'. */
  ing: string;
  /** What they can do that feels like it: 'zooming through the water'. */
  way: string;
}

/** What a kind's own way of moving feels like, as something done: a penguin zooms through the water. */
const OWN_WAYS: Record<string, string> = {
  swim: 'zooming through the water',
  glide: 'gliding through the water',
  dart: 'darting through the water',
  slide: 'sliding down a snowy hill',
  run: 'swinging high on a swing',
  hop: 'hopping as high as {they} could',
  jump: 'jumping high off a big rock',
  climb: 'climbing up high and looking down',
};

/** Kinds that only ever go slowly on land: a snail, a tortoise, a sloth. */
const SLOW_MOVES = new Set(['slide', 'creep', 'plod', 'crawl', 'wriggle', 'hang', 'inch']);

/** 'learn to fly' for a penguin, an elephant or a girl; 'walk' for a fish; 'go fast' for a snail. Machines, magic and things may. */
function dreamOf(phrase: string, kind: Kind): Dream | null {
  if (
    /^(?:learn to |try to )?(?:go|run|be|move|race|zoom) (?:really |very |super )?(?:fast|faster|quick|quickly|speedy)$/.test(
      phrase,
    )
  )
    return kind.moves.every((m) => SLOW_MOVES.has(m)) && !['machine', 'magic', 'thing', 'toy'].includes(kind.group)
      ? { verb: 'go fast', ing: 'going fast', way: 'whizzing down a big, smooth leaf' }
      : null;
  const wish = /^(?:learn to |try to )?(fly|walk)(?: like \w+(?: \w+)?| high| again| too)?$/.exec(phrase)?.[1];
  if (!wish || ['machine', 'magic', 'thing', 'toy'].includes(kind.group)) return null;
  const cannot = wish === 'fly' ? !kind.canFly : kind.group === 'sea' || !kind.parts.some((p) => /feet|legs|paws|hooves/.test(p));
  if (!cannot) return null;
  const move = wish === 'fly' ? kind.moves.find((m) => OWN_WAYS[m] !== undefined) : undefined;
  const way = move ? OWN_WAYS[move]! : wish === 'fly' ? 'standing on a windy hilltop' : 'creeping along the sandy bottom';
  return { verb: wish, ing: gerundOf(wish), way };
}

/**
 * Where a child's everyday life happens when the idea names no place: the dark, bedtime and sleep in
 * the bedroom; a party, a new baby, a rainy day, a move or a guest at home; a swim at the pool.
 */
const HOME_LIFE: readonly (readonly [RegExp, SettingId])[] = [
  [/\b(?:dark|bedtime|night-?time|nightmares?|bad dreams?|sleep\w*|monsters? under)\b/i, 'bedroom'],
  [
    /\b(?:birthday|party|new baby|baby (?:sister|brother)|rainy day|indoors|mov(?:e|es|ing) house|new (?:house|flat|apartment)|mov(?:e|es|ing) (?:in)?to (?:a |her |his |their |the )?new home|(?:comes?|coming) to stay|poorly|chickenpox|a cold)\b/i,
    'home',
  ],
  [/\bswim(?:s|ming)?\b/i, 'pool'],
];
const homeLife = (text: string) => HOME_LIFE.find(([test]) => test.test(text))?.[1] ?? null;

/** 'What to do when you feel angry' asks to be taught how to calm down: no cross day at home (world/cross-days.ts). */
const asksHow = (text: string) => /^\s*(?:what|how|why)\b/i.test(text);

/** Which plot shapes suit a goal; the seed picks among them. */
const SHAPES_FOR: Record<GoalType, readonly ShapeId[]> = {
  find: ['lost-and-found', 'mystery', 'quest'],
  // A contest needs something to win: seeing, reaching or making things are quests and makings. Helping
  // is for a wish to help: with any other wish it turns the hero's own (climb the sunflower, become a
  // butterfly) into another's errand ('Please help me climb the sunflower,' said the bird).
  reach: ['quest'],
  make: ['making', 'making', 'quest'],
  learn: ['learning', 'learning', 'mystery', 'quest'],
  win: ['contest'],
  help: ['helping', 'quest'],
  befriend: ['friendship'],
  overcome: ['fear'],
  fix: ['making'],
  // A game played ('play football', 'fly in a hot air balloon') is played: nothing of it is lost or made, and
  // nothing is won unless the idea says so.
  play: ['quest', 'friendship'],
  // Catching, buying or picking something is a quest for it; only something had and lost is looked for.
  get: ['quest'],
  grow: ['making', 'learning'],
  // Only a making verb makes: a thing guided, watched or done is never built, nor lost and found.
  do: ['quest', 'friendship'],
};

/** Settings one travels to (the story starts at home); everyday ones are simply gone to. */
const FAR_AWAY = new Set<SettingId>([
  'beach',
  'sea',
  'underwater',
  'island',
  'jungle',
  'desert',
  'savanna',
  'mountain',
  'snow',
  'cave',
  'volcano',
  'space',
  'moon',
  'castle',
  'waterfall',
  'lake',
  'zoo',
  'museum',
  'farm',
  'city',
  'airport',
  'station',
  'campsite',
  'fair',
  'forest',
  'river',
]);

const HUMAN_GUIDES = new Set([
  'teacher',
  'farmer',
  'baker',
  'doctor',
  'nurse',
  'scientist',
  'librarian',
  'zookeeper',
  'park keeper',
  'lifeguard',
  'firefighter',
  'police officer',
  'chef',
  'explorer',
  'astronaut',
  'knight',
  'pirate',
  'king',
  'queen',
  'wizard',
  'dentist',
  'vet',
  'friend',
]);

/** A name not taken, short ones first: a young listener hears it on every page. */
function pickName(rng: Random, list: readonly string[], taken: readonly string[]): string {
  const free = list.filter((name) => !taken.includes(name));
  const short = free.filter((name) => syllablesOf(name) <= 2);
  return rng.pick(short.length > 0 ? short : free.length > 0 ? free : list);
}

function pronounFor(rng: Random, character: Character | null, kind: Kind): Pronoun {
  return (
    character?.pronoun ??
    kind.pronoun ??
    (character?.name ? (pronounOfName(character.name) ?? (kind.human ? null : pronounOfPetName(character.name))) : null) ??
    kind.defaultPronoun ??
    // Someone the idea does not call 'she' or 'he' ('a kind giant', 'a wizard') is 'they', never a guess.
    // (A child's own pet is a she or a he, a pet dragon as much as a puppy.)
    (kind.human || (kind.group === 'magic' && character?.relation !== 'pet') ? 'they' : rng.pick<Pronoun>(['she', 'he']))
  );
}

function nameFor(rng: Random, kind: Kind, pronoun: Pronoun, taken: readonly string[]): string {
  if (!kind.human) return pickName(rng, PET_NAMES, taken);
  return pickName(rng, pronoun === 'she' ? GIRL_NAMES : pronoun === 'he' ? BOY_NAMES : NEUTRAL_NAMES, taken);
}

const ROYAL_TITLES: Readonly<Record<string, string>> = { queen: 'Queen', king: 'King' };

/** A king or queen is called as a picture book calls one ('gasped Queen Nia'), so a page naming only them says who they are. */
const titledAs = (kind: Kind, name: string) => (ROYAL_TITLES[kind.word] ? `${ROYAL_TITLES[kind.word]} ${name}` : name);

/** 'Queen Nia', 'King Ravi': a name that says who one is. */
export const royalTitled = (name: string) => /^(?:Queen|King) \p{Lu}/u.test(name);

/**
 * 'A frog who wants to be a prince': one who wishes to be a prince or a king is he, a princess or a queen she, as the
 * old tales tell them ('she was a prince' is never said). Else null: the idea does not say.
 */
function titleWished(goal: string | undefined): Pronoun | null {
  const title = /^(?:be|become|turn into) (?:a|an|the) (?:\w+ )?(prince|king|princess|queen)$/.exec(goal ?? '')?.[1];
  return title ? (title === 'prince' || title === 'king' ? 'he' : 'she') : null;
}

/** A character of the idea made whole: a name (as written, or chosen), a pronoun, a kind that fits. */
function person(rng: Random, character: Character | null, fallbackKind: Kind, taken: readonly string[]): Person {
  let kind = character?.kind ?? fallbackKind;
  let pronoun = pronounFor(rng, character, kind);
  if (kind.word === 'child' || kind.word === 'friend' || kind.word === 'twin') {
    if (pronoun === 'she') kind = kindByWord('girl');
    else if (pronoun === 'he') kind = kindByWord('boy');
  }
  // (Santa is called Santa, never a name picked for him.)
  const name = character?.name ?? (kind.word === 'santa' ? 'Santa' : titledAs(kind, nameFor(rng, kind, pronoun, taken)));
  // A creature given a pet name heard as a girl's ('Tansy') is she, unless the idea or its kind says otherwise.
  if (!character?.name && !character?.pronoun && !kind.pronoun && !kind.defaultPronoun && pronoun === 'he')
    pronoun = pronounOfPetName(name) ?? pronoun;
  const said = (character?.adjectives ?? []).map(plainOf);
  const looks = [...said.filter((a) => !['lost', 'new', 'old'].includes(a)), ...kind.looks];
  return {
    name,
    kind,
    pronoun,
    look: said[0] && !['lost', 'new'].includes(said[0]) ? said[0] : rng.pick(looks),
    relation: character?.relation ?? null,
    fromIdea: Boolean(character?.name),
    ...(character?.kindWord &&
    character.kindWord !== kind.word &&
    kind.words.includes(character.kindWord) &&
    !TELLERS_OWN.has(character.kindWord)
      ? { called: character.kindWord }
      : {}),
  };
}

/** Whose child the hero is to the one who asks ('Teach my son about ...'): in the story he is a boy, never 'a smart son'. */
const TELLERS_OWN: ReadonlySet<string> = new Set(['son', 'daughter', 'grandson', 'granddaughter']);

const MER: ReadonlySet<string> = new Set(['mermaid', 'merman']);
/** Out on or under the water with it: 'swims with dolphins', 'dives to the mermaid's cave', 'sails with a whale'. */
const IN_THE_WATER =
  /\b(?:swim\w*|dive[sd]?|diving|snorkel\w*|sail\w*|boat|submarine|under (?:the )?(?:sea|water)|underwater|ocean floor)\b/i;

/** A relative with no name keeps the word as their name ('Grandma'); everyone else gets one. */
function guideFor(
  rng: Random,
  words: readonly string[],
  hero: Person,
  friend: Person | null,
  sought: Kind | null = null,
): Person {
  const taken = [hero.name, friend?.name ?? ''];
  // Nobody of the kind looked for ('her cat' is missing: no cat comes to help).
  const candidates = words
    .map((w) => kindOf(w))
    // (Nor another pet where a pet is along: a new puppy coming home is welcomed with Mum, not the dog.)
    .filter(
      (k): k is Kind =>
        k !== null &&
        k !== hero.kind &&
        k !== friend?.kind &&
        k !== sought &&
        !(k.group === 'pet' && friend?.kind.group === 'pet'),
    );
  // A star or the moon is visited only by one who can fly up to it (an owl, a bat), never Grandpa with his telescope.
  const skyHero = hero.kind.still === true && (hero.kind.habitat === 'sky' || hero.kind.habitat === 'night-sky');
  const reach = skyHero && candidates.some((k) => k.canFly) ? candidates.filter((k) => k.canFly) : candidates;
  // Short words read more easily aloud: guides with short names of their kind come first.
  const short = reach.filter((k) => syllablesOf(k.word) <= 2);
  const kind =
    short.length > 0 ? rng.pick(short) : reach.length > 0 ? rng.pick(reach) : kindByWord(hero.kind.human ? 'owl' : 'teacher');
  const pronoun = kind.pronoun ?? rng.pick<Pronoun>(['she', 'he']);
  const family = kind.group === 'family';
  const name = family
    ? kind.word.charAt(0).toUpperCase() + kind.word.slice(1)
    : titledAs(
        kind,
        nameFor(rng, HUMAN_GUIDES.has(kind.word) ? kindByWord(pronoun === 'she' ? 'girl' : 'boy') : kind, pronoun, taken),
      );
  return { name, kind, pronoun, look: rng.pick(kind.looks), relation: null, fromIdea: false };
}

/** Times, seasons and weather: when and how a story happens, never a thing to go to, hold or dance with ('sleep at night', 'scared of thunder'). */
const TIME_WORDS =
  /^(?:night|day|daytime|night-time|morning|evening|afternoon|dark|dusk|dawn|bedtime|today|tonight|tomorrow|weekend|week|summer|winter|spring|autumn|thunder|lightning|storm|thunderstorm|wind|fog|weather|rain|snow|sunshine|hail|frost|mist)$/;

function thingOf(thing: Thing | null, ownedWords: string, made = false): StoryThing | null {
  // A place ('visit the zoo') is where the story goes, not a thing in it; a place built ('build a treehouse') is made in the
  // story, and stays where it is built.
  const place = Boolean(settingOfWord(thing?.noun ?? '') || settingOfWord(thing?.head ?? ''));
  if (!thing || (place && !made) || TIME_WORDS.test(thing.head)) return null;
  const adjectives = thing.adjectives.filter((a) => !['lost', 'missing'].includes(a));
  // 'bake cookies': the cookies, as the idea says them, never 'the cookie'.
  // (A plural the inflection does not know, 'tins', is kept as said: never 'the tin were'.)
  const said = thing.text.split(' ').pop()!;
  const many =
    pluralOf(thing.noun) === thing.noun && said !== thing.head ? thing.noun.replace(/\S+$/, said) : pluralOf(thing.noun);
  const noun = thing.plural && !thing.mass ? many : thing.noun;
  const text = [...adjectives, noun].join(' ');
  return {
    text,
    noun,
    plural: thing.plural,
    mass: thing.mass,
    // 'find {their} glasses': the head is 'glass', said in the plural.
    owned: new RegExp(`\\{their\\}(?: \\w+)* ${escapeRegExp(thing.head)}(?:e?s)?\\b`).test(ownedWords),
    portable: !place && isPortable(thing.noun),
  };
}

/** The goal makes its object, right after the verb: 'build a treehouse' (not 'build a den in the garden'). */
const madeObject = (phrase: string, object: Thing | null | undefined) =>
  Boolean(object) && new RegExp(`^\\S+ (?:(?:a|an|the|some|\\{their\\}) )?${escapeRegExp(object!.text)}$`).test(phrase);

/** What a making goal makes when the idea's reading named no object: 'build a den' -> the den. */
function madeThing(goalType: GoalType, phrase: string): StoryThing | null {
  // ('make pancakes with Dad' is read as 'make pancakes': a dish said bare is made too.)
  const said = goalType === 'make' ? /^\S+ (?:(a|an|the|some) )?([a-z]+)$/.exec(phrase) : null;
  const noun = said && (said[1] || isDish(said[2]!)) ? said[2]! : undefined;
  const plural = Boolean(noun && !said![1] && /[^s]s$/.test(noun));
  return noun ? { text: noun, noun, plural, mass: false, owned: false, portable: isPortable(noun) } : null;
}

/** 'a sloth hanging upside down', 'sloths': the text names one of the kind. */
const namesKind = (text: string, kind: Kind) => hasWord(text, kind.word) || hasWord(text, kind.plural);

/**
 * A sloth in the jungle sees no sloth hanging about as scenery: one of the hero's own kind is someone, met as a
 * friend or a guide, never a sight. A list that would be left too short keeps its lines.
 */
function withoutKind(scenery: Scenery, kind: Kind): Scenery {
  const keep = (list: readonly string[]) => withoutLines(list, (x) => namesKind(x, kind));
  return {
    ...scenery,
    sights: keep(scenery.sights),
    senses: keep(scenery.senses),
    spots: keep(scenery.spots),
    dusk: keep(scenery.dusk),
  };
}

/**
 * The list without the lines `drop` picks: each gives way to the next line of the list, so the list keeps its
 * length and the other choices stay. A list that would be left too short keeps its lines.
 */
function withoutLines(list: readonly string[], drop: (line: string) => boolean): readonly string[] {
  const kept = list.filter((x) => !drop(x));
  if (kept.length < 3) return list;
  return list.map((x, i) => (drop(x) ? (list.slice(i + 1).find((y) => !drop(y)) ?? kept[0]!) : x));
}

/**
 * The sight a hero has come to see is the goal, not scenery passed on the way: no 'crept on past a tall white
 * waterfall' before the waterfall is reached, no 'dreaming of a tall white waterfall and seeing the tall white waterfall'.
 */
function withoutGoalSight(scenery: Scenery, goal: StoryPlan['goal']): Scenery {
  const goalText = goal.phrase.toLowerCase();
  const named = (line: string) => {
    const bare = line.toLowerCase().replace(/^(?:an?|the|some) /, '');
    // (Most sights are not in the goal at all: only those are weighed word by word.)
    return (
      bare.split(' ').length >= 2 &&
      goalText.includes(bare) &&
      new RegExp(`(?<![\\p{L}])${escapeRegExp(bare)}(?![\\p{L}])`, 'u').test(goalText)
    );
  };
  return { ...scenery, sights: withoutLines(scenery.sights, named) };
}

/** Lines of being in a boat: the sail, the oars, rowing, the boat's bench. */
const IN_A_BOAT =
  /\b(?:sail|sails|oars?|rowed|rowing|paddled|canoe|boat(?:’s|'s)? (?:bench|side)|side of the boat|the boat rocked)\b/i;

/**
 * A whale, a dolphin or a submarine is at sea by itself: it takes no oars when the wind drops, sits on no boat's
 * bench and does not row out of the harbour. A boat, and anyone who goes to sea in one, keeps them.
 */
function withoutBoat(scenery: Scenery, kind: Kind): Scenery {
  const afloat = (kind.canSwim && !kind.human) || (['machine', 'thing'].includes(kind.group) && !kind.parts.includes('sail'));
  if (!afloat) return scenery;
  const keep = <T>(list: readonly T[], text: (x: T) => string, least: number) => {
    const kept = list.filter((x) => !IN_A_BOAT.test(text(x)));
    return kept.length >= least ? kept : list;
  };
  return {
    ...scenery,
    senses: keep(scenery.senses, (x) => x, 1),
    spots: keep(scenery.spots, (x) => x, 3),
    troubles: keep(scenery.troubles, (t) => `${t.event} ${t.fix}`, 1),
    ways: keep(scenery.ways, (x) => x, 1),
  };
}

/** A way there that needs legs or a seat (a ride on the bus, a walk): a train or a car gets there by itself. */
const ON_FOOT_OR_RIDING = /\b(?:rode|walked|ran|skipped|hopped|took the|caught the)\b/;

function onItsOwnWheels(scenery: Scenery, kind: Kind): Scenery {
  // (A bus that is someone is a thing to the reader of a page, and drives all the same.)
  if ((kind.group !== 'machine' && !kind.moves.includes('drive')) || kind.moves.includes('walk')) return scenery;
  const own = scenery.ways.filter((w) => !ON_FOOT_OR_RIDING.test(w));
  // (Not 'all the way to the beach': the line after says it got there.)
  return { ...scenery, ways: own.length > 0 ? own : [`${pastOf(kind.moves[0]!)} off, past fields and houses`] };
}

/** Penguins live in the south, polar bears in the north: one snowy scenery serves both, each without the other's creatures. */
function poleScenery(scenery: Scenery, placeName: string | null, topicId: string | null): Scenery {
  const north = placeName === 'the Arctic' || topicId === 'polar-animals';
  const south = placeName === 'Antarctica' || topicId === 'penguins';
  const away = north ? /penguin/ : south ? /polar bear|arctic|walrus|husky/ : null;
  if (!away) return scenery;
  const keep = (list: readonly string[]) => list.filter((x) => !away.test(x));
  return {
    ...scenery,
    sights: keep(scenery.sights),
    senses: keep(scenery.senses),
    spots: keep(scenery.spots),
    helpers: keep(scenery.helpers),
  };
}

/** A wish to draw or paint something. */
const DRAWN_BY_HAND = /^(?:draw|paint|sketch)\b/;
/** Where a place that cannot be stood in is painted from. */
const PAINTED_FROM: Partial<Record<string, SettingId>> = {
  sea: 'beach',
  space: 'home',
  moon: 'home',
  'night-sky': 'garden',
  sky: 'garden',
};
/** What a drawing is called: 'a picture of the sea', 'a portrait of Grandma', 'a card'. */
const PICTURE_WORDS = /\b(?:picture|painting|drawing|portrait|sketch|card|poster|map|comic|mural)s?$/;

/** What a den or a fort is built of indoors: 'a blanket fort', 'a pillow den'. */
export const SOFT_STUFF = /\b(?:blanket|pillow|cushion|sofa|duvet|sheet)s?\b/;
/** What is made indoors of boxes: 'a cardboard castle', 'a box rocket'. */
export const CARDBOARD = /\b(?:cardboard|box|boxes|shoebox)\b/;

/** A wish whose one comes in at the end: 'welcome {their} new baby sister', 'give Dad a surprise party', 'wait for Santa'. */
export const welcomes = (phrase: string) =>
  /^(?:welcome\b|wait for (?:the )?(?:\p{Lu}|\{their\})|give .+ part(?:y|ies)$)/u.test(phrase);

/** The creature a story's thing is ('her dog', 'the lost kitten'), if it is one. */
function creatureKind(sought: Kind | null, thing: StoryThing | null): Kind | null {
  const kind = sought ?? (thing && !thing.named ? kindOf(thing.noun.split(' ').at(-1)!) : null);
  return kind && !kind.human && !['thing', 'machine', 'toy', 'magic'].includes(kind.group) ? kind : null;
}

/** Up high: only a climber or a flier gets there. */
const UP_HIGH = /\b(?:on top of|up in|high|shelf|shelves|branch|roof|ceiling)\b/;
/** Inside something small: only a tiny creature fits. */
const TINY_NOOK = /\b(?:pocket|jar|drawer|tin|cup|boot|shoe|bag|purse|teapot|vase)\b/;

/**
 * The place as a creature is looked for in it: its nooks a creature could get to (a dog under the stairs, never on top
 * of the bookcase or in a coat pocket; a cat or a bird up high), and no trouble of things out of reach.
 */
function sceneryForCreature(scenery: Scenery, kind: Kind): Scenery {
  const climbs = kind.canFly || kind.moves.includes('climb') || kind.group === 'bug' || /^(?:cat|kitten)$/.test(kind.word);
  const tiny = kind.size === 'tiny';
  const small = tiny || kind.size === 'small';
  const spots = scenery.spots.filter(
    (s) => (climbs || !UP_HIGH.test(s)) && (tiny || !TINY_NOOK.test(s)) && (small || !/\b(?:box|basket)\b/.test(s)),
  );
  const troubles = scenery.troubles.filter((t) => climbs || !/\b(?:too high|top shelf|highest shelf)\b/.test(t.event));
  return {
    ...scenery,
    spots: spots.length >= 2 ? spots : scenery.spots,
    troubles: troubles.length > 0 ? troubles : scenery.troubles,
  };
}

/** 'blow away' -> 'blew': the idea's own word for how its thing went off ('got lost' says none). */
const wentOf = (verb: string | undefined) => {
  const went = /^(\w+) away$/.exec(verb ?? '')?.[1];
  return went && went !== 'get' ? pastOf(went) : null;
};

/**
 * The idea's own thing befell a loss ('A kite that blew away', 'A lost kite'): it is looked for, never taught by a topic
 * it is a word of (air and wind for a kite, whose windmill would stand in for it). A lost mitten in the snow still
 * meets snowflakes.
 */
const goneAstray = (idea: IdeaUnderstanding, topic: Topic) =>
  idea.goal?.type === 'find' &&
  idea.goal.object !== null &&
  ((idea.trouble !== null && idea.trouble.subject === idea.goal.object) ||
    (lostInIdea(idea) && topic.triggers.includes(idea.goal.object.head)));

/** The idea says something is lost or missing ('look for the lost key', 'loses his scarf', 'cannot find his blanket'). */
const lostInIdea = (idea: IdeaUnderstanding) =>
  /\b(?:lost|loses?|losing|missing|gone|vanish\w*|disappear\w*|(?:cannot|can['’]?t|couldn['’]?t) find)\b/i.test(idea.text);

/** The idea's own trouble ('gets stuck in a tree' -> high), else one that fits the thing and the goal. */
function troubleKind(
  idea: IdeaUnderstanding,
  goalType: GoalType,
  thing: StoryThing | null,
  shape: ShapeId,
  phrase: string,
): StoryTrouble['kind'] {
  const verb = idea.trouble?.verb ?? '';
  if (/stuck/.test(verb)) return 'high';
  if (/blow|fly|float|roll|run|drift/.test(verb)) return 'away';
  if (/break|tear|snap|crack|pop|burst|rip|melt/.test(verb)) return 'broken';
  if (/lose|drop|disappear|vanish|go/.test(verb)) return 'hidden';
  if (/^(?:climb|scale)\b/.test(phrase)) return 'steep';
  if (!thing || !thing.portable) {
    if (goalType === 'make' || goalType === 'grow' || goalType === 'fix')
      return thing && /seed|bean|plant|flower|garden/.test(thing.noun) ? 'flop' : 'broken';
    return shape === 'mystery' && thing ? 'hidden' : 'place';
  }
  const own = troublesOf(thing.noun, thing.noun.split(' ').at(-1)!)[0];
  // A thing the idea says was lost ('loses his library book') was put down somewhere, not blown up a tree.
  if (shape === 'lost-and-found' || shape === 'mystery')
    return (own === 'high' || own === 'away') && !lostInIdea(idea) ? own : 'hidden';
  if (goalType === 'make' || goalType === 'fix') return own === 'flop' || own === 'heavy' ? own : 'broken';
  return own ?? 'hidden';
}

/**
 * Where a run of `wanted` facts may start so that it says the most of the topic's key terms: a story
 * teaches a topic by its own words ('orbit', 'full moon'), not only by facts near them.
 */
export function runsWithMostTerms(topic: Topic, wanted: number, educational: boolean): number[] {
  const last = Math.max(0, topic.facts.length - wanted);
  const starts = Array.from({ length: last + 1 }, (_, i) => i);
  if (!educational) return starts;
  const covered = starts.map((s) => {
    const text = topic.facts
      .slice(s, s + wanted)
      .map((f) => f.text)
      .join(' ');
    return topic.terms.filter((t) => hasWord(text, t)).length;
  });
  const most = Math.max(...covered);
  return starts.filter((_, i) => covered[i] === most);
}

/** A pet that lives in water at home (a goldfish): it only swims, and never leaves its bowl. */
export const inBowl = (kind: Kind) => kind.habitat === 'home' && kind.moves.every((m) => m === 'swim');

/** Someone of a kind, with no name yet, who becomes the story's friend (the new friend, the one saved, the one helped). */
const friendOfKind = (kind: Kind, kindWord: string | null, adjectives: readonly string[] = []): Character => ({
  name: null,
  kind,
  kindWord,
  pronoun: null,
  relation: 'friend',
  adjectives: [...adjectives],
  plural: false,
});

/** A counting fact's sight counts the story's own things: 'touched each duck as they counted', not apples. */
const countedIn = (see: string, counting: Counting | undefined) =>
  counting
    ? see.replace(/\b(?:apples?|shells?|socks?)\b/g, (w) => (w.endsWith('s') ? counting.counted.many : counting.counted.one))
    : see;

/** Whether the hero's kind can do the goal at all (a snail does not 'run'); otherwise the goal is kept and only shown differently. */
/**
 * The idea as the story tells it: 'A kitten stuck up a tree' is the kitten's rescue, by a child who finds it; in
 * 'Who took Grandma's glasses?' or 'Who stole my teddy?' a child of the family finds out, never Grandma or the teddy.
 */
export function ideaAsTold(said: IdeaUnderstanding): IdeaUnderstanding {
  // ('Goldilocks and the three bears': Goldilocks is the hero, a girl, however the words read.)
  const oldTale = taleOf(said);
  if (oldTale) return oldTale.idea;
  // ('Anansi tricks the tiger': Anansi is a spider, as the tale has always told him, never a child of that name.)
  const folk = said.hero?.name && said.hero.kind.human ? FOLK_TRICKSTERS.find((f) => f.said.test(said.hero!.name!)) : undefined;
  // ('A day the sky rained frogs': the frogs are the weather, and a child of the town sees them.)
  // ('Nia has to read her poem in assembly': stage nerves.)
  // ('A magic book that takes you inside the story': the book is the way in, and a child goes through it.)
  const idea = folk
    ? { ...said, hero: { ...said.hero!, kind: kindByWord(folk.kind), kindWord: folk.kind } }
    : magicWayIdea(stageNervesIdea(sillyWeatherIdea(said)));
  const saved = toldAsRescue(idea);
  if (saved) return saved;
  const asked = whodunitOf(idea);
  const hero = idea.hero;
  const asks =
    asked &&
    hero &&
    ((hero.kind.group === 'family' && asked.owner !== null) ||
      (!hero.name && asked.noun.includes(hero.kindWord ?? hero.kind.word)));
  if (asks) return { ...idea, hero: null };
  return idea;
}

/**
 * Ideas told as a day of their own, tried in turn, each with its own fork of the seed: 'Farmer Joe's busy morning' is his
 * day at work (own-work.ts), "Grandma's secret recipe" is made with Grandma (family-recipe.ts), 'A kite' is flown on a
 * windy day (kite-day.ts), 'Digging for treasure' follows a map (treasure-hunt.ts), and so on.
 */
const DAYS_OF_THEIR_OWN: readonly (readonly [string, (idea: IdeaUnderstanding, rng: Random) => IdeaUnderstanding | undefined])[] =
  [
    ['own-work', ownWorkIdea],
    ['family-recipe', familyRecipeIdea],
    ['balloon', balloonDayIdea],
    ['kite', kiteDayIdea],
    ['small-world', smallWorldIdea],
    ['voyage', boatVoyageIdea],
    ['whale-trip', whaleTripIdea],
    ['sea-friend', seaFriendIdea],
    ['box', boxDayIdea],
    ['minibeasts', minibeastHuntIdea],
    ['treasure', treasureHuntIdea],
    ['tree', treePlantingIdea],
    ['ice-cream', iceCreamDayIdea],
  ];

/** The idea told as the first day of its own that takes it, if any. */
function dayOfItsOwn(said: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  for (const [label, day] of DAYS_OF_THEIR_OWN) {
    const told = day(said, rng.fork(label));
    if (told) return told;
  }
  return undefined;
}

export function makePlan(
  said: IdeaUnderstanding,
  pageFacts: readonly string[],
  pageTerms: readonly string[],
  rng: Random,
): StoryPlan {
  // (dance-class.ts: a ballerina's school is her dance class before the show; activity-room.ts: a drummer's is the
  // music room; school-friends.ts: a nursery has no school bag.)
  return littleSchoolPlan(activityRoomPlan(danceClassPlan(planOf(said, pageFacts, pageTerms, rng))));
}

/**
 * A topic read only out of a feast day's own name is none: 'The night before Christmas' asks nothing about day and
 * night.
 */
function withoutFeastTopic(idea: IdeaUnderstanding): IdeaUnderstanding {
  const said = celebrationOf(idea.text)?.said?.toLowerCase();
  const words = idea.topic?.words ?? [];
  if (!said || words.length === 0 || !words.every((w) => new RegExp(`\\b${escapeRegExp(w.toLowerCase())}\\b`).test(said)))
    return idea;
  return { ...idea, topic: null, educational: false, things: idea.things.filter((t) => !said.includes(t.noun)) };
}

/** 'argue about who gets the swing', 'fall out over the last cookie': the thing quarrelled over. */
const QUARREL_OVER =
  /\b(?:argue|argues|argued|arguing|fight|fights|fought|fighting|quarrel\w*|squabble\w*|fall out|falls out|fell out|falling out)\s+(?:about|over)\s+(?:who\s+(?:gets|has|had|got|can\s+have)\s+)?(?:the|a|an|his|her|their|one)\s+((?:last\s+|new\s+|red\s+|big\s+|best\s+)?[a-z]+)\b/i;

/** A feast day gone to: 'go to a wedding', 'go to {their} aunt's wedding', 'attend the Diwali party'. */
const GOES_TO_FEAST = /^(?:go to|attend|visit) (?:a |an |the |\{their\} )?/;

/** 'a sandcastle that the sea keeps knocking down', 'the waves washed it away'. */
const SEA_KNOCKS = /\b(?:sea|waves?|tide)\b.*\b(?:knock\w*|wash\w*|crash\w*|smash\w*|flatten\w*|destroy\w*)\b/i;

function planOf(given: IdeaUnderstanding, pageFacts: readonly string[], pageTerms: readonly string[], rng: Random): StoryPlan {
  // ('Mia is a superhero': Mia is the superhero, not a friend of one.)
  // ('Visiting Grandma by the sea': Grandma is the one visited, never the hero of it.)
  const said = visitedNotVisiting(superheroIdea(given));
  // 'A fire engine saves the day', 'Tom the tractor': a working vehicle is told at its job, no quest the idea is pasted into.
  const atWork = callOutOf(said, rng.fork('call-out'));
  // ('A kind giant', "Grandma's garden": the wish the idea implies, when it names none. A vehicle's is its job.)
  // ("Chloe's lemonade stand", 'A bake sale': a stall a child runs, never a day somewhere the idea did not name.)
  const selling = atWork ? undefined : stallIn(said);
  // ('Anansi tricks the tiger': the small clever one is the hero, of its own kind; the big one is the trick's.)
  // ('The three little pigs', 'Goldilocks': an old tale asked for by name is retold as it goes.)
  const oldTale = atWork || selling ? undefined : taleOf(said);
  const tale = atWork || selling || oldTale ? undefined : trickOf(said, rng.fork('trick'));
  // ('Mia and Leo race to the park gate': the two race each other, never a contest with a ribbon.)
  const raced = atWork || selling || oldTale || tale ? undefined : raceOf(said);
  // ('Playing hide and seek with Grandpa': the game played, never a wish 'to play hide' nor a place called the hide.)
  const hidden = atWork || selling || oldTale || tale || raced ? undefined : hideSeekOf(said);
  // (A day of its own, DAYS_OF_THEIR_OWN: 'Farmer Joe's busy morning' at work, never a day out nor help asked of him.)
  const ownDay = atWork || selling || oldTale || tale || raced || hidden ? undefined : dayOfItsOwn(said, rng);
  // ('Mia loves trains': a day out where the loved thing is real, the love shown first; never a quest 'to enjoy trains'.)
  // (Each day told its own way below is read only where no telling before it has the idea.)
  const toldAlready = Boolean(atWork || selling || oldTale || tale || raced || hidden || ownDay);
  const loved = toldAlready ? null : lovedDayOf(said, rng.fork('loved'));
  // ('Noor visits Grandma': a day at her house, with her; never a walk through the woods to reach her.)
  const grand = toldAlready || loved ? null : grandVisitOf(said);
  // ('Noor visits Grandma in hospital': a visit to her bed, with a card; never a quest through the waiting room.)
  const poorly = toldAlready || loved || grand ? null : poorlyVisitOf(said, (from) => rng.fork('poorly').pick(from));
  // ("Mia goes to Leo's birthday party": the party at Leo's house, never her own, never a quest to get there.)
  const partyGone =
    toldAlready || loved || grand || poorly ? null : partyGoneOf(said, (from) => rng.fork('party-gone').pick(from));
  const idea = withoutFeastTopic(
    atWork
      ? { ...said, companions: [] }
      : selling
        ? said
        : oldTale
          ? oldTale.idea
          : tale
            ? tale.idea
            : raced
              ? raced.idea
              : hidden
                ? hidden.idea
                : (ownDay ??
                  loved?.idea ??
                  grand?.idea ??
                  poorly?.idea ??
                  partyGone?.idea ??
                  // ('Mia loves unicorns': a unicorn friend made, never a wish 'to enjoy unicorns'.)
                  lovedCreatureOf(said) ??
                  // ('Ella wants a pet': a puppy or a kitten, as 'Ella wants a puppy' is told.)
                  petWishOf(said, rng.fork('pet-wish')) ??
                  impliedWish(said, rng.fork('implied'))),
  );
  const matches = findTopics(idea);
  const best = matches[0];
  // 'Kofi the kangaroo learns to skip' is a skill practised: a lesson only when a topic is about the skill ('learns
  // to count'), never one found only in the hero's kind (no pouch lesson for a kangaroo who skips).
  const skill = idea.goal?.type === 'learn' && !idea.topic ? idea.goal.phrase.toLowerCase() : null;
  // ('Grandpa teaches Leo to fish' is fishing done, no lesson on how fish breathe; 'learn to count' is a lesson.)
  const skillDone = skill !== null && doneNotLearned(skill);
  const skillTaught =
    skill === null ||
    (!skillDone && best !== undefined && best.topic.triggers.some((t) => new RegExp(`\\b${escapeRegExp(t)}`).test(skill)));
  // A party or a feast day: the idea's wish is to have or keep it ('celebrate Eid', 'enjoy the sleepover'), or was read
  // out of its own name ('Wedding day': 'wed day'). A cake baked for a party is a making, a dress cleaned there a quest.
  const named = celebrationOf(idea.text);
  const goalStem = idea.goal?.phrase.toLowerCase().split(' ')[0] ?? '';
  const fromName = named !== null && idea.goal !== null && named.said!.toLowerCase().startsWith(goalStem);
  // ('School play': 'remember every line' was read only out of the occasion's name, with no word of it in the idea.)
  // (A hero who 'takes part in the talent show' has a wish of their own there, the singing prize.)
  const occasionOnly =
    idea.goal?.occasion !== undefined &&
    !idea.hero &&
    [idea.goal.verb, idea.goal.phrase.split(' ')[0]!].every((w) => !new RegExp(`\\b${escapeRegExp(w)}`, 'i').test(idea.text));
  // ('Mia has to dance in the school show': stage nerves, the dance faced there, never the school play had.)
  const faced = fearOfFeeling(idea.feeling, idea.goal?.phrase, idea.hero?.kind.word);
  const facedThere = faced?.performed === true;
  const celebration =
    named &&
    !facedThere &&
    (!idea.goal ||
      fromName ||
      occasionOnly ||
      (['do', 'play'].includes(idea.goal.type) &&
        (PARTY.test(idea.goal.phrase.toLowerCase()) || named.words.test(idea.goal.phrase))) ||
      // ('Going to a wedding', "Tom goes to his aunt's wedding": the day is had there, no way to it.)
      // (A party gone to is someone else's: 'Mia goes to a birthday party' is no party of her own.)
      (GOES_TO_FEAST.test(idea.goal.phrase) && named.words.test(idea.goal.phrase) && !PARTY.test(idea.goal.phrase.toLowerCase())))
      ? named
      : null;
  // ('Lunar New Year' is a feast day, not the moon.)
  const places = idea.places.filter((p) => !celebration?.said?.includes(p.text));
  const ideaSetting = places.length < idea.places.length && places.length === 0 ? null : idea.setting;
  // A party is had, a newcomer welcomed and a lost pet looked for, not taught: 'a birthday party at home' is no lesson on
  // days and months, 'the hamster escaped' none on walking a dog.
  // The day at home the idea's wish is ('Our dog died'); a cross one asked about ('What to do when you feel angry') is
  // taught instead.
  const ideaDay = homeDayOf(idea.goal?.phrase ?? '');
  const calmTaught = ideaDay?.feeling === true && asksHow(idea.text);
  const familyDay =
    celebration !== null ||
    // ('Our dog died', 'Jealous of the new baby': a day of feeling, no lesson on dogs or babies.)
    (ideaDay?.noLesson === true && !calmTaught) ||
    PARTY.test(idea.goal?.phrase ?? '') ||
    welcomes(idea.goal?.phrase ?? '') ||
    (idea.goal?.type === 'find' && idea.companions.some((c) => c.relation === 'pet')) ||
    // ("Nana's farm": a day helping Nana there, no lesson on where bread comes from.)
    (idea.goal?.type === 'help' &&
      idea.companions.some((c) => c.kind.group === 'family' && c.name !== null && idea.goal!.phrase.includes(c.name)));
  // "An owl who can't sleep", "Ben's tooth is wobbly": the hero's own trouble is told, no lesson on night animals or
  // a tooth made of twigs.
  // A telling of its own ("An owl who can't sleep", 'Counting to ten with ducks', 'Who ate all the cookies?', "Ravi's new
  // glasses"): its row in own-tellings.ts says what it makes of the plan; these are what the rest of the plan asks of it.
  const early: Own | undefined = atWork
    ? { id: 'callOut', found: atWork }
    : selling
      ? { id: 'stall', found: selling }
      : tale
        ? { id: 'trick', found: tale.told }
        : oldTale
          ? { id: 'tale', found: oldTale.told }
          : raced
            ? { id: 'race', found: raced.told }
            : hidden
              ? { id: 'hideSeek', found: hidden.told }
              : undefined;
  const own = ownTellingOf(idea, early, rng);
  const held = foundOf(own, 'bodyTrouble');
  const counting = foundOf(own, 'counting');
  const cycle = foundOf(own, 'lifeCycle');
  const disliked = foundOf(own, 'dislike');
  const callOut = foundOf(own, 'callOut');
  const different = foundOf(own, 'different');
  // ('A cat who loves fish': the fish is the treat, never a fish who swims along.)
  const treatFood = foundOf(own, 'treat')?.treat.said;
  // ('The tallest sunflower ever': one grown for the show, no lesson on how plants grow.)
  const grownBoast = idea.goal?.type === 'grow' && SIZE_BOAST.test(idea.goal.phrase);
  // ('Going to the beach' is a day out, not a lesson on the seaside: a place gone to asks to learn nothing.)
  const goingThere =
    goesThere(idea.goal?.phrase ?? '') ||
    onlyThePlace(idea) ||
    // ('Going to see the dolphins' is a boat trip out to them, no lesson.)
    (['reach', 'do'].includes(idea.goal?.type ?? '') && seaTripOf('sea', idea.goal!.phrase) !== null) ||
    // ('Visiting the elephants' is a day at the zoo, where they are kept, 'Feeding the ducks' one at the park: no lesson.)
    (idea.goal !== null &&
      ['reach', 'do'].includes(idea.goal.type) &&
      idea.setting !== null &&
      keptThere(idea.goal.phrase, idea.setting) !== null) ||
    // ('A storm at sea' is a day out on the boat, no weather lesson.)
    (!idea.goal && idea.places.some((p) => stormAtSea(p.setting, idea.text)));
  const lesson = ownLesson(own);
  const educational =
    lesson === 'always' ||
    (lesson !== 'never' &&
      !(rescueWish(idea) && !idea.hero) &&
      ((!goingThere &&
        // ('When Leo gets cross', 'Sam is always late': a cross day or a habit's day at home asks no lesson, whatever
        // its words, none on the clock for 'on time'.)
        ((idea.educational &&
          skillTaught &&
          !(celebration && (fromName || celebration.wish)) &&
          !(ideaDay?.noLesson && !calmTaught)) ||
          // ('A kite that blew away': a thing gone astray is looked for, no lesson on the wind.)
          // ('Walking the dog': nor is a day with one's own pet, unless the idea asks to learn.)
          (best !== undefined &&
            best.score >= 3 &&
            !idea.hero &&
            !familyDay &&
            !grownBoast &&
            !goneAstray(idea, best.topic) &&
            !idea.companions.some((c) => c.relation === 'pet')))) ||
        pageFacts.length > 0));
  // An idea that does not ask to learn still gets a fact about its hero's kind or its named place ('a snail' -> snails),
  // never one from a word in another sense ('a dog's bone' is no skeleton lesson).
  const heroKind = idea.hero?.kind;
  const placeTopic = idea.places.find((p) => p.named?.topic)?.named?.topic;
  // ('Sophie and the dolphin': so does a child's creature friend, a dolphin that clicks and whistles.)
  const creatureFriend = idea.companions.find((c) => !c.kind.human && c.relation === 'friend')?.kind;
  const related = matches.find(
    (m) =>
      (heroKind && !heroKind.human && m.topic.triggers.includes(heroKind.word)) ||
      (heroKind?.human && creatureFriend && m.topic.triggers.includes(creatureFriend.word)) ||
      m.topic.id === placeTopic,
  );
  const ownsTopic = ownTopic(own);
  const topic = ownsTopic !== undefined ? ownsTopic : educational ? (best?.topic ?? null) : (related?.topic ?? null);

  // Cast.
  const heroKindFallback = kindByWord(rng.fork('hero-kind').pick(['girl', 'boy']));
  // (One that grows is a she or a he, however small: an acorn called Clover is never 'it'. A raindrop on its journey is
  // 'it', unless the idea calls it she or he.)
  const grower = cycle ? lifeCycleHero(cycle, idea) : null;
  const hero = person(
    rng.fork('hero'),
    grower
      ? {
          ...grower,
          pronoun:
            grower.pronoun === 'she' || grower.pronoun === 'he'
              ? grower.pronoun
              : cycle!.thing
                ? 'it'
                : rng.fork('grower').pick(['she', 'he'] as const),
        }
      : idea.hero && !idea.hero.pronoun && !idea.hero.kind.human
        ? { ...idea.hero, pronoun: titleWished(idea.goal?.phrase) }
        : idea.hero,
    heroKindFallback,
    [],
  );
  // 'A kitten gets lost in the big city', 'A girl wanders off at the market': the hero is the one lost.
  const lostOne = lostHero(idea);
  // 'lost her mummy': a companion the hero looks for is the story's 'thing', and only there at the end.
  const sought =
    idea.goal?.type === 'find'
      ? // ('find {their} sister's teddy': the sister owns what is sought, and comes along.)
        (idea.companions.find(
          (c) => c.kindWord && new RegExp(`\\b${escapeRegExp(c.kindWord)}\\b(?!['’]s)`, 'i').test(idea.goal!.phrase),
        ) ?? null)
      : null;
  // 'make friends with a tiny mouse': the creature is the new friend, not a thing.
  // ('be friends with a bird': the kind the wish ends on, when the idea read no object of it.)
  const friendWord =
    idea.goal?.type === 'befriend' ? /\bfriends? with (?:an? |the )?([a-z]+)$/i.exec(idea.goal.phrase)?.[1] : undefined;
  const friendKind = friendWord ? kindOf(friendWord) : null;
  const newFriend: Character | null =
    idea.goal?.type === 'befriend' && idea.goal.object?.kind
      ? friendOfKind(idea.goal.object.kind, idea.goal.object.noun, idea.goal.object.adjectives)
      : friendKind && friendWord && !friendKind.human && !idea.companions.length
        ? friendOfKind(friendKind, friendWord)
        : null;
  // 'A princess who saves a dragon', 'Sam and his dog save a baby whale': the one saved is the friend, and the trouble is
  // the idea's own or one that befalls their kind; whoever else came along ('his dog') helps.
  const saves = !lostOne && !callOut && rescueWish(idea);
  const rescuedSaid = saves ? (rescuedIn(idea) ?? null) : null;
  const rescue = saves ? rescueOf(idea, rescuedSaid, idea.setting, rng.fork('rescue')) : null;
  const rescued: Character | null =
    rescuedSaid ?? (rescue ? friendOfKind(kindOf(rescue.kinds[0]!) ?? kindByWord('kitten'), rescue.kinds[0]!) : null);
  const rescueSetting = rescue && rescued ? rescuePlace(rescue, rescued.kind, rng.fork('rescue-place')) : null;
  const rescueAlong = rescue ? idea.companions.find((c) => c !== rescuedSaid && !c.kind.human) : undefined;
  // Where.
  const namedPlace = places.find((p) => p.named)?.named ?? null;
  const habitat = idea.hero?.kind.habitat && !idea.hero.kind.human ? idea.hero.kind.habitat : null;
  // 'builds a den in the living room': the place after 'in' is where; the den is what is built.
  const goalPhrase = idea.goal?.phrase.toLowerCase() ?? '';
  // ('collects tins for the food bank', 'collects toys for children in hospital': gathered at home and on the street.)
  const collecting =
    idea.goal && idea.goal.type !== 'help' && idea.hero?.kind.human !== false
      ? /^(?:collect|gather) \S.* for \S.*$/.exec(goalPhrase)
      : null;
  // (The day at home or away the wish is read as, if any: 'make {their} hamster feel better' is a day at the vet's.)
  const wishedHome = homeDayOf(goalPhrase, ideaSetting ?? undefined);
  const goalPlaces = places.filter((p) => goalPhrase.includes(p.text.toLowerCase()));
  const saidWhere = goalPlaces.find((p) =>
    new RegExp(`\\b(?:in|at|on|inside|by|to) (?:the |a |{their} )?${p.text.toLowerCase()}\\b`).test(goalPhrase),
  );
  const goalSetting = (saidWhere ?? goalPlaces[0])?.setting;
  // 'bake bread for the village fair': baking and cooking are done in a kitchen, whatever they are for,
  // unless the idea says where ('cook sausages at the campsite').
  // So is a dish to make ('make pancakes', 'learn to make pizza').
  const kitchenWork =
    /^(?:bake|cook)\b/.test(goalPhrase) ||
    (/^(?:make|learn (?:how )?to (?:make|bake|cook)) /.test(goalPhrase) && isDish(goalPhrase.replace(/^\S+ /, '')));
  // 'Why does the moon change shape?', 'Why is the sky blue?': a question about the sky is watched from the ground.
  const question = /^find out (?:how|why|what|where|when)\b/.test(goalPhrase);
  const skyward = question && !namedPlace && !saidWhere ? ideaSetting : null;
  // The moon and stars by night; the sky by day, lying in the grass of a meadow.
  // 'a hedgehog who learns to love the stars': stars only hint at space; one who does not travel there
  // (no space, planet or rocket in the idea, no wish to go) sees them from the ground, at night.
  const spaceWords = settingById('space').words;
  const starGazer =
    ideaSetting === 'space' &&
    !namedPlace &&
    idea.goal?.type !== 'reach' &&
    !spaceWords.some((w) => hasWord(idea.text, w)) &&
    !/\b(?:rocket|spaceship|astronauts?)\b/i.test(idea.text) &&
    !['space', 'moon'].includes(idea.hero?.kind.habitat ?? '');
  const watchedFromBelow =
    skyward === 'moon' || skyward === 'space' || starGazer ? 'night-sky' : skyward === 'sky' ? 'meadow' : null;
  const historyTopic = educational && topic?.area === 'history' && !idea.hero ? topic.setting : null;
  // 'looks after a sick elephant', 'helps a lost puppy get home': the one helped is someone in the story, never a thing.
  const helpedObject = idea.goal?.type === 'help' && idea.companions.length === 0 ? idea.goal.object : null;
  // 'A doctor helps a giraffe with a sore neck': a creature the idea names in the help.
  const helpedKind =
    helpedObject?.kind ??
    (idea.goal?.type === 'help'
      ? idea.companions.find((c) => c.kindWord && goalPhrase.includes(c.kindWord) && !c.kind.human)?.kind
      : null) ??
    null;
  // 'A little robot helps the farmer', 'Ana helps the zookeeper': someone helped at their work is helped where they work.
  const helpedWorker =
    idea.goal?.type === 'help'
      ? idea.companions.find(
          (c) => c.kindWord && goalPhrase.includes(c.kindWord) && c.kind.human && c.kind.group !== 'family' && c.kind.habitat,
        )?.kind.habitat
      : undefined;
  const wildCompanion = idea.companions.find((c) => !c.kind.human && c.kind.habitat && c.kind.habitat !== 'home');
  const visitedKin =
    idea.goal?.type === 'reach' && /^(?:visit|go to see|go and see|see|stay with)\b/.test(goalPhrase)
      ? idea.companions.find(
          (c) =>
            c.kind.group === 'family' &&
            [c.kindWord, c.name].some((w) => w && new RegExp(`\\b${escapeRegExp(w.toLowerCase())}\\b`).test(goalPhrase)),
        )
      : undefined;
  // 'wants to be a knight', 'become a pirate': with nowhere named, the wish is had where such a one belongs (a castle,
  // an island), not on a beach picked by chance.
  const wishedWord = /^(?:be|become) (?:a|an) ([a-z]+(?: [a-z]+)?)$/.exec(goalPhrase)?.[1] ?? null;
  const wishedKind = wishedWord ? (idea.goal?.object?.kind ?? kindOf(wishedWord)) : null;
  const wishedOne = wishedKind?.human ? wishedKind : null;
  // ('A dog who wants to be a police dog': a working animal, taught by the one it works with.)
  const workingRole = !wishedOne && wishedWord ? roleOf(wishedWord) : null;
  const workingGuide = workingRole?.guide ? kindOf(workingRole.guide) : null;
  const beWishPlace = wishedOne
    ? (wishedOne.habitat ?? bestSetting(matchSettings([wishedOne.word])))
    : (workingGuide?.habitat ?? null);
  // (The idea's own word when it is a role of its own: 'a drummer' is a musician who drums, and says so.)
  const ownWordRole = wishedOne && wishedWord ? roleOf(wishedWord) : null;
  const roleFound = wishedOne ? (ownWordRole ?? roleOf(wishedOne.word)) : workingRole;
  const roleWord = ownWordRole ? wishedWord : (wishedOne?.word ?? (workingRole ? wishedWord : null));
  const role = roleFound && roleWord ? { ...roleFound, word: roleWord } : null;
  // 'go fishing', 'joins the school choir' (a shy one's wish to feel brave about it): the doing is done where it is done
  // (a river, the school hall), unless the idea names a place of its own. A thing lost or stuck is the idea's own story.
  const activityFound =
    !lostOne &&
    !held &&
    !disliked &&
    !role &&
    !celebration &&
    !idea.trouble &&
    idea.goal &&
    !['fix', 'grow', 'find', 'help'].includes(idea.goal.type) &&
    // ('paint in the garden' is a doing; 'paint a picture' makes something.)
    (idea.goal.type !== 'make' || !idea.goal.object || settingOfWord(idea.goal.object.noun) !== null)
      ? (activityOf(
          // ('A scared little mouse goes sledging', 'A lonely penguin goes ice skating': the wish is to feel brave or to
          // make a friend; the sledging or the skating is what it is about.)
          [goalPhrase, idea.feeling?.about ?? '', ['overcome', 'befriend'].includes(idea.goal.type) ? idea.text : '']
            .join(' ')
            .toLowerCase(),
          idea.hero?.kind ?? heroKindFallback,
        ) ?? plainClassOf(idea.text, idea.hero?.kind ?? heroKindFallback))
      : null;
  // ('swims with dolphins' is to be with them where they live: no swimming lesson at the pool. A pony ridden is on the farm.)
  const activity =
    activityFound && (!wildCompanion?.kind.habitat || activityFound.settings.includes(wildCompanion.kind.habitat))
      ? activityFound
      : null;
  const homeWater = activity?.atHome && idea.hero?.kind.habitat;
  const activitySetting = activity
    ? ideaSetting && (activity.settings.includes(ideaSetting) || places.length > 0)
      ? ideaSetting
      : homeWater && activity.settings.includes(homeWater)
        ? homeWater
        : rng.fork('activity').pick(activity.settings)
    : null;
  // ("Max's hamster is sick": a poorly pet of one's own is taken to the vet's, unless the idea names a place.)
  const petAway =
    // (A pony of one's own is kept in its stable, on the farm.)
    idea.hero?.kind.human !== false &&
    idea.companions.some((c) => c.kind.group === 'pet' || c.relation === 'pet') &&
    places.length === 0
      ? wishedHome?.at?.setting
      : undefined;
  const where = { idea, places, ideaSetting, hero };
  // ('paints a picture of the sea': painted on the beach looking out at it; the moon and the stars from home.)
  const paintedFrom = DRAWN_BY_HAND.test(idea.goal?.phrase ?? '') ? (PAINTED_FROM[ideaSetting ?? ''] ?? null) : null;
  let setting: SettingId =
    (grand || partyGone ? 'home' : null) ??
    // ('Bedtime for little bear': a bear's bedtime is in its own den, not a child's bedroom.)
    (habitat && places.length > 0 && places.every((p) => /^bed ?time$/i.test(p.text)) ? habitat : null) ??
    (poorly ? 'hospital' : null) ??
    (collecting ? 'home' : null) ??
    paintedFrom ??
    // ('builds a sandcastle that the sea knocks down': built on the sand, by the sea.)
    (/\bsand ?castles?\b/.test(goalPhrase) && (!ideaSetting || ideaSetting === 'sea') ? 'beach' : null) ??
    ownSetting(own, where, true) ??
    historyTopic ??
    namedPlace?.setting ??
    petAway ??
    // (A day had somewhere of its own: the missing moon is looked for from the garden, never on the moon.)
    (wishedHome?.id === 'pet' ? null : wishedHome?.at?.setting) ??
    // (A little train's tunnel is on its own line, not in a cave.)
    (ideaSetting === 'cave' && habitat && hero.kind.parts.includes('wheels') && !/\bcaves?\b/i.test(idea.text)
      ? habitat
      : null) ??
    watchedFromBelow ??
    (kitchenWork ? (saidWhere?.setting ?? 'kitchen') : null) ??
    // ('scared of the big slide', 'scared of thunderstorms', 'nervous about the piano recital': a child faces a fear where
    // it is met, the slide at the playground, the storm at home, the recital in the school hall, not where the piano is played.)
    (hero.kind.human && !ideaSetting ? (fearOfFeeling(idea.feeling, idea.goal?.phrase, hero.kind.word)?.home ?? null) : null) ??
    // ('learn to draw a horse' is learned at a table at home, not on a farm; a birdhouse is built in the garden.)
    (activity?.made ? (saidWhere?.setting ?? activitySetting) : null) ??
    goalSetting ??
    activitySetting ??
    // (A kitten up a tree is saved in the park or the garden, a stranded whale on the beach: where the trouble is, unless the
    // idea names a place; 'a vet' is no place.)
    (places.every((p) => p.text.toLowerCase() === hero.kind.word) ? rescueSetting : null) ??
    ownSetting(own, where, false) ??
    ideaSetting ??
    rescueSetting ??
    beWishPlace ??
    // A party or a feast day with nowhere named is had at home: a mermaid's under the sea, where she lives.
    (celebration
      ? (celebration.home ??
        (hero.kind.human || hero.kind.group === 'pet' || !hero.kind.habitat || hero.kind.habitat === 'home'
          ? 'home'
          : hero.kind.habitat))
      : null) ??
    // A pet of one's own is looked after at home, never where its kind lives wild ('feeds her rabbit every day', 'takes care of his puppy').
    (wishedHome?.id === 'pet' && idea.companions.some((c) => c.kind.group === 'pet' || c.relation === 'pet') ? 'home' : null) ??
    // A mountain, a volcano or a star brought to life is in its own place (the mountains, its island, the night sky),
    // never where its topic is learned about (a volcano at the museum).
    (hero.kind.still ? habitat : null) ??
    (educational && topic ? topic.setting : null) ??
    helpedWorker ??
    // ('help Dad wash the car': a chore with nowhere named is done where it is done, not on a beach.)
    (idea.goal?.type === 'help' ? choreHomeOf(goalPhrase) : null) ??
    habitat ??
    topic?.setting ??
    // A sick elephant is looked after where elephants live; a lost puppy is lost away from its home.
    (helpedKind && !helpedKind.human && helpedKind.habitat !== 'home' ? (helpedKind.habitat ?? null) : null) ??
    // A pet gone missing is missed where it lives: a pony on the farm, a hamster, a rabbit or a parrot at home
    // (not where its kind lives wild).
    (sought?.relation === 'pet' ? (sought.kind.group === 'farm' ? (sought.kind.habitat ?? null) : 'home') : null) ??
    // 'Noor visits Grandma': with nowhere named, the story is the way to their house (through the park, the woods, the
    // fields or the town), and they are met at the end; a story at their house from the start would wish for a visit had.
    (visitedKin ? rng.fork('way').pick<SettingId>(['park', 'forest', 'meadow', 'city']) : null) ??
    // Someone welcomed ('welcome {their} new puppy', 'wait for the Easter Bunny') is welcomed home.
    (welcomes(idea.goal?.phrase ?? '') ? 'home' : null) ??
    // ('Maya feels angry': a child's big cross feeling is had at home, and calmed there.)
    (wishedHome?.feeling && hero.kind.human && !asksHow(idea.text) ? 'home' : null) ??
    // A goldfish lives in its bowl: a story with one's own goldfish stays at home, never at the beach or the park.
    (idea.companions.some((c) => c.relation === 'pet' && inBowl(c.kind)) ? 'home' : null) ??
    // ('Sophie and the mermaid': a child meets a mermaid on the rocks of the beach, never playing at the bottom of the sea
    // and walking home.)
    (hero.kind.human && MER.has(wildCompanion?.kind.word ?? '') && !IN_THE_WATER.test(idea.text) ? 'beach' : null) ??
    // 'swims with dolphins' is where dolphins are, never at the pool or in the garden.
    wildCompanion?.kind.habitat ??
    // ('builds a blanket fort', 'a cardboard castle': a den of what is soft, or a thing of boxes, is built indoors.)
    (idea.goal?.type === 'make' && (SOFT_STUFF.test(goalPhrase) || CARDBOARD.test(goalPhrase)) ? 'home' : null) ??
    // Home life ('scared of the dark', 'a new baby sister', 'a rainy day indoors') happens at home.
    (hero.kind.human ? homeLife(idea.text) : null) ??
    // Something to make or mend with nowhere named is made at home or in the garden, not on a beach;
    // a feast ('celebrate Diwali') is kept at home; a skill ('learn to ride {their} bike') is practised in the
    // park, the garden or the playground, swimming in water.
    rng
      .fork('setting')
      .pick<SettingId>(
        ['make', 'fix', 'grow'].includes(idea.goal?.type ?? '')
          ? ['garden', 'home']
          : /^celebrate\b/.test(goalPhrase)
            ? ['home', 'garden']
            : /^learn to (?:swim|dive|surf|snorkel|float)\b/.test(goalPhrase)
              ? ['pool', 'beach']
              : /^learn to\b/.test(goalPhrase)
                ? ['park', 'garden', 'playground']
                : ['park', 'garden', 'forest', 'beach', 'meadow'],
      );
  // A hero lost from home is lost outside it, in the park beyond the garden gate.
  // (A ladybird is lost in the garden itself: the flower beds are a whole world to one so small.)
  const lostFromHome =
    lostOne && HOME_SETTINGS.includes(setting) && !(setting === 'garden' && !hero.kind.human && hero.kind.habitat === 'garden');
  if (lostFromHome) setting = 'park';
  // ('help a lost bunny find its burrow': a little one is helped home where its kind lives, a burrow being no cave; a
  // lost kitten is met in the park, away from its house.)
  else if (
    idea.goal?.type === 'help' &&
    helpedKind &&
    littleOneOf(goalPhrase) !== null &&
    !namedPlace &&
    places.every((p) => /\b(?:den|nest|burrow|home|farm)$/i.test(p.text))
  )
    // (A lamb looking for the farm is lost out in the fields.)
    setting =
      helpedKind.habitat && !HOME_SETTINGS.includes(helpedKind.habitat)
        ? helpedKind.habitat === 'farm' && /\bfarm$/.test(goalPhrase)
          ? 'meadow'
          : helpedKind.habitat
        : 'park';
  // ('A little fox wanders away from its den': the den is home, in the woods where foxes live, not a cave.)
  else if (lostOne && hero.kind.habitat && places.length > 0 && places.every((p) => /\b(?:den|nest|burrow)$/i.test(p.text)))
    setting = hero.kind.habitat;
  // 'Grampa lives by the sea': by, at or near the sea is its shore; one cheers and hugs on the beach, never 'on the sea'.
  const shore =
    setting === 'sea' &&
    habitat !== 'sea' &&
    !hero.kind.canSwim &&
    hero.kind.group !== 'machine' &&
    /\b(?:by|at|near|beside) the (?:sea|ocean|seaside)\b/i.test(idea.text);
  if (shore) setting = 'beach';
  // (A dolphin in the story brings its own sea: the jumping waves, its clicks and whistles, the boat it swims beside.)
  const dolphinHere = setting === 'sea' && [hero.kind, ...idea.companions.map((c) => c.kind)].some((k) => k.word === 'dolphin');
  // (A storm the idea names is the sea's trouble, met with the lighthouse and the safe harbour.)
  const stormHere = stormAtSea(setting, idea.text);
  let scenery = onItsOwnWheels(
    withoutBoat(
      withoutKind(
        stormHere
          ? STORMY_SEA
          : dolphinHere
            ? DOLPHIN_SEA
            : poleScenery(sceneryOf(setting), namedPlace?.name ?? null, topic?.id ?? null),
        hero.kind,
      ),
      hero.kind,
    ),
    hero.kind,
  );
  // Stage nerves at school are faced in the hall, a race on the field: what is seen there is theirs, never the
  // classroom's ('Just then, Mum walked up by the big red curtain', not 'by a class guinea pig in its hutch').
  if (faced?.venue && setting === 'school') scenery = { ...scenery, ...VENUES[faced.venue] };
  // ('helps at the food bank': its shelves and bags are seen, and it is called by its name, never 'the market'.)
  const community = places.map((p) => communityPlaceOf(p.text, setting)).find(Boolean);
  if (community) scenery = { ...scenery, ...community.scenery };
  const settingInfo = settingById(setting);
  // A party held out of doors ('a birthday party at the beach') has no doorbell or ceiling.
  const party = celebration && (settingInfo.group === 'home' ? celebration : heldOutdoors(celebration));

  // A friendship story needs a friend who comes and stays: with none in the idea, a creature of the place
  // for an animal hero (a dolphin for a lonely whale), a child for a child.
  // "Mia's teddy wants a friend": the child whose toy it is shows the way, and the friend made is another toy.
  const toyOwner =
    hero.kind.group === 'toy' && idea.goal?.type === 'befriend'
      ? idea.companions.find((c) => c.name && c.kind.human && new RegExp(`^${escapeRegExp(c.name)}['’]s\\b`).test(idea.text))
      : undefined;
  const lonelyFriend: Character | null =
    !newFriend && idea.goal?.type === 'befriend' && !idea.companions.some((c) => c !== sought && c !== toyOwner)
      ? friendOfKind(
          // A child to befriend is a girl or a boy ('Charlie the friend' is no one's name for a child).
          toyOwner
            ? kindByWord(rng.fork('toy-friend').pick(['doll', 'teddy bear']))
            : hero.kind.human
              ? kindByWord(
                  hero.kind.word === 'boy'
                    ? 'girl'
                    : hero.kind.word === 'girl'
                      ? 'boy'
                      : rng.fork('new-friend').pick(['girl', 'boy']),
                )
              : (scenery.helpers
                  .map((w) => kindOf(w))
                  .find((k): k is Kind => k !== null && !k.human && k !== hero.kind && !['machine', 'toy'].includes(k.group)) ??
                hero.kind),
          null,
        )
      : null;
  // ('help a baby bird back to its nest': the bird is helped, not the nest.)
  const littleOne = helpedObject ? littleOneOf(goalPhrase) : null;
  const littleKind = littleOne ? kindOf(littleOne) : null;
  const helpedSaid =
    littleOne && littleKind ? { ...helpedObject!, noun: littleOne, kind: littleKind, adjectives: [] } : helpedObject;
  const helped: Character | null =
    helpedSaid?.kind && helpedSaid.kind !== hero.kind
      ? friendOfKind(helpedSaid.kind, helpedSaid.noun, helpedSaid.adjectives)
      : null;
  // ('scared of dogs', 'the monster under his bed': what is feared, with no name of its own, is no friend who comes along.)
  // (Whatever the hero fears, in the fears table or not, is met when the fear is faced, never a friend along: 'A knight
  // who is afraid of dragons' has no dragon friend.)
  const feared = (c: Character) =>
    !c.name && idea.feeling?.mood === 'scared' && hasWord(idea.feeling.about ?? '', c.kindWord ?? c.kind.word);
  // ('dreams of being a farmer': the farmer is who the hero becomes, met as the one who shows how, not a friend.)
  // (The culprit is the friend, met when caught; one of the family is called as the family calls them: 'Dad'.)
  const told = own ? tellOwn(own, { hero, setting, helpers: scenery.helpers, text: idea.text, rng }) : undefined;
  const whodunit = told && 'whodunit' in told ? told.whodunit : undefined;
  const culpritKind = whodunit ? kindByWord(whodunit.culprit.kind) : null;
  const culprit: Character | null =
    whodunit && culpritKind
      ? {
          ...friendOfKind(culpritKind, whodunit.culprit.called ?? whodunit.culprit.kind),
          ...(culpritKind.group === 'family' && {
            name: `${culpritKind.word.charAt(0).toUpperCase()}${culpritKind.word.slice(1)}`,
          }),
        }
      : null;
  // The pet taken to the vet is the friend, not Dad who comes along; 'A trip to the vet': a child's own pet is taken,
  // a puppy or a kitten.
  const petTaken = idea.companions.find((c) => c.kind.group === 'pet');
  const vetPet = !/^take \{their\} .* to the vet\b/.test(goalPhrase)
    ? null
    : (petTaken ??
      (/^take \{their\} pet\b/.test(goalPhrase)
        ? {
            ...friendOfKind(kindByWord(rng.fork('vet-pet').pick(['puppy', 'kitten'])), null),
            name: /^take \{their\} pet (\p{Lu}[\p{L}-]*) to the vet$/u.exec(idea.goal?.phrase ?? '')?.[1] ?? null,
          }
        : null));
  // ('Learning to say sorry': the sorry is said to a friend, a girl or a boy of the class, when the idea names nobody.)
  const wronged: Character | null =
    wishedHome?.id === 'sorry' && hero.kind.human && idea.companions.length === 0
      ? friendOfKind(kindByWord(rng.fork('sorry-friend').pick(['girl', 'boy'])), null)
      : null;
  const companion =
    culprit ??
    vetPet ??
    newFriend ??
    lonelyFriend ??
    wronged ??
    rescued ??
    helped ??
    // (The ducks counted are counted, not a duck come along.)
    idea.companions.find(
      (c) =>
        c !== sought &&
        !(role && !c.name && c.kind === wishedOne) &&
        // ("A princess who doesn't want to be a princess": the second princess is the hero herself.)
        !(different && !c.name && c.kind === idea.hero?.kind) &&
        !feared(c) &&
        !(treatFood && !c.name && treatFood.test(c.kind.word)) &&
        !(counting && !c.name && c.kindWord && countableByWord(c.kindWord) === counting.counted),
    ) ??
    null;
  // (One that grows meets the friends of its world as it grows: 'frogs' said of a tadpole are no frog who comes along.)
  // "Kenji's kite wants to fly high": the child whose thing it is flies it, as the one who helps.
  // 'Lily breaks Mum's favourite vase': the one whose thing it was is the one told the truth, not a friend along;
  // 'fixes his bike with his dad': Dad shows how.
  // ('Building a snowman with Grandpa', 'Leo and Mum look for the moon': a day a grown-up of the family helps through is
  // helped through by the one the idea names, not a friend along.)
  const owner =
    (different?.way === 'purpose' && companion?.name && companion.kind.human) ||
    (companion?.kind.group === 'family' && held?.trouble.familyHelps) ||
    // (Any grown-up the idea names: 'Leo and his uncle fly a kite' is helped by Uncle, 'Max and Mrs Patel plant a tree'
    // by Mrs Patel.)
    (wishedHome?.family && companion?.kind.human && companion.kind.group !== 'child' && companion.kind.size !== 'small')
      ? companion
      : null;
  const friend = companion && !cycle && !owner ? person(rng.fork('friend'), companion, kindByWord('friend'), [hero.name]) : null;
  // 'The twins are born', 'Grandma and Grandpa come to stay': the other one comes with the first, by a name of their own.
  const arriving = idea.arrival?.companions ?? [];
  const alongWith = arriving[0] === companion ? arriving[1] : undefined;
  const comesAlong =
    alongWith && friend ? person(rng.fork('twin'), alongWith, kindByWord('friend'), [hero.name, friend.name]) : null;
  // 'in the living room': a room of the house the idea names is called as the idea calls it.
  const room =
    !namedPlace && setting === 'home'
      ? places.find((p) => p.setting === setting && !p.named && p.text.toLowerCase() !== 'home' && /\s/.test(p.text))
      : undefined;
  // ('visits Grandma': her home is 'Grandma's house', not the hero's own.)
  const kinHome =
    !namedPlace && !room && setting === 'home' && visitedKin && friend && companion === visitedKin
      ? `${possessive(friend.name)} house`
      : null;
  // A poorly pet's day at the hospital is at the vet's.
  const awayDay = hero.kind.human ? wishedHome?.at : undefined;
  const awayHere = awayDay?.setting === setting ? awayDay : undefined;
  // 'goes to the doctor': the doctor's, not the hospital.
  const workplace = namedPlace
    ? undefined
    : places.find((p) => p.setting === setting && !p.named && /['’]s$/.test(p.text))?.text.toLowerCase();
  // 'a sleepover at Grandma's': Grandma's house, never 'the grandma's' as if a shop.
  const kinPlace =
    workplace && friend && companion?.kind.group === 'family' && workplace.replace(/['’]s$/, '') === companion.kindWord
      ? `${possessive(friend.name)} house`
      : null;
  // ('Sam gets lost in the supermarket': lost among its aisles, not at the market's stalls.)
  const lostShop = lostOne && setting === 'market' ? places.find((p) => !p.named && SHOP_WORDS.test(p.text)) : undefined;
  const placeName = historyTopic
    ? settingInfo.name
    : (namedPlace?.name ??
      community?.name ??
      // ('Noor visits Grandma and Grandpa': 'Grandma and Grandpa's house', never 'the grandma and grandpa's house'.)
      (grand || partyGone
        ? `${possessive((grand ?? partyGone)!.who)} house`
        : room
          ? `the ${room.text.toLowerCase()}`
          : lostShop
            ? `the ${lostShop.text.toLowerCase()}`
            : (kinHome ?? kinPlace ?? (workplace ? `the ${workplace}` : (awayHere?.name ?? settingInfo.name)))));
  const placePrep = historyTopic
    ? settingInfo.prep
    : (namedPlace?.prep ?? community?.prep ?? (room || lostShop ? 'in' : workplace && !kinHome ? 'at' : settingInfo.prep));

  // What the hero wants.
  let goalType: GoalType = idea.goal?.type ?? (educational ? 'learn' : topic ? 'do' : 'do');
  // ('A little fox in the forest': a sight of the place to reach, not a bare 'explore the forest'.)
  const placeWishes = PLACE_WISHES[setting];
  const placeWish = placeWishes && !namedPlace ? rng.fork('place-wish').pick(placeWishes) : null;
  let phrase: string =
    idea.goal?.phrase ?? (topic && (educational || !idea.hero) ? topic.goal : (placeWish ?? `explore ${placeName}`));
  if (!idea.goal && phrase === placeWish) goalType = 'reach';
  if (!idea.goal && topic && educational)
    goalType = topic.id === 'friendship' ? 'befriend' : topic.area === 'feelings' ? 'overcome' : 'learn';
  if (idea.feeling && !idea.goal) goalType = 'overcome';
  // A goal read out of the celebration's own name ('Wedding day': 'wed day') is to keep it.
  if (celebration && idea.goal && !PARTY.test(phrase.toLowerCase()) && !celebration.words.test(phrase))
    [goalType, phrase] = ['do', `celebrate ${celebrationSaid(celebration)}`];
  // ('A giraffe at the school disco': one who goes wishes to dance there, never to explore the school.)
  if (celebration?.wish && (!idea.goal || occasionOnly)) [goalType, phrase] = ['do', celebration.wish];
  // 'A friendly monster lives under Oskar's bed': two met with no wish between them become friends.
  if (!idea.goal && !idea.feeling && !educational && friend?.relation === 'friend') {
    goalType = 'befriend';
    // (A name the story gave is not known before they meet: 'make friends with the frog', not 'with Jelly'.)
    phrase = companion?.name ? `make friends with ${friend.name}` : `make friends with the ${friend.kind.word}`;
  } else if (
    idea.goal?.type === 'befriend' &&
    /^(?:become|make|be)(?: best)? friends$/.test(phrase) &&
    friend?.relation === 'friend' &&
    idea.companions.some((c) => c.kind === friend.kind)
  ) {
    // 'A fox and a rabbit become friends': the fox's wish is to make friends with a rabbit, never 'to become friends'.
    phrase = companion?.name ? `make friends with ${friend.name}` : `make friends with ${withArticle(friend.kind.word)}`;
  } else if (!idea.goal && !idea.feeling && !educational && (setting === 'home' || setting === 'bedroom') && !namedPlace) {
    // Nobody explores their own home: a day in with no wish named is a new house looked round, or a den built.
    // ('Leo's fifth birthday': a birthday is a party.)
    [goalType, phrase] = /\b(?:mov(?:e|es|ing) house|new house)\b/i.test(idea.text)
      ? ['do', 'explore the new house']
      : PARTY.test(idea.text.toLowerCase())
        ? ['do', /\bbirthday\b/i.test(idea.text) ? 'have a birthday party' : 'have a party']
        : // ("Leo's Christmas": the feast is the day, no den.)
          celebration
          ? ['do', `celebrate ${celebrationSaid(celebration)}`]
          : ['make', 'build a den'];
  }
  // The lost one wants to find the way home, however the idea says it ('wanders off', 'is lost').
  if (lostOne) [goalType, phrase] = ['find', 'find the way home'];
  // The one with a body trouble wants it over, however the idea says it ('fall asleep', 'get rid of {their} hiccups').
  // (One who dislikes something is won round to it: 'eat {their} vegetables', 'go to bed'.)
  const ownWished = ownWish(own, told, idea);
  if (ownWished) [goalType, phrase] = ownWished;
  // ('collects tins for the food bank': collecting for a cause is helping, told by its jobs from home, world/helping-jobs.ts.)
  if (collecting) [goalType, phrase] = ['help', `help ${collecting[0]}`];
  // 'look after a sick elephant' -> 'look after Mochi the elephant': the one helped is called by name, as a friend is.
  // So is a companion the idea names in the help ('a farmer looks after a poorly lamb').
  const helpedWord = helped
    ? helpedSaid!.noun
    : idea.goal?.type === 'help' && companion && !companion.name && companion.kindWord && goalPhrase.includes(companion.kindWord)
      ? companion.kindWord
      : null;
  // ('help the ducklings learn to swim': the friend is one of many, who stay 'the ducklings'.)
  if (helpedWord && friend && singularOf(helpedWord) === helpedWord)
    phrase = phrase.replace(
      new RegExp(`\\b(?:an?|the) (?:[a-z]+ ){0,2}(${escapeRegExp(helpedWord)})\\b`),
      `${friend.name} the $1`,
    );
  // 'help the little duck find its mum': a lost little one is helped back to its own family or home.
  const homeward = idea.goal?.type === 'help' && !lostOne ? homewardOf(phrase, friend) : undefined;
  if (homeward) phrase = wishOfLittleOne(phrase, friend!);
  // 'find {their} lost screwdriver': the wish says what to find; that it is lost, the story tells.
  phrase = phrase.replace(/\s+/g, ' ').trim();
  if (vetPet && friend) phrase = phrase.replace(/\bpet\b/, friend.kind.word);
  // 'learns about wash hands and germs': a thing to do the idea says as the verb alone is said as doing it ('learn about
  // washing hands and germs'), where the topic knows it both ways ('wash hands', 'washing hands').
  const learnt = /^((?:learn|find out|know) about )(\w+)( .+)$/.exec(phrase);
  if (
    topic &&
    learnt &&
    topic.triggers.some(
      (t) => learnt[3]!.startsWith(t.replace(/^\w+/, '')) && t === `${gerundOf(learnt[2]!)}${t.replace(/^\w+/, '')}`,
    )
  )
    phrase = `${learnt[1]}${gerundOf(learnt[2]!)}${learnt[3]}`;
  // 'look for a lost key' -> 'find the key': the key that was lost is a known one, and the wish is to find it.
  if (goalType === 'find')
    phrase = phrase
      .replace(/^(?:look|search|hunt) for\b/, 'find')
      .replace(/\b(?:an?|the) (?:lost|missing) /, 'the ')
      .replace(/\b(?:lost|missing) /, '');
  // 'visits her grampa by the sea', 'goes to see his aunt in the city': the one visited is the wish, called by name
  // ('visit Grampa'); where they live is the story's place, said by the story.
  const visited =
    goalType === 'reach' &&
    /^(?:visit|go to see|go and see|see)\b/.test(phrase) &&
    friend &&
    companion?.kindWord &&
    idea.companions.includes(companion) &&
    // Family or a friend ('her grampa', 'his friend Sam'), not the vet or the doctor one goes to see at work.
    (companion.name !== null || companion.relation !== 'friend' || companion.kindWord === 'friend')
      ? new RegExp(
          // ('visits his cousin Jordan': the name said after the kind is the same one.)
          `^((?:visit|go to see|go and see|see) )(?:\\{their\\} |the |an? )?${escapeRegExp(companion.kindWord)}${companion.name ? `(?: ${escapeRegExp(companion.name)})?` : ''}(?:\\s+(?:by|in|at|on|near|across|over|up|down)\\b.*)?$`,
          'i',
        )
      : null;
  // 'welcome {their} new baby sister', 'give Dad a surprise party': the newcomer is waited for and arrives at the end, as one visited is met.
  // (The newcomer is the idea's first companion: 'welcome the new baby' for 'Jaya is going to be a big sister'.)
  const welcomed: Welcomed | null =
    welcomes(phrase) && friend !== null && companion !== null && idea.companions[0] === companion
      ? {
          said: idea.arrival?.who ?? friend.name,
          people: comesAlong ? [friend, comesAlong] : [friend],
          kind: idea.arrival?.baby
            ? 'baby'
            : idea.arrival?.figure
              ? 'figure'
              : party
                ? 'party'
                : friend.kind.human
                  ? 'guest'
                  : 'pet',
        }
      : null;
  const visits = welcomed !== null || (visited?.test(phrase) ?? false);
  // ('visits his cousin': the cousin the story names is still his cousin, 'visit his cousin'.)
  // ('visits her cousin Jordan': said in full first, so Jordan is known as the cousin; then 'visit Jordan'.)
  if (visits && !welcomed)
    phrase = !companion!.name
      ? `visit {their} ${companion!.kindWord}`
      : // ('Auntie' is what a child calls her aunt: 'visit {their} aunt', never 'visit her aunt Auntie'.)
        kindOf(companion!.name.toLowerCase()) === companion!.kind
        ? `visit ${friend!.name}`
        : `visit {their} ${companion!.kindWord} ${friend!.name}`;
  // 'goes to the library', 'visits the zoo': once there, the wish is what one goes there to do (choose a book),
  // else to see its best sight.
  else if (
    goalType === 'reach' &&
    /^(?:visit|explore|see|go to|travel to)\b/.test(phrase) &&
    settingInfo.words.some((w) => phrase.endsWith(w))
  ) {
    // (What a child goes there to do: an ice cube off to the beach only longs to see it.)
    // ('goes to her first ballet class': to dance there.)
    const purpose = activity?.wish ?? (/^explore\b/.test(phrase) || !hero.kind.human ? undefined : scenery.purpose);
    if (purpose) goalType = 'do';
    phrase = purpose ?? `see ${scenery.sights[0]!.replace(/^(?:a|an)\s+/, 'the ')}`;
  }
  // 'first day at swimming lessons', 'goes to football practice': the wish is the doing learned there ('swim'), never
  // 'swim lessons' or a trip to the practice.
  // ('has his first piano lesson', 'goes to her first karate lesson': so is the first one had or gone to.)
  if (
    activity &&
    (/^(?:[a-z]+ )?(?:go to )?(?:[a-z]+ )?(?:lessons?|class(?:es)?|practice|training|club)$/.test(phrase) ||
      /^(?:have|go to|start) (?:\{their\} |a |the )?first (?:[a-z]+ )?(?:lesson|class|practice)$/.test(phrase))
  ) {
    goalType = 'do';
    phrase = activity.wish;
  }
  // 'climb the tallest sunflower in the garden' -> 'climb the tallest sunflower': the story already says where.
  const placeTail = new RegExp(
    `\\s+(?:in|at|on|by|to)\\s+(?:the\\s+)?(?:${settingInfo.words.map(escapeRegExp).join('|')})$`,
    'i',
  );
  // (A question is asked as said: 'why we have to go to bed' is about bedtime, not a wish to go.)
  // ('fly to the moon', 'swim to the island': where a journey goes is the wish itself, never only 'fly'.)
  // ('learn to swim in the pond' still loses its pond: only a tail that is where the journey goes is kept.)
  const journeyTo = /^\s+to\b/i.test(placeTail.exec(phrase)?.[0] ?? '');
  // ('help at the food bank' keeps its place: a bare 'help' is no wish to tell or title.)
  const placeless = phrase.replace(placeTail, '');
  if (phrase.split(' ').length > 3 && placeTail.test(phrase) && !question && !journeyTo && placeless.includes(' '))
    phrase = placeless;
  // 'guide a big ship into the harbour in a storm': the weather is when it is done, not where to; the storm is told as the trouble.
  const weatherTail = /\s+(?:in|during|through) (?:a|an|the) ([a-z-]+)$/.exec(phrase);
  if (weatherTail && TIME_WORDS.test(weatherTail[1]!) && phrase.split(' ').length > 4)
    phrase = phrase.slice(0, weatherTail.index);

  // What is learned about ('learns about evaporation') is the topic, not a thing to hold: the topic's own thing (a puddle) stands in.
  // So is a word of the idea's own topic ('why leaves change colour': no colour goes missing).
  const wantedNoun = (idea.wanted ?? idea.goal?.object)?.noun;
  const learnsAbout =
    topic !== null &&
    educational &&
    (/^learn about\b/.test(phrase) || (Boolean(wantedNoun) && Boolean(idea.topic?.phrase.toLowerCase().includes(wantedNoun!))));
  // 'Maya's goldfish is missing': a pet the idea gives no name is the hero's own, looked for as 'her goldfish', never 'goldfish' as a name.
  const ownPet = sought !== null && !sought.name && sought.relation === 'pet';
  // A pet or someone of the family called by name is 'she' or 'he' ('Biscuit was back where she belonged'); where
  // neither the name nor the kind says, the other of the hero's ('Mia ran after Pip, but he was too quick').
  const soughtPronoun =
    sought && !ownPet
      ? (sought.pronoun ??
        sought.kind.pronoun ??
        (sought.name ? pronounOfName(sought.name) : null) ??
        (hero.pronoun === 'she' ? 'he' : hero.pronoun === 'he' ? 'she' : rng.fork('sought').pick<Pronoun>(['she', 'he'])))
      : null;
  let thing: StoryThing | null = sought
    ? {
        ...(soughtPronoun === 'she' || soughtPronoun === 'he' ? { pronoun: soughtPronoun } : {}),
        text: sought.name ?? sought.kindWord!,
        noun: ownPet ? sought.kindWord! : sought.kind.word,
        plural: false,
        mass: false,
        owned: ownPet,
        portable: true,
        ...(ownPet ? {} : { named: true }),
      }
    : // One wished to be is who the hero becomes, not a thing to think of or hold.
      // (Nor is what a doing is done with: the rod of 'go fishing' and the kite of 'fly a kite' are among its things.)
      // (Nor what is collected for a cause: it is given away, never a thing to love or hug.)
      newFriend || helped || learnsAbout || role || activity || collecting
      ? null
      : (thingOf(
          idea.wanted ?? idea.goal?.object ?? null,
          phrase,
          (goalType === 'make' || goalType === 'grow') && madeObject(phrase, idea.goal?.object),
        ) ?? madeThing(goalType, phrase));
  // ('Sam scores a goal': the goal is the match's own, scored in it, never a thing to think of or hold.)
  if (thing && celebration?.said && hasWord(celebration.said, thing.noun)) thing = null;
  // ('Leo draws the mountains': what is made is a picture of them; the pencil snaps on the picture, not on the mountains.)
  if (thing && DRAWN_BY_HAND.test(phrase) && !PICTURE_WORDS.test(thing.noun) && settingOfWord(thing.noun) !== null)
    thing = { text: `picture of the ${thing.text}`, noun: 'picture', plural: false, mass: false, owned: false, portable: true };
  // 'find {their} mummy' -> 'find Mummy': someone sought is called by name.
  if (sought && thing && !ownPet) phrase = phrase.replace(new RegExp(`\\{their\\} (?:\\w+ )?${sought.kindWord}\\b`), thing.text);
  // The topic's object is the thing, unless it is what the hero or the friend is ('the caterpillar' for a caterpillar
  // hero; a caterpillar friend is watched and called by name, never a caterpillar besides).
  // A skill to learn ('learn to fly') has no thing of the topic's in it: no egg for a penguin who wants to fly.
  const isObject = (who: Person | null) =>
    who !== null && (who.kind.word === topic?.object || who.kind.words.includes(topic?.object ?? ''));
  if (!thing && topic && (educational || !idea.hero) && !/^learn to\b/.test(phrase) && !isObject(hero) && !isObject(friend))
    thing = {
      text: topic.object,
      noun: topic.object,
      plural: false,
      mass: false,
      owned: false,
      portable: isPortable(topic.object),
      ...(isTool(topic.object) && { tool: true }),
    };
  // 'find {their} sister's lost teddy': the sister's own, called by her name ('Luna's teddy').
  const ownerWord =
    friend && companion?.kindWord ? new RegExp(`\\{their\\} ${escapeRegExp(companion.kindWord)}['’]s\\b`, 'i') : null;
  if (thing && !thing.owned && !thing.named && ownerWord?.test(phrase)) thing = { ...thing, owner: friend!.name };
  // ('go to see {their} aunt': nothing to have or to find, only someone to get to.)
  // (Nor is the tree or the net a thing: the one in it is who the story is about.)
  // (Nor is what one grows into: the hero becomes it.)
  // (Nor are the animals a farm or a zoo is visited to see: the day out shows them.)
  // ('Going to see the dolphins', 'Visiting the elephants': nor are creatures gone to see, nor their topic's egg.)
  if (visits || lostOne || homeward || rescue || cycle || animalsSeenAt(phrase, setting) || creaturesSeen(phrase)) thing = null;
  // A solo is sung, a speech given, a poem read: what is done in front of others is the deed, never a thing to be near,
  // to love or to see ('near the solo', 'by the speech').
  if (thing && facedThere && faced!.words.includes(thing.noun)) thing = null;
  // 'plant a seed': what grows from it is a plant with a name, one the seed picks ('a sunflower', 'pumpkins'); the seeds
  // are how ('the sunflower seeds', never 'the seeds for the plants').
  if (thing && goalType === 'grow' && /^seeds?$/.test(thing.noun)) {
    const grown = rng.fork('grown').pick(thing.plural ? ['sunflowers', 'pumpkins', 'tomatoes'] : ['sunflower', 'pumpkin']);
    thing = { ...thing, text: grown, noun: grown };
  }
  // 'plant a vegetable garden': what comes up is the vegetables ('no vegetables came up', never 'vegetable garden seeds').
  const gardenOf = thing && goalType === 'grow' ? /^(\w+) (?:garden|patch|bed)$/.exec(thing.noun)?.[1] : undefined;
  if (gardenOf) {
    const grown = gardenOf.endsWith('s') ? gardenOf : pluralOf(gardenOf);
    thing = { ...thing!, text: grown, noun: grown, plural: true, mass: false };
  }
  // What is helped ('help the flowers') is looked after where it is, never carried off or put away.
  if (thing && goalType === 'help') thing = { ...thing, portable: false };
  // (Nor is what is grown: it stays in the ground where it grew, never put by the bed or held on to tight.)
  if (thing && goalType === 'grow') thing = { ...thing, portable: false };
  // 'grow her hair long': hair grows by itself, nothing is planted; the wish is waited for and done, never made.
  if (goalType === 'grow' && thing && isBodyPart(thing.noun)) {
    goalType = 'do';
    thing = { ...thing, portable: false };
  }
  // A party has its own things to be seen (a birthday its cake and presents, Diwali its lamps), wherever it is held.
  // (At home, its things are all there is to see: no sofa to peek at on the morning of a birthday; nor where it is always
  // held, no classroom desks at sports day, no duck pond by the football pitch.)
  if (party)
    scenery = {
      ...scenery,
      sights: [...party.sights, ...(settingInfo.group === 'home' || party.home === setting ? [] : scenery.sights.slice(0, 2))],
    };
  // What a doing is done with is there to be seen: a fishing rod and a bucket of bait by the river.
  // (Once each: a campsite has a campfire of its own.)
  if (activity)
    scenery = { ...scenery, sights: [...activity.things, ...scenery.sights.filter((s) => !activity.things.includes(s))] };
  // What one of them works with is what is seen where the wish is had: goal posts on the pitch, not the park's duck pond;
  // a drummer plays in the school hall, never by the classroom's desks.
  if (role?.venue && setting === 'school') scenery = { ...scenery, ...VENUES[role.venue] };
  if (role?.sights) scenery = { ...scenery, sights: [...role.sights] };
  // The vet's has pets waiting and a table for them, never a height chart or stickers for children.
  if (awayHere) scenery = { ...scenery, sights: [...wishedHome!.sights] };
  // A pet gone missing is looked for where a pet could get to: under the bed, behind the curtains, not on a bookcase.
  const searched = creatureKind(sought?.kind ?? null, thing);
  if (searched) scenery = sceneryForCreature(scenery, searched);
  // 'scared of the big slide': the wish is the brave deed ('go down the big slide'), never 'feel brave about' it.
  const fear = goalType === 'overcome' ? fearOfFeeling(idea.feeling, null, hero.kind.word) : undefined;
  if (fear && /^feel brave\b/.test(phrase)) phrase = fearWish(fear, hero.kind, setting);
  const [verb, ...rest] = phrase.split(' ');
  const goal = {
    type: goalType,
    phrase,
    ing: [gerundOf(verb!), ...rest].join(' '),
    past: [pastOf(verb!), ...rest].join(' '),
    ...(idea.goal?.occasion ? { occasion: idea.goal.occasion } : {}),
    ...(idea.goal?.skill ? { skill: idea.goal.skill } : {}),
  };

  const dream = dreamOf(phrase, hero.kind);
  // The plot shape: by the goal, the seed choosing among those that fit.
  const shapeRng = rng.fork('shape');
  let candidates = [...SHAPES_FOR[goalType]];
  if (educational && !candidates.includes('learning')) candidates.push('learning');
  // The idea's own trouble must happen: something stuck, blown away or lost is looked for; something broken is mended,
  // something muddy is set out to be cleaned (never made anew).
  if (idea.trouble && thing)
    candidates = /break|tear|snap|crack|pop|burst|rip|melt/.test(idea.trouble.verb)
      ? ['making']
      : /muddy|dirty|messy|sticky|grubby|dusty|inky/.test(idea.trouble.verb)
        ? ['quest']
        : ['lost-and-found'];
  if (!thing) candidates = candidates.filter((s) => s !== 'making' && s !== 'mystery' && s !== 'lost-and-found');
  // A mystery opens on something gone missing, but a thing found new ('finds a door to a secret kingdom') was never lost.
  // Nor is it searched for as if known: the hero goes looking (lost-and-found, told as a hunt).
  if (goalType === 'find' && thing && !thing.owned && !lostInIdea(idea) && !idea.trouble) candidates = ['lost-and-found'];
  // Something of one's own to find was lost first: it is looked for, never simply set out for as if in view.
  if (goalType === 'find' && thing && (thing.owned || lostInIdea(idea)) && candidates.some((s) => s !== 'quest'))
    candidates = candidates.filter((s) => s !== 'quest');
  // An oak tree or a waterfall does not go missing: a mystery (or a loss) needs something that can be carried off.
  if (thing && !thing.portable && !lostInIdea(idea))
    candidates = candidates.filter((s) => s !== 'mystery' && (s !== 'lost-and-found' || goalType === 'find'));
  // A companion the idea already gives ('his goat Bisi', 'her grandma') is no new friend to meet.
  if (friend && idea.companions.some((c) => c.relation && c.relation !== 'friend') && goalType !== 'befriend')
    candidates = candidates.filter((s) => s !== 'friendship');
  // Making a friend needs someone to befriend: with nobody in the idea, the story would meet no one.
  if (!friend) candidates = candidates.filter((s) => s !== 'friendship');
  if (sought) candidates = ['lost-and-found'];
  // 'looks for a rainbow', 'goes looking for shooting stars': a sight is watched for and seen, never lost and found.
  // A sight to paint or draw is made, though ('paint a rainbow').
  if (thing && isSight(thing.noun) && !lostInIdea(idea) && !sought && goalType !== 'make')
    candidates = educational ? ['learning', 'quest'] : ['quest'];
  // 'learn to ride {their} bike' is a skill practised, never a bike gone missing.
  if (goalType === 'learn' && /^learn to\b/.test(phrase))
    candidates = candidates.filter((s) => s === 'learning' || s === 'quest');
  // A skill practised ('count shells', 'tell the time') is no mystery: nothing of it goes missing.
  if (idea.goal?.type === 'learn' && !/^(?:find out|learn about)\b/.test(phrase))
    candidates = candidates.filter((s) => s !== 'mystery' && s !== 'lost-and-found');
  // A learning story is told by its facts: with no topic to teach ('learn to tie {their} shoelaces'), the skill is a quest.
  // (Nor is a skill whose only topic is the hero's own kind: the kangaroo learning to skip is told one thing of kangaroos.)
  if ((!topic || !skillTaught) && pageFacts.length === 0 && candidates.some((s) => s !== 'learning'))
    candidates = candidates.filter((s) => s !== 'learning');
  // A question is answered by finding out, with someone who explains: no mystery of a lost telescope.
  if (question && topic && candidates.includes('learning')) candidates = ['learning'];
  // Bread to bake, a treehouse to build: the story shows the making, never only a trip to where it is made.
  if (goalType === 'make' && candidates.includes('making')) candidates = candidates.filter((s) => s !== 'quest');
  if (candidates.length === 0) candidates = ['learning'];
  // 'help {their} grandpa': the one helped is in the story to ask for help and to thank.
  // A wish to help with the jobs of a place ('help on the farm', 'clean the house') is told by the jobs, never as a quest
  // that turns into an unsaid muddle.
  if (goalType === 'help' && (friendInGoal(friend, phrase) || jobsWish(phrase))) candidates = ['helping'];
  // 'too shy to sing', 'scared to jump in': the idea's fear stands in the way of its wish, so it is overcome, not a contest.
  if (idea.feeling && ['scared', 'shy'].includes(idea.feeling.mood) && goalType !== 'befriend' && !sought) candidates = ['fear'];
  // A wish that cannot come true as said is set out for and ends in a way of the hero's own: no contest to fly.
  if (dream) candidates = candidates.includes('learning') ? ['learning', 'quest'] : ['quest'];
  // Someone welcomed home is waited for and comes at the end: no friend met on the way, nothing lost.
  if (welcomed) candidates = candidates.includes('learning') ? ['learning', 'quest'] : ['quest'];
  // A telling of its own is told by its own beats: no making of a tooth, no lesson on night animals.
  // ('Learning to say sorry': told as the day it happens, the hurt, the brave sorry and friends again.)
  if (wishedHome?.id === 'sorry' && hero.kind.human) candidates = ['quest'];
  const ownShaped = ownShapes(own);
  if (ownShaped) candidates = [...ownShaped];
  if (candidates.length === 0) candidates = ['quest'];
  const shape = shapeRng.pick(candidates);
  // ('A mouse and an elephant become friends': two different creatures are told by how they differ.)
  // (Something to do there keeps its own telling: a lonely penguin going ice skating skates.)
  const unlike = shape === 'friendship' && goalType === 'befriend' && !activity ? unlikeFriends(hero.kind, friend) : undefined;

  // The trouble: the idea's own, else the thing's (by what it is and what the hero wants with it), else the place's.
  const troubleRng = rng.fork('trouble');
  // 'in a storm', 'in the fog', 'a rainy day': weather the idea names is the place's trouble when the
  // place has it ('rainbow', 'snowman', 'windmill' are no weather).
  const weather = [...idea.text.toLowerCase().matchAll(/\b(storm|fog|snow|rain|wind)(?:s|y|gy)?\b/g)].map((m) => m[1]!);
  const weathered = scenery.troubles.filter((t) => weather.some((w) => hasWord(t.event, w)));
  // A wish done where the hero is ('learn to fall asleep') meets no fallen tree across the path: the place's other troubles,
  // else one of the doing itself ('a noisy cricket' for sleep).
  const goesSomewhere =
    goalType === 'reach' ||
    goalType === 'find' ||
    // Finding out is done out and about too: 'learn why bats sleep' is no wish to sleep.
    /^(?:explore|visit|see|go|travel|climb|look for|search|race|get to|fly to|sail|learn about|learn why|learn how|find out)\b/.test(
      phrase,
    );
  const stayTroubles = scenery.troubles.filter((t) => !blocksTheWay(t));
  // Caring for someone ill, being ill, moving house: a trouble of that day, not the lights going out (a child's day:
  // a puppy reads no story aloud and sticks up no pictures).
  // (A naughty puppy's own day has the puppy as its hero.)
  const phraseDay = homeDayOf(phrase, setting);
  const wishedDay =
    party || held || disliked || (!hero.kind.human && !phraseDay?.creature) || (phraseDay?.feeling && asksHow(idea.text))
      ? null
      : phraseDay;
  // (A day at home is had at home; a pet's visit to the vet at the vet's.)
  const day = wishedDay && (wishedDay.at ? wishedDay.at.setting === setting : settingInfo.group === 'home') ? wishedDay : null;
  // ('cleans her fish tank': with no pet in the story, there is no one to feed or nurse.)
  // (A make-believe pet of one's own is looked after as any pet is: 'Zara has a pet dragon'.)
  const homeDay = day?.id === 'pet' && friend?.kind.group !== 'pet' && friend?.relation !== 'pet' ? null : day;
  // ('Mum has a cold', 'Dad broke his leg': the cold and the leg are no thing to think of or look at.)
  // (Nor is a wobbly tooth or a cold of one's own: it is had, never made or looked for.)
  // (Nor is anything but the things counted: no shell to dance for at the pond.)
  if (homeDay || own) thing = null;
  // Making a new friend goes wrong between the two of them (both want the swing, a tower knocked over), each trouble
  // one of its wordings; never a first try that 'went all wrong', which says nothing.
  const friendGroups = shape === 'friendship' && friend && !unlike ? friendTroubles(hero.kind, friend.kind, settingInfo) : [];
  const friendRng = troubleRng.fork('friend');
  const newFriends = friendGroups.length > 0 ? friendGroups.map((wordings) => friendRng.pick(wordings)) : null;
  // (A day of its own has its own troubles: a rainy day's are of the rain already.)
  const placeTrouble = troubleRng.pick(
    weathered.length > 0 && !homeDay
      ? weathered
      : dream && DREAM_TROUBLES[dream.verb]
        ? DREAM_TROUBLES[dream.verb]!
        : party
          ? // ('A giraffe at the school disco': a trouble of its long neck, so the giraffe is told as one.)
            (hero.kind.size === 'huge' && party.huge ? party.huge : party.troubles).map((t) => ({ ...t, doing: true }))
          : homeDay
            ? namedFirst(homeDay.troubles, idea.text).map((t) => ({ ...t, doing: true }))
            : activity
              ? activity.troubles
              : goesSomewhere
                ? scenery.troubles
                : (doingTroubles(phrase) ?? (newFriends ? [...stayTroubles, ...newFriends] : [...stayTroubles, ...ANY_DOING])),
  );
  const trouble: StoryTrouble = {
    kind: troubleKind(idea, goalType, thing, shape, goal.phrase),
    where: idea.trouble?.where ?? null,
    place: placeTrouble,
    went: wentOf(idea.trouble?.verb),
  };

  // What it teaches: reference-page facts first, then the topic's.
  const factRng = rng.fork('facts');
  // A run of facts in the topic's own order, so a fact that builds on the one before ('This is called evaporation') keeps it.
  // A learning story is told by its facts even where the idea asked for none: an owl who can't see in the dark finds out about night animals.
  const wanted = educational || shape === 'learning' ? 4 : 1;
  // The one fact a story about a giraffe gets is about giraffes, not the tiger of the same topic.
  const aboutHero =
    topic && wanted === 1 && hero.kind && !hero.kind.human
      ? topic.facts.flatMap((f, i) => (hasWord(f.text, hero.kind.word) || hasWord(f.text, hero.kind.plural) ? [i] : []))
      : [];
  // (Of those, one that fits the wish: a snail who wants to go fast hears that snails are slow.)
  const fitting = aboutHero.filter((i) => factFitsWish(topic!.facts[i]!.text, goal.phrase));
  const ownFacts = fitting.length > 0 ? fitting : aboutHero;
  let start = topic ? factRng.pick(ownFacts.length > 0 ? ownFacts : runsWithMostTerms(topic, wanted, educational)) : 0;
  while (topic && start > 0 && /^(?:This|These|That|It|They)\b/.test(topic.facts[start]!.text)) start -= 1;
  // (A life cycle says each stage's own fact in its stage: the egg, then the caterpillar, then the chrysalis.)
  const known = topic
    ? (cycle ? lifeCycleFacts(cycle, topic) : topic.facts.slice(start, start + wanted)).map((f, i) => ({ ...f, order: i }))
    : [];
  const facts: string[] = [...pageFacts.slice(0, 4)];
  const factSights: (string | null)[] = facts.map(() => null);
  for (const fact of known as (Fact & { order: number })[]) {
    if (facts.length >= (cycle ? known.length : wanted)) break;
    facts.push(fact.text);
    // ('watched a sloth creep along a branch' is no sight for a sloth: it is someone, not scenery.)
    // (Out in space, the planets are flown past, not walked round a lamp.)
    const see = (setting === topic?.setting ? fact.seeThere : undefined) ?? fact.see;
    factSights.push(see && !namesKind(see, hero.kind) ? countedIn(see, counting) : null);
  }
  const terms = [...pageTerms, ...(topic && educational ? topic.terms : [])].filter((t, i, list) => list.indexOf(t) === i);

  // 'goes to the dentist': whoever works where the story is and is named by the idea or the place is the one met there.
  // Grandma who comes to stay is the one welcomed, not the one who helps get ready: the others of the place help then.
  const saidHelper = scenery.helpers.find(
    (w) =>
      (hasWord(idea.text, w) || hasWord(placeName, w)) &&
      // ('Maya and her best friend fall out': the friend said is that friend, no helper of the place.)
      (!friend || (kindOf(w) !== friend.kind && w !== 'friend')) &&
      // ('A little chef learns to make pizza': the chef is the hero, and someone else shows how.)
      kindOf(w) !== hero.kind,
  );
  // Helping on the farm is helping the farmer: whoever the place's jobs are for asks, not a sheep.
  const placeWorkers =
    shape === 'helping' && jobsWish(phrase) && !friendInGoal(friend, phrase)
      ? helpPlaceOf(setting, phrase, phrase, placeName).who
      : [];
  // ('A trip to the vets with Grandma': Grandma is the one who comes along.)
  // (A brother who came along to play is the friend: the one who helps is a grown-up.)
  const familyAlong = idea.companions.find((c) => c.kind.group === 'family' && c.kind !== friend?.kind)?.kind.word;
  const familyAlong2 = familyAlong ? [familyAlong] : undefined;
  // One who wishes to be a knight is shown how by a knight.
  const cast = { hero, setting, helpers: scenery.helpers, text: idea.text, rng };
  const guideMet = guideFor(
    rng.fork('guide'),
    ownGuides(own, told, cast) ??
      (role
        ? [role.guide ?? role.word]
        : celebration?.helpers && !saidHelper
          ? celebration.helpers
          : rescue
            ? rescueHelpers(rescue, hero.kind, rescueAlong, scenery.helpers, rescued?.kind)
            : lostOne
              ? lostHelpersOf(setting, placeName, scenery.helpers)
              : activity?.guides && !saidHelper
                ? activity.guides
                : saidHelper && kindOf(saidHelper)?.human
                  ? [saidHelper]
                  : // A child's fear is faced with the family, or with whoever does what is feared (the dentist, the teacher).
                    shape === 'fear' && fear && hero.kind.human
                    ? [...(fear.helpers ?? FAMILY_HELPERS)]
                    : placeWorkers.length > 0
                      ? placeWorkers
                      : // One's own pet looked after is helped with by the family, never by another pet of the house;
                        // at the vet's, too, the family comes along (the vet is no guide).
                        // ('Jealous of the new baby': Mum or Dad, busy with the baby.)
                        homeDay?.at || homeDay?.helpers || homeDay?.family
                        ? (homeDay.helpers ?? familyAlong2 ?? FAMILY_HELPERS)
                        : homeDay?.id === 'pet' && scenery.helpers.some((w) => kindOf(w)?.human)
                          ? scenery.helpers.filter((w) => kindOf(w)?.human)
                          : [...(topic && educational ? [topic.guide] : []), ...scenery.helpers]),
    hero,
    friend,
    // (Nor is the one met to help the kind the hero fears: no dragon asks a knight afraid of dragons what is wrong.)
    sought?.kind ?? idea.companions.find(feared)?.kind ?? null,
  );
  const shows = owner ?? toyOwner;
  const guide = shows ? person(rng.fork('owner'), shows, shows.kind, [hero.name]) : guideMet;
  const homeSetting =
    setting === 'home' || setting === 'bedroom' || setting === 'kitchen' || setting === 'bathroom' || setting === 'garden';
  // (One who saves someone is in their own world when the cry comes: no trip there first.)
  // (A mountain or a star goes nowhere: the story is where it stands.)
  const journey =
    !homeSetting &&
    !rescue &&
    !counting &&
    !hero.kind.still &&
    (FAR_AWAY.has(setting) || namedPlace !== null) &&
    habitat !== setting;
  const season = seasonOf(idea.text);
  const firstClass = activity ? firstClassWord(idea.text, activity) : null;
  const littleSchool = setting === 'school' ? littleSchoolWord(idea.text) : null;
  // ('Two friends argue about who gets the swing': what they fall out over is the idea's own.)
  const fallOutOver = homeDay?.id === 'fallout' ? QUARREL_OVER.exec(idea.text)?.[1]?.toLowerCase() : undefined;
  // (Camping is a stay of its own, told as a night there with the family: no other business.)
  const busy =
    rescue ||
    own ||
    thing ||
    (activity && !staysThere(activity.wish) && !doesThere(setting, idea.text) && seaTripOf(setting, idea.text) === null) ||
    party ||
    role ||
    homeDay ||
    lostOne ||
    welcomed ||
    visits ||
    educational ||
    idea.feeling;
  // (The wish as the idea says it: 'visit the zoo', not the place's own purpose it became, 'see the lions'.)
  const wished = idea.goal?.phrase ?? `explore ${placeName}`;
  const dayOut: DayOutPlan | null = grand
    ? { family: grand.who, visiting: null, grand: true }
    : partyGone
      ? { family: partyGone.who, visiting: null, party: true }
      : poorly
        ? { family: poorly.family, visiting: poorly.visited, poorly: true }
        : dayOutOf(
            hero,
            friend,
            setting,
            wished,
            Boolean(busy || namedPlace),
            rng.fork('day-out'),
            idea.ride,
            idea.text,
            loved?.loves,
          );

  return {
    hero,
    // (The dolphins of a boat trip are met out at sea, not a friend along.)
    friend: dayOut?.seaTrip && friend?.kind.word === dayOut.seaTrip ? null : friend,
    guide,
    setting,
    // ('asked the doctor by a doctor with a stethoscope': the one met there is someone, not a sight as well.)
    scenery: withoutGoalSight(withoutKind(scenery, guide.kind), goal),
    placeName,
    placePrep,
    named: namedPlace,
    // (A day out is wished for as a visit: its telling says what is done there.)
    goal: dayOut ? visitOf(placeName) : goal,
    thing,
    trouble,
    topic,
    educational,
    facts,
    factSights,
    terms,
    shape,
    feeling: idea.feeling,
    journey,
    dream,
    ...(visits ? { visits } : {}),
    ...(welcomed ? { welcomed } : {}),
    ...(idea.arrival?.day && friend && arriving[0] === companion ? { dayOf: { person: friend, day: idea.arrival.day } } : {}),
    ...(party ? { celebration: party } : {}),
    ...(role ? { role } : {}),
    ...(homeDay ? { homeDay } : {}),
    ...(activity ? { activity } : {}),
    ...(firstClass ? { firstClass } : {}),
    ...(littleSchool ? { littleSchool } : {}),
    ...(fallOutOver ? { fallOutOver: `the ${fallOutOver}` } : {}),
    ...(SEA_KNOCKS.test(idea.text) ? { seaKnocks: true as const } : {}),
    ...(lostOne ? { lost: lostOf(hero, friend, setting, lostFromHome, rng.fork('lost'), familyLost(idea)) } : {}),
    ...(homeward ? { homeward } : {}),
    ...(season ? { season } : {}),
    ...(dayOut ? { dayOut } : {}),
    ...told,
    ...(rescue ? { rescue: { id: rescue.id, pro: rescue.pro === hero.kind.word, along: rescueAlong !== undefined } } : {}),
    ...(unlike ? { unlike } : {}),
  };
}

/** The troubles the idea names itself ('gets stuck in the chimney'), if any; else all of them. */
function namedFirst(troubles: readonly PlaceTrouble[], text: string): readonly PlaceTrouble[] {
  const named = troubles.filter((t) => t.named?.test(text));
  return named.length > 0 ? named : troubles;
}
