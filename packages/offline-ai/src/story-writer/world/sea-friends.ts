/**
 * A child and a creature of the sea ('Sophie and the dolphin', 'A boy and a seal', 'Maya meets a sea turtle'): a
 * holiday by the sea, the creature seen from the rocks and given a name, its ways (a dolphin's clicks and leaps, a
 * seal's whiskers, a turtle's slow paddle), a trouble of the sea put right with a grown-up's help, the best day, and
 * goodbye. Met from the shore, never a girl playing 'on the sea', a dolphin in a sandcastle moat or walking home.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the grown-up), and the
 * creature's name {friend}, {Friend}.
 */
import type { HomeDay } from './home-days.js';

/** What differs by the creature: how it is seen, its ways, its own trouble, its best moment, and true facts. */
interface SeaFriend {
  /** The kind words the idea may use ('dolphin'). */
  kinds: string;
  start: readonly string[];
  doings: readonly string[];
  troubles: HomeDay['troubles'];
  high: readonly string[];
  sights: readonly string[];
  words: readonly string[];
  titles: readonly string[];
}

/** The friend does not come one morning, and then does, with its reason. */
const noShow = (fix: string) => ({
  event: 'The next morning, {friend} did not come. {Hero} waited and waited on the rocks.',
  fix,
});

const seaFriendDay = (friend: SeaFriend): HomeDay => ({
  id: 'sea-friend',
  at: { setting: 'beach', name: 'the beach' },
  goal: new RegExp(`^play with the (?:${friend.kinds})$`),
  family: true,
  noLesson: true,
  tag: 'sea',
  words: ['sea', 'waves', 'rocks', 'beach', ...friend.words],
  sights: friend.sights,
  start: friend.start,
  wish: [
    '"Will you come back tomorrow, {friend}?" whispered {hero}.',
    '"I hope we can be friends," {hero} said softly to the waves.',
  ],
  doings: friend.doings,
  troubles: friend.troubles,
  high: friend.high,
  evening: [
    'On the last evening, {hero} waved from the rocks. "Goodbye, {friend}! I will come back next summer!"',
    'That evening, {hero} sat on the rocks as the sun went down. "Goodnight, {friend}," {they} whispered to the sea.',
  ],
  help: 'sat on the warm rocks and watched, smiling.',
  upset: ['"Oh no, poor {friend}!" cried {hero}.', '{Hero} held {their} breath and stared at the water.'],
  cheered: ['{Hero} laughed and clapped on the rocks.', '{Hero} let out a big breath. "Phew!"'],
  thought: ['{Hero} did not take {their} eyes off {friend}.', '{Hero} stayed close to the rocks, watching for {friend}.'],
  thoughtAfter: ['{Hero} could not stop smiling.', '{Hero} knew {they} would never forget {friend}.'],
  titles: friend.titles,
});

