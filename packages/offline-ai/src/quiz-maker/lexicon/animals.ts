/**
 * Animals children meet in stories, grouped so that wrong options can come from the same group
 * (a lizard with a frog and a tortoise rather than with a whale).
 */
export const ANIMAL_GROUPS: Record<string, readonly string[]> = {
  pets: ['dog', 'puppy', 'cat', 'kitten', 'rabbit', 'bunny', 'hamster', 'guinea pig', 'goldfish', 'parrot', 'mouse', 'pony'],
  farm: ['cow', 'pig', 'sheep', 'lamb', 'goat', 'horse', 'hen', 'chicken', 'duck', 'duckling', 'donkey', 'goose', 'rooster'],
  woods: ['fox', 'owl', 'hedgehog', 'squirrel', 'badger', 'deer', 'bear', 'wolf', 'mole', 'beaver', 'raccoon', 'robin'],
  wild: [
    'lion',
    'tiger',
    'elephant',
    'giraffe',
    'zebra',
    'monkey',
    'hippo',
    'rhino',
    'camel',
    'kangaroo',
    'koala',
    'panda',
    'llama',
    'sloth',
    'toucan',
  ],
  sea: [
    'whale',
    'dolphin',
    'fish',
    'octopus',
    'crab',
    'seal',
    'shark',
    'sea turtle',
    'turtle',
    'starfish',
    'jellyfish',
    'seahorse',
  ],
  small: [
    'lizard',
    'frog',
    'toad',
    'snail',
    'tortoise',
    'snake',
    'gecko',
    'newt',
    'chameleon',
    'caterpillar',
    'ladybird',
    'ladybug',
  ],
  bugs: ['bee', 'butterfly', 'ant', 'beetle', 'spider', 'worm', 'grasshopper', 'firefly', 'dragonfly', 'moth'],
  birds: ['eagle', 'penguin', 'swan', 'pigeon', 'sparrow', 'flamingo', 'peacock', 'puffin', 'crow', 'woodpecker'],
  cold: ['polar bear', 'walrus', 'arctic fox', 'reindeer', 'husky', 'snowy owl'],
};

/** Animals too alike to be one another's wrong option ('dog' and 'puppy'). */
const ALIKE: readonly (readonly string[])[] = [
  ['dog', 'puppy', 'husky'],
  ['cat', 'kitten'],
  ['rabbit', 'bunny'],
  ['duck', 'duckling'],
  ['sheep', 'lamb'],
  ['hen', 'chicken', 'rooster'],
  ['turtle', 'sea turtle', 'tortoise'],
  ['ladybird', 'ladybug'],
  ['frog', 'toad'],
  ['owl', 'snowy owl'],
  ['fox', 'arctic fox'],
  ['bear', 'polar bear'],
  ['lizard', 'gecko', 'chameleon', 'newt'],
  ['horse', 'pony'],
  ['mouse', 'hamster', 'guinea pig'],
];

export function alike(a: string, b: string): boolean {
  return a === b || ALIKE.some((set) => set.includes(a) && set.includes(b));
}

/** Animal words, as a set ('sea turtle' included as two words). */
export const ANIMALS: ReadonlySet<string> = new Set(Object.values(ANIMAL_GROUPS).flat());

/** The group of an animal word, if it is one. */
export function animalGroup(animal: string): string | undefined {
  return Object.entries(ANIMAL_GROUPS).find(([, members]) => members.includes(animal))?.[0];
}

/** Made-up or magical characters: they have names, but are not animals to ask about. */
export const CREATURES = new Set([
  'robot',
  'dragon',
  'unicorn',
  'fairy',
  'elf',
  'giant',
  'monster',
  'alien',
  'ghost',
  'troll',
  'mermaid',
  'dinosaur',
  'toy',
  'teddy',
  'teddy bear',
  'toy bear',
  'doll',
  'star',
  'cloud',
  'tree',
]);
