/**
 * Someone coming into the hero's home ('gets a new baby sister', 'a new puppy comes home', 'Grandma comes
 * to stay', 'her cousin comes to visit', 'a surprise party for Dad'): the newcomer is someone to get ready for and
 * welcome, never a thing got, reached or searched for, nor the hero who goes off on a wish of their own.
 */
import type { Mention } from './cast.js';
import { FESTIVALS } from './lexicon.js';
import { asName } from './names.js';
import { endsClause, type Token } from './tokens.js';

/** Verbs that take a newcomer into the family: 'gets a new baby brother', 'is having a baby', 'welcomes a kitten'. */
const JOINING = new Set(['get', 'have', 'welcome', 'expect', 'meet', 'adopt']);
/** Verbs of coming ('comes to stay', 'arrives', 'is coming for the weekend'). */
const COMING = new Set(['come', 'arrive', 'visit']);
/** What a coming is for: to stay, visit or live, for the weekend or the holidays, home, over, round. */
const COMING_FOR = new Set(['to', 'for', 'home', 'over', 'round', 'back', 'and', 'from']);
const BETWEEN = new Set(['is', 'are', 'was', 'were', 'will', 'has', 'have', 'be', 'finally', 'soon', 'all', 'the', 'way']);

/** Someone's own big days: kept with them, not a party they come in to. */
const CELEBRATED = new Set(['wedding', 'birthday', 'anniversary', 'retirement', 'graduation']);

/** 'waits for (Santa)', 'Waiting for (the Tooth Fairy)': the one waited for is to come. */
function waitedFor(tokens: readonly Token[], from: number): boolean {
  let at = from;
  // ('for the Easter Bunny': back over the title's own word and the article.)
  while (at > 0 && /^\p{Lu}/u.test(tokens[at - 1]!.text) && !tokens[at - 1]!.first && tokens[at - 1]!.lower !== 'for') at -= 1;
  if (/^(?:the|my|our|his|her|their)$/.test(tokens[at - 1]?.lower ?? '')) at -= 1;
  return tokens[at - 1]?.lower === 'for' && tokens[at - 2]?.root === 'wait';
}

/**
 * Someone every child knows, called by their title: 'Santa', 'Father Christmas', 'the Tooth Fairy', 'the Easter
 * Bunny' (a kind word written as a name, after the capitalised word of its title).
 */
function knownFigure(tokens: readonly Token[], m: Mention, source: string): string | null {
  const first = tokens[m.from]!;
  const last = tokens[m.to]!;
  if (m.kind?.word === 'santa') return source.slice(first.start, last.end);
  const title = tokens[m.from - 1];
  if (!/^\p{Lu}/u.test(last.text) || !title || !/^\p{Lu}/u.test(title.text) || title.first) return null;
  return `the ${source.slice(title.start, last.end)}`;
}

/** The feast someone known to all comes at: Santa on Christmas Eve, the Easter Bunny at Easter (the title says it). */
function nightOf(tokens: readonly Token[], m: Mention): string | null {
  if (m.kind?.word === 'santa') return 'Christmas Eve';
  const title = tokens[m.from - 1];
  return title && FESTIVALS.has(title.lower) ? title.text : null;
}

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
  /** One of the family who comes with them ('Grandma and Grandpa come to stay'), welcomed too. */
  partner?: Mention;
  /** Who is welcomed, as the wish says it: '{their} new baby sister', 'Grandpa', 'the new baby'. */
  who: string;
  /** A baby ('a new baby sister'): tiny, carried, crawling, whatever the family word. */
  baby: boolean;
  /** The wish: 'welcome {their} new baby sister', 'give Dad a surprise party', 'wait for Santa'. */
  wish: string;
  /** When they come, for someone known to all: 'Christmas Eve' for Santa. */
  occasion?: string;
  /** What someone known to all is called ('Santa', 'the Tooth Fairy'), never a name picked for them. */
  name?: string;
  /** Someone known to all ('Santa', 'the Easter Bunny'): they come at night while the child sleeps. */
  figure?: boolean;
  /** Their own big day, kept with them ('wedding day', 'birthday'): no coming, a party that is theirs. */
  day?: string;
}

