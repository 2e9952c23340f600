/**
 * A race between two who run it ('Two rabbits race to the top of the hill', 'Mia and Leo race to the park gate'): the
 * trouble of the course that stops the one ahead, and how the other helps or catches up. A trouble with settings is
 * met only there (stepping stones in the mountains, a puddle in the garden); one with none anywhere.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), the other's ({friend}, {Friend}, {fthey}, {fthem}),
 * {raceTo} ('the top of the hill'), {heroMoved} and {friendMoved} ('hopped', 'slid').
 */
import type { SettingId } from '../../language/index.js';

export interface RaceTrouble {
  id: string;
  /** Where it is met; none: anywhere. */
  settings?: readonly SettingId[];
  /** The one ahead is stopped. */
  trouble: string;
  /** The other helps, or catches up. */
  help: string;
}

export const RACE_TROUBLES: readonly RaceTrouble[] = [
  {
    id: 'stream',
    settings: ['mountain', 'forest', 'meadow', 'river', 'farm'],
    trouble: 'Then {hero} came to a little stream. It was too wide to jump! {Hero} stopped on the bank.',
    help: '{Friend} caught up. "Look, stepping stones!" said {friend}. {Hero} and {friend} crossed together, one stone at a time.',
  },
  {
    id: 'puddle',
    settings: ['garden', 'park', 'meadow', 'farm'],
    trouble: 'Then a big puddle lay across the path. {Hero} could not get past it!',
    help: '{Friend} found a fallen leaf. {Hero} and {friend} floated across on it, like a little boat.',
  },
  {
    id: 'slip',
    trouble: '{Hero} went too fast and slipped in some mud. Splat! "Ouch!" said {hero}.',
    help: '{Friend} stopped to help {them} up. "Are you all right?" asked {friend}. {Hero} nodded, and they went on side by side.',
  },
  {
    id: 'wrong-turn',
    settings: ['park', 'forest', 'garden', 'city', 'mountain'],
    trouble: '{Hero} was so far ahead that {they} took a wrong turn. Oh no! This was not the way to {raceTo}.',
    help: '"This way!" called {friend}. {Hero} turned round and {heroMoved} back. Now they were side by side.',
  },
  {
    id: 'rest',
    trouble: '{Hero} was so far ahead that {they} sat down for a rest. The sun was warm, and {hero} shut {their} eyes.',
    help: '{Friend} {friendMoved} past, step by step. {Hero} woke up with a jump. "Wait for me!" {they} called.',
  },
];

/** The troubles of a race run here. */
export const raceTroublesAt = (setting: SettingId): readonly RaceTrouble[] =>
  RACE_TROUBLES.filter((t) => !t.settings || t.settings.includes(setting));

/** Where a race goes when the idea does not say ('Two snails have a race'): a mark of the place, else the big tree. */
export const RACE_TO: Partial<Record<SettingId, string>> = {
  garden: 'the flowerpot',
  park: 'the big tree',
  mountain: 'the top of the hill',
  meadow: 'the big oak tree',
  forest: 'the old log',
  beach: 'the rock pool',
  school: 'the fence',
};
