/**
 * The tooth fairy who does not come, said however a parent says it ('The tooth fairy forgets to come', 'The tooth
 * fairy didn't come', 'When the tooth fairy forgot', 'The tooth fairy is late'), read as a child whose tooth is left
 * under the pillow a second night ('A child puts the tooth under the pillow again'): never a fairy scared of her
 * own wobbly tooth. One named ('Twinkle the tooth fairy is late') is her own story, her night late on her rounds ('Twinkle
 * the tooth fairy collects a tooth').
 */

const FAIRY = /\btooth\s+fairy\b/i;
/** She does not come, or comes late: 'forgets', 'forgot', "didn't come", 'never came', 'is late', 'missed'. */
const NOT_COME =
  /\b(?:forg[eo]t(?:s|ten)?|(?:didn['’]?t|did\s+not|doesn['’]?t|does\s+not|never|won['’]?t|not)\s+(?:come|came|turn\s+up|show\s+up)|never\s+came|(?:is|was|runs|ran)\s+late|late|miss(?:es|ed))\b/i;
/** One who owns the tooth, when said: 'Ben', "Mia's". */
const OWNER = /^(\p{Lu}\p{Ll}+)(?:['’]s\b|\s+(?:and|waits|wakes|woke|finds|found)\b)/u;

export function toothFairyLeads(idea: string): string {
  const said = idea.trim();
  if (!FAIRY.test(said) || !NOT_COME.test(said)) return idea;
  // ('Twinkle the tooth fairy is late': the fairy's own story.)
  const named = /(?:^|\s)(?!(?:When|Why|How|What|If|And|But|So|Then)\b)(\p{Lu}\p{Ll}+)\s+the\s+tooth\s+fairy\b/u.exec(said);
  if (named) return `${named[1]} the tooth fairy collects a tooth`;
  const owner = OWNER.exec(said)?.[1];
  return `${owner && owner !== 'The' && owner !== 'When' ? owner : 'A child'} puts the tooth under the pillow again`;
}
