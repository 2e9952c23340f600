/**
 * Silly weather ('The day it rained sweets', 'When it snowed in summer', 'A day the sky rained frogs'): the weather
 * itself is the wonder. It starts, the hero and the whole town make the most of it, it brings a trouble that is put
 * right together, and it stops, with what is left shared (or the frogs taken home to the pond). The seed picks among the
 * lines. Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), {helper} (one of the family).
 */
import type { SettingId } from '../../language/index.js';

export interface SillyWeather {
  id: string;
  /** The idea names it: 'rained sweets', 'snowed in summer', 'raining frogs'. */
  said: RegExp;
  /** What falls: 'sweets', 'snow', 'frogs' (a word the story keeps to). */
  noun: string;
  /** The day as it is remembered: 'the day it rained sweets'. */
  day: string;
  /** Where it is told when the idea names nowhere. */
  setting: SettingId;
  titles: readonly string[];
  /** It starts. */
  start: readonly string[];
  /** What it looks like, all around. */
  wonder: readonly string[];
  /** What the hero does with it. */
  fun: readonly string[];
  /** What the town does with it. */
  town: readonly string[];
  /** A trouble it brings, and how it is put right together. */
  trouble: readonly (readonly [string, string])[];
  /** It stops. */
  stop: readonly string[];
  /** What is left, shared (or put right). */
  share: readonly string[];
  /** Bedtime after. */
  night: readonly string[];
}

