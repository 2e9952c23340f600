/**
 * Homes made in a thing ('A mouse who lives in a shoe', 'A frog who lives in a teapot', 'The beetle who made a home in
 * a boot'), thing by thing: where the thing is, what living in it is like, how it is made cosy, troubles of that very
 * home (the shoe's owner comes to put it on, rain pours in, it is carried away) each with its worry and how it is put
 * right, and the night in it. The seed picks among the lines. Slots: the hero's ({hero}, {Hero}, {they}, {their},
 * {them}), {helper} (a friend of the place, by name). Every line names the home.
 */
import type { SettingId } from '../../language/index.js';

export interface OddHomeTrouble {
  /** What happens to the home. */
  event: string;
  /** What the hero fears or says. */
  worry: string;
  /** What is tried with the helper, and how it is put right. */
  fix: readonly [string, string];
  /** Comes from the sky (rain): never indoors. */
  outdoors?: true;
}

export interface OddHome {
  /** The thing lived in, as the idea may say it (singular). */
  said: RegExp;
  /** As the story calls it: 'shoe', 'teapot'. */
  noun: string;
  /** Where the thing is: the home's setting. */
  setting: SettingId;
  /** Where the thing stands, after 'In': 'an old shoe by the back door'. */
  where: readonly string[];
  /** What living in it is like. */
  life: readonly string[];
  /** How it is made cosy, two steps. */
  cosy: readonly (readonly [string, string])[];
  troubles: readonly OddHomeTrouble[];
  /** Kind words of friends of the place who may help. */
  friends: readonly string[];
  /** The night in it, once all is well. */
  night: readonly string[];
}

/** Rain in at the top: said of any home open to the sky. */
const rainIn = (noun: string, top: string, fix: string): OddHomeTrouble => ({
  event: `One afternoon, dark clouds came. Drip, drip! Rain poured in at the ${top} of the ${noun}.`,
  worry: `"My ${noun} is filling up with water!" cried {hero}.`,
  fix: [`{Hero} and {helper} found a big leaf by the ${noun}.`, fix],
  outdoors: true,
});

