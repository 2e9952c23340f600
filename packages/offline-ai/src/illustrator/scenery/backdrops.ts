import type { SettingId } from '../settings.js';
import type { DrawBackdrop } from './backdrop.js';
import { home, museum, school } from './indoors.js';
import { castle, farm, forest, garden, jungle, meadow, mountains, snow } from './land.js';
import { beach, desert, egypt, sea, underwater } from './sand-and-sea.js';
import { city, space } from './space-and-city.js';

/** Each setting's backdrop. */
export const BACKDROPS: Readonly<Record<SettingId, DrawBackdrop>> = {
  meadow,
  garden,
  forest,
  jungle,
  farm,
  mountains,
  snow,
  castle,
  desert,
  egypt,
  beach,
  sea,
  underwater,
  space,
  city,
  home,
  school,
  museum,
};
