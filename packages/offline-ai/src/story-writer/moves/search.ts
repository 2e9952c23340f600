/** Looking for something: searching, clues, the wrong guess, the happy find (lost and found, mystery). */
import { BEYOND, type Move } from './types.js';

export const SEARCH: Record<string, Move> = {
  /** The hunt begins: the thing is somewhere out there, not yet found. */
  startHunt: {
    then: (s) => {
      s.thing = 'lost';
      s.hunt = true;
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
        '[!high][!hunt] {Hero} looked {spot} for {thing}.',
        '[hunt] {Hero} looked {spot} for {aThing}.',
        '[!high] {Hero} searched {spot} and {spot2}, but no {thingText}.',
        '[!high][!hunt] First {hero} peeked {spot}, hoping to see {thing}.',
        '[hunt] First {hero} peeked {spot}, hoping to see {aThing}.',
        '[!high] {Hero} {moved} to {sight} to look for {thing}.',
        '[!high][!hunt] "Where can {myThing} be?" {hero} wondered.',
        '[hunt] "Where could {aThing} be hiding?" {hero} wondered.',
      ],
      [
        '[friend][!high] {Friend} found {aOddFind}, but no {thingText}.',
        '[!high][!hunt] Instead of {thing}, there was only {aOddFind}.',
        '[hunt] Instead of {aThing}, there was only {aOddFind}.',
        '[!high][!hunt] {Thing} {thingWas} not {spot2} either.',
        '[hunt] {Hero} looked high and low, but there was no {thingText} yet.',
      ],
    ],
  },
  askGuide: {
    when: (s) => s.guideHere,
    parts: [
      [
        '[search][!hunt] "Have you seen {myThing}?" {hero} asked.',
        '[search][!hunt] "Can you help me find {myThing}?" asked {hero}.',
        '[search][hunt] "Can you help me find {aThing}?" asked {hero}.',
        '[search][hunt] "Do you know where to look for {aThing}?" asked {hero}.',
        '[high] "Can you help me get {myThing} down?" asked {hero}.',
        '[high] "{MyThing} {thingIs} stuck up there!" said {hero}, pointing.',
        '[!search][!high] {Hero} told the {gkind} all about {thing}.',
      ],
      [
        '[search][!hunt] "I saw {thing} go by {sight}," said the {gkind}.',
        '[search][!hunt] "We will find {yourThing}," said the {gkind}.',
        '[search][hunt] "Let’s look {spot2}," said the {gkind}.',
        '[search][hunt] "I have seen {thingsPlural} {spot2}," said the {gkind}.',
        '[high] The {gkind} looked up at {thing} and nodded.',
        '[high] "{Thing} {thingIs} high for {aHero}," said the {gkind}.',
      ],
    ],
  },
  clue: {
    when: (s) => s.thing === 'lost',
    parts: [
      [
        '[!hunt] Then {hero} spotted a clue by {sight}: {clue}.',
        '[!hunt] "{Clue} will lead us to {myThing}!" said {hero}.',
        '[guide][!hunt] The {gkind} pointed at {clue} near {sight}.',
        '[!hunt] {Clue} caught {heroS} eye by {sight}.',
        // (Nothing went anywhere: one never had is looked for where such things are, and is not there at first.)
        '[hunt] Then {heroS} eye fell on something {spot2}: could it be {aThing}?',
        '[hunt][guide] The {gkind} pointed at something {spot2}.',
      ],
      [
        '[!hunt] "This way to {myThing}!" said {hero}.',
        '[!hunt] {They} followed {clue} towards {sight2}.',
        '[!hunt] "We’re getting close to {myThing}," {they} whispered.',
        '[hunt] But it was only {aOddFind2}, not {aThing}.',
        '[hunt] No, it was just {aOddFind2}, not {aThing} at all.',
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
        '[hidden][!mischief][!hunt] And there, {spot}, {thingWas} {thing}!',
        '[away][!mischief][!hunt] And there, {spot}, {thingWas} {thing}, safe and sound.',
        '[hunt] And there, {spot}, was {aThing}!',
        '[!mischief][!hunt] Then {hero} saw {thing}, {spot}!',
        '[!mischief][!hunt] {Hero} pushed back {aLeafOrCloth}, and there {thingWas} {thing}!',
        '[hunt] Then {hero} saw it, {spot}: {aThing}!',
        '[hunt] {Hero} pushed back {aLeafOrCloth}, and there was {aThing}!',
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
