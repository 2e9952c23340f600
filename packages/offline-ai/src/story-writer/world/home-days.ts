/**
 * Days at home that are no quest: looking after someone who is ill, being ill oneself, moving house.
 * Each is told by its own doings (soup carried carefully, a story read aloud; boxes carried up the stairs),
 * a small trouble of that day put right, and its own turn for the better, never 'got everything ready' to
 * 'make Grandpa feel better' or a torch found when the lights go out.
 * Slots: {hero}, {Hero}, {they}, {their}, {friend} (the one who is ill), {Friend}.
 */
import type { SettingId } from '../../language/index.js';
import { PET_DAYS } from './pet-days.js';
import type { PlaceTrouble } from './types.js';
import { memo } from '../../memo.js';
import { VET_DAYS } from './vet-visits.js';
import { GRIEF } from './grief-days.js';
import { JEALOUSY } from './jealousy-days.js';
import { FEELING_DAYS } from './feeling-days.js';
import { HABIT_DAYS } from './habit-days.js';
import { CRYING_BABY } from './crying-baby-days.js';
import { SIBLING_TAKES } from './sibling-days.js';
import { LONG_AGO } from './long-ago-days.js';
import { DINOSAUR_DAY } from './dinosaur-days.js';
import { TOOTH_FAIRY_DAY, TOOTH_FAIRY_NIGHT } from './tooth-fairy-days.js';
import { MOON_NIGHTS } from './moon-nights.js';
import { TEDDY_HOSPITAL } from './teddy-hospital.js';
import { WEATHER_DAYS } from './weather-days.js';
import { BALLOON_DAYS } from './balloon-days.js';
import { KITE_DAYS } from './kite-days.js';
import { SMALL_WORLD } from './small-worlds.js';
import { BOAT_VOYAGE } from './boat-voyage.js';
import { SEA_FRIEND_DAYS } from './sea-friends.js';
import { BOX_DAYS } from './box-days.js';
import { MINIBEAST_HUNT } from './minibeast-hunt.js';
import { TREASURE_HUNTS } from './treasure-hunt.js';
import { TREE_PLANTING } from './tree-planting.js';
import { ICE_CREAM_DAY } from './ice-cream-day.js';
import { SCARECROW_ALIVE, SNOWMAN_ALIVE, TOY_NIGHT } from './toy-nights.js';
import { GARDEN_CAMP, POWER_CUT } from './home-nights.js';
import { EASTER_MORNING, ELF_WORKSHOP, REINDEER_NIGHT, SANTA_NIGHT } from './holiday-nights.js';

