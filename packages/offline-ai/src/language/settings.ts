/**
 * The settings a story or a picture can happen in, and the words that put a text there. A place
 * word ('beach') is strong evidence, a hint ('sandcastle') weak. To add a setting: add its id to
 * SettingId (types.ts) and a line here; the story writer then wants its scenery (story-writer/world).
 */
import { kindOf } from './kinds.js';
import { registerNouns } from './tokens.js';
import type { Kind, Setting, SettingId } from './types.js';

export const SETTINGS: readonly Setting[] = [
  // Home
  {
    id: 'home',
    name: 'home',
    prep: 'at',
    group: 'home',
    indoor: true,
    // ('a pillow den', 'a blanket fort': built indoors, never a cave or a castle.)
    words: [
      'home',
      'house',
      'living room',
      'sitting room',
      'lounge',
      'flat',
      'apartment',
      'sofa',
      'cottage',
      'playroom',
      'pillow den',
      'blanket den',
      'cushion den',
      'pillow fort',
      'blanket fort',
      'cushion fort',
    ],
    hints: [
      'armchair',
      'fireplace',
      'rug',
      'cushion',
      'window',
      'television',
      'stairs',
      'hallway',
      'coat pegs',
      // (a Christmas tree stands in the living room, never in a forest)
      'christmas tree',
      'christmas stocking',
      'christmas stockings',
      'fairy lights',
    ],
  },
  {
    id: 'bedroom',
    name: 'the bedroom',
    prep: 'in',
    group: 'home',
    indoor: true,
    // ('tidies her room': a child's own room is their bedroom.)
    words: ['bedroom', 'bed', 'bunk bed', 'bedtime', 'pyjamas', 'pajamas', 'room'],
    hints: ['pillow', 'blanket', 'duvet', 'nightlight', 'night light', 'teddy', 'toy box', 'wardrobe'],
  },
  {
    id: 'kitchen',
    name: 'the kitchen',
    prep: 'in',
    group: 'home',
    indoor: true,
    words: ['kitchen', 'oven', 'stove', 'cooking', 'baking'],
    hints: ['bowl', 'spoon', 'flour', 'dough', 'pan', 'recipe', 'kettle', 'fridge', 'cake', 'cookie', 'bread', 'apron'],
  },
  {
    id: 'bathroom',
    name: 'the bathroom',
    prep: 'in',
    group: 'home',
    indoor: true,
    words: ['bathroom', 'bath', 'bathtub', 'shower', 'sink'],
    hints: ['toothbrush', 'toothpaste', 'soap', 'bubbles', 'towel', 'rubber duck'],
  },
  // Town
  {
    id: 'garden',
    name: 'the garden',
    prep: 'in',
    group: 'nature',
    indoor: false,
    words: [
      'garden',
      'back garden',
      'backyard',
      'yard',
      'vegetable patch',
      'allotment',
      'flower bed',
      'vegetable bed',
      'strawberry bed',
      'herb bed',
      'rose bed',
      'tulip bed',
      'greenhouse',
      'garden shed',
    ],
    hints: [
      'treehouse',
      'tree house',
      'sunflower',
      'flower',
      'rose',
      'tulip',
      'daisy',
      'seed',
      'watering can',
      'spade',
      // A bath, table or house for the birds stands in a garden: no bathroom, no kitchen, no home.
      'bird bath',
      'birdbath',
      'bird table',
      'bird feeder',
      'bird box',
      'birdhouse',
      'bird house',
      'snail',
      'worm',
      'ladybird',
      'bee',
      'vegetable',
    ],
  },
  {
    id: 'park',
    name: 'the park',
    prep: 'in',
    group: 'town',
    indoor: false,
    words: ['park', 'town park', 'duck pond'],
    hints: ['bench', 'path', 'kite', 'picnic', 'fountain', 'bandstand'],
  },
  {
    id: 'playground',
    name: 'the playground',
    prep: 'at',
    group: 'town',
    indoor: false,
    words: ['playground', 'play park', 'climbing frame', 'slide', 'swings', 'sandpit', 'seesaw'],
    hints: ['swing', 'roundabout', 'monkey bars', 'hopscotch'],
  },
  {
    id: 'school',
    name: 'school',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: [
      'school',
      'classroom',
      'class',
      'nursery school',
      'nursery',
      'kindergarten',
      'preschool',
      'pre-school',
      'playgroup',
      'first day',
    ],
    hints: [
      // A lesson is had at school unless somewhere else is said ('a swimming lesson', 'every lesson about being a knight').
      'lesson',
      'teacher',
      'desk',
      'whiteboard',
      'blackboard',
      'pencil',
      'crayon',
      'lunchbox',
      'backpack',
      'school bag',
      'playtime',
      'homework',
      // Occasions held at school ('the school sports day' is said by 'school' too).
      'sports day',
      'sport day',
      'talent show',
      'dance show',
      'spelling bee',
      'bake sale',
      'cake sale',
      'science fair',
      'school play',
    ],
  },
  {
    id: 'library',
    name: 'the library',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['library', 'bookshop', 'bookstore'],
    hints: ['bookshelf', 'shelves', 'librarian', 'storybook', 'reading corner'],
  },
  {
    id: 'museum',
    name: 'the museum',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['museum', 'gallery', 'exhibition'],
    hints: ['skeleton', 'fossil', 'statue', 'painting', 'display case', 'mummy'],
  },
  {
    id: 'zoo',
    name: 'the zoo',
    prep: 'at',
    group: 'town',
    indoor: false,
    // (An animal's house there, 'the monkey house', is the zoo's, no home.)
    words: [
      'zoo',
      'safari park',
      'wildlife park',
      'sea lion pool',
      'penguin pool',
      'monkey house',
      'ape house',
      'reptile house',
      'lion house',
      'elephant house',
      'giraffe house',
      'penguin house',
      'insect house',
      'butterfly house',
      'gorilla house',
      'hippo house',
      'nocturnal house',
    ],
    hints: ['zookeeper', 'enclosure', 'feeding time'],
  },
  // (An aquarium is its own day out, the fish seen through the glass: never the zoo's lions.)
  {
    id: 'aquarium',
    name: 'the aquarium',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['aquarium', 'sea life centre', 'sealife centre', 'sea life center', 'sea life'],
    hints: ['fish tank', 'touch pool', 'tank tunnel'],
  },
  {
    id: 'farm',
    name: 'the farm',
    prep: 'on',
    group: 'nature',
    indoor: false,
    // ('a riding lesson' is at the stables, not at school.)
    words: [
      'farm',
      'farmyard',
      'barn',
      'stable',
      'stables',
      'paddock',
      'riding lesson',
      'riding school',
      'orchard',
      'field of wheat',
      'cornfield',
      'haystack',
    ],
    hints: ['tractor', 'cow', 'pig', 'sheep', 'hen', 'chicken', 'hay', 'farmer', 'egg', 'goat', 'scarecrow', 'pumpkin'],
  },
  {
    id: 'city',
    name: 'the city',
    prep: 'in',
    group: 'town',
    indoor: false,
    words: ['city', 'town', 'city street', 'street', 'village', 'high street', 'square', 'downtown', 'post office'],
    hints: [
      'bus',
      'tram',
      'taxi',
      'traffic lights',
      'skyscraper',
      'pavement',
      'shop window',
      'crossing',
      'lamp post',
      'clock tower',
      'town hall',
    ],
  },
  {
    id: 'market',
    name: 'the market',
    prep: 'at',
    group: 'town',
    indoor: false,
    // (A food bank or a charity shop is a place of the town's own, with shelves and bags, read whole: never a river bank.)
    words: [
      'market',
      'shop',
      'supermarket',
      'toy shop',
      'toyshop',
      'store',
      'stall',
      'festival',
      'fete',
      'food bank',
      'foodbank',
      'charity shop',
    ],
    hints: ['basket', 'coins', 'money', 'till', 'fruit stall', 'shopping'],
  },
  {
    id: 'bakery',
    name: 'the bakery',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['bakery', 'cake shop', 'cafe', 'café', 'restaurant', 'soup kitchen'],
    hints: ['bun', 'pastry', 'croissant', 'baker', 'loaf'],
  },
  {
    id: 'hospital',
    name: 'the hospital',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['hospital', "doctor's", 'surgery', 'clinic', 'vet', 'vets', 'waiting room'],
    hints: ['doctor', 'nurse', 'bandage', 'stethoscope', 'plaster', 'check-up'],
  },
  {
    // Teeth are looked at in a dentist's chair, not on a hospital ward.
    id: 'dentist',
    name: "the dentist's",
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['dentist', "dentist's", 'dentists', 'dental surgery'],
    hints: ['dentist chair', 'filling', 'braces'],
  },
  {
    id: 'station',
    name: 'the station',
    prep: 'at',
    group: 'town',
    indoor: false,
    words: ['station', 'train station', 'railway', 'railway station', 'platform', 'bus stop'],
    hints: ['train', 'ticket', 'tracks', 'steam engine', 'carriage'],
  },
  {
    id: 'airport',
    name: 'the airport',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['airport', 'runway'],
    hints: ['plane', 'aeroplane', 'airplane', 'suitcase', 'passport', 'pilot'],
  },
  {
    // A film on the big screen: a day out of its own, never a day at the park.
    id: 'cinema',
    name: 'the cinema',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['cinema', 'cinemas', 'movie theater', 'movie theatre', 'the movies', 'the pictures'],
    hints: ['popcorn', 'film', 'movie', 'big screen'],
  },
  {
    // A play or a pantomime on a stage: red curtains, actors and clapping, a day out of its own.
    id: 'theatre',
    name: 'the theatre',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['theatre', 'theatres', 'theater', 'theaters', 'pantomime', 'panto', 'playhouse', 'puppet theatre', 'puppet show'],
    hints: ['stage', 'actors', 'actor'],
  },
  {
    id: 'workshop',
    name: 'the workshop',
    prep: 'in',
    group: 'town',
    indoor: true,
    words: ['workshop', 'garage', 'laboratory', 'lab', 'factory', 'toy factory', 'shed'],
    hints: ['tools', 'hammer', 'screwdriver', 'spanner', 'invention', 'workbench', 'robot', 'gears'],
  },
  // Water
  {
    id: 'beach',
    name: 'the beach',
    prep: 'on',
    group: 'water',
    indoor: false,
    words: [
      'beach',
      'seaside',
      'seashore',
      'shore',
      'coast',
      'sand',
      'rock pool',
      'rockpool',
      'sandy shore',
      'bay',
      'surfing lesson',
      // ('on holiday by the sea', 'sat on the rocks by the sea': the seaside, on the shore, never out in a boat.)
      'by the sea',
      'beside the sea',
      'down to the sea',
    ],
    hints: ['sandcastle', 'seashell', 'shell', 'bucket and spade', 'crab', 'lighthouse', 'seagull', 'waves', 'wave', 'pier'],
  },
  {
    id: 'sea',
    name: 'the sea',
    prep: 'on',
    group: 'water',
    indoor: false,
    words: ['sea', 'ocean', 'high seas', 'open sea'],
    hints: ['boat', 'ship', 'ferry', 'sail', 'pirate ship', 'whale', 'dolphin', 'anchor', 'island', 'seagull'],
  },
  {
    id: 'underwater',
    name: 'the bottom of the sea',
    prep: 'at',
    group: 'water',
    indoor: false,
    words: [
      'underwater',
      'undersea',
      'under the sea',
      'bottom of the sea',
      'bottom of the ocean',
      'under the ocean',
      'seabed',
      'sea bed',
      'sea floor',
      'ocean floor',
      'coral reef',
      'reef',
      'deep sea',
    ],
    hints: ['coral', 'seaweed', 'fish', 'octopus', 'jellyfish', 'seahorse', 'submarine', 'treasure chest', 'bubbles', 'mermaid'],
  },
  {
    id: 'island',
    name: 'the island',
    prep: 'on',
    group: 'water',
    indoor: false,
    words: ['island', 'desert island', 'treasure island'],
    hints: ['palm tree', 'coconut', 'treasure', 'treasure map', 'parrot', 'pirate'],
  },
  {
    id: 'river',
    name: 'the river',
    prep: 'by',
    group: 'water',
    indoor: false,
    words: ['river', 'stream', 'brook', 'riverbank', 'canal', 'creek', 'river bed', 'riverbed'],
    hints: ['bridge', 'stepping stones', 'otter', 'canoe', 'raft', 'fishing rod'],
  },
  {
    id: 'lake',
    name: 'the lake',
    prep: 'by',
    group: 'water',
    indoor: false,
    words: ['lake', 'loch', 'lakeside', 'lake bed'],
    hints: ['rowing boat', 'swan', 'jetty', 'reeds'],
  },
  {
    id: 'pond',
    name: 'the pond',
    prep: 'by',
    group: 'water',
    indoor: false,
    words: ['pond', 'puddle', 'marsh', 'swamp'],
    hints: [
      'lily pad',
      'lily pads',
      'frog',
      'tadpole',
      'duck',
      'dragonfly',
      'reeds',
      'bulrushes',
      'frogspawn',
      'floating log',
      'pond skaters',
    ],
  },
  {
    id: 'waterfall',
    name: 'the waterfall',
    prep: 'by',
    group: 'water',
    indoor: false,
    words: ['waterfall', 'falls', 'cascade'],
    hints: ['spray', 'mist', 'splashing water'],
  },
  {
    id: 'pool',
    name: 'the swimming pool',
    prep: 'at',
    group: 'town',
    indoor: true,
    words: ['swimming pool', 'pool', 'swimming lesson', 'swimming baths', 'swimming gala'],
    hints: ['armbands', 'goggles', 'diving board', 'swimsuit', 'float'],
  },
  // Nature
  {
    id: 'forest',
    name: 'the forest',
    prep: 'in',
    group: 'nature',
    indoor: false,
    // A treehouse is built in a garden tree: it names no forest (it hints at a garden).
    words: ['forest', 'woods', 'wood', 'woodland', 'enchanted forest'],
    hints: [
      'oak tree',
      'tree',
      'mushroom',
      'toadstool',
      'acorn',
      'pine cone',
      'log',
      'owl',
      'squirrel',
      'fox',
      'deer',
      'fern',
      'moss',
    ],
  },
  {
    id: 'jungle',
    name: 'the jungle',
    prep: 'in',
    group: 'nature',
    indoor: false,
    words: ['jungle', 'rainforest', 'rain forest'],
    hints: ['vine', 'parrot', 'monkey', 'toucan', 'sloth', 'tiger', 'giant leaves', 'gorilla', 'explorer'],
  },
  {
    id: 'desert',
    name: 'the desert',
    prep: 'in',
    group: 'nature',
    indoor: false,
    words: ['desert', 'sand dunes', 'dunes', 'oasis', 'sahara'],
    hints: ['camel', 'cactus', 'pyramid', 'palm tree', 'lizard', 'scorpion'],
  },
  {
    id: 'savanna',
    name: 'the savanna',
    prep: 'on',
    group: 'nature',
    indoor: false,
    words: ['savanna', 'savannah', 'safari', 'grassland', 'plains'],
    hints: ['giraffe', 'zebra', 'lion', 'elephant', 'acacia tree', 'watering hole', 'rhino'],
  },
  {
    id: 'mountain',
    name: 'the mountains',
    prep: 'in',
    group: 'nature',
    indoor: false,
    words: ['mountain', 'mountains', 'snowy mountain', 'hill', 'hills', 'hilltop', 'peak', 'summit', 'cliff', 'valley'],
    hints: ['rocky path', 'goat', 'eagle', 'boulder', 'rope', 'climbing'],
  },
  {
    id: 'snow',
    name: 'the snowy land',
    prep: 'in',
    group: 'nature',
    indoor: false,
    words: [
      'snow',
      'snowy',
      'arctic',
      'antarctic',
      'antarctica',
      'north pole',
      'south pole',
      'iceberg',
      'ice',
      'frozen lake',
      'igloo',
      'winter wonderland',
      'tundra',
    ],
    hints: ['penguin', 'polar bear', 'snowman', 'sledge', 'sled', 'snowflake', 'snowball', 'seal', 'husky'],
  },
  {
    id: 'cave',
    name: 'the cave',
    prep: 'in',
    group: 'nature',
    indoor: true,
    words: ['cave', 'cavern', 'tunnel', 'underground', 'den', 'burrow', 'mine'],
    hints: ['bat', 'crystal', 'stalactite', 'torch', 'echo', 'lantern'],
  },
  {
    id: 'meadow',
    name: 'the meadow',
    prep: 'in',
    group: 'nature',
    indoor: false,
    words: ['meadow', 'field', 'fields', 'countryside', 'hillside', 'grass', 'grassy hill', 'prairie'],
    hints: ['wildflower', 'buttercup', 'daisy', 'clover', 'butterfly', 'picnic blanket', 'kite', 'rabbit'],
  },
  {
    id: 'volcano',
    name: 'the volcano',
    prep: 'by',
    group: 'nature',
    indoor: false,
    words: ['volcano', 'volcanoes', 'crater'],
    hints: ['lava', 'ash', 'magma', 'eruption', 'smoke'],
  },
  {
    id: 'campsite',
    name: 'the campsite',
    prep: 'at',
    group: 'nature',
    indoor: false,
    words: ['campsite', 'camping', 'camp', 'tent', 'campfire', 'caravan'],
    hints: ['sleeping bag', 'marshmallow', 'torch', 'lantern'],
  },
  // Sky
  {
    id: 'space',
    name: 'space',
    prep: 'in',
    group: 'sky',
    indoor: false,
    words: [
      'space',
      'outer space',
      'galaxy',
      'solar system',
      'space station',
      'spaceship',
      'planet',
      'mars',
      'jupiter',
      'saturn',
      'orbit',
    ],
    hints: ['rocket', 'astronaut', 'star', 'comet', 'alien', 'asteroid', 'satellite', 'space suit'],
  },
  {
    id: 'moon',
    name: 'the moon',
    prep: 'on',
    group: 'sky',
    indoor: false,
    words: ['moon', 'surface of the moon', 'lunar'],
    hints: ['crater', 'moon dust', 'moon rock', 'flag'],
  },
  {
    id: 'night-sky',
    name: 'the night sky',
    prep: 'under',
    group: 'sky',
    indoor: false,
    words: ['night sky', 'starry sky', 'starlit sky', 'stargazing'],
    hints: ['telescope', 'shooting star', 'constellation', 'full moon', 'stars'],
  },
  {
    id: 'sky',
    name: 'the sky',
    prep: 'up in',
    group: 'sky',
    indoor: false,
    words: ['sky', 'up in the air', 'hot air balloon', 'hot-air balloon', 'above the clouds'],
    hints: ['cloud', 'rainbow', 'balloon', 'wind', 'sunshine'],
  },
  // Fantasy and fun
  {
    id: 'castle',
    name: 'the castle',
    prep: 'at',
    group: 'fantasy',
    indoor: false,
    words: ['castle', 'palace', 'kingdom', 'tower', 'throne room', 'fairyland', 'enchanted castle'],
    hints: ['king', 'queen', 'princess', 'prince', 'knight', 'dragon', 'drawbridge', 'moat', 'crown', 'throne'],
  },
  {
    id: 'fair',
    name: 'the fair',
    prep: 'at',
    group: 'fantasy',
    indoor: false,
    // (A party is kept where the idea says, else at home: no birthday party at a funfair.)
    words: ['fair', 'funfair', 'fairground', 'circus', 'carnival', 'theme park', 'parade'],
    hints: ['carousel', 'big wheel', 'ferris wheel', 'candyfloss', 'clown', 'juggler', 'tent', 'balloons', 'bunting'],
  },
];

