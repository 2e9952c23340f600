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
  actStep1: { parts: [['{actStep1}']] },
  actStep2: { parts: [['{actStep2}']] },
  /** The last step, and the moment it goes right. */
  actDone: {
    when: (s) => !s.troubled,
    parts: [['{actStep3}'], ['{actDone}']],
  },
};
