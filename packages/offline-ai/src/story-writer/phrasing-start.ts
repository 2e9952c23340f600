/**
 * Opening and goal paragraphs. A template may start with gates: [journey] (the hero travels) or
 * [here] (the story starts where it happens), [faraway] or [everyday] (school, park, ...).
 */
import type { Shape } from './phrasing.js';

const companionHello = [
  '{CompanionIntro} was there too, ready for fun.',
  '{CompanionIntro} came in with a big smile.',
  '{CompanionIntro} was already wide awake.',
  '{CompanionIntro} was never far away.',
];

const dream = [
  '[faraway] {Hero} dreamed about {place} every night.',
  '[faraway] A big picture of {place} hung on {their} wall.',
  '[faraway] {Their} favourite book was all about {place}.',
  '[faraway] {Hero} often wondered what {place} was really like.',
  '[everyday] Today, {hero} was going to {place}.',
  '[everyday] {Hero} could hardly wait to get to {place}.',
  '[everyday] Today was a special day: {hero} was off to {place}.',
];

const curious = [
  '{Hero} had a head full of questions about {studyTopic}.',
  '{Hero} had read a little about {studyTopic}, but wanted to know much more.',
  'Of all things in the world, {hero} loved {studyTopic} the most.',
];

const heroIs = [
  '{Hero} was {heroIntro}.',
  'Everyone knew {hero} as {heroIntro}.',
  '{Hero} was {heroIntro} with a big, bright smile.',
];

const sightsHere = [
  '{Place} was full of {sight1} and {sight2}.',
  '{InPlace}, there was {sight1}.',
  'Nearby were {sight1} and {sight2}.',
  '{Hero} loved {sight1} best of all.',
];

export const OPENING_JOURNEY: readonly Shape[] = [
  [
    [
      '{Dawn}, {hero} woke up in {start}.',
      '{Dawn}, {hero} jumped out of bed in {start}.',
      '{Dawn}, the sun peeked into {start}.',
    ],
    heroIs,
    ['{trait}'],
    curious,
    dream,
    companionHello,
  ],
  [
    [
      'There once was {heroIntro} called {hero}.',
      'In {start}, there lived {heroIntro} named {hero}.',
      'Once upon a time, there was {heroIntro} called {hero}.',
    ],
    ['{trait}'],
    dream,
    curious,
    [
      '{Dawn}, {hero} woke up with a fizzy, happy feeling.',
      '{Dawn}, {hero} had a wonderful idea.',
      '{Dawn}, something exciting was about to happen.',
    ],
    companionHello,
  ],
  [
    [
      '{Dawn}, {heroIntro} named {hero} looked out of the window.',
      '{Dawn}, {heroIntro} called {hero} sat up in bed.',
      '{Dawn}, {heroIntro} named {hero} stretched and yawned.',
    ],
    ['{Hero} lived in {start}.', 'Home was {start}.'],
    dream,
    ['{trait}'],
    curious,
    companionHello,
  ],
];

export const OPENING_HERE: readonly Shape[] = [
  [
    [
      '{Dawn}, {hero} was playing {inPlace}.',
      '{Dawn}, {hero} skipped happily {inPlace}.',
      '{Dawn}, {hero} was {inPlace}, as happy as could be.',
    ],
    heroIs,
    ['{trait}'],
    curious,
    sightsHere,
    companionHello,
  ],
  [
    ['There once was {heroIntro} called {hero}.', 'Once upon a time, there was {heroIntro} named {hero}.'],
    ['{Hero} loved spending time {inPlace}.', '{Hero} spent every day {inPlace}.'],
    ['{trait}'],
    curious,
    ['{Dawn}, everything {inPlace} felt bright and new.', '{Dawn}, the sun shone {inPlace}.'],
    sightsHere,
    companionHello,
  ],
];

const want = [
  '{Hero} wanted to {goal}.',
  'More than anything, {hero} wished to {goal}.',
  '{Hero} had one big wish: to {goal}.',
  'Today, {hero} hoped to {goal}.',
  '{Hero} had a plan: {they} would {goal}.',
];

const pack = [
  '{They} packed a snack, a sun hat and a little notebook.',
  '{Hero} put on {their} favourite red boots.',
  '{Companion} helped {them} pack a bag.',
  '{Hero} packed a map and a bottle of water.',
  '{Companion} packed some sandwiches for the trip.',
];

const travel = [
  '{Morning}, {travellers} {journey}.',
  'Then {travellers} {journey}.',
  '"Off we go!" called {hero}. {Travellers} {journey}.',
];

const arrive = [
  'At last, {group} reached {place}.',
  'Before long, {group} arrived {inPlace}.',
  'Soon {hero} could see {place} ahead.',
];

const look = [
  '{InPlace}, {hero} saw {sight1} and {sight2}.',
  '{Place} was full of {sight1} and {sight2}.',
  '{Hero} gasped at {sight1}.',
  'Everywhere {hero} looked, there was something new, like {sight1}.',
];

export const GOAL_JOURNEY: readonly Shape[] = [
  [want, pack, travel, arrive, look, ['{sense1}']],
  [
    travel,
    want,
    ['When {group} reached {place}, {hero} smiled from ear to ear.', 'When {group} got to {place}, {hero} jumped for joy.'],
    look,
    ['{sense1}'],
  ],
  [want, ['So {travellers} {journey}.'], arrive, ['{sense1}'], look],
];

export const GOAL_HERE: readonly Shape[] = [
  [
    want,
    [
      '{Morning}, {hero} set off across {place}.',
      '{Morning}, {hero} began to explore {place}.',
      '{Morning}, {hero} looked high and low {inPlace}.',
    ],
    ['{Companion} came along too.', '{Companion} followed close behind.'],
    ['{Hero} passed {sight2} and {sight3}.', 'Near {sight2}, {hero} stopped to look around.'],
    ['{sense2}'],
  ],
  [
    ['{Morning}, {hero} made up {their} mind.', '{Morning}, {hero} had a big idea.'],
    want,
    ['{sense2}'],
    ['{Companion} said, "I will help!"', '{Companion} nodded and smiled.'],
    ['So {hero} set off past {sight2}.', 'First, {hero} looked around {sight2}.'],
  ],
];
