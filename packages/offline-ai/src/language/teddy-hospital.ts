/**
 * A teddy that is poorly, said however a child says it ('Teddy goes to hospital', 'My teddy has a poorly paw', 'The
 * teddy bear hospital', "Mia's teddy has a torn ear"), read as a child's teddy bear to make better ("A child's teddy
 * Teddy is poorly"): a toy of the child's own, never a boy called Teddy who is brave about hospital. One the idea
 * says is a boy ('Teddy the boy goes to hospital') is read as said.
 */

const HOSPITAL = String.raw`(?:goes|go|went|going|has\s+to\s+go|had\s+to\s+go)\s+to\s+(?:the\s+)?(?:teddy(?:\s+bear)?\s+)?hospital`;
const POORLY = String.raw`(?:has|had|is|was|got|gets)\s+(?:an?\s+)?(?:poorly|sore|broken|torn|ripped|hurt|bad|loose|floppy|sick|ill|unwell)(?:\s+[\p{L}]+)?`;
/** 'Teddy goes to hospital', 'Teddy has a poorly paw': the teddy called Teddy. */
const NAMED = new RegExp(String.raw`^Teddy\s+(?:${HOSPITAL}|${POORLY})\b`, 'u');
/** 'My teddy has a poorly paw', "Mia's teddy goes to hospital", 'The teddy bear hospital'. */
const OWNED = new RegExp(
  String.raw`^(?:(my|our|the|a|(\p{Lu}\p{Ll}+)['’]s)\s+)?(?:teddy(?:\s+bear)?\s+(?:${HOSPITAL}|${POORLY})\b|teddy(?:\s+bear)?\s+hospital\b)`,
  'iu',
);

export function teddyHospitalLeads(idea: string): string {
  const said = idea.trim().replace(/[.!]+$/, '');
  if (NAMED.test(said)) return "A child's teddy Teddy is poorly";
  const owned = OWNED.exec(said);
  if (!owned) return idea;
  return `${owned[2] ? `${owned[2]}'s` : "A child's"} teddy is poorly`;
}