/** The newcomer of an idea, if it tells of one. */
export function findNewcomer(tokens: readonly Token[], mentions: readonly Mention[], source: string): Newcomer | null {
  for (const m of mentions) {
    // The words of the newcomer's phrase as written, back to its article or owner ('a new baby sister').
    let from = m.from;
    while (from > 0 && /^(?:new|baby|little|tiny|twin|newborn|brand-new)$/.test(tokens[from - 1]!.lower)) from -= 1;
    const words = tokens.slice(from, m.to + 1).map((t) => t.lower);
    const visitor = friendVisits(m);
    const figure = knownFigure(tokens, m, source);
    if (waitedFor(tokens, from) && (figure || m.kind?.group === 'family' || visitor)) {
      const who = figure ?? (m.name || m.owner === null ? asName(m.name ?? m.kindWord ?? m.kind!.word) : `{their} ${m.kindWord}`);
      const night = figure ? nightOf(tokens, m) : null;
      return {
        mention: m,
        who,
        baby: false,
        wish: `wait for ${who}`,
        ...(figure ? { name: figure.replace(/^the /, ''), figure: true } : {}),
        ...(night ? { occasion: night } : {}),
      };
    }
    // 'Mia's mum has twins', 'The twins are born': twins are two new babies.
    const twins = m.kind?.word === 'twin' || words.includes('twin');
    if (!joinsHome(m, [...words, ...m.adjectives]) && !visitor && !twins) continue;
    const before = tokens[from - 1];
    const article = before && /^(?:a|an|the|my|our|his|her|their|your)$/.test(before.lower) ? before : undefined;
    // The verb before it: 'gets (a new baby sister)', 'is getting (a little sister)'.
    const verb = tokens[from - (article ? 2 : 1)];
    const joined = verb !== undefined && JOINING.has(verb.root) && !verb.tags.has('Noun');
    // 'Grandma and Grandpa come to stay': two of the family who come together are welcomed together.
    const partner =
      tokens[m.to + 1]?.lower === 'and' ? mentions.find((o) => o.from === m.to + 2 && o.kind?.group === 'family') : undefined;
    const to = partner?.to ?? m.to;
    // The verb after it: '(Grandma) comes to stay', '(the new baby) is coming home', '(Our new baby brother) arrives'.
    let after = to + 1;
    while (after < tokens.length && BETWEEN.has(tokens[after]!.lower) && !COMING.has(tokens[after]!.root)) after += 1;
    const coming =
      after < tokens.length &&
      COMING.has(tokens[after]!.root) &&
      // ('Sofia's aunt visits': a coming with nothing after it is a visit to the hero's home.)
      (tokens[after]!.root === 'arrive' ||
        COMING_FOR.has(tokens[after + 1]?.lower ?? '') ||
        after === tokens.length - 1 ||
        endsClause(tokens[after]!)) &&
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
      (m.owner !== null ||
        (article !== undefined && article.lower !== 'a' && article.lower !== 'an' && article.lower !== 'the')) &&
      // ('Mia's mum has twins': the twins are the mum's babies, and new to Mia.)
      !(twins && joined);
    const said = source
      .slice(tokens[from]!.start, tokens[to]!.end)
      .replace(/['’]s$/, '')
      .replace(/^(?:a|an|the|my|our|his|her|their|your) /i, '');
    // 'Grandpa', 'Uncle Raj': called by name; 'a new baby sister': the hero's own, '{their} new baby sister'.
    // ('Grandma and Grandpa': two who come together, each by what they are called.)
    const who = partner
      ? [m, partner].map((p) => p.name ?? asName(p.kindWord ?? p.kind!.word)).join(' and ')
      : m.name
        ? visitor && said !== m.name
          ? `{their} ${said}`
          : said
        : twins && !owned && m.kind!.group !== 'family'
          ? `the new ${said.toLowerCase().replace(/^new /, '')}`
          : owned || m.kind!.group === 'family' || joined
            ? `{their} ${said.toLowerCase()}`
            : `the ${said.toLowerCase()}`;
    return {
      mention: m,
      ...(partner ? { partner } : {}),
      who,
      baby: born || twins || words.includes('baby') || words.includes('newborn') || m.kind!.word === 'baby',
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
    // 'Wedding day for Auntie Rose', 'a birthday for Grandpa': their own big day is celebrated with them.
    const day = tokens[start]?.lower === 'day' ? start - 1 : start;
    if (CELEBRATED.has(tokens[day]?.lower ?? '')) {
      const said = source.slice(tokens[before + 1]!.start, tokens[m.to]!.end).replace(/^(?:the|my|our|his|her|their) /i, '');
      const whose = m.name ? `${said}'s` : `{their} ${said.toLowerCase()}'s`;
      const what = tokens
        .slice(day, before)
        .map((t) => t.lower)
        .join(' ');
      const who = m.name ? said : `{their} ${said.toLowerCase()}`;
      // ('Auntie Rose': called by her title and name together.)
      return { mention: m, who, baby: false, wish: `celebrate ${whose} ${what}`, day: what, ...(m.name ? { name: said } : {}) };
    }
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
