import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import nlp from 'compromise';
import { COLOUR_WORDS } from './colour.js';
import { hasIcon, iconCategory, iconForEmoji } from './icon-set.js';
import { forms } from './words.js';

/**
 * Words -> emoji artwork. emojilib (MIT) gives each emoji character its CLDR name and keywords;
 * the icon set's code point table turns the character into a Fluent icon name. A word scores by
 * how it names the emoji: the whole name ("camel") beats a name's last word ("two-hump camel"),
 * which beats a specific keyword ("puppy" for dog); generic keywords and first words ("hot" of
 * "hot dog") never pick a picture.
 */

/** Groups whose emoji can stand in a scene; faces, hands, symbols and flags cannot. */
const SCENE_GROUPS = new Set(['Animals & Nature', 'Food & Drink', 'Objects', 'Travel & Places', 'Activities']);

/** Our choices where the keyword data picks oddly or has no entry. `null`: never a picture. */
export const CHOSEN: Readonly<Record<string, string | null>> = {
  tree: 'deciduous-tree',
  trees: 'deciduous-tree',
  // A bone is a bone (a dog's, a dinosaur's), not meat on one.
  bone: 'bone',
  bones: 'bone',
  puppy: 'dog',
  kitten: 'cat',
  kitty: 'cat',
  bunny: 'rabbit',
  pony: 'horse',
  // A drum lesson's drumsticks are the drum's, never a chicken leg; a chicken drumstick says so.
  drumstick: 'drum',
  drumsticks: 'drum',
  'chicken drumstick': 'poultry-leg',
  'chicken drumsticks': 'poultry-leg',
  // Gloves worn in the cold or the snow are woolly gloves; a boxer's say so.
  glove: 'gloves',
  gloves: 'gloves',
  'boxing glove': 'boxing-glove',
  'boxing gloves': 'boxing-glove',
  plane: 'airplane',
  aeroplane: 'airplane',
  jet: 'airplane',
  bike: 'bicycle',
  car: 'automobile',
  // A moon buggy or a rover is a car that drives on the moon.
  'moon buggy': 'automobile',
  'lunar rover': 'automobile',
  'moon rover': 'automobile',
  rover: 'automobile',
  // A tent's poles and pegs are the tent going up, not a barber's pole.
  'tent poles': 'tent',
  'tent pole': 'tent',
  // A scarecrow's pole or a fire station's is plain wood or brass, never a barber's striped pole.
  pole: null,
  poles: null,
  'tent pegs': 'tent',
  'tent peg': 'tent',
  // A sleeping bag has no picture of its own: never a school backpack.
  'sleeping bag': null,
  'sleeping bags': null,
  // A dog's lead has no picture of its own: never a pencil's lead (a pencil is said so).
  lead: null,
  leads: null,
  'dog lead': null,
  // A dolphin's clicks, a click of the fingers: sounds, never a computer mouse.
  click: null,
  clicks: null,
  // A packet of food or seeds is a little box of it, never the red envelope of New Year money.
  packet: 'package',
  packets: 'package',
  map: 'world-map',
  // A card written or given is a greeting card in its envelope, not a bank card.
  card: 'envelope',
  cards: 'envelope',
  postcard: 'envelope',
  // A library card is one's own card with a name on it, no letter in an envelope.
  'library card': 'identification-card',
  // A pattern (of stars, of spots) is how things lie, never an anchor.
  pattern: null,
  patterns: null,
  // A crescent is the moon's shape, never a croissant.
  crescent: null,
  // A note written or left is one of paper; music's are 'notes' or 'musical notes'.
  note: 'memo',
  box: 'package',
  palm: 'palm-tree',
  leaf: 'leaf-fluttering-in-wind',
  // A branch in a child's story is a tree's, never a bank's (one fallen off is wood: the scene's phrases).
  branch: 'deciduous-tree',
  branches: 'deciduous-tree',
  spaceship: 'rocket',
  ufo: 'flying-saucer',
  alien: 'alien',
  robot: 'robot',
  ball: 'soccer-ball',
  football: 'soccer-ball',
  cake: 'birthday-cake',
  lamp: 'light-bulb',
  // A mug is of something hot (tea, cocoa), never beer.
  mug: 'hot-beverage',
  mugs: 'hot-beverage',
  'hot chocolate': 'hot-beverage',
  lantern: 'diya-lamp',
  // A clock ticks on the wall or the mantelpiece; only an alarm clock ('alarm clock') rings by the bed.
  clock: 'mantelpiece-clock',
  honey: 'honey-pot',
  // ('A big round cheese sat on the table', 'fat brown nuts', 'bushes full of berries': the food itself.)
  cheese: 'cheese-wedge',
  nut: 'chestnut',
  nuts: 'chestnut',
  acorn: 'chestnut',
  acorns: 'chestnut',
  hazelnut: 'chestnut',
  hazelnuts: 'chestnut',
  berry: 'blueberries',
  berries: 'blueberries',
  blackberries: 'blueberries',
  sheep: 'ewe',
  lamb: 'ewe',
  campfire: 'fire',
  nest: 'nest-with-eggs',
  scarab: 'beetle',
  beetle: 'lady-beetle',
  bee: 'honeybee',
  ladybird: 'lady-beetle',
  ladybug: 'lady-beetle',
  wand: 'magic-wand',
  treasure: 'gem-stone',
  jewel: 'gem-stone',
  gem: 'gem-stone',
  present: 'wrapped-gift',
  // What someone does ('a day of playing', 'seeing summer', 'flying there'), not a thing, except
  // where the doing leaves one (a painting, a building).
  painting: 'paintbrush',
  // ('put the brushes away': a painter's; a hairbrush or a toothbrush is said so.)
  // ('the edge of the nest': a rim, never a ruler.)
  edge: null,
  brush: 'paintbrush',
  brushes: 'paintbrush',
  drawing: 'crayon',
  building: 'office-building',
  fishing: 'fishing-pole',
  // Bait on a hook is a worm, not a mouse-trap (whose keywords name bait).
  bait: 'worm',
  sparkling: null,
  // A life cycle is no bicycle; a hole eaten in a leaf is no golf hole; a case a caterpillar makes is no suitcase.
  'life cycle': null,
  'life cycles': null,
  cycle: null,
  life: null,
  // Something split open or in two is that thing, never an axe.
  split: null,
  hole: null,
  holes: null,
  // How many, not what: 'a group of stars', 'a pile of books', 'a herd of cows', 'the team'.
  group: null,
  pile: null,
  herd: null,
  team: null,
  season: null,
  // How it feels, not a thing: 'I know how to get warm' is no hot spring.
  warm: null,
  // Keywords that name another thing: a table is no clamp, springs no hot springs, a flip no sandal.
  table: null,
  springs: null,
  flip: null,
  flips: null,
  // A crumb is a bit of bread (an ant's huge crumb).
  crumb: 'bread',
  crumbs: 'bread',
  // Keywords that name another thing in a child's story: sticky tape is no videocassette, a school
  // bag no money bag, a flag no mailbox's, a treasure chest no toolbox, a desk no calendar.
  tape: null,
  sellotape: null,
  bag: 'backpack',
  schoolbag: 'backpack',
  // A bag of shopping is no school bag; oranges are the fruit (the colour 'orange' alone draws nothing).
  'paper bag': 'shopping-bags',
  'plastic bag': 'shopping-bags',
  'plastic bags': 'shopping-bags',
  'shopping bag': 'shopping-bags',
  oranges: 'tangerine',
  flag: 'triangular-flag',
  chest: null,
  desk: null,
  rise: null,
  bottle: null,
  // Glass on its own is what a window, a jar or a tank is made of, not a wine glass ('a glass of
  // milk' is a drink); a sucker is an octopus's, never a lollipop in a child's story.
  glass: null,
  glasses: 'glasses',
  // Frames tried on at the optician's are glasses; a cloth wipes them, and is no necktie.
  frames: 'glasses',
  // A plane's engines roar; only a fire engine is a fire engine. A lady is someone, not her hat; a bank is a
  // river's; a sign is a painted placard; a cup of lemonade is no sake cup; waiting, pushing and 'right' are no things.
  engine: null,
  engines: null,
  // A roar is a sound, never the tiger the word's keywords give.
  roar: null,
  roars: null,
  lady: null,
  bank: null,
  sign: 'placard',
  cup: 'teacup-without-handle',
  cups: 'teacup-without-handle',
  wait: null,
  push: null,
  right: null,
  frame: null,
  cloth: null,
  'wine glass': 'wine-glass',
  'magnifying glass': 'magnifying-glass-tilted-left',
  // A clue is what a detective finds, looked at through the lens: never the old key the word's keywords give.
  clue: 'magnifying-glass-tilted-left',
  clues: 'magnifying-glass-tilted-left',
  'looking glass': 'mirror',
  sucker: null,
  suckers: null,
  wool: 'yarn',
  // 'Set off', 'all set', 'the sun set': never a set square.
  set: null,
  uniform: null,
  sword: 'crossed-swords',
  toy: 'teddy-bear',
  gift: 'wrapped-gift',
  boat: 'sailboat',
  sail: 'sailboat',
  sandcastle: null,
  shell: 'spiral-shell',
  seashell: 'spiral-shell',
  flower: 'tulip',
  flowers: 'tulip',
  bird: 'bird',
  chick: 'baby-chick',
  hen: 'chicken',
  // ('Rex' alone is a dog's name; a t-rex is said in full and is a dinosaur, drawn as one.)
  rex: null,
  dino: 'sauropod',
  dinosaur: 'sauropod',
  coffin: 'coffin',
  sarcophagus: 'coffin',
  // A jug of milk or batter is no amphora; flour is no flatbread; batter is mixed in a bowl.
  jug: null,
  flour: null,
  // Wheat grows and is cut as a sheaf of golden ears, not yet a loaf.
  wheat: 'sheaf-of-rice',
  batter: 'bowl-with-spoon',
  // 'Woke with a jump' is a start, never a kangaroo.
  jump: null,
  jumps: null,
  // A gust is the wind the sky draws, never a face blowing at the hero's feet.
  gust: null,
  gusts: null,
  // An ice lolly is a cold treat on a stick (no emoji has one): the ice cream's cone, never a wrapped sweet.
  'ice lolly': 'soft-ice-cream',
  'ice lollies': 'soft-ice-cream',
  'ice pop': 'soft-ice-cream',
  popsicle: 'soft-ice-cream',
  // Wellies are rain boots, drawn as a boot.
  wellies: 'womans-boot',
  wellington: 'womans-boot',
  // A bowl of porridge is a plain bowl with a spoon, never noodles with chopsticks.
  bowl: 'bowl-with-spoon',
  bowls: 'bowl-with-spoon',
  porridge: 'bowl-with-spoon',
  vase: 'amphora',
  pot: 'amphora',
  // A tin or a jar of biscuits is drawn by what is in it, never a can of tomatoes.
  'biscuit tin': 'cookie',
  'cookie jar': 'cookie',
  // Soup or stew is cooked in a pot or served hot, not a tin.
  soup: 'pot-of-food',
  stew: 'pot-of-food',
  saucepan: 'pot-of-food',
  scroll: 'scroll',
  papyrus: 'scroll',
  museum: null,
  // (a sponge is squeezed; 'squeezebox' is no reason to draw an accordion)
  squeeze: null,
  // An iceberg is a mountain of ice the arctic scenery draws, never an ice cube at the hero's feet.
  // Cones in a row are for riding round; an ice cream cone is found by 'ice cream'.
  cone: null,
  cones: null,
  // Thunder and lightning are the storm the sky draws, never a sign at the hero's feet.
  thunder: null,
  thunderstorm: null,
  thunderstorms: null,
  lightning: null,
  // The gingerbread man is someone, drawn as himself: no ginger root at his feet.
  gingerbread: null,
  iceberg: null,
  mask: null,
  temple: 'classical-building',
  stone: 'rock',
  stones: 'rock',
  pebble: 'rock',
  block: null,
  line: null,
  corner: null,
  work: null,
  question: null,
  sunshine: null,
  ancient: null,
  food: null,
  // Words the scene draws by itself (sky, ground, weather) or that name no thing.
  sun: null,
  moon: null,
  star: null,
  stars: null,
  sky: null,
  cloud: null,
  clouds: null,
  rain: null,
  snow: null,
  night: null,
  day: null,
  morning: null,
  evening: null,
  sunset: null,
  time: null,
  home: null,
  park: null,
  garden: null,
  farm: null,
  sand: null,
  sea: null,
  ocean: null,
  water: null,
  bridge: null,
  big: null,
  little: null,
  small: null,
  new: null,
  old: null,
  happy: null,
  love: null,
  friend: null,
  friends: null,
  fun: null,
  best: null,
  light: null,
  dark: null,
  magic: null,
  music: null,
  party: null,
  ice: null,
  hot: null,
  cold: null,
  wind: null,
  world: null,
  earth: null,
  space: null,
  game: null,
  play: null,
  top: null,
  way: null,
  end: null,
  place: null,
  fire: 'fire',
  mountain: null,
  hill: null,
  desert: null,
  beach: null,
  city: null,
  school: null,
  class: null,
  castle: 'castle',
  house: 'house',
  room: null,
  air: null,
  face: null,
  hand: null,
  eye: null,
  eyes: null,
  head: null,
  heart: null,
  name: null,
  word: null,
  words: null,
  story: null,
  dream: null,
  idea: null,
  lesson: null,
  secret: null,
  adventure: null,
  journey: null,
  trip: null,
  wave: null,
  waves: null,
  pyramid: null,
  roof: null,
  wall: null,
  floor: null,
  ground: null,
  street: null,
  road: null,
  town: null,
  village: null,
  lights: null,
  mummy: null,
  // (a handle is part of a broom, a door or a cup; alone it is no teacup named 'without handle')
  handle: null,
  handles: null,
  // (a builder's hard hat is no top hat; a builder wears one already)
  'hard hat': null,
  'hard hats': null,
  // (the covers of a bed are its duvet, no book cover)
  covers: null,
  // (sun cream is rubbed on, no ice cream)
  'sun cream': null,
  suncream: null,
  sunscreen: null,
  // Only a top hat or a magician's hat is a top hat. A plain hat is a cap; a sun or straw hat has a
  // brim; a woolly hat has no picture ('Grandma held on to her hat', 'his woolly hat').
  hat: 'billed-cap',
  hats: 'billed-cap',
  'top hat': 'top-hat',
  'top hats': 'top-hat',
  'magic hat': 'top-hat',
  "magician's hat": 'top-hat',
  'sun hat': 'womans-hat',
  'sun hats': 'womans-hat',
  sunhat: 'womans-hat',
  'straw hat': 'womans-hat',
  'straw hats': 'womans-hat',
  'woolly hat': null,
  'woolly hats': null,
  'wooly hat': null,
  'bobble hat': null,
  'knitted hat': null,
  beanie: null,
  // Paper is for wrapping, folding or drawing: never a toilet roll, unless it is said to be one; a
  // roll of paper is no bread roll.
  paper: null,
  'wrapping paper': 'wrapped-gift',
  'toilet paper': 'roll-of-paper',
  'toilet roll': 'roll-of-paper',
  roll: null,
  rolls: null,
  'bread roll': 'bread',
  'bread rolls': 'bread',
  // (a diving board is the pool's, no film's clapper board)
  'diving board': null,
  'diving boards': null,
  // Bubbles are bubbles (blown, in the pool, in the sea); only a bubble bath is the tub.
  bubble: 'bubbles',
  'bubble bath': 'bathtub',
  // Ballet is its shoes with their ribbons, never a plain flat shoe.
  ballet: 'ballet-shoes',
  'ballet shoes': 'ballet-shoes',
  'ballet slippers': 'ballet-shoes',
};

