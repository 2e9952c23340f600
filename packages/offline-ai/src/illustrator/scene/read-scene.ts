import {
  ELF_CHRISTMAS,
  gerundOf,
  kindByWord,
  kindOf,
  pastOf,
  pluralOf,
  boxPlayIn,
  pronounOfName,
  presentOf,
  matchSettings,
  REINDEER_CHRISTMAS,
  mendPhrasalVerbs,
  readParagraph,
  settingOfWord,
  stillToCome,
  thingKind,
  TIME_WORDS,
  type CastMember,
  type Kind,
  type ParagraphReading,
  type PresentCharacter,
  type TimeOfDay as LanguageTime,
  toldAsChild,
} from '../../language/index.js';
import nlp from 'compromise';
import { escapeRegExp } from '../../reg-exp.js';
import { CHOSEN, pictureFor } from '../catalogue.js';
import { COLOUR_WORDS } from '../colour.js';
import { boxThingOf } from '../draw-box.js';
import { DRAWN_THINGS } from '../draw-thing.js';
import { ofTheSky, rigOf, type KindId } from '../figures/kinds.js';
import { POSE_FEELING, type Expression, type Pose } from '../figures/pose.js';
import { christmasTree } from './christmas-tree.js';
import { inPumpkinPatch } from './pumpkin-patch.js';
import { inTheCarriage, onATrain } from './train-ride.js';
import { hidingPlace, STOOD_BEHIND } from './hiding.js';
import { ALWAYS_NIGHT, isSetting, ROOMS, UNDER_COVER, type SettingId } from '../scenery/settings.js';
import { describe } from '../things.js';
import { SCHOOL_BUS_YELLOW, VEHICLE_OF } from '../vehicles.js';
import {
  ABSENT_VERBS,
  AIRCRAFT,
  BODY_PARTS,
  COLLECTIVES,
  feelingOf,
  HOLDING_VERBS,
  NOT_THINGS,
  PICTURING_VERBS,
  poseOfAction,
  poseOfVerb,
  TALKING_VERBS,
  WRITTEN_IN,
} from './doing.js';
import { rootedPose } from '../figures/plant.js';
import { grownKind, namedThingOfNature, sameGrowing, stageNamed, stageOf, stageWords } from './growing.js';
import { figureKind, jobOf } from './kind-map.js';
import { plainly, sensesIn } from './phrases.js';
import { backdropOf, backdropOfHabitat, INDOOR_FIRE, SNOW_PLAY, WASHING_UP } from './places.js';
import { aboardAPlane, vehicleOnTheMove, vehicleRidden, type RiddenVehicle } from './ridden.js';
import { isRoleKind, playsRole, roleOnlyInGeneral } from './roles.js';
import { troubleOf } from './trouble.js';
import { animalNameOnly, apart, onlyFactsOf, onlyInGeneral, sameOnes, saidToBe, thingSaidToBe, thingTold } from './same-ones.js';
import type { CharacterPlan, ScenePlan, ThingPlan, TimeOfDay, Weather } from './scene-plan.js';

/** Who the hero of the book is, as the illustrator knows it before reading the paragraph. */
export interface HeroCue {
  kind: KindId;
  /** The avatar child's name, or a name the prompt gives. */
  name: string | null;
  /** The prompt (or the avatar) fixed the hero: the paragraph may not replace it. */
  fixed: boolean;
  /**
   * The book's hero is a child only by a guess (its first page named it and never said what it
   * is): a page that says what creature it is ('Pinch was a little crab') draws that creature.
   */
  guessed?: boolean;
}

/** What the book's first page fixed for the pages after it: its place and the others it named. */
export interface BookSoFar {
  place: SettingId | null;
  cast: readonly { name: string; kind: KindId }[];
}

/** Rooms at school with their own look: a lesson there is never drawn at the classroom's desks. */
const SCHOOL_ROOMS: ReadonlySet<SettingId> = new Set(['music-room', 'sports-hall', 'dance-studio']);
const NO_BOOK: BookSoFar = { place: null, cast: [] };

/** Looking out of a window, and the moon or the stars seen from it (not moon dust or moon rocks). */
const FROM_A_WINDOW = /\b(?:from|through|out of|at) (?:the |her |his |their |my |our |a )?(?:\w+ )?window\b/;
/** The sentence of a text around a place in it. */
const sentenceAt = (text: string, at: number) =>
  text.slice(text.slice(0, at).search(/[^.!?]*$/), at + (/[.!?]/.exec(text.slice(at))?.index ?? text.length - at));

/** Words of the weather that hint at the sky: the sky over a place, never the place itself. */
const SKY_WEATHER = /^(?:clouds?|sunshine|sun|wind|winds|windy|breeze|gusts?)$/;

