/**
 * A love said by the way, before what happens ('Mia, who loves trains, gets lost at the station', 'A girl who loves
 * trains gets lost at the station'), read as what happens ('Mia gets lost at the station'): the love is who the hero
 * is, never the wish of the story ('to enjoy trains'). A fear said so ('A boy who is scared of the dark goes camping')
 * is the story's own, and is left as it is.
 */

/** 'who loves trains', 'who is mad about dinosaurs', 'that likes to dance'. */
const LOVE = String.raw`(?:who|that)\s+(?:loves?|likes?|adores?|is\s+(?:mad|crazy|obsessed|nuts)\s+about)\s+`;
/**
 * What happens next, said by its verb ('gets lost', 'goes to', 'finds'), then the rest. Only what the love has no part
 * in: 'Leo, who loves football, wins the big match' keeps the football the match is played at.
 */
const HAPPENS = String.raw`((?:gets|goes|finds|meets|visits|wants|helps|saves|loses|has|discovers|sees|moves|starts|travels)\b.+)$`;

/** Set off by commas: 'Mia, who loves trains, gets lost'. */
const ASIDE = new RegExp(String.raw`^([^,]+?),\s+${LOVE}[^,]+,\s+${HAPPENS}`, 'iu');
/** Or not: 'A girl who loves trains gets lost' (the love is a word or three). */
const INLINE = new RegExp(String.raw`^(.+?)\s+${LOVE}(?:[\p{L}'’-]+\s+){1,3}?${HAPPENS}`, 'iu');

export function lovesAsideLeads(idea: string): string {
  const said = idea.trim();
  const found = ASIDE.exec(said) ?? INLINE.exec(said);
  return found ? `${found[1]} ${found[2]}` : idea;
}
