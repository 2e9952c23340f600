/**
 * The room at school where a doing is learned (activities.ts's ids): the music room for an instrument, the hall for the
 * choir, the gym for gymnastics and karate, the art room for painting. Its own sights, sounds, nooks and evening, for the
 * doing's story in place of the classroom's desks and whiteboard.
 */
import type { Scenery } from './types.js';

export interface ActivityRoom extends Pick<Scenery, 'sights' | 'senses' | 'spots' | 'dusk'> {
  /** The room with its article, said as the story's place: 'the music room'. */
  name: string;
}

const MUSIC_ROOM: ActivityRoom = {
  name: 'the music room',
  sights: ['a row of music stands', 'a big drum in the corner', 'a shelf of shakers and bells', 'a poster of music notes'],
  senses: ['Somewhere, someone was playing a tune.', 'The music room smelled of polish and old music books.'],
  spots: ['behind the big drum', 'under the piano', 'in the cupboard of shakers', 'behind the music stands'],
  dusk: ['The music room was quiet, and the instruments rested till tomorrow.'],
};

/** The school hall: a piano, tall windows, chairs stacked by the wall, a little stage. */
const HALL: ActivityRoom = {
  name: 'the school hall',
  sights: ['a piano by the stage', 'tall windows full of sky', 'a stack of chairs by the wall', 'a little stage'],
  senses: ['Every footstep echoed in the big hall.', 'Sunlight made bright squares on the hall floor.'],
  spots: ['behind the stack of chairs', 'under the little stage', 'in the big cupboard', 'behind the curtain'],
  dusk: ['The hall lights clicked off, one by one.'],
};

const GYM: ActivityRoom = {
  name: 'the gym',
  sights: ['a long wooden bench', 'wall bars up to the ceiling', 'a pile of soft mats', 'a row of hoops'],
  senses: ['Trainers squeaked on the gym floor.', 'Every jump went thud on the soft mats.'],
  spots: ['behind the pile of mats', 'under the bench', 'in the big cupboard', 'behind the wall bars'],
  dusk: ['The gym lights clicked off, one by one.'],
};

const ART_ROOM: ActivityRoom = {
  name: 'the art room',
  sights: ['a long table covered in newspaper', 'a sink for washing brushes', 'a line of paintings drying', 'a box of crayons'],
  senses: ['The art room smelled of paint and glue.', 'Brushes clinked in the water jars.'],
  spots: ['under the long table', 'behind the drying rack', 'in the box of crayons', 'by the sink'],
  dusk: ['The paintings dried on the line, bright in the evening light.'],
};

export const ACTIVITY_ROOMS: Readonly<Record<string, ActivityRoom>> = {
  piano: MUSIC_ROOM,
  drums: MUSIC_ROOM,
  violin: MUSIC_ROOM,
  guitar: MUSIC_ROOM,
  choir: HALL,
  gymnastics: GYM,
  karate: { ...GYM, name: 'the karate hall' },
  painting: ART_ROOM,
};