const byId = new Map(SETTINGS.map((setting) => [setting.id, setting]));

export function settingById(id: SettingId): Setting {
  const setting = byId.get(id);
  if (!setting) throw new Error(`unknown setting ${id}`);
  return setting;
}

interface PhraseEntry {
  setting: SettingId;
  strong: boolean;
}

let phrases: Map<string, PhraseEntry> | null = null;
let longest = 1;

/** Every place word and hint, lower case, with its setting; the first setting listed keeps a shared word. */
function phraseIndex(): Map<string, PhraseEntry> {
  if (phrases) return phrases;
  phrases = new Map();
  for (const setting of SETTINGS) {
    for (const word of setting.words) {
      if (!phrases.has(word)) phrases.set(word, { setting: setting.id, strong: true });
      longest = Math.max(longest, word.split(' ').length);
    }
  }
  for (const setting of SETTINGS) {
    for (const word of setting.hints) {
      if (!phrases.has(word)) phrases.set(word, { setting: setting.id, strong: false });
      longest = Math.max(longest, word.split(' ').length);
    }
  }
  // A phrase's plural, where the tagger leaves its last word as written ('by rock pools full of crabs').
  for (const [text, entry] of [...phrases])
    if (text.includes(' ') && !text.endsWith('s') && !phrases.has(`${text}s`)) phrases.set(`${text}s`, entry);
  return phrases;
}

