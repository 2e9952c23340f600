/**
 * A hero not like others of its kind (slots of different.ts, lines of world/differences.ts): one that lacks what the
 * others have, one that would rather not be what it is, one fallen from the sky. Each line names the difference, or
 * the hero with its guide.
 */
import type { Move } from './types.js';

export const DIFFERENT_MOVES: Record<string, Move> = {
  // One that lacks what the others have.
  lackIntro: {
    parts: [
      [
        'Once there was a little {kind} {lackWith}, called {hero}.',
        'Once upon a time, there was a little {kind} {lackWith}, called {hero}.',
      ],
      ['{lackLooks}'],
      ['{lackOthers}'],
    ],
  },
  lackTease: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{lackTease}'],
      ['Then {guideIntro} sat down by the little {kind}.', 'Just then, {guideIntro} came by {sight}.'],
      ['"Why so sad, little {kind}?" asked the {gkind}.', '"What’s wrong, little {kind}?" asked the {gkind} kindly.'],
      ['"I’m the only {kind} {lackNow}," {hero} sniffed.', '"Why am I {aKind} {lackNow}?" {hero} sighed.'],
    ],
  },
  lackTry: {
    parts: [
      ['{lackTry}'],
      ['{lackWrong}'],
      ['"I’m still {lackSame}," {hero} said sadly.', '"I will never be like {lackOthersShort}," sniffed {hero}.'],
    ],
  },
  lackDay: {
    parts: [['{lackDay1}'], ['{lackDay2}'], ['{lackDay3}']],
  },
  lackLoved: {
    parts: [
      ['Everyone cheered for {hero}, the {kind} {lackWith}.', 'All the {kinds} cheered for {hero} {inPlace}.'],
      ['{lackLoved}'],
    ],
  },
  lackEnd: {
    parts: [['That night, {hero} fell asleep, happy to be {aKind} {lackWith}.', 'That night, {hero} curled up {lackHappy}.']],
  },

  // One that would rather not be what it is.
  ratherIntro: {
    parts: [
      ['Once upon a time, {theHero} lived {inPlace}.', 'Long ago, {theHero} lived {inPlace}.'],
      [
        '[!ratherOwn] But {hero} did not want to be {ratherBe}.',
        '[!ratherOwn] But {hero} did not feel like {ratherBe} at all.',
        '{ratherNot}',
      ],
      ['{ratherExpected1}'],
      ['{ratherExpected2}'],
    ],
  },
  ratherWish: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{Hero} would much rather {ratherDoing}.', 'What {hero} really wanted was to {ratherDoing}.'],
      ['"Why can’t I just {ratherDoing}?" {hero} asked {guideFull}.', '"I only want to {ratherDoing}," {hero} told {guideFull}.'],
      ['"You are meant to be {ratherBe}," said {guide}.', '"But you must be {ratherBe}," said {guide}.'],
    ],
  },
  ratherTry: {
    parts: [['{ratherTry1}'], ['{ratherTry2}'], ['"Oh dear, I just want to {ratherDoing}," sighed {hero}.']],
  },
  ratherDay: {
    parts: [['{ratherDay1}'], ['{ratherDay2}'], ['{ratherDay3}']],
  },
  ratherAccept: {
    parts: [
      [
        '[!ratherOwn] "You can be {ratherBe} and {ratherDoing} too," smiled {guide}.',
        '[!ratherOwn] "You may {ratherDoing} as much as you like," said {guide}.',
        '{ratherAccepted}',
      ],
      ['Everyone cheered for {hero}, the {kind} who loved to {ratherDoing}.'],
    ],
  },
  ratherEnd: {
    parts: [
      [
        'From then on, {hero} could {ratherDoing} whenever {they} liked.',
        '[!ratherOwn] Now {hero} could {ratherDoing} and still be {ratherBe}.',
      ],
      ['[!ratherOwn] {Hero} smiled. {They} could be {ratherBe} in {their} own way.', '{ratherAfter}'],
    ],
  },

  // One fallen from the sky.
  fellDown: {
    parts: [
      ['{fellWhen}, {theHero} slipped and tumbled out of the sky.'],
      ['Down, down, down {they} fell, far from {skyHome}.'],
      ['Bump! {TheHero} landed by {sight}.'],
      ['{fellDim}'],
    ],
  },
  fellFound: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['Soon {guideIntro} came by {sight2}.', 'Before long, {guideIntro} found {theHero}.'],
      ['"Are you {aKind} from {skyHome}?" asked the {gkind}.', '"You look like {aKind} from {skyHome}!" said the {gkind}.'],
      [
        '"Yes, I fell from {skyHome}, and I can’t get home," {hero} sniffed.',
        '"I fell down from {skyHome}, and now I’m lost," said {hero}.',
      ],
    ],
  },
  fellTry: {
    parts: [
      [
        '"I will help you, little {kind}," said the {gkind}.',
        '"Don’t worry, little {kind}, we will get you home," said the {gkind}.',
      ],
      ['{fellTry}'],
      ['"I miss {fellFamily}," {hero} said sadly.'],
    ],
  },
  fellWayUp: {
    parts: [['{fellWay1}'], ['{fellWay2}']],
  },
  fellHome: {
    parts: [
      ['{FellFamily} gathered round to welcome {hero} home.'],
      ['Back in {skyHome}, {hero} {fellShone}.', 'Home at last, {hero} {fellShone}.'],
      ['{fellFact}'],
    ],
  },
  fellEnd: {
    parts: [
      ['Far below, {guide} looked up at {skyHome} and waved.', 'Down on the ground, {guide} waved up at {skyHome}.'],
      ['{fellShineDown}'],
      ['That night, {guide} fell asleep smiling up at {skyHome}.'],
    ],
  },

  // A thing that wants what it is for.
  purposeIntro: {
    parts: [['{purposeIntro}'], ['{purposeWish}']],
  },
  purposeOthers: {
    parts: [['{purposeOthers}'], ['{purposePassed}']],
  },
  purposeTry: {
    parts: [
      ['{purposeTry}'],
      ['{purposeWrong}'],
      ['"Will I ever {purposeWishSaid}?" {hero} sighed.', '"I just want to {purposeWishSaid}," {hero} whispered.'],
    ],
  },
  purposeFound: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['Then {guideIntro} came by {sight}, looking and looking.', 'Just then, {guideIntro} stopped right by {theHero}.'],
      ['{purposeFound}'],
      ['{purposeSaid}'],
    ],
  },
  purposeDone: {
    parts: [['{purposeDone1}'], ['{purposeDone2}'], ['{purposeDone3}']],
  },
  purposeEnd: {
    parts: [['{purposeEnd1}'], ['{purposeEnd2}']],
  },

  // One who wishes it were another kind: the other's life tried, its own life's good, and happy as it is.
  otherIntro: {
    parts: [
      [
        'Once there was a little {kind} called {hero}, who lived {inPlace}.',
        'Once upon a time, {hero} the {kind} lived {inPlace}.',
      ],
      ['{otherLife}'],
      ['"I wish I was {aOther}," sighed {hero}.', '"Oh, I want to be {aOther}," {hero} said, watching closely.'],
    ],
  },
  otherAsk: {
    parts: [
      ['"Can I be {aOther} too?" {hero} asked {other}.', '"Please show me how to be {aOther}," {hero} asked {other}.'],
      ['"You can try to be {aOther}," said {other} kindly.', '"Let’s see if you can be {aOther}," said {other}, smiling.'],
      ['{otherTry1}'],
      ['{otherWrong1}'],
    ],
  },
  otherCall: {
    parts: [
      ['Next, {hero} took a deep breath and tried to {otherCall}.', 'Then {hero} tried to {otherCall}, as loud as {they} could.'],
      ['"{otherMix}?" it came out. That was not {otherCallSaid} at all!'],
      ['{Other} tried very hard not to laugh at the funny {otherCall}.', '"What a funny {otherCall}!" giggled {other}.'],
    ],
  },
  otherSad: {
    parts: [
      ['{otherTry2}'],
      ['{otherWrong2}'],
      ['"Being {aOther} doesn’t suit me," {hero} sighed, and sat down.', '"I’m no good at being {aOther}," {hero} said sadly.'],
      ['"But you can do things no {otherWord} can!" said {other}.', '"But you do things {aOther} never could!" said {other}.'],
      ['"{otherGood}"'],
    ],
  },
  otherShine: {
    parts: [
      ['{otherShine1}'],
      ['{otherShine2}'],
      ['"No {otherWord} could do that!" said {other}.', '"Not even {aOther} could do that!" cheered {other}.'],
    ],
  },
  otherEnd: {
    parts: [
      ['{Hero} did not want to be {aOther} any more.', 'Being {aKind} suited {hero} much better than being {aOther}.'],
      ['{otherFact}'],
      [
        'That night, {hero} {otherHappy}. {Hero} was happy to be {aKind}.',
        'That night, {hero} {otherHappy}. {Hero} was glad to be {aKind}.',
      ],
    ],
  },
};
