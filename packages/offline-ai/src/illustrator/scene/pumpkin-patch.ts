/** 'The pumpkin patch', or 'the patch' on a page or in a book about pumpkins ('the smallest in the whole patch'). */
const PUMPKIN_PATCH = /\bpumpkin patch(?:es)?\b/;
const THE_PATCH = /\b(?:the|whole|a|this) patch\b/;
const PUMPKINS = /\bpumpkins?\b/;

/**
 * Is the page in the pumpkin patch? It is the farm's field with pumpkins on the ground, never a
 * meadow of flowers; a page that goes there and then takes one home ('came to the patch ... took
 * them home') is in the patch.
 */
export function inPumpkinPatch(lower: string, promptLower: string): boolean {
  return PUMPKIN_PATCH.test(lower) || (THE_PATCH.test(lower) && PUMPKINS.test(`${lower} ${promptLower}`));
}
