/**
 * Toys that come alive at night, said however a parent says it ('A teddy bear who comes alive at night', 'The toys
 * come alive when everyone is asleep', "Rosie's doll wakes up at midnight", 'What do my toys do at night?', 'A rag doll
 * who wants to be real'), read as one toy's night ('A teddy bear plays with the toys at midnight'): the child asleep,
 * the toys awake and playing, and all back in place by morning. Never a quest to 'come alive', nor a lesson on night.
 * The child the toys belong to, when named ("Rosie's doll", 'Mia and the toys that come alive'), is the one asleep: 'plays with Rosie's toys'.
 */

/** The toy the night is told by, as the idea names it; 'toys' alone are told by a teddy bear. */
const TOYS: readonly (readonly [RegExp, string])[] = [
  [/\bteddy(?:\s+bears?)?\b/i, 'teddy bear'],
  [/\btoy\s+soldiers?\b/i, 'toy soldier'],
  [/\brag\s+doll/i, 'rag doll'],
  [/\bdolls?\b/i, 'doll'],
  [/\b(?:toy\s+)?robots?\b/i, 'toy robot'],
  [/\bpuppets?\b/i, 'puppet'],
  [/\bnutcrackers?\b/i, 'nutcracker'],
  [/\btoys?\b/i, 'teddy bear'],
];

/** Coming alive, or what only a toy awake at night does: 'comes to life', 'wakes up at midnight', 'want to be real'. */
const ALIVE =
  /\b(?:(?:come|comes|came|coming)\s+(?:alive|to\s+life)|(?:wakes?|woke|waking)\s+up\s+at\s+(?:night|midnight)|do\s+at\s+night|(?:play|plays|move|moves|dance|dances|talk|talks)\s+(?:at|in\s+the)\s+(?:night|midnight)|wants?\s+to\s+be\s+real|when\s+(?:every(?:one|body)|the\s+children|we)\s+(?:is|are)\s+asleep)\b/i;

/** The toy's own name ('Dot the teddy bear'), and the child whose toy it is ("Rosie's doll"). */
const NAMED = /(?:^|\s)(?!(?:When|Why|How|What|If|The|A|An|My|Our)\b)(\p{Lu}\p{Ll}+)\s+the\s+/u;
const OWNER =
  /(?:^|\s)(?!(?:When|Why|How|What|If|The|A|An|My|Our)\b)(\p{Lu}\p{Ll}+)(?:['’]s\s+|\s+and\s+(?:the|her|his|their)\s+toys\b)/u;

/** Made things that come alive out of doors, each in its own place: a snowman in the snow, a scarecrow in his field. */
const OUTDOORS: readonly (readonly [RegExp, string, string])[] = [
  [/\bsnow\s*m[ae]n\b/i, 'snowman', 'plays with the children till the sun comes out'],
  [/\bscarecrows?\b/i, 'scarecrow', 'plays with the crows till the farmer wakes up'],
];

export function toysAliveLeads(idea: string): string {
  const said = idea.trim();
  if (!ALIVE.test(said)) return idea;
  const name = NAMED.exec(said)?.[1];
  // ('A snowman who comes to life': a magical day in the snow till the sun comes out, never a quest to 'come to life'.)
  const outdoors = OUTDOORS.find(([words]) => words.test(said));
  if (outdoors) return `A ${outdoors[1]}${name ? ` named ${name}` : ''} ${outdoors[2]}`;
  const toy = TOYS.find(([words]) => words.test(said))?.[1];
  if (!toy) return idea;
  const owner = OWNER.exec(said)?.[1];
  const subject = name ? `A ${toy} named ${name}` : `A ${toy}`;
  return `${subject} plays with ${owner ? `${owner}'s` : 'the'} toys at midnight`;
}
