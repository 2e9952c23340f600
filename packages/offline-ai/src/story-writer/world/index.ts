/** Scenery by setting id: every setting of the language module has one. */
import type { SettingId } from '../../language/index.js';
import { HOME_TOWN } from './home-town.js';
import { NATURE_SKY } from './nature-sky.js';
import type { Scenery } from './types.js';
import { WATER } from './water.js';

export type { PlaceTrouble, Scenery } from './types.js';
export { celebrationCalled, celebrationOf, celebrationSaid, heldOutdoors, type Celebration } from './celebrations.js';
export { homeDayOf, type HomeDay } from './home-days.js';
export { ANY_DOING, blocksTheWay, DREAM_TROUBLES, doingTroubles, PARTY } from './doing.js';

const ALL: Partial<Record<SettingId, Scenery>> = { ...HOME_TOWN, ...WATER, ...NATURE_SKY };

export function sceneryOf(id: SettingId): Scenery {
  const scenery = ALL[id];
  if (!scenery) throw new Error(`no scenery for setting ${id}`);
  return scenery;
}
