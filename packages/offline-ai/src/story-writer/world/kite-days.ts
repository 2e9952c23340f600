/**
 * A kite lost to the wind ('A lost kite', "Omar's kite gets stuck in a tree", 'The kite that flew away'): a windy day
 * flying it in the park or on the beach, a gust that takes it (up into a tree, or snapping the string and off over the
 * hedge), a grown-up's help to get it back, and the kite flying higher than ever, held tight. Never a search of the sky
 * with an eagle, never a kite carried about like a bag.
 * A kite only flown ('A kite', 'Flying a kite with Grandpa', 'Omar wants to fly his new kite') is the same day, whose
 * trouble may also be no wind at all or a tangled string: never a walk past the bandstand with a dog who helps.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

/** Taken by the wind into something tall, or off and away: the idea's own ('stuck in a tree') first. */
const STUCK = /\b(?:tree|branch(?:es)?|stuck|caught|tangled)\b/i;
const AWAY = /\b(?:lost|lose|loses|losing|away|off|runaway|snap\w*|broke)\b/i;

/** What can go wrong with a kite only flown, wherever it is flown: the idea names no wind taking it. */
const FLYING_TROUBLES: HomeDay['troubles'] = [
  {
    event: 'Then the wind dropped, all at once. The kite flopped down onto the grass.',
    fix: '{GuideFull} held the kite up high. {Hero} ran as fast as {they} could, and a puff of wind caught it!',
  },
  {
    event: 'Then the string got into a terrible tangle, and the kite crashed down.',
    fix: '{Hero} and {GuideFull} sat down and untangled the string, one loop at a time.',
  },
];

/** After the trouble of a kite only flown: nothing of it was lost, so nothing is checked for holes. */
const FLYING_AFTER = [
  '{Hero} let out more string. The kite bobbed and wiggled like a happy fish.',
  'The kite’s long tail waved at the clouds. {Hero} waved back.',
];

/** Lost to the wind ('A lost kite'), or only flown ('Flying a kite'): the wish, titles and troubles of each. */
const HOW = {
  lost: { goal: /^keep hold of \{their\} kite$/, titles: ["{name}'s Runaway Kite", '{name} and the Red Kite'] },
  flown: { goal: /^fly \{their\} kite$/, titles: ['{name} Flies a Kite', 'Up Goes the Kite!', '{name} and the Red Kite'] },
} as const;

/** The day told where the kite is flown: its place, what there is to see, how it begins, what is done and what goes wrong. */
const kiteDay = (
  how: keyof typeof HOW,
  at: HomeDay['at'],
  sights: readonly string[],
  start: readonly string[],
  doings: readonly string[],
  troubles: HomeDay['troubles'],
): HomeDay => ({
  id: 'kite',
  at,
  goal: HOW[how].goal,
  family: true,
  noLesson: true,
  tag: 'kite',
  words: ['kite', 'string', 'wind', 'gust'],
  sights,
  start,
  wish: ['"I will fly it higher than the trees!" said {hero}.', '"Up you go, kite!" {hero} called to the wind.'],
  doings,
  doingsAfter:
    how === 'lost'
      ? [
          '{Hero} smoothed out the kite’s long tail. It was as good as new.',
          '{Hero} checked the kite all over. There was not one hole in it!',
        ]
      : FLYING_AFTER,
  troubles: how === 'lost' ? troubles : [...troubles, ...FLYING_TROUBLES],
  high: [
    'This time, {GuideFull} tied the string to a stick for {hero} to hold. Up went the kite, higher than ever!',
    'Soon the kite was flying again, high over the trees. {Hero} held the string tight with both hands.',
  ],
  evening: [
    'That night, {hero} hung the kite on {their} bedroom wall. "Goodnight, kite," {they} whispered.',
    'At bedtime, {hero} heard the wind outside. "We will fly again tomorrow," {they} said to the kite.',
  ],
  help: 'stood close by, watching the kite with {them}.',
  upset: [
    '"Oh no! My kite!" cried {hero}.',
    how === 'lost'
      ? '{Hero} stared up at the kite, and {their} eyes filled with tears.'
      : '{Hero} stared at {their} kite, and {their} lip wobbled.',
  ],
  cheered:
    how === 'lost'
      ? ['{Hero} hugged the kite tight, smiling from ear to ear.', '{Hero} jumped up and down. "My kite is back!"']
      : ['{Hero} grinned from ear to ear.', '{Hero} jumped up and down. "Hooray!"'],
  thought: ['The wind whooshed and whistled.', 'Other kites bobbed high in the sky.'],
  thoughtAfter: ['{Hero} would always hold the string tight now.', '{Hero} could not stop smiling at {their} kite.'],
  titles: HOW[how].titles,
});

const kiteDays = (how: keyof typeof HOW): HomeDay[] => [
  kiteDay(
    how,
    { setting: 'park', name: 'the park' },
    ['a red kite with a long tail', 'a grassy hill', 'tall trees', 'the duck pond', 'other kites in the sky'],
    [
      'It was a windy day in the park. {Hero} had a bright red kite with a long, wiggly tail.',
      '{Hero} ran up the grassy hill in the park with {their} new red kite. The wind was just right.',
    ],
    [
      '{Hero} ran into the wind, and the kite rose up, higher and higher.',
      '{Hero} let out the string, bit by bit. The kite danced over the duck pond.',
      'The kite swooped and looped. {Hero} held the string tight and laughed.',
    ],
    [
      {
        event: 'Then a big gust pulled the kite down into a tall tree. It was stuck in the branches!',
        fix: '{GuideFull} fetched the park keeper, who reached up with a long pole. Down came the kite, safe and sound!',
        named: STUCK,
      },
      {
        event: 'Then a big gust came. Snap! The string broke, and the kite flew off over the hedge!',
        fix: '{Hero} and {GuideFull} ran after it. There it was in a bush by the pond, not even torn!',
        named: AWAY,
      },
    ],
  ),
  kiteDay(
    how,
    { setting: 'beach', name: 'the beach' },
    ['a red kite with a long tail', 'the waves', 'golden sand', 'a row of beach huts', 'other kites in the sky'],
    [
      'It was a windy day at the beach. {Hero} had a bright red kite with a long, wiggly tail.',
      '{Hero} ran across the sand with {their} new red kite. The wind off the sea was just right.',
    ],
    [
      '{Hero} ran into the wind, and the kite rose up, high over the sand.',
      '{Hero} let out the string, bit by bit. The kite danced over the waves.',
      'The kite swooped and looped. {Hero} held the string tight and laughed.',
    ],
    [
      {
        event: 'Then a big gust pulled the kite down onto the roof of a beach hut. It was stuck!',
        fix: '{GuideFull} asked the lifeguard, who climbed up a ladder and got it. Down came the kite, safe and sound!',
        named: STUCK,
      },
      {
        event: 'Then a big gust came. Snap! The string broke, and the kite flew off along the beach!',
        fix: '{Hero} and {GuideFull} ran after it. There it was on the sand by the rock pools, not even torn!',
        named: AWAY,
      },
    ],
  ),
];

export const KITE_DAYS: readonly HomeDay[] = [...kiteDays('lost'), ...kiteDays('flown')];