/** Everyday words that are no thing to draw, though some emoji list them as keywords ("see"). */
const COMMON = new Set(
  `a an the and or but so if then than that this these those there here of to in on at by for with from into onto over under
  up down out off about after before again all any both each few more most other some such no not only own same too very
  can will just should now is are was were be been being have has had do does did done go goes went gone going get got make
  made see saw seen look looked looking find found say said tell told ask asked come came take took give gave know knew think
  thought want wanted like liked let put run ran walk walked play played help helped show showed try tried call called feel
  felt keep kept begin began start started turn turned leave left hold held bring brought stand stood sit sat hear heard
  one two three four five six seven eight nine ten first last next long short high low far near way day days week year
  i me my we us our you your he him his she her it its they them their who what when where why how which
  very really much many lot lots every everyone everything something nothing someone anyone also always never once soon
  suit together around across through along away back home yes oh wow`.split(/\s+/),
);

/** Pictures that are whole scenes (a desert, a city at night): the background draws those. */
const SCENE_ICONS =
  /(cityscape|sunrise|sunset|night-with-stars|milky-way|desert|national-park|foggy|bridge-at-night|mountain|volcano|moon|^sun($|-)|star|cloud|rainbow|globe|map-of-japan|stadium|fog|umbrella-on-ground|water-wave|comet|beach|sparkles|dizzy|collision)/;

