/**
 * Where things happen. Common places are grouped so that a wrong option is the same sort of place
 * ('near a blue oasis' with 'near a blue pond', not with 'near a blue kitchen').
 */
const PLACE_GROUPS: Record<string, readonly string[]> = {
  buildings: [
    'house',
    'cottage',
    'castle',
    'palace',
    'school',
    'library',
    'museum',
    'shop',
    'bakery',
    'barn',
    'tower',
    'hut',
    'cabin',
    'tent',
    'lighthouse',
    'igloo',
    'treehouse',
    'farmhouse',
    'station',
    'hospital',
    'cafe',
    'temple',
  ],
  rooms: ['kitchen', 'bedroom', 'classroom', 'attic', 'cellar', 'bathroom', 'hall', 'garage', 'shed', 'playroom'],
  land: [
    'forest',
    'wood',
    'woods',
    'meadow',
    'field',
    'valley',
    'jungle',
    'desert',
    'cave',
    'garden',
    'park',
    'farm',
    'orchard',
    'canyon',
  ],
  heights: ['hill', 'mountain', 'volcano', 'island', 'cliff'],
  water: [
    'sea',
    'ocean',
    'river',
    'lake',
    'pond',
    'stream',
    'pool',
    'oasis',
    'waterfall',
    'harbour',
    'harbor',
    'beach',
    'shore',
    'well',
    'puddle',
  ],
  spots: [
    'tree',
    'bush',
    'rock',
    'stone',
    'log',
    'leaf',
    'mushroom',
    'flower',
    'bridge',
    'fence',
    'wall',
    'hedge',
    'dune',
    'pyramid',
    'statue',
    'fountain',
    'gate',
  ],
  furniture: ['bed', 'table', 'chair', 'sofa', 'blanket', 'pillow', 'rug', 'shelf', 'desk', 'bench', 'windowsill', 'doorstep'],
  containers: ['box', 'basket', 'bag', 'bucket', 'jar', 'tin', 'drawer', 'chest', 'bowl', 'pocket', 'cupboard', 'suitcase'],
  sky: ['sky', 'space', 'moon', 'planet', 'cloud', 'rainbow', 'star'],
  town: ['city', 'town', 'village', 'market', 'square', 'playground', 'zoo', 'circus', 'fair'],
  roads: ['street', 'road', 'lane', 'path', 'track'],
};

/** Places one stands on rather than in: 'on the hill', not 'in the hill'. */
const ON_ONLY = new Set([
  'hill',
  'mountain',
  'volcano',
  'island',
  'cliff',
  'beach',
  'shore',
  'rock',
  'stone',
  'log',
  'leaf',
  'mushroom',
  'bridge',
  'fence',
  'wall',
  'dune',
  'statue',
  'table',
  'chair',
  'sofa',
  'rug',
  'shelf',
  'desk',
  'bench',
  'windowsill',
  'doorstep',
  'moon',
  'planet',
  'cloud',
  'rainbow',
  'star',
  'gate',
]);
/** Places something can be under. */
const UNDER = new Set([
  'tree',
  'bush',
  'rock',
  'stone',
  'log',
  'leaf',
  'mushroom',
  'bridge',
  'hedge',
  'bed',
  'table',
  'chair',
  'sofa',
  'blanket',
  'pillow',
  'rug',
  'shelf',
  'desk',
  'bench',
  'cloud',
  'rainbow',
]);

/** Whether '<preposition> the <noun>' says where ('on the hill', 'under the bed', not 'in the hill'). */
export function fits(preposition: string, noun: string): boolean {
  if (['on', 'onto', 'upon'].includes(preposition))
    return ON_ONLY.has(noun) || ['containers', 'roads', 'furniture', 'spots'].includes(placeGroup(noun) ?? '') || noun === 'boat';
  if (['in', 'into', 'inside'].includes(preposition)) return !ON_ONLY.has(noun);
  if (['under', 'underneath', 'beneath'].includes(preposition)) return UNDER.has(noun);
  return true;
}

/** Other places that fit the same preposition, of the same sort first. */
/** Places that take 'the' but not 'a': 'a space' is not a place. */
const ONLY_THE = new Set(['space', 'sky', 'sea', 'ocean', 'moon', 'desert', 'jungle']);

export function placesLike(preposition: string, noun: string, determiner = 'the'): string[] {
  const group = placeGroup(noun);
  const same = (group ? PLACE_GROUPS[group]! : []).filter((other) => fits(preposition, other));
  const any = Object.values(PLACE_GROUPS)
    .flat()
    .filter((other) => fits(preposition, other));
  const article = determiner === 'a' || determiner === 'an';
  return [...new Set([...same, ...(same.length > 4 ? [] : any)])].filter(
    (other) => other !== noun && !(article && ONLY_THE.has(other)),
  );
}

/** Place nouns as a set. */
export const PLACES: ReadonlySet<string> = new Set(Object.values(PLACE_GROUPS).flat());

export function placeGroup(noun: string): string | undefined {
  return Object.entries(PLACE_GROUPS).find(([, members]) => members.includes(noun))?.[0];
}

/** Adjectives that suit any place or thing: they fill wrong options beside the answer's own. */
export const PLAIN_ADJECTIVES = ['big', 'little', 'old', 'quiet', 'small', 'lovely', 'secret', 'tiny'] as const;