export interface HomeDay {
  /**
   * 'care' (someone of the family is ill), 'ill' (the hero is), 'moving' (a new house), 'pet' (one's own pet, pet-days.ts),
   * 'grief' (someone who died, grief-days.ts), 'jealous' (of a new baby, jealousy-days.ts), 'cross', 'sad', 'envy' and 'fallout' (a child's big feeling, feeling-days.ts), 'crying' (a baby who cries, crying-baby-days.ts), 'sibling' (a brother or sister who takes the hero's things, sibling-days.ts), 'long-ago' (a grandparent's memories, long-ago-days.ts), 'mischief' (a naughty
   * young pet, its own hero, pet-days.ts), 'past' (what happened to the dinosaurs, dinosaur-days.ts), 'tooth' (the
   * tooth fairy comes late, tooth-fairy-days.ts), 'tooth-night' (the tooth fairy's own night, late on her rounds), 'santa-night', 'reindeer-night', 'elf-workshop' and 'easter-morning' (Santa's Christmas Eve, the littlest reindeer's, an elf's toys made, the Easter bunny's egg hiding, holiday-nights.ts), 'moon' (the moon gone from the sky, moon-nights.ts), 'teddy' (a teddy
   * mended, teddy-hospital.ts), 'toys' (toys awake at night while the child sleeps, toy-nights.ts), 'snow', 'snowman',
   * 'snow-school', 'rain', 'rain-indoors', 'wind' and 'hot' (a day of real weather, weather-days.ts), 'garden-camp' (a night in a tent in
   * the garden), 'power-cut' (the lights out at home, home-nights.ts), 'habit' (a habit in the way, habit-days.ts) and
   * 'balloon' (a balloon let go of, balloon-days.ts), 'small-world' (a tiny creature who wants to see the world, small-worlds.ts),
   * 'sea-friend' (a child and a dolphin, a seal or a sea turtle met from the rocks, sea-friends.ts), 'kite' (a kite
   * taken by the wind and got back, kite-days.ts), 'voyage' (a little boat's first trip out of the harbour, boat-voyage.ts), 'box' (a big cardboard box made into a
   * rocket or a castle and played in, box-days.ts), 'minibeasts' (a bug hunt in the garden, minibeast-hunt.ts), 'treasure' (a treasure map
   * followed and dug for, treasure-hunt.ts), 'tree' (a little tree planted in the
   * garden, tree-planting.ts), 'ice-cream' (an ice cream from the van in the park, ice-cream-day.ts).
   */
  id:
    | 'care'
    | 'ill'
    | 'moving'
    | 'pet'
    | 'grief'
    | 'jealous'
    | 'cross'
    | 'sad'
    | 'envy'
    | 'fallout'
    | 'sorry'
    | 'crying'
    | 'sibling'
    | 'long-ago'
    | 'mischief'
    | 'past'
    | 'tooth'
    | 'tooth-night'
    | 'santa-night'
    | 'easter-morning'
    | 'reindeer-night'
    | 'elf-workshop'
    | 'moon'
    | 'teddy'
    | 'snow'
    | 'snowman'
    | 'snow-school'
    | 'rain'
    | 'rain-indoors'
    | 'wind'
    | 'hot'
    | 'toys'
    | 'garden-camp'
    | 'power-cut'
    | 'habit'
    | 'balloon'
    | 'small-world'
    | 'sea-friend'
    | 'kite'
    | 'voyage'
    | 'box'
    | 'minibeasts'
    | 'treasure'
    | 'tree'
    | 'ice-cream';
  /** Told of a creature hero, not only of a child: a naughty puppy's own day, the tooth fairy's own night. */
  creature?: true;
  /** The wish as the idea is read ('make Grandpa feel better', 'get better', 'settle into {their} new house'). */
  goal: RegExp;
  /** Where the day is had, when it is not at home: a poorly pet's day is at the vet's (vet-visits.ts). */
  at?: { setting: SettingId; name: string };
  /** Who helps through the day, when it must be one of them: Mum or Dad, busy with the baby or tidying up after the puppy. */
  helpers?: readonly string[];
  /** The doings are told in their order (the trip, then the check-up), not picked by seed. */
  ordered?: boolean;
  /** Words that keep a paragraph on the day: one of them said, no reminder of the wish is needed. */
  words: readonly string[];
  /** What there is to see, with an article or as a plural. At least five. */
  sights: readonly string[];
  /** How the day begins, a sentence or two. */
  start: readonly string[];
  /** The wish, said once, as the child would feel it. */
  wish: readonly string[];
  /** What the child does, a sentence each; two are told. At least three. */
  doings: readonly string[];
  /** What the child does once the trouble is put right, when it can only come after (special time once heard). */
  doingsAfter?: readonly string[];
  /** What goes wrong that day, and how the child puts it right. */
  troubles: readonly PlaceTrouble[];
  /** The turn for the better, a sentence or two. */
  high: readonly string[];
  /** The evening after, a sentence or two. */
  evening: readonly string[];
  /** What one who came along does beside the hero all day ('{Friend} held the tape'), in place of walking over to peek. */
  along?: readonly string[];
  /** Someone of the family's day, the baby or a brother: no friend of the hero's who walks over to peek. */
  kin?: true;
  /** The story's own tag, in place of its plot shape's ('family'). */
  tag?: string;
  /**
   * A child's big feeling (cross, sad, jealous of a friend, feeling-days.ts): had at home when the idea names nowhere,
   * and taught instead when the idea asks how ('What to do when you feel angry').
   */
  feeling?: true;
  /** A day that teaches its topic as it goes, a fact in each part ('Learning to say sorry'). */
  taught?: true;
  /** A day of feeling, no lesson on what it is about ('Our dog died' is none on dogs, a naughty puppy's none either). */
  noLesson?: true;
  /** Helped by one of the family, never a pet of the house: a grown-up explains (tooth-fairy-days.ts). */
  family?: boolean;
  /** What one of the family does to help, after their name: 'came to help, and gave {theHero} a hug'. */
  help: string;
  /** How the child takes the trouble, and how they feel once it is put right: a sentence each. */
  upset: readonly string[];
  cheered: readonly string[];
  /** What the child thinks of while the day goes on, and once it has turned for the better. */
  thought: readonly string[];
  thoughtAfter: readonly string[];
  /** The day's own titles ('Where Did the Dinosaurs Go?'); {name} is the hero's, {friend} the friend's ('Get Well Soon, Teddy'). */
  titles?: readonly string[];
}