interface Match {
  icon: string;
  score: number;
}
const MIN_SCORE = 5;
const NAME_SCORE = 9;
const WHOLE_NAME = 10;

/** 'playing', 'seeing': an -ing word the NLP library (compromise) takes for a verb's. */
function isGerund(word: string): boolean {
  return word.endsWith('ing') && nlp(word).has('#Gerund');
}
let index: Map<string, Match[]> | undefined;

function buildIndex(): Map<string, Match[]> {
  const require = createRequire(import.meta.url);
  const emojilib = JSON.parse(readFileSync(require.resolve('emojilib'), 'utf8')) as Record<string, string[]>;
  const keywordUses = new Map<string, number>();
  for (const keywords of Object.values(emojilib))
    for (const k of keywords.slice(1)) keywordUses.set(k, (keywordUses.get(k) ?? 0) + 1);

  const out = new Map<string, Match[]>();
  const add = (word: string, icon: string, score: number) => {
    const list = out.get(word) ?? [];
    list.push({ icon, score });
    out.set(word, list);
  };
  for (const [emoji, keywords] of Object.entries(emojilib)) {
    const name = keywords[0];
    if (!name) continue;
    const icon = iconForEmoji(emoji) ?? (hasIcon(name.replaceAll('_', '-')) ? name.replaceAll('_', '-') : undefined);
    if (!icon || !SCENE_GROUPS.has(iconCategory(icon) ?? '') || SCENE_ICONS.test(icon)) continue;
    const parts = name.split('_');
    if (parts.length === 1) add(parts[0]!, icon, 10);
    else {
      add(parts.join(' '), icon, 10);
      if (parts.at(-1) !== 'face') add(parts.at(-1)!, icon, 6);
      else if (parts.length === 2) add(parts[0]!, icon, 9);
    }
    for (const keyword of keywords.slice(1)) {
      if (/[_\s]/.test(keyword)) continue;
      add(keyword, icon, (keywordUses.get(keyword) ?? 0) <= 4 ? 5 : 2);
    }
  }
  for (const list of out.values())
    list.sort((a, b) => b.score - a.score || a.icon.length - b.icon.length || a.icon.localeCompare(b.icon));
  return out;
}

