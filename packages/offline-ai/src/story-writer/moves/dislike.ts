/**
 * A hero who will not do something or does not like it (world/dislikes.ts, slots of dislike.ts): the hero says no and
 * why, gets out of it in a funny way while the helper has an idea, the helper's fun way, the first small try and the
 * surprise that it is not so bad, more of it gladly, and the change it makes.
 */
import type { Move } from './types.js';

export const DISLIKE_MOVES: Record<string, Move> = {
  dislikeNo: {
    then: (s) => {
      s.guideHere = true;
      s.troubled = true;
    },
    parts: [['{dislikeShows}'], ['{dislikeWhy}']],
  },
  // (How the helper takes it: a fun idea for the wish itself, never a line any story could have.)
  dislikeDodge: {
    parts: [
      ['{dislikeDodge}'],
      [
        '{Helper} had a fun idea to help {hero} {goal}.',
        '{Helper} thought of a fun way to help {hero} {goal}.',
        'Just then, {helper} knew a fun way for {hero} to {goal}!',
      ],
    ],
  },
  dislikeFunWay: { parts: [['{dislikeTrick}'], ['{dislikeFun}'], ['{dislikeAsk}']] },
  dislikeStep: { parts: [['{dislikeStep}'], ['{dislikeSurprise}']] },
  dislikeMore: {
    then: (s) => {
      s.troubled = false;
    },
    // (Tidying finds what was lost under the bed: 'Under the bed, Leo found the lost puzzle piece!'.)
    parts: [['{dislikeMore}'], ['{dislikeFound}'], ['{dislikeCheer}']],
  },
  dislikeEnd: { parts: [['{dislikeEnd}'], ['{dislikeLast}']] },
};
