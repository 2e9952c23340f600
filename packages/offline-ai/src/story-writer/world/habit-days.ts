/**
 * A child's habit that gets in the way ('Sam is always late for school', 'A boy who is always late'): the habit shown
 * through the morning, the day it costs something that matters, one of the family's real trick (a picture list, an
 * alarm clock, shoes by the door the night before), and the morning it works. Never a quest, never a lesson on clocks.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {HeroS}, {theHero}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

const LATE: HomeDay = {
  id: 'habit',
  goal: /^(?:learn to )?be on time\b/,
  family: true,
  noLesson: true,
  tag: 'time',
  words: ['late', 'time', 'clock', 'ready', 'shoes', 'bag', 'alarm'],
  sights: [
    'a ticking clock on the wall',
    'a pile of shoes by the door',
    'a school bag on a hook',
    'a bowl of cereal going soggy',
    'a coat hanging by the door',
  ],
  start: [
    '{Hero} was always late. Late for breakfast, late for school, late for everything!',
    'Every morning, {hero} was the last one ready. "Hurry up, {hero}!" everyone called.',
    'Tick, tock went the clock. But {hero} was still in {their} pyjamas, again.',
  ],
  wish: ['"I don’t want to be late any more," sighed {hero}.', '{Hero} wanted to be on time, just once.'],
  doings: [
    '{Hero} stopped to build a tower of blocks instead of putting on {their} socks.',
    '{Hero} looked for {their} shoes. One was under the bed, and one was in the garden!',
    '{Hero} watched a snail on the window, and forgot to eat {their} cereal.',
    'At the door, {hero} remembered {their} school bag. Back up the stairs {they} ran!',
  ],
  // The good new way, once the trick is found.
  doingsAfter: [
    '{Hero} practised getting dressed fast. Socks, jumper, shoes! Done in a flash.',
    '{Hero} set out {their} clothes in a neat pile, ready for the morning.',
  ],
  troubles: [
    {
      event: 'Then {hero} was so late that the class trip bus went without {them}!',
      fix: 'That night, {hero} and {GuideFull} put {their} shoes and bag by the door.',
    },
    {
      event: 'Then {hero} was so late that the school play had already started.',
      fix: '{GuideFull} drew {hero} a picture list: wash, dress, breakfast, shoes, bag.',
    },
    {
      event: 'Then {hero} was so late that the swimming lesson was nearly over.',
      fix: '{GuideFull} gave {hero} a little alarm clock that sang like a bird. Tweet, tweet!',
    },
  ],
  high: [
    'The next morning, {hero} was first at the door, with {their} bag on. "Ready!"',
    'The next morning, {hero} was dressed before breakfast. Even the clock looked surprised!',
  ],
  evening: [
    'That evening, {hero} laid out {their} clothes for the morning, all by {themselves}.',
    'That night, {hero} set the little clock, ready for tomorrow.',
  ],
  help: 'came to help, and gave {theHero} a hug.',
  upset: ['"Oh no, I’m late again!" cried {hero}.', '{Hero} felt hot and cross. Being late was no fun.'],
  cheered: ['"Let’s try it tomorrow," said {hero}, and smiled.', '{Hero} gave {GuideFull} a big hug. It might just work!'],
  thought: ['{Hero} looked at the clock. Tick, tock, tick, tock.', '{Hero} wished the clock would slow down.'],
  thoughtAfter: ['{Hero} smiled at the clock. It did not seem so fast now.', '"On time!" said {hero}. Being on time felt great!'],
  titles: ['{name} Is on Time!', 'Hurry Up, {name}!'],
};

/** Not listening ('Ben never listens'): busy ears, the thing missed, a listening game, heard the first time. */
const LISTEN: HomeDay = {
  id: 'habit',
  goal: /^learn to listen\b/,
  family: true,
  noLesson: true,
  tag: 'listening',
  words: ['listen', 'listened', 'ears', 'heard', 'called', 'hear'],
  sights: ['a box of toy cars', 'a tower of blocks', 'a coat hanging by the door', 'a bowl of cereal', 'a big kitchen clock'],
  start: [
    '{Hero} never listened. "Shoes on, please!" called {GuideFull}. But {hero} was far too busy.',
    '"{Hero}, time for tea!" called {GuideFull}. {Hero} did not hear a single word.',
  ],
  wish: ['"What did you say?" asked {hero}, for the third time.', '{Hero} always had {their} head in a game.'],
  doings: [
    '"Put your toys away," said {GuideFull}. {Hero} zoomed {their} cars round the rug instead.',
    '"Wash your hands, please," said {GuideFull}. {Hero} kept building a tower of blocks.',
    '"Coat on, we are going out!" said {GuideFull}. {Hero} was still in {their} socks.',
  ],
  doingsAfter: [
    '"Tidy up time," said {GuideFull}. {Hero} put {their} cars away at once!',
    '"Teeth, please," said {GuideFull}. Off went {hero}, first time of asking.',
  ],
  troubles: [
    {
      event: '"Who wants ice cream?" called {GuideFull}. {Hero} did not hear, and the van drove away!',
      fix: '{GuideFull} taught {hero} a listening game: when I clap twice, you stop and look.',
    },
    {
      event: 'At the park, {GuideFull} said, "Stay by the gate." {Hero} did not hear, and got muddled and lost.',
      fix: '{GuideFull} found {hero}, and gave {them} a hug. "Let’s play Simon Says, for listening ears."',
    },
  ],
  high: [
    'The next day, {GuideFull} said, "Shoes on, please!" just once. {Hero} heard it!',
    'The next day, {GuideFull} whispered, "Who wants a story?" {Hero} heard it at once!',
  ],
  evening: [
    'That night, {hero} listened to every word of {their} bedtime story.',
    'At bedtime, {hero} heard the owl hoot outside. Listening was fun!',
  ],
  help: 'came and sat down by {theHero}.',
  upset: ['"Oh no, I didn’t hear!" cried {hero}.', '{Hero} felt sad and cross. Not listening was no fun.'],
  cheered: ['"Let’s try it," said {hero}, and smiled.', '{Hero} wiggled {their} ears. "Ready to listen!"'],
  thought: [
    '{Hero} was thinking about {their} game, not about listening.',
    'Everyone talked, but {hero} only heard {their} game.',
  ],
  thoughtAfter: ['{Hero} smiled. Listening ears were good ears to have.'],
  titles: ['{name} Listens', 'Listening Ears, {name}!'],
};