/**
 * The best picture for one word (or a phrase like "ice cream"), or null. `nameOnly`: only when the
 * word is the emoji's own name, for capitalised words, which are mostly people's names ("Leo" is
 * no lion).
 */
export function pictureFor(word: string, nameOnly = false): string | null {
  index ??= buildIndex();
  if (COMMON.has(word) || COLOUR_WORDS[word]) return null;
  for (const form of forms(word)) {
    if (form in CHOSEN) {
      const chosen = CHOSEN[form];
      return chosen && hasIcon(chosen) ? chosen : null;
    }
  }
  // The best match over every form ("bees": the bee itself beats a honey pot keyed "bees").
  let best: Match | undefined;
  for (const form of forms(word)) {
    const top = index.get(form)?.[0];
    if (top && (!best || top.score > best.score)) best = top;
  }
  // A verb's -ing form ('playing', 'seeing', 'flying') is a doing: only a picture of that very name.
  const least = nameOnly ? NAME_SCORE : isGerund(word) ? WHOLE_NAME : MIN_SCORE;
  return best && best.score >= least ? best.icon : null;
}

/** A thing named at `words[at]`: phrases of three and two words first ("hot air balloon", "ice cream"). */
export function pictureAt(words: readonly string[], at: number, nameOnly = false): { icon: string; span: number } | null {
  for (const span of [3, 2]) {
    if (at + span > words.length) continue;
    const phrase = words.slice(at, at + span).join(' ');
    const chosen = CHOSEN[phrase];
    if (chosen && hasIcon(chosen)) return { icon: chosen, span };
    index ??= buildIndex();
    const best = index.get(phrase)?.[0] ?? index.get(forms(phrase).at(-1) ?? phrase)?.[0];
    if (best && best.score >= 10) return { icon: best.icon, span };
  }
  const icon = pictureFor(words[at]!, nameOnly);
  return icon ? { icon, span: 1 } : null;
}