export const SEA_FRIEND_DAYS: readonly HomeDay[] = [
  seaFriendDay({
    kinds: 'dolphins?',
    words: ['dolphin', 'fin', 'splash'],
    sights: [
      'a grey fin in the waves',
      'smooth rocks by the sea',
      'a lighthouse far away',
      'rock pools',
      'a little fishing boat',
    ],
    start: [
      '{Hero} was on holiday by the sea. One morning, by the rocks, a shiny grey dolphin popped up! {Hero} called the dolphin {Friend}.',
      'Every morning of the holiday, {hero} sat on the rocks by the sea. Then one day, a smiley dolphin popped up! {Hero} called the dolphin {Friend}.',
    ],
    doings: [
      '{Friend} clicked and whistled hello to {hero}. "Dolphins talk with clicks and whistles," said {GuideFull}.',
      '{Hero} splashed the water with {their} hands. {Friend} leapt out of the waves and splashed back!',
      'Puff! {Hero} saw air shoot out of the hole on top of {friendS} head. Dolphins breathe air, like us.',
    ],
    troubles: [
      {
        event: 'Then {hero} saw {friend} out by the boats, tangled in an old fishing net!',
        fix: '{GuideFull} ran for the lifeguard, who rowed out and cut the net. {Friend} swam free!',
      },
      noShow('Then, far out, there was a splash. {Friend} had brought a baby dolphin to say hello!'),
    ],
    high: [
      'On the last day, {friend} leapt out of the water, once, twice, three times! Splash! {Hero} was wet from head to toe.',
      'Best of all, {friend} swam so close that {hero} saw {friendS} shiny eye. It winked!',
    ],
    titles: ['{name} and the Dolphin', '{friend} the Dolphin'],
  }),
  seaFriendDay({
    kinds: 'seals?',
    words: ['seal', 'whiskers', 'flippers'],
    sights: ['a seal on the rocks', 'smooth rocks by the sea', 'rock pools', 'a row of beach huts', 'a little fishing boat'],
    start: [
      '{Hero} was on holiday by the sea. One morning, a round, whiskery seal popped up by the rocks! {Hero} called the seal {Friend}.',
      'Every morning of the holiday, {hero} went down to the sea. A grey seal lay on the rocks in the sun! {Hero} called the seal {Friend}.',
    ],
    doings: [
      '{Friend} twitched {ftheir} long whiskers at {hero}. "Seals feel for fish with them," said {GuideFull}.',
      '{Hero} waved from the sand. {Friend} flapped a flipper, as if waving back!',
      '{Hero} watched {friend} slide off the rocks and dive. Seals can hold their breath for a long time.',
    ],
    troubles: [
      {
        event: 'Then a big dog ran barking along the beach, straight towards {friend} on the rocks!',
        fix: '{GuideFull} shouted to its owner, who clipped on its lead. {Friend} flopped safely into the sea.',
      },
      {
        event: 'The next morning, {friend} was not on the rocks. {Hero} waited and waited.',
        fix: 'Then, round the rocks came {friend}, with a fluffy white baby seal beside {fthem}!',
      },
    ],
    high: [
      'On the last day, {friend} swam up close and sneezed all over {hero}. Ah-choo!',
      'Best of all, {friend} rolled over in the waves and clapped {ftheir} flippers for {hero}!',
    ],
    titles: ['{name} and the Seal', '{friend} the Seal'],
  }),
  seaFriendDay({
    kinds: '(?:sea )?turtles?',
    words: ['turtle', 'shell', 'flippers'],
    sights: ['a turtle’s shell in the waves', 'smooth rocks by the sea', 'rock pools', 'golden sand', 'a little fishing boat'],
    start: [
      '{Hero} was on holiday by the sea. One morning, by the rocks, a sea turtle bobbed up! {Hero} called the turtle {Friend}.',
      'Every morning of the holiday, {hero} paddled in the shallow water. One day, a sea turtle paddled past! {Hero} called the turtle {Friend}.',
    ],
    doings: [
      '{Friend} paddled slowly round {hero}. "Sea turtles can swim a very long way," said {GuideFull}.',
      '{Friend} came up next to {hero} for a gulp of air. Turtles breathe air, like us.',
      '{Hero} watched {friend} nibble some green seaweed by the rocks. Munch, munch.',
    ],
    troubles: [
      {
        event: 'Then {hero} saw a plastic bag floating near {friend}. Turtles sometimes eat bags by mistake!',
        fix: '{Hero} fished the plastic bag out with a net. {GuideFull} put it in the bin. {Friend} was safe.',
      },
      noShow('Then, far out, a little head popped up. {Friend} had only gone to find more seaweed!'),
    ],
    high: [
      'On the last day, {friend} swam right past {hero}, slow and close. {Friend} looked up with a wise old eye.',
      'Best of all, {friend} rested while {hero} counted the patterns on {ftheir} shell.',
    ],
    titles: ['{name} and the Sea Turtle', '{friend} the Turtle'],
  }),
];
