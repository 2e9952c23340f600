import type { Config } from '../config.js';
import { createOfflineCartoonist } from './offline/cartoonist.js';
import type { Cartoonist } from './types.js';

/**
 * The AI providers chosen by configuration, one field per role of DESIGN.md's AI layer. Today every
 * role uses the offline engine; a hosted provider plugs in here by choosing from `config`.
 */
export interface Ai {
  cartoonist: Cartoonist;
}

export function createAi(_config: Config): Ai {
  return { cartoonist: createOfflineCartoonist() };
}
