/**
 * The tooth fairy who does not come the first night ('The tooth fairy forgets to come', 'The tooth fairy didn't come'):
 * a child's tooth came out and goes under the pillow; in the morning it is still there; the child is sad; a grown-up
 * kindly says she had a very busy night, with so many teeth to collect; the child leaves her a note or a drawing; and
 * the next morning there is a shiny coin and a tiny note. It stays magical: she is real, only busy, never a grown-up's
 * trick found out. Told in order, at home.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {them}, {their}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

export const TOOTH_FAIRY_DAY: HomeDay = {
  id: 'tooth',
  goal: /^put (?:\{their\}|the) tooth under the pillow again$/,
  ordered: true,
  words: ['tooth', 'fairy', 'pillow', 'coin', 'note'],
  sights: ['a tiny tooth', 'a soft pillow', 'a little note', 'a shiny coin', 'a glowing nightlight'],
  start: [
    'Pop! {HeroS} wobbly tooth came out at last. At bedtime, {they} tucked it under {their} pillow for the tooth fairy.',
    'At tea time, {HeroS} wobbly tooth came out in an apple. That night, it went under {their} pillow for the tooth fairy.',
  ],
  wish: [
    '"Please come tonight, tooth fairy," {hero} whispered, and fell fast asleep.',
    '{Hero} smiled at the gap in {their} teeth. Soon {they} fell fast asleep, dreaming of the tooth fairy.',
  ],
  // The first morning, then the note for her: told in this order.
  doings: [
    'In the morning, {hero} lifted {their} pillow. The little tooth was still there, all alone. The tooth fairy had not come!',
    '{Hero} drew a picture for the tooth fairy. Then {they} wrote a note: "Dear Tooth Fairy, here is my tooth." That night, the note went under the pillow too.',
  ],
  troubles: [
    {
      event: '"The tooth fairy forgot me," {hero} said in a small voice.',
      fix: '"Oh, I think she had a very busy night," said {GuideFull}. "So many teeth came out yesterday, all over the world!"',
    },
    {
      event: '"Maybe the tooth fairy doesn’t want my tooth," sniffed {hero}.',
      fix: '"She wants every single tooth," said {GuideFull}. "She had lots of teeth to collect last night, and ran out of time."',
    },
  ],
  high: [
    'The next morning, {hero} peeked under the pillow. The tooth was gone! There was a shiny coin and a tiny note. It said: "Sorry I was late! Love, the Tooth Fairy."',
    'The next morning, {hero} lifted the pillow. The tooth and the note were gone! In their place sat a shiny coin and a tiny note, sprinkled with glitter. "Thank you for waiting," it said.',
  ],
  evening: [
    '{Hero} kept the tiny note in a special box. "She came after all," {they} said, with a big, gappy smile.',
    'At breakfast, {hero} showed everyone the shiny coin. "She did not forget me," {they} said. "She was just very busy!"',
  ],
  help: 'came in and sat down on the bed.',
  // (A grown-up explains, never the cat.)
  family: true,
  upset: ['{Hero} felt a big lump in {their} throat, and a tear rolled down.'],
  cheered: ['{Hero} wiped {their} eyes. "Then I will leave her a note," {they} said.'],
  thought: ['{Hero} looked at the little tooth in {their} hand.'],
  thoughtAfter: ['{Hero} could not wait for the morning.'],
  titles: ['The Night the Tooth Fairy Was Late', '{name} and the Busy Tooth Fairy'],
};

/**
 * The tooth fairy's own night, late on her rounds ('Twinkle the tooth fairy is late'): out over the sleeping roofs with
 * a coin in her bag, a trouble on the way (lost among houses that all look alike, a window shut tight, the coin dropped),
 * in at last to slip the tooth from under the pillow and leave the coin, and out again just before morning. Told in
 * order, with the fairy as its hero.
 */
export const TOOTH_FAIRY_NIGHT: HomeDay = {
  id: 'tooth-night',
  creature: true,
  // (Her night ends at the child's bed, never in a fairy's garden.)
  at: { setting: 'bedroom', name: 'the bedroom' },
  goal: /^collect (?:a|the|one) tooth$/,
  ordered: true,
  helpers: ['owl', 'moth'],
  noLesson: true,
  words: ['tooth', 'coin', 'pillow', 'window', 'night', 'morning'],
  sights: ['sleeping rooftops', 'a glowing nightlight', 'a shiny silver coin', 'a soft pillow', 'a round silver moon'],
  start: [
    '{Hero} was a tooth fairy, with silver wings and a tiny bag for teeth. Tonight, a little girl’s tooth had come out.',
    'Every night, {hero} the tooth fairy flew out to collect teeth. But tonight, {they} had overslept!',
  ],
  wish: [
    '"Oh no, I’m late!" cried {hero}. {They} grabbed a shiny coin and zoomed off into the dark.',
    '"I must get there before morning," said {hero}, and flew out into the starry night.',
  ],
  // Out over the town, then in at the window: told in this order.
  doings: [
    '{Hero} zipped over the sleeping rooftops, as fast as {their} wings could go.',
    'At last, {hero} tiptoed across the bedroom. {They} slid the tiny tooth out from under the pillow, and left the coin.',
  ],
  troubles: [
    {
      event: 'But in the dark, all the houses looked the same. Which one was it?',
      fix: 'Then {hero} spotted a nightlight glowing in a window. "That’s the one!" {they} whispered.',
    },
    {
      event: 'But when {hero} reached the house, the bedroom window was shut tight!',
      fix: 'Then {hero} found the cat flap, and slipped in, quiet as a mouse.',
    },
    {
      event: 'Oops! The shiny coin slipped out of {heroS} bag, and fell into a flower pot.',
      fix: '{Hero} dug it out of the soil, and rubbed it until it shone.',
    },
  ],
  high: [
    'Just as the sun peeped over the hills, {hero} slipped back out. The child was still fast asleep.',
    'Soon the birds began to sing. {Hero} had made it, just in time!',
  ],
  evening: [
    'In the morning, the little girl found the coin and cheered. Far away, {hero} yawned and curled up to sleep.',
    'Back home, {hero} put the tiny tooth in {their} tooth jar. Then {they} fell fast asleep as the sun came up.',
  ],
  help: 'flew beside {hero} for a while, to light the way.',
  upset: ['"Oh no! The sun will be up soon!" {hero} gasped.', '{Hero} looked at the sky. It was getting lighter!'],
  cheered: ['"Phew!" said {hero}. "Nearly there."', '{Hero} smiled and fluttered on.'],
  thought: ['{Hero} checked {their} tiny bag. The shiny coin was still there.'],
  thoughtAfter: ['The tiny tooth was safe in {heroS} bag.'],
  titles: ['{name} the Tooth Fairy Is Late', '{name}’s Busy Night'],
};
