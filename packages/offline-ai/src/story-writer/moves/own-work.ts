/**
 * A worker's own busy day (own-work.ts): up early with so many jobs, the one who works beside them, the jobs done one
 * after another (the helping moves' {helpJob1}...), one going wrong and put right together, who it is all for, and
 * tired and proud at the end. Slots {workMate}, {workFor}, {workLook}, {workRest} come from own-work.ts.
 */
import type { Move } from './types.js';

export const OWN_WORK_MOVES: Record<string, Move> = {
  workUp: {
    parts: [
      ['{Time}, {workWho} was up before the sun.', '{Time}, {workWho} was up with the birds, ready for work.'],
      [
        '"So many jobs {inPlace}, and only one of me!" said {theHero}.',
        '"Where shall I start?" wondered {theHero}, looking round {place}.',
      ],
    ],
  },
  workMate: { parts: [['{workMate}']] },
  workOops: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['Then {helpOopsLc}'],
      ['"Oh dear, {helpWith}, what a mess!" cried {theHero}.', '{HelpWith} looked at {theHero}, and {hero} began to giggle.'],
    ],
  },
  /** Put right together, the two are a team. */
  workTeam: {
    parts: [['"What a team we make, {helpWith}!" said {theHero}.', '"Thank you, {helpWith}," said {theHero}.']],
  },
  /** The jobs done, and the worker's own look back on them. */
  workDone: { parts: [['{helpDone}'], ['{workLook}']] },
  workFor: { parts: [['{workFor}']] },
  workEnd: {
    parts: [
      [
        'That night, {theHero} sat down at last {inPlace}, tired and proud.',
        'At the end of the day, {theHero} put {their} feet up {inPlace}, tired and proud.',
      ],
      ['{workRest}'],
    ],
  },
};