/** The setting a place word or phrase names ('seaside' -> beach), not counting hints. */
export function settingOfWord(word: string): SettingId | null {
  const entry = phraseIndex().get(word.toLowerCase());
  return entry?.strong ? entry.setting : null;
}

export interface SettingMatch {
  setting: SettingId;
  /** The words matched, as found. */
  text: string;
  strong: boolean;
  /** Index of the first word. */
  at: number;
  size: number;
}

/**
 * Place words and hints in a list of lower-case words (singular where the caller could), longest
 * phrase first, so 'garden shed' and 'night sky' beat 'garden' and 'sky'.
 */
/** Place words that are other words too: 'a new flat', but 'lay flat'. */
const NOUN_ONLY: ReadonlySet<string> = new Set(['flat']);
/** Words after which such a word says how something lies or went ('lay flat', 'fell flat', 'came out flat'). */
const LIES =
  /^(?:lay|lie|lies|lying|laid|fell|fall|falls|falling|fallen|out|down|went|go|goes|gone|pressed|spread|squashed|stood|sat|lain)$/;

/** Place words that say how much when 'of' follows: 'a tower of books', 'a mountain of washing', 'a sea of faces'. */
const HEAPS: ReadonlySet<string> = new Set(['tower', 'mountain', 'mountains', 'sea', 'ocean', 'forest', 'jungle', 'hill']);
/** Words after 'of' that keep the place a place: 'the tower of the castle', 'a hill of our own'. */
const OF_PLACE = /^(?:the|a|an|this|that|his|her|their|its|our|my|your)$/;