const CARE: HomeDay = {
  id: 'care',
  goal: /^make .+ feel better$/,
  words: ['better', 'well', 'bed', 'rest'],
  sights: ['a get-well card', 'a cup of warm tea', 'a soft blanket', 'a pile of picture books', 'a bowl of warm soup'],
  start: [
    '{Friend} had to stay in bed and rest today. {Friend} looked pale and tired.',
    'That morning, {friend} was not well and had to rest in bed all day.',
    '{Friend} was tucked up in bed, too tired to get up today.',
  ],
  wish: [
    '{Hero} wanted to help {friend} feel better.',
    '"I will look after you," {hero} said softly to {friend}.',
    '{Hero} tiptoed in. "I am going to help you feel better," {they} whispered.',
  ],
  doings: [
    '{Hero} made {friend} a get-well card with a big yellow sun on it.',
    '{Hero} carried warm soup to {friend}, one careful step at a time.',
    '{Hero} read {friend} a story by the bed, doing all the funny voices.',
    '{Hero} tucked a soft blanket round {friend}, snug and warm.',
    '{Hero} drew a picture of {friend} and stuck it up by the bed.',
    '{Hero} brought {friend} a cup of warm tea, holding it with both hands.',
    'When {friend} dozed off, {hero} kept as quiet as a mouse.',
  ],
  troubles: [
    {
      event: 'Then {hero} brought {friend} some soup, but it was far too hot to eat!',
      fix: '{Hero} blew on it gently, and soon it was just right for {friend}.',
    },
    {
      event: '{Hero} painted a get-well card, but the paint smudged into a big brown blob.',
      fix: '{Hero} turned the blob into a funny bear, and {friend} laughed at it.',
    },
    {
      event: 'Just as {friend} fell asleep, a dog outside began to bark and bark.',
      fix: '{Hero} shut the window softly and drew the curtains. The room was quiet again.',
    },
    {
      event: '{Hero} carried up a cup of tea, but it slopped over onto the tray.',
      fix: '{Hero} mopped it up and made a fresh cup, carrying it slowly this time.',
    },
  ],
  high: [
    'By the afternoon, {friend} sat up in bed and smiled at {hero}. "I feel a little better already."',
    'Later, {friend} sat up against the pillows and laughed at {heroS} jokes. {Ftheir} cheeks were pink again.',
    '{Friend} woke from a long nap and smiled at {hero}. "I feel much better," {fthey} said.',
  ],
  evening: [
    'At bedtime, {hero} gave {friend} a gentle hug. "Thank you for looking after me," {friend} whispered.',
    'That night, {hero} peeked in to say goodnight. {Friend} was sleeping peacefully, looking much better.',
  ],
  help: 'came to help, and gave {theHero} a hug.',
  upset: ['"Oh dear," whispered {hero}. {Hero} wanted everything just right for {friend}.'],
  cheered: ['"You are a very kind helper," said {friend} softly.', '{Friend} gave {hero} a tired, happy smile.'],
  thought: ['{Hero} hoped {friend} would soon feel better.'],
  thoughtAfter: ['{Friend} was getting better, bit by bit.'],
};

const ILL: HomeDay = {
  id: 'ill',
  goal: /^get better$/,
  words: ['better', 'well', 'bed', 'rest', 'sleep'],
  sights: ['a cosy bed', 'a glass of water', 'a pile of picture books', 'a soft blanket', 'a teddy on the pillow'],
  start: [
    '{Hero} woke up feeling hot and tired, and had to stay in bed.',
    '{Hero} was poorly, so {they} had to stay at home in bed today.',
  ],
  wish: [
    '{Hero} just wanted to feel better and go out to play again.',
    '"I don’t like being poorly," sighed {hero}. "I want to get better."',
  ],
  doings: [
    '{Hero} sipped some water and snuggled under the soft blanket.',
    '{Hero} rested in bed and looked at picture books.',
    '{Hero} had a long sleep, curled up with {their} teddy.',
    'A friend came to the window with a card that said Get Well Soon.',
    'There was warm soup for lunch, and {hero} ate it all up.',
  ],
  troubles: [
    {
      event: 'Then {hero} felt too fidgety to stay in bed any longer.',
      fix: '{Hero} did a jigsaw on a tray, right there in bed.',
    },
    {
      event: 'Then it was time for medicine, and it tasted yucky.',
      fix: 'A sip of apple juice after it made the yucky taste go away.',
    },
    {
      event: 'Outside, other children were playing, and {hero} felt sad to miss it.',
      fix: '{Hero} waved from the window, and they all waved back.',
    },
  ],
  high: [
    'By the evening, {hero} felt much better. {Hero} sat up in bed and asked for a big supper.',
    'The next morning, {hero} woke up feeling much better, and hungry for breakfast!',
  ],
  evening: [
    'The next day, {hero} was well enough to go out and play again.',
    'That night, {hero} snuggled down, cosy and well again, ready for a new day.',
  ],
  help: 'came in with a cool cloth and a kind smile.',
  upset: ['{Hero} sighed and pulled the blanket up to {their} nose.'],
  cheered: ['{Hero} gave a small, sleepy smile.'],
  thought: ['{Hero} hoped to feel better soon.'],
  thoughtAfter: ['{Hero} felt better and better.'],
};

