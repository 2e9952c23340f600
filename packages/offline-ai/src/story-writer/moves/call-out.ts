/**
 * A working vehicle at its job (world/call-outs.ts, slots of call-out.ts): waiting at its station and the call, the
 * rush there, the hard part, the job done with its own parts, everyone safe, and home to its station at night.
 */
import type { Move } from './types.js';

export const CALL_OUT_MOVES: Record<string, Move> = {
  callStart: {
    parts: [['{callStart}'], ['{callCome}']],
  },
  callRush: {
    then: (s) => {
      s.guideHere = true;
      s.atPlace = true;
    },
    parts: [['{callRush}'], ['{callArrive}']],
  },
  callHard: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{callHard}'], ['{callThink}']],
  },
  callFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{callFix}']],
  },
  callSafe: {
    parts: [['{callSafe}'], ['{callProud}']],
  },
  callHome: {
    parts: [['{callHome}'], ['{callDream}']],
  },
};
