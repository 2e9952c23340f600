/**
 * Someone coming into the hero's home ('gets a new baby sister', 'a new puppy comes home', 'Grandma comes
 * to stay', 'her cousin comes to visit', 'a surprise party for Dad'): the newcomer is someone to get ready for and
 * welcome, never a thing got, reached or searched for, nor the hero who goes off on a wish of their own.
 */
import type { Mention } from './cast.js';
import type { Token } from './tokens.js';

/** Verbs that take a newcomer into the family: 'gets a new baby brother', 'is having a baby', 'welcomes a kitten'. */
const JOINING = new Set(['get', 'have', 'welcome', 'expect', 'meet', 'adopt']);
/** Verbs of coming ('comes to stay', 'arrives', 'is coming for the weekend'). */
const COMING = new Set(['come', 'arrive', 'visit']);
/** What a coming is for: to stay, visit or live, for the weekend or the holidays, home, over, round. */
const COMING_FOR = new Set(['to', 'for', 'home', 'over', 'round', 'back', 'and', 'from']);
const BETWEEN = new Set(['is', 'are', 'was', 'were', 'will', 'has', 'have', 'be', 'finally', 'soon', 'all', 'the', 'way']);

/** One of the family, a baby, or a new pet ('a new puppy'): someone who comes to live or stay. */
const joinsHome = (m: Mention, words: readonly string[]) =>
  m.kind !== null &&
  (m.kind.group === 'family' ||
    m.kind.word === 'baby' ||
    ((m.kind.group === 'pet' || m.kind.group === 'farm') && words.includes('new')));

/** A friend who comes to stay or play ('her best friend comes for a sleepover') is a visitor, though never 'got'. */
const friendVisits = (m: Mention) => m.kind?.word === 'friend' || m.relation === 'friend';

export interface Newcomer {
  mention: Mention;
  /** Who is welcomed, as the wish says it: '{their} new baby sister', 'Grandpa', 'the new baby'. */
  who: string;
  /** A baby ('a new baby sister'): tiny, carried, crawling, whatever the family word. */
  baby: boolean;
  /** The wish: 'welcome {their} new baby sister', 'give Dad a surprise party'. */
  wish: string;
}

/** The newcomer of an idea, if it tells of one. */
export function findNewcomer(tokens: readonly Token[], mentions: readonly Mention[], source: string): Newcomer | null {
  for (const m of mentions) {
    // The words of the newcomer's phrase as written, back to its article or owner ('a new baby sister').
    let from = m.from;
    while (from > 0 && /^(?:new|baby|little|tiny|twin|newborn|brand-new)$/.test(tokens[from - 1]!.lower)) from -= 1;
    const words = tokens.slice(from, m.to + 1).map((t) => t.lower);
    const visitor = friendVisits(m);
    if (!joinsHome(m, [...words, ...m.adjectives]) && !visitor) continue;
    const before = tokens[from - 1];
    const article = before && /^(?:a|an|the|my|our|his|her|their|your)$/.test(before.lower) ? before : undefined;
    // The verb before it: 'gets (a new baby sister)', 'is getting (a little sister)'.
    const verb = tokens[from - (article ? 2 : 1)];
    const joined = verb !== undefined && JOINING.has(verb.root) && !verb.tags.has('Noun');
    // The verb after it: '(Grandma) comes to stay', '(the new baby) is coming home', '(Our new baby brother) arrives'.
    let after = m.to + 1;
    while (after < tokens.length && BETWEEN.has(tokens[after]!.lower) && !COMING.has(tokens[after]!.root)) after += 1;
    const coming =
      after < tokens.length &&
      COMING.has(tokens[after]!.root) &&
      (tokens[after]!.root === 'arrive' || COMING_FOR.has(tokens[after + 1]?.lower ?? '')) &&
      // ('Grandma visits the zoo' is Grandma's own outing.)
      !(
        tokens[after]!.root === 'visit' &&
        tokens[after + 1] !== undefined &&
        !/^(?:us|me|them|for)$/.test(tokens[after + 1]!.lower)
      );
    // 'A new baby in the family': a new baby (or a new sister) is a newcomer whatever the verb.
    const newBaby = words.includes('new') && (m.kind!.word === 'baby' || words.includes('baby') || m.kind!.group === 'family');
    // 'Felix's twin brothers are born'.
    const born = tokens[after]?.lower === 'born';
    // 'Jaya is going to be a big sister': the hero is the big sister, and the newcomer a new baby.
    const bigSibling =
      m.kind!.group === 'family' && [...words, ...m.adjectives].includes('big') && ['be', 'become'].includes(verb?.root ?? '');
    if (bigSibling) return { mention: m, who: 'the new baby', baby: true, wish: 'welcome the new baby' };
    if (visitor ? !coming : !joined && !coming && !newBaby && !born) continue;
    const owned =
      m.owner !== null || (article !== undefined && article.lower !== 'a' && article.lower !== 'an' && article.lower !== 'the');
    const said = source
      .slice(tokens[from]!.start, tokens[m.to]!.end)
      .replace(/['’]s$/, '')
      .replace(/^(?:a|an|the|my|our|his|her|their|your) /i, '');
    // 'Grandpa', 'Uncle Raj': called by name; 'a new baby sister': the hero's own, '{their} new baby sister'.
    const who = m.name
      ? visitor && said !== m.name
        ? `{their} ${said}`
        : said
      : m.owner !== null || owned || m.kind!.group === 'family' || joined
        ? `{their} ${said.toLowerCase()}`
        : `the ${said.toLowerCase()}`;
    return {
      mention: m,
      who,
      baby: born || words.includes('baby') || words.includes('newborn') || m.kind!.word === 'baby',
      wish: `welcome ${who}`,
    };
  }
  return null;
}

/** Someone a party is for ('a surprise party for Dad', 'plans a party for her mum'): they come in at the end to their party. */
export function findGuestOfHonour(tokens: readonly Token[], mentions: readonly Mention[], source: string): Newcomer | null {
  for (const m of mentions) {
    if (!m.kind?.human) continue;
    const before = tokens[m.from]!.lower === 'for' ? m.from : m.from - 1;
    if (tokens[before]?.lower !== 'for') continue;
    // The party's own words back to its article: 'a (surprise party) for'.
    let start = before - 1;
    if (!/^(?:party|parties)$/.test(tokens[start]?.lower ?? '')) continue;
    while (start > 0 && !/^(?:a|an|the|his|her|their|our|my)$/.test(tokens[start - 1]!.lower) && before - start < 3) start -= 1;
    const party = tokens
      .slice(start, before)
      .map((t) => t.lower)
      .join(' ');
    const said = source
      .slice(tokens[before + 1]!.start, tokens[m.to]!.end)
      .replace(/^(?:a|an|the|my|our|his|her|their|your) /i, '');
    const who = m.name ? said : `{their} ${said.toLowerCase()}`;
    return { mention: m, who, baby: false, wish: `give ${who} a ${party}` };
  }
  return null;
}