const MOVING: HomeDay = {
  id: 'moving',
  goal: /^settle into \{their\} new (?:house|flat|apartment|cottage)$/,
  words: ['house', 'home', 'room', 'boxes', 'box', 'bed'],
  sights: ['a stack of cardboard boxes', 'a big moving van', 'boxes with labels on them', 'an empty room', 'a bare wall'],
  start: [
    'The moving van had come. The new {home} was full of cardboard boxes.',
    'It was moving day. There were boxes everywhere in the new {home}, piled up to the ceiling.',
  ],
  wish: [
    '{Hero} looked into {their} new room. It was big and empty, with bare walls. {Hero} missed the old {home}.',
    '{Hero} missed {their} old room, and {their} friend next door. "I want this {home} to feel like home," {they} said.',
  ],
  doings: [
    '{Hero} carried a box of books up the stairs to {their} new room.',
    '{Hero} helped unpack the cups and plates in the new kitchen.',
    '{Hero} stuck {their} favourite pictures on the bare wall of {their} room.',
    '{Hero} made {their} new bed with {their} own soft blanket.',
    '{Hero} put {their} books on the new shelf, one by one.',
  ],
  troubles: [
    {
      event: 'Then {hero} could not find {their} toy box anywhere among all the boxes.',
      fix: '{Hero} looked in every corner. There it was, under a pile of coats!',
    },
    {
      event: 'Then {hero} sat alone in {their} new room. It felt too big and strange.',
      fix: '{Hero} put {their} teddy on the bed and {their} own rug on the floor. The room felt cosy now.',
    },
    {
      event: 'Then a stair went CREAK, and {hero} jumped.',
      fix: '{Hero} stepped on it again. Creak! It was only an old stair, and {hero} giggled.',
    },
  ],
  high: [
    'Then there was a knock at the door. A girl from next door had come to see {hero}. "Hello! Do you want to play?" she asked.',
    'Over the fence, a boy with a football waved at {hero}. "Hi! I live next door," he called. Soon they were playing catch.',
  ],
  evening: [
    'At bedtime, {hero} looked round at {their} own things in {their} new room. The new {home} felt like home already.',
    'That night, {hero} snuggled up in {their} new room. It felt like home now.',
  ],
  help: 'came up the stairs with another big box.',
  upset: ['"This {home} will never feel like home," sighed {hero}.'],
  cheered: ['"Maybe this {home} is not so bad," said {hero}.'],
  thought: ['{Hero} looked round the new {home}.'],
  thoughtAfter: ['The new {home} was starting to feel like home.'],
};

// A pet first: 'make {their} hamster feel better' is a trip to the vet, never soup carried up to bed.
const HOME_DAYS: readonly HomeDay[] = [
  ...VET_DAYS,
  ...PET_DAYS,
  GRIEF,
  JEALOUSY,
  CRYING_BABY,
  SIBLING_TAKES,
  LONG_AGO,
  ...FEELING_DAYS,
  ...HABIT_DAYS,
  DINOSAUR_DAY,
  TOOTH_FAIRY_DAY,
  TOOTH_FAIRY_NIGHT,
  SANTA_NIGHT,
  REINDEER_NIGHT,
  ELF_WORKSHOP,
  EASTER_MORNING,
  MOON_NIGHTS,
  TEDDY_HOSPITAL,
  ...WEATHER_DAYS,
  ...BALLOON_DAYS,
  ...KITE_DAYS,
  SMALL_WORLD,
  BOAT_VOYAGE,
  ...SEA_FRIEND_DAYS,
  ...BOX_DAYS,
  MINIBEAST_HUNT,
  ...TREASURE_HUNTS,
  TREE_PLANTING,
  ICE_CREAM_DAY,
  TOY_NIGHT,
  SNOWMAN_ALIVE,
  SCARECROW_ALIVE,
  GARDEN_CAMP,
  POWER_CUT,
  CARE,
  ILL,
  MOVING,
];

/** The days a wish may be told as, read once per wish: a story asks of its wish more than once. */
const homeDaysOf = memo((goalPhrase) => HOME_DAYS.filter((d) => d.goal.test(goalPhrase)));

/**
 * The day a wish is told as, if it is one of these: 'make Grandpa feel better' is a day of caring. Where the story is
 * known, a day had there wins ('play in the snow' at school is a snow day at school).
 */
export function homeDayOf(goalPhrase: string, setting?: SettingId): HomeDay | null {
  const days = homeDaysOf(goalPhrase);
  return days.find((d) => setting && d.at?.setting === setting) ?? days[0] ?? null;
}
