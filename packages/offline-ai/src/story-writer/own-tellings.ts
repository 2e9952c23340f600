/**
 * The tellings told by beats of their own: a small trouble of the hero's body, learning to count, a life cycle, a
 * dislike, a whodunit, a magic thing, a magic way to another world, a special power, a working vehicle's call-out, a child's stall, a trickster tale, a race between two, a game of hide and seek, a new thing of
 * the hero's own, a hero unlike its kind. The first the idea holds, in the order of this table, is the story's; its
 * row says once what it makes of the plan: whether it teaches, where it happens when the idea names nowhere, the wish,
 * the plot shapes and who helps. The plan keeps the rest (the cast, the trouble, the facts) as for any story.
 */
import {
  kindOf,
  withArticle,
  type GoalType,
  type IdeaUnderstanding,
  type Kind,
  type PlaceMention,
  type SettingId,
} from '../language/index.js';
import { countableByWord } from './world/counting.js';
import type { Random } from '../seeded.js';
import { bodyTroubleOf, bodyTroubleWish, type HeldTrouble } from './body-trouble.js';
import type { CallOutTold } from './call-out.js';
import { countingOf, countingWish, type Counting } from './counting.js';
import { differentOf, differentSetting, type DifferentTold } from './different.js';
import { dislikeOf, dislikeTold, type DislikeTold } from './dislike.js';
import { topicById, type Topic } from './knowledge/index.js';
import { lifeCycleOf, lifeCycleTopic } from './life-cycle.js';
import { magicOf, type MagicTold } from './magic.js';
import { magicWayHome, magicWayOf, magicWayTold, type MagicWayFound, type MagicWayTold } from './magic-way.js';
import { powerOf, powerTold } from './power.js';
import type { Power } from './world/powers.js';
import { mislaidOf, type MislaidTold } from './mislaid.js';
import { newThingTold } from './new-thing.js';
import { newHomeTold, type NewHomeTold } from './new-home.js';
import { wishToBeTold } from './wish-to-be.js';
import type { WishToBe } from './world/wishes-to-be.js';
import { oddHomeTold } from './odd-home.js';
import type { OddHome } from './world/odd-homes.js';
import { sillyWeatherTold } from './silly-weather.js';
import type { SillyWeather } from './world/silly-weathers.js';
import type { Person, ShapeId } from './plan.js';
import type { StallTold } from './stall.js';
import type { TrickTold } from './trick.js';
import type { TaleTold } from './tale.js';
import { raceTold, type RaceFound, type RaceTold } from './race.js';
import type { HideSeekFound } from './hide-seek.js';
import { treatOf, type TreatTold } from './treat.js';
import { whodunitOf, whodunitTold, type WhodunitTold } from './whodunit.js';
import type { DislikeScene } from './world/dislikes.js';
import type { LifeCycle } from './world/life-cycles.js';
import type { NewThing } from './world/new-things.js';
import type { Whodunit } from './whodunit.js';

/** Who helps a child at home. */
export const FAMILY_HELPERS = ['mum', 'dad', 'grandma', 'grandpa'];

/** What each telling finds in the idea, by the name of the plan's field it is told by. */
interface Found {
  bodyTrouble: HeldTrouble;
  counting: Counting;
  lifeCycle: LifeCycle;
  dislike: DislikeScene;
  whodunit: Whodunit;
  mislaid: MislaidTold;
  treat: TreatTold;
  magic: MagicTold;
  magicWay: MagicWayFound;
  power: Power;
  callOut: CallOutTold;
  stall: StallTold;
  trick: TrickTold;
  tale: TaleTold;
  race: RaceFound;
  hideSeek: HideSeekFound;
  newThing: NewThing;
  oddHome: OddHome;
  newHome: NewHomeTold;
  wishToBe: WishToBe;
  sillyWeather: SillyWeather;
  different: DifferentTold;
}

/** What the plan holds of it, once the cast and the place are known (a whodunit's culprit, a dislike's fun way). */
type Told = Omit<Found, 'dislike' | 'whodunit' | 'race' | 'magicWay'> & {
  dislike: DislikeTold;
  whodunit: WhodunitTold;
  race: RaceTold;
  magicWay: MagicWayTold;
};

export type OwnId = keyof Found;

/** The telling an idea holds, as found. */
export type Own = { [K in OwnId]: { id: K; found: Found[K] } }[OwnId];

/** Its plan field, as told. */
export type OwnTold = { [K in OwnId]: { [F in K]: Told[K] } }[OwnId];

