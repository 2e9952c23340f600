/**
 * A family recipe's own steps (family-recipe.ts): the secret shown, the tasting, the sharing with the family and the
 * recipe passed on. Slots {recipeSecret}, {recipeTaste}, {recipeShare}, {recipePassed} come from family-recipe.ts.
 */
import type { Move } from './types.js';

export const FAMILY_RECIPE_MOVES: Record<string, Move> = {
  recipeSecret: { parts: [['{recipeSecret}']] },
  recipeTaste: { parts: [['{recipeTaste}']] },
  recipeShare: { parts: [['{recipeShare}']] },
  recipePassed: { parts: [['{recipePassed}']] },
};