export const ODD_HOMES: readonly OddHome[] = [
  {
    said: /\b(?:shoe|trainer|slipper)s?\b/,
    noun: 'shoe',
    // (Out by the back step, where rain can get in and a foot can find it.)
    setting: 'garden',
    where: ['an old shoe by the garden gate', 'a big brown shoe under the garden hedge', 'a worn-out shoe by the garden shed'],
    life: ['Every morning, {hero} peeped out of the shoe.', 'The shoe had laces to climb, just like ropes.'],
    cosy: [
      ['{Hero} lined the shoe with fluff and a bit of sock.', 'Then {they} hung a shiny button on a lace. The shoe was perfect!'],
      ['{Hero} dragged a soft feather into the shoe.', 'Then {they} made a table for the shoe from a bottle top.'],
    ],
    troubles: [
      {
        event: 'One morning, someone came into the garden. A big foot stomped up to the shoe!',
        worry: '"Someone wants to wear my shoe!" squeaked {hero}.',
        fix: [
          '{Hero} and {helper} rang a bell in the shoe. Ting-a-ling!',
          'The big foot stopped. "Oh! Someone lives in my old shoe!" said a kind voice.',
        ],
      },
      {
        event: 'One day, a dog ran by. It picked up the shoe and ran off!',
        worry: '"Come back with my shoe!" cried {hero}.',
        fix: [
          '{Helper} ran after the dog and called, "Drop it!"',
          'The dog dropped the shoe on the grass. They pushed the shoe back.',
        ],
      },
      rainIn('shoe', 'top', 'They laid the leaf over the shoe like a roof. Now the shoe stayed dry.'),
    ],
    friends: ['spider', 'beetle', 'ladybird', 'cat'],
    night: [
      'That night, {hero} curled up in the shoe, safe and snug.',
      'The garden was quiet. In the old shoe, {hero} fell fast asleep.',
    ],
  },
  {
    said: /\b(?:boot|wellies|welly|wellington)s?\b/,
    noun: 'boot',
    setting: 'garden',
    where: ['an old boot by the garden shed', 'a green welly boot under the hedge', 'a muddy boot by the back step'],
    life: ['Inside the boot, it was dark and quiet.', 'Every morning, {hero} looked out of the boot at the garden.'],
    cosy: [
      [
        '{Hero} carried soft moss into the boot for a bed.',
        'Then {they} hung a daisy over the top of the boot. The boot was perfect!',
      ],
      ['{Hero} swept out the old mud from the boot.', 'Then {they} made a pillow for the boot from a dandelion clock.'],
    ],
    troubles: [
      {
        event: 'One morning, the gardener came out. A big hand reached down and picked up the boot!',
        worry: '"Don’t put your foot in my boot!" cried {hero}.',
        fix: [
          '{Hero} and {helper} waved from the top of the boot.',
          '"Oh! Someone lives in my old boot," laughed the gardener. "Keep it."',
        ],
      },
      {
        event: 'One morning, a big foot came down, ready to step into the boot!',
        worry: '"Stop! I live in this boot!" cried {hero}.',
        fix: [
          '{Hero} and {helper} jumped up and down at the top of the boot.',
          '"Oh! Someone lives in my old boot," said a kind voice. "I will wear my shoes."',
        ],
      },
      rainIn('boot', 'top', 'They laid the leaf over the boot like a roof. Now the boot stayed dry.'),
      {
        event: 'One windy day, the boot fell over and rolled down the path!',
        worry: '"My boot is rolling away!" cried {hero}.',
        fix: [
          'They pushed and pushed until the boot stood up again.',
          'They wedged it by the shed with a stone. Now the boot could not roll anywhere.',
        ],
      },
    ],
    friends: ['snail', 'worm', 'ladybird', 'bird'],
    night: [
      'That night, {hero} snuggled into the boot, safe and snug.',
      'The garden grew dark. Deep in the old boot, {hero} fell fast asleep.',
    ],
  },
  {
    said: /\bteapots?\b/,
    noun: 'teapot',
    setting: 'garden',
    where: ['an old teapot by the garden pond', 'a chipped blue teapot under the rose bush', 'a spotty teapot on the wall'],
    life: ['{Hero} peeped out of the teapot’s spout to say hello.', 'The teapot had a lid for a roof.'],
    cosy: [
      ['{Hero} lined the teapot with soft green moss.', 'Then {they} put a little flower in the spout. The teapot was perfect!'],
      ['{Hero} polished the teapot until it shone.', 'Then {they} made a bed of petals in the teapot.'],
    ],
    troubles: [
      {
        event: 'One afternoon, Grandma came out for a tea party. She picked up the old teapot to fill it!',
        worry: '"Not my teapot!" cried {hero}.',
        fix: [
          '{Hero} and {helper} popped up and waved at Grandma.',
          '"Oh! Someone lives in my old teapot," smiled Grandma. She made the tea in a jug instead.',
        ],
      },
      rainIn('teapot', 'top', 'They laid the leaf over the top of the teapot. Now it stayed dry.'),
      {
        event: 'One day, the teapot’s lid fell off and rolled under the hedge.',
        worry: '"My teapot has no roof!" cried {hero}.',
        fix: ['{Hero} and {helper} found the lid under the hedge.', 'They rolled it back and put it on the teapot. Clink!'],
      },
    ],
    friends: ['snail', 'ladybird', 'bee', 'bird'],
    night: [
      'That night, {hero} curled up in the teapot, safe and snug.',
      'The moon came up. Inside the old teapot, {hero} fell fast asleep.',
    ],
  },
  {
    said: /\bteacups?\b/,
    noun: 'teacup',
    setting: 'garden',
    where: ['a pretty teacup under the rose bush', 'an old teacup on the garden wall'],
    life: ['The teacup was just big enough for one.', 'Every morning, {hero} sat on the rim of the teacup.'],
    cosy: [
      ['{Hero} lined the teacup with soft petals.', 'Then {they} hung a bit of lace over the teacup for shade.'],
      ['{Hero} washed the teacup in the dew.', 'Then {they} made a bed of thistledown in the teacup.'],
    ],
    troubles: [
      rainIn('teacup', 'top', 'They held the leaf over the teacup like an umbrella. Soon the rain stopped.'),
      {
        event: 'One day, a boy picked up the teacup and carried it off!',
        worry: '"Where is my teacup going?" cried {hero}.',
        fix: [
          '{Helper} flew after the boy and flapped by the window.',
          'The boy looked in the teacup and smiled. He carried it back to the rose bush.',
        ],
      },
    ],
    friends: ['bee', 'ladybird', 'butterfly', 'bird'],
    night: [
      'That night, {hero} curled up in the teacup, safe and snug.',
      'The stars came out. In the little teacup, {hero} fell fast asleep.',
    ],
  },
  {
    said: /\bkettles?\b/,
    noun: 'kettle',
    setting: 'garden',
    where: ['an old kettle at the bottom of the garden', 'a rusty kettle behind the shed'],
    life: ['{Hero} came and went by the kettle’s spout.', 'The kettle had a lid for a roof.'],
    cosy: [
      ['{Hero} lined the kettle with dry leaves and moss.', 'Then {they} polished the lid of the kettle until it shone.'],
      ['{Hero} swept out the kettle with a feather.', 'Then {they} made a bed of wool in the kettle.'],
    ],
    troubles: [
      {
        event: 'One day, Grandpa picked up the old kettle to throw it away!',
        worry: '"My kettle is going away!" cried {hero}.',
        fix: [
          '{Hero} and {helper} knocked on the kettle. Tap, tap!',
          '"Someone lives in there!" laughed Grandpa. He put the kettle back.',
        ],
      },
      rainIn('kettle', 'spout', 'They plugged the spout with the leaf. Now the kettle stayed dry inside.'),
    ],
    friends: ['snail', 'spider', 'bird', 'hedgehog'],
    night: [
      'That night, {hero} curled up in the kettle, safe and snug.',
      'The garden was still. In the old kettle, {hero} fell fast asleep.',
    ],
  },
  {
    said: /\bhats?\b/,
    noun: 'hat',
    setting: 'home',
    where: ['an old hat on a hook in the hall', 'a big straw hat on top of the wardrobe'],
    life: ['{Hero} looked out over the brim of the hat.', 'The hat had a brim like a balcony.'],
    cosy: [
      ['{Hero} lined the hat with fluff.', 'Then {they} tucked a feather in the band of the hat.'],
      ['{Hero} dusted the hat with a tiny brush.', 'Then {they} made a bed of cotton wool in the hat.'],
    ],
    troubles: [
      {
        event: 'One morning, Grandpa took the hat to put on!',
        worry: '"Not my hat!" squeaked {hero}.',
        fix: [
          '{Hero} and {helper} waved from the brim of the hat.',
          '"Hello! Someone lives in my hat," laughed Grandpa. He wore his cap instead.',
        ],
      },
      {
        event: 'One windy day, the hat blew out of the door!',
        worry: '"My hat is blowing away!" cried {hero}.',
        fix: ['{Helper} caught the hat, and {hero} held on tight.', 'They pulled the hat back inside and hung it on its hook.'],
      },
    ],
    friends: ['spider', 'cat', 'ladybird', 'beetle'],
    night: [
      'That night, {hero} curled up in the hat, safe and snug.',
      'The house was quiet. In the old hat, {hero} fell fast asleep.',
    ],
  },
  {
    said: /\bclocks?\b/,
    noun: 'clock',
    setting: 'home',
    where: ['a tall old clock in the hall', 'a grandfather clock by the stairs'],
    life: [
      'Tick, tock, went the clock all day long. {Hero} loved the sound.',
      '{Hero} rode on the pendulum of the clock, to and fro.',
    ],
    cosy: [
      ['{Hero} made a bed of fluff in the clock.', 'Then {they} polished the brass of the clock until it shone.'],
      ['{Hero} swept the dust out of the clock.', 'Then {they} hung a tiny picture inside the clock door.'],
    ],
    troubles: [
      {
        event: 'One day, the clock stopped. No tick, no tock! It was far too quiet.',
        worry: '"What is wrong with my clock?" cried {hero}.',
        fix: [
          '{Hero} and {helper} climbed up inside the clock. A sock was stuck!',
          'They pulled the sock out, and the clock went tick, tock again.',
        ],
      },
      {
        event: 'One morning, Grandpa opened the clock door to wind it up.',
        worry: '"Please let me stay in my clock!" squeaked {hero}.',
        fix: ['{Helper} peeped out beside {hero}, and Grandpa laughed.', '"You keep my clock company," he said. "You can stay."'],
      },
    ],
    friends: ['spider', 'cat', 'beetle', 'moth'],
    night: [
      'That night, {hero} fell asleep to the tick of the clock.',
      'The hall was dark. Inside the old clock, {hero} fell fast asleep.',
    ],
  },
];

/**
 * The home the hero lives in, when the idea says so: 'lives in a shoe', 'living in an old teapot', 'made a home in a
 * boot', 'whose home is a teacup'.
 */
export function oddHomeOf(text: string): OddHome | undefined {
  // (The few words after it hold the thing: 'lives in a grandfather clock', 'in an old chipped teapot'.)
  const said =
    /\b(?:(?:lives?|lived|living)\s+(?:inside|in)|(?:made|makes|make|making|has|had|found|finds)\s+(?:a|its|his|her|their)\s+(?:new\s+|little\s+|cosy\s+)?home\s+in|whose home is)\s+(?:a|an|the|one|his|her|its|their)\s+((?:[a-z-]+\s*){1,3})/i.exec(
      text,
    );
  if (!said) return undefined;
  const words = said[1]!.toLowerCase().trim().split(/\s+/);
  // (The first word that is a home: 'a shoe box' is no shoe, but 'a grandfather clock' is a clock.)
  for (const [i, word] of words.entries()) {
    const home = ODD_HOMES.find((h) => h.said.test(word));
    if (home) return i + 1 < words.length && /^(?:box|shop|factory|cupboard|shelf|rack)$/.test(words[i + 1]!) ? undefined : home;
  }
  return undefined;
}
