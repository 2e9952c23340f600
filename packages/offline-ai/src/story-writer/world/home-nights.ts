/**
 * Everyday nights at home that are no quest (language/home-nights.ts reads them).
 * A night in a tent in the garden ('Camping in the garden'): the tent put up with a grown-up, torches, a warm snack, a
 * night noise that turns out to be a hedgehog, the cat, a fox or an owl, the stars, and asleep in the tent (or back
 * indoors, and that is fine too). A power cut ('The day the power went out'): the lights go out in a storm, a torch
 * and candles put up high, fun that needs no power (shadow puppets, a story in the dark, a den), a small trouble of
 * the dark put right, and the lights back with a ping. Never 'explore the garden', never a light bulb in a workshop.
 * Slots as in home-days.ts: {hero}, {Hero}, {heroS}, {they}, {They}, {their}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

export const GARDEN_CAMP: HomeDay = {
  id: 'garden-camp',
  at: { setting: 'garden', name: 'the garden' },
  // (Said in the garden, the wish is 'camp': 'in the garden' is where it is had.)
  goal: /^(?:camp|sleep (?:out )?in a tent)(?: in the garden)?$/,
  family: true,
  noLesson: true,
  words: ['tent', 'torch', 'stars', 'sleeping bag', 'night', 'camping'],
  sights: ['a little tent', 'a sleeping bag', 'twinkling stars', 'a glowing torch', 'a mug of hot chocolate'],
  start: [
    'That evening, {hero} and {GuideFull} put up a little tent in the garden. {Hero} held the poles, and {GuideFull} pushed in the pegs.',
    'After tea, {hero} helped {GuideFull} put up the tent on the grass. They were camping in the garden tonight!',
    'The sun was going down. {Hero} and {GuideFull} unrolled the tent on the lawn and pushed in the pegs.',
  ],
  wish: [
    '"We are going to sleep out here all night!" said {hero}, bouncing on {their} sleeping bag.',
    '{Hero} crawled inside and unrolled {their} sleeping bag. "A whole night in a tent!" {they} said.',
    '"Just like real campers," whispered {hero}, and zipped the tent door up and down, zzzip!',
  ],
  doings: [
    '{Hero} switched on {their} torch and made shadow animals on the tent wall. A rabbit, a bird, a wobbly dog!',
    '{Hero} filled the tent with cushions, a pillow, {their} teddy and a torch. It was the cosiest tent ever.',
    'As it got dark, {hero} played I spy by torchlight. "I spy something beginning with M," said {hero}. "Moon!"',
  ],
  // (The stars once the noise is put right: the sky is dark by then.)
  doingsAfter: [
    'They lay with their heads poking out of the tent. The sky was full of stars. {GuideFull} showed {hero} a star pattern shaped like a saucepan.',
    'Then they counted the stars from the door of the tent. One, two, three... there were far too many to count!',
  ],
  troubles: [
    {
      event: 'Then, in the dark, something went snuffle, snuffle, right outside the tent! {Hero} held {their} breath.',
      fix: '{Hero} shone {their} torch out of the tent. It was a little hedgehog, snuffling in the grass!',
    },
    {
      event: 'Then there was a rustle in the bushes. Two green eyes shone in the dark! {Hero} grabbed {their} torch.',
      fix: 'It was only the cat from next door, come to see what was going on! She purred and rubbed against the tent.',
    },
    {
      event: 'Then a strange cry rang out over the gardens. Eeek! {Hero} dived into {their} sleeping bag.',
      fix: '"That is a fox," whispered {GuideFull}. They peeped out. A fox trotted along the fence, its bushy tail held high.',
    },
    {
      event: 'Then something went "Hoo-hoo!" in the dark tree above the tent. {Hero} hugged {their} torch tight.',
      fix: '"It is an owl," said {GuideFull}. {Hero} shone the torch up, and two round eyes blinked down at them.',
    },
  ],
  high: [
    'Then a shooting star zipped across the sky! "Make a wish," whispered {GuideFull}. {Hero} shut {their} eyes tight and wished.',
    'Then the moon came up over the roofs, big and round. The whole garden shone silver. "Wow," whispered {hero}.',
    '{GuideFull} switched off the torches. In the dark, the stars grew brighter and brighter. "Like glitter," whispered {hero}.',
  ],
  evening: [
    '{Hero} snuggled down in {their} sleeping bag and listened to the quiet garden. Soon {hero} was fast asleep in the tent.',
    'Later, {hero} felt chilly, so {they} and {GuideFull} crept back indoors to bed. That was fine too. "Can we camp again tomorrow?" {hero} asked sleepily.',
    '{Hero} woke up in the tent with the birds singing. {They} had slept outside all night, in {their} very own garden!',
  ],
  help: 'came out with two mugs of hot chocolate and some marshmallows.',
  upset: ['"What was that?" whispered {hero}, very quietly.', '{HeroS} heart went thump, thump, thump.'],
  cheered: ['{Hero} giggled. "Good night, little visitor!"', '{Hero} laughed. What a friendly little visitor!'],
  thought: ['{Hero} peeked out of the tent at the dark garden.'],
  thoughtAfter: ['The garden did not feel scary now, only cosy.'],
  titles: ['{name} Camps in the Garden', 'A Tent in the Garden', 'A Night Under the Stars'],
  tag: 'camping',
};

export const POWER_CUT: HomeDay = {
  id: 'power-cut',
  at: { setting: 'home', name: 'home' },
  goal: /^have a power cut(?: at home)?$/,
  family: true,
  noLesson: true,
  words: ['dark', 'torch', 'candles', 'lights', 'power cut'],
  sights: ['a bright torch', 'candles up on a shelf', 'shadows on the wall', 'a dark window', 'a den of blankets'],
  start: [
    'It was a wild, windy evening, and rain lashed at the windows. Then all the lights went out!',
    '{Hero} was watching the rain after tea. The lights flickered once, twice, and then everything went dark. The fridge stopped humming.',
    'It was a stormy night. BOOM went the thunder! Then, pop! The lights went out, all the way down the street.',
  ],
  wish: [
    '"I can’t see a thing!" said {hero}. {GuideFull} found the torch. Click! "It is a power cut," {GuideFull} said.',
    '"A power cut!" gasped {hero}. It was very dark and very quiet. Click! {GuideFull} switched on a torch.',
  ],
  doings: [
    '{Hero} played hide and seek in the dark. The torch found {them} behind the curtain!',
    '{Hero} made shadow puppets on the wall with the torch. A duck, a rabbit, a snapping crocodile!',
    '{Hero} built a den of blankets over the sofa. Everyone squeezed in to tell stories by torchlight.',
    '{GuideFull} told a story in the dark, in a low, creaky voice. {Hero} giggled and giggled.',
    'Everyone sang songs in the dark. The songs sounded louder than ever!',
  ],
  troubles: [
    {
      event: 'Then {hero} opened the freezer. It was dark inside, and the ice cream was going soft!',
      fix: 'So they ate the ice cream right away, by torchlight, before it could melt. Yum!',
    },
    {
      event: '{Hero} wanted to watch a cartoon, but the telly would not turn on. There was no power for it.',
      fix: '{Hero} put on a puppet show with two odd socks instead, and everyone clapped.',
    },
    {
      event: 'Then the torch began to flicker, dimmer and dimmer. Its battery was running out!',
      fix: '{GuideFull} found new batteries at the back of the drawer. Click! The torch shone bright again.',
    },
  ],
  high: [
    'Then, ping! The lights came back on, all at once. The fridge hummed, and the clock blinked. "Hooray!" cried {hero}.',
    'Later, ping! The lights came back on. {Hero} blinked in the bright light. "Oh! The dark was fun," {they} said.',
  ],
  evening: [
    'At bedtime, {hero} kept the torch by {their} bed, just in case. {They} fell asleep smiling about the fun in the dark.',
    'That night, {hero} switched off the lamp by {themselves}. "Can we have a power cut again?" {they} asked, and snuggled down.',
    'At bedtime, {hero} said goodnight to the lamp. "Thank you for coming back," {they} whispered, and snuggled down.',
  ],
  help: 'lit some candles and put them up high on a shelf, safe and bright.',
  upset: ['"Oh no!" said {hero}.', '{Hero} sighed. Everything seemed to need electricity!'],
  cheered: ['{Hero} laughed. A power cut could be fun!', '"This is better than the telly," said {hero}.'],
  thought: ['{Hero} looked round the dark room. It was full of funny shadows.'],
  thoughtAfter: ['The dark did not feel scary any more.'],
  titles: ['The Night the Lights Went Out', '{name} and the Power Cut'],
};