/**
 * Place words that name no place where one is, by the words around them: 'the sky turned grey' (the weather over
 * wherever one is), 'lightning lit up the sky', 'an ice cream', 'ice cubes' (a treat or a drink's, no frozen land).
 */
const NOT_THERE: ReadonlyMap<string, { after?: RegExp; before?: RegExp }> = new Map([
  // ('a house of straw', 'blew the brick house down', 'set off to build houses': a house seen or built, no home inside.)
  [
    'house',
    {
      after: /^of$/,
      before: /(?:^| )(?:straw|stick|sticks|brick|bricks|build|builds|built|building)$/,
    },
  ],
  // ('brushed the sand off a dinosaur bone', 'the sand pit': a little sand, no beach.)
  ['sand', { after: /^(?:off|pit|tray)$/ }],
  // ('room for two', 'no room left', 'made room': space, no bedroom; 'the music room', 'the art room': a room
  // at school or the club, no bedroom either; 'In one room, there was a real mummy': a room of the museum.)
  [
    'room',
    {
      after: /^(?:for|to|left)$/,
      before:
        /(?:^| )(?:no|made|make|makes|enough|more|any|some|music|art|craft|dance|games|changing|waiting|staff|dining|one|another|next|discovery|dark)$/,
    },
  ],
  [
    'sky',
    {
      after: /^(?:was|is|turned|grew|went|became|looked|darkened|filled|cleared|glowed)$/,
      before: /(?:^| )(?:lit|lights|lighting) up the$/,
    },
  ],
  [
    'ice',
    {
      // ('helped ice a big cake', 'ice the buns': icing a cake, a verb before its thing.)
      after: /^(?:creams?|lolly|lollies|lollipops?|cubes?|pops?|a|an|the|his|her|their|our|my|some|every)$/,
      // ('stirred in sugar and lots of ice', 'lemonade with ice': a drink's.)
      before:
        /(?:^| )(?:(?:and|in|with) (?:lots? of|some|plenty of|more)|(?:stir|stirred|add|added|put|drop|dropped)(?: in)?|(?:sugar|lemons?|juice|lemonade|water) (?:and|with))$/,
    },
  ],
]);

