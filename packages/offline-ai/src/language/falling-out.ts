/**
 * Two friends who fall out ('Maya and her best friend fall out', 'Sam and Leo had a fight', 'Mia and Zoe are not
 * friends any more'): the story is the quarrel and the making up, never a wish to fall out or to fight.
 */

/** The wish as the idea says it, when it is a quarrel: 'fall out', 'have a fight', 'argue', 'stop being friends'. */
const QUARREL =
  /^(?:fall out|have (?:a |an |their first |a big )?(?:fight|row|quarrel|argument|falling[- ]out|squabble)|argue|fight|quarrel|squabble|bicker|stop being friends)(?: with .+| (?:about|over) .+)?$/;
/** Said outright, with no wish to read: 'are not friends any more', 'are no longer friends'. */
// ('fell out with', never 'fell out of bed' nor 'his tooth fell out'.)
const NOT_FRIENDS =
  /\b(?:not|never) (?:best )?friends any ?more\b|\bno longer (?:best )?friends\b|(?<!\b(?:tooth|teeth|hair|feathers?) )\b(?:fell|fall(?:s|ing)?) out\b(?! of\b)/i;

/** Whether the idea tells of a quarrel between friends (its goal phrase as read, and its words). */
/** 'Leo and Sam fight over the last cookie', 'Two friends argue about who gets the swing'. */
const QUARREL_OVER = /\b(?:fight|fights|fought|argue|argues|argued|quarrel\w*|squabble\w*|bicker\w*)\s+(?:about|over)\b/i;

export function fallsOut(goalPhrase: string | null, text: string): boolean {
  return (goalPhrase !== null && QUARREL.test(goalPhrase)) || NOT_FRIENDS.test(text) || QUARREL_OVER.test(text);
}