/** Looking out at the sky from home, no window named: 'peeked out at the dark sky, looking for a sleigh'. */
const LOOKS_OUT_AT_THE_SKY = /\b(?:peek|peep|look|gaz|star)(?:e?d|es|s|ing)? out at the (?:\w+ )?sky\b/;
/** Near a window, looking out: 'pressed their nose to the window', 'by the window'. */
const TO_THE_WINDOW = /\b(?:to|by|against) (?:the |her |his |their |my |our |a )?(?:\w+ )?windows?\b/;
/** Snow coming down, said as it falls: 'It is snowing!', 'Snowflakes drifted down'. */
const SNOW_FALLING =
  /\b(?:it (?:is|was|'s) snowing|snowflakes? (?:drifted|fell|fluttered|swirled|floated|danced|twirled)|snow (?:fell|was falling|began to fall|started to fall)|(?:watched|saw) the snow fall(?:ing)?)\b/;
/** Places up in the sky or beyond, where a picture of the sky alone is drawn. */
const SKY_PLACES: ReadonlySet<SettingId> = new Set(['space', 'night-sky', 'sky', 'moon']);
const MOON_OR_STARS = /\b(?:moon|stars)\b(?! dust| rocks?\b| buggy)/;
// ('better than she had ever dreamed', 'had dreamed of it for weeks': a wish, not a night's dream;
// lying wide awake, unable to sleep, is at night too.)
const BEDTIME =
  /\b(?:wide awake|(?:can't|cannot|couldn't|could not) (?:get to |fall a)?sleep|sleep would not come|under (?:her|his|their|my|the) pillow|asleep|bedtime|slept|sleeping|(?<!\b(?:had|has|have|ever|always|never|once|long) )(?:dreamed|dreamt)|dreaming|goodnight|good night|(?:(?:time for|before|went to|go to|goes to|tucked \w+ into) |in (?:her|his|their|my|the) (?:cosy |cozy |warm |little )?)bed)\b/;

/** Falling asleep, as one may by day ('fell asleep in the sun'): not night by itself out of doors. */
const NAPPING = /\b(?:fell|falls|falling|was|were|is|are|lay|lies|lying|fast|sound) asleep\b|\bslept\b|\bsleeping\b/g;

/**
 * The rooms of home: a book there stays in its room, but a hint of another room with things of its
 * own (a cot, a toothbrush, an oven) moves to it; a window or a rug is in any room.
 */
/** An idea set at night: 'comes alive at night', 'wakes up at midnight'. */
/** A room at home in the night's dark, whatever fear is told there ('looked round the dark room', 'by a glowing nightlight'). */
const DARK_ROOM =
  /\b(?:(?:the|a) dark (?:room|bedroom)|(?:a )?glowing night ?light|big light (?:off|went off)|the lights? went (?:off|out))\b/;
/**
 * The lights of a room out ('The lights went out', a power cut, 'There was no power', 'the big light
 * went off', 'played hide and seek in the dark', 'by torchlight'): the room is dark, lit only by a
 * torch or a candle. (Sleeping with the light off only wished for is not yet; lights back on are on.)
 */
const LIGHTS_OUT =
  /\blights? (?:went|go|goes|had gone|has gone) (?:off|out)\b|\bpower (?:cut|went (?:off|out))\b|\bno (?:power|electricity)\b|\b(?:room|house) (?:went|was|grew) (?:all |so |very |soft and )?dark\b|\bthe dark (?:room|bedroom|house)\b|\bin the dark\b|\bby (?:torch|candle)light\b|(?<!sleep )\bwith the (?:big )?lights? off\b/;
const LIGHTS_ON =
  /\blights? (?:came|come|comes|went|flicked|flickered|blinked) (?:back )?on\b|\b(?:left|switched|turned) (?:on )?the (?:big )?light on\b/;
const TOY_NIGHT = /\b(?:at night|midnight|in the dark|moonlight)\b/;
/** The book's prompt as the story tells it, a night in a tent at home (language/home-nights.ts). */
const GARDEN_CAMP = /\bcamps in the garden\b/;
const POWER_CUT = /\bhas a power cut at home\b/;
/** A thing of a box book as the box it was made of ('the rocket': the box rocket), else as it is. */
function madeOfBox(t: ThingPlan): ThingPlan {
  const made = boxThingOf(t.word);
  if (!made) return t;
  const { rider: _rider, ...rest } = t;
  return { ...rest, drawn: made, icon: null, held: false };
}
/** What flies on a string, and what says it has come down: 'the kite flopped down onto the grass', 'crashed down'. */
const ON_A_STRING = /\b(?:kites?|balloons?)\b/;
const CAME_DOWN =
  /\b(?:flopped|crashed|fell|dropped|tumbled|plopped|nosedived|came) down\b|\b(?:flopped|crashed|fell|landed|lay) (?:onto|on|in) the (?:grass|ground|sand)\b/;
/** Taken into the arms, whatever its size. */
const ARMFUL_VERBS = new Set(['hug', 'cuddle', 'carry', 'hold']);
/** What gets caught up in a tree's branches. */
const UP_IN_TREE = /\b(?:kites?|balloons?|balls?|frisbees?|hats?|scarf|scarves|paper planes?|shuttlecocks?)\b/;
/** 'stuck in the branches', 'caught up in a tall tree', 'tangled in the tree'. */
const CAUGHT_IN_TREE =
  /\b(?:stuck|caught|tangled|snagged)(?: up)? (?:in|on|at the top of) (?:a |the )?(?:\w+ ){0,2}(?:trees?|branch(?:es)?)\b/;
/** ...and got down again. */
const GOT_DOWN = /\b(?:down came|came down|got it down|safe and sound|fell (?:back )?down|floated down)\b/;
/** A page of a box book that goes to bed or dreams: there, it is night. */
const BOX_NIGHT = /\b(?:night|bedtime|asleep|dream\w*|evening|goodnight)\b/;
/** Where an Easter bunny's hiding reads as somewhere else: eggs read as a farm's, a hill as mountains, a back door as indoors. */
const EASTER_ELSEWHERE: ReadonlySet<SettingId> = new Set(['farm', 'meadow', 'mountain', 'lake', 'park', 'living-room']);
/** The class pet a child takes home ('The class hamster comes home for the weekend', 'Looking after the class rabbit'). */
const CLASS_PET_HOME =
  /\bclass (?:hamster|guinea pig|rabbit|goldfish|fish|pet|gerbil|mouse|stick insect)\b(?=[^]*\b(?:home|weekend|holidays?|stay)\b)|\b(?:looking after|look after|looks after|takes|brings) (?:home )?the class \w+/;
/** Words of being at school: the class pet's days there, before and after its weekend at home. */
const AT_SCHOOL = /\b(?:school|teacher|classroom|class|lessons?|playground|register)\b/;
/** One up in the sky looking down on a place or in at a window ('shone down on the sea', 'shone right into the room'). */
const LOOKS_DOWN =
  /\b(?:shone|shines|shining|glowed|glows|looked|looks|peeped|peeps|smiled|smiles|beamed|beams|twinkled|twinkles) (?:down (?:on|at|over|upon)|(?:right |straight )?(?:into|in at|through) the (?:room|window|house|bedroom))\b/;
/** Out of doors where a tent in the garden reads as somewhere else: the tent's campsite, the grass's meadow, the sky. */
const OPEN_GROUND: ReadonlySet<SettingId> = new Set(['campsite', 'meadow', 'park', 'forest', 'sky', 'night-sky']);

const HOME_ROOMS: ReadonlySet<SettingId> = new Set(['living-room', 'bedroom', 'kitchen', 'bathroom']);

/** Hills and fields a railway tunnel runs through. */
const TUNNEL_LANDS: ReadonlySet<SettingId> = new Set([
  'meadow',
  'mountain',
  'snowy-mountain',
  'farm',
  'forest',
  'village',
  'river',
  'lake',
]);
const ROOMS_OF_THEIR_OWN: ReadonlySet<SettingId> = new Set(['bedroom', 'kitchen', 'bathroom']);

/** Words for a group of animals that are also things ('a school of fish', 'a pod of whales'). */
const ANIMAL_GROUPS = new Set(['school', 'pod', 'pack', 'litter', 'nest']);

const CHILD_WORD = /\b(?:child|kid|girl|boy)s?\b/;

/** A name that is a family word before the kind ('Daddy Hedgehog', 'Mummy Bear', 'Grandpa Badger'). */
const FAMILY_TITLE = /^(?:Daddy|Mummy|Mommy|Mum|Mom|Dad|Papa|Mama|Grandma|Grandpa|Granny|Grandad|Nana|Auntie|Aunt|Uncle) \p{Lu}/u;

/** Places with water enough for a fish or a whale. */
const WATERS: ReadonlySet<SettingId> = new Set(['underwater', 'lake', 'river', 'pool', 'waterfall', 'aquarium']);
/** A page about being in the water: floating there is on the water, not in the air. */
const ON_THE_WATER = /\b(?:water|pond|lake|river|sea|pool|swim\w*|swam|splash\w*|paddl\w*|bath)\b/;
/** How creatures move in water only. */
const WATER_MOVES = new Set(['swim', 'glide', 'dart', 'leap', 'bob', 'drift', 'float', 'creep']);

/** A creature of the sea that cannot go on land: a whale, a fish, a jellyfish (not a crab, a seal or a turtle). */
function onlySwims(kind: Kind): boolean {
  return kind.group === 'sea' && kind.moves.every((m) => WATER_MOVES.has(m));
}

/**
 * The paragraph read with the language module, with the names it took for ordinary words ('Inky
 * swam', 'Jasmine wrote a card', 'Dig collected boxes', 'said Bolt') read as names too: someone
 * new whose kind the page has not said (as a name the module knows would be).
 */
function readWithNames(text: string, cast: readonly CastMember[]): ParagraphReading {
  const first = readParagraph(text, cast);
  const missed = missedNames(text, first);
  if (missed.length === 0) return first;
  const reading = readParagraph(text, [
    ...cast,
    ...missed.map((name) => {
      const pronoun = pronounOfName(name);
      const kind = calledBy(text, name) ?? kindByWord(pronoun === 'she' ? 'girl' : pronoun === 'he' ? 'boy' : 'child');
      return { name, kind, pronoun };
    }),
  ]);
  // (Found on the page, not given by the book: their kind is still the page's to say.)
  return {
    ...reading,
    characters: reading.characters.map((c) => (c.cast >= cast.length ? { ...c, cast: -1 } : c)),
  };
}

/** The creature a name is said to be just after it: 'Pebble, the class hamster' is a hamster. */
function calledBy(text: string, name: string): Kind | null {
  const said = new RegExp(`\\b${escapeRegExp(name)}, the ((?:[a-z-]+ ){0,2}[a-z-]+)\\b`).exec(text);
  const words = said?.[1]!.split(' ') ?? [];
  // (longest first: 'Twinkle, the teddy bear' is a teddy, not a bear)
  for (let at = 0; at < words.length; at += 1) {
    const kind = kindOf(words.slice(at).join(' '));
    if (kind && !kind.human) return kind;
  }
  return null;
}

/** Kinds a name alone gives. */
const BY_NAME_ONLY: ReadonlySet<KindId> = new Set(['child', 'girl', 'boy']);

/** The page says the name is a creature: 'Bella the puppy', 'Bella, a little puppy', 'Bella was a puppy'. */
function creatureNamed(paragraph: string, name: string): boolean {
  const said = new RegExp(`\\b${escapeRegExp(name)}(?: the|, an?| was an?| is an?) (?:[a-z-]+ ){0,2}?([a-z-]+)\\b`, 'g');
  return [...paragraph.matchAll(said)].some((m) => {
    const kind = kindOf(m[1]!);
    return kind !== null && kind !== undefined && !kind.human;
  });
}

/** How many there are of a kind, said before it: 'two rabbits', 'the three little pigs' (not 'how bees make honey'). */
const SEVERAL = '(?:two|three|four|five|six|both|twin|pair of)';

/** Those only guessed to be of the hero's kind: never the hero before one the page says is. */
const GUESSED_KIND = new WeakSet<PresentCharacter>();
function guessed(c: PresentCharacter): PresentCharacter {
  GUESSED_KIND.add(c);
  return c;
}

/**
 * 'Two rabbits race to the top of the hill': where the idea makes an animal hero one of several of
 * its kind, a friend named without a kind ('her friend Sparky') is another of them, not a child who
 * is not in the story nor nobody. (Only the idea's count of them: a fact, 'Hedgehogs snuffle for
 * beetles' or 'how bees make honey', says nothing of the bird called Pippin; and never a child's own
 * name, 'Saoirse'.)
 */
function oneOfSeveral(reading: ParagraphReading, hero: HeroCue, words: string): ParagraphReading {
  const own = rigOf(hero.kind).rig !== 'person' && !hero.kind.startsWith('thing:') ? languageKindOf(hero.kind) : null;
  const lower = words.toLowerCase();
  if (
    !own ||
    own.human ||
    own.plural === own.word ||
    !new RegExp(`\\b${SEVERAL}\\s+(?:[a-z]+\\s+)?${escapeRegExp(own.plural)}\\b`).test(lower) ||
    CHILD_WORD.test(lower)
  )
    return reading;
  return {
    ...reading,
    // (A name the page also gives a kind, 'Gizmo ... Gizmo the rabbit', is left to be read as one.)
    characters: reading.characters.map((c) =>
      c.name !== hero.name &&
      animalNameOnly(c) &&
      !reading.characters.some((o) => o !== c && o.name === c.name && o.kind.group !== 'child' && o.kind.word !== 'friend')
        ? guessed({ ...c, kind: own })
        : c,
    ),
  };
}

/** Tags of a capitalised word that is no one's name: 'Rain fell', 'Music played', 'Everyone cheered', 'On Monday', 'Who ate'. */
/** A page in winter, or of water frozen: 'Winter came', 'the long, cold winter', 'The pond froze', 'icy wind'. */
const WINTRY =
  /\b(?:winter|wintry|froze|frozen|freezing|icy|frosty)\b(?! (?:lolly|lollies|peas|yoghurt|yogurt|treat|dessert|food))/;

/** Falling asleep (not a nap at a place: the place named says where). */
const FELL_ASLEEP = /\b(?:fell|falls|falling|drifted off|went off) (?:fast )?(?:asleep|to sleep)\b/;
/** A day told by its weather: a hot, windy, rainy or snowy day and what is done in it. */
const DAY_OF_WEATHER =
  /\b(?:(?:so|too|very) hot|hot (?:day|sun)|hottest|heatwave|boiling hot|scorching|sweltering|ice lolly|ice lollies|paddling pool|sprinkler|windy|rainy|snow day|snowy day|puddles?|wellies|wellington boots)\b/;
/** A gust, or a kite flying up in the air (one only carried is no sign of wind): wind out of doors. */
// ('The wind blew', 'The kite dipped and spun', 'held on to their hat', 'chased the swirling leaves'.)
const WIND_BLOWS =
  /\b(?:gusts?|gusty|blustery|kites? (?:flew|flies|flying|soared|swooped|danced|tugged|rose|dipped|dived|spun|zoomed|climbed)|(?:flew|fly|flying) (?:a|the|his|her|their|my|our) (?:\w+ )?kite|the wind (?:blew|blows|blowing|whooshed|whistled|howled|roared|tugged|pushed|pulled|grabbed|swirled|whirled)|h(?:eld|olds?|olding) on to (?:a |the |his |her |their |my |our )?hats?|(?:swirling|whirling|blowing|flying) leaves|leaves (?:went )?(?:swirled|swirling|whirled|whirling|blew|blowing))\b/;
/** The day ending ('When the sun went down', 'at sunset', 'It was dark'). */
/** What is held or worn against the rain (a beach's sun umbrella is not). */
const RAIN_GEAR = /\b(?<!(?:beach|sun|cocktail) )umbrellas?\b|\b(?:raincoats?|rain ?hats?)\b/;
/** The rain over: 'the rain stopped', 'the sun came out'. */
const RAIN_OVER =
  /\brain (?:had )?(?:stopped|stops|ended|was over|went away)\b|\bsun (?:came|comes|peeped|peeked) out\b|\bno more rain\b/;
/**
 * 'The wind hummed round the house', 'rain drummed on the roof': the house the weather is outside of,
 * no place of its own for one asleep in it.
 */
function roundTheHouse(lower: string, place: string): boolean {
  if (!/^(?:house|home|cottage|roof)$/i.test(place)) return false;
  const word = place.toLowerCase();
  const all = lower.match(new RegExp(`\\b${word}\\b`, 'g'))?.length ?? 0;
  const round =
    lower.match(
      new RegExp(`\\b(?:round|around|outside|over|against|on) (?:the|our|their|his|her|my) (?:little |old )?${word}\\b`, 'g'),
    )?.length ?? 0;
  return all > 0 && round === all;
}
const NIGHTFALL = /\b(?:sun (?:went|goes|had gone|was going) down|sun set|sunset|dark|evening)\b/;
/** Things of a bedroom one falls asleep by ('with the window open', 'on her pillow', 'under the duvet'). */
const BED_THINGS = /\b(?:window|pillows?|duvet|quilt|covers)\b/;
/** A race run on the page: 'the race', 'raced', 'as fast as she could'. */
const RACING = /\b(?:rac(?:e|es|ed|ing)|as fast as (?:\w+ )?(?:could|can))\b/;
/** Going on foot, drawn running in a race (not a slide on the ice, a tumble or a climb). */
const STRIDES = new Set([
  'hop',
  'walk',
  'run',
  'race',
  'dash',
  'hurry',
  'rush',
  'scamper',
  'gallop',
  'trot',
  'skip',
  'sprint',
  'go',
]);
/** Falling over on the way. */
const FALLS = new Set(['tumble', 'fall', 'trip', 'slip', 'stumble']);
/** What one may be drawn doing before the race pose takes over: standing, talking, already going. */
const BEFORE_THE_RACE: ReadonlySet<Pose> = new Set<Pose>(['stand', 'talk', 'walk', 'run', 'jump']);
const WOKE_UP = /\b(?:woke|wakes?|waking) up\b/;
/** Woken with a start, or from a nap: 'woke up with a jump', 'woke from her nap'. */
const WOKE_FROM_A_NAP =
  /\b(?:woke|wakes?|waking)(?: up)? (?:with a (?:jump|start|jolt|bump|snort|fright)|from (?:a|her|his|their|its) (?:\w+ )?(?:nap|snooze|doze|rest))\b/;
/** Words the reading takes for a place that are only the weather or the sky over it. */
const WEATHER_AND_SKY = /^(?:snow|snowy|rain|rainy|moon|moonlight|moonlit|sky|night sky|stars?|starry sky)$/i;

/** A season doing what seasons do ('Winter came', 'Spring arrived'): no one called Winter. */
const A_SEASON = /^(?:winter|spring|summer|autumn)$/;
const SEASON_DOING = new Set([
  'came',
  'comes',
  'arrived',
  'arrives',
  'passed',
  'ended',
  'went',
  'turned',
  'was',
  'is',
  'had',
  'brought',
]);

const NOT_A_NAME = [
  'Uncountable',
  'Plural',
  'Pronoun',
  'Determiner',
  'Adverb',
  'Conjunction',
  'Preposition',
  'Place',
  'Date',
  'Value',
  // ('"Who ate the cookies?"': a question, never someone called Who.)
  'QuestionWord',
  // ('Out ran the cat': a particle opening a sentence, never someone called Out.)
  'Prefix',
];
/** 'Pop went the balloon', 'Crash went the plates': the sound a thing made, said first, is no thing of its own. */
const soundWent = (noun: string, lower: string) =>
  new RegExp(`(?:^|[.!?]["”]?\\s+)${escapeRegExp(noun)}!? went (?:the|a|an|his|her|its|their|my|our)\\b`).test(lower);
/** A school's bus: 'the school bus', 'the bus to school'. */
const SCHOOL_BUS = /\bschool ?bus(?:es)?\b|\bbus(?:es)? (?:to|from) (?:the )?school\b/;
/** A title written before a name ('Mrs', 'Miss', 'Dr'). */
const TITLE_WORD = /^(?:Mr|Mrs|Ms|Miss|Dr)$/;
/** A name written with its title ('Miss Rose', 'Dr. Lee'). */
const TITLED = /^(?:Mr|Mrs|Ms|Miss|Dr)\.? \S/;
/** Saying verbs before a name ('said Inky'), and naming ones ('a turtle called Inky'). */
const SAID_BY = /\b(?:said|asked|called|cried|shouted|whispered|replied|named|laughed|giggled|cheered|sang)\s+$/;

/**
 * Capitalised words the reading found nobody for that are someone: one that opens a sentence and
 * does what people and animals do next ('Inky swam', 'Jasmine wrote'), or one after a saying or
 * naming verb ('said Inky', 'a turtle called Inky'). Words for weather, time and things never are.
 */
/** What follows a thing's taste or smell ('tasted better', 'smells so good'), never what someone tasted. */
const TASTE_AFTER = /^\s+(?:better|so|like|good|yummy|sweet|delicious|even|really|very|nice|lovely|funny|bad)\b/;

function missedNames(text: string, reading: ParagraphReading): string[] {
  const known = new Set(reading.characters.flatMap((c) => (c.name ? c.name.toLowerCase().split(/\s+/) : [])));
  const found: string[] = [];
  for (const m of text.matchAll(/\b(\p{Lu}\p{Ll}+)\b(?:\s+([a-z]+))?/gu)) {
    const word = m[1]!;
    const lower = word.toLowerCase();
    const before = text.slice(0, m.index);
    const opens = /(?:^|[.!?]["”]?\s+|["“])$/.test(before);
    // ('look after Pebble, the class hamster': a name the page says a creature goes by, be it a word for a thing or a place.)
    const called = !opens && calledBy(text, word) !== null;
    // (A name read as a child's is the creature's the page says it is.)
    if (found.includes(word) || (known.has(lower) && !called) || kindOf(lower)) continue;
    if (!called && (NOT_THINGS.has(lower) || settingOfWord(lower))) continue;
    // ('said Mrs Owl': a title is the start of someone's name, never a name of its own.)
    if (TITLE_WORD.test(word)) continue;
    if (A_SEASON.test(lower) && (m[2] === undefined || SEASON_DOING.has(m[2]))) continue;
    // ('Click went the switch', 'Pop went the balloon': a sound the thing made, never someone called Click.)
    if (
      m[2] === 'went' &&
      /^\s+(?:the|a|an|his|her|its|their)\b/.test(text.slice(m.index + m[0].length)) &&
      pronounOfName(word) === null
    )
      continue;
    // ('Cake tasted better with a friend!': how a thing tastes, said first, is no one tasting.)
    const tasted = /^(?:tast|smell)/.test(m[2] ?? '') && TASTE_AFTER.test(text.slice(m.index + m[0].length));
    const doing = m[2] !== undefined && opens && doneBySomeone(m[2]) && !tasted;
    if (!doing && !called && !SAID_BY.test(before.toLowerCase())) continue;
    const tags = nlp(`${word} ${m[2] ?? ''}`).json()[0]?.terms[0]?.tags as string[] | undefined;
    if (tags?.some((t) => NOT_A_NAME.includes(t))) continue;
    found.push(word);
  }
  return found;
}

/** Getting into a bed: 'jumped into her bed', 'climbed into the little bed', 'got into Grandma's bed'. */
const INTO_BED =
  /\b(?:jumped|jumps|climbed|climbs|got|gets|hopped|hops|crept|creeps|crawled|crawls|snuggled|snuggles) (?:in|into) (?:her|his|their|the|a|my|\w+'s)(?: \w+)? bed\b/i;
const INTO_BED_VERBS = new Set([
  'jump',
  'climb',
  'get',
  'hop',
  'creep',
  'crawl',
  'snuggle',
  'jump in',
  'get in',
  'climb in',
  'hop in',
]);

/** One shut away out of sight: 'locked Grandma in the cupboard', 'shut the cat in the shed'. */
const LOCKED_AWAY =
  /\b(?:locked|shut|trapped) (\p{Lu}\p{Ll}+|[a-z]+) (?:up )?(?:in|inside) (?:the|a|her|his|their) (?:cupboard|wardrobe|cellar|shed|box|cage|tower)\b/gu;

/**
 * 'The wolf locked Grandma in the cupboard. He put on her nightcap and jumped into her bed.': on a page
 * that never names the hero, a sentence opening with 'he' or 'she' goes on with the one who did what the
 * sentence before it tells (when the word can be theirs), not the hero.
 */
function carriedOn(reading: ParagraphReading, text: string, heroName: string | null): ParagraphReading {
  // ('jumped into her bed', 'climbed into the little bed': lying in it, not jumping about.)
  if (INTO_BED.test(text))
    reading = {
      ...reading,
      actions: reading.actions.map((a) => (a.object === 'bed' && INTO_BED_VERBS.has(a.verb) ? { ...a, verb: 'sleep' } : a)),
    };
  if (heroName && text.includes(heroName)) return reading;
  const sentences = text.split(/(?<=[.!?]["”]?)\s+/);
  const actions = reading.actions.map((a) => {
    if (a.who >= 0 || a.sentence < 1) return a;
    const opens = /^(he|she)\b/i.exec(sentences[a.sentence] ?? '')?.[1]?.toLowerCase();
    if (!opens) return a;
    const before = reading.actions.find((b) => b.sentence === a.sentence - 1 && b.who >= 0);
    const c = before ? reading.characters[before.who] : undefined;
    if (!c || (heroName !== null && c.name === heroName)) return a;
    const theirs = c.kind.pronoun ?? (c.name ? pronounOfName(c.name) : null);
    if (theirs && theirs !== opens) return a;
    if (!theirs && c.kind.human) return a;
    return { ...a, who: before!.who };
  });
  return { ...reading, actions };
}

/**
 * A kind named only in what is cried out ('"Wolf! Wolf!" he shouted', 'cried wolf') on a page that says none is
 * there ('there was no wolf', '"There is no wolf!"', '"Tricked you!"').
 */
function criedForOnly(text: string, kind: Kind): boolean {
  const words = [kind.word, kind.plural].join('|');
  const none = new RegExp(`\\b(?:no|not a|not any) (?:real )?(?:${words})\\b|\\btricked (?:you|them|everyone|everybody)\\b`, 'i');
  if (!none.test(text)) return false;
  const outside = text
    .replace(/["“][^"”]*["”]/g, ' ')
    .replace(new RegExp(`\\b(?:no|not a|not any) (?:real )?(?:${words})\\b|\\bcried (?:${words})\\b`, 'gi'), ' ');
  return !new RegExp(`\\b(?:${words})\\b`, 'i').test(outside);
}

/** A past-tense verb of what someone does ('swam', 'wrote', 'collected'): it shows as a pose, or is saying. */
function doneBySomeone(word: string): boolean {
  const verb = nlp(word).verbs();
  if (!verb.has('#PastTense')) return false;
  const infinitive = (verb.toInfinitive().text() as string).toLowerCase();
  return poseOfVerb(infinitive) !== null || TALKING_VERBS.has(infinitive);
}

/**
 * A child's page that names no place, at home: bath time in the bathroom; playing with toys,
 * blocks or crayons, or a hug or a talk with Mum, Dad or a grandparent (not out walking or
 * running with them), in the living room. Null when nothing says home.
 */
function atHome(lower: string, heroPose: Pose, companions: readonly CharacterPlan[]): SettingId | null {
  if (BATH_TIME.test(lower)) return 'bathroom';
  if (MEAL_TIME.test(lower)) return 'kitchen';
  if (PLAY_AT_HOME.test(lower) || INDOORS.test(lower) || PARTY.test(lower)) return 'living-room';
  // (A thing of the family's with nobody else there, "It hit Mum's vase", is at home too.)
  if (companions.length === 0 && familyThing(lower) && !ON_THE_MOVE.has(heroPose)) return 'living-room';
  const family = companions.filter((c) => FAMILY_GROWN_UPS.has(c.kind));
  if (family.length === 0 || companions.length > family.length) return null;
  return [heroPose, ...family.map((c) => c.pose)].some((p) => ON_THE_MOVE.has(p)) ? null : 'living-room';
}

/** "Mum's vase", "Grandpa's old hat": a thing of a grown-up of the family's (not "Mum's here", "Dad's going"). */
const familyThing = (lower: string) =>
  [...lower.matchAll(/\b([a-z]+)['’]s\s+(?!here|there|home|back|not|going|coming)[a-z]/g)].some((m) => {
    const kind = kindOf(m[1]!);
    return kind !== null && FAMILY_GROWN_UPS.has(kind.word as KindId);
  });

/** A bath, a sink, soap or toothpaste, washing hands: one coming in is in the bathroom, not the living room (a cake brought in is not the kitchen). */
function roomOfItsOwn(lower: string): SettingId | null {
  return WASHING_UP.test(lower) ||
    matchSettings(lower.match(/[a-z]+/g) ?? []).some((m) => m.setting === 'bathroom' && m.text !== 'bath')
    ? 'bathroom'
    : null;
}

/** Another one of a kind brought in on the page: 'a bus driver', 'another vet', 'two builders'. */
function anotherOfKind(lower: string, kind: Kind): boolean {
  const words = [kind.word, kind.plural].map(escapeRegExp).join('|');
  return new RegExp(`\\b(?:a|an|another|other|two|three|some)\\s+(?:[a-z-]+\\s+)?(?:${words})\\b`).test(lower);
}

/** A thing said to be under one up in the air ('flew over the trees', 'high above the houses'). */
function flownOver(lower: string, word: string): boolean {
  return new RegExp(`\\b(?:over|above)\\s+(?:the\\s+)?(?:[a-z]+\\s+)?${escapeRegExp(word.toLowerCase())}\\b`).test(lower);
}

/** Home is named only by the word 'home' ('went home', 'at home'): no room, house or furniture. */
function onlyTheWordHome(lower: string): boolean {
  const words = new Set(
    matchSettings(lower.match(/[a-z]+/g) ?? [])
      .filter((m) => m.setting === 'home')
      .map((m) => m.text),
  );
  return (
    words.size === 1 &&
    words.has('home') &&
    !/\b(?:sofa|couch|fireplace|bed|kitchen|room|house|cottage|flat|armchair|rug|shelf|shelves|bookcase|wall|clock|door|stairs|table|chair|lamp|curtains?)\b/.test(
      lower,
    )
  );
}

/**
 * Craters with no volcano, its lava or its smoke, on a page that names the moon or out in space, or in
 * a book there ('ran on past round craters' on the moon).
 */
function moonCraters(lower: string, bookPlace: SettingId | null): boolean {
  if (!/\bcraters?\b/.test(lower) || /\b(?:volcano(?:e?s)?|lava|magma|erupt\w*|smok\w*|ash)\b/.test(lower)) return false;
  return (bookPlace !== null && SKY_PLACES.has(bookPlace)) || /\b(?:moon|lunar|space|planet|asteroid)\b/.test(lower);
}

/** Parts of a vehicle named as its own ('the buggy's wheels'). */
const VEHICLE_PARTS = ['wheel', 'wheels', 'tyre', 'tyres', 'tire', 'tires', 'engine', 'door', 'doors', 'roof', 'seat', 'seats'];
const VEHICLE_OWNER = new RegExp(`\\b((?:[a-z]+ )?[a-z]+)'s (?:\\w+ )?(?:${VEHICLE_PARTS.join('|')})\\b`);

/** A vehicle whose parts the page names ('the moon buggy's wheels sank'): the vehicle, as its words and picture. */
function vehicleOfItsParts(lower: string): { word: string; icon: string } | null {
  const owner = VEHICLE_OWNER.exec(lower.replace(/’/g, "'"))?.[1];
  if (!owner) return null;
  // (The two words first: 'moon buggy' before 'buggy', a pram.)
  for (const word of [owner, owner.split(' ').at(-1)!]) {
    const icon = pictureFor(word);
    if (icon && icon in VEHICLE_OF) return { word, icon };
  }
  return null;
}

/** The sun going down is the evening ('watched the sun go down', 'as the sun set'). */
/**
 * The moon gone from the sky as the page tells it ('the moon was not there', a new moon, 'Still no
 * moon', 'Only the stars twinkled'): stars only.
 */
const MOON_GONE =
  /\bnew moon\b|\bno moon\b|\bwithout the moon\b|\bmissing moon\b|\bthe moon (?:is|was) (?:not there|missing|gone|nowhere)\b|\bthe moon (?:had |has )?(?:gone|disappeared|vanished)\b|\bwhere (?:has|did) the moon go(?:ne)?\b|\bhiding the moon\b|\b(?:can't|cannot|could not|couldn't) see the moon\b|\bonly (?:the )?stars\b/;
/** A thin crescent moon seen ('A thin silver crescent, like a smile!', 'the tiny crescent'). */
const MOON_CRESCENT = /\bcrescent\b|\bsliver of (?:the )?moon\b|\bthin (?:silver |curved )?sliver\b/;

const SUNSET = /\bsun (?:go|goes|went|going|gone|sank|sinks|sinking|dipped|dips) (?:down|low)\b|\bsun (?:set|sets|setting)\b/;

/** Words for the boat someone is in: drawn once, as the boat on the water. */
const VESSELS = ['boat', 'boats', 'canoe', 'canoes', 'kayak', 'kayaks', 'raft', 'rafts', 'dinghy', 'ship', 'yacht', 'rowboat'];

/**
 * Sitting, eating, playing or working at a table ('played cards at the kitchen table', 'round the
 * table'), not going round it ('ran round the table').
 */
const AT_TABLE =
  /\b(?<!\b(?:ran|run|runs|running|raced|races|chased|chases|danced|dances|walked|walks|skipped|hopped|crawled|went|flew) )(?:at|around|round) (?:the|a|their|his|her|our|my|\w+'s) (?:\w+ )?table\b|\b(?:at|during|over) (?:breakfast|dinner|supper|teatime|tea time|dinnertime)\b/;
/**
 * Coming in at a door: 'the door opened', 'in came Santa', 'Grandpa came in', 'a knock at the door',
 * 'the doorbell rang' (not coming in a car, nor in the morning).
 */
const COMING_IN = new RegExp(
  [
    String.raw`\b(?:the|a|front|back|kitchen) door (?:opened|swung open|flew open|burst open|creaked open)\b`,
    String.raw`(?:^|[,;.!?"“] *|\band )in (?:came|walked|stepped|rushed|burst|ran|hurried|bounced|tiptoed|marched|strode)\b`,
    String.raw`\b(?:came|comes|coming|walked|stepped|rushed|burst|hurried|tiptoed|marched) (?:in|inside|indoors)\b(?! (?:a|an|the|his|her|their|my|our|time|first|second|last)\b)`,
    String.raw`\bknock(?:ed|s|ing)? (?:at|on) (?:the|a|our|their|his|her|my) (?:front |back )?door\b`,
    String.raw`\bdoorbell\b`,
  ].join('|'),
);
/**
 * A child's day at home, with no room named: playing with toys or blocks, drawing with crayons,
 * folding the washing, a teddy to play with (the living room); bath time is in the bathroom.
 */
const PLAY_AT_HOME =
  /\b(?:(?:her|his|their|my|our) toys|a basket of toys|building blocks|a tower of blocks|(?:her|his|their|my|our|the) crayons|played shops|(?:folding|folded) the washing)\b/;
const BATH_TIME = /\bbath ?time\b/;
/** A party, its balloons or its presents with nowhere named: at home in the living room, never up in the sky. */
const PARTY = /\b(?:(?:birthday |tea |surprise )?part(?:y|ies)|balloons?|party hats?|birthday presents?)\b/;
/** A meal with nowhere named ('At lunch, Lily could not eat'): at the table at home. */
const MEAL_TIME = /\b(?:(?:at|for) (?:breakfast|lunch|dinner|supper|tea ?time)|(?:breakfast|lunch|dinner|supper) ?time)\b/;
/** Come back in from out of doors. */
const BACK_INSIDE = /\b(?:back|came|went|ran|hurried) (?:inside|indoors)\b/;
/** Playing or staying indoors with nowhere named: inside at home, not out in a meadow. */
const INDOORS = /\b(?:indoors|stay(?:ed|s|ing)? (?:in|inside)|(?:back|went|came|ran|hurried) inside)\b/;
/** Snuggling down, with no place named: in bed. */
const SNUGGLED_DOWN = /\bsnuggl(?:ed|es|ing|e) down\b/;
/** The grown-ups of a child's family: a hug or a talk with them, with nowhere named, is at home. */
const FAMILY_GROWN_UPS: ReadonlySet<KindId> = new Set(['mum', 'dad', 'grandma', 'grandpa']);
/** What a family does out of doors (walking, running, riding, flying, swimming, climbing, digging): no room of home. */
/** The word before a name that makes it a superhero's ('Super Sam', 'Mighty Mia'). */
const SUPERHERO_NAME = /\b(?:Super|Mighty) (?=\p{Lu})/gu;

const ON_THE_MOVE: ReadonlySet<Pose> = new Set<Pose>(['walk', 'run', 'ride', 'fly', 'swim', 'climb', 'dig', 'jump']);
/**
 * The moon or the sun called by its name as someone who speaks or does things ('sighed Moon', 'Then
 * Moon saw', ', Moon shone'), not greeted ('Good night, Moon!').
 */
const SKY_ONE_NAMED =
  /\b(?:said|sighed|called|asked|whispered|cried|replied|thought|smiled|laughed|yawned|wondered|shouted) (Moon|Sun)\b|(?:^|[.!?]["”]?\s+|,\s+|\b(?:Then|Next|Now|Soon|So|But|And|Only|Poor|Little|Old) )(Moon|Sun) (?:shone|smiled|called|looked|saw|felt|knew|glowed|waited|sighed|said|whispered|wished|wondered|peeped|beamed|yawned|was|had|could|did|tried|thought|asked|heard|rose|hid)\b/;
const NO_ONES_NAME = /^(?:Nobody|Everyone|Everybody|Someone|Somebody|Anyone|Anybody|No one)$/;
/** A baby's own bed, in or into which a baby sleeps or is put. */
const BABY_BED = /\b(?:in|into|inside) (?:a|the|her|his|their|its|my|our|\w+'s) (?:\w+ )?(cot|crib|cradle)\b/;
const BY_BABY_BED = /\b(?:by|beside|next to|over|near) (?:a|the|her|his|their|its|my|our|\w+'s) (?:\w+ )?(cot|crib|cradle)\b/;
/** A pram, pushchair or buggy one is in or pushed: out and about, not in the bedroom. */
const PRAM =
  /\b(?:(?:in|into|inside|push(?:ed|es|ing)?) (?:a|the|her|his|their|its|my|our|\w+'s) (?:\w+ )?)(pram|buggy|pushchair|stroller)\b/;
/** Poses that are sat in at a table (playing a game there is no running about); reading there is reading seated. */
const SAT_AT_TABLE: ReadonlySet<Pose> = new Set(['stand', 'sit', 'talk', 'eat', 'hold', 'point', 'wave', 'lookUp', 'cry', 'run']);

/** A boat paddled or rowed, with no sail. */
const PADDLED = /\b(?:canoes?|kayaks?|rafts?|dinghy|rowboats?|rowing boats?|row(?:s|ed|ing)?|paddl(?:e|es|ed|ing))\b/;

/** Places out of doors with grass of their own: a page there that names only the grass stays there. */
const GRASSY: ReadonlySet<SettingId> = new Set<SettingId>(['park', 'garden', 'playground', 'farm', 'campsite', 'meadow']);

/** Those who eat fish: a fish on their page with nothing swimming is their food. */
const FISH_EATERS: ReadonlySet<KindId> = new Set<KindId>(['cat', 'bear', 'polar-bear', 'penguin', 'seal', 'otter']);
const FISH_SWIMS = /\bfish(?:es)? (?:swam|swims|swimming|darted|dived|splashed|jumped|leapt|said|called|asked)\b/;

/** Homes an animal is never found away from. */
const ONLY_HOME = new Set<string>(['snow', 'underwater', 'space']);

const TIMES: Readonly<Record<LanguageTime, TimeOfDay>> = {
  dawn: 'morning',
  morning: 'morning',
  noon: 'day',
  afternoon: 'day',
  evening: 'sunset',
  night: 'night',
};

/** Words of being stuck somewhere: a hero up a tree only to play ('leaves at the top of a tree') is not in trouble. */
const STUCK = /\b(?:stuck|trapped|tangled|caught|(?:get|come|climb) down|ladders?|rescue[sd]?)\b/;

/**
 * The scene of one paragraph: read with the language module the story writer uses (characters
 * and their kinds, setting, time, weather, things, actions, mood), after this module's phrase
 * senses ("bit his lip", "tree rings"), then turned into what is drawn: a backdrop, the hero and
 * up to three companions with poses and faces, one or two key things.
 */
export function readScene(written: string, given: HeroCue, promptWords = '', book: BookSoFar = NO_BOOK): ScenePlan {
  // 'Super Sam', 'Mighty Mia': the name a superhero goes by is the hero's own, 'Sam' ('super' only says more).
  const paragraph = written.replace(SUPERHERO_NAME, '');
  const hero = heroOnItsOwn(heroSaidToBe(given, paragraph), paragraph);
  // A room of home the book began in gives way to a place the visual prompt names out of doors
  // ('Björn helps his grandpa on the farm' wakes up in the house, then is on the farm).
  let promptRead: SettingId | null | undefined;
  // (A thing that is the hero is read as the hero: 'the moon forgets to come out' names no place.)
  const thingHero: CastMember[] = hero.kind.startsWith('thing:')
    ? [{ name: hero.name, kind: languageKindOf(hero.kind), pronoun: null }]
    : [];
  // (Read as the story tells it, and for what it means: 'Teddy goes to hospital' is a teddy mended at home, 'The moon
  // is missing' is looked for from the ground, not on the moon.)
  const promptTold = toldAsChild(promptWords);
  const promptPlain = plainly(promptTold, sensesIn(promptTold));
  const promptPlace = () => (promptRead ??= promptWords ? backdropOf(readParagraph(promptPlain, thingHero), promptPlain) : null);
  const outOfDoors = book.place && HOME_ROOMS.has(book.place) ? promptPlace() : null;
  const bookPlace = outOfDoors && !HOME_ROOMS.has(outOfDoors) ? null : book.place;
  const senses = sensesIn(paragraph);
  const dropped = new Set(senses.flatMap((s) => s.drop));
  const cast: CastMember[] = [];
  // (A thing that is the hero is in the cast by what it is, named or not: 'the little moon' is the hero, not a place.)
  if (hero.name || hero.kind.startsWith('thing:')) cast.push({ name: hero.name, kind: languageKindOf(hero.kind), pronoun: null });
  // Others the book named before: 'Pudding flew over' is the dragon Pudding, not a child.
  // (One the book only took for a child by the name, 'Mia played with Bella', is what this page says
  // she is: 'Bella the puppy ran'.)
  for (const member of book.cast)
    if (member.name !== hero.name && !(BY_NAME_ONLY.has(member.kind) && creatureNamed(paragraph, member.name)))
      cast.push({ name: member.name, kind: languageKindOf(member.kind), pronoun: null });
  // Idioms are read for what they mean: 'over the moon' puts no moon in the sky.
  const text = plainly(paragraph, senses);
  // 'Pippin ... He was only a tiny hedgehog': one hedgehog called Pippin, not a child and a hedgehog.
  const reading = oneOfSeveral(
    carriedOn(
      sameOnes(
        readWithNames(text, cast),
        text,
        hero.fixed && rigOf(hero.kind).rig !== 'person' ? languageKindOf(hero.kind) : null,
        hero.fixed ? hero.name : null,
      ),
      text,
      hero.name,
    ),
    hero,
    promptWords,
  );
  const lower = text.toLowerCase();
  // (A fish that is food is no sign of being under the water either.)
  const fishAsFood = FISH_EATERS.has(hero.kind) && !FISH_SWIMS.test(lower);
  if (fishAsFood) dropped.add('fish');

  // The characters: the hero first (by name, or the one the paragraph puts first: a named one, a
  // child, anyone), then companions of their own kinds. Someone only looked for or missed is not
  // there; a boat or a train without a name is a thing, not a character.
  const gone = goneOnes(`${promptWords}. ${paragraph.replace(/[’]/g, "'")}`);
  const absent = new Set(reading.actions.filter((a) => ABSENT_VERBS.has(a.verb) && a.object).map((a) => a.object!));
  // 'The wolf locked Grandma in the cupboard': one shut away is out of sight.
  const lockedAway = new Set([...text.matchAll(LOCKED_AWAY)].map((m) => m[1]!));
  for (const name of lockedAway) absent.add(name);
  const sentAway = awayForGood(lower);
  let present = reading.characters.filter((c) => {
    // ('Nobody answered', 'Everyone cheered': no one's name.)
    if (c.name && NO_ONES_NAME.test(c.name)) return false;
    if (dropped.has(c.kind.word) || dropped.has(c.kind.plural)) return false;
    // Chased away for good, gone and never back, swapped for something: no longer there.
    if (
      !(hero.name !== null && c.name === hero.name) &&
      figureKind(c.kind) !== hero.kind &&
      [c.name?.toLowerCase(), c.kind.word, ...c.kind.words].some((w) => w && sentAway.has(w))
    )
      return false;
    if (!c.name && unnamedMachine(c.kind)) return false;
    // Only waited for, missed, thought of or still to come (the language module says): not drawn.
    if (c.away && !(hero.name !== null && c.name === hero.name)) return false;
    if (c.name && lockedAway.has(c.name)) return false;
    // ('A cat who loves fish': a fish a cat, a bear or a seal is after is food, in the bucket, not a fish swimming by.)
    if (!c.name && c.kind.word === 'fish' && fishAsFood) return false;
    // One who died, said so on the page or in the visual prompt ('Our grandpa died', 'Did Grandpa die
    // because of me?'), missed or remembered ('I miss Grandpa', 'something funny Grandpa once did'): only the living are drawn.
    if (
      !(hero.name !== null && c.name === hero.name) &&
      [c.name?.toLowerCase(), c.kind.word, ...c.kind.words].some((w) => w && gone.has(w))
    )
      return false;
    const acts = reading.actions.some((a) => a.who === reading.characters.indexOf(c));
    const mentionedOnlyAsSought = !c.name && absent.has(c.kind.word) && !acts;
    // "a book about dinosaurs", "a picture of a cat": what is read or drawn about is not there.
    // ('a herd of cows', 'a family of ducks' are there: the cows, the ducks).
    const onlyATopic =
      !c.name &&
      !acts &&
      [
        ...text.matchAll(
          new RegExp(
            `\\b(\\w+)\\s+(?:about|of)\\s+(?:a\\s+|an\\s+|the\\s+|some\\s+)?(?:\\w+\\s+)?(?:${c.kind.word}|${c.kind.plural})\\b`,
            'gi',
          ),
        ),
      ].some((m) => !COLLECTIVES.has(m[1]!.toLowerCase()) && !ANIMAL_GROUPS.has(m[1]!.toLowerCase()));
    // 'thought of schools and teachers', 'dreaming of dragons': only in the mind.
    // (By any word for the kind: 'dreaming of the sea lion pool' is a seal's; and anyone further on
    // in what is dreamed of: 'dreaming of tall reeds by the water and Grandpa'.)
    const forms = c.name ? [c.name.toLowerCase()] : [c.kind.word, c.kind.plural, ...c.kind.words, ...c.kind.words.map(pluralOf)];
    // ('painted red suns and purple dragons', 'drew a funny pig dancing in a hat': only in the picture.)
    // ('I love dinosaurs, Dad!', 'I wish I could see a real dinosaur': only loved or wished to see.)
    const onlyInMind =
      !acts &&
      ((!c.name && (onlyThought(forms, lower) || onlyPainted(forms, lower) || onlyLoved(forms, lower))) ||
        onlyDreamedOf(forms, lower));
    // ('a mince pie for Santa', 'Would Santa find the way?': one waited for in the night is not there yet.)
    const onlyWaitedFor = !c.name && WAITED_FOR.has(c.kind.word) && c.kind.word !== hero.kind && onlyAwaited(lower, forms);
    // ('Some dinosaurs ate only plants' on a page at the museum: the dinosaur there is the skeleton its hall shows.)
    const onlyAnExhibit =
      !c.name && EXHIBITS.has(c.kind.word) && (bookPlace === 'museum' || /\bmuseum\b/.test(lower)) && c.kind.word !== hero.kind;
    // 'giant green leaves', 'a monster truck': the kind's word says what a thing is like, nobody is there.
    const onlyAWordForAThing = !c.name && kindWordOnlyModifies(text, c.kind);
    // '"Well done, cheerful sister," said the parrot': spoken to, so someone already there (a person, when
    // the hero is one), not one more.
    // ('"What a wonderful painter you are!" everyone said': what the one spoken to is, nobody more.)
    const onlySpokenTo =
      !c.name &&
      ((c.kind.human && rigOf(hero.kind).rig === 'person' && onlyAddressed(text, c.kind)) || onlyCalledYou(text, c.kind));
    // '"Hedgehogs snuffle for beetles and worms," said the bird': creatures a quotation says
    // something of, in general, are not there.
    // ('Birds build nests from twigs' by the hen: a fact of the kind, whatever it says they do; a page
    // that is only a fact, 'Whales are mammals', pictures the whales.)
    const factOnly =
      onlyFactsOf(text, c.kind) &&
      reading.characters.some(
        (o) => o.kind !== c.kind && o.kind.group !== 'family' && o.kind.word !== 'baby' && !onlyFactsOf(text, o.kind),
      );
    const onlyTalkedOf = !c.name && ((!acts && onlyInGeneral(text, c.kind)) || factOnly);
    // 'wrote a card to her teacher', 'sent a letter to Grandpa': one written to is somewhere else.
    const onlyWrittenTo = !acts && (onlyAddressee(lower, c) || onlyMeantFor(lower, c));
    // 'giggling like old friends', 'as brave as a lion': only what someone is likened to.
    const onlyLikened = !c.name && onlyLike(lower, c.kind);
    // 'a job for a chef', 'what a pirate would do': any one of a role, nobody there.
    const onlyARole = !c.name && c.kind.human && roleOnlyInGeneral(lower, c.kind.word);
    // '"Wolf! Wolf!" he shouted ... But there was no wolf', '"Help! A wolf!" ... "Tricked you!"': a
    // creature only cried out for, on a page that says it is not there, is not drawn.
    const onlyCriedFor = !c.name && !acts && criedForOnly(text, c.kind);
    // 'On Christmas Eve', "New Year's Eve": a day, not someone called Eve.
    const onlyADay = c.name !== null && onlyInADaysName(text, c.name);
    // "It hit Mum's vase", "Grandpa's old hat": one named only as whose a thing is is not on the page,
    // beside another person who is ('A big fish flipped into Grandpa's net' alone is Grandpa fishing).
    const onlyAnOwner =
      !acts &&
      !(hero.name !== null && c.name === hero.name) &&
      onlyOwner(text, c) &&
      reading.characters.some((o) => o !== c && o.kind.human && !onlyOwner(text, o));
    return (
      !onlyAnOwner &&
      !onlyAnExhibit &&
      !onlyWaitedFor &&
      !mentionedOnlyAsSought &&
      !onlyATopic &&
      !onlyInMind &&
      !onlyAWordForAThing &&
      !onlySpokenTo &&
      !onlyTalkedOf &&
      !onlyWrittenTo &&
      !onlyLikened &&
      !onlyARole &&
      !onlyADay &&
      !onlyCriedFor
    );
  });
  // Someone named whose kind the text never says ('Nutmeg floated by', 'said Biscuit'), in a book
  // whose hero is an animal or a thing without a name of its own, is the hero by the name the story
  // gave it, or else an animal friend, there unnamed ('said the dog ... said Pudding') or not drawn:
  // never a child who is not in the story.
  const unsaid = (c: PresentCharacter) => c.name !== null && c.kind.word === 'child' && !/\bchild(?:ren)?\b/i.test(lower);
  if (hero.fixed && hero.name === null && rigOf(hero.kind).rig !== 'person') {
    // The hero's own name comes first: kept to be the hero, or dropped when the text also names
    // the hero by its kind ('Biscuit ... the shy hedgehog').
    // (Not by a parent's family name: 'said Daddy Hedgehog' is not the hero.)
    const byKind = present.some((c) => figureKind(c.kind) === hero.kind && !(c.name !== null && FAMILY_TITLE.test(c.name)));
    let heroName = true;
    present = present.filter((c) => {
      if (!unsaid(c)) return true;
      if (heroName) {
        heroName = false;
        return !byKind;
      }
      return false;
    });
  }
  // One named in a role ('Felix would make a fine chef', 'Dad was the chef', 'Tom dressed up as a
  // pirate') is one figure in the role's clothes, not a second person beside them.
  // (The reading may have made the name that kind already, or left the role out: every role word counts.)
  const wears = new Map<string, KindId>();
  for (const word of new Set(lower.match(/[a-z]+/g) ?? [])) {
    const kind = kindOf(word);
    const role = kind?.human ? figureKind(kind) : null;
    if (!kind || !role || !isRoleKind(role)) continue;
    // (one a quotation names, not there, is no one drawn in it either: '"Priya will make a great firefighter," said Dad')
    const names = [...present.map((o) => o.name), hero.name, ...(text.match(/\b[A-Z][a-z]+\b/g) ?? [])];
    const player = names.find((name) => name && playsRole(text, name, word));
    if (!player) continue;
    if (present.some((o) => o.name === player) || player === hero.name) {
      wears.set(player, role);
      // (the hat or apron given for it is the one worn: 'Anna gave Maya a tall white hat')
      for (const worn of ['hat', 'hats', 'apron', 'helmet', 'costume', 'uniform']) dropped.add(worn);
    }
    present = present.filter((o) => o.name !== null || o.kind !== kind);
  }
  let heroIndex = present.findIndex((c) => hero.name !== null && (c.cast === 0 || c.name === hero.name));
  const drawable = (c: PresentCharacter) => figureKind(c.kind) !== null;
  const isPerson = (c: PresentCharacter) => {
    const k = figureKind(c.kind);
    return k !== null && rigOf(k).rig === 'person';
  };
  if (heroIndex < 0 && hero.fixed && hero.name === null) {
    // The book's hero has no name here: the first one of the hero's kind (a named one before 'the
    // brave girl', who is then the same), or (a person hero) the first person.
    // (A hero who is only 'a child' is any child: the first named, boy or girl, not the one whose
    // kind the text never says.)
    const ofHeroKind = (c: PresentCharacter) =>
      figureKind(c.kind) === hero.kind || (hero.kind === 'child' && c.kind.group === 'child' && isPerson(c));
    // (One only guessed to be of the hero's kind comes last: 'Sparky hopped past ... Gizmo the rabbit woke'.)
    const sure = (c: PresentCharacter) => ofHeroKind(c) && !GUESSED_KIND.has(c);
    // ('Coco woke up early ... said Daddy Hedgehog': the hero's parent, by a family name, is not the hero.)
    const parent = (c: PresentCharacter) => c.name !== null && FAMILY_TITLE.test(c.name);
    heroIndex = present.findIndex((c) => c.name !== null && sure(c) && !parent(c));
    if (heroIndex < 0) heroIndex = present.findIndex((c) => sure(c) && !parent(c));
    if (heroIndex < 0) heroIndex = present.findIndex((c) => ofHeroKind(c) && !parent(c));
    if (heroIndex < 0 && rigOf(hero.kind).rig !== 'person') heroIndex = present.findIndex(unsaid);
    if (heroIndex < 0) heroIndex = present.findIndex(ofHeroKind);
    // (Never one the page gives another kind by name: 'Pickles the elf kept the sleigh on course' beside Santa.)
    const calledAnother = (c: PresentCharacter) =>
      c.name !== null &&
      c.kind.group !== 'child' &&
      figureKind(c.kind) !== hero.kind &&
      new RegExp(`\\b${escapeRegExp(c.name)},? the (?:\\w+ )?${escapeRegExp(c.kind.word)}\\b`, 'iu').test(text);
    if (heroIndex < 0 && rigOf(hero.kind).rig === 'person')
      heroIndex = present.findIndex((c) => isPerson(c) && (ownName(c) || c.kind.group === 'child') && !calledAnother(c));
    if (heroIndex < 0 && rigOf(hero.kind).rig === 'person')
      heroIndex = present.findIndex((c) => isPerson(c) && !['family', 'adult'].includes(c.kind.group) && !calledAnother(c));
    if (heroIndex < 0 && rigOf(hero.kind).rig !== 'person') heroIndex = present.findIndex(unsaid);
  }
  // A named animal or thing hero the page calls only by its kind ('the buzzy bee met Grandma').
  if (heroIndex < 0 && hero.fixed && hero.name !== null && rigOf(hero.kind).rig !== 'person')
    heroIndex = present.findIndex((c) => !c.name && figureKind(c.kind) === hero.kind);
  if (heroIndex < 0 && !hero.fixed) {
    heroIndex = leadOf(present, text);
  }
  // The book's hero the paragraph calls by its kind ('the brave knight') and by a name whose kind it
  // never says ('Alex wanted to feel calm'): one hero, the name is the hero's.
  if (hero.fixed && hero.name === null && heroIndex >= 0 && !present[heroIndex]!.name && rigOf(hero.kind).rig === 'person') {
    const kindSaid = (c: PresentCharacter) => new RegExp(`\\b(?:${c.kind.word}|${c.kind.plural})\\b`).test(lower);
    // Never one side by side with the hero in a sentence ('the brave knight smiled at Alex': two).
    const heroOne = present[heroIndex]!;
    const named = present.findIndex((c) => c.name !== null && isPerson(c) && !kindSaid(c) && apart(lower, c.name, heroOne.kind));
    if (named >= 0) {
      present = present.filter((_, i) => i !== named);
      heroIndex = present.indexOf(heroOne);
    }
  }
  // A named animal hero the page also calls by its kind ('thought the kitten', 'whispered the little
  // kitten'): one figure, unless another one of that kind is said to be there ('another kitten').
  if (heroIndex >= 0 && hero.fixed && hero.name !== null && rigOf(hero.kind).rig !== 'person') {
    const heroOne = present[heroIndex]!;
    const another = (c: PresentCharacter) =>
      countOf(lower, c.kind) > 1 ||
      new RegExp(`\\b(?:another|other|second|(?<!(?:was|is) )an?) (?:\\w+ )?${c.kind.word}\\b`).test(lower);
    present = present.filter((c) => c === heroOne || c.name !== null || figureKind(c.kind) !== hero.kind || another(c));
    heroIndex = present.indexOf(heroOne);
  }
  // A grown-up called by what they do and, in another sentence, by a name the page gives no kind ('asked
  // the teacher ... said Noah'): one grown-up, in the role's look the book's other pages draw, not a child
  // beside them.
  {
    const heroOne = heroIndex >= 0 ? present[heroIndex]! : null;
    const roles = present.filter((c) => c !== heroOne && !c.name && c.kind.human && c.kind.group === 'adult');
    const bare = present.filter(
      (c) =>
        c !== heroOne &&
        c.name !== null &&
        c.via === 'name' &&
        c.kind.group === 'child' &&
        !new RegExp(`\\b(?:${c.kind.word}|${c.kind.plural}|child|children|kids?)\\b`).test(lower),
    );
    if (roles.length === 1 && bare.length === 1 && apart(lower, bare[0]!.name!, roles[0]!.kind)) {
      present = present.filter((c) => c !== bare[0]);
      heroIndex = heroOne ? present.indexOf(heroOne) : -1;
    }
  }
  const heroChar = heroIndex >= 0 ? present[heroIndex]! : null;
  const heroKind = hero.fixed
    ? hero.kind
    : ((heroChar && figureKind(refineKind(heroChar, paragraph), heroChar.name)) ?? hero.kind);

  const actionsOf = (who: number) => reading.actions.filter((a) => a.who === who);
  const heroActions =
    heroIndex >= 0 ? actionsOf(reading.characters.indexOf(heroChar!)) : reading.actions.filter((a) => a.who < 0);

  const feeling = feelingOf(reading.mood);
  // The hero's pose: what it does first in the paragraph, a phrase ("fell asleep") or a verb.
  const sentenceOf = (at: number) => (paragraph.slice(0, at).match(/[.!?](?:\s|$)/g) ?? []).length;
  const candidates: { sentence: number; pose: Pose }[] = [];
  // A phrase's pose and face are whoever does it: 'Pip heard Dad crying' is Dad in tears, not Pip.
  const doers = new Map(senses.map((s) => [s, phraseDoer(paragraph, s.pattern, present, heroIndex)]));
  const doer = (sense: (typeof senses)[number]) => doers.get(sense)!;
  // (A hug is both of theirs; so is what 'Tom and his sister' or 'the children' do.)
  const others = present.filter((_, i) => i !== heroIndex).flatMap((c) => [c.name, c.kind.word, c.kind.plural]);
  const shared = new Set(
    senses.filter((s) =>
      doneTogether(
        paragraph,
        s.pattern,
        others.filter((w): w is string => w !== null),
      ),
    ),
  );
  const heroSenses = senses.filter((s) => s.together || shared.has(s) || doer(s) === heroIndex || doer(s) < 0);
  for (const s of heroSenses) {
    if (!s.pose) continue;
    // (Falling asleep only longed for, asked about or thought about is not done: 'longed to fall
    // asleep', '"How will we fall asleep now?"', 'sat down to think about falling asleep'.)
    const found = [...paragraph.replace(/[’]/g, "'").matchAll(new RegExp(s.pattern.source, 'gi'))].find(
      (m) => s.pose !== 'sleep' || !onlyWishedSleep(paragraph.slice(0, m.index)),
    );
    if (found) candidates.push({ sentence: sentenceOf(found.index), pose: s.pose });
  }
  for (const a of heroActions) {
    // 'wanted to fly to the moon': only wished for, not done on this page.
    if (onlyWishedTo(a.verb, lower)) continue;
    // 'better than Jack had dreamed': a wish come true, no one asleep (a night's dream is bedtime's).
    if (a.verb === 'dream' && !BEDTIME.test(lower)) continue;
    // Floating on a page of water ('tried to float, but tipped over. Splash!') is lying on the water, not flying.
    const pose =
      a.verb === 'learn' ? learnedPose(lower) : a.verb === 'float' && ON_THE_WATER.test(lower) ? 'swim' : poseOfAction(a);
    if (pose) candidates.push({ sentence: a.sentence, pose });
  }
  candidates.sort((a, b) => a.sentence - b.sentence);
  // A seat someone is on or in ('pushed Theo on the swing', 'clapped from a deckchair', 'rode his
  // sledge') makes them sit, and is drawn under them.
  const seat = seatIn(paragraph);
  const sitter = seat ? phraseDoer(paragraph, seat.pattern, present, heroIndex) : -2;
  const heroSits = seat !== null && (sitter === heroIndex || sitter < 0);
  // A baby the hero rocks, cradles or holds on the page is in their arms whatever else they do
  // first ('Sam jumped for joy ... Later, Sam rocked Lola to sleep'): not left lying on the floor.
  const holdsBaby =
    candidates.some((c) => c.pose === 'hold') &&
    present.some((c, i) => i !== heroIndex && refineKind(c, paragraph).word === 'baby');
  // (Falling asleep in the first sentence is how it leaves the hero: 'yawned, gave Nutmeg a hug and fell fast asleep'.)
  const asleep = candidates.find((c) => c.pose === 'sleep' && c.sentence === candidates[0]?.sentence);
  // In a race, whoever hops, walks or runs is running ('"GO!" called Gizmo. Off they went! Gizmo hopped as fast as she could').
  const racing = RACING.test(lower.replace(/["“][^"”]*["”]/g, ' '));
  // (Not one who falls: 'On the next try at racing, Tomás the tortoise tumbled over'.)
  const racePose = (acts: readonly { verb: string }[], first: Pose | undefined): Pose | null =>
    racing &&
    BEFORE_THE_RACE.has(first ?? 'stand') &&
    acts.some((a) => STRIDES.has(a.verb)) &&
    !acts.some((a) => FALLS.has(a.verb))
      ? 'run'
      : null;
  // (What the hero does under its name read twice, 'called Gizmo ... Gizmo the rabbit hopped', is its too.)
  const heroTwice = present.filter((c, i) => i !== heroIndex && c.name !== null && c.name === heroChar?.name);
  const heroGoes = [...heroActions, ...heroTwice.flatMap((c) => actionsOf(reading.characters.indexOf(c)))];
  // Catching or lifting something on a page where the hero also flies ('caught it in time! ... flew up
  // and lifted it down') is a rescue in the air: the flight is the picture.
  const rescueFlight = candidates[0]?.pose === 'hold' && candidates.some((c) => c.pose === 'fly');
  const firstPose: Pose = holdsBaby
    ? 'hold'
    : rescueFlight
      ? 'fly'
      : (asleep?.pose ?? racePose(heroGoes, candidates[0]?.pose) ?? candidates[0]?.pose ?? 'stand');
  // Sitting and reading ('sat on the sofa and read', 'sat under the tree, reading'): seated, a book held up.
  const reads = candidates.some((c) => c.pose === 'read') || /\b(?:sat|sits|sitting|curled up)\b[^.!?]*,\s*reading\b/.test(lower);
  const sits = heroSits || candidates.some((c) => c.pose === 'sit');
  const heroPose: Pose =
    sits && reads && firstPose !== 'sleep' ? 'sitRead' : heroSits && firstPose !== 'sleep' ? 'sit' : firstPose;
  // A phrase's face counts unless it came with another pose than the one drawn ("fell asleep" later on).
  const senseFaceHere = heroSenses.find((s) => s.expression && (!s.pose || s.pose === heroPose))?.expression;
  // Someone else's tears or laughter is not the mood of the hero's face (one lying calm in bed has no feeling to take).
  const othersFeel = senses.some((s) => s.expression && s.expression !== 'calm' && !heroSenses.includes(s));
  const heroExpression: Expression =
    senseFaceHere ??
    (reading.mood && !othersFeel ? feeling.expression : othersFeel ? 'calm' : (POSE_FEELING[heroPose] ?? 'happy'));

  const companions: CharacterPlan[] = [];
  /** Each companion by who they are in `present`. */
  const companionOf = new Map<number, CharacterPlan>();
  // A wild animal's family is of its kind: an ant's dad is an ant, a hedgehog's grandpa a hedgehog
  // (a pet's 'Mum' may be the child who has it).
  const heroLanguageKind = rigOf(heroKind).rig !== 'person' && !heroKind.startsWith('thing:') ? languageKindOf(heroKind) : null;
  const animalFamily = heroLanguageKind !== null && !heroLanguageKind.human && heroLanguageKind.group !== 'pet';
  present.forEach((c, i) => {
    if (i === heroIndex || companions.length >= 3) return;
    if (animalNameOnly(c) && !CHILD_WORD.test(lower)) return;
    // 'to make a friend', 'their new friend' beside the goat: a friend the page does not name is
    // one only wished for, or someone else there ('the goat' is the friend), not another child.
    if (!c.name && c.kind.word === 'friend' && refineKind(c, paragraph) === c.kind) {
      // (someone else named counts, drawn or not: 'play with their new friend ... Rolo and Coco').
      const others =
        present.some((o, j) => j !== heroIndex && o.kind.word !== 'friend' && drawable(o)) ||
        reading.characters.some((o) => o.name !== null && o.name !== (heroChar?.name ?? hero.name) && o.kind.word !== 'friend');
      if (others || onlyWishedFor(lower, c.kind)) return;
    }
    // ('played shops with Teddy', 'showed Teddy how to calm down': a child's Teddy, with no kind said, is a teddy bear.)
    const teddy = c.name === 'Teddy' && ['child', 'boy'].includes(c.kind.word) && rigOf(heroKind).rig === 'person';
    // ('painted spots on a friend who was fast asleep', of an octopus: a friend of its own kind, not a child.)
    const kindsFriend =
      !c.name && c.kind.word === 'friend' && refineKind(c, paragraph) === c.kind && rigOf(heroKind).rig !== 'person';
    const own = teddy ? 'teddy' : kindsFriend ? heroKind : figureKind(refineKind(c, paragraph), c.name);
    // ('a friend who was fast asleep. That friend was not pleased!': one friend.)
    if (kindsFriend && present.some((o, j) => j < i && j !== heroIndex && !o.name && o.kind === c.kind)) return;
    const kin = c.kind.group === 'family' || c.kind.word === 'baby';
    // (The family of one still growing is of the kind it grows into: Mother Hen by the egg is a hen.)
    const kind = animalFamily && kin ? grownKind(heroKind, hero.kind, paragraph) : own;
    if (!kind) return;
    // Another stage of the hero's own growing said of no one ('The caterpillar makes a hard case called
    // a chrysalis' beside Biscuit in it, 'A butterfly starts life as a tiny egg'): the hero's kind talked of.
    if (!c.name && !kin && kind !== heroKind && sameGrowing(kind, heroKind)) return;
    // The same hero named twice, or another word for the hero ("the bright-eyed girl" when Mia is
    // the hero): an unnamed child is the hero unless the text brings in another ("a girl", "two boys").
    // (A baby or a young one of the hero's kind is another: 'hugged the baby hedgehog'.)
    const age = rigOf(kind).rig === 'person' ? null : ageOf(c.kind, lower, c.name);
    if (kind === heroKind && !c.name && heroChar && heroChar.kind === c.kind && !(age === 'young' && youngBeside(lower, c.kind)))
      return;
    // (So is 'the bus driver' when the book's hero is the bus driver Alex, the page naming only Alex:
    // one bus driver, unless the page brings in another, 'a bus driver'.)
    if (kind === heroKind && !c.name && heroChar && isRoleKind(kind) && !anotherOfKind(lower, c.kind)) return;
    // A thing that is the hero is the one of its kind: 'said the train', 'a brave little train' is
    // the little train who is the hero, unless the page brings in another ('two trains', 'the other train').
    // (The train drawn from its artwork, 'train', is the same one as the hero 'thing:train'.)
    const heroThing = heroKind.startsWith('thing:') && (kind === heroKind || `thing:${kind}` === heroKind);
    if (heroThing && !c.name && !anotherThing(lower, c.kind)) return;
    // 'his sister Leah ... told Leah': one Leah.
    if (c.name && present.some((o, j) => j < i && o.name === c.name)) return;
    // 'a deer named Dot ... the deer': one deer, the named one (one grandpa, be he a hedgehog); 'a
    // fisherman called Ali ... the fisherman' is Ali, though a fisherman alone is drawn as a woman.
    const job = jobOf(refineKind(c, paragraph));
    if (
      !c.name &&
      present.some(
        (o, j) =>
          j !== heroIndex &&
          o !== c &&
          (o.name || j < i) &&
          (figureKind(refineKind(o, paragraph), o.name) === own || (job !== null && jobOf(refineKind(o, paragraph)) === job)),
      )
    )
      return;
    if (
      !c.name &&
      ['girl', 'boy', 'child'].includes(c.kind.word) &&
      rigOf(heroKind).rig === 'person' &&
      !anotherChild(lower, c.kind)
    )
      return;
    const index = reading.characters.indexOf(c);
    // ('They fell asleep dreaming of the wise grandpa': the one dreamed of is not one of the sleepers.)
    const dreamedOf = (s: (typeof senses)[number]) =>
      onlyDreamedOf([c.name?.toLowerCase() ?? c.kind.word], sentenceAround(lower, s.pattern));
    // (Falling asleep is how the sentence leaves them: 'Rosie yawned, gave Nutmeg a hug and fell fast asleep' sleeps.)
    const phrase =
      senses.find((s) => s.pose === 'sleep' && doer(s) === i && !s.together && !shared.has(s)) ??
      senses.find((s) => (s.pose || s.expression) && (doer(s) === i || (shared.has(s) && s.pose && !dreamedOf(s))));
    const doing = actionsOf(index).map((a) => poseOfAction(a));
    const pose: Pose =
      doing.includes('read') && (doing.includes('sit') || (seat && sitter === i))
        ? 'sitRead'
        : seat && sitter === i
          ? 'sit'
          : holdsTheBaby(actionsOf(index), c, present, paragraph)
            ? 'hold'
            : (phrase?.pose ??
              racePose(actionsOf(index), poseFrom(actionsOf(index)) ?? undefined) ??
              poseFrom(actionsOf(index)) ??
              'stand');
    // (An animal's trouble, by its name or its kind's words: 'Pip the kitten ... up in the tree'.)
    const trouble =
      rigOf(kind).rig === 'person'
        ? null
        : troubleOf(text, [...(c.name ? [c.name] : []), c.kind.word, c.kind.plural, ...c.kind.words]);
    const companion: CharacterPlan = {
      role: 'companion',
      kind,
      name: c.name,
      colour: colourBefore(lower, c.kind.word),
      pose,
      expression: phrase?.expression ?? (reading.mood === 'scared' ? 'scared' : (POSE_FEELING[pose] ?? 'happy')),
      // (One called by name is one: 'Maya and Frankie ... Best friends again!' draws no second Frankie.)
      count: c.name && c.via === 'name' ? 1 : countOf(lower, c.kind),
      ...(age && { age }),
      ...(job && { job }),
      ...(trouble && { trouble }),
      ...(c.name && wears.has(c.name) && wears.get(c.name) !== kind && { wears: wears.get(c.name)! }),
    };
    companions.push(companion);
    companionOf.set(i, companion);
  });

  // A vehicle someone drives, steers, flies, rides or sits in ('Dad drove the car', 'Zoe steered the
  // little submarine'): drawn with them in it, whoever they are; they sit at its wheel. Gone in
  // together with the hero ('Sam and his mum sat in the car'), the hero is the one seen in it. A
  // vehicle that is the hero ('the little train') is drawn once, as the hero.
  const found = vehicleRidden(text);
  // A passenger aboard a plane (its seatbelt, its window, the clouds below) is seen at a window of
  // the big plane carrying them, up among the clouds; one flying the plane is at its cockpit.
  const piloted = found?.icon === 'airplane' && PILOTING.test(found.pattern.source);
  const passenger = !piloted && !heroKind.startsWith('thing:') && aboardAPlane(text);
  const ride = passenger ? AIRLINER : found && !heroKind.startsWith(`thing:${found.drawn ?? found.icon}`) ? found : null;
  const riderAt = ride ? phraseDoer(text, ride.pattern, present, heroIndex) : -1;
  // Those taken along ('Mum drove Leo home in the car') ride in it too: a hero taken along is the one
  // seen in it, like a hero who goes in with the driver; others sit inside, unseen behind the one seen.
  const carried = present
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => i !== riderAt && ride?.carried && mentions(ride.carried, c))
    .map(({ i }) => i);
  const riderPlan =
    ride &&
    riderAt >= 0 &&
    riderAt !== heroIndex &&
    !carried.includes(heroIndex) &&
    !doneTogether(
      text,
      ride.pattern,
      others.filter((w): w is string => w !== null),
    )
      ? companionOf.get(riderAt)
      : undefined;
  if (riderPlan && !ride!.flown) riderPlan.pose = 'sit';
  if (ride && !ride.flown)
    for (const i of riderAt >= 0 ? [...carried, riderAt] : carried) {
      const plan = companionOf.get(i);
      if (plan) plan.pose = 'sit';
    }
  const heroRides = ride !== null && riderPlan === undefined;
  if (passenger) {
    // (everyone with the hero sits at the windows behind; the planes named are the one they are in)
    for (const c of companions) if (rigOf(c.kind).rig === 'person') c.pose = 'sit';
    companions.splice(0, companions.length, ...companions.filter((c) => !c.kind.startsWith('thing:plane')));
  }

  // A group of people the reading did not take for someone ('the children playing below', 'the
  // villagers', 'her friends cheered'): drawn as a small group of children or grown-ups.
  // An unnamed child hero read from the group ('the kids ran') is one of them: the rest join in.
  const crowd = companions.length < 3 ? groupIn(lower) : null;
  const heroInCrowd = crowd?.kind === 'child' && heroChar !== null && !heroChar.name && heroChar.kind.group === 'child';
  const same = crowd && companions.find((c) => c.kind === crowd.kind && !c.name && c.count === 1);
  if (crowd && same) same.count = crowd.count;
  else if (crowd && !companions.some((c) => c.count > 1 && rigOf(c.kind).rig === 'person')) {
    // (What the group does together, a phrase's pose ('the children played cards': sat), comes first.)
    const together = senses.find((s) => s.pose && shared.has(s))?.pose;
    const pose = together ?? (heroInCrowd && crowd.pose === 'stand' ? heroPose : crowd.pose);
    companions.push({
      role: 'companion',
      kind: crowd.kind,
      name: null,
      colour: null,
      pose,
      expression: reading.mood === 'scared' ? 'scared' : (POSE_FEELING[pose] ?? 'happy'),
      count: heroInCrowd ? Math.max(1, crowd.count - 1) : crowd.count,
    });
  }

  // Others of the hero's own kind there with it ('All the penguins huddled close round Tansy', 'the other ducklings
  // crowded round'): drawn beside it, a few of them, unless only thought of, missed or long gone.
  const ownKind = heroChar?.kind;
  const ownKindOthers =
    ownKind && !ownKind.human && companions.length < 3 && !companions.some((c) => c.kind === heroKind)
      ? new RegExp(`\\b(?:all the|the other|all (?:her|his|its|their) (?:\\w+ )?|the) ${escapeRegExp(ownKind.plural)}\\b`).exec(
          lower,
        )
      : null;
  if (
    ownKindOthers &&
    !/\b(?:about|miss(?:ed|es)?|without|wish(?:ed)?|dream(?:ed|t|ing)?|thought|imagined|stories|book|like)\b/.test(
      lower.slice(Math.max(0, ownKindOthers.index - 24), ownKindOthers.index),
    ) &&
    // ('The dinosaurs died out long ago': a fact of the kind, not others there.)
    !/\b(?:died|long ago|extinct|used to|years ago)\b/.test(sentenceAt(lower, ownKindOthers.index))
  )
    companions.push({
      role: 'companion',
      kind: heroKind,
      name: null,
      colour: null,
      pose: heroPose,
      expression: 'happy',
      count: 2,
    });

  // The animal ridden, when the reading missed it ("rode a camel past the palm trees" is read as
  // one thing): the picture is of a rider on its mount.
  if (heroPose === 'ride' && !companions.some((c) => rigOf(c.kind).rig === 'quad') && companions.length < 3) {
    const ridden = /\b(?:rode|ride|rides|riding)\s+(?:on\s+)?(?:a|an|the|his|her|their|my|our)?\s*(\w+)(?:\s+(\w+))?/.exec(lower);
    const kind = [ridden?.[1], ridden?.[2]]
      .map((word) => (word ? kindOf(word) : undefined))
      .map((k) => (k ? figureKind(k) : null))
      .find((k) => k !== null && k !== undefined && rigOf(k).rig === 'quad');
    if (kind)
      companions.push({
        role: 'companion',
        kind,
        name: null,
        colour: null,
        pose: 'stand',
        expression: 'happy',
        count: 1,
      });
  }

  // Where and when.
  // A tortoise is drawn as a turtle but lives on land: its race is run in a garden or a meadow, never at sea.
  const tortoise = heroKind === 'turtle' && /\btortoises?\b/.test(`${lower} ${promptWords.toLowerCase()}`);
  const habitat = tortoise
    ? kindByWord('tortoise').habitat
    : (heroChar?.kind.habitat ?? (rigOf(heroKind).rig !== 'person' ? languageKindOf(heroKind).habitat : undefined));
  // A setting hinted at by one kind of thing only (an egg: a farm) gives way to the home of an animal
  // hero that lives nowhere else (the ice, under the sea, space); more hints (a swing and a slide), a
  // place word, or a hero at home in many places (a hedgehog by market stalls) keep it.
  const hints = reading.setting
    ? new Set(
        matchSettings(lower.match(/[a-z]+/g) ?? [])
          .filter((m) => m.setting === reading.setting)
          .map((m) => m.text),
      ).size
    : 0;
  // With nothing named at all, the book's place so far comes first (a penguin at the zoo stays there); so it does over
  // a hint that is only the hero's own kind (a snowman melting in the garden stays in the garden).
  const hinted =
    reading.places.length === 0 &&
    hints <= 1 &&
    !(bookPlace && !reading.setting) &&
    !(bookPlace && ownKindHint(lower, reading.setting, heroKind)) &&
    habitat &&
    ONLY_HOME.has(habitat) &&
    rigOf(heroKind).rig !== 'person'
      ? backdropOfHabitat(habitat)
      : null;
  // A paragraph that names no place happens where the book is (the place its first page named),
  // before the visual prompt's place, the home of whoever is in it or a place one thing only hints
  // at (a dragon, read as a hint of a castle, visits the campsite).
  const onlyHinted = reading.places.length === 0 && hints <= 1;
  // Going to bed, with no other place named, is in the bedroom (a person's; an animal sleeps where it
  // lives); so is sleeping and dreaming ('dreamed of being an astronaut' is in bed, not in space).
  const toBed =
    rigOf(heroKind).rig === 'person' &&
    (/\b(?:bedtime|tucked|(?:to|in|into|before|for) (?:\w+ )?bed|under (?:her|his|their|my|the) pillow)\b/.test(lower) ||
      BABY_BED.test(lower) ||
      (heroPose === 'sleep' && /\b(?:dream(?:ed|t|s|ing)?|thinking (?:of|about))\b/.test(lower)) ||
      (SNUGGLED_DOWN.test(lower) && reading.places.length === 0))
      ? 'bedroom'
      : null;
  // ('That night, the snow glowed blue under the moon. Alex fell asleep', 'woke up and peeped out of the
  // window. Everything was white!': only the day's weather and the sky named, no place; asleep at night,
  // or just woken and at the window, is in the bedroom.)
  // ('When the sun went down ... Alex fell asleep with the window open': nightfall and a window, pillow
  // or duvet is bedtime too, and in bed, not where the book's day was spent, the garden.)
  const inBed = BED_THINGS.test(lower);
  const asleepAtNight =
    rigOf(heroKind).rig === 'person' &&
    ((FELL_ASLEEP.test(lower) && (/\bnight\b/.test(lower) || (NIGHTFALL.test(lower) && inBed))) ||
      (WOKE_UP.test(lower) && FROM_A_WINDOW.test(lower))) &&
    reading.places.every((p) => WEATHER_AND_SKY.test(p.text) || roundTheHouse(lower, p.text))
      ? 'bedroom'
      : null;
  const bedtimeAtHome = asleepAtNight !== null && inBed;
  // At the table with no place named is at home, in the kitchen.
  const atTable = AT_TABLE.test(lower);
  // Someone coming in at a door ('the door opened, and in came Santa'), with no place named or
  // only where they came in from ('came in from the garden'), is indoors.
  const comingIn =
    (onlyHinted || /\b(?:in|inside|indoors) from\b/.test(lower)) && COMING_IN.test(lower)
      ? (roomOfItsOwn(lower) ?? 'living-room')
      : null;
  // A place only hinted at by words a phrase reads otherwise ('a fish flipped into the net' is a
  // catch, not the sea's floor) is none.
  const hintWords = reading.places.length === 0 && reading.setting ? matchSettings(lower.match(/[a-z]+/g) ?? []) : [];
  const onlyDroppedHints =
    hintWords.some((m) => m.setting === reading.setting) &&
    hintWords.filter((m) => m.setting === reading.setting).every((m) => dropped.has(m.text));
  // The wind blowing where someone is ('The wind blew, and Jamie spun round and round') is weather
  // there, not a flight up in the sky.
  const onlyTheWind =
    rigOf(heroKind).rig === 'person' &&
    hintWords.some((m) => m.setting === 'sky') &&
    hintWords.filter((m) => m.setting === 'sky').every((m) => /^(?:wind|winds|windy|breeze|gusts?)$/.test(m.text));
  // A sky read from the weather alone ('Then dark clouds rolled in', 'the sun went behind a cloud') is over the place, not a flight up into it; a
  // cloud of the story is someone there.
  const onlyTheWeather =
    reading.places.length === 0 &&
    reading.weather !== null &&
    reading.setting !== null &&
    SKY_PLACES.has(reading.setting as SettingId) &&
    hintWords.every((m) => m.setting !== reading.setting || SKY_WEATHER.test(m.text)) &&
    ![heroKind, ...companions.map((c) => c.kind)].some((k) => /cloud/.test(k));
  const ownRead = backdropOf(
    onlyDroppedHints || onlyTheWind || onlyTheWeather ? { ...reading, setting: null } : reading,
    paragraph,
  );
  // In a kitchen book, the stove the cat dozes by is the kitchen's, not a hearth in the living room.
  // Crayons or a pencil with the family and no teacher or school named are at home ('her big sister took the crayons').
  const crayonsAtHome =
    ownRead === 'classroom' &&
    onlyHinted &&
    PLAY_AT_HOME.test(lower) &&
    [heroKind, ...companions.map((c) => c.kind)].some((k) => FAMILY_GROWN_UPS.has(k) || k === 'sister' || k === 'brother');
  const own =
    bookPlace === 'kitchen' && ownRead === 'living-room' && KITCHEN_STOVE.test(lower)
      ? 'kitchen'
      : bookPlace === 'beach' && ownRead === 'sea' && !AFLOAT.test(lower)
        ? 'beach'
        : crayonsAtHome
          ? 'living-room'
          : (ownRead ?? (rigOf(heroKind).rig === 'person' && BATH_TIME.test(lower) ? 'bathroom' : null));
  // In a book at home, a hint of another room of it goes there (a cot in a kitchen book: the bedroom).
  const otherRoom =
    bookPlace !== null && HOME_ROOMS.has(bookPlace) && own !== null && ROOMS_OF_THEIR_OWN.has(own) && own !== bookPlace;
  // In a book begun at home, a farm's or a wild animal met on a page that names nowhere is met where
  // it lives ('He ran past a cow and a horse': the farm, not the cottage's living room); a pet stays in,
  // and so does a bedtime book's sheep counted in bed.
  const outOfHome =
    bookPlace !== null &&
    HOME_ROOMS.has(bookPlace) &&
    bookPlace !== 'bedroom' &&
    heroPose !== 'sleep' &&
    !/\bcount\w* sheep\b/.test(lower) &&
    reading.places.length === 0 &&
    own !== null &&
    !ROOMS.has(own) &&
    !toBed &&
    present.some((c) => (c.kind.group === 'farm' || c.kind.group === 'wild') && c.kind.habitat === own);
  // (The optician's is said by its own word: the language module has no setting of its own for it.)
  const opticians = reading.places.length === 0 && OPTICIANS.test(lower) ? 'optician' : null;
  // A giant met with nowhere named is at home in his castle ('The giant counted his golden eggs and
  // began to snore'), not down on the farm the book began on; one coming down the beanstalk is below.
  const giantsCastle =
    reading.places.length === 0 &&
    heroKind !== 'giant' &&
    companions.some((c) => c.kind === 'giant') &&
    !/\bbeanstalk\b|\b(?:slid|climbed|came|ran|hurried) down\b/.test(lower)
      ? 'castle'
      : null;
  // (Home only guessed from toys or a hug is this page's, not the book's place: 'Grandma and Chloe
  // squeezed lemons' before the lemonade stand by the front gate.)
  const homeGuess = rigOf(heroKind).rig === 'person' ? atHome(lower, heroPose, companions) : null;
  // A child's page of a hot, windy or rainy day that names nowhere is out in the garden at home, not a far meadow.
  // ('Back inside by the window, Sky drank hot chocolate': a room of home, the weather out of the window.)
  const weatherAtHome =
    rigOf(heroKind).rig === 'person' && DAY_OF_WEATHER.test(`${lower} ${promptWords.toLowerCase()}`)
      ? INDOORS.test(lower)
        ? 'living-room'
        : 'garden'
      : null;
  // In a book begun in a room of its own at school (the music room, the hall, the dance studio), a page
  // only hinting at school ('Miss Nia knelt down... waiting for the next lesson') stays in that room.
  const schoolRoom =
    bookPlace !== null && SCHOOL_ROOMS.has(bookPlace) && reading.setting === 'school' && reading.places.length === 0
      ? bookPlace
      : null;
  // ('The kite flopped down onto the grass' in the park: the park's own grass, not a meadow.)
  const onItsGrass =
    bookPlace !== null &&
    GRASSY.has(bookPlace) &&
    reading.places.length > 0 &&
    reading.places.every((p) => /^(?:the )?(?:grass|grassy|lawn|ground)$/.test(p.text.toLowerCase()))
      ? bookPlace
      : null;
  // In a hospital book, a bed is the ward's and home only hoped for ('Grandma could come home very soon'), until
  // the page goes home.
  const wardBed =
    bookPlace === 'hospital' &&
    (own === 'bedroom' || own === 'living-room') &&
    !/\bbedroom\b|\b(?:went|got|came|walked|drove|ran|was|were) (?:back )?home\b|\b(?:at|back) home\b/.test(lower)
      ? 'hospital'
      : null;
  const named =
    (inPumpkinPatch(lower, promptWords.toLowerCase()) ? 'pumpkin-patch' : null) ??
    wardBed ??
    onItsGrass ??
    opticians ??
    giantsCastle ??
    comingIn ??
    hinted ??
    schoolRoom ??
    (bookPlace && onlyHinted && !toBed && !bedtimeAtHome && !otherRoom && !outOfHome ? bookPlace : null) ??
    // ('all the way home ... fell asleep dreaming': home is the bedroom, not the street outside.)
    (toBed && onlyTheWordHome(lower) ? toBed : null) ??
    asleepAtNight ??
    own ??
    toBed ??
    bookPlace ??
    weatherAtHome ??
    (atTable ? 'kitchen' : null) ??
    // (a baby with nowhere named is at home)
    ([heroKind, ...companions.map((c) => c.kind)].includes('baby') ? 'living-room' : null) ??
    // (missing one who died, with nowhere named, is at home: 'Tansy had died. Nora missed him')
    (rigOf(heroKind).rig === 'person' && (SOMEONE_DIED.test(lower) || SOMEONE_DIED.test(promptWords.toLowerCase()))
      ? 'living-room'
      : null) ??
    promptPlace() ??
    senses.find((s) => s.setting)?.setting ??
    homeGuess;
  let setting: SettingId = named ?? backdropOfHabitat(habitat) ?? 'meadow';
  if (!isSetting(setting)) setting = 'meadow';
  // Craters on the moon, or in a book out in space, are the moon's, not a volcano's.
  if (setting === 'volcano' && moonCraters(lower, bookPlace)) setting = 'moon';
  // A waiting room (a clinic's word) in a dentist's book, or with the dentist on the page, is the dentist's.
  if (
    setting === 'hospital' &&
    (bookPlace === 'dentist' || /\bdentist/.test(lower)) &&
    !/\b(?:hospital|doctor|nurse|ward|vets?)\b/.test(lower)
  )
    setting = 'dentist';
  // In a cinema book, the film's own places ('On the screen, a little fox set off to find the moon')
  // and its dark room of seats are seen from the seats: the picture is of the cinema.
  if (bookPlace === 'cinema' && AT_THE_PICTURES.test(lower) && !toBed) setting = 'cinema';
  // In a book in a workshop ('the shoemaker's workshop'), 'the shop' is that shop, not a market of stalls
  // ('they danced round the shop and out of the door').
  if (
    bookPlace === 'shop' &&
    setting === 'market' &&
    !/\b(?:market|stalls?|supermarket|festival|fete|shopping)\b/.test(lower) &&
    /\b(?:the|his|her|their|our|my) shop\b/.test(lower)
  )
    setting = 'shop';
  // So in a theatre book, its stage, actors and seats are seen from the seats.
  if (bookPlace === 'theatre' && AT_THE_PLAY.test(lower) && !toBed) setting = 'theatre';
  // An animal's home is where it lives: 'the fox was happy at home', 'the whale swam home' (no
  // sofa, bed or house named) is the forest or the sea, not a living room.
  const heroAnimal = rigOf(heroKind).rig !== 'person' && !heroKind.startsWith('thing:') ? languageKindOf(heroKind) : null;
  if (heroAnimal?.habitat && setting === 'living-room' && onlyTheWordHome(lower))
    setting = backdropOfHabitat(heroAnimal.habitat) ?? setting;
  // Back inside from the snow or the rain ('Back inside by the window, Remy drank hot chocolate'): a
  // room of home, the weather only out of its window.
  if (
    BACK_INSIDE.test(lower) &&
    !ROOMS.has(setting) &&
    rigOf(heroKind).rig === 'person' &&
    reading.places.every((p) => WEATHER_AND_SKY.test(p.text) || p.text === heroChar?.name)
  )
    setting = roomOfItsOwn(lower) ?? 'living-room';
  // A paddling pool is filled in the garden at home, not at the swimming pool.
  if (setting === 'pool' && /\bpaddling pools?\b/.test(lower) && !/\bswimming\b/.test(lower)) setting = 'garden';
  // A creature that only swims is in the water wherever the story says it is.
  // (under the surface: on the open sea the figures stand in a boat).
  if (heroAnimal && onlySwims(heroAnimal) && !WATERS.has(setting)) setting = 'underwater';
  // Stars only read or talked about ('a book about the stars') are no night sky; the moon looked at is
  // out in it ('looked at the moon from the garden'), as is the moon that shines or smiles down.
  const starsOut = (
    lower.match(
      /\b(?:\w+ ){0,2}(?:stars|starry|moonlight|moonlit)\b|\b(?:look|gaz|star|peer|watch|point|wav)[a-z]* (?:up )?(?:at |to |towards )?the (?:\w+ )?moon\b(?! dust| rocks?\b| buggy)|\bthe (?:\w+ )?moon (?:smiled|shone|glowed|beamed|hung|rose|peeped|winked)\b/g,
    ) ?? []
  ).some((m) => !/\babout\b/.test(m));
  const when = timeNarrated(reading.time, lower);
  let time: TimeOfDay = when ? TIMES[when] : SUNSET.test(lower) ? 'sunset' : starsOut ? 'night' : 'day';
  // Falling asleep, bedtime and dreaming happen at night, unless the text says when.
  // Waking up is in the morning, whatever was dreamed of before.
  // ('"Wake up, everyone!" he whispered' at midnight is said, not done.)
  // (Not waking from a nap with a start: 'woke up with a jump' in the middle of the race is still by day.)
  if (!when && WOKE_UP.test(lower.replace(/["“][^"”]*["”]/g, ' ')) && !WOKE_FROM_A_NAP.test(lower)) time = 'morning';
  // (Going to sleep after the day's deed somewhere nobody sleeps, 'jumped for joy at the dentist's
  // ... fell asleep dreaming of it', is later, at home: the picture is of the day there.)
  // (A nap out of doors, 'fell asleep on the warm sand', is by day: only bed, bedtime, goodnight or
  // dreams make it night.)
  else if (
    !when &&
    BEDTIME.test(lower) &&
    !(heroPose !== 'sleep' && AWAKE_PLACES.has(setting)) &&
    !(!ROOMS.has(setting) && !BEDTIME.test(lower.replace(NAPPING, '')))
  )
    time = 'night';
  // The moon that is someone shines in the night sky ('High up in the dark sky, Moon shone all alone'),
  // at night wherever it looks down on.
  if (heroKind === 'thing:moon') {
    if (setting === 'sky' || setting === 'space' || setting === 'moon') setting = 'night-sky';
    time = 'night';
  }
  // A part of the world that is someone and cannot go anywhere (a mountain, a volcano, a lighthouse, a star: the
  // language module's still kinds) is where it stands on every page, whatever else the page names: its own place,
  // with the friends who come to it. A star's or the moon's night sky is the day's sky only when the page says so.
  const stillOne = heroKind.startsWith('thing:') ? languageKindOf(heroKind) : null;
  const stillHome = stillOne?.still ? backdropOfHabitat(stillOne.habitat) : null;
  // (Up in the sky, it may look down on a place the page names: 'Moon shone down on the sea' is the sea at night.)
  const lookedDownOn = SKY_PLACES.has(stillHome ?? 'meadow') && reading.places.length > 0 && LOOKS_DOWN.test(lower);
  if (stillHome && isSetting(stillHome) && !lookedDownOn) {
    const byDay = Boolean(when) && (time === 'day' || time === 'morning');
    setting = stillHome === 'night-sky' && byDay ? 'sky' : stillHome;
    if (setting === 'night-sky') time = 'night';
  }
  // Toys that come alive at night ('A teddy bear who comes alive at night', "Rosie's doll wakes up at
  // midnight"): every page is that night in the child's bedroom, the music box and the tea party
  // too, unless a page says morning or goes somewhere out of the house.
  const toyNight =
    rigOf(heroKind).rig !== 'plant' &&
    !heroKind.startsWith('thing:') &&
    languageKindOf(heroKind).group === 'toy' &&
    TOY_NIGHT.test(promptWords.toLowerCase());
  if (toyNight && !when && time === 'day') time = 'night';
  if (toyNight && (SKY_PLACES.has(setting) || reading.places.every((p) => WEATHER_AND_SKY.test(p.text)))) setting = 'bedroom';
  // A night in a tent in the garden ('Camping in the garden'): every page is that night in the garden, the tent
  // pitched on its grass (no campsite, no meadow), unless a page says morning or goes back indoors.
  const gardenCamp = GARDEN_CAMP.test(promptTold) && rigOf(heroKind).rig === 'person';
  if (gardenCamp && !when && time === 'day') time = 'night';
  if (gardenCamp && (OPEN_GROUND.has(setting) || reading.places.every((p) => WEATHER_AND_SKY.test(p.text)))) setting = 'garden';
  // A power cut at home ('The day the power went out'): every page is that dark evening indoors, the street's lights
  // out and the telly's puppet show in the living room, unless a page says morning or goes to bed.
  const powerCut = POWER_CUT.test(promptTold) && rigOf(heroKind).rig === 'person';
  if (powerCut && !when && time === 'day') time = 'night';
  if (powerCut && !HOME_ROOMS.has(setting)) setting = 'living-room';
  // A rocket or a pirate ship made of a cardboard box is played in at home: its trip to the moon is across the living
  // room, by day, unless a page goes to bed with it.
  const boxPlay = boxPlayIn(promptTold) && rigOf(heroKind).rig === 'person';
  // Santa's own Christmas Eve ('Santa gets stuck in the chimney'): every page is that night, over the town's rooftops
  // or by a tree indoors, unless a page says when; the Easter bunny's eggs are hidden in one garden.
  const santaNight =
    heroKind === 'santa' && /\b(?:santa|father christmas)\b/i.test(promptWords) && !/\bwaits? for\b/i.test(promptWords);
  if (santaNight && !when && (time === 'day' || time === 'sunset') && !SUNSET.test(lower)) time = 'night';
  // (The houses he cannot see in the fog are the town's, not a room of home.)
  if (santaNight && (OPEN_GROUND.has(setting) || setting === 'garden' || setting === 'living-room'))
    setting = /\b(?:stockings?|christmas tree|mince pies?|fireplace|chimney slid)\b/.test(lower) ? 'living-room' : 'village';
  // The littlest reindeer's Christmas Eve ('Rudolph saves Christmas'): the fog and the flight are that night.
  const reindeerNight = heroKind === 'reindeer' && REINDEER_CHRISTMAS.test(promptWords);
  if (reindeerNight && !when && time === 'day' && /\b(?:christmas eve|fog|snowstorm|flew|rooftops|harness)\b/.test(lower))
    time = 'night';
  // (Practice in the snow is at the North Pole, never a garden's; the flight is up in the night sky.)
  if (reindeerNight && setting === 'garden') setting = 'arctic';
  if (reindeerNight && /\bflew\b/.test(lower) && !ROOMS.has(setting)) setting = 'sky';
  // An elf's Christmas ('Santa's elves make toys') is had in Santa's workshop, not out in the snow.
  const elfWorkshop = heroKind === 'elf' && ELF_CHRISTMAS.test(promptWords);
  if (elfWorkshop && (setting === 'arctic' || setting === 'forest' || OPEN_GROUND.has(setting))) setting = 'workshop';
  const easterBunny = heroKind === 'rabbit' && /\beaster\b/i.test(promptWords);
  if (easterBunny && EASTER_ELSEWHERE.has(setting)) setting = 'garden';
  // The class pet's weekend is at the child's home: the classroom only where the page says school.
  if (setting === 'classroom' && CLASS_PET_HOME.test(promptWords.toLowerCase()) && !AT_SCHOOL.test(lower))
    setting = 'living-room';
  // In a book under the night sky, the moon passed or the stars thought of are up above, seen from
  // the ground ('slunk on past a round silver moon'): out in space only with a rocket or a planet.
  // (So are the stars a fox or a child looks at, wishes under or sleeps under: no space named, nobody flies there.)
  if (
    (setting === 'moon' || setting === 'space') &&
    (book.place === 'night-sky' || (setting === 'space' && heroPose !== 'fly')) &&
    !OUT_IN_SPACE.test(lower)
  )
    setting = 'night-sky';
  if (ALWAYS_NIGHT.has(setting)) time = 'night';
  // ('In the dark, a shadow moved by the bed': the dark of a room at home is night-time.)
  if (
    !when &&
    time === 'day' &&
    ROOMS.has(setting) &&
    ((/\bin the dark\b/.test(lower) && !/\bafraid of the dark|scared of the dark\b/.test(lower)) || DARK_ROOM.test(lower))
  )
    time = 'night';
  const lightsOut = ROOMS.has(setting) && LIGHTS_OUT.test(lower) && !LIGHTS_ON.test(lower);
  // The moon as the page tells it: gone (stars only) or a thin crescent, at night or just after sunset.
  const told = paragraph.toLowerCase();
  const moon: 'none' | 'crescent' | null =
    time !== 'night' && time !== 'sunset'
      ? null
      : MOON_GONE.test(told)
        ? time === 'night'
          ? 'none'
          : null
        : MOON_CRESCENT.test(told)
          ? 'crescent'
          : null;
  // The moon or the stars looked at from a window at home are seen through the bedroom's window
  // (the room of the house drawn with one), not from a living room with none.
  if (
    setting === 'living-room' &&
    time === 'night' &&
    MOON_OR_STARS.test(lower) &&
    FROM_A_WINDOW.test(lower) &&
    !/\b(?:living room|sitting room|lounge|sofa|couch|fireplace)\b/.test(lower)
  )
    setting = 'bedroom';
  // The sky seen through a window from indoors ('stars shone through the window', 'looked at the
  // moon out of her window') is in the bedroom's window, not out in space; a rocket's or a plane's
  // window is up there.
  // ('Jack peeked out at the dark sky, looking for a sleigh': out of the window, from the living room.)
  if (SKY_PLACES.has(setting) && LOOKS_OUT_AT_THE_SKY.test(lower) && !/\b(?:rockets?|planes?|flew|flying)\b/.test(lower)) {
    setting = /\b(?:bed|bedroom|pillows?|duvet)\b/.test(lower) ? 'bedroom' : 'living-room';
    if (!when) time = 'night';
  }
  if (
    SKY_PLACES.has(setting) &&
    MOON_OR_STARS.test(lower) &&
    FROM_A_WINDOW.test(lower) &&
    !/\b(?:rockets?|spaceships?|spacecraft|space ?station|shuttle|planes?|aeroplanes?|airplanes?|helicopters?)\b/.test(lower)
  ) {
    setting = /\b(?:living room|sitting room|lounge|sofa|couch|fireplace)\b/.test(lower) ? 'living-room' : 'bedroom';
    if (!when) time = 'night';
  }
  // The moon, the sun or a star that is someone is up in the sky, never standing in a room: one
  // with the hero indoors is the one in the room's window; the hero itself looks down on the houses.
  if (ROOMS.has(setting)) {
    const inTheWindow = companions.filter((c) => ofTheSky(c.kind));
    for (const c of inTheWindow) companions.splice(companions.indexOf(c), 1);
    if (ofTheSky(heroKind)) setting = 'village';
  }
  // Sailing or rowing on water: the figures are in a boat on the open water.
  const onBoat =
    reading.actions.some((a) => ['sail', 'row'].includes(a.verb)) ||
    // (paddling with no boat named is in the shallows, on foot)
    (reading.actions.some((a) => a.verb === 'paddle') && /\b(?:boat|canoe|kayak|raft|dinghy)s?\b/.test(lower)) ||
    /\b(?:on|in|aboard) (?:a|the|their|his|her) (?:\w+ )?(?:boat|ship|canoe|raft|yacht)\b/.test(lower) ||
    // ('Grandpa steered the boat across the lake', 'drove the little motor boat')
    /\b(?:steer|drove|drive|rode|ride|pilot|captain)\w* (?:a|an|the|their|his|her|my|our) (?:\w+ ){0,2}(?:boat|ship|canoe|raft|yacht|ferry|dinghy|kayak)s?\b/.test(
      lower,
    );
  if (onBoat && ['river', 'lake', 'beach', 'island', 'meadow'].includes(setting)) setting = 'sea';
  if (passenger) setting = 'sky';
  // Paddling or wading in the sea with no boat is in the shallows off the beach.
  if (!onBoat && setting === 'sea' && reading.actions.some((a) => ['paddle', 'wade'].includes(a.verb) || /^wad/.test(a.verb)))
    setting = 'beach';
  // Riding a bus, a car or a train is out on the road or at the station, not in the room it goes to
  // ('rode the bus to school').
  if (ride && !ride.flown && ride.drawn === null && ROOMS.has(setting))
    setting = ride.icon === 'train' ? 'station' : ride.icon === 'tractor' ? 'farm' : 'village';
  // On a train ride ('sat by the window. Fields rushed by', 'came along the carriage'), the page is in its carriage.
  if (onATrain(lower, bookPlace) && rigOf(heroKind).rig === 'person') setting = 'train';
  // (The box car is driven round the living room, its pirate ship sailed on the carpet's sea.)
  if (boxPlay && !HOME_ROOMS.has(setting)) setting = BOX_NIGHT.test(lower) ? 'bedroom' : 'living-room';
  if (boxPlay && time !== 'day' && !BOX_NIGHT.test(lower)) time = 'day';
  // One vessel, the one named: a canoe, a kayak or a raft is the boat they are in, paddled, not a
  // second boat beside it.
  const vessel = onBoat && !boxPlay ? (PADDLED.test(lower) ? 'paddle' : 'sail') : undefined;
  if (onBoat && !boxPlay) for (const word of VESSELS) dropped.add(word);
  // The fire at home is the living room's own fireplace, not a campfire beside it.
  if (setting === 'living-room' && INDOOR_FIRE.test(lower)) for (const word of ['fire', 'stove', 'hearth']) dropped.add(word);
  // The cinema has its screen showing the film, its seats and popcorn.
  if (setting === 'cinema')
    for (const word of ['screen', 'screens', 'film', 'films', 'movie', 'movies', 'seat', 'seats', 'popcorn']) dropped.add(word);
  // The optician's has its eye chart on the wall and its frames on the shelves.
  // The theatre has its stage, its curtains and its seats.
  if (setting === 'theatre')
    for (const word of ['stage', 'curtain', 'curtains', 'seat', 'seats', 'cushion', 'programme']) dropped.add(word);
  if (setting === 'optician') for (const word of ['chart', 'letters', 'frames', 'frame']) dropped.add(word);
  // The dentist's room has its big chair and the lamp over it: no second chair beside the hero.
  if (setting === 'dentist') for (const word of ['chair', 'chairs', 'lamp', 'light']) dropped.add(word);
  const weather: Weather[] = [];
  const senseWeather = senses.find((s) => s.weather)?.weather;
  if (senseWeather) weather.push(senseWeather);
  else if (reading.weather && reading.weather !== 'sunny' && !UNDER_COVER.has(setting)) weather.push(reading.weather);
  // 'Winter came. The pond froze': a wintry page out of doors is snowy, its water iced.
  else if (!UNDER_COVER.has(setting) && !ROOMS.has(setting) && WINTRY.test(lower) && !onlyDreamedOf(['winter'], lower))
    weather.push('snow');
  // Snow (or rain) looked at out of the window from a room at home is seen there, through the glass.
  // So is snow falling outside while the page is in a room ('"Look! It is snowing!" ... pressed their
  // nose to the window', 'Back in class ... Snowflakes drifted down'): the classroom's windows show it.
  if (
    weather.length === 0 &&
    ROOMS.has(setting) &&
    (FROM_A_WINDOW.test(lower) || TO_THE_WINDOW.test(lower)) &&
    (reading.weather === 'snow' || reading.weather === 'rain')
  )
    weather.push(reading.weather);
  else if (weather.length === 0 && ROOMS.has(setting) && SNOW_FALLING.test(lower)) weather.push('snow');
  // 'made a snow angel', 'threw a snowball', 'pulled the sledge': snow lies where the page happens out of doors
  // (the snow itself the reading weighed: 'the snow was gone' is none; a snowman may be someone in the garden).
  if (!weather.includes('snow') && !UNDER_COVER.has(setting) && !ROOMS.has(setting) && SNOW_PLAY.test(lower))
    weather.push('snow');
  // (Santa's Christmas Eve is a snowy one over the rooftops.)
  if (santaNight && !weather.includes('snow') && setting === 'village') weather.push('snow');
  // 'A big gust grabbed the hat', 'the kite flew higher than the trees': the wind is blowing there.
  if (!weather.includes('wind') && !UNDER_COVER.has(setting) && !ROOMS.has(setting) && WIND_BLOWS.test(lower))
    weather.push('wind');
  // 'A gust of wind caught the umbrella' on a rainy day: the wind blows in the rain, it does not stop it.
  if (
    weather.includes('wind') &&
    !weather.includes('rain') &&
    !UNDER_COVER.has(setting) &&
    !ROOMS.has(setting) &&
    (RAIN_GEAR.test(lower) || /\brain(?:y|ing)?\b/.test(promptWords.toLowerCase())) &&
    !RAIN_OVER.test(lower)
  )
    weather.push('rain');

  // Things: what the phrase senses say, then the nouns the hero acts on, then others named.
  const things: ThingPlan[] = [];
  if (seat && heroSits && !passenger) {
    things.push({ word: seat.word, drawn: seat.drawn, icon: seat.icon, held: false, seat: true, colour: null });
    for (const word of seat.word.split(/[\s-]/)) dropped.add(word);
    dropped.add(seat.word);
    // (A slide's ladder is drawn with it.)
    if (seat.drawn === 'slide') dropped.add('ladder');
  }
  if (ride && !onBoat) {
    // (the one riding: the hero, or a companion by their place among the characters drawn)
    const rider = riderPlan ? 1 + companions.indexOf(riderPlan) : 0;
    things.push({
      word: ride.word,
      drawn: ride.drawn,
      icon: ride.icon,
      held: ride.flown,
      rider,
      colour: colourBefore(lower, ride.word),
    });
    for (const word of [ride.word, ride.word.replace(/e?s$/, ''), 'toy', 'model']) dropped.add(word);
    // (the plane's own seats, windows and seatbelts)
    if (passenger) for (const word of PLANE_PARTS) dropped.add(word);
  }
  let babyLies = false;
  // A baby's cot or crib ('slept in her cot', 'put the baby in the crib') or pram ('pushed the baby
  // in the pram') is drawn, the baby lying in it.
  // (A cot sung or sat by with a baby there is the baby's bed too: 'sang a lullaby by the cot ... baby Bella'.)
  const baby = companions.find((c) => c.kind === 'baby' && c.count === 1);
  const babyBed = BABY_BED.exec(lower) ?? (baby ? BY_BABY_BED.exec(lower) : null);
  const babyPram = babyBed ? null : PRAM.exec(lower);
  if ((babyBed || babyPram) && things.length < 2) {
    things.push({ word: (babyBed ?? babyPram)![1]!, drawn: babyBed ? 'cot' : 'pram', icon: null, held: false, colour: null });
    for (const word of [
      'cot',
      'cots',
      'crib',
      'cribs',
      'cradle',
      'cradles',
      'bed',
      'pram',
      'prams',
      'buggy',
      'pushchair',
      'stroller',
    ])
      dropped.add(word);
    // A baby beside the hero lies in it, unless the hero has it in their arms.
    if (baby && !['hold', 'hug'].includes(heroPose)) baby.pose = 'sleep';
    babyLies = heroKind === 'baby';
  }
  // A thing that is the hero ('the curious teapot') is drawn once, as the hero.
  if (heroKind.startsWith('thing:')) for (const word of heroKind.slice(6).split('-')) dropped.add(word);
  // (So is a plant at the stage it has grown to: 'Pepper the sunflower' is no sunflower beside Pepper.)
  if (growsUp(heroKind)) for (const word of stageWords(heroKind)) dropped.add(word);
  for (const s of senses)
    if (
      s.thing &&
      things.length < 2 &&
      // (nor a second fire engine beside the fire engine who is the hero)
      heroKind !== `thing:${s.thing.drawn ?? s.thing.icon}` &&
      // (nor the egg a chick pecks out of when the hero is still that egg)
      heroKind !== (s.thing.drawn ?? s.thing.icon) &&
      // (A tunnel only talked of at the station, 'scared of tunnels', is not drawn there.)
      (s.thing.drawn !== 'tunnel' || TUNNEL_LANDS.has(setting)) &&
      !things.some((t) => (t.drawn ?? t.icon) === (s.thing!.drawn ?? s.thing!.icon)) &&
      // (nor a puddle for a duck called Puddle)
      !onlyNamed(text, s.pattern, reading)
    )
      things.push({
        // (the words that said it, not the pattern that found them)
        word: wordsOf(new RegExp(s.pattern.source, 'i').exec(lower)?.[0] ?? s.pattern.source),
        drawn: s.thing.drawn ?? null,
        icon: s.thing.icon ?? null,
        held: s.thing.held ?? false,
        ...(s.thing.each && { each: true }),
        colour: null,
      });
  // 'flew her plane', 'flew his toy plane': the plane flies, in the hands of the one flying it.
  for (const a of heroActions) {
    const craft = a.verb === 'fly' && a.object ? AIRCRAFT.exec(a.object)?.[0] : undefined;
    const icon = craft ? pictureFor(craft) : null;
    if (!craft || !icon || things.length >= 2 || things.some((t) => t.icon === icon)) continue;
    things.push({ word: craft, drawn: null, icon, held: true, colour: null });
    for (const word of [craft, 'toy', 'model', 'paper']) dropped.add(word);
  }
  // 'the moon buggy's wheels sank', 'the car's door': the vehicle is drawn, its parts with it.
  const vehicle = vehicleOfItsParts(lower);
  if (vehicle && things.length < 2 && !ride && !things.some((t) => t.icon === vehicle.icon)) {
    things.push({ word: vehicle.word, drawn: null, icon: vehicle.icon, held: false, colour: colourBefore(lower, vehicle.word) });
    for (const word of [...vehicle.word.split(' '), ...VEHICLE_PARTS]) dropped.add(word);
  }
  // 'a carrot nose', 'button eyes': a part of someone, drawn with them (if at all), not a carrot beside them.
  for (const t of reading.things) if (BODY_PARTS.has(t.head)) for (const word of t.noun.split(' ')) dropped.add(word);
  // 'a wise tortoise with a shell', 'its shiny wheels': the parts of a creature there are its own, no seashell beside it.
  const ownParts = new Set(
    reading.characters.flatMap((c) => (c.kind.human ? [] : c.kind.parts.map((p) => p.split(' ').at(-1)!))),
  );
  for (const part of ownParts) {
    const one = part.replace(/s$/, '');
    if (
      new RegExp(
        `\\b(?:with (?:(?:a|an|two|four|its|his|her|their) )?|(?:its|his|her|their|[a-z]+'s) )(?:[a-z-]+ )?${one}s?\\b`,
      ).test(lower)
    )
      for (const word of [one, `${one}s`]) dropped.add(word);
  }
  // A scarecrow's straw and his straw hat are his own, drawn on him: 'his straw shook' is no drinking straw.
  if ([heroKind, ...companions.map((c) => c.kind)].includes('scarecrow'))
    for (const word of ['straw', 'hat', 'straw hat']) dropped.add(word);
  const heldObjects = new Set(heroActions.filter((a) => HOLDING_VERBS.has(a.verb) && a.object).map((a) => a.object!));
  // What is drawn or written ('drew a rainbow') is on the page; the notebook or paper is in the hands.
  // (the picture itself, a card or a sign made, is drawn: 'painted a picture for her gran').
  for (const a of reading.actions)
    if (PICTURING_VERBS.has(a.verb) && a.object && !MADE_PICTURES.test(a.object)) dropped.add(a.object);
  if (heroPose === 'read' || heroPose === 'sitRead')
    for (const t of reading.things) if (WRITTEN_IN.test(t.head)) heldObjects.add(t.noun);
  /** A word for a place, or for what this place's backdrop already draws. */
  // (A tent pitched where no campsite is drawn, in the garden, is a thing on the page.)
  // (In a box book, 'the castle' is the one made of the box, in the living room: a thing, not a place.)
  const partOfPlace = (word: string) =>
    !(boxPlay && boxThingOf(word)) &&
    ((settingOfWord(word) !== null && !(setting !== 'campsite' && /\btents?$/.test(word))) ||
      BACKDROP_PARTS.get(setting)?.test(word) === true);
  const ordered = [...reading.things].sort((a, b) => Number(heldObjects.has(b.noun)) - Number(heldObjects.has(a.noun)));
  for (const t of ordered) {
    if (things.length >= 2) break;
    if ((t.kind && t.kind.group !== 'machine') || dropped.has(t.head) || dropped.has(t.noun) || NOT_THINGS.has(t.head)) continue;
    if (someoneDoing(t.head, lower) || onlyThought(t.head, lower) || onlyLikened(t.head, lower)) continue;
    // ('his red scarf was gone', 'Have you seen my scarf?': still lost, not there to draw.)
    if (stillLost(t.head, lower)) {
      dropped.add(t.head);
      continue;
    }
    // ('dreaming of the little robot and a little moon buggy': further on in the dream too.)
    if (onlyDreamedOf([t.head, t.noun], lower)) continue;
    // Parts of the place ("the castle tower", "the sandy shore", the city's tall buildings) are drawn by the backdrop.
    // (And not picked up again by its head alone below: 'tall buildings' is no 'building'.)
    if (t.noun === setting || t.head === setting || [t.head, t.noun, t.text].some(partOfPlace)) {
      dropped.add(t.head);
      continue;
    }
    const animal = penned(t.noun);
    if (animal) dropped.add(t.head);
    // ('the oranges': the fruit, though 'orange' alone is a colour.)
    // (A phrase chosen to be no picture, 'a hard hat', is not drawn by its head either: no top hat.)
    // (The word before it may make a chosen phrase the reading split: 'her sun hat', 'the magician's hat'.)
    const phrase = chosenPhrase(t.head, lower);
    const none = (t.text.toLowerCase() !== t.head && CHOSEN[t.text.toLowerCase()] === null) || phrase === null;
    if (none) dropped.add(t.head);
    const icon =
      animal ??
      (none ? null : (phrase ?? pictureFor(t.noun) ?? pictureFor(t.head) ?? (t.plural ? pictureFor(pluralOf(t.noun)) : null)));
    if (!icon || things.some((x) => x.icon === icon)) continue;
    // ('Tumble the snowman's round tummy': the hero's own, drawn as the hero, never a second one beside it.)
    if (icon === heroKind) continue;
    // (Its words are drawn in it: a paper bag is no roll of paper as well.)
    for (const word of t.noun.split(' ')) dropped.add(word);
    // (A kite got back and hugged tight is in the arms, not up on its string.)
    const armful = icon === 'kite' && heroActions.some((a) => ARMFUL_VERBS.has(a.verb) && a.object?.includes(t.noun));
    const held = heldObjects.has(t.noun) && ((describe(icon).bulk <= 0.9 && describe(icon).placement !== 'sky') || armful);
    things.push({
      word: t.text,
      drawn: null,
      icon,
      held,
      colour: t.adjectives.map((a) => COLOUR_WORDS[a]).find(Boolean) ?? null,
    });
  }
  // Nouns the phrase reader missed ("with his kite"): the NLP library's own nouns, in order.
  if (things.length < 2)
    for (const noun of nounsOf(text)) {
      if (things.length >= 2) break;
      if (
        dropped.has(noun) ||
        NOT_THINGS.has(noun) ||
        someoneDoing(noun, lower) ||
        onlyThought(noun, lower) ||
        onlyDreamedOf([noun], lower) ||
        onlyLikened(noun, lower) ||
        soundWent(noun, lower) ||
        partOfPlace(noun) ||
        // (a car, a boat or a train with no name is no one, so it is a thing: 'washed the muddy car')
        (kindOf(noun) && !unnamedMachine(kindOf(noun)!)) ||
        // A name, or a name's possessive ('Biscuit's prickles' is no biscuit).
        // ('Miss Rose clapped': a word of a name after its title too, no rose.)
        reading.characters.some(
          (c) =>
            c.name &&
            [noun, `${noun}s`].some((form) =>
              [
                c.name!.toLowerCase(),
                `${c.name!.toLowerCase()}s`,
                ...(TITLED.test(c.name!) ? [c.name!.toLowerCase().split(/\s+/).at(-1)!] : []),
              ].includes(form),
            ),
        )
      )
        continue;
      const phrase = chosenPhrase(noun, lower);
      const icon = phrase === undefined ? pictureFor(noun) : phrase;
      if (!icon || icon === heroKind || things.some((x) => x.icon === icon)) continue;
      things.push({
        word: noun,
        drawn: null,
        icon,
        held:
          ((heroPose === 'read' && WRITTEN_IN.test(noun)) || heroActions.some((a) => HOLDING_VERBS.has(a.verb))) &&
          describe(icon).bulk <= 0.9,
        colour: null,
      });
    }
  // A bus, a tram, a train or a fire engine on the move with nobody said to drive it ('The fire
  // engine raced down the street') has a driver in its cab all the same: a firefighter in a fire engine.
  const moving = ride ? null : vehicleOnTheMove(text);
  const driven = moving && things.find((t) => t.icon === moving.icon && t.rider === undefined);
  if (driven && companions.length < 3) {
    companions.push({
      role: 'companion',
      kind: driven.icon === 'fire-engine' ? 'firefighter' : (figureKind(kindByWord('bus driver')) ?? 'man'),
      name: null,
      colour: null,
      pose: 'sit',
      expression: 'happy',
      count: 1,
    });
    driven.rider = companions.length;
  }
  // Reading needs a book, even when the tagger took "book" for a verb.
  if ((heroPose === 'read' || heroPose === 'sitRead') && !things.some((t) => t.held) && things.length < 2)
    things.unshift({ word: 'book', drawn: null, icon: 'green-book', held: true, colour: null });
  // Painting is with a brush in the hand, colouring with a crayon.
  const picturing = heroActions.find((a) => a.verb === 'paint' || a.verb === 'colour');
  const tool = picturing?.verb === 'paint' ? 'paintbrush' : 'crayon';
  const toolThere = things.find((t) => t.icon === tool);
  // (The magic paintbrush the page names is the one in the hand.)
  if (picturing && toolThere && !things.some((t) => t.held)) toolThere.held = true;
  else if (picturing && heroPose === 'hold' && !things.some((t) => t.held) && things.length < 2)
    things.unshift({ word: tool, drawn: null, icon: tool, held: true, colour: null });
  // Pedalling is on a bike, even when the page does not say it again ('kept pedalling').
  if (
    heroPose === 'ride' &&
    !ride &&
    /\bpedal(?:s|led|ling|ed|ing)?\b/.test(lower) &&
    !companions.some((c) => rigOf(c.kind).rig === 'quad') &&
    !things.some((t) => t.icon === 'bicycle')
  )
    things.unshift({ word: 'bike', drawn: null, icon: 'bicycle', held: false, colour: null });

  const together =
    companions.length > 0 &&
    (reading.dialogue ||
      senses.some((s) => s.together) ||
      reading.actions.some((a) => TALKING_VERBS.has(a.verb)) ||
      heroPose === 'hug' ||
      heroPose === 'talk');
  const heroName = hero.name ?? heroChar?.name ?? null;
  // (A hero of the book's own kind the page calls by a role, 'Felix the chef', wears it too.)
  const ownRole = heroChar && figureKind(heroChar.kind);
  const heroWears =
    (heroName && wears.get(heroName)) ?? (ownRole && isRoleKind(ownRole) && ownRole !== heroKind ? ownRole : null);
  // (An animal hero is in trouble as a companion is, when the page says it is stuck: 'There was Rusty the kitten, stuck at the top of a tall tree'.)
  const heroTrouble =
    heroLanguageKind && !babyLies && STUCK.test(lower)
      ? troubleOf(text, [
          ...(heroName ? [heroName] : []),
          heroLanguageKind.word,
          heroLanguageKind.plural,
          ...heroLanguageKind.words,
          // (and the page's own word for its kind: 'little kitten' for the cat)
          ...reading.characters.filter((c) => figureKind(c.kind) === heroKind).flatMap((c) => [c.kind.word, c.kind.plural]),
        ])
      : null;
  const heroPlan: CharacterPlan = {
    role: 'hero',
    kind: heroKind,
    name: heroName,
    ...(heroWears && heroWears !== heroKind && { wears: heroWears }),
    colour: null,
    pose: babyLies
      ? 'sleep'
      : // (A plant is rooted: it stands, looks up or sleeps where it grows, whatever the page says it does.)
        rigOf(heroKind).rig === 'plant' || (rigOf(heroKind).rig === 'young' && heroKind !== 'tadpole')
        ? rootedPose(heroPose)
        : atTablePose(
            placePose(ride && heroRides && !ride.flown ? 'sit' : heroPose, setting, heroKind, vessel, LANDED.test(lower)),
            atTable,
          ),
    expression: heroExpression,
    count: 1,
    ...(heroTrouble && { trouble: heroTrouble }),
  };
  const mood = senses.some((s) => s.expression === 'joy')
    ? 'happy'
    : /\b(?:magic|magical|enchanted|sparkl\w*|fairy)\b/.test(lower)
      ? 'magical'
      : feeling.mood;
  // A frog's eggs in their jelly ('tiny eggs floated in soft jelly', 'jelly eggs called frogspawn')
  // are a clump of frogspawn in the water, never a hen's egg.
  const spawn = FROGSPAWN.test(lower) && heroKind !== 'frogspawn';
  if (spawn && companions.length < 3 && !companions.some((c) => c.kind === 'frogspawn'))
    companions.push({
      role: 'companion',
      kind: 'frogspawn',
      name: null,
      colour: null,
      pose: 'stand',
      expression: 'happy',
      count: 1,
    });
  // At the cinema the creatures are the film's, up on the screen ('a big growly bear', 'the fox found
  // the moon'): only the people who came to watch are in the seats, with any the book named before.
  if (setting === 'cinema' && !things.some((t) => t.rider !== undefined && t.rider > 0))
    companions.splice(
      0,
      companions.length,
      ...companions.filter((c) => rigOf(c.kind).rig === 'person' || book.cast.some((m) => m.name === c.name)),
    );
  // The one the hero hugs stands beside the hero, not across the picture behind someone else.
  const hugged = heroPlan.pose === 'hug' ? companions.findIndex((c) => c.pose === 'hug') : -1;
  const order = companions.map((_, i) => i);
  if (hugged > 0) order.unshift(...order.splice(hugged, 1));
  // One who hid behind, under or inside something ('Lily hid behind the long curtains') is drawn
  // behind it, peeking out: standing round a tall one, crouched behind a low one.
  const hid = hidingPlace(text);
  const hiderAt = hid ? phraseDoer(text, hid.pattern, present, heroIndex) : -1;
  const hider = hiderAt < 0 ? undefined : hiderAt === heroIndex ? heroPlan : companionOf.get(hiderAt);
  if (hid && hider) {
    hider.hiding = { cover: hid.cover, word: hid.of ? `${hid.word} of ${hid.of}` : hid.word };
    hider.pose = STOOD_BEHIND.has(hid.cover) ? 'stand' : 'sit';
    if (hid.asleep) hider.expression = 'sleepy';
    // (The thing is drawn with them, as their cover, not a second one beside them: 'a heap of coats', no coat.)
    const its = [hid.word, hid.of];
    things.splice(
      0,
      things.length,
      ...things.filter(
        (t) =>
          !t.word
            .toLowerCase()
            .split(' ')
            .some((w) => its.includes(w)),
      ),
    );
  }
  const plan: ScenePlan = {
    setting,
    // A place one thing only hints at is not carried on as the book's place.
    placeNamed:
      named !== null &&
      // (a room of its own at school said by its lesson's words, 'his first drum lesson', is named: the pages after stay there)
      (SCHOOL_ROOMS.has(named) || !(onlyHinted && reading.setting !== null && named !== bookPlace)) &&
      !(named === homeGuess && !own),
    time,
    weather,
    characters: [
      heroPlan,
      ...order
        .map((i) => companions[i]!)
        .map((c) => (offShore(c.kind, setting, lower, promptWords) ? { ...c, pose: 'swim' as const } : c))
        .map((c) => ({ ...c, pose: atTablePose(placePose(c.pose, setting, c.kind, vessel), atTable) })),
    ],
    things: christmasTree(
      things
        .filter((t) => t.drawn === null || (DRAWN_THINGS as readonly string[]).includes(t.drawn))
        // (A thing the phrases draw is not there either while it is still looked for: 'Where will I sleep with no nest?'.)
        .filter((t) => t.drawn === null || !stillLost(t.word.split(' ').at(-1)!, lower))
        // (a passenger's plane is all that is seen up there: the bags and snacks are inside it)
        .filter((t) => !passenger || t.drawn === 'airliner')
        .filter((t) => !spawn || t.icon !== 'egg')
        // (Out at sea, the boat people are in is the sea's own: no second, toy-sized boat bobbing beside it.)
        .filter((t) => setting !== 'sea' || rigOf(heroKind).rig !== 'person' || !VESSELS.includes(t.word.split(' ').at(-1) ?? ''))
        // (up in the sky, the trees and houses flown over are far below, out of the picture)
        .filter((t) => setting !== 'sky' || t.held || !flownOver(lower, t.word))
        .map((t) => (t.rider !== undefined && t.rider > 0 ? { ...t, rider: 1 + order.indexOf(t.rider - 1) } : t))
        .map((t) => (t.drawn === 'nest' && /\beggs?\b/.test(lower) ? { ...t, eggs: true } : t))
        // (A kite or a ball stuck in a tree is up in its branches, not flying beside it; once it is down, it is not.)
        .map((t) =>
          UP_IN_TREE.test(t.word) && CAUGHT_IN_TREE.test(lower) && !GOT_DOWN.test(lower)
            ? { ...t, inTree: true, held: false }
            : t,
        )
        // (A kite come down lies on the grass, its string slack: not up in the sky on it.)
        .map((t) => (ON_A_STRING.test(t.word) && !t.inTree && CAME_DOWN.test(lower) ? { ...t, grounded: true, held: false } : t))
        // (In a box book, the rocket is the one made of the box: cardboard, standing in the room, flown only in the mind.)
        .map((t) => (boxPlay ? madeOfBox(t) : t))
        // (A colour the idea says for it, 'the big red bus', is its colour on every page, unless the page says another.)
        .map((t) => (t.colour === null ? { ...t, colour: colourInIdea(promptWords.toLowerCase(), t.word) } : t))
        // (A school bus is yellow; any other bus is the town's red, the bus's own colour.)
        .map((t) =>
          t.colour === null && (t.icon === 'bus' || t.icon === 'minibus') && SCHOOL_BUS.test(`${lower} ${t.word.toLowerCase()}`)
            ? { ...t, colour: SCHOOL_BUS_YELLOW }
            : t,
        ),
      setting,
      lower,
      promptWords.toLowerCase(),
    ),
    mood,
    together,
    ...(vessel ? { vessel } : {}),
    ...(atTable && { atTable }),
    ...(moon && { moon }),
    ...(lightsOut && { lightsOut }),
    // A giant's castle, or one the page puts in the clouds or up the beanstalk, is up in the sky.
    ...(setting === 'castle' &&
      (/\b(?:clouds?|beanstalk)\b/.test(lower) || companions.some((c) => c.kind === 'giant')) && { aloft: true }),
  };
  return setting === 'train' ? inTheCarriage(plan) : plan;
}

/** A stove, with no hearth, fire or living-room furniture named. */
const KITCHEN_STOVE =
  /^(?![^]*\b(?:hearth|fireplace|fire|log burner|wood ?(?:stove|burner)|sofa|couch|lounge|living room)\b)[^]*\bstoves?\b/;

/** Out on the water, not at the shore: in a beach book, a page saying only 'the sea' is the sea seen from the sand. */
const AFLOAT = /\b(?:boats?|ships?|sail\w*|canoe\w*|kayak\w*|raft|ferry|aboard|on board|rowed out|swam out|out to sea|island)\b/;

/** What is there at the cinema: its screen, the film on it, its seats and popcorn. */
const AT_THE_PICTURES = /\b(?:screen|films?|movies?|popcorn|seats|cinema)\b/;
/** What is there at the theatre: its stage, curtain, actors and seats. */
const AT_THE_PLAY = /\b(?:stage|curtains?|actors?|seats|theatre|pantomime|play|clapped)\b/;

/** Who died ('our grandpa died', 'did Grandpa die'), is missed or is remembered for what they once did. */
const GONE_ONE =
  /\b([a-z]+) (?:had |has )?(?:died|passed away|is dead|was dead|went to heaven)\b(?! (?:out|down)\b)|\bdid ([a-z]+) die\b|\bmiss(?:ed|es)? ([a-z]+)\b|\bremember\w* [^.!?"“”]*?\b([a-z]+) (?:once|used to)\b/g;

/** The words (names and kind words, lower case) for whoever the text says died, is missed or remembered. */
function goneOnes(text: string): Set<string> {
  // ('Miss Hen clucked', 'said Miss Rose': a title before a name, nobody missed.)
  const lower = text.replace(/\bMiss(?= \p{Lu})/gu, 'Ms').toLowerCase();
  return new Set([...lower.matchAll(GONE_ONE)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!).filter((w) => !STOP_WORDS.has(w)));
}
const STOP_WORDS: ReadonlySet<string> = new Set([
  'it',
  'he',
  'she',
  'they',
  'him',
  'her',
  'them',
  'you',
  'the',
  'a',
  'who',
  'that',
  'something',
  'someone',
]);

/**
 * One gone for good: 'chased the wolf far away', 'The wolf ran off and never came back', 'Jack
 * swapped the cow for five magic beans'.
 */
const AWAY_FOR_GOOD = [
  /\bchased (?:the |a |that |this )?(?:\w+ )??(\w+) (?:far (?:away|off)\b|(?:away|off)(?= *[.!,;]| for good\b))/g,
  /\b(\w+) (?:ran|raced|went|slunk|crept|hurried|scampered|flew|slipped) (?:off|away)\b[^.!?]*\bnever (?:came|come|to come) back\b/g,
  /\b(?:swapped|sold|traded|exchanged) (?:the|their|our|his|her|its|a) (?:\w+ )?(\w+) for\b/g,
];

/** The words (names and kind words, lower case) for whoever the text sends away for good. */
function awayForGood(lower: string): Set<string> {
  return new Set(
    AWAY_FOR_GOOD.flatMap((pattern) => [...lower.matchAll(pattern)].map((m) => m[1]!)).filter((w) => !STOP_WORDS.has(w)),
  );
}

/**
 * A sentence telling a thing is lost, looked for or not there ('his red scarf was gone', 'no sign of his scarf'); just
 * before it, one still to be found or made ('I need a new nest', 'This is no den for me', 'just right for a nest').
 */
const LOST =
  /\b(?:lost|loses|losing|missing|gone|nowhere|vanished|disappeared|no sign of|nothing of|instead of|not (?:the|his|her|their|my|your|its)|look(?:s|ed|ing)? for|search(?:es|ed|ing)? for|hunt(?:s|ed|ing)? for|find(?: out where)? (?:my|his|her|their|your|our)|where (?:is|was|can|could|did|has|had|are|were)|this way to|lead (?:us|me|you|him|her|them) to|(?:have|has|had) (?:you |they |we )?seen|was that|is that|could it be)\b|\b(?:no|(?:find(?: you| me)?|need|needs|needed|is there|for|where) (?:a|an) (?:new |good )?)\s*(?:[a-z]+\s+)?$/;
/** One that finds it: 'saw his scarf', 'found it', 'Hooray for my scarf!'. */
const FOUND = /\b(?:found|saw|sees|spotted|got back|there it was|here it is|hooray)\b/;

/** Told gone just after its name: 'his red scarf was gone', 'His scarf was not by the igloo'. */
const GONE_AFTER =
  /^\s+(?:(?:was|is|had|has|were|are)\s+)?(?:(?:been|still|just)\s+)?(?:gone|missing|lost|nowhere|not (?:there|here|anywhere|by|in|under|on|at|among|behind))\b/;

/**
 * Every sentence naming the thing tells, by it, that it is still lost ('looked for his scarf', 'his
 * red scarf was gone', 'Have you seen my scarf?', 'Was that his scarf?'): it is not there to draw.
 */
/**
 * The picture chosen for the word before `head` and `head` together, when the text says them so:
 * 'her sun hat' is a sun hat, 'the magician's hat' a top hat, 'his woolly hat' nothing (null).
 * Undefined: no chosen phrase there.
 */
function chosenPhrase(head: string, lower: string): string | null | undefined {
  if (!/^[a-z]+$/.test(head)) return undefined;
  for (const m of lower.matchAll(new RegExp(`\\b([a-z]+(?:['’]s)?) ${head}\\b`, 'g'))) {
    const phrase = `${m[1]!.replace('’', "'")} ${head}`;
    if (phrase in CHOSEN) return CHOSEN[phrase];
  }
  return undefined;
}

function stillLost(word: string, lower: string): boolean {
  const mention = new RegExp(`\\b${escapeRegExp(word)}s?\\b`, 'g');
  const sentences = (lower.match(/[^.!?]+[.!?]*/g) ?? []).filter((sentence) => sentence.match(mention));
  return (
    sentences.length > 0 &&
    sentences.every(
      (sentence) =>
        !FOUND.test(sentence) &&
        sentence
          .split(/[,;:"“”]/)
          .flatMap((clause) =>
            [...clause.matchAll(mention)].map((m) => [clause.slice(0, m.index), clause.slice(m.index + m[0].length)]),
          )
          .every(([before, after]) => LOST.test(before!) || GONE_AFTER.test(after!)),
    )
  );
}

/** Someone died ('Our dog died', 'Grandpa passed away', a funeral), not 'the dinosaurs died out'. */
const SOMEONE_DIED = /\b(?:died|dies|passed away|is dead|was dead|went to heaven|funeral)\b(?! (?:out|down)\b)/;

/** The optician's, or its eye test ('At the optician's, Ravi read little letters off a chart'). */
const OPTICIANS = /\b(?:optician|optometrist|eye (?:test|doctor)|eye ?chart|letter chart)/;

/** Words of being out in space or on the moon itself, not looking up at it. */
const OUT_IN_SPACE =
  /\b(?:rockets?|spaceships?|space ?suits?|astronauts?|aliens?|planets?|craters?|landed|lunar|space|on the moon|to the moon|moon dust)\b/;

/** Places visited by day, where nobody goes to bed (the town's street a bus stops in too). */
const AWAKE_PLACES: ReadonlySet<SettingId> = new Set([
  'city',
  'dentist',
  'optician',
  'classroom',
  'library',
  'museum',
  'shop',
  'market',
  'station',
  'airport',
  'cinema',
  'theatre',
  'pool',
  'zoo',
  'aquarium',
]);

/** Frog's eggs: frogspawn named, or eggs said with their jelly in the same sentence. */
const FROGSPAWN = /\bfrog ?spawn\b|\beggs?\b[^.!?]*\bjelly\b|\bjelly\b[^.!?]*\beggs?\b/;

/** The big plane passengers fly in, drawn with them at its windows. */
const AIRLINER: RiddenVehicle = { pattern: /(?!)/, word: 'plane', drawn: 'airliner', icon: null, flown: false, carried: null };
/** Flying a plane oneself: at its controls. */
const PILOTING = /\b(?:flew|flies|flying|fly|piloted|pilots|piloting|pilot|steer\w*)\b/;
/** Words for a plane and its insides, drawn with it. */
const PLANE_PARTS = [
  'planes',
  'airplane',
  'aeroplane',
  'jet',
  'window',
  'windows',
  'seat',
  'seats',
  'seatbelt',
  'belt',
  'wing',
  'wings',
  'engine',
  'engines',
];

/** A phrase's words as a thing's name: its last few when it runs on ('... watched the red float'). */
const wordsOf = (found: string) => (found.length > 40 ? found.split(/\s+/).slice(-3).join(' ') : found);

/** Every mention of a name is part of a day's ('Christmas Eve', "New Year's Eve", 'Boxing Day'). */
function onlyInADaysName(text: string, name: string): boolean {
  const all = text.replace(/[’]/g, "'").match(new RegExp(`(?:\\S+\\s+)?\\b${escapeRegExp(name)}\\b`, 'g')) ?? [];
  return all.length > 0 && all.every((m) => /^(?:Christmas|Year's|Midsummer|Midsummer's|Boxing|Easter|Hallows')\s/.test(m));
}

/** A hero guessed to be a child that the page says is a creature ('Pinch was a little crab') is that creature, by that name. */
/**
 * A page read on its own with no hero given whose named one it says is a thing ('Fizz ... It was
 * only a small pumpkin', '"Oh!" cried the curious pumpkin'): that thing is the hero, by the name.
 */
function heroOnItsOwn(hero: HeroCue, paragraph: string): HeroCue {
  if (hero.fixed || !(hero.kind === 'child' || hero.kind.startsWith('thing:')) || hero.name !== null) return hero;
  // ('"I am so lonely up here," sighed Moon', 'High up in the sky, Moon shone': the moon itself, by name.)
  const sky = SKY_ONE_NAMED.exec(paragraph);
  if (sky) {
    const name = (sky[1] ?? sky[2])!;
    return { kind: `thing:${name.toLowerCase()}` as KindId, name, fixed: true };
  }
  const text = plainly(paragraph, sensesIn(paragraph));
  const characters = readParagraph(text, []).characters;
  // ('Here came Pebble the bus': the thing that is the hero, by the name the page gives it.)
  const own = hero.kind.startsWith('thing:') ? characters.find((c) => c.name && figureKind(c.kind) === hero.kind) : undefined;
  if (own?.name) return { kind: hero.kind, name: own.name, fixed: true };
  const names = characters.flatMap((c) => (c.name && c.kind.word === 'child' ? [c.name] : []));
  const thing = names.length > 0 ? thingSaidToBe(paragraph, names) : null;
  return thing ? { kind: thing.kind, name: thing.name, fixed: true } : hero;
}

function heroSaidToBe(hero: HeroCue, paragraph: string): HeroCue {
  // A hero that grows is drawn at the stage the page names ('Pepper the sprout' in a book whose first
  // page drew Pepper the seed); on a first page, a plant named so is the hero (the language module
  // reads creatures by their kind words itself, plants it does not know as anyone).
  const named = stageNamed(paragraph, hero.name);
  const stage = named && { ...named, kind: stageOf(hero.kind, named.kind) };
  if (
    stage &&
    (hero.fixed
      ? hero.guessed === true || sameGrowing(hero.kind, stage.kind)
      : rigOf(stage.kind).rig === 'plant' || namedThingOfNature(stage.kind))
  )
    return { kind: stage.kind, name: stage.name, fixed: true };
  // (A book whose hero was never named, where a thing is told as someone: the runaway pancake.)
  const thing = hero.guessed && hero.name === null ? thingTold(paragraph) : null;
  if (thing) return { kind: thing, name: null, fixed: true };
  const said = hero.guessed ? saidToBe(paragraph) : null;
  if (!said || (said.name !== null && hero.name !== null && said.name !== hero.name)) return hero;
  const kind = figureKind(said.kind);
  return kind ? { kind, name: said.name ?? hero.name, fixed: true } : hero;
}

/** The one hint of a setting is the word for the hero's own kind ('snowman' for the snow). */
function ownKindHint(lower: string, setting: ParagraphReading['setting'], heroKind: KindId): boolean {
  if (!setting) return false;
  const own = new Set([heroKind, ...languageKindOf(heroKind).words].flatMap((w) => [w, pluralOf(w)]));
  const hints = matchSettings(lower.match(/[a-z]+/g) ?? []).filter((m) => m.setting === setting);
  return hints.length > 0 && hints.every((m) => own.has(m.text));
}

/** At a table, whoever is not on the move sits at it (reading there, seated with the book up). */
function atTablePose(pose: Pose, atTable: boolean): Pose {
  if (!atTable) return pose;
  if (pose === 'read' || pose === 'sitRead') return 'sitRead';
  return SAT_AT_TABLE.has(pose) ? 'sit' : pose;
}

/** Every time the phrase is said, it is someone's name as written ('Puddle the duck', 'said Nest'). */
function onlyNamed(text: string, pattern: RegExp, reading: ParagraphReading): boolean {
  const names = new Set(reading.characters.flatMap((c) => (c.name ? c.name.split(/\s+/) : [])));
  const found = [...text.replace(/[’]/g, "'").matchAll(new RegExp(pattern.source, 'gi'))];
  return found.length > 0 && found.every((m) => names.has(m[0]));
}

/**
 * The time of day the page tells, not one only said in a quotation ('"Hedgehogs snuffle for worms
 * at night," said the dog' happens when the dog says it), unless it is a greeting ('"Good night!"').
 */
function timeNarrated(time: LanguageTime | null, lower: string): LanguageTime | null {
  if (!time) return null;
  const told = lower
    .replace(/[“”]/g, '"')
    .replace(/"[^"]*"/g, (quote) => (quote.match(/\bgood (?:morning|evening|night)\b/g) ?? []).join(' '))
    // ('Snow had fallen in the night': before the page's time, not it.)
    .replace(/\bhad (?:\w+ ){1,3}(?:in|during) the night\b/g, ' ');
  return Object.entries(TIME_WORDS).some(([word, t]) => t === time && new RegExp(`\\b${word}s?\\b`).test(told)) ? time : null;
}

/**
 * Plural words for a group of people, and whether they are children or grown-ups; each with up to
 * two words before it (a number: 'two friends') and one after (what they do: 'cheered').
 */
const GROUPS: readonly [RegExp, 'child' | 'woman'][] = (
  [
    [/\b(?:children|kids|friends|classmates|pupils|schoolchildren|playmates)\b/, 'child'],
    [
      /\b(?:people|villagers|townsfolk|townspeople|grown-ups|adults|neighbours|neighbors|crowds?|visitors|passengers|shoppers)\b/,
      'woman',
    ],
  ] as const
).map(([pattern, kind]) => [new RegExp(`(?:\\b(\\w+) )?(?:\\b(\\w+) )?${pattern.source}(?: (\\w+))?`), kind]);

/**
 * The first group of people a paragraph has there (not only thought of, read about or missed), with
 * how many ('two friends': 2, else 3) and what they do ('playing', 'cheered').
 */
function groupIn(lower: string): { kind: KindId; count: number; pose: Pose } | null {
  for (const [pattern, kind] of GROUPS) {
    const found = pattern.exec(lower);
    if (!found) continue;
    const before = lower.slice(Math.max(0, found.index - 24), found.index + (found[0].length - (found[3]?.length ?? 0)));
    // (Nor those only to be told or shown later: 'could not wait to tell all his friends'.)
    // (Nor a time before any were there: 'dinosaurs lived long before people'.)
    if (
      /\b(?:about|miss(?:ed|es)?|without|wish(?:ed)?|dream(?:ed|t)?|thought|imagined|stories|wait|would|will|tomorrow|before)\b/.test(
        before,
      )
    )
      continue;
    // ('Tomorrow, Zara would show the sunflower to all her friends': the showing is still to come.)
    const sentence = lower
      .slice(0, found.index)
      .split(/[.!?]\s/)
      .at(-1)!;
    if (stillToCome(sentence.match(/[a-z']+/g) ?? [])) continue;
    // ('giggling like old friends': only what two are likened to.)
    if ([found[1], found[2]].some((w) => w === 'like' || w === 'as') || /\b(?:like|as)\s+$/.test(lower.slice(0, found.index)))
      return null;
    // ('the lion and the mouse were the best of friends', 'they became friends', 'They were best friends again!',
    // 'Friends again!': what the ones there are, no others.)
    const around = lower.slice(Math.max(0, found.index - 30), found.index + found[0].length + 7);
    if (
      /friends/.test(found[0]) &&
      (/\b(?:best of|good|were|are|be|became|become|stayed|made|make) (?:\w+ )?$/.test(lower.slice(0, found.index)) ||
        /\b(?:(?:best of|good|were|are|be|became|become|stayed|made|make) (?:\w+ )?friends|friends again)\b/.test(around))
    )
      continue;
    const verb = found[3] ?? '';
    // ('"Little friends can be a big help"': what is said of all friends, in a quotation, brings none.)
    if (
      (lower.slice(0, found.index).match(/["“”]/g) ?? []).length % 2 === 1 &&
      /^(?:can|cannot|can't|are|need|must|always|never|should|make|help|do|don't)$/.test(verb)
    )
      continue;
    const number = [found[2], found[1]].map((w) => NUMBERS[w ?? ''] ?? 0).find((n) => n > 1);
    const pose = [verb, verb.replace(/ing$/, ''), verb.replace(/ed$/, ''), verb.replace(/d$/, '')]
      .map((v) => v && poseOfVerb(v))
      .find(Boolean);
    return { kind, count: Math.min(3, number ?? 3), pose: pose || 'stand' };
  }
  return null;
}

/**
 * Learning to do something looks like doing it ('learned to swim', 'learn to share': holding out
 * what is shared); learning alone ('learned about stars', 'learned her letters') is reading.
 */
function learnedPose(lower: string): Pose | null {
  const learned = /\blearn(?:s|ed|t|ing)? (?:how )?to (\w+)/.exec(lower)?.[1];
  return learned ? poseOfVerb(learned) : 'read';
}

/** What a setting's backdrop already draws, as many ('tall buildings' in the city): never one of them as a thing. */
const BACKDROP_PARTS: ReadonlyMap<SettingId, RegExp> = new Map([['city', /\bbuildings\b/]]);

/** Seats sat on or ridden: drawn by us, or from the artwork. */
const SEATS: readonly [RegExp, { drawn: string | null; icon: string | null }][] = [
  [/swings?/, { drawn: 'swing', icon: null }],
  [/slides?/, { drawn: 'slide', icon: null }],
  [/deck[- ]?chairs?/, { drawn: 'deckchair', icon: null }],
  [/bench(?:es)?/, { drawn: 'bench', icon: null }],
  [/see-?saws?/, { drawn: 'seesaw', icon: null }],
  [/(?:sledges?|sleds?|toboggans?)/, { drawn: null, icon: 'sled' }],
  [/chairs?/, { drawn: null, icon: 'chair' }],
];
const SEAT_WORDS = SEATS.map(([p]) => p.source).join('|');
const SEAT_DETERMINERS =
  '(?:(?:a|an|the|his|her|their|my|our|its|old|little|big|wooden|red|blue|green|yellow|striped|park|garden|tyre|tire|rope|new)\\s+)*';
/**
 * 'on the swing', 'from a deckchair', 'in his chair', 'rode her sledge', 'down the big slide' (not
 * 'jumped off the swing', 'stood on the bench').
 */
const SEAT_PHRASE = new RegExp(
  `\\b(?:(?:on|in|onto|into|from|down)\\s+${SEAT_DETERMINERS}|(?:rode|ride|rides|riding)\\s+(?:on\\s+)?${SEAT_DETERMINERS})(${SEAT_WORDS})\\b`,
  'g',
);
/** Only wished for, feared or thought of before it: 'I wish I could go down the big slide', 'their wish to go down'. */
const SEAT_NOT_YET =
  /\b(?:wish\w*|want\w*|can|cannot|could|would|might|if|scared|afraid|dream\w*|thought|think\w*|dared?|never)\b/;

/** The first seat someone sits on in a paragraph, with the phrase that says so. */
function seatIn(paragraph: string): { pattern: RegExp; word: string; drawn: string | null; icon: string | null } | null {
  const lower = paragraph.toLowerCase();
  const found = [...lower.matchAll(SEAT_PHRASE)].find((one) => {
    const clause = lower
      .slice(0, one.index)
      .split(/[,.;!?]/)
      .at(-1)!;
    return !SEAT_NOT_YET.test(clause);
  });
  if (!found) return null;
  // Standing on it, climbing or jumping on it is no sitting.
  const clause = lower
    .slice(0, found.index)
    .split(/[,.;!?]/)
    .at(-1)!;
  if (
    /\b(?:stood|stand|stands|standing|climbed|climbs|jumped|jumps|hopped|leapt|danced|painted|fixed|built|made)\b[^]*$/.test(
      clause.split(/\s+/).slice(-4).join(' '),
    )
  )
    return null;
  const word = found[1]!;
  const [, look] = SEATS.find(([p]) => new RegExp(`^${p.source}$`).test(word))!;
  return { pattern: new RegExp(escapeRegExp(found[0])), word, ...look };
}

/** Things drawn or written that are themselves the picture made. */
const MADE_PICTURES = /(?:^|\s)(?:picture|painting|drawing|portrait|sketch|card|letter|poster|sign|map)s?$/;

/** Where animals are kept: 'a muddy pig pen', 'the rabbit hutch' show the animal, not a pen to write with. */
const ENCLOSURES = new Set(['pen', 'pens', 'sty', 'hutch', 'coop', 'stable', 'kennel', 'shed']);

function penned(noun: string): string | null {
  const words = noun.split(' ');
  const animal = words.length >= 2 && ENCLOSURES.has(words.at(-1)!) ? kindOf(words.at(-2)!) : null;
  return animal && !animal.human ? pictureFor(animal.word) : null;
}

/** 'dreaming of a hollow log', 'thought of the swing': a thing only dreamed or thought of is not there. */
function onlyThought(words: string | readonly string[], lower: string): boolean {
  const forms = [words].flat().map(escapeRegExp).join('|');
  const mentions = lower.match(new RegExp(`\\b(?:\\w+ ){0,6}(?:${forms})\\b`, 'g')) ?? [];
  return mentions.length > 0 && mentions.every((m) => /\b(?:dream\w*|think\w*|thought|wonder\w*|wish\w*) (?:of|about)\b/.test(m));
}

/** Every mention of these words passes `test` on what comes before it in its sentence (split at `stops`). */
function everyMentionAfter(words: readonly string[], lower: string, stops: RegExp, test: (before: string) => boolean): boolean {
  const forms = words.map(escapeRegExp).join('|');
  const mentions = [...lower.matchAll(new RegExp(`\\b(?:${forms})\\b`, 'g'))];
  return mentions.length > 0 && mentions.every((m) => test(lower.slice(0, m.index).split(stops).at(-1)!));
}

/**
 * Every mention comes after 'painted' or 'drew' in its sentence, as what is painted ('painted red suns, blue seas and
 * purple dragons'), never the one painted on or for ('painted spots on a friend', 'drew a card for Grandma').
 */
const onlyPainted = (words: readonly string[], lower: string) =>
  everyMentionAfter(
    words,
    lower,
    /[.!?"]/,
    (before) =>
      /\b(?:paint(?:s|ed|ing)?|dr[ae]w(?:s|ing)?|sketch(?:es|ed|ing)?)\b/.test(before) &&
      !/\b(?:on|onto|for|to|with|beside|at)\s+(?:(?:a|an|the|her|his|their|its|my|little|big|sleeping)\s+)*$/.test(before),
  );

/** Every mention is of what someone loves or wishes to see: 'I love dinosaurs', 'I wish I could see a real dinosaur'. */
const onlyLoved = (words: readonly string[], lower: string) =>
  everyMentionAfter(words, lower, /[.!?"]/, (before) =>
    /\b(?:lov(?:e|es|ed|ing)|adores?|adored|(?:wish|wished|hope|hoped) (?:i|we|you|she|he|they) could see)\s+(?:(?:all|the|a|some|real|big|little)\s+)*$/.test(
      before,
    ),
  );

/** Ones children wait for in the night, never seen. */
const WAITED_FOR: ReadonlySet<string> = new Set(['santa', 'reindeer', 'tooth fairy', 'easter bunny']);
/**
 * What comes just before one only waited for: 'a mince pie for Santa', 'Would Santa...?', 'Is Santa coming yet?', 'to
 * show Santa the way'; never 'Santa and the reindeer landed' or 'Here is Santa!'.
 */
const AWAITED_BEFORE =
  /\b(?:for|show|showed|would|will|could|can|might|if|when|until|till|wait|waited|waiting|wrote|write|to)\s+(?:the\s+|dear\s+)?$|(?:^|[.!?"“]\s*)is\s+$/;

/** Every mention of one is of them waited for, wished or written to: none has them there. */
function onlyAwaited(lower: string, forms: readonly string[]): boolean {
  const mentions = [...lower.matchAll(new RegExp(`\\b(?:${forms.map(escapeRegExp).join('|')})\\b`, 'g'))];
  return mentions.length > 0 && mentions.every((m) => AWAITED_BEFORE.test(lower.slice(Math.max(0, m.index - 30), m.index)));
}

/** Kinds a museum shows as bones: one there without a name is the skeleton its hall is drawn with. */
const EXHIBITS: ReadonlySet<string> = new Set(['dinosaur', 'mammoth']);

/** The sentence a phrase is said in (the paragraph lower-cased), or '' when it is not there. */
function sentenceAround(lower: string, pattern: RegExp): string {
  const found = new RegExp(pattern.source).exec(lower);
  if (!found) return '';
  const start = lower.slice(0, found.index).search(/[^.!?]*$/);
  return lower.slice(start).split(/(?<=[.!?])\s/)[0]!;
}

/**
 * Every mention comes after 'dreaming of' or 'dreamed about' in its sentence, with no comma between
 * ('He fell asleep dreaming of tall reeds by the water and Grandpa'): only in the dream.
 */
function onlyDreamedOf(words: readonly string[], lower: string): boolean {
  return everyMentionAfter(words, lower, /[.!?]/, (before) => {
    const dream = [...before.matchAll(/\bdream(?:s|ed|t|ing)? (?:of|about)\b/g)].at(-1);
    return dream !== undefined && !before.slice(dream.index).includes(',');
  });
}

/** 'Bark is like a coat', 'as big as a house': a thing only likened to is not there. */
function onlyLikened(word: string, lower: string): boolean {
  const forms = `(?:${escapeRegExp(word)}|${escapeRegExp(pluralOf(word))})`;
  const mentions = (lower.match(new RegExp(`\\b${forms}\\b`, 'g')) ?? []).length;
  const likened = (
    lower.match(
      new RegExp(
        `\\b(?:like|as)\\s+(?:(?:a|an|the|some|two|big|little|soft|warm|old|white|cotton|[a-z]+y)\\s+)*${forms}\\b`,
        'g',
      ),
    ) ?? []
  ).length;
  return mentions > 0 && likened === mentions;
}

/**
 * 'the children playing', 'birds singing': someone doing something, not a thing; so is a verb's
 * -ing form with its object ('seeing the whole world' has no guide dog in it).
 */
function someoneDoing(word: string, lower: string): boolean {
  if (!/ing$/.test(word)) return false;
  const escaped = escapeRegExp(word);
  if (new RegExp(`\\b${escaped} (?:the|a|an|his|her|their|its|my|our|your|every|all)\\b`).test(lower)) return true;
  const before = new RegExp(`\\b([a-z]+) ${escaped}\\b`).exec(lower)?.[1];
  return before !== undefined && kindOf(before) !== null;
}

/** Singular nouns of a text as the NLP library (compromise) tags them, people and pronouns left out. */
function nounsOf(text: string): string[] {
  const doc = mendPhrasalVerbs(nlp(text));
  doc.nouns().toSingular();
  // A verb's -ing form ('seeing summer come') is what someone does, not a thing (no guide dog).
  const terms = doc.match('#Noun').not('#Pronoun').not('#Person').not('#Place').not('#Gerund').terms().out('array') as string[];
  return [...new Set(terms.map((t) => t.toLowerCase().replace(/[^a-z -]/g, '')).filter((t) => t.length > 2))];
}

/** The words name this one, by name or by kind ('leo home', 'his sister to school'). */
function mentions(words: string, c: PresentCharacter): boolean {
  const said = [c.name?.toLowerCase(), c.kind.word, c.kind.plural].filter((w): w is string => !!w);
  return said.some((w) => new RegExp(`\\b${escapeRegExp(w)}\\b`).test(words));
}

/**
 * Whether every mention of someone is as whose a thing is ("Mum's vase", "Grandpa's old hat"), never
 * "Mum's here" or "Dad's going" (is, has).
 */
function onlyOwner(text: string, c: PresentCharacter): boolean {
  const words = [c.name, c.kind.word, ...c.kind.words].filter((w): w is string => !!w);
  const said = [
    ...text.replace(/’/g, "'").matchAll(new RegExp(`\\b(?:${words.map(escapeRegExp).join('|')})\\b('s\\s+([a-z]+))?`, 'gi')),
  ];
  return said.length > 0 && said.every((m) => m[2] !== undefined && !IS_OR_HAS.test(m[2]));
}

/** After "Mum's", a word that says "Mum is" or "Mum has", not a thing of hers ('here', 'going', 'got'). */
const IS_OR_HAS =
  /^(?:here|there|not|a|an|the|so|very|too|home|back|right|in|out|on|off|up|down|asleep|awake|just|always|never|still|been|got|gone|coming|going|[a-z]+ing|[a-z]+ed)$/i;

/** Named by a name of their own, not only by what they are to the family ('Grandpa', 'Mum' written as names). */
function ownName(c: PresentCharacter): boolean {
  if (c.name === null) return false;
  const name = c.name.toLowerCase();
  return name !== c.kind.word && !c.kind.words.includes(name);
}

/**
 * The one a page is about, when the book has not said: the first named one who is not a grown-up
 * of the family or a grown-up by their work ('Grandma Rosa pushed Theo': Theo; 'Later, Grandpa and
 * Noor': Noor), else the first named, else a child, else anyone drawn.
 */
/** A character's kind words as one alternation ('postman|postie|mail carrier'). */
const kindWords = (c: PresentCharacter) => [c.kind.word, ...c.kind.words].map(escapeRegExp).join('|');

function leadOf(characters: readonly PresentCharacter[], text = ''): number {
  const drawable = (c: PresentCharacter) => figureKind(c.kind) !== null;
  const grownUp = (c: PresentCharacter) => {
    const rig = rigOf(figureKind(c.kind)!);
    return ['adult', 'family'].includes(c.kind.group) && rig.rig === 'person' && ['adult', 'elder'].includes(rig.role.age);
  };
  // 'the little snail reached the sea ... called a smiley dolphin named Pudding': one brought in on
  // the page by a name is met there, not the one it is about.
  const lower = text.toLowerCase();
  const told = lower.replace(/[“”]/g, '"').replace(/"[^"]*"/g, ' ');
  const onlyCalledTo = (c: PresentCharacter) =>
    c.name !== null && !new RegExp(`\\b${escapeRegExp(c.name.toLowerCase())}\\b`).test(told);
  const newcomer = (c: PresentCharacter) =>
    c.name !== null &&
    new RegExp(
      `\\b(?:a|an)\\s+(?:[a-z-]+\\s+){0,2}(?:${kindWords(c)})\\s+(?:called|named)\\s+${escapeRegExp(c.name.toLowerCase())}\\b`,
    ).test(lower);
  // ('Early one day, Sasha the lighthouse keeper was up before the sun ... Waffles the seagull was waiting': a grown-up
  // the first sentence names first, with their work, is the one the page is about, not the pet at the door; 'Mia
  // waved at Tom the pilot' is Mia's.)
  const opening = told.split(/[.!?]/)[0] ?? '';
  const firstNamed = (c: PresentCharacter) => {
    const at = (name: string) => opening.search(new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`));
    const own = at(c.name!);
    return characters.every((o) => o.name === null || o.name === c.name || at(o.name) < 0 || at(o.name) > own);
  };
  const introduced = (c: PresentCharacter) =>
    c.name !== null &&
    grownUp(c) &&
    firstNamed(c) &&
    new RegExp(`\\b${escapeRegExp(c.name.toLowerCase())},? the (?:[a-z-]+ )?(?:${kindWords(c)})\\b`).test(opening);
  const tries = [
    introduced,
    // (One only called to in a quotation, '"Come on, Pepper!" called Tom', is not the one the page
    // is about while another child is named.)
    (c: PresentCharacter) => c.name !== null && !grownUp(c) && !newcomer(c) && !onlyCalledTo(c),
    (c: PresentCharacter) => c.name !== null && !grownUp(c) && !newcomer(c),
    (c: PresentCharacter) => ownName(c) && !newcomer(c),
    (c: PresentCharacter) => c.kind.group === 'child',
    (c: PresentCharacter) => !newcomer(c) && !grownUp(c),
    () => true,
  ];
  // Of those who fit, the one the page names first ('One was a turtle ... Inky swam ... played with
  // Pickles': Inky), else the first mentioned.
  const named = characters.map((c, i) => {
    const at = c.name ? lower.search(new RegExp(`\\b${escapeRegExp(c.name.toLowerCase())}\\b`)) : -1;
    return { c, i, at: at < 0 ? Infinity : at };
  });
  for (const fits of tries) {
    const found = named.filter(({ c }) => drawable(c) && fits(c)).sort((a, b) => a.at - b.at || a.i - b.i)[0];
    if (found) return found.i;
  }
  return -1;
}

/**
 * What a phrase says is done by more than one: its sentence's subject is two joined by 'and', a
 * group or 'they' ('Tom and his sister played cards', 'The children played cards', 'They all sat'),
 * or it is done with one of the others there ('played cards with Grandma').
 */
function doneTogether(paragraph: string, pattern: RegExp, others: readonly string[] = []): boolean {
  const text = paragraph.replace(/[’]/g, "'");
  const found = new RegExp(pattern.source, 'i').exec(text);
  if (!found) return false;
  // 'played cards with Grandma', 'played a game of cards with his sister': with someone there.
  const rest = text
    .slice(found.index + found[0].length)
    .split(/[.!?;:,"“”]/)[0]!
    .toLowerCase();
  const partner = /\bwith\s+(?:(?:his|her|their|my|our|the|a|an|two|three|some|all|old|new|best|little|big)\s+)*([a-z-]+)/.exec(
    rest,
  )?.[1];
  if (partner && others.some((w) => w.toLowerCase() === partner)) return true;
  const clause = text
    .slice(0, found.index)
    .split(/[.!?;:,"“”]/)
    .at(-1)!
    .toLowerCase();
  // (The subject alone, just before the phrase: 'the puppy cried and Sam hugged it' is Sam's hug.)
  return (
    /^\s*(?:(?:the|a|an|his|her|their|my|our)\s+)?[a-z-]+\s+and\s+(?:[a-z-]+\s+){1,2}$/.test(clause) ||
    /^\s*(?:[a-z-]+\s+)?(?:they|we|everyone|both|children|kids|friends|twins|family)\s+(?:all\s+|both\s+|together\s+)?$/.test(
      clause,
    )
  );
}

/** The one of those present named first in `text` (by name or kind), and where: [-1, Infinity] when none is. */
function firstNamedIn(text: string, present: readonly PresentCharacter[]): [number, number] {
  let who = -1;
  let first = Infinity;
  present.forEach((c, i) => {
    for (const w of [c.name?.toLowerCase() ?? '', c.kind.word, ...c.kind.words].filter(Boolean)) {
      const where = new RegExp(`\\b${escapeRegExp(w)}\\b`).exec(text)?.index ?? -1;
      if (where >= 0 && where < first) [who, first] = [i, where];
    }
  });
  return [who, first];
}

/**
 * Who does what a phrase says: the one named last before it in its sentence ('Pip heard Dad crying':
 * Dad; 'Dad held Pip while she cried': 'she', the hero), as an index into the present characters;
 * -1 when nobody is named before it (the hero then). Something said is the speaker's.
 */
function phraseDoer(paragraph: string, pattern: RegExp, present: readonly PresentCharacter[], heroIndex: number): number {
  const text = paragraph.replace(/[’]/g, "'");
  const found = new RegExp(pattern.source, 'i').exec(text);
  if (!found) return -1;
  // Something said is the speaker's, named after it: '"Oh no!" cried Grandpa', '"Oh dear," she said'.
  if (/^["“]/.test(found[0])) {
    const rest = text.slice(found.index + 1);
    const close = rest.search(/["”]/);
    const tag = close < 0 ? '' : (/^[^.!?"“]*/.exec(rest.slice(close + 1).toLowerCase())?.[0] ?? '');
    const [speaker, first] = firstNamedIn(tag, present);
    const pronoun = /\b(?:he|she|they)\b/.exec(tag)?.index ?? -1;
    if (pronoun >= 0 && pronoun < first) return heroIndex;
    if (speaker >= 0) return speaker;
  }
  const sentence = text
    .slice(0, found.index)
    .split(/[.!?]["”]?\s/)
    .at(-1)!
    .toLowerCase();
  let best = -1;
  let at = -1;
  const last = (words: readonly string[]) =>
    Math.max(-1, ...words.map((w) => [...sentence.matchAll(new RegExp(`\\b${escapeRegExp(w)}\\b`, 'g'))].at(-1)?.index ?? -1));
  present.forEach((c, i) => {
    const where = last([c.name?.toLowerCase() ?? '', c.kind.word, c.kind.plural, ...c.kind.words].filter(Boolean));
    if (where > at) [best, at] = [i, where];
  });
  // A verb joined on with 'and' has the sentence's subject, not the one just given a hug ('The
  // little girl yawned, gave Dot the teddy bear a hug and fell fast asleep': the girl sleeps).
  if (/\band\s*$/.test(sentence) && !/\b(?:he|she|they|i|we|it)\s+\w+\s*$/.test(sentence)) {
    const [subject, first] = firstNamedIn(sentence, present);
    const opening = sentence.slice(0, first).trim();
    if (subject >= 0 && subject !== best && SUBJECT_OPENING.test(opening)) return subject;
  }
  // A pronoun after everyone named stands for the hero (or whoever the story is about), unless the
  // page never names the hero and tells of someone else before it ('Hare sat under a tree ... Soon he
  // was fast asleep'): then it goes on with them.
  const pronoun = /\b(he|she)\b(?![\s\S]*\b(?:he|she)\b)/.exec(sentence)?.[1];
  if (last(['he', 'she', 'they', 'i', 'we']) > at) {
    if (heroIndex >= 0 || !pronoun) return heroIndex;
    const earlier = text.slice(0, found.index).toLowerCase();
    let other = -1;
    let where = -1;
    present.forEach((c, i) => {
      const words = [c.name?.toLowerCase() ?? '', c.kind.word].filter(Boolean);
      const w = Math.max(
        -1,
        ...words.map((x) => [...earlier.matchAll(new RegExp(`\\b${escapeRegExp(x)}\\b`, 'g'))].at(-1)?.index ?? -1),
      );
      if (w > where) [other, where] = [i, w];
    });
    const c = present[other];
    const theirs = c ? (c.kind.pronoun ?? (c.name ? pronounOfName(c.name) : null)) : null;
    return c && !c.kind.human && (!theirs || theirs === (pronoun === 'he' ? 'he' : 'she')) ? other : heroIndex;
  }
  return best;
}

/** What comes before falling asleep only longed for, asked about or thought of, or said in a quotation. */
function onlyWishedSleep(before: string): boolean {
  const quotes = (before.match(/["“”]/g) ?? []).length;
  return (
    quotes % 2 === 1 ||
    /(?:(?<!\bgot )\bto|\babout|\bof|\bwill (?:i|we|you)|\bcan (?:i|we|you)|\bcould (?:i|we)|\btried|\btry|\btrying|\bwanted|\bwants|\blonged|\blongs|\bwished|\bwishes)\s+(?:to\s+)?(?:do:?\s+)?$/i.test(
      before,
    )
  );
}

/** What may open a sentence before its subject ('Then the little girl', 'Soon Mia'). */
const SUBJECT_OPENING = /^(?:(?:then|soon|so|next|the|a|an|little|tiny|big|old|young|sleepy|his|her|their)\s*)*$/;

/** The first verb that shows as a pose. */
function poseFrom(actions: readonly { verb: string; object: string | null }[]): Pose | null {
  for (const a of actions) {
    const pose = poseOfAction(a);
    if (pose) return pose;
  }
  return null;
}

/** Under the sea people swim; in the sky they fly; in a boat they sit. */
function placePose(pose: Pose, setting: SettingId, kind: KindId, vessel?: 'sail' | 'paddle', landed = false): Pose {
  const rig = rigOf(kind).rig;
  // In a canoe, a rowing boat or a sailing boat everyone sits (reading, or asleep, as they are).
  if (vessel) return pose === 'read' ? 'sitRead' : pose === 'sleep' || pose === 'sitRead' ? pose : 'sit';
  if (setting === 'underwater' && (pose === 'stand' || pose === 'walk' || pose === 'run'))
    return rig === 'critter' ? pose : 'swim';
  if (setting === 'sky' && pose !== 'ride' && pose !== 'sit') return 'fly';
  // A cloud, a raindrop or a snowflake that is someone floats up in the sky over any place out of
  // doors ('Sparky floated over to the fields far below'), unless it has come down to the ground.
  if (ofTheSky(kind) && !landed && GROUNDED_TO_FLY.has(pose)) return 'fly';
  if (setting === 'sea' && (pose === 'swim' || pose === 'run')) return 'stand';
  return pose;
}

/** A sea turtle or a seal met from the beach out in the water: 'popped up in the waves', 'swam past'. */
const IN_THE_WAVES =
  /\b(?:in the (?:waves|water|sea|shallows)|popped up|bobbed (?:up|about)|far out|swam|swims|swimming|paddled (?:past|round|by|slowly|off|away))\b/;
/** ...or come up onto the sand: crawled up the beach, nesting, hatching. */
const ON_THE_SAND = /\b(?:crawl\w* (?:up|onto|across|out)|on the sand|nests?|eggs?|hatch\w*|dug)\b/;

/**
 * A sea turtle met from the beach is out in the water unless the page brings it up onto the sand (never a tortoise
 * walking on the beach); a seal is when the page says so ('a seal popped up in the waves').
 */
function offShore(kind: KindId, setting: SettingId, lower: string, promptWords: string): boolean {
  if (setting !== 'beach' || ON_THE_SAND.test(lower)) return false;
  const seaTurtle = kind === 'turtle' && /\bsea turtles?\b/.test(`${lower} ${promptWords.toLowerCase()}`);
  return seaTurtle || (kind === 'seal' && IN_THE_WAVES.test(lower));
}

/** Poses of one on the ground that one of the sky does up in the air. */
const GROUNDED_TO_FLY = new Set<Pose>(['stand', 'walk', 'run', 'talk', 'jump', 'dance', 'wave', 'lookUp', 'point']);

/** Come down to the ground: a raindrop in its puddle, a snowflake on a mitten. */
const LANDED =
  /\b(?:land(?:s|ed)?|splash(?:es|ed)? (?:into|down)|fell into|plop(?:ped)? into|melt(?:s|ed)?|in (?:a|the) puddle|on the ground)\b/;

/**
 * A verb said only as something wanted, hoped or planned ('wanted to fly to the moon', 'hoped to
 * swim'), never as done ('flew', 'was flying', 'flies').
 */
function onlyWishedTo(verb: string, lower: string): boolean {
  if (verb.includes(' ')) return false;
  const done = [pastOf(verb), gerundOf(verb), presentOf(verb)].filter((f) => f !== verb);
  if (done.some((f) => new RegExp(`\\b${escapeRegExp(f)}\\b`).test(lower))) return false;
  const said = lower.match(new RegExp(`\\b(?:\\w+ ){2}${escapeRegExp(verb)}\\b`, 'g')) ?? [];
  return said.length > 0 && said.every((m) => WISH_TO.test(m));
}

const WISH_TO =
  /\b(?:(?:wants?|wanted|wish(?:es|ed)?|hopes?|hoped|dream(?:s|ed|t)?|longs?|longed|like|love|plans?|planned|going|decided|needs?|needed) to|will|would|could|can|might|must|cannot|can't|couldn't|shall) [a-z]+$/;

/** Every mention of a kind's word is before a noun it describes ('giant green leaves', 'a monster truck'). */
let parsed: { text: string; doc: ReturnType<typeof nlp> } | null = null;

function kindWordOnlyModifies(text: string, kind: Kind): boolean {
  if (kind.word.includes(' ')) return false;
  // Parsed once per paragraph, however many characters it names.
  if (parsed?.text !== text) parsed = { text, doc: nlp(text) };
  const doc = parsed.doc;
  const all = doc.match(`(${kind.word}|${kind.plural})`).length;
  // 'her robot friend', 'the penguin dads': before a word for someone, the kind says what they are;
  // 'Grandpa Fox': a family word before a kind is a title.
  const modifying = (
    doc.match(`(${kind.word}|${kind.plural}) #Adjective? #Noun`).not('#Possessive').out('array') as string[]
  ).filter((phrase) => {
    const after = kindOf(
      phrase
        .split(/\s+/)
        .at(-1)!
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
    );
    return !after?.human && !(after && kind.group === 'family');
  });
  return all > 0 && modifying.length === all;
}

/** Every mention of a kind is in a quotation, said to someone without an article ('Hi there, cheerful sister!'). */
function onlyAddressed(text: string, kind: Kind): boolean {
  const quotes = text.replace(/[“”]/g, '"').match(/"[^"]*"/g) ?? [];
  const words = `(?:${escapeRegExp(kind.word)}|${escapeRegExp(kind.plural)})`;
  const everywhere = (text.toLowerCase().match(new RegExp(`\\b${words}\\b`, 'g')) ?? []).length;
  const addressed = quotes
    .map((q) => (q.toLowerCase().match(new RegExp(`(?:^"|[,!?] )(?:[a-z]+ )?${words}\\b`, 'g')) ?? []).length)
    .reduce((a, b) => a + b, 0);
  return everywhere > 0 && addressed === everywhere;
}

/** Every mention of a kind is what 'you' are called in a quote ('What a wonderful painter you are!', 'You are a star'). */
function onlyCalledYou(text: string, kind: Kind): boolean {
  const words = `(?:${[kind.word, kind.plural, ...kind.words].map(escapeRegExp).join('|')})`;
  const lower = text.toLowerCase().replace(/[“”]/g, '"');
  const everywhere = (lower.match(new RegExp(`\\b${words}\\b`, 'g')) ?? []).length;
  const called = (
    lower.match(
      new RegExp(
        `\\b(?:what|such) an? (?:[a-z]+ ){0,2}${words} you are\\b|\\byou(?: are|['’]re) (?:such |the |a |an )(?:[a-z]+ ){0,2}${words}\\b`,
        'g',
      ),
    ) ?? []
  ).length;
  return everywhere > 0 && called === everywhere;
}

/** Every mention of a kind follows 'like' or 'as' ('like old friends', 'as brave as a lion', 'like a fish'). */
function onlyLike(lower: string, kind: Kind): boolean {
  const words = `(?:${escapeRegExp(kind.word)}|${escapeRegExp(kind.plural)})`;
  const everywhere = (lower.match(new RegExp(`\\b${words}\\b`, 'g')) ?? []).length;
  const likened = (
    lower.match(new RegExp(`\\b(?:like|as)\\s+(?:(?:a|an|the|two|old|best|little|big|real|true)\\s+)*${words}\\b`, 'g')) ?? []
  ).length;
  return everywhere > 0 && likened === everywhere;
}

/**
 * Every mention of someone is as the one a letter, a card or a message goes to ('wrote a card to
 * her teacher', 'sent Grandpa a postcard', 'a note for Mum'): they are not where it is written.
 */
function onlyAddressee(lower: string, c: PresentCharacter): boolean {
  const { who, mentions } = mentionsOf(lower, c);
  const sent =
    lower.match(
      new RegExp(
        `\\b(?:wr[oi]te|writes|writing|written|sen[dt]|sends|sending|posted|posting|mailed|mailing)\\s+(?:(?:a|an|the|his|her|their|my|some|long|little|short|thank-you|thank you|birthday|get-well)\\s+)*(?:letters?|cards?|notes?|postcards?|messages?|poems?|emails?)\\s+(?:to|for)\\s+(?:(?:his|her|their|my|the|a|an|dear|old|new)\\s+)*${who}\\b|\\b(?:wrote|writes|sent|sends|posted|mailed)\\s+(?:(?:his|her|their|my|the)\\s+)?${who}\\s+(?:a|an|some)\\s+`,
        'g',
      ),
    ) ?? [];
  return mentions > 0 && sent.length === mentions;
}

/** Someone's words as a pattern (name, kind, plural, other words), and how often the text says them. */
function mentionsOf(lower: string, c: PresentCharacter): { who: string; mentions: number } {
  const words = [c.name?.toLowerCase(), c.kind.word, c.kind.plural, ...c.kind.words].filter((w): w is string => !!w);
  const who = `(?:${words.map(escapeRegExp).join('|')})`;
  return { who, mentions: (lower.match(new RegExp(`\\b${who}\\b`, 'g')) ?? []).length };
}

/**
 * Every mention is in something said, as the one a thing is for ('"Pick some flowers for Grandma,"
 * said the wolf'): they are where the thing is going, not on this page.
 */
function onlyMeantFor(lower: string, c: PresentCharacter): boolean {
  const { who, mentions } = mentionsOf(lower, c);
  const said = (lower.match(/["“][^"”]*["”]/g) ?? []).join(' ');
  const meantFor =
    said.match(new RegExp(`\\bfor\\s+(?:(?:his|her|their|my|your|our|the|dear|old|poor|little)\\s+)*${who}\\b`, 'g')) ?? [];
  return mentions > 0 && meantFor.length === mentions;
}

/** 'to make a friend', 'find a new friend': every mention is of one wished for, not there. */
function onlyWishedFor(lower: string, kind: PresentCharacter['kind']): boolean {
  const mentions = [
    ...lower.matchAll(
      new RegExp(`\\b(\\w+)\\s+(?:(?:a|an|the|their|his|her|my|new|best|true|real)\\s+)*(?:${kind.word}|${kind.plural})\\b`, 'g'),
    ),
  ];
  return mentions.length > 0 && mentions.every((m) => WISHING.has(m[1]!));
}

const WISHING = new Set([
  'make',
  'makes',
  'made',
  'making',
  'find',
  'finds',
  'finding',
  'want',
  'wants',
  'wanted',
  'wish',
  'need',
  'needed',
  'meet',
]);

/** The text brings in a child other than the hero: "a girl", "another boy", "two children". */
function anotherChild(lower: string, kind: PresentCharacter['kind']): boolean {
  return (
    new RegExp(`\\b(?:a|an|another|one|some|two|three|other|new)\\s+(?:\\w+\\s+){0,2}(?:${kind.word}|${kind.plural})\\b`).test(
      lower,
    ) || new RegExp(`\\b${kind.plural}\\b`).test(lower)
  );
}

/** Another of a kind besides the one that is the hero: 'another train', 'two trains', 'the trains'. */
function anotherThing(lower: string, kind: PresentCharacter['kind']): boolean {
  const words = `(?:${escapeRegExp(kind.word)}|${escapeRegExp(kind.plural)})`;
  return (
    new RegExp(`\\b(?:another|other|two|three|second|new)\\s+(?:\\w+\\s+){0,2}${words}\\b`).test(lower) ||
    (kind.plural !== kind.word && new RegExp(`\\b${escapeRegExp(kind.plural)}\\b`).test(lower))
  );
}

/** A baby's bed or pram, that a baby sleeps in or is rocked, pushed or laid in. */
const BABY_BEDS = String.raw`(?:the|a|her|his|their|its|my|our|\w+'s) (?:\w+ ){0,2}(?:cot|crib|cradle|pram|buggy|pushchair|bassinet|moses basket|baby sling|sling)\b`;
/** Sleeping, lying or snuggled where only a baby is: 'Lola slept snug in the cot'. */
const LIES_IN_BABY_BED = String.raw`(?:slept|sleeps|sleeping|was sleeping|lay|lies|lying|was lying|napped|naps|dozed|snoozed|snoozing|snuggled|cooed|gurgled|wriggled|yawned)\b[^.!?"]{0,24}?\b(?:in|inside) ${BABY_BEDS}`;
/** Rocked, pushed or laid in one: 'Mum rocked Bella in the pram', 'Dad tucked Kit into the crib'. */
const PUT_IN_BABY_BED = String.raw`\b(?:rocked|rocks|rocking|pushed|pushes|pushing|wheeled|wheels|tucked|tucks|laid|lays|put|puts|lifted|lifts|carried|settled|placed|cradled|strapped) `;

/**
 * One called by name whom the paragraph's own words make a baby: asleep in a cot or a pram, rocked
 * or laid in one, or a bundle carried ('Lola slept snug in the cot', 'Mum rocked Bella in the pram',
 * 'Kit was a warm little bundle'). A later page cannot know an earlier one said who the baby was.
 */
function babyByWords(name: string, paragraph: string): boolean {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').toLowerCase();
  const lower = paragraph.toLowerCase();
  return (
    new RegExp(String.raw`\b${n} (?:\w+ ){0,2}${LIES_IN_BABY_BED}`).test(lower) ||
    new RegExp(String.raw`${PUT_IN_BABY_BED}${n}\b[^.!?"]{0,24}?\b(?:in|into|inside|out of) ${BABY_BEDS}`).test(lower) ||
    new RegExp(
      String.raw`\b${n} (?:was|is|lay|slept) (?:\w+ ){0,3}bundle\b|\b(?:carried|carries|held|holds|cradled|hugged) ${n},? (?:like )?an? (?:\w+ ){0,3}bundle\b`,
    ).test(lower)
  );
}

/** "her robot friend": the kind word before "friend" says what the friend is. */
function refineKind(c: PresentCharacter, paragraph: string): PresentCharacter['kind'] {
  if (c.name && c.kind.group === 'child' && babyByWords(c.name, paragraph)) return kindOf('baby') ?? c.kind;
  // 'penguin dads', 'the lion mums', 'elephant babies': animals of that kind, not people.
  if (c.kind.group === 'family' || c.kind.word === 'baby') {
    const before = new RegExp(`\\b([a-z]+) (?:${c.kind.word}|${c.kind.plural})\\b`, 'i').exec(paragraph)?.[1]?.toLowerCase();
    const animal = before ? kindOf(before) : null;
    if (animal && !animal.human) return animal;
    // 'his baby sister', 'their new baby brother', 'a baby cousin': a baby.
    if (before === 'baby' && c.kind.word !== 'baby') return kindOf('baby') ?? c.kind;
    // 'Whales feed their babies milk', 'the duck and her mum': the family of the animal just named.
    const owner = animalOwning(paragraph, c.kind);
    if (owner) return owner;
  }
  if (c.kind.word !== 'friend') return c.kind;
  const match = /\b([a-z]+) (?:friend|pal|buddy)\b/i.exec(paragraph);
  const before = match?.[1]?.toLowerCase();
  if (!before) return c.kind;
  const kind = kindOf(before);
  return kind && kind.word === before ? kind : c.kind;
}

/**
 * The animal whose family a possessive names: 'Whales are mammals, so they feed their babies' (the
 * babies are whales), 'the duck waddled to her mum'; the last kind named before it in the sentence.
 */
function animalOwning(paragraph: string, kind: PresentCharacter['kind']): Kind | null {
  const lower = paragraph.toLowerCase();
  const found = new RegExp(`\\b(?:their|its|her|his) (?:\\w+ )?(?:${kind.word}|${kind.plural})\\b`).exec(lower);
  if (!found) return null;
  const sentence = lower
    .slice(0, found.index)
    .split(/[.!?]\s/)
    .at(-1)!;
  const before = sentence.match(/[a-z]+/g) ?? [];
  for (let i = before.length - 1; i >= 0; i -= 1) {
    const k = kindOf(before[i]!);
    if (k) return k.human ? null : k;
  }
  return null;
}

/** A colour written just before a character's kind word ("a purple dragon"). */
/** A colour the idea says for a thing the page names ('the big red bus' for 'the buses'). */
function colourInIdea(prompt: string, word: string): string | null {
  const head = word.toLowerCase().split(/\s+/).at(-1) ?? '';
  const one = head.replace(/(?:(?<=(?:s|x|ch|sh))es|(?<=[^s])s)$/, '');
  return colourBefore(prompt, head) ?? (one !== head ? colourBefore(prompt, one) : null);
}

function colourBefore(lower: string, kindWord: string): string | null {
  const match = new RegExp(`\\b([a-z]+) (?:little |big |tiny |small |young |old |friendly )?${kindWord}s?\\b`).exec(lower);
  return (match && COLOUR_WORDS[match[1]!]) ?? null;
}

const NUMBERS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  several: 3,
  many: 3,
  some: 2,
  lots: 3,
  a: 1,
};

/** "three ducks": how many of a kind (at most three are drawn). */
function countOf(lower: string, kind: PresentCharacter['kind']): number {
  // 'a deer', 'the sheep': a plural like the singular says how many only with a number.
  if (kind.plural === kind.word) {
    const counted = new RegExp(`\\b(\\w+) (?:\\w+ )?${kind.plural}\\b`).exec(lower)?.[1];
    return counted && counted !== 'a' && NUMBERS[counted] ? NUMBERS[counted] : 1;
  }
  const match = new RegExp(`\\b(\\w+) (?:\\w+ )?${kind.plural}\\b`).exec(lower);
  if (!match) return 1;
  return Math.max(2, NUMBERS[match[1]!] ?? 2);
}

/** The language module's kind for one of ours: a thing that is someone is that thing. */
export function languageKindOf(kind: KindId): Kind {
  // (A bus or a tractor that is someone is the machine the story knows, at home where it works: the town, the farm.)
  if (kind.startsWith('thing:')) {
    const word = kind.slice(6).replace(/-/g, ' ');
    const machine = kindOf(word);
    return machine?.group === 'machine' ? machine : thingKind(word);
  }
  // (A plant that is someone is a thing to the language module: 'Pepper the seed'.)
  if (rigOf(kind).rig === 'plant' || kind === 'egg') return thingKind(kind);
  return kindOf(languageWordOf(kind)) ?? kindByWord('child');
}

/** The language module's word for one of our kinds (they mostly match). */
function languageWordOf(kind: KindId): string {
  const map: Partial<Record<KindId, string>> = {
    'polar-bear': 'polar bear',
    'guinea-pig': 'guinea pig',
    police: 'police officer',
    teddy: 'teddy bear',
    chicken: 'hen',
    // (An animal not yet grown is its kind to the language module: 'Flick the tadpole' is a frog.)
    chick: 'hen',
    tadpole: 'frog',
    frogspawn: 'frog',
    chrysalis: 'butterfly',
  };
  return map[kind] ?? kind;
}

/** A hero drawn at a stage of its growing (a sprout, a tadpole): never drawn again beside itself as a thing. */
function growsUp(kind: KindId): boolean {
  const rig = rigOf(kind).rig;
  return rig === 'plant' || rig === 'young';
}

/** A young one side by side with another of its kind in a sentence ('hugged the baby hedgehog'): two of them. */
function youngBeside(lower: string, kind: Kind): boolean {
  const words = `(?:${escapeRegExp(kind.word)}|${escapeRegExp(kind.plural)})`;
  return lower
    .split(/[.!?]+/)
    .some(
      (sentence) =>
        (sentence.match(new RegExp(`\\b${words}\\b`, 'g')) ?? []).length >= 2 &&
        new RegExp(`\\b(?:baby|young|newborn)\\s+${words}\\b`).test(sentence),
    );
}

const ELDERS = /^(?:grandma|grandpa|granny|grandad|granddad|grandmother|grandfather|gran|nana|nan|grandparent)s?$/;
const PARENTS = /^(?:mum|mom|mummy|mommy|mother|dad|daddy|father|parent|aunt|auntie|uncle)s?$/;

/**
 * An animal's grandma or grandpa, or one called old ('the old tortoise'), is an elder; its mum or
 * dad a grown-up; a baby or a young one ('the baby owl', 'a young deer') is small.
 */
function ageOf(kind: Kind, lower: string, name: string | null): 'elder' | 'grown' | 'young' | null {
  const words = `(?:${escapeRegExp(kind.word)}|${escapeRegExp(kind.plural)})`;
  // (By a name that is the word, too: the book's teddy called 'Dad' on a later page, 'Grandpa Fox', 'Mummy Bear'.)
  const called = name?.toLowerCase().split(/\s+/)[0] ?? '';
  if (ELDERS.test(called)) return 'elder';
  if (PARENTS.test(called)) return 'grown';
  if (ELDERS.test(kind.word) || new RegExp(`\\b(?:old|elderly|aged)\\s+(?:\\w+\\s+)?${words}\\b`).test(lower)) return 'elder';
  if (PARENTS.test(kind.word)) return 'grown';
  if (kind.word === 'baby' || new RegExp(`\\b(?:baby|young|newborn)\\s+${words}\\b`).test(lower)) return 'young';
  return null;
}

/**
 * Someone who carries, holds or cradles the baby who is there has it in their arms, whatever else they do first ('In
 * came Mum, carrying his new baby sister, Lola'; 'Grandma came in cradling baby Noah').
 */
function holdsTheBaby(
  actions: readonly { verb: string; object: string | null }[],
  c: PresentCharacter,
  present: readonly PresentCharacter[],
  paragraph: string,
): boolean {
  const babies = present.filter((o) => o !== c && refineKind(o, paragraph).word === 'baby');
  return (
    babies.length > 0 &&
    refineKind(c, paragraph).word !== 'baby' &&
    actions.some(
      (a) =>
        poseOfAction(a) === 'hold' &&
        a.object !== null &&
        (/\bbaby\b/.test(a.object) || babies.some((b) => a.object === b.name || a.object === b.kind.word)),
    )
  );
}

/** A machine that is nobody unless it has a name: a car, a boat, a train (a robot is always someone). */
const unnamedMachine = (kind: Kind) => kind.group === 'machine' && kind.word !== 'robot';