/** What the idea names of where: its places, the setting they give, and the hero. */
interface Where {
  idea: IdeaUnderstanding;
  places: readonly PlaceMention[];
  ideaSetting: SettingId | null;
  hero: Person;
}

/** Who is in the story by the time help is chosen. */
interface Cast {
  hero: Person;
  setting: SettingId;
  /** The place's own helpers (a frog by the river). */
  helpers: readonly string[];
  text: string;
  rng: Random;
}

interface Row<F, T> {
  /** Found in the idea (read after any wish it implies); tellings found earlier, before that, are handed in. */
  of?: (idea: IdeaUnderstanding, rng: Random) => F | undefined;
  /** Whether the story teaches: learning to count always does, a life cycle may (as any story may), the rest never. */
  lesson: 'always' | 'may' | 'never';
  /** Its own topic, whatever else the idea's words match. */
  topic?: (found: F) => Topic | null;
  /** Where it happens when the idea names nowhere that wins over it. */
  setting?: (found: F, at: Where) => SettingId | null;
  /**
   * Its setting is asked before any other: it wins over the places the idea names (the sky a star fell from is no place
   * for the story), or gives way to them itself (what grows grows in its own world unless the idea names one).
   */
  first?: true;
  /** What the plan holds of it, told with the cast and the place; else what was found. */
  tell?: (found: F, cast: Cast) => T;
  /** What the hero wishes, however the idea says it. */
  wish?: (told: T, idea: IdeaUnderstanding) => readonly [GoalType, string] | null;
  /** The plot shapes it is told in; the seed picks among them. */
  shapes: readonly ShapeId[] | null;
  /** Who may help, when this telling says. */
  guides?: (told: T, cast: Cast) => readonly string[] | null;
}

/** The only place the idea names is a home it looks for ('looking for a new home'): no place the story happens in. */
const onlyHomeSought = (places: readonly PlaceMention[]) =>
  places.every((p) => /^(?:a |the )?(?:new |warm |cosy )?(?:home|den|nest|burrow|drey|shell)$/i.test(p.text));

/** The creatures of a place other than the hero's kind (a frog by the river), else a small creature found anywhere. */
const creaturesOf = (helpers: readonly string[], heroKind: Kind) => {
  const wild = helpers.filter((w) => {
    const kind = kindOf(w);
    return kind !== null && !kind.human && kind.group !== 'family' && kind !== heroKind;
  });
  return wild.length > 0 ? wild : ['mouse', 'bird'].filter((w) => w !== heroKind.word);
};

