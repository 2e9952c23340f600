/**
 * Named places children's ideas often mention, with the setting they look like, a few landmarks
 * to picture and a true, simple fact. Places not listed here still work: they become a city.
 */

export interface NamedPlace {
  /** As the story writes it: 'Egypt', 'the Amazon rainforest'. */
  name: string;
  prep: string;
  setting: string;
  landmarks: readonly string[];
  facts: readonly string[];
}

const place = (name: string, setting: string, landmarks: string[], facts: string[], prep = 'in'): NamedPlace => ({
  name,
  prep,
  setting,
  landmarks,
  facts,
});

/** Keys are lower-case words or phrases as an idea may write them. */
const GAZETTEER: Record<string, NamedPlace> = {
  egypt: place(
    'Egypt',
    'desert',
    ['the tall pyramids', 'the Great Sphinx', 'the wide Nile River'],
    ['the Nile is one of the longest rivers in the world', 'the pyramids of Egypt are thousands of years old'],
  ),
  paris: place(
    'Paris',
    'city',
    ['the tall Eiffel Tower', 'the river Seine', 'little cafes with striped awnings'],
    ['the Eiffel Tower is made of iron'],
  ),
  france: place('France', 'city', ['the tall Eiffel Tower', 'fields of purple lavender'], ['the Eiffel Tower is made of iron']),
  london: place(
    'London',
    'city',
    ['the Big Ben clock tower', 'red double-decker buses', 'the river Thames'],
    ['London has big red buses with two floors'],
  ),
  england: place(
    'England',
    'city',
    ['red double-decker buses', 'green rolling hills'],
    ['London is the biggest city in England'],
  ),
  rome: place(
    'Rome',
    'city',
    ['the old round Colosseum', 'splashing fountains'],
    ['the Colosseum in Rome is almost two thousand years old'],
  ),
  italy: place(
    'Italy',
    'city',
    ['the Leaning Tower of Pisa', 'boats on the canals of Venice'],
    ['the Leaning Tower of Pisa really does lean to one side'],
  ),
  japan: place(
    'Japan',
    'city',
    ['pink cherry blossom trees', 'snowy Mount Fuji', 'a red wooden bridge'],
    ['Mount Fuji is the tallest mountain in Japan'],
  ),
  tokyo: place(
    'Tokyo',
    'city',
    ['pink cherry blossom trees', 'bright city lights', 'a fast bullet train'],
    ['Tokyo is one of the biggest cities in the world'],
  ),
  china: place(
    'China',
    'mountain',
    ['the long Great Wall', 'misty green mountains', 'a giant panda munching bamboo'],
    ['the Great Wall of China is thousands of miles long', 'giant pandas eat bamboo almost all day long'],
  ),
  india: place(
    'India',
    'city',
    ['the white Taj Mahal', 'colourful markets', 'a gentle elephant'],
    ['the Taj Mahal is made of white marble'],
  ),
  africa: place(
    'Africa',
    'savanna',
    ['tall giraffes', 'herds of zebras', 'wide acacia trees'],
    ['Africa is home to the tallest animals in the world, giraffes'],
  ),
  kenya: place(
    'Kenya',
    'savanna',
    ['tall giraffes', 'herds of zebras', 'snowy Mount Kenya far away'],
    ['giraffes are the tallest animals in the world'],
  ),
  amazon: place(
    'the Amazon rainforest',
    'jungle',
    ['the wide Amazon River', 'giant green leaves', 'bright blue butterflies'],
    ['the Amazon is the biggest rainforest in the world'],
  ),
  brazil: place(
    'Brazil',
    'jungle',
    ['the wide Amazon River', 'colourful toucans'],
    ['the Amazon rainforest is mostly in Brazil'],
  ),
  australia: place(
    'Australia',
    'sea',
    ['hopping kangaroos', 'the colourful Great Barrier Reef', 'sleepy koalas in the trees'],
    ['kangaroos carry their babies in a pouch'],
  ),
  antarctica: place(
    'Antarctica',
    'snow',
    ['huge white icebergs', 'big groups of penguins', 'endless snow'],
    ['Antarctica is the coldest place on Earth'],
  ),
  'south pole': place(
    'the South Pole',
    'snow',
    ['huge white icebergs', 'big groups of penguins'],
    ['the South Pole is in Antarctica, the coldest place on Earth'],
    'at',
  ),
  'north pole': place(
    'the North Pole',
    'snow',
    ['floating sea ice', 'dancing northern lights', 'snowy owls'],
    ['the North Pole is in the middle of a frozen sea'],
    'at',
  ),
  arctic: place(
    'the Arctic',
    'snow',
    ['floating sea ice', 'dancing northern lights', 'snowy owls'],
    ['in the Arctic summer, the sun shines even at midnight'],
  ),
  mars: place(
    'Mars',
    'space',
    ['red dusty hills', 'a giant volcano', 'two tiny moons in the sky'],
    ['Mars is called the red planet because of its red dust'],
    'on',
  ),
  jupiter: place(
    'Jupiter',
    'space',
    ['swirly stripes of cloud', 'a giant red spot'],
    ['Jupiter is the biggest planet in our solar system'],
    'near',
  ),
  saturn: place(
    'Saturn',
    'space',
    ['wide shining rings', 'many little moons'],
    ['Saturn has rings made of ice and rock'],
    'near',
  ),
  'new york': place(
    'New York',
    'city',
    ['tall skyscrapers', 'yellow taxis', 'the Statue of Liberty'],
    ['the Statue of Liberty is green because it is made of copper'],
  ),
  scotland: place(
    'Scotland',
    'mountain',
    ['green hills', 'an old stone castle', 'a deep blue lake'],
    ['Scotland has hundreds of old castles'],
  ),
  hawaii: place(
    'Hawaii',
    'island',
    ['sandy beaches', 'tall palm trees', 'a sleepy volcano'],
    ['the islands of Hawaii were made by volcanoes'],
  ),
  greece: place(
    'Greece',
    'sea',
    ['white houses with blue roofs', 'old stone temples'],
    ['the Olympic Games started in Greece long ago'],
  ),
  peru: place(
    'Peru',
    'mountain',
    ['the old stone city of Machu Picchu', 'fluffy llamas'],
    ['llamas live high up in the mountains of Peru'],
  ),
  mexico: place(
    'Mexico',
    'desert',
    ['tall green cactuses', 'old stone pyramids', 'colourful markets'],
    ['Mexico has old pyramids too'],
  ),
  iceland: place(
    'Iceland',
    'snow',
    ['steaming hot springs', 'big blue glaciers', 'puffins on the cliffs'],
    ['Iceland has hot springs that steam in the cold air'],
  ),
  spain: place('Spain', 'city', ['sunny beaches', 'orange trees', 'a grand old palace'], ['Spain has lots of sunny days']),
  'grand canyon': place(
    'the Grand Canyon',
    'desert',
    ['red and orange rock walls', 'a winding river far below'],
    ['the Colorado River carved the Grand Canyon over millions of years'],
    'at',
  ),
  holland: place(
    'Holland',
    'city',
    ['spinning windmills', 'fields of red and yellow tulips'],
    ['Holland is famous for its windmills and tulips'],
  ),
  netherlands: place(
    'the Netherlands',
    'city',
    ['spinning windmills', 'fields of tulips', 'canals with little boats'],
    ['the Netherlands is famous for its windmills and tulips'],
  ),
  switzerland: place(
    'Switzerland',
    'mountain',
    ['snowy Alps', 'little wooden chalets'],
    ['Switzerland is full of high mountains called the Alps'],
  ),
};

const PATTERNS = Object.entries(GAZETTEER).map(([key, entry]) => ({ pattern: new RegExp(`\\b${key}\\b`), entry }));

/** The listed places an idea names (lower-case text), in the order they appear. */
export function findNamedPlaces(lowerText: string): NamedPlace[] {
  const found: { at: number; place: NamedPlace }[] = [];
  const seen = new Set<string>();
  for (const { pattern, entry } of PATTERNS) {
    const at = lowerText.search(pattern);
    if (at >= 0 && !seen.has(entry.name)) {
      seen.add(entry.name);
      found.push({ at, place: entry });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.place);
}

/** A place the gazetteer does not know, named by the idea ('Lisbon'): pictured as a city. */
export function unknownPlace(name: string): NamedPlace {
  return place(name, 'city', [], []);
}

const PLACE_WORDS = new Set(Object.keys(GAZETTEER).flatMap((key) => key.split(' ')));

/** Whether a lower-case word is (part of) a listed place name: such a word is never a person. */
export function isPlaceWord(lower: string): boolean {
  return PLACE_WORDS.has(lower);
}
