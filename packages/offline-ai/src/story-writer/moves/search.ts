/** Looking for something: searching, clues, the wrong guess, the happy find (lost and found, mystery). */
import { BEYOND, type Move } from './types.js';

export const SEARCH: Record<string, Move> = {
  /** The hunt begins: the thing is somewhere out there, not yet found. */
  startHunt: {
    then: (s) => {
      s.thing = 'lost';
    },
    parts: [
      [
        '"I’ll look everywhere for {aThing}," {hero} said.',
        '[!still] {Hero} packed a bag for the hunt for {aThing}.',
        '"Somewhere there is {aThing} for me," said {hero}.',
      ],
    ],
  },
  /** Someone dear is missing from the start ('lost her mummy at the waterhole'). */
  missSomeone: {
    then: (s) => {
      s.thing = 'lost';
      s.troubled = true;
    },
    parts: [
      [
        '[named] But {thing} {thingWas} nowhere to be seen {inPlace}.',
        '[named] {Hero} looked up, and {thing} had gone!',
        '[named] {Hero} turned round by {sight}, but {thing} had gone.',
      ],
      [
        '[named] "Where are you, {myThing}?" called {hero}.',
        '[named] {HeroS} {partOrLegs} shook. "{Thing}!"',
        '[named] "I want {myThing}," {theHero} whispered.',
      ],
    ],
  },
  search: {
    when: (s) => s.thing === 'lost',
    parts: [
      [
        '[!high] {Hero} looked {spot} for {thing}.',
        '[!high] {Hero} searched {spot} and {spot2}, but no {thingText}.',
        '[!high] First {hero} peeked {spot}, hoping to see {thing}.',
        '[!high] {Hero} {moved} to {sight} to look for {thing}.',
        '[!high] "Where can {myThing} be?" {hero} wondered.',
      ],
      [
        '[friend][!high] {Friend} found {aOddFind}, but no {thingText}.',
        '[!high] Instead of {thing}, there was only {aOddFind}.',
        '[!high] {Thing} {thingWas} not {spot2} either.',
      ],
    ],
  },
  askGuide: {
    when: (s) => s.guideHere,
    parts: [
      [
        '[search] "Have you seen {myThing}?" {hero} asked.',
        '[search] "Can you help me find {myThing}?" asked {hero}.',
        '[high] "Can you help me get {myThing} down?" asked {hero}.',
        '[high] "{MyThing} {thingIs} stuck up there!" said {hero}, pointing.',
        '[!search][!high] {Hero} told the {gkind} all about {thing}.',
      ],
      [
        '[search] "I saw {thing} go by {sight}," said the {gkind}.',
        '[search] "We will find {yourThing}," said the {gkind}.',
        '[high] The {gkind} looked up at {thing} and nodded.',
        '[high] "{Thing} {thingIs} high for {aHero}," said the {gkind}.',
      ],
    ],
  },
  clue: {
    when: (s) => s.thing === 'lost',
    parts: [
      [
        'Then {hero} spotted a clue by {sight}: {clue}.',
        '"{Clue} will lead us to {myThing}!" said {hero}.',
        '[guide] The {gkind} pointed at {clue} near {sight}.',
        '{Clue} caught {heroS} eye by {sight}.',
      ],
      [
        '"This way to {myThing}!" said {hero}.',
        '{They} followed {clue} towards {sight2}.',
        '"We’re getting close to {myThing}," {they} whispered.',
      ],
    ],
  },
  wrongGuess: {
    when: (s) => s.thing === 'lost',
    parts: [
      ['Was that {thing}, {spot2}?', 'Could that be {thing}, moving {spot2}?'],
      ['No, it was only {aHelperCreature}, who blinked at {theHero}.', 'No, it was just {aOddFind}, not {thing}.'],
    ],
  },
  find: {
    when: (s) => s.thing === 'lost',
    then: (s) => {
      s.thing = 'found';
      s.troubled = false;
    },
    parts: [
      [
        '[hidden][!mischief] And there, {spot}, was {thing}!',
        '[away][!mischief] And there, {spot}, was {thing}, safe and sound.',
        '[!mischief] Then {hero} saw {thing}, {spot}!',
        '[!mischief] {Hero} pushed back {aLeafOrCloth}, and there {thingWas} {thing}!',
        '[mischief] And there, {spot}, {thingWas} {thing}, right beside {friend}!',
      ],
      [
        '[!mischief] "I found {myThing}!" shouted {hero}.',
        '[portable][!alive][!mischief] {Hero} hugged {thing} tight.',
        '[!mischief] "Hooray for {myThing}!" cheered {hero}.',
        '[friend][!mischief] "You found {yourThing}!" cried {friend}.',
        '[mischief] "So it was you who {mischief} {myThing}, {friend}!" laughed {hero}.',
      ],
      BEYOND,
    ],
  },
  reveal: {
    when: (s) => s.thing === 'lost',
    then: (s) => {
      s.thing = 'found';
      s.troubled = false;
    },
    parts: [
      [
        '[fact1] Now {hero} knew what had happened to {thing}: {fact1Lc}',
        '[thing] Now the mystery of {thing} made sense.',
        '[thing] {Hero} put the clues about {thing} together.',
      ],
      [
        '[thing][portable][!mischief] {Thing} had been {spot} all along!',
        '[thing][portable][!alive][!someone][!mischief] The wind had blown {thing} {spot}!',
        '[thing][portable][!alive][!someone][!mischief] {AHelperCreature} had tucked {thing} {spot}.',
        '[thing][alive] {Thing} had curled up {spot} for a nap!',
        '[mischief] So that was it: {friend} {mischief} {thing}!',
        '[mischief] It was {friend} who {mischief} {thing}, {spot}!',
        '[thing][!portable] The mystery of {thing} was solved!',
      ],
    ],
  },
};
