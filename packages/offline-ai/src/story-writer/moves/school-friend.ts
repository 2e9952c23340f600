/**
 * A friend made at school, told as the school day: the morning and the goodbye, sitting alone, the one who shares or is
 * alone too, side by side in class, a small trouble put right together, a real game at playtime, and home time. The
 * day's own lines come in slots from school-friends.ts (world/school-friends.ts).
 */
import type { Move } from './types.js';

export const SCHOOL_FRIEND_MOVES: Record<string, Move> = {
  schoolMorning: { parts: [['{schoolDay}'], ['{schoolReady}'], ['{schoolGoodbye}'], ['{schoolWish}']] },
  schoolMeet: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [['{schoolAlone}'], ['{schoolSeen}'], ['{schoolHello}']],
  },
  schoolTogether: { parts: [['{schoolTogether}'], ['{teacherSays}']] },
  schoolTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{schoolTrouble}'], ['{schoolUpset}']],
  },
  schoolFix: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{schoolFix}']],
  },
  schoolGame: { parts: [['{schoolPlay}'], ['{schoolFun}'], ['{schoolGlad}']] },
  schoolHome: { parts: [['{homeGate}'], ['{homeAsked}'], ['{homeAnswer}'], ['{homeAfter}']] },
};