/**
 * Always losing things ('Mia always loses her things', 'Sam can never find his hat'): the morning hunt, the thing lost
 * when it matters most, a place of its own for it (a hook, a basket, a picture label), and found at once. {lost} is the
 * thing as the idea says it ('things', 'shoes', 'hat'), with {lostIs}, {lostWas} and {lostIt} to match.
 */
const LOSING: HomeDay = {
  id: 'habit',
  goal: /^learn to keep track of \{their\} [\p{L}'’-]+(?: at home)?$/u,
  family: true,
  noLesson: true,
  tag: 'tidying',
  words: ['lost', 'losing', 'find', 'found', 'hook', 'basket', 'box', 'things', 'shoes', 'shoe', 'hat', 'place'],
  sights: [
    'a pile of shoes by the door',
    'a row of hooks by the door',
    'a messy toy box',
    'a coat hanging by the door',
    'a basket of socks and mittens',
  ],
  start: [
    '"Where {lostIs} my {lost}?" cried {hero}. Every morning, it was the same big hunt.',
    '{Hero} was always losing things. A sock under the bed, a book behind the sofa.',
    'Every morning, {hero} hunted under the bed and behind the sofa for {their} {lost}.',
  ],
  wish: ['"Why can I never find anything?" sighed {hero}.', '{Hero} wished {their} things would stay where {they} left them.'],
  doings: [
    '"Where is my other shoe?" {Hero} found one under the bed. The other was in the bath!',
    '{Hero} looked for {their} {lost} in the toy box. Out came blocks, books and one odd sock.',
    'At breakfast, {hero} found a mitten in the cereal box. How did it get there?',
    '{Hero} put {their} library book down somewhere. But where? Nobody knew.',
  ],
  // The good new way, once everything has a place.
  doingsAfter: [
    'Every time {hero} came in, {they} put {their} things in the special place.',
    '{Hero} hung up {their} coat and popped {their} shoes in the basket. Done!',
  ],
  troubles: [
    {
      event: 'Then it was time for a day out. But {heroS} {lost} {lostWas} nowhere in the house!',
      fix: 'So {GuideFull} put up a special hook by the door, just for {hero}.',
    },
    {
      event: 'Then came sports day. {Hero} searched the whole house, but could not find {their} {lost}!',
      fix: '{GuideFull} gave {hero} a big basket by the door. "Everything goes in here," {gthey} said.',
    },
    {
      event: 'Then, on the morning of the school photo, {hero} had lost {their} {lost} again!',
      fix: '{GuideFull} and {hero} drew picture labels for the drawers: socks, shoes, hats and toys.',
    },
    {
      event: 'Then it was party time! But {hero} searched the house, and could not find {their} {lost}.',
      fix: '{GuideFull} painted an old box with stars. "This is your finding box," {gthey} said.',
    },
  ],
  high: [
    'The next morning, {hero} did not have to hunt at all. There {lostWas} {their} {lost}, in the special place!',
    'The next morning, {hero} was the first one ready in the house. "I know just where my {lost} {lostIs}!"',
  ],
  evening: [
    'That night, {hero} put everything in its place in {their} bedroom, all by {themselves}.',
    'At bedtime, {hero} tidied {their} things away. "Goodnight, {lost}," {they} whispered.',
  ],
  help: 'came to help look, and gave {theHero} a hug.',
  upset: ['"Oh no, I’ve lost {lostIt} again!" cried {hero}.', '{Hero} felt hot and cross. Losing things was no fun.'],
  cheered: [
    '"I will put my things there every day," said {hero}, and smiled.',
    '{Hero} gave {GuideFull} a big hug. It might just work!',
  ],
  thought: [
    '{Hero} looked round the messy room. Where could {their} {lost} be?',
    'Things seemed to hide from {hero}, all by themselves.',
  ],
  thoughtAfter: [
    '{Hero} smiled. Everything had its own place now.',
    '"Found {lostIt}!" said {hero}. Finding things was easy now!',
  ],
  titles: ['Where Did It Go, {name}?', 'A Place for Everything, {name}'],
};

/**
 * Forgetting ('The elephant who forgot', 'Grandpa keeps forgetting things'): the muddles of a forgetful day, the big
 * thing forgotten, a way to remember (a picture list, a ribbon tied on, a remembering song), and remembered at last.
 */
const FORGETTING: HomeDay = {
  id: 'habit',
  creature: true,
  goal: /^learn to remember things(?: at home| on the savanna)?$/,
  family: true,
  noLesson: true,
  tag: 'remembering',
  words: ['forgot', 'forgotten', 'remember', 'remembered', 'list', 'ribbon', 'song'],
  sights: [
    'a basket of apples',
    'a big shady tree',
    'a bucket by the door',
    'a hat hanging on a peg',
    'a bunch of bright flowers',
  ],
  start: [
    '{Hero} forgot everything. {Their} hat, {their} lunch, even what day it was!',
    '"Now, what was I doing?" said {hero}, scratching {their} head. {They} had forgotten again.',
  ],
  wish: ['"I wish I could remember things," sighed {hero}.', '{Hero} wanted to remember, just for one whole day.'],
  doings: [
    '{Hero} went to fetch some apples, and came back with a bucket instead.',
    '{Hero} looked everywhere for {their} hat. It was on {their} head all along!',
    '{Hero} put {their} lunch down by a tree, and wandered off without it.',
  ],
  doingsAfter: [
    '{Hero} remembered {their} hat, and {their} lunch, and the apples. Every single thing!',
    '"Hat on, lunch packed," said {hero}. {They} had not forgotten a thing!',
  ],
  troubles: [
    {
      event: 'Then {hero} forgot the best thing of all: {their} best friend’s birthday party!',
      fix: '{GuideFull} drew {hero} a picture list of the things to remember.',
    },
    {
      event: 'Then {hero} forgot the picnic, and everyone waited and waited by the river.',
      fix: '{GuideFull} tied a bright red ribbon on {hero}. "This will help you remember."',
    },
    {
      event: 'Then {hero} forgot to bring the cake to the party. Oh dear!',
      fix: '{GuideFull} taught {hero} a little remembering song. Hum, hum, hum!',
    },
  ],
  high: [
    'The next day, {hero} remembered everything, from breakfast to bedtime!',
    'The next day, {hero} did not forget a single thing. Everyone clapped!',
  ],
  evening: [
    'That night, {hero} remembered to say goodnight to everyone, one by one.',
    'At bedtime, {hero} remembered the best thing of all: a big goodnight hug.',
  ],
  help: 'came to help, and gave {theHero} a hug.',
  upset: ['"Oh no, I forgot again!" cried {hero}.', '{Hero} felt sad and silly. Forgetting was no fun.'],
  cheered: ['"I will try it tomorrow," said {hero}, and smiled.', '{Hero} gave {GuideFull} a big hug. It might just work!'],
  thought: ['{Hero} tried hard to think. What was it again?', 'Things slipped out of {heroS} head like water.'],
  thoughtAfter: ['{Hero} smiled. Remembering felt wonderful.'],
  titles: ['{name} Remembers', 'Don’t Forget, {name}!'],
};

/** A forgetful squirrel: nuts buried all over the wood, where did they go, a map of the hiding places, found in the snow. */
const NUTS: HomeDay = {
  id: 'habit',
  creature: true,
  goal: /^learn to remember the hidden nuts$/,
  at: { setting: 'forest', name: 'the wood' },
  helpers: ['owl', 'hedgehog', 'rabbit'],
  noLesson: true,
  tag: 'remembering',
  words: ['nuts', 'nut', 'buried', 'dug', 'remember', 'remembered', 'forgot', 'map'],
  sights: ['a tall oak tree', 'a pile of crunchy leaves', 'a mossy log', 'a big grey rock', 'a little wooden bridge'],
  start: [
    'All autumn, {hero} buried nuts. One here, one there, all over the wood!',
    'Dig, drop, pat! {Hero} buried another nut. But where had {they} put the others?',
  ],
  wish: ['"I wish I could remember where my nuts are," sighed {hero}.', '{Hero} had buried so many nuts, {they} lost count.'],
  doings: [
    '{Hero} dug under the oak tree. No nuts, just a very cross worm! "Sorry!" said {hero}.',
    '{Hero} dug by the mossy log, and by the bridge. Nothing there but leaves.',
    '{Hero} was sure a nut was by the big rock. {They} dug and dug. But it was not!',
  ],
  doingsAfter: [
    '{Hero} buried each nut by a thing {they} could see: the rock, the log, the bridge.',
    'Every time {hero} buried a nut, {they} marked it on the map with a little X.',
  ],
  troubles: [
    {
      event: 'Then the snow came, and everything was white. {Hero} could not find a single nut!',
      fix: '{GuideFull} helped {hero} draw a map, with an X for every nut.',
    },
    {
      event: 'Then winter came, and {heroS} tummy rumbled. But where were all the nuts?',
      fix: '{GuideFull} showed {hero} how to hide nuts by big, easy things.',
    },
  ],
  high: [
    '{Hero} followed the map. Dig, dig, dig! There were the nuts, right where the X was!',
    '{Hero} went straight to the big rock and dug. There was a nut, just as {they} remembered!',
  ],
  evening: [
    'That night, {hero} curled up in {their} nest, with a nut to nibble.',
    'At bedtime, {hero} shared {their} nuts with {GuideFull}, snug in the tree.',
  ],
  help: 'came by, and helped {theHero} look.',
  upset: ['"Oh no, I forgot where I put them!" cried {hero}.', '{Hero} felt sad and hungry. Forgetting was no fun.'],
  cheered: ['"I will never lose a nut again," said {hero}, and smiled.', '{Hero} did a happy twirl. It might just work!'],
  thought: ['{Hero} scratched {their} head. Where was that nut?', 'All the trees looked the same to {hero}.'],
  thoughtAfter: ['{Hero} smiled. Remembering was easy now.'],
  titles: ['{name} Remembers', 'Where Are the Nuts, {name}?'],
};

/** An elephant who forgot: the same muddles on the savanna, helped by the friends who live there. */
const FORGETFUL_ELEPHANT: HomeDay = {
  ...FORGETTING,
  goal: /^learn to remember things(?: at home| on the savanna)?$/,
  at: { setting: 'savanna', name: 'the savanna' },
  family: false,
  helpers: ['giraffe', 'zebra'],
  sights: ['a big shady tree', 'a muddy waterhole', 'long golden grass', 'a herd of zebras', 'a pile of juicy fruit'],
  // (The old trick of the knot tied in an elephant's trunk.)
  troubles: [
    ...FORGETTING.troubles.slice(0, 2),
    {
      event: 'Then {hero} forgot to bring the cake to the party. Oh dear!',
      fix: '{GuideFull} tied a little knot in {heroS} trunk. "Now you will remember!"',
    },
  ],
};

/**
 * A bus that is always late ('The bus that was always late'): dawdling on its round while the people at the stops wait,
 * the day it costs someone something, the driver's trick (a timetable, a clock by the wheel), and on time next morning.
 */
const LATE_BUS: HomeDay = {
  id: 'habit',
  creature: true,
  goal: /^learn to be on time(?: in town)?$/,
  at: { setting: 'city', name: 'town' },
  helpers: ['bus driver'],
  noLesson: true,
  tag: 'time',
  words: ['late', 'time', 'clock', 'stop', 'stops', 'timetable', 'waiting', 'waited'],
  sights: [
    'a bus stop with a bench',
    'a tall clock tower',
    'a row of little shops',
    'a duck pond in the park',
    'a zebra crossing',
  ],
  start: [
    '{Hero} was always late. At every bus stop, people waited and waited, looking at their watches.',
    'Beep, beep! Here came {hero}, late again. "Where have you been?" called the people at the stop.',
  ],
  wish: ['"I don’t want to be late any more," sighed {hero}.', '{Hero} wanted to be on time, just once.'],
  doings: [
    '{Hero} stopped by the duck pond to watch the ducklings, and forgot all about the time.',
    'At the traffic lights, {hero} chatted to every car that went by.',
    '{Hero} took the long way round, past the ice cream van, just to say hello.',
    '{Hero} dozed in the bus garage, and nobody woke {them} up.',
  ],
  doingsAfter: [
    '{Hero} went along the road from stop to stop, and did not dawdle once.',
    '{Hero} tooted at the ducks, but kept on going. Beep, beep!',
  ],
  troubles: [
    {
      event: 'Then {hero} was so late that the children missed the start of the school play!',
      fix: '{GuideFull} drew {hero} a timetable, with a time for every stop.',
    },
    {
      event: 'Then {hero} was so late that Mr Bun the baker missed his own birthday party!',
      fix: '{GuideFull} put a little clock by the steering wheel. "We will check it at every stop."',
    },
    {
      event: 'Then {hero} was so late that Grandma Rose missed her train to the seaside.',
      fix: '{GuideFull} set an alarm that went ding at every stop. Ding! Time to go!',
    },
  ],
  high: [
    'The next morning, {hero} reached the bus stop just as the clock struck eight. "Right on time!" cheered the people.',
    'The next morning, {hero} was on time at every single stop. Even the clock tower looked surprised!',
  ],
  evening: [
    'That evening, {hero} rolled into the bus garage, tired and happy.',
    'That night, {hero} parked in the garage, all ready for tomorrow.',
  ],
  help: 'came to help, and gave {theHero} a friendly pat.',
  upset: ['"Oh no, I’m late again!" cried {hero}.', '{Hero} felt hot and cross. Being late was no fun.'],
  cheered: ['"I will try it tomorrow," said {hero}, and gave a happy beep.', 'Beep, beep! Maybe this would do the trick!'],
  thought: ['{Hero} looked up at the clock tower. Was it late again?', 'Every stop felt so far away to {hero}.'],
  thoughtAfter: ['{Hero} smiled. Being on time felt wonderful.'],
  titles: ['{name} Is on Time', 'Hurry Up, {name}!'],
};

/** A train that is always late: the same day at the station, the people on the platform waiting. */
const LATE_TRAIN: HomeDay = {
  ...LATE_BUS,
  goal: /^learn to be on time(?: at the station)?$/,
  at: { setting: 'station', name: 'the station' },
  helpers: ['train driver'],
  words: ['late', 'time', 'clock', 'platform', 'station', 'timetable', 'waiting', 'waited'],
  sights: [
    'a long platform',
    'a big station clock',
    'a bench on the platform',
    'a signal with a red light',
    'a little ticket office',
  ],
  start: [
    '{Hero} was always late. On the platform, people waited and waited, looking at the big clock.',
    'Toot, toot! Here came {hero}, late again. "Where have you been?" called the people on the platform.',
  ],
  doings: [
    '{Hero} stopped by a field to watch the lambs, and forgot all about the time.',
    'At the signal, {hero} chatted to every cow in the field.',
    '{Hero} took the long way round, over the hill, just to see the view.',
    '{Hero} dozed in the engine shed, and nobody woke {them} up.',
  ],
  doingsAfter: [
    '{Hero} went along the track from station to station, and did not dawdle once.',
    '{Hero} tooted at the lambs, but kept on going. Toot, toot!',
  ],
  troubles: [
    {
      event: 'Then {hero} was so late that the children missed their trip to the seaside!',
      fix: '{GuideFull} drew {hero} a timetable, with a time for every station.',
    },
    {
      event: 'Then {hero} was so late that a bride and groom nearly missed their own wedding!',
      fix: '{GuideFull} hung a little clock in the cab. "We will check it at every station."',
    },
  ],
  high: [
    'The next morning, {hero} pulled into the station just as the big clock struck eight. "Right on time!" cheered everyone.',
    'The next morning, {hero} was on time at every single station. Even the station clock looked surprised!',
  ],
  evening: [
    'That evening, {hero} puffed into the engine shed, tired and happy.',
    'That night, {hero} rested in the engine shed, all ready for tomorrow.',
  ],
  cheered: ['"I will try it tomorrow," said {hero}, and gave a happy toot.', 'Toot, toot! Maybe this would do the trick!'],
  thought: ['{Hero} looked up at the station clock. Was it late again?', 'Every station felt so far away to {hero}.'],
};

export const HABIT_DAYS: readonly HomeDay[] = [LATE, LISTEN, LOSING, FORGETTING, FORGETFUL_ELEPHANT, NUTS, LATE_BUS, LATE_TRAIN];
