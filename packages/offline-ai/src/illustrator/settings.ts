import { mentions } from './words.js';

/** Where a picture happens; each has its own backdrop (scenery/). */
export const SETTINGS = [
  'meadow',
  'garden',
  'forest',
  'jungle',
  'farm',
  'mountains',
  'snow',
  'castle',
  'desert',
  'egypt',
  'beach',
  'sea',
  'underwater',
  'space',
  'city',
  'home',
  'school',
  'museum',
] as const;
export type SettingId = (typeof SETTINGS)[number];

/**
 * Words that put a picture somewhere. A place word ("desert") counts three, a thing typical of it
 * ("camel") one; the highest total wins, ties go to the place named first. Nothing named: a meadow.
 */
const PLACE_WORDS: Readonly<Record<SettingId, { place: string[]; hints: string[] }>> = {
  meadow: {
    place: ['meadow', 'field', 'countryside', 'hill', 'hillside', 'grass', 'valley'],
    hints: ['picnic', 'kite', 'daisy'],
  },
  garden: {
    place: ['garden', 'park', 'playground', 'backyard', 'yard', 'orchard'],
    hints: ['flower', 'swing', 'slide', 'bench', 'tulip', 'rose', 'sunflower', 'bee', 'butterfly', 'pond'],
  },
  forest: {
    place: ['forest', 'wood', 'woods', 'woodland', 'grove'],
    hints: ['tree', 'owl', 'mushroom', 'squirrel', 'deer', 'hedgehog', 'fox', 'bear', 'acorn', 'log', 'cabin'],
  },
  jungle: {
    place: ['jungle', 'rainforest', 'amazon', 'safari', 'savanna', 'savannah'],
    hints: ['monkey', 'parrot', 'tiger', 'gorilla', 'sloth', 'toucan', 'vine', 'giraffe', 'elephant', 'zebra', 'lion'],
  },
  farm: {
    place: ['farm', 'barn', 'farmyard', 'ranch', 'stable'],
    hints: ['cow', 'pig', 'sheep', 'lamb', 'hen', 'chicken', 'tractor', 'horse', 'goat', 'hay', 'farmer', 'duck', 'carrot'],
  },
  mountains: {
    place: ['mountain', 'mountains', 'peak', 'cliff', 'canyon', 'summit', 'alps'],
    hints: ['climb', 'goat', 'eagle', 'cave', 'rock'],
  },
  snow: {
    place: ['snow', 'snowy', 'arctic', 'antarctica', 'antarctic', 'igloo', 'winter', 'glacier', 'pole', 'frozen'],
    hints: ['snowman', 'penguin', 'sled', 'sledge', 'ice', 'polar', 'ski', 'skate', 'mitten', 'reindeer'],
  },
  castle: {
    place: ['castle', 'kingdom', 'palace', 'tower', 'fortress'],
    hints: ['king', 'queen', 'princess', 'prince', 'knight', 'dragon', 'crown', 'throne', 'royal', 'ball'],
  },
  desert: {
    place: ['desert', 'dune', 'dunes', 'sahara', 'oasis'],
    hints: ['camel', 'cactus', 'sand', 'scorpion', 'lizard', 'caravan'],
  },
  egypt: {
    place: ['egypt', 'egyptian', 'pyramid', 'pyramids', 'nile', 'giza', 'tomb'],
    hints: [
      'mummy',
      'pharaoh',
      'sphinx',
      'scarab',
      'hieroglyph',
      'hieroglyphs',
      'papyrus',
      'sarcophagus',
      'camel',
      'desert',
      'sand',
    ],
  },
  beach: {
    place: ['beach', 'seaside', 'shore', 'coast', 'seashore', 'bay'],
    hints: ['sandcastle', 'shell', 'seashell', 'crab', 'bucket', 'spade', 'surf', 'sunscreen', 'wave', 'palm'],
  },
  sea: {
    place: ['sea', 'ocean', 'sail', 'sailed', 'sailing', 'voyage', 'island', 'harbour', 'harbor', 'lake', 'river'],
    hints: ['boat', 'ship', 'pirate', 'whale', 'dolphin', 'seagull', 'anchor', 'captain', 'wave', 'waves', 'island'],
  },
  underwater: {
    place: ['underwater', 'undersea', 'reef', 'seabed', 'seafloor'],
    hints: [
      'coral',
      'mermaid',
      'submarine',
      'octopus',
      'jellyfish',
      'fish',
      'dive',
      'diving',
      'seaweed',
      'shark',
      'swim',
      'turtle',
    ],
  },
  space: {
    place: ['space', 'galaxy', 'universe', 'orbit', 'planet', 'planets', 'mars', 'jupiter', 'saturn', 'cosmos', 'spaceship'],
    hints: ['rocket', 'astronaut', 'alien', 'comet', 'asteroid', 'satellite', 'ufo', 'telescope', 'moon', 'star', 'stars'],
  },
  city: {
    place: ['city', 'town', 'street', 'streets', 'downtown', 'village', 'market', 'shop', 'shops', 'station'],
    hints: ['car', 'bus', 'taxi', 'traffic', 'building', 'buildings', 'skyscraper', 'train', 'bakery', 'road'],
  },
  home: {
    place: ['home', 'bedroom', 'kitchen', 'room', 'house', 'living', 'bathroom', 'attic', 'indoors', 'inside'],
    hints: [
      'bed',
      'pillow',
      'blanket',
      'sofa',
      'couch',
      'lamp',
      'toy',
      'toys',
      'mum',
      'mom',
      'dad',
      'breakfast',
      'dinner',
      'bedtime',
      'pajamas',
      'pyjamas',
    ],
  },
  school: {
    place: ['school', 'classroom', 'class', 'library', 'lesson', 'kindergarten'],
    hints: [
      'teacher',
      'desk',
      'book',
      'books',
      'pencil',
      'homework',
      'learn',
      'learned',
      'learning',
      'classmate',
      'classmates',
      'blackboard',
      'lunchbox',
    ],
  },
  museum: {
    place: ['museum', 'gallery', 'exhibition', 'exhibit'],
    hints: ['statue', 'painting', 'ancient', 'guide', 'display', 'artefact', 'artifact', 'fossil', 'history'],
  },
};

