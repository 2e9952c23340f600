/** All settings, and lookups by id and by an idea's word ("ocean" -> the sea setting, named 'the ocean'). */
import type { Setting } from './setting.js';
import { NATURE_SETTINGS } from './settings-nature.js';
import { SKY_SETTINGS } from './settings-sky.js';
import { TOWN_SETTINGS } from './settings-town.js';
import { WATER_SETTINGS } from './settings-water.js';

export const SETTINGS: readonly Setting[] = [...NATURE_SETTINGS, ...WATER_SETTINGS, ...TOWN_SETTINGS, ...SKY_SETTINGS];

const byId = new Map(SETTINGS.map((setting) => [setting.id, setting]));
const byWord = new Map<string, { setting: Setting; name: string; prep: string }>();
for (const setting of SETTINGS) {
  for (const [word, [name, prep]] of Object.entries(setting.words)) byWord.set(word, { setting, name, prep });
}

export function settingById(id: string): Setting {
  const setting = byId.get(id);
  if (!setting) throw new Error(`unknown setting ${id}`);
  return setting;
}

/** The setting a lower-case word names, with the story's name for it, or null. */
export function settingForWord(word: string): { setting: Setting; name: string; prep: string } | null {
  return byWord.get(word) ?? null;
}