/** Sky words that say how a creature looks when one follows ('a rainbow fish', 'a star fairy'): no sky. */
const SKY_LOOKS: ReadonlySet<string> = new Set(['rainbow', 'star', 'moon', 'sun', 'cloud']);

/** `breaks`: true where a phrase ends after the word (a full stop or a comma), so 'the moon. Owls' is the moon. */
export function matchSettings(words: readonly string[], breaks: readonly boolean[] = []): SettingMatch[] {
  const index = phraseIndex();
  const found: SettingMatch[] = [];
  for (let i = 0; i < words.length; i += 1) {
    // A creature of two words hints at no place its last word would: a guinea pig is no farm's pig,
    // a teddy bear no forest's bear.
    const pair = words.slice(i, i + 2).join(' ');
    if (
      i + 1 < words.length &&
      !index.has(pair) &&
      !index.has(words.slice(i, i + 3).join(' ')) &&
      kindOf(pair) &&
      kindOf(words[i + 1]!) !== kindOf(pair)
    ) {
      i += 1;
      continue;
    }
    for (let size = Math.min(longest, words.length - i); size >= 1; size -= 1) {
      const text = words.slice(i, i + size).join(' ');
      const entry = index.get(text);
      // 'lay flat', 'fell flat on his face', 'came out flat': a word that is a place only as a noun is none after a verb
      // it describes.
      if (entry && NOUN_ONLY.has(text) && LIES.test(words[i - 1] ?? '')) break;
      // 'a tall tower of books', 'a mountain of toys': a heap, no castle or mountain.
      if (entry && SKY_LOOKS.has(text) && !breaks[i] && kindOf(words[i + 1] ?? '') && !index.has(`${text} ${words[i + 1]}`))
        break;
      if (entry && HEAPS.has(text) && words[i + 1] === 'of' && !OF_PLACE.test(words[i + 2] ?? 'the')) break;
      const not = NOT_THERE.get(text);
      if (not && (not.after?.test(words[i + 1] ?? '') || not.before?.test(words.slice(Math.max(0, i - 3), i).join(' ')))) break;
      if (entry) {
        found.push({ setting: entry.setting, text, strong: entry.strong, at: i, size });
        i += size - 1;
        break;
      }
    }
  }
  return found;
}

