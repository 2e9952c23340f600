/**
 * A game of hide and seek said as the game alone ('Hide and seek in the garden', 'Playing hide and seek with Grandpa',
 * 'A game of hide and seek', "Mia's game of hide and seek"), read as a child who plays it ('A child plays hide and seek
 * in the garden'): never a child called Playing, nor a place called 'the hide'.
 */

/** The game, however it is written: 'hide and seek', 'hide-and-seek', 'hide & seek', "hide 'n' seek". */
export const HIDE_AND_SEEK = String.raw`hide(?:\s+and\s+|\s*&\s*|-and-|\s+['’]?n['’]?\s+)seek`;

/** Said as the game alone, with where and with whom after it. */
const GAME = new RegExp(
  String.raw`^(?:(?:playing|let['’]?s\s+play|(?:a|the|our|one)\s+(?:big\s+)?game\s+of)\s+)?${HIDE_AND_SEEK}\b(.*)$`,
  'iu',
);
/** "Mia's game of hide and seek". */
const OWN_GAME = new RegExp(String.raw`^(\p{Lu}\p{L}*)['’]s\s+(?:big\s+)?game\s+of\s+${HIDE_AND_SEEK}\b(.*)$`, 'iu');

export function hideAndSeekLeads(idea: string): string {
  const said = idea.trim();
  const own = OWN_GAME.exec(said);
  if (own) return `${own[1]} plays hide and seek${own[2]}`;
  const game = GAME.exec(said);
  return game ? `A child plays hide and seek${game[1]}` : idea;
}
