/**
 * A first class of a doing, told as the class: arriving in the new kit and shy at the door, the teacher's welcome by
 * name and a child met there, the warm-up and the first real move, the tricky bit that goes wrong and who helps, the
 * proud moment, and home, wanting to go again. The class's own lines come in slots from first-class.ts.
 */
import type { Move } from './types.js';

export const FIRST_CLASS_MOVES: Record<string, Move> = {
  classArrive: { parts: [['{classDay}'], ['{classKit}'], ['{classShy}']] },
  classWelcome: { parts: [['{classHello}'], ['{classOthers}'], ['{classWarmUp}']] },
  classMove: { parts: [['{classShown}'], ['{classTried}'], ['{classPraise}']] },
  classOops: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{classOops}'], ['{classUpset}']],
  },
  classFix: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{classHelp}'], ['{classAgain}']],
  },
  classProud: { parts: [['{classProud}'], ['{classGlad}']] },
  classHome: { parts: [['{classAsked}'], ['{classAnswer}'], ['{classNext}']] },
};