const PLACE_SETS = Object.fromEntries(
  SETTINGS.map((id) => [id, { place: new Set(PLACE_WORDS[id].place), hints: new Set(PLACE_WORDS[id].hints) }]),
) as Record<SettingId, { place: Set<string>; hints: Set<string> }>;

/** A place word in the visual prompt counts a little less than one in the paragraph itself. */
const PROMPT_WEIGHT = 0.75;

export function detectSetting(paragraphWords: readonly string[], promptWords: readonly string[] = []): SettingId {
  let best: SettingId = 'meadow';
  let bestScore = 0;
  let bestFirst = Number.POSITIVE_INFINITY;
  for (const id of SETTINGS) {
    const { place, hints } = PLACE_SETS[id];
    const score =
      mentions(paragraphWords, place).length * 3 +
      mentions(paragraphWords, hints).length +
      PROMPT_WEIGHT * (mentions(promptWords, place).length * 3 + mentions(promptWords, hints).length);
    if (score === 0) continue;
    const first =
      firstIndex(paragraphWords, place, hints) ?? paragraphWords.length + (firstIndex(promptWords, place, hints) ?? 0);
    if (score > bestScore || (score === bestScore && first < bestFirst)) {
      best = id;
      bestScore = score;
      bestFirst = first;
    }
  }
  return best;
}

function firstIndex(words: readonly string[], place: Set<string>, hints: Set<string>): number | null {
  const index = words.findIndex((w) => mentions([w], place).length > 0 || mentions([w], hints).length > 0);
  return index < 0 ? null : index;
}
