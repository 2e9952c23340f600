/**
 * A small trouble of the hero's own body or bedtime (world/body-troubles.ts, slots of body-trouble.ts): it shows with
 * its signs and the wish is said, three tries fail in their own funny ways, a helper comes with a real trick, it works,
 * and the trouble ends happily.
 */
import type { Move } from './types.js';

export const BODY_TROUBLE_MOVES: Record<string, Move> = {
  bodyShows: { parts: [['{bodyShows}'], ['{bodySay}']] },
  bodyTries: { parts: [['{bodyTry1}'], ['{bodyTry2}']] },
  bodyNoGood: { parts: [['{bodyTry3}'], ['{bodySad}']] },
  bodyHelper: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [['{bodyHelperComes}'], ['{bodyTrick}']],
  },
  bodyWorks: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{bodyWorks}'], ['{bodyCheer}']],
  },
  bodyEnd: { parts: [['{bodyEnd}']] },
};
