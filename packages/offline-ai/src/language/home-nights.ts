/**
 * Everyday nights a parent names as a noun, read as the child's own: camping in the garden ('Camping in the garden',
 * 'Sleeping in a tent in the back garden', 'Tom and Dad camp in the garden') is 'A child camps in the garden', a night
 * in a tent at home; camping anywhere else ('We go camping in the woods', 'Our first camping trip', 'Going camping') is
 * 'A child goes camping', a night at the campsite; a power cut ('The day the power went out', 'A power cut', 'When all
 * the lights went out') is 'A child has a power cut at home'. Never a wish to 'explore the garden', nor a light bulb
 * looked for in a workshop. An idea that says more ('A camping trip where they see a bear') keeps its own telling.
 */

/** Someone the idea names first, or nobody: 'Mia's', 'Our', 'A'. */
const WHO = String.raw`^(?:(?:a|an|our|my|the)\s+)?(?:(\p{Lu}[\p{L}-]*)['’]s\s+)?(?:(?:first|big|special|fun|family|weekend)\s+)*`;
/** Who comes along, if said: 'with Dad'. */
const WITH = String.raw`(\s+with\s+(?:my\s+|our\s+|her\s+|his\s+)?\p{L}+)?[.!]?$`;
const GARDEN = String.raw`(?:in|at\s+the\s+bottom\s+of)\s+(?:the|our|my|\p{Lu}\p{L}*['’]s)\s+(?:back\s+)?garden`;

/** 'Camping in the garden', 'A night in a tent in the garden', 'Our garden campout', "Mia's camp-out in the back garden". */
const GARDEN_CAMP = new RegExp(
  String.raw`${WHO}(?:(?:camping|camp-?out|night\s+(?:of\s+camping|in\s+a\s+tent)|sleep(?:ing)?\s+(?:out\s+)?in\s+a\s+tent|sleep-?out|tent)\s+${GARDEN}|garden\s+(?:camping|camp-?out|sleep-?out))${WITH}`,
  'iu',
);
/** 'Tom and Dad camp in the garden', 'Mia and her grandma sleep in a tent in the garden'. */
const PAIR_CAMP = new RegExp(
  String.raw`^(\p{Lu}\p{L}*)\s+and\s+((?:her\s+|his\s+)?\p{L}+)\s+(?:camp|go\s+camping|sleep\s+(?:out\s+)?in\s+a\s+tent)\s+${GARDEN}[.!]?$`,
  'iu',
);
/**
 * Camping anywhere but at home: 'Our first camping trip', 'Going camping', 'We go camping in the woods', 'Tom goes
 * camping in the forest', 'A family camping trip in the rain', 'Camping with Dad'.
 */
const CAMP_TRIP = new RegExp(
  String.raw`(?:${WHO}(?:camping\s+(?:trip|holiday|adventure)|(?:trip|holiday)\s+to\s+(?:a|the)\s+campsite)|^(?:we\s+|let['’]?s\s+)?(?:go|going|went)\s+camping|^camping(?=\s+(?:with|in|into|by|at|near|up)\s)|^(\p{Lu}\p{L}*)\s+(?:goes|went|is\s+going)\s+camping)(?:\s+(?:in|into|by|at|near|up)\s+(?:the|a)\s+(?:woods?|forest|mountains?|hills|lake|river|countryside|campsite))?(\s+in\s+the\s+rain)?${WITH}`,
  'iu',
);

/**
 * A power cut, however said: 'The day the power went out', 'When all the lights went out', 'A power cut', "Leo and the
 * power cut", 'The night of the blackout'.
 */
const POWER_CUT = new RegExp(
  String.raw`^(?:(?:the\s+)?(?:day|night|evening)\s+(?:when\s+|that\s+)?|when\s+)?(?:all\s+)?(?:the|our|my)\s+(?:power|lights|electricity)\s+(?:went|goes|go|going)\s+(?:out|off)[.!]?$|${WHO}(?:power\s+(?:cut|outage|failure)|blackout)[.!]?$|^(?:(?:the\s+)?(?:day|night)\s+of\s+the\s+)(?:power\s+cut|blackout)[.!]?$|^(\p{Lu}\p{L}*)\s+and\s+the\s+(?:power\s+cut|blackout)[.!]?$`,
  'iu',
);

/** A name said with its capital, never a word that opens the idea ('Camping', 'Going'). */
const named = (word: string | undefined) =>
  word && !/^(?:camping|going|our|my|the|a|an|we|when|first|big|garden|night|day)$/i.test(word) ? word : null;
/** Who comes along, as the child calls them: 'with my dad' is 'with Dad'. */
const company = (said: string | undefined) =>
  said ? said.replace(/\s+with\s+(?:my|our)\s+(\p{L})/iu, (_, c: string) => ` with ${c.toUpperCase()}`) : '';

export function homeNightLeads(idea: string): string {
  const said = idea.trim();
  const garden = GARDEN_CAMP.exec(said);
  if (garden) return `${named(garden[1]) ?? 'A child'} camps in the garden${company(garden[2])}`;
  const pair = PAIR_CAMP.exec(said);
  if (pair) return `${pair[1]} camps in the garden with ${pair[2]}`;
  const trip = CAMP_TRIP.exec(said);
  // (Rain said is kept: it is the night's trouble.)
  if (trip)
    return `${named(trip[1]) ?? named(trip[2]) ?? 'A child'} goes camping${trip[3] ? ' in the rain' : ''}${company(trip[4])}`;
  const cut = POWER_CUT.exec(said);
  if (cut) return `${named(cut[1]) ?? named(cut[2]) ?? 'A child'} has a power cut at home`;
  return idea;
}
