/**
 * Something to go and do, done (world/activities.ts): someone shows the hero how, the steps are told in order across
 * the middle of the story, and the moment it goes right is the high point, whatever the story's shape. Slots
 * {actLesson}, {actStep1}, {actStep2}, {actStep3}, {actDone} come from the activity (doing-slots.ts).
 */
import type { Move } from './types.js';

export const ACTIVITY_MOVES: Record<string, Move> = {
  /** One who came along (Dad) shows how; else one met there (the music teacher); else the hero finds out. */
  actShow: {
    parts: [
      [
        '[friendShows] {Friend} showed {theHero} how to {actLesson}.',
        '[friendShows] "Let me show you how to {actLesson}," said {friend}.',
        '[guideShows][!friendShows] {Guide} showed {theHero} how to {actLesson}.',
        '[guideShows][!friendShows] "First, you {actLesson}," said {guide}.',
        '[!guideShows][!friendShows] First, {hero} learned how to {actLesson}.',
      ],
    ],
  },
  /** What is set out for something to make (a dish, a craft): butter, sugar, flour and an egg; paper and pencils. */
  actGather: {
    parts: [
      [
        '[friendShows] {Friend} set out {actStuff} for the {actMade}.',
        '[guideShows][!friendShows] The {gkind} set out {actStuff} on the table.',
        'Together they set out {actStuff} {inPlace}.',
        '{TheHero} helped to set out {actStuff}.',
      ],
    ],
  },
  actStep1: { parts: [['{actStep1}']] },
  actStep2: { parts: [['{actStep2}']] },
  /**
   * A first try at something to make, by the hero alone: it goes wrong its own way (a burnt tray, a pancake on the
   * ceiling), and whoever showed how is kind about it.
   */
  actTry: {
    when: (s) => !s.troubled,
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      [
        '[friendShows] "Now it’s your turn to {actMakeIt}," said {friend}.',
        '[guideShows][!friendShows] "Now you try, {callHero}," said the {gkind}.',
        '[guideShows][!friendShows] "Your turn now, {callHero}," said the {gkind} with a smile.',
        '{TheHero} wanted to {actMakeIt} all by {themselves}.',
      ],
      ['{placeEvent}'],
      ['"Oh no, my {actMade}!" cried {hero}.', '"My {actMade} went all wrong!" said {hero} in a small voice.'],
      [
        '[friendShows] "My first {actMade} went wrong too, {callHero}," said {friend} kindly.',
        '[friendShows] "We will {actMakeIt} again together," said {friend} with a hug.',
        '[guideShows][!friendShows] "Everyone’s first try goes wrong, {callHero}," said the {gkind} kindly.',
        '[guideShows][!friendShows] "We all learn that way, {callHero}," said the {gkind} with a wink.',
        '[!guideShows][!friendShows] {TheHero} took a deep breath and tried the {actMade} again.',
      ],
    ],
  },
  /** Put right, the way this making is put right. */
  actAgain: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{placeFixWho}']],
  },
  /** The last step, and the moment it goes right. */
  actDone: {
    when: (s) => !s.troubled,
    parts: [['{actStep3}'], ['{actDone}']],
  },
};
