import { ROOMS, type SettingId } from '../scenery/settings.js';
import type { ThingPlan } from './scene-plan.js';

/** Christmas, said by its day, its tree or who comes then. */
const CHRISTMAS = /\b(?:christmas|xmas|santa|father christmas|stockings?|tinsel|baubles?|fairy lights|mince pies?)\b/;

const THE_TREE: ThingPlan = { word: 'Christmas tree', drawn: null, icon: 'christmas-tree', held: false, colour: null };

/**
 * The Christmas tree at home. A tree in a room at Christmas is the Christmas tree, with its lights
 * ('presents under the tree'). The living room at Christmas has its tree whether the page says so or
 * not ('Late in the night, something went jingle, jingle on the roof' in 'The night before
 * Christmas'), where the page's own key things leave room for it.
 */
export function christmasTree(things: ThingPlan[], setting: SettingId, lower: string, promptLower: string): ThingPlan[] {
  const christmas = CHRISTMAS.test(`${lower} ${promptLower}`);
  const lit = things.map((t) =>
    t.icon === 'deciduous-tree' && ((ROOMS.has(setting) && christmas) || /\bchristmas trees?\b/.test(lower))
      ? { ...t, icon: 'christmas-tree' }
      : t,
  );
  return setting === 'living-room' && christmas && lit.length < 2 && !lit.some((t) => t.icon === 'christmas-tree')
    ? [...lit, THE_TREE]
    : lit;
}