/** Each setting's own name without its article: 'beach', 'savanna'. */
const OWN_NAMES = new Map(SETTINGS.map((s) => [s.id, s.name.replace(/^the /, '')]));

/** The best setting for matches: a place word counts three (a two-word one four), a hint one; ties go to the first named. */
/**
 * 'first day at swimming lessons': a first day is at school only when the words name no other place, or school too
 * ('first day at forest school').
 */
export function firstDayElsewhere(
  m: { text: string; setting: SettingId },
  all: readonly { text: string; strong?: boolean; setting: SettingId }[],
) {
  const others = all.filter((o) => o.strong !== false && o.text.toLowerCase() !== 'first day');
  return m.text.toLowerCase() === 'first day' && others.length > 0 && others.every((o) => o.setting !== m.setting);
}

export function bestSetting(matches: readonly SettingMatch[]): SettingId | null {
  const score = new Map<SettingId, { points: number; first: number }>();
  const seen = new Set<Kind>();
  for (const match of matches) {
    // A creature only hints where it lives (its own home first: a seal's is the beach, though seals
    // are seen on the ice too); a thing seen there ('the waves') says more. Once, however often it
    // is named: the robot talked of three times is still one robot beside the red buses.
    const creature = match.strong ? null : kindOf(match.text);
    if (creature && seen.has(creature)) continue;
    if (creature) seen.add(creature);
    const setting = creature?.habitat ?? match.setting;
    const entry = score.get(setting) ?? { points: 0, first: match.at };
    // A place called by its own name ('the grass of the savanna') says more than a word for what is there.
    // (A place's proper name, 'the Nile', given at -1, is its own name too.)
    const ownName = match.at < 0 || OWN_NAMES.get(match.setting) === match.text;
    entry.points += match.strong ? 2 + match.size + (ownName ? 0.5 : 0) : creature ? 0.6 : 1;
    score.set(setting, entry);
  }
  let best: SettingId | null = null;
  let bestEntry = { points: 0, first: Infinity };
  for (const [setting, entry] of score) {
    if (entry.points > bestEntry.points || (entry.points === bestEntry.points && entry.first < bestEntry.first)) {
      best = setting;
      bestEntry = entry;
    }
  }
  return best;
}

// Place phrases are nouns to the tagger ('night sky', 'rock pool'), but not those with little words inside.
registerNouns(SETTINGS.flatMap((s) => [...s.words, ...s.hints]).filter((p) => !/\b(?:the|of|under|and|a|first)\b/.test(p)));
