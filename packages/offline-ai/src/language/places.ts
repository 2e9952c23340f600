/**
 * Real places children's ideas name, with the setting they look like and landmarks to picture.
 * Keys are lower case as an idea may write them. A place not listed but tagged as a place by the NLP
 * library still works: it becomes a city. To add a place, add a line.
 */
import type { NamedPlace, SettingId } from './types.js';

const at = (name: string, setting: SettingId, landmarks: string[], topic?: string, prep = 'in'): NamedPlace => ({
  name,
  prep,
  setting,
  landmarks,
  ...(topic ? { topic } : {}),
});

const GAZETTEER: Record<string, NamedPlace> = {
  egypt: at('Egypt', 'desert', ['the tall pyramids', 'the Great Sphinx', 'the wide Nile River'], 'ancient-egypt'),
  'ancient egypt': at(
    'ancient Egypt',
    'desert',
    ['the tall pyramids', 'the Great Sphinx', 'the wide Nile River'],
    'ancient-egypt',
  ),
  nile: at('the Nile', 'river', ['tall papyrus reeds', 'little sailing boats', 'the pyramids far away'], 'ancient-egypt', 'by'),
  paris: at('Paris', 'city', ['the tall Eiffel Tower', 'the river Seine', 'little cafés with striped awnings']),
  france: at('France', 'city', ['the tall Eiffel Tower', 'fields of purple lavender']),
  london: at('London', 'city', ['the Big Ben clock tower', 'red double-decker buses', 'the river Thames']),
  england: at('England', 'city', ['red double-decker buses', 'green rolling hills']),
  rome: at('Rome', 'city', ['the old round Colosseum', 'splashing fountains', 'old stone columns'], 'ancient-rome'),
  'ancient rome': at('ancient Rome', 'city', ['the round Colosseum', 'stone roads', 'old stone columns'], 'ancient-rome'),
  italy: at('Italy', 'city', ['the Leaning Tower of Pisa', 'boats on the canals of Venice']),
  venice: at('Venice', 'city', ['long boats on the canals', 'little stone bridges']),
  greece: at('Greece', 'city', ['white houses with blue roofs', 'old stone temples'], 'ancient-greece'),
  'ancient greece': at('ancient Greece', 'city', ['old stone temples', 'a running track'], 'ancient-greece'),
  athens: at('Athens', 'city', ['old stone temples on a hill'], 'ancient-greece'),
  japan: at('Japan', 'city', ['pink cherry blossom trees', 'snowy Mount Fuji', 'a red wooden bridge']),
  tokyo: at('Tokyo', 'city', ['pink cherry blossom trees', 'bright city lights', 'a fast bullet train']),
  china: at('China', 'mountain', ['the long Great Wall', 'misty green mountains', 'giant pandas munching bamboo']),
  india: at('India', 'city', ['the white Taj Mahal', 'colourful markets', 'a gentle elephant']),
  africa: at('Africa', 'savanna', ['tall giraffes', 'herds of zebras', 'wide acacia trees']),
  kenya: at('Kenya', 'savanna', ['tall giraffes', 'herds of zebras', 'snowy Mount Kenya far away']),
  amazon: at(
    'the Amazon rainforest',
    'jungle',
    ['the wide Amazon River', 'giant green leaves', 'bright blue butterflies'],
    'rainforest',
  ),
  brazil: at('Brazil', 'jungle', ['the wide Amazon River', 'colourful toucans'], 'rainforest'),
  australia: at('Australia', 'beach', ['hopping kangaroos', 'the colourful Great Barrier Reef', 'sleepy koalas in the trees']),
  'great barrier reef': at(
    'the Great Barrier Reef',
    'underwater',
    ['bright coral', 'striped fish', 'sea turtles'],
    'coral-reef',
    'at',
  ),
  antarctica: at('Antarctica', 'snow', ['huge white icebergs', 'big groups of penguins', 'endless snow'], 'polar'),
  'south pole': at('the South Pole', 'snow', ['huge white icebergs', 'big groups of penguins'], 'polar', 'at'),
  'north pole': at('the North Pole', 'snow', ['floating sea ice', 'dancing northern lights', 'snowy owls'], 'polar', 'at'),
  arctic: at('the Arctic', 'snow', ['floating sea ice', 'dancing northern lights', 'snowy owls'], 'polar'),
  mars: at('Mars', 'space', ['red dusty hills', 'a giant volcano', 'two tiny moons in the sky'], 'planets', 'on'),
  jupiter: at('Jupiter', 'space', ['swirly stripes of cloud', 'a giant red spot'], 'planets', 'near'),
  saturn: at('Saturn', 'space', ['wide shining rings', 'many little moons'], 'planets', 'near'),
  'new york': at('New York', 'city', ['tall skyscrapers', 'yellow taxis', 'the Statue of Liberty']),
  scotland: at('Scotland', 'mountain', ['green hills', 'an old stone castle', 'a deep blue loch']),
  wales: at('Wales', 'mountain', ['green hills', 'old stone castles', 'sheep on the hillsides']),
  ireland: at('Ireland', 'meadow', ['green fields', 'stone walls', 'tall sea cliffs']),
  hawaii: at('Hawaii', 'island', ['sandy beaches', 'tall palm trees', 'a sleepy volcano'], 'volcanoes'),
  peru: at('Peru', 'mountain', ['the old stone city of Machu Picchu', 'fluffy llamas']),
  mexico: at('Mexico', 'desert', ['tall green cactuses', 'old stone pyramids', 'colourful markets']),
  iceland: at('Iceland', 'snow', ['steaming hot springs', 'big blue glaciers', 'puffins on the cliffs'], 'volcanoes'),
  spain: at('Spain', 'city', ['sunny beaches', 'orange trees', 'a grand old palace']),
  'grand canyon': at('the Grand Canyon', 'desert', ['red and orange rock walls', 'a winding river far below'], undefined, 'at'),
  holland: at('Holland', 'city', ['spinning windmills', 'fields of red and yellow tulips']),
  netherlands: at('the Netherlands', 'city', ['spinning windmills', 'fields of tulips', 'canals with little boats']),
  switzerland: at('Switzerland', 'mountain', ['the snowy Alps', 'little wooden chalets']),
  alps: at('the Alps', 'mountain', ['snowy peaks', 'little wooden chalets', 'cows with bells']),
  everest: at('Mount Everest', 'mountain', ['the snowy top of the world', 'colourful prayer flags'], 'mountains', 'on'),
  'mount everest': at('Mount Everest', 'mountain', ['the snowy top of the world', 'colourful prayer flags'], 'mountains', 'on'),
  sahara: at('the Sahara', 'desert', ['golden sand dunes', 'a green oasis', 'a line of camels'], 'deserts'),
  canada: at('Canada', 'forest', ['tall pine trees', 'a blue lake', 'red maple leaves']),
  norway: at('Norway', 'snow', ['deep blue fjords', 'dancing northern lights']),
  sweden: at('Sweden', 'forest', ['red wooden houses', 'tall pine forests']),
  germany: at('Germany', 'forest', ['old castles on hills', 'dark green forests']),
  nigeria: at('Nigeria', 'city', ['busy colourful markets', 'tall palm trees']),
  ghana: at('Ghana', 'city', ['busy colourful markets', 'sandy beaches with palm trees']),
  morocco: at('Morocco', 'desert', ['colourful markets', 'golden sand dunes']),
  madagascar: at('Madagascar', 'jungle', ['tall baobab trees', 'leaping lemurs']),
  galapagos: at('the Galápagos Islands', 'island', ['giant tortoises', 'blue-footed birds'], undefined, 'on'),
  galápagos: at('the Galápagos Islands', 'island', ['giant tortoises', 'blue-footed birds'], undefined, 'on'),
};

