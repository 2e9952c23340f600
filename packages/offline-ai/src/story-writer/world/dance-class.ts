/**
 * A little ballerina's own place: her dance class in the school hall, with its barre, its mirror and the stage of the
 * show, and its nooks where a ballet shoe can hide ('behind the stage curtain'). Never rows of desks and a whiteboard.
 */
import type { Scenery } from './types.js';

export const DANCE_CLASS: Pick<Scenery, 'sights' | 'senses' | 'spots' | 'dusk'> = {
  sights: [
    'a long mirror on the wall',
    'a wooden barre',
    'a big stage with red curtains',
    'a piano in the corner',
    'a rail of sparkly tutus',
    'a row of little chairs for the show',
  ],
  senses: [
    'Piano music tinkled from the corner.',
    'Soft shoes pattered across the floor.',
    'The show would start soon, and everyone was getting ready.',
  ],
  spots: ['behind the stage curtain', 'under the long bench', 'in the costume box', 'behind the piano', 'under a pile of tutus'],
  dusk: ['The stage lights went down, and the hall was quiet.'],
};
