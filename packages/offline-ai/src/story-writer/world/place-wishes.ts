/**
 * What a hero who is somewhere wild with no wish of the idea's longs to do there: a sight of the place to reach or see
 * ('reach the top of the mountain', 'see the waterfall'), never a bare 'explore the meadow'. Bare infinitive phrases
 * told as a quest; places of everyday life are left to their own tellings.
 */
import type { SettingId } from '../../language/index.js';

export const PLACE_WISHES: Partial<Record<SettingId, readonly string[]>> = {
  forest: ['see the oldest oak tree', 'reach the clearing where the bluebells grow'],
  jungle: ['see the hidden waterfall', 'reach the top of the tallest tree'],
  meadow: ['reach the top of the hill', 'see the biggest sunflower'],
  mountain: ['reach the top of the mountain', 'see the lake at the very top'],
  snow: ['reach the top of the snowy hill', 'see the frozen waterfall'],
  river: ['see the waterfall', 'reach the big stepping stones'],
  lake: ['reach the little island'],
  pond: ['see the frogs on the lily pads'],
  beach: ['see the rock pools', 'reach the lighthouse'],
  island: ['reach the top of the hill', 'see the secret cove'],
  sea: ['see the lighthouse', 'reach the little island'],
  underwater: ['see the coral reef', 'reach the old shipwreck'],
  desert: ['reach the oasis', 'see the tallest sand dune'],
  savanna: ['reach the big baobab tree', 'see the waterhole'],
  cave: ['see the sparkly crystals'],
};