/**
 * Countries and cities by name, with a capital as a story writes them: the one list of them for the
 * engine. The gazetteer above pictures many of them; the quiz maker recognises them in a story and
 * offers others of the same sort as wrong options ('In Kenya' beside 'In Egypt'), the first ones
 * first. Names that are also common words ('turkey' the bird, 'Sydney' the girl) stay out of the
 * gazetteer, whose keys match an idea's words whatever their case.
 */
export const COUNTRIES = [
  'Egypt',
  'France',
  'Japan',
  'Kenya',
  'Brazil',
  'India',
  'China',
  'Mexico',
  'Italy',
  'Spain',
  'Peru',
  'Canada',
  'Australia',
  'Greece',
  'Norway',
  'Iceland',
  'Morocco',
  'Scotland',
  'Ireland',
  'Wales',
  'England',
  'Germany',
  'Thailand',
  'Nepal',
  'Chile',
  'Ghana',
  'Nigeria',
  'Turkey',
  'Vietnam',
  'Argentina',
  'Sweden',
  'Holland',
  'Switzerland',
  'Madagascar',
  // (Where many families' grandparents live: 'Aarav visits his grandma in India', 'Visiting Nana in Jamaica'.)
  'Jamaica',
  'Poland',
  'Pakistan',
  'Bangladesh',
  'Portugal',
  'Romania',
  'Somalia',
  'Ukraine',
] as const;

export const CITIES = [
  'Paris',
  'London',
  'Tokyo',
  'Cairo',
  'Rome',
  'Venice',
  'Sydney',
  'Delhi',
  'Mumbai',
  'Lima',
  'Nairobi',
  'Madrid',
  'Athens',
  'Berlin',
  'Lisbon',
  'Dublin',
  'Edinburgh',
  'Beijing',
  'Bangkok',
  'Istanbul',
  'Toronto',
  'Oslo',
  'Amsterdam',
  'Vienna',
  'Prague',
  'Marrakech',
  'Seoul',
  'Lagos',
  'Havana',
  'Boston',
  'New York',
] as const;

const KEYS = Object.keys(GAZETTEER)
  .sort((a, b) => b.split(' ').length - a.split(' ').length)
  .map((key) => ({ key, parts: key.split(' ') }));
const PLACE_WORDS = new Set(KEYS.flatMap((k) => k.parts));

/** A listed place named by a lower-case word or phrase ('new york'), or null. */
export function namedPlace(words: string): NamedPlace | null {
  return GAZETTEER[words.toLowerCase()] ?? null;
}

/** Listed places in a list of lower-case words, longest name first at each position, as [place, at, size]. */
export function matchNamedPlaces(words: readonly string[]): { place: NamedPlace; at: number; size: number }[] {
  const found: { place: NamedPlace; at: number; size: number }[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (!PLACE_WORDS.has(words[i]!)) continue;
    for (const { key, parts } of KEYS) {
      if (parts.every((part, k) => words[i + k] === part)) {
        found.push({ place: GAZETTEER[key]!, at: i, size: parts.length });
        i += parts.length - 1;
        break;
      }
    }
  }
  return found;
}

/** A place the gazetteer does not know ('Lisbon'), pictured as a city. */
export function unlistedPlace(name: string): NamedPlace {
  return at(name, 'city', []);
}

/** Whether a lower-case word is part of a listed place's name: such a word is never a person. */
export function isPlaceWord(lower: string): boolean {
  return PLACE_WORDS.has(lower);
}
