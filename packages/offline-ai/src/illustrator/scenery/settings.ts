import {
  arctic,
  campsite,
  farm,
  forest,
  garden,
  jungle,
  lake,
  meadow,
  mountain,
  nightSky,
  park,
  pitch,
  playground,
  river,
  savanna,
  snowyMountain,
  village,
  waterfall,
} from './land.js';
import {
  airport,
  bathroom,
  bedroom,
  cinema,
  classroom,
  danceStudio,
  dentist,
  hospital,
  kitchen,
  library,
  livingRoom,
  museum,
  optician,
  theatre,
  shop,
  throneRoom,
  aquarium,
} from './rooms.js';
import { beach, desert, island, pyramids, sea, underwater, volcano } from './sand-and-sea.js';
import { fair, market, pool, station, zoo } from './outings.js';
import type { DrawStage } from './stage.js';
import { castle, cave, city, moon, skyHigh, space } from './town-and-beyond.js';

/** Every place a picture can happen, and how each is painted. */
export const STAGES = {
  meadow,
  garden,
  park,
  pitch,
  playground,
  forest,
  jungle,
  savanna,
  farm,
  mountain,
  'snowy-mountain': snowyMountain,
  arctic,
  waterfall,
  river,
  lake,
  campsite,
  village,
  'night-sky': nightSky,
  beach,
  island,
  sea,
  underwater,
  desert,
  pyramids,
  volcano,
  city,
  castle,
  cave,
  space,
  moon,
  sky: skyHigh,
  zoo,
  aquarium,
  market,
  station,
  pool,
  fair,
  classroom,
  'dance-studio': danceStudio,
  library,
  kitchen,
  bedroom,
  'living-room': livingRoom,
  bathroom,
  museum,
  shop,
  hospital,
  dentist,
  airport,
  cinema,
  theatre,
  optician,
  'throne-room': throneRoom,
} as const satisfies Record<string, DrawStage>;

export type SettingId = keyof typeof STAGES;

export function isSetting(id: string): id is SettingId {
  return Object.hasOwn(STAGES, id);
}

/** Places that are always at night (the sky is the subject). */
export const ALWAYS_NIGHT: ReadonlySet<SettingId> = new Set(['night-sky', 'space', 'moon']);
/** Rooms indoors: no car, bus or train goes in one. */
export const ROOMS: ReadonlySet<SettingId> = new Set([
  'classroom',
  'dance-studio',
  'library',
  'kitchen',
  'bedroom',
  'living-room',
  'bathroom',
  'museum',
  'shop',
  'hospital',
  'dentist',
  'airport',
  'cinema',
  'theatre',
  'optician',
  'throne-room',
  'aquarium',
]);
/** Places with no sky of their own: weather is not drawn there. */
export const UNDER_COVER: ReadonlySet<SettingId> = new Set(['underwater', 'cave', 'space', 'moon', ...ROOMS]);