const SILLY_WEATHERS: readonly SillyWeather[] = [
  {
    id: 'sweets',
    said: /\b(?:rain|snow|hail|pour)(?:s|ed|ing)?\s+(?:down\s+)?(?:sweets|candy|candies|lollipops|jelly beans|chocolates?|toffees?)\b/i,
    noun: 'sweets',
    day: 'the day it rained sweets',
    setting: 'garden',
    titles: ['The Day It Rained Sweets', '{Hero} and the Sweets from the Sky'],
    start: [
      'One morning, {hero} heard a funny pitter-patter on the roof. It was raining sweets!',
      '{Hero} looked out of the window and gasped. Sweets were falling from the sky!',
    ],
    wonder: [
      'Jelly beans bounced on the path. Lemon drops rolled down the roof like marbles.',
      'Red sweets, green sweets, stripy sweets! They piled up on the garden wall.',
    ],
    fun: [
      '{Hero} and {helper} ran out with an umbrella held upside down. Plink, plonk, it filled with sweets!',
      '{Hero} held out a bucket. Soon it was full of sweets, and so were {their} pockets.',
    ],
    town: [
      'All down the street, people held out hats and bowls. The baker caught a lollipop in his apron.',
      'Next door, Mr Patel caught toffees in a saucepan. Children danced in the sweet rain.',
    ],
    trouble: [
      [
        'By lunchtime, the sweets were up to {hero}’s knees. The road was too sticky for the bus!',
        'Everyone came out with brooms and spades. They swept the sweets into big sacks, singing as they worked.',
      ],
      [
        'Then a swarm of wasps came buzzing for the sweets. Everyone ran inside!',
        '{Helper} had an idea. They put a big bowl of sweets far away at the end of the garden. The wasps went there instead.',
      ],
    ],
    stop: [
      'At teatime, the sky went quiet. The last toffee plopped down, and the sun came out.',
      'Then the clouds floated away. Plop! One last jelly bean fell, and that was all.',
    ],
    share: [
      '{Hero} and {helper} filled jars of sweets for everyone on the street. "One each after dinner," said {helper}.',
      '{Hero} shared the sweets with every child in town. Nobody had too many.',
    ],
    night: [
      'That night, {hero} brushed {their} teeth extra well. {They} dreamed of lemon drops falling like rain.',
      'At bedtime, {hero} brushed and brushed {their} teeth. Then {they} fell asleep, smiling at the sweet, sticky day.',
    ],
  },
  {
    id: 'summer-snow',
    said: /\bsnow(?:s|ed|ing)?\s+in\s+(?:the\s+)?(?:summer|june|july|august)\b|\bsummer\s+snow\b/i,
    noun: 'snow',
    day: 'the day it snowed in summer',
    setting: 'garden',
    titles: ['The Day It Snowed in Summer', '{Hero} and the Summer Snow'],
    start: [
      'It was the middle of summer, and it was very hot. Then something white drifted past {hero}’s window.',
      'One hot summer morning, the sky went grey. Down came big, soft snowflakes!',
    ],
    wonder: [
      'Snow fell on the roses and in the paddling pool. The ice cream van turned white!',
      'Snow sat on the sunflowers like little hats. The sandpit turned into a snow pit.',
    ],
    fun: [
      '{Hero} put on wellies with {their} shorts. {They} and {helper} built a snowman in a sun hat.',
      '{Hero} made a snow angel on the lawn, right next to the paddling pool.',
    ],
    town: [
      'The whole street came out in T-shirts and scarves. Everyone had a snowball fight on the green.',
      'The ice cream man laughed. "Ice cream and snow on the same day!" He gave out free cones.',
    ],
    trouble: [
      [
        'But the bees could not find the flowers under the snow. They buzzed about, cold and cross.',
        '{Hero} and {helper} gently brushed the snow off the flowers. Soon the bees were busy again.',
      ],
      [
        'The strawberries were hiding under the snow. Would they freeze?',
        '{Hero} and {helper} tucked an old blanket over the strawberry patch. It kept them snug.',
      ],
    ],
    stop: [
      'By the afternoon, the hot sun came back out. Drip, drip, the snow began to melt.',
      'Then the clouds rolled away and the summer sun shone. The snowman began to shrink.',
    ],
    share: [
      'Before it all melted, {hero} made a snowball for every child on the street. "One each!" {they} said.',
      '{Hero} saved the last snowballs in the freezer. {They} would share them on the next hot day.',
    ],
    night: [
      'That night, it was warm again. {Hero} fell asleep with the window open, dreaming of summer snow.',
      'At bedtime, the garden was green again. {Hero} smiled. What a strange and snowy summer day!',
    ],
  },
  {
    id: 'frogs',
    said: /\b(?:rain|pour)(?:s|ed|ing)?\s+(?:down\s+)?(?:little\s+|tiny\s+)?(?:frogs|toads)\b/i,
    noun: 'frogs',
    day: 'the day it rained frogs',
    setting: 'garden',
    titles: ['The Day It Rained Frogs', '{Hero} and the Frogs from the Sky'],
    start: [
      'One grey morning, something went plip, plop on {hero}’s window. It was a little green frog!',
      '"Look!" cried {hero}. Tiny frogs were falling from the sky with the rain, plop, plop, plop!',
    ],
    wonder: [
      'Frogs landed in puddles, in flower pots and on the washing line. "Ribbit!" they said.',
      'Frogs sat on the car, on the bins and on the garden gate. One hopped onto the cat!',
    ],
    fun: [
      '{Hero} and {helper} counted the frogs in the garden. There were thirty-two!',
      '"A strong wind can lift little frogs out of a pond," said {helper}. "Then they fall down with the rain."',
    ],
    town: [
      'All the children in the street came out to watch. The frogs played leapfrog over their wellies!',
      'The postman found a frog in his post bag. The lollipop lady had three on her hat!',
    ],
    trouble: [
      [
        'But some frogs were hopping onto the busy road. The cars had to stop. Beep, beep!',
        '{Hero} and {helper} scooped them gently into buckets of water, one by one.',
      ],
      [
        'Frogs hopped into the kitchen and the bath. One sat in the butter dish!',
        '{Hero} and {helper} lifted them out gently and put them in a bucket of water.',
      ],
    ],
    stop: [
      'At last the rain stopped and the sun came out. The frogs blinked. They wanted to go home to the water.',
      'By teatime, the sky was blue again. The frogs began to look dry and sad.',
    ],
    share: [
      '{Hero} and {helper} carried the frogs to the big pond in the park. Splash, splash! Each one swam away.',
      '{Hero} and the whole street took the frogs to the pond in buckets. Plop, plop, home they went.',
    ],
    night: [
      'That night, {hero} heard happy croaking from the pond. {They} smiled and fell asleep.',
      'At bedtime, {hero} looked out at the quiet sky. No frogs tonight. Just stars.',
    ],
  },
];

/** The silly weather an idea names, if any. */
export const sillyWeatherOf = (text: string): SillyWeather | undefined => SILLY_WEATHERS.find((w) => w.said.test(text));
