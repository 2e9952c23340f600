/**
 * Things to count, by where they are found: a counting story counts the idea's own creatures ('Counting to ten with
 * ducks': the ducks on the pond), else what its place has plenty of (shells on the beach, ladybirds in the garden).
 * Each has the way it muddles the count ({one}, {many}, {hero}, {they}, {helper} slots) and the way to count it right.
 */
import type { SettingId } from '../../language/index.js';

export interface Countable {
  one: string;
  many: string;
  /** Where they are counted when the idea names nowhere. */
  setting: SettingId;
  /** Where they are, after 'the {many}': 'on the pond'. */
  where: string;
  /** How the count goes wrong. */
  muddle: string;
  /** How it is counted right. */
  fix: string;
}

const MOVING = (going: string, fix: string) => ({
  muddle: `But the {many} ${going}, and {hero} counted the same {one} twice!`,
  fix,
});

const COUNTABLES: readonly Countable[] = [
  {
    one: 'duck',
    many: 'ducks',
    setting: 'pond',
    where: 'on the pond',
    ...MOVING('swam round and round', '"Count each duck as it waddles out of the water," said {helper}.'),
  },
  {
    one: 'duckling',
    many: 'ducklings',
    setting: 'pond',
    where: 'on the pond',
    ...MOVING('paddled round and round', '"Count each duckling as it hops onto the bank," said {helper}.'),
  },
  {
    one: 'sheep',
    many: 'sheep',
    setting: 'farm',
    where: 'in the field',
    ...MOVING('wandered all over the field', '"Count each sheep as it trots through the gate," said {helper}.'),
  },
  {
    one: 'hen',
    many: 'hens',
    setting: 'farm',
    where: 'in the yard',
    ...MOVING('pecked and scratched all over the yard', '"Count each hen as it goes into the hen house," said {helper}.'),
  },
  {
    one: 'frog',
    many: 'frogs',
    setting: 'pond',
    where: 'on the lily pads',
    ...MOVING('hopped from pad to pad', '"Count each frog as it sits on a log," said {helper}.'),
  },
  {
    one: 'ladybird',
    many: 'ladybirds',
    setting: 'garden',
    where: 'on the leaves',
    ...MOVING('crawled about the leaves', '"Count each ladybird as it crawls onto your finger," said {helper}.'),
  },
  {
    one: 'butterfly',
    many: 'butterflies',
    setting: 'meadow',
    where: 'over the flowers',
    ...MOVING('fluttered this way and that', '"Count each butterfly as it lands on a flower," said {helper}.'),
  },
  {
    one: 'fish',
    many: 'fish',
    setting: 'pond',
    where: 'in the water',
    ...MOVING('darted this way and that', '"Count each fish as it swims under the bridge," said {helper}.'),
  },
  {
    one: 'animal',
    many: 'animals',
    setting: 'farm',
    where: 'in the farmyard',
    ...MOVING('ran about the farmyard', '"Count each animal as it goes into the barn," said {helper}.'),
  },
  {
    one: 'shell',
    many: 'shells',
    setting: 'beach',
    where: 'on the sand',
    muddle: 'Then a wave washed over the shells and mixed them all up! Which ones had {hero} counted?',
    fix: '"Put each shell in a long line as you count it," said {helper}.',
  },
  {
    one: 'star',
    many: 'stars',
    setting: 'night-sky',
    where: 'in the sky',
    muddle: 'But there were so many stars, and {hero} lost count!',
    fix: '"Just count the brightest ones, and point at each one," said {helper}.',
  },
  {
    one: 'apple',
    many: 'apples',
    setting: 'garden',
    where: 'on the tree',
    muddle: 'But the apples hid among the leaves, and {hero} lost count!',
    fix: '"Let’s pick each apple and put it in the basket as we count," said {helper}.',
  },
  {
    one: 'acorn',
    many: 'acorns',
    setting: 'forest',
    where: 'under the oak tree',
    muddle: 'But the acorns were all in a heap, and {hero} lost count!',
    fix: '"Put each acorn in your bag as you count it," said {helper}.',
  },
  {
    one: 'teddy',
    many: 'teddies',
    setting: 'bedroom',
    where: 'on the bed',
    muddle: 'But the teddies kept toppling over, and {hero} lost count!',
    fix: '"Sit each teddy on the shelf as you count it," said {helper}.',
  },
  // Things that come in pairs, for counting in twos ('Counting in twos with socks').
  {
    one: 'sock',
    many: 'socks',
    setting: 'home',
    where: 'in the washing basket',
    muddle: 'But the socks were all in a jumble, and {hero} lost count!',
    fix: '"Put the socks in pairs, then count two for each pair," said {helper}.',
  },
  {
    one: 'shoe',
    many: 'shoes',
    setting: 'home',
    where: 'by the front door',
    muddle: 'But the shoes were all in a muddle, and {hero} lost count!',
    fix: '"Stand the shoes in pairs, then count two for each pair," said {helper}.',
  },
  {
    one: 'welly',
    many: 'wellies',
    setting: 'home',
    where: 'by the back door',
    muddle: 'But the wellies kept falling over, and {hero} lost count!',
    fix: '"Stand the wellies in pairs, then count two for each pair," said {helper}.',
  },
  {
    one: 'mitten',
    many: 'mittens',
    setting: 'home',
    where: 'on the radiator',
    muddle: 'But the mittens were all in a heap, and {hero} lost count!',
    fix: '"Put the mittens in pairs, then count two for each pair," said {helper}.',
  },
  {
    one: 'wheel',
    many: 'wheels',
    setting: 'park',
    where: 'on the bikes',
    muddle: 'But the bikes kept whizzing past, and {hero} lost count!',
    fix: '"Each bike has two wheels, so count two for each bike," said {helper}.',
  },
];

/** What a place has plenty of to count. */
const BY_SETTING: Partial<Record<SettingId, string>> = {
  pond: 'duck',
  lake: 'duck',
  river: 'duck',
  farm: 'sheep',
  garden: 'ladybird',
  park: 'duck',
  meadow: 'butterfly',
  beach: 'shell',
  'night-sky': 'star',
  forest: 'acorn',
  home: 'teddy',
  bedroom: 'teddy',
};

export const countableByWord = (word: string) => COUNTABLES.find((c) => c.one === word || c.many === word);

/** What to count where nothing is named: the place's own, else ladybirds in the garden. */
export const countableIn = (setting: SettingId | null) =>
  countableByWord((setting && BY_SETTING[setting]) ?? 'ladybird') ?? COUNTABLES[0]!;