const ROWS: { [K in OwnId]: Row<Found[K], Told[K]> } = {
  // "An owl who can't sleep", "Ben's tooth is wobbly": a child has it at home, a creature where it lives, unless the
  // idea says where; the family helps a child (and a little dinosaur learning to use the potty).
  bodyTrouble: {
    of: bodyTroubleOf,
    lesson: 'never',
    setting: (held, { ideaSetting, hero }) =>
      !ideaSetting && (hero.kind.human || held.trouble.atHome) ? held.trouble.home : null,
    wish: (held) => ['do', bodyTroubleWish(held)],
    shapes: ['quest'],
    guides: (held, { hero, helpers }) =>
      held.trouble.helpers ??
      (hero.kind.human || held.trouble.atHome
        ? FAMILY_HELPERS
        : held.trouble.creatureHelps
          ? creaturesOf(helpers, hero.kind)
          : null),
  },
  // 'A mouse who lives in a shoe': at its home (a shoe in the house, a teapot in the garden), with a friend of the
  // place; 'made a home in a boot' names no other place than the boot.
  // (Before a life cycle: 'A hedgehog who lives in an old kettle' is its home's story, not its winter sleep.)
  oddHome: {
    of: oddHomeTold,
    lesson: 'never',
    first: true,
    setting: (home, { places }) => (places.every((p) => p.text.toLowerCase() === 'home') ? home.setting : null),
    wish: (home) => ['do', `make the ${home.noun} a cosy home`],
    shapes: ['quest'],
    guides: (home, { hero }) => home.friends.filter((f) => f !== hero.kind.word),
  },
  // 'Counting to ten with ducks': counted where the things are, unless the idea names a place of its own.
  counting: {
    of: countingOf,
    lesson: 'always',
    topic: (counting) => topicById(counting.pairing ? 'odd-even' : counting.step === 2 ? 'counting-twos' : 'counting'),
    setting: (counting, { places }) =>
      places.find((p) => !countableByWord(p.text.toLowerCase()))?.setting ?? counting.counted.setting,
    wish: (counting) => ['learn', countingWish(counting)],
    shapes: ['learning'],
  },
  // 'A caterpillar turns into a butterfly': it grows in its own world, a leaf in the garden or a pond, and meets the
  // friends of that world; its topic is its own.
  lifeCycle: {
    of: lifeCycleOf,
    lesson: 'may',
    first: true,
    topic: lifeCycleTopic,
    // ('The moon is lonely': the moon read as a place is the hero itself, up in the night sky.)
    // ('A hedgehog looking for a home for winter': the home is sought, not where it happens.)
    setting: (cycle, { ideaSetting, places }) =>
      ideaSetting && ideaSetting !== cycle.grown && !onlyHomeSought(places) ? null : cycle.setting,
    wish: (cycle) => ['do', cycle.wish],
    shapes: null,
    guides: (cycle) => cycle.friends,
  },
  // 'A fox who needs a new den', 'A stray kitten looking for a home': looked for where its kind lives, unless the idea
  // names a place, with a friend of the place. (After a life cycle: a hedgehog's home for winter is its winter sleep.)
  newHome: {
    of: newHomeTold,
    lesson: 'never',
    first: true,
    setting: (told, { places }) => (onlyHomeSought(places) ? told.home.setting : null),
    // (Looked for where it lives: no path blocked on the way, as for a wish done where the hero is.)
    wish: (told) => ['do', `find a new ${told.home.noun}`],
    shapes: ['quest'],
    guides: (told, { hero }) => told.home.friends.filter((f) => f !== hero.kind.word),
  },
  // 'A mouse who wants to be tall', 'A penguin who wants to be warm': where it lives, with a friend of the place.
  wishToBe: {
    of: wishToBeTold,
    lesson: 'never',
    wish: (wish) => ['do', `be ${wish.word}`],
    shapes: ['quest'],
  },
  // "The dinosaur who didn't like vegetables": a child's vegetables are had in the kitchen, bath time in the bathroom;
  // a creature's friend who wants a turn, or is kind to a grumpy one, is a creature too.
  dislike: {
    of: dislikeOf,
    lesson: 'never',
    setting: (scene, { hero, places }) => (hero.kind.human && places.length === 0 ? scene.home : null),
    tell: (scene, cast) => dislikeTold(scene, cast.hero.kind, cast.setting, cast.rng.fork('dislike'), cast.text),
    wish: (told) => ['do', told.way.wish ?? told.scene.wish],
    shapes: ['quest'],
    guides: (told, { hero, helpers }) =>
      hero.kind.human ? (told.scene.helpers ?? FAMILY_HELPERS) : told.scene.helpers ? creaturesOf(helpers, hero.kind) : null,
  },
  // 'Who ate all the cookies?': clues, suspects who were elsewhere, the culprit caught; one of the family helps.
  whodunit: {
    of: whodunitOf,
    lesson: 'never',
    setting: (asked) => asked.setting,
    tell: (asked, cast) => whodunitTold(asked, cast.hero.kind.word, cast.rng.fork('whodunit')),
    wish: (told) => ['find', `find out who ${told.verb} the ${told.noun}`],
    shapes: ['mystery'],
    guides: (told) => [told.helper],
  },
  // 'Sam can't find his shoes': looked for room by room at home, with one of the family (a child helps a grown-up).
  mislaid: {
    of: mislaidOf,
    lesson: 'never',
    setting: (_, { places }) => (places.length === 0 ? 'home' : null),
    wish: (told) => ['find', `find {their} ${told.noun}`],
    shapes: ['lost-and-found'],
    guides: (_, { hero }) => (hero.kind.group === 'family' || hero.kind.group === 'adult' ? ['girl', 'boy'] : FAMILY_HELPERS),
  },
  // 'The little mouse who wanted cheese': the treat where it is (a kitchen table, a honey tree), got with a friend.
  treat: {
    of: treatOf,
    lesson: 'never',
    setting: (told, { places }) => (places.length === 0 ? told.treat.setting : null),
    wish: (told) => ['get', `get some ${told.treat.food}`],
    shapes: ['quest'],
    guides: (told, { hero }) => {
      const others = told.treat.guides.filter((g) => g !== hero.kind.word);
      return others.length > 0 ? others : told.treat.guides;
    },
  },
  // 'Leo and the magic paintbrush': the magic is the story, at home, not a hunt in the forest (unless the wish is for
  // something else, 'a magic key opens a door to the jungle').
  magic: {
    of: (idea) => {
      const said = magicOf(idea.text);
      // ('The fairy who lost her wand': a wand lost is looked for, not found out.)
      const lost = idea.goal?.type === 'find' && /\b(?:lost|loses?|losing|missing|can['’]?t find|cannot find)\b/i.test(idea.text);
      return said && !lost && (!idea.goal || idea.goal.phrase.includes(said.said.split(' ').at(-1)!)) ? said : undefined;
    },
    lesson: 'never',
    // ('Ava and the magic snow globe': the snow is the globe's, no snowy land to go to.)
    setting: (magic, { places }) => (places.every((p) => magic.said.includes(p.text.toLowerCase())) ? 'home' : null),
    wish: (magic) => ['do', `find out what the ${magic.said} can do`],
    shapes: ['quest'],
    guides: () => FAMILY_HELPERS,
  },
  // 'The magic door', 'Lily finds a magic wardrobe': found at home (or where the idea says), gone through to another
  // world and home again; the world the idea names ('a magic carpet ride to the moon') is no place for the story's start.
  magicWay: {
    of: (idea, rng) => magicWayOf(idea, rng.fork('magic-way')),
    lesson: 'never',
    first: true,
    setting: (found, { places }) => magicWayHome(found, places),
    tell: (found, cast) => magicWayTold(found, cast.hero.name, cast.rng.fork('magic-way')),
    wish: (told) => ['do', `${told.way.wish} the ${told.said}`],
    shapes: ['quest'],
    guides: () => FAMILY_HELPERS,
  },
  // 'Mia can talk to animals', 'A boy who can turn invisible': a child has it at home with the family (who never find
  // out), a creature where it lives, unless the idea names a place; the power is not wished for again, it is had.
  power: {
    of: powerOf,
    lesson: 'never',
    // ('A boy who can breathe underwater': the sea is where the power is, not where the story is; he has it at the beach.)
    first: true,
    setting: (power, { places, hero }) =>
      places.some((p) => !power.said.test(`${power.base} ${p.text}`))
        ? null
        : hero.kind.human || power.home
          ? (power.home ?? 'home')
          : (hero.kind.habitat ?? 'home'),
    tell: (power, cast) => powerTold(power, cast.text),
    // ('A superhero called Max saves the city': what the idea says is saved.)
    wish: (power, idea) =>
      power.names && idea.goal?.type === 'help' && idea.goal.verb === 'save' ? ['help', idea.goal.phrase] : ['do', power.doing],
    shapes: ['quest'],
    guides: (_, { hero }) => (hero.kind.human ? FAMILY_HELPERS : null),
  },
  // 'A fire engine saves the day': at its job, called out by whoever needs it.
  callOut: {
    lesson: 'never',
    setting: (callOut) => callOut.job.setting,
    wish: (_, idea) => (idea.goal ? null : ['help', 'save the day']),
    shapes: ['quest'],
    guides: (callOut) => [callOut.job.caller],
  },
  // "Chloe's lemonade stand": at home or at school, made with the family.
  stall: {
    lesson: 'never',
    setting: (stall) => (stall.atSchool ? 'school' : 'home'),
    wish: (stall) => ['do', `sell ${stall.stall.goods}`],
    shapes: ['quest'],
    guides: () => FAMILY_HELPERS,
  },
  // 'Anansi tricks the tiger': where the big one lives.
  trick: {
    lesson: 'never',
    setting: (trick) => trick.big.habitat ?? null,
    wish: (trick) => ['do', `trick the ${trick.big.word}`],
    shapes: ['quest'],
  },
  // 'The three little pigs': where the tale happens.
  tale: {
    lesson: 'never',
    setting: (told) => told.tale.setting,
    wish: (told) => ['do', told.tale.wish],
    shapes: ['quest'],
  },
  // 'Two snails have a race': where the idea says, else where the hero lives (a snail's garden, a child's park); the
  // trouble of the course is one of that place (stepping stones in the mountains).
  race: {
    lesson: 'never',
    setting: (_, { ideaSetting, hero }) => (ideaSetting ? null : (hero.kind.habitat ?? 'park')),
    tell: (found, cast) => raceTold(found, cast.setting, cast.rng.fork('race')),
    wish: () => ['do', 'have a race'],
    shapes: ['quest'],
  },
  // 'Playing hide and seek with Grandpa': where the idea says, else at home with one of the family, where the hero
  // lives (an octopus under the sea) or in a child's garden with a friend.
  hideSeek: {
    lesson: 'never',
    setting: (found, { ideaSetting, hero }) => (ideaSetting ? null : (hero.kind.habitat ?? (found.family ? 'home' : 'garden'))),
    wish: () => ['play', 'play hide and seek'],
    shapes: ['quest'],
  },
  // "Ravi's new glasses": got at home, with the family.
  newThing: {
    of: newThingTold,
    lesson: 'never',
    setting: (_, { places }) => (places.length === 0 ? 'home' : null),
    wish: (thing) => ['do', `get used to the new ${thing.noun}`],
    shapes: ['quest'],
    guides: () => FAMILY_HELPERS,
  },
  // 'The day it rained sweets': in the garden at home unless the idea names a place, with the family.
  sillyWeather: {
    of: sillyWeatherTold,
    lesson: 'never',
    setting: (weather, { places }) => (places.length === 0 ? weather.setting : null),
    wish: (weather) => ['do', `enjoy ${weather.day}`],
    shapes: ['quest'],
    guides: () => FAMILY_HELPERS,
  },
  // 'A ladybird with no spots', "a princess who doesn't want to be a princess", 'a star who fell from the sky', 'a cat
  // who wanted to be a dog': the difference is the story. One fallen lands on the ground: the sky it fell from is no place for the story.
  different: {
    of: (idea, rng) => differentOf(idea, rng.fork('different')),
    lesson: 'never',
    first: true,
    setting: (different, { places, idea }) =>
      places.every((p) => different.way === 'fell' && (/\bsky\b/i.test(p.text) || p.text.toLowerCase() === idea.hero?.kind.word))
        ? differentSetting(different, idea.hero!.kind.word)
        : null,
    wish: (different) =>
      different.way === 'lacks'
        ? ['do', 'be like the others']
        : different.way === 'rather'
          ? ['do', different.want.doing]
          : different.way === 'fell'
            ? ['reach', 'get back up to the sky']
            : different.way === 'other'
              ? ['do', `be ${withArticle(different.otherWord)}`]
              : ['do', different.purpose.wish],
    shapes: ['quest'],
    guides: (different) =>
      different.way === 'rather' && different.rather.guides
        ? different.rather.guides
        : different.way === 'purpose'
          ? ['girl', 'boy']
          : different.way === 'other'
            ? [different.otherWord]
            : null,
  },
};

const ORDER = Object.keys(ROWS) as OwnId[];

/** One row, typed by the telling it is for (a table of rows keyed by id loses the link between a row and its value). */
const rowOf = <K extends OwnId>(id: K) => ROWS[id] as unknown as Row<Found[K], Told[K]>;

/**
 * The telling the idea holds: the first in the table's order. `early`: one found before the idea's implied wish was read
 * (a working vehicle, a stall or a trickster tale shape the idea itself), which still gives way to those before it.
 */
export function ownTellingOf(idea: IdeaUnderstanding, early: Own | undefined, rng: Random): Own | undefined {
  for (const id of ORDER) {
    if (early?.id === id) return early;
    const found = rowOf(id).of?.(idea, rng);
    if (found) return { id, found } as Own;
  }
  return undefined;
}

/** The found value of the telling, when it is this one. */
export const foundOf = <K extends OwnId>(own: Own | undefined, id: K): Found[K] | undefined =>
  own?.id === id ? (own.found as Found[K]) : undefined;

const row = (own: Own) => rowOf(own.id) as Row<unknown, unknown>;

export const ownLesson = (own: Own | undefined) => (own ? row(own).lesson : null);

export const ownTopic = (own: Own | undefined): Topic | null | undefined => {
  const topic = own ? row(own).topic : undefined;
  return topic ? topic(own!.found) : undefined;
};

/** Its setting, asked first (before the idea's places) and again where the idea's own setting would come. */
export const ownSetting = (own: Own | undefined, at: Where, first: boolean) =>
  own && Boolean(row(own).first) === first ? (row(own).setting?.(own.found, at) ?? null) : null;

/** What the plan holds of the telling, told with its cast and place. */
export function tellOwn(own: Own, cast: Cast): OwnTold {
  const told = row(own).tell?.(own.found, cast) ?? own.found;
  return { [own.id]: told } as OwnTold;
}

const toldValue = (own: Own, told: OwnTold) => (told as Record<string, unknown>)[own.id];

export const ownWish = (own: Own | undefined, told: OwnTold | undefined, idea: IdeaUnderstanding) =>
  own && told ? (row(own).wish?.(toldValue(own, told), idea) ?? null) : null;

export const ownShapes = (own: Own | undefined) => (own ? row(own).shapes : null);

export const ownGuides = (own: Own | undefined, told: OwnTold | undefined, cast: Cast) =>
  own && told ? (row(own).guides?.(toldValue(own, told), cast) ?? null) : null;
