import type { KindId } from '../src/illustrator/figures/kinds.js';
import type { SettingId } from '../src/illustrator/scenery/settings.js';

/**
 * Paragraphs for `npm run eval:pictures`: varied places, times, weather, heroes and companions of
 * many kinds, things and word senses, each with what a reader should see in its picture. Some
 * come with a visual prompt naming colours, to check the prompt is honoured.
 */
export interface PictureCase {
  paragraph: string;
  /** Text mode: the parent's description of the visuals. */
  prompt?: string;
  setting: SettingId;
  hero: KindId;
  /** A colour the prompt names for the hero's top, to find in the picture. */
  topColour?: string;
}

export const PICTURE_CASES: readonly PictureCase[] = [
  { paragraph: 'Sofía the snail slid slowly up the tallest sunflower in the garden.', setting: 'garden', hero: 'snail' },
  {
    paragraph: 'Under the roaring waterfall, Ada and her robot friend counted the rings of an old tree stump.',
    setting: 'waterfall',
    hero: 'girl',
  },
  {
    paragraph: 'Leo bit his lip as the purple dragon landed on the castle tower.',
    prompt: 'a boy with dark hair and a yellow t-shirt',
    setting: 'castle',
    hero: 'boy',
    topColour: '#f9c80e',
  },
  { paragraph: 'Grandma and Mia baked cookies in the warm kitchen.', setting: 'kitchen', hero: 'girl' },
  {
    paragraph: 'That night they sailed on a little boat across the sea under a sky full of stars.',
    prompt: 'a girl in a red dress',
    setting: 'sea',
    hero: 'girl',
    topColour: '#e63946',
  },
  {
    paragraph: '"Hello!" said the little fox to Ben, and they played with a red ball in the meadow.',
    setting: 'meadow',
    hero: 'boy',
  },
  {
    paragraph: 'Three ducks swam across the pond while Zara read her book under an umbrella in the rain.',
    setting: 'lake',
    hero: 'girl',
  },
  { paragraph: 'The astronaut floated past the rings of Saturn and waved at the stars.', setting: 'space', hero: 'astronaut' },
  { paragraph: 'A little penguin named Pingu slid across the icy arctic snow.', setting: 'arctic', hero: 'penguin' },
  {
    paragraph: 'Omar ran across the sandy beach with his kite.',
    prompt: 'a boy in a green hoodie',
    setting: 'beach',
    hero: 'boy',
    topColour: '#3fa34d',
  },
  { paragraph: 'The brave knight rode his horse up the hill to the castle.', setting: 'castle', hero: 'knight' },
  { paragraph: 'Lily swam with a friendly dolphin over the coral reef.', setting: 'underwater', hero: 'girl' },
  { paragraph: 'Nuno the sloth climbed a tall tree in the green jungle.', setting: 'jungle', hero: 'sloth' },
  { paragraph: 'At night the owl looked up at the moon from the dark forest.', setting: 'forest', hero: 'owl' },
  {
    paragraph: 'Kai climbed the snowy mountain with his dad.',
    prompt: 'a boy in a blue coat',
    setting: 'snowy-mountain',
    hero: 'boy',
    topColour: '#3a86ff',
  },
  { paragraph: 'The camel walked past the pyramids in Egypt at sunset.', setting: 'pyramids', hero: 'camel' },
  { paragraph: 'Priya read a book about dinosaurs in the quiet library.', setting: 'library', hero: 'girl' },
  { paragraph: 'The children sat in the classroom while the teacher showed them a map.', setting: 'classroom', hero: 'child' },
  { paragraph: 'Max gave his grandpa a big hug on the farm.', setting: 'farm', hero: 'boy' },
  {
    paragraph: 'Nora fell asleep in her cosy bed.',
    prompt: 'a girl with long red hair in purple pyjamas',
    setting: 'bedroom',
    hero: 'girl',
    topColour: '#8e44ad',
  },
  { paragraph: 'The city street was busy with buses when Tom walked to the shop.', setting: 'city', hero: 'boy' },
  { paragraph: 'Bolt the robot looked at the bubbling volcano.', setting: 'volcano', hero: 'robot' },
  { paragraph: 'The bear and the rabbit had a picnic by the river.', setting: 'river', hero: 'bear' },
  { paragraph: 'Hamza and his dog Biscuit found a bone in the park.', setting: 'park', hero: 'boy' },
  { paragraph: 'A unicorn flew over the rainbow in the sky.', setting: 'sky', hero: 'unicorn' },
  { paragraph: 'Aarav built the biggest sandcastle on the beach with his sister.', setting: 'beach', hero: 'boy' },
  { paragraph: 'The mermaid found a shiny shell on the sea floor under the water.', setting: 'underwater', hero: 'mermaid' },
  { paragraph: 'Chidi and the giraffe walked across the hot desert.', setting: 'desert', hero: 'boy' },
];

/** Ordinary children's paragraphs: every one must give a picture, whatever its words. */
export const ORDINARY_PARAGRAPHS: readonly string[] = [
  'Once upon a time there was a little girl who loved to sing.',
  'He was sad because nobody wanted to play with him.',
  'They laughed and laughed until their tummies hurt.',
  'The end.',
  'Suddenly, a loud noise came from behind the door!',
  'She learned that being kind is the bravest thing of all.',
  'Every morning the farmer fed his chickens and his cows.',
  'The wind howled and the rain tapped on the window.',
  'Mum said it was time for bed, but Leo was not sleepy at all.',
  'The dinosaur stomped through the swamp, looking for lunch.',
  'Water evaporates when the sun warms it, and rises to make clouds.',
  'Four quarters make a whole, just like four slices make a pizza.',
  'The Romans built long straight roads across their empire.',
  'A caterpillar eats and eats, then spins a cocoon and becomes a butterfly.',
  'The pirate captain shouted, "Land ahoy!"',
  'The witch stirred her bubbling pot and giggled.',
  'Aiko’s grandmother told her stories about the old days in Kyoto.',
  'The train chugged up the hill, puffing and panting.',
  'The ghost was shy and hid under a blanket.',
  'Dmitri planted a tiny seed and watered it every day.',
  'The monster under the bed just wanted a friend.',
  'Brush your teeth twice a day to keep them strong and clean.',
  'The astronauts ate their dinner floating upside down.',
  'It was Zoë’s birthday, and there was cake, balloons and presents.',
  'The tortoise crossed the finish line at last, slow and steady.',
  'Thunder rumbled and lightning flashed over the hills.',
  'The doctor listened to Ravi’s heart and smiled.',
  'The bees buzzed from flower to flower in the sunshine.',
  'Who had taken the last cookie from the jar?',
  'The snowman melted a little when the sun came out.',
];
