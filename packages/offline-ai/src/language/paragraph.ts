/**
 * Reading one paragraph the way a picture or a consistency check needs it: who is there (the
 * story's cast by name, by kind or by pronoun, and anyone new), where and when it happens, the
 * weather, the things named, who does what, the changes to the story's world, and the mood.
 */
import { findMentions } from './cast.js';
import { kindByWord, kindOf } from './kinds.js';
import { EVENT_VERBS, MOOD_WORDS, TIME_WORDS, WEATHER_WORDS } from './lexicon.js';
import { matchNamedPlaces } from './places.js';
import { bestSetting, firstDayElsewhere, matchSettings, settingOfWord } from './settings.js';
import { mentionedAway, onlyImagined } from './presence.js';
import { nounPhrases } from './things.js';
import { has, isAdjectiveWord, isCapitalised, isPlainWordAlone, phraseEnds, tokenize, type Token } from './tokens.js';
import type {
  Action,
  CastMember,
  Mood,
  ParagraphReading,
  PlaceMention,
  PresentCharacter,
  StoryEvent,
  Thing,
  Weather,
} from './types.js';
import { escapeRegExp } from '../reg-exp.js';

const PRONOUNS: Record<string, 'she' | 'he' | 'it' | 'they'> = {
  she: 'she',
  her: 'she',
  herself: 'she',
  he: 'he',
  him: 'he',
  his: 'he',
  himself: 'he',
  it: 'it',
  its: 'it',
  itself: 'it',
  they: 'they',
  them: 'they',
  their: 'they',
  themselves: 'they',
};
const PARTICLES = new Set(['up', 'down', 'away', 'back', 'off', 'out', 'home', 'goodbye', 'around', 'along', 'apart']);
const SPEECH = new Set([
  'say',
  'ask',
  'shout',
  'whisper',
  'call',
  'cry',
  'laugh',
  'giggle',
  'reply',
  'answer',
  'squeak',
  'beep',
  'explain',
]);
const GONE = new Set(['gone', 'missing', 'lost', 'stuck']);

/** The pronoun a present character goes by: the cast's, else what the kind says. */
function pronounOf(c: PresentCharacter, cast: readonly CastMember[]): string | null {
  if (c.cast >= 0) return cast[c.cast]!.pronoun;
  return c.kind.pronoun ?? c.kind.defaultPronoun ?? null;
}

/** Token indexes where a cast member's name appears (word-bounded, as written; "Sofía's" counts). */
function nameHits(tokens: readonly Token[], text: string, name: string): number[] {
  const hits: number[] = [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
  for (const match of text.matchAll(pattern)) {
    const token =
      tokens.find((t) => t.start <= match.index && match.index < t.end + 1) ?? tokens.find((t) => t.start >= match.index);
    if (token) hits.push(token.index);
  }
  return hits;
}

function firstWord<T>(tokens: readonly Token[], table: Readonly<Record<string, T>>, skip = (_i: number) => false): T | null {
  for (let i = 0; i < tokens.length; i += 1) {
    if (skip(i)) continue;
    const two = `${tokens[i]!.lower} ${tokens[i + 1]?.lower ?? ''}`;
    const value = table[two] ?? table[tokens[i]!.lower] ?? (has(tokens[i], 'Noun') ? table[tokens[i]!.root] : undefined);
    if (value !== undefined) return value;
  }
  return null;
}

/** Feelings that have what they are of in mind only: 'scared of thunderstorms'. */
const FEARING = new Set(['scared', 'afraid', 'frightened', 'terrified', 'fear', 'worried', 'nervous']);

/** Words before weather in its sentence that keep it in mind only: 'You never gave up on watching the storm', 'remembered the rain'. */
const IN_MIND = new Set(['never', 'remember', 'recall', 'dream', 'miss']);
/** ...and these when wished for ('wished for snow', 'hoped to see a storm'), not 'wished the rain would stop'. */
const WISHED = new Set(['wish', 'hope']);

/** Weather only remembered, wished for or dreamed of, earlier in its sentence: not in this page's sky. */
function onlyInMind(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && tokens[j]!.sentence === tokens[i]!.sentence; j -= 1) {
    const t = tokens[j]!;
    if (IN_MIND.has(t.lower) || IN_MIND.has(t.root)) return true;
    if (WISHED.has(t.root) && ['for', 'to'].includes(tokens[j + 1]?.lower ?? '')) return true;
  }
  return false;
}

/**
 * A word only felt about, not there: 'brave about thunderstorms', 'scared of the thunder' (the sky is
 * clear on that page); 'the rumble of thunder' is heard.
 */
/** Nouns after a weather word that keep it weather ('a snow day', 'rain clouds'). */
const STILL_WEATHER = new Set(['day', 'days', 'cloud', 'clouds', 'shower', 'showers', 'drop', 'drops', 'flakes', 'storm']);

/**
 * A weather word naming a thing, not the sky: one before a noun of its own ('a rainbow plate', 'a snow globe', 'rain
 * boots'), one eaten ('ate the rainbow, one colour at a time'), or one that is someone's kind ('Pudding the raindrop').
 */
function weatherAsThing(tokens: readonly Token[], i: number): boolean {
  // ('Pudding the raindrop', 'Sparky the rain cloud': someone of the story, not the sky.)
  // ('Then the rain came', 'Soon the snow fell': a word opening a sentence is no name.)
  const name = tokens[i - 2];
  const named =
    tokens[i - 1]?.lower === 'the' &&
    name !== undefined &&
    name.sentence === tokens[i]!.sentence &&
    /^\p{Lu}/u.test(name.text) &&
    (!name.first || (has(name, 'Noun') && !has(name, 'Date') && !has(name, 'Pronoun') && !has(name, 'Adverb')));
  if (named) return true;
  const next = tokens[i + 1];
  if (next && next.sentence === tokens[i]!.sentence && has(next, 'Noun') && !has(next, 'Verb') && !STILL_WEATHER.has(next.lower))
    return !WEATHER_WORDS[next.lower];
  for (let j = i - 1; j >= Math.max(0, i - 3) && tokens[j]!.sentence === tokens[i]!.sentence; j -= 1)
    if (tokens[j]!.root === 'eat' || /^(?:ate|eats|eating|eat)$/.test(tokens[j]!.lower)) return true;
  return false;
}

/**
 * The page's weather: the first said, but rain, snow or a storm over clouds ('dark clouds rolled in, and big drops of
 * rain began to fall' is a rainy page).
 */
function skyOf(tokens: readonly Token[]): Weather | null {
  const felt = (i: number) => onlyFeltAbout(tokens, i);
  const first = firstWord(tokens, WEATHER_WORDS, felt);
  if (first !== 'cloudy') return first;
  const cloud = (i: number) => {
    const t = tokens[i]!;
    return (
      (WEATHER_WORDS[`${t.lower} ${tokens[i + 1]?.lower ?? ''}`] ?? WEATHER_WORDS[t.lower] ?? WEATHER_WORDS[t.root]) === 'cloudy'
    );
  };
  return firstWord(tokens, WEATHER_WORDS, (i) => felt(i) || cloud(i)) ?? first;
}

/** What follows weather that has ended: 'the snow was gone', 'the rain stopped', 'the storm was over'. */
const ENDED =
  /^(?:(?:was|were|had|has|is|are)\s+(?:all\s+)?(?:been\s+)?(?:gone|over|stopped|melted|cleared|finished|passed|ended)|(?:had\s+)?(?:stopped|melted|cleared|ended|vanished|disappeared|went away|passed|faded|dried up|died down|dropped))\b/;
/** Words just before weather that say there is none or it has ended: 'no clouds', 'not a cloud', 'stopped raining'. */
const NONE_BEFORE = new Set(['no', 'stopped', 'stops', 'finished']);

/** Weather said to be over or not there: not in this page's sky. */
function weatherEnded(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  const before = tokens[i - 1];
  if (
    before?.sentence === sentence &&
    (NONE_BEFORE.has(before.lower) || (before.lower === 'a' && tokens[i - 2]?.lower === 'not'))
  )
    return true;
  // (A two-word weather, 'dark clouds', is read from its second word on.)
  const from = WEATHER_WORDS[`${tokens[i]!.lower} ${tokens[i + 1]?.lower ?? ''}`] !== undefined ? i + 2 : i + 1;
  const after = tokens
    .slice(from, from + 4)
    .filter((t) => t.sentence === sentence)
    .map((t) => t.lower)
    .join(' ');
  return ENDED.test(after);
}

/** Things in the sky over any place: the sky they are in is only the sky above. */
const IN_THE_SKY = new Set(['sun', 'moon', 'rainbow']);
/** Clouds that are not there: 'no clouds', 'not a cloud' (a cloud that floats there may be the hero). */
const NO_CLOUDS = /^(?:no (?:\w+ )?clouds?|not a (?:\w+ )?cloud)$/;

/** A sky word (or a cloud hinting at the sky) in a sentence of a sun, moon or cloud 'in the sky' that names nobody of the story. */
function onlyTheSkyAbove(tokens: readonly Token[], at: number, refs: ReadonlyMap<number, number>): boolean {
  const sentence = tokens[at]!.sentence;
  const inIt = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.sentence === sentence);
  // ('in the sky', 'from a bright blue sky', 'across the sky'.)
  const skyAt = (i: number) => {
    let j = i - 1;
    const describes = (t: Token | undefined) =>
      has(t, 'Determiner') || has(t, 'Adjective') || has(t, 'Adverb') || isAdjectiveWord(t?.lower ?? '');
    while (j > 0 && describes(tokens[j]) && i - j <= 3) j -= 1;
    return i - j >= 2 && ['in', 'from', 'across'].includes(tokens[j]?.lower ?? '');
  };
  const sky = inIt.find(({ t, i }) => t.lower === 'sky' && skyAt(i));
  return (
    sky !== undefined &&
    inIt.some(
      ({ t, i }) =>
        i < sky.i &&
        ((IN_THE_SKY.has(t.lower) && !/^\p{Lu}/u.test(tokens[i - 2]?.text ?? '')) ||
          NO_CLOUDS.test(
            tokens
              .slice(Math.max(0, i - 3), i + 1)
              .map((w) => w.lower)
              .join(' ')
              .replace(/^.*?\b(no|not)\b/, '$1'),
          )),
    ) &&
    !inIt.some(({ i }) => refs.has(i))
  );
}

function onlyFeltAbout(tokens: readonly Token[], i: number): boolean {
  if (onlyInMind(tokens, i) || weatherAsThing(tokens, i) || weatherEnded(tokens, i)) return true;
  let j = i - 1;
  while (j >= 0 && (has(tokens[j], 'Determiner') || has(tokens[j], 'Adjective')) && !FEARING.has(tokens[j]!.lower)) j -= 1;
  const before = tokens[j]?.lower;
  return before === 'about' || (before === 'of' && FEARING.has(tokens[j - 1]?.lower ?? ''));
}

export function readParagraph(text: string, cast: readonly CastMember[] = []): ParagraphReading {
  const tokens = tokenize(text);
  const characters: (PresentCharacter & { at: number })[] = [];
  /** Token index -> index into characters. */
  const refs = new Map<number, number>();
  /** Token index of a mention's first word -> its last ('his new baby sister'). */
  const ends = new Map<number, number>();
  const addRef = (at: number, entry: Omit<PresentCharacter, 'via'> & { via: PresentCharacter['via'] }, end = at) => {
    ends.set(at, end);
    let index = characters.findIndex((c) =>
      entry.cast >= 0
        ? c.cast === entry.cast
        : c.cast < 0 && c.name === entry.name && c.kind === entry.kind && entry.name !== null,
    );
    if (index < 0) {
      characters.push({ ...entry, at });
      index = characters.length - 1;
    } else if (at < characters[index]!.at) {
      characters[index]!.at = at;
    }
    refs.set(at, index);
    return index;
  };

  // The cast by name.
  cast.forEach((member, c) => {
    if (!member.name) return;
    for (const at of nameHits(tokens, text, member.name))
      addRef(at, { name: member.name, kind: member.kind, cast: c, via: 'name' });
  });
  // A thing of the cast called by what it is ('the little moon smiled'): no kind of the table names it.
  cast.forEach((member, c) => {
    if (member.kind.group !== 'thing') return;
    tokens.forEach((t, at) => {
      // ('Luna the bus driver' is someone at work, not the bus.)
      const partOfKind = kindOf(`${t.lower} ${tokens[at + 1]?.lower ?? ''}`) !== null;
      if (!refs.has(at) && !partOfKind && (t.lower === member.kind.word || t.root === member.kind.word))
        addRef(at, { name: member.name, kind: member.kind, cast: c, via: 'kind' });
    });
  });
  // Kind words and new names.
  const mentions = findMentions(tokens, text);
  for (const m of mentions) {
    if ([...refs.keys()].some((at) => at >= m.from && at <= m.to)) continue;
    const byName = m.name ? cast.findIndex((c) => c.name === m.name) : -1;
    if (byName >= 0) {
      addRef(m.from, { name: m.name, kind: cast[byName]!.kind, cast: byName, via: 'name' }, m.to);
      continue;
    }
    const kind = m.kind;
    if (!kind) {
      // Someone new, by name only: a girl, a boy or a child as the name suggests.
      addRef(
        m.from,
        {
          name: m.name,
          kind: kindByWord(m.pronoun === 'she' ? 'girl' : m.pronoun === 'he' ? 'boy' : 'child'),
          cast: -1,
          via: 'name',
        },
        m.to,
      );
      continue;
    }
    // 'the snail' is the cast's snail; 'a snail' when the cast has one named is still them if unnamed here.
    const byKind = m.name ? -1 : cast.findIndex((c) => c.kind === kind);
    if (byKind >= 0) addRef(m.from, { name: cast[byKind]!.name, kind, cast: byKind, via: 'kind' }, m.to);
    else addRef(m.from, { name: m.name, kind, cast: -1, via: m.name ? 'name' : 'kind' }, m.to);
  }
  // Who is only waited for, missed, thought of or still to come, mention by mention.
  const away = new Set<number>();
  const covered = (i: number) => [...ends].some(([from, to]) => i >= from && i <= to);
  const readAway = (at: number) => {
    if (mentionedAway(tokens, at, ends.get(at) ?? at, covered)) away.add(at);
  };
  for (const at of refs.keys()) readAway(at);
  // Pronouns, outside quotations: the latest character who fits, else the cast member who fits first.
  // (A possessive one is whose a thing is, never the one who acts: 'her kite flew'; but 'her robot
  // friend', a mention starting at 'her', is the friend.)
  const byPronoun = new Set<number>();
  const owns = (j: number) => byPronoun.has(j) && ['her', 'his', 'its', 'their'].includes(tokens[j]!.lower);
  tokens.forEach((t, i) => {
    const pronoun = PRONOUNS[t.lower];
    if (!pronoun || t.quoted || refs.has(i)) return;
    // (One who does something is one there, before one only thought of: 'Sam thought of Grandpa.
    // He smiled' is Sam; 'looked for Mum and found her' is still Mum.)
    const before = [...refs.entries()].filter(([at]) => at < i).sort((a, b) => b[0] - a[0]);
    const fits = (entries: [number, number][]) =>
      entries.map(([, index]) => characters[index]!).find((c) => pronounOf(c, cast) === pronoun);
    const subject = ['he', 'she', 'they'].includes(t.lower);
    // (Never one only imagined: 'tried to be a prince. He bowed' is the one who tried.)
    const real = before.filter(([at]) => !onlyImagined(tokens, at, ends.get(at) ?? at));
    const recent = (subject ? fits(real.filter(([at]) => !away.has(at))) : undefined) ?? fits(real);
    if (recent) {
      refs.set(i, characters.indexOf(recent));
      byPronoun.add(i);
      return;
    }
    if (pronoun === 'they' && characters.length > 1) return;
    const c = cast.findIndex((member) => member.pronoun === pronoun);
    if (c >= 0) {
      addRef(i, { name: cast[c]!.name, kind: cast[c]!.kind, cast: c, via: 'pronoun' });
      byPronoun.add(i);
    }
  });

  // ('found her in the garden' is her, there; 'her kite' is only whose the kite is.)
  const whose = (at: number) =>
    owns(at) && (tokens[at]!.lower !== 'her' || has(tokens[at + 1], 'Noun') || has(tokens[at + 1], 'Adjective'));
  for (const at of byPronoun) if (!whose(at)) readAway(at);
  // Away when every mention says so; whose a thing is ('her kite', "Grandpa's chair") says neither.
  characters.forEach((c, index) => {
    const said = [...refs].filter(([at, of]) => of === index && !whose(at) && !/['’]s$/.test(tokens[at]!.text)).map(([at]) => at);
    if (said.length > 0 && said.every((at) => away.has(at))) c.away = true;
  });

  // Where, when, weather.
  // A name is no place word: Cookie the fire engine is not in a kitchen, Meadow the pony not in a meadow.
  const nameTokens = new Set(
    [...refs]
      .filter(([at, index]) => characters[index]!.name?.split(/\s+/).includes(tokens[at]!.text.replace(/['’]s$/, '')))
      .map(([at]) => at),
  );
  const roots = tokens.map((t, i) => (nameTokens.has(i) ? '' : has(t, 'Noun') ? t.root : t.lower));
  const places: PlaceMention[] = matchNamedPlaces(tokens.map((t) => t.lower)).map((found) => ({
    setting: found.place.setting,
    text: tokens
      .slice(found.at, found.at + found.size)
      .map((t) => t.text)
      .join(' '),
    named: found.place,
  }));
  // A place word used as a verb or to describe a thing ('its flat tail', 'the ground was flat') is no place,
  // nor one only wished to be ('dreamed of being an astronaut' is not in space), nor a character called by
  // their kind ('the little moon smiled': the moon that is someone).
  // ('Miss Rose clapped', 'Mr Brook': a word of someone's name is no place, however it is spelled.)
  const inAName = (i: number) =>
    isCapitalised(tokens[i]) &&
    [...ends].some(([from, end]) => i > from && i <= end && characters[refs.get(from)!]?.name !== null);
  const awayAt = (i: number) => [...away].some((at) => i >= at && i <= (ends.get(at) ?? at));
  // A place only said aloud ('"Fresh from the sea!" he called', '"Let's go to the beach tomorrow!"') is not where one is.
  const matches = matchSettings(roots, phraseEnds(tokens))
    .filter(
      (m, _, all) =>
        !firstDayElsewhere(
          m,
          all.filter((o) => o.strong),
        ),
    )
    .filter(
      (m) =>
        !refs.has(m.at) &&
        !inAName(m.at) &&
        !tokens[m.at]!.quoted &&
        !(m.size === 1 && !m.strong && awayAt(m.at)) &&
        // (nor the sky the sun, the moon or the clouds are in, with nobody of the story in that sentence:
        // 'The sun was high in the sky', 'There were no clouds in the sky' are over the place, not the place)
        !(m.setting === 'sky' && onlyTheSkyAbove(tokens, m.at, refs)) &&
        // (nor snow that is gone: 'the snow was gone, and the first flowers peeped up')
        !(WEATHER_WORDS[tokens[m.at]!.lower] !== undefined && weatherEnded(tokens, m.at)) &&
        !(
          m.size === 1 &&
          !has(tokens[m.at], 'Noun') &&
          (has(tokens[m.at], 'Verb') ||
            (has(tokens[m.at], 'Adjective') && (has(tokens[m.at + 1], 'Noun') || has(tokens[m.at - 1], 'Copula'))))
        ),
    );
  for (const match of matches.filter((m) => m.strong)) {
    places.push({
      setting: match.setting,
      text: tokens
        .slice(match.at, match.at + match.size)
        .map((t) => t.text)
        .join(' '),
      named: null,
    });
  }
  const named = places.find((p) => p.named);
  const setting = bestSetting([
    ...matches,
    ...(named ? [{ setting: named.setting, text: named.text, strong: true, at: -1, size: 1 }] : []),
  ]);

  // Things: noun phrases that are not characters, places or times.
  const things: Thing[] = [];
  const phrases = nounPhrases(tokens, text);
  for (const phrase of phrases) {
    const isCharacter =
      [...refs.keys()].some((at) => at >= phrase.from && at <= phrase.to) ||
      mentions.some((m) => m.from <= phrase.to && m.to >= phrase.from);
    if (
      isCharacter ||
      settingOfWord(phrase.thing.noun) ||
      TIME_WORDS[phrase.thing.noun] ||
      things.some((t) => t.noun === phrase.thing.noun)
    )
      continue;
    things.push(phrase.thing);
  }

  // Who does what.
  /** The others listed with the subject at `at` ('Zara, Ben and Leo'), nearest first. */
  const listedBefore = (at: number | undefined): number[] => {
    if (at === undefined || tokens[at - 1]?.lower !== 'and') return [];
    const sentence = tokens[at]!.sentence;
    const listed: number[] = [];
    let first = at;
    for (let j = at; ;) {
      const k = tokens[j - 1]?.lower === 'and' ? j - 2 : /,/.test(tokens[j - 1]?.post ?? '') ? j - 1 : -1;
      if (k < 0 || tokens[k]?.sentence !== sentence || !refs.has(k) || owns(k)) break;
      listed.push(refs.get(k)!);
      first = j = k;
    }
    // ('After tea with Dad, Leo and Mia sat down': Dad is in the words before, not in the list.)
    const opensWith = tokens[first - 1];
    const before = opensWith?.sentence === sentence && has(opensWith, 'Preposition');
    return before ? listed.slice(0, 1) : listed;
  };
  /** The mention a token is part of ('came Mum' read as one), by where it starts; -1 for none. */
  const mentionAt = (j: number): number => {
    if (refs.has(j)) return j;
    for (const at of refs.keys()) if (at < j && (ends.get(at) ?? at) >= j) return at;
    return -1;
  };
  const actions: Action[] = [];
  const events: StoryEvent[] = [];
  const particles = new Set<number>();
  /** Where 'cried' says how something was said, not that anyone wept. */
  const exclaimed = new Set<number>();
  tokens.forEach((t, i) => {
    if (!has(t, 'Verb') || t.quoted || refs.has(i) || particles.has(i)) return;
    if ((has(t, 'Auxiliary') || has(t, 'Modal')) && has(tokens[i + 1], 'Verb')) return;
    // 'Soon the rain stopped': a sentence's first word taken for a verb there is still a word of time.
    if (tokens[i - 1]?.sentence !== t.sentence && isPlainWordAlone(t.lower)) return;
    const next = tokens[i + 1];
    const particle =
      next && PARTICLES.has(next.lower) && (!has(next, 'Noun') || next.lower === 'home' || next.lower === 'goodbye')
        ? ` ${next.lower}`
        : '';
    if (particle) particles.add(i + 1);
    let verb = `${t.root}${particle}`;
    if (t.lower === 'stuck' && ['got', 'get', 'gets', 'was', 'is', 'became'].includes(tokens[i - 1]?.lower ?? ''))
      verb = 'get stuck';
    // '"Well done!" cried Ines', '"My tooth!" he cried', 'Mia cried, "Look!"', 'cried out': said aloud, not wept.
    const prev = tokens[i - 1];
    const saidAfter = prev !== undefined && tokens[i - 2]?.quoted === true && (has(prev, 'Pronoun') || has(prev, 'ProperNoun'));
    if (t.root === 'cry' && (prev?.quoted || saidAfter || verb === 'cry out' || (/,/.test(t.post) && next?.quoted))) {
      verb = 'shout';
      exclaimed.add(i);
    }
    if (has(t, 'Copula')) {
      if (!next || !GONE.has(next.lower)) return;
      verb = next.lower === 'stuck' ? 'get stuck' : 'lose';
    }
    if (t.root === 'get' && next?.lower === 'stuck') verb = 'get stuck';
    let who = -1;
    // ('In came Mum, carrying the baby', 'Mum came home, holding the baby': a clause of an '-ing' word after a comma is
    // done by the one who did what comes before it.)
    const participle = has(t, 'Gerund') && /,/.test(tokens[i - 1]?.post ?? '');
    for (let j = i - 1; j >= 0 && tokens[j]!.sentence === t.sentence; j -= 1) {
      const at = mentionAt(j);
      if (at >= 0 && !tokens[at]!.quoted && !owns(at)) {
        who = refs.get(at)!;
        break;
      }
      if (/[,;]/.test(tokens[j]!.post) && !['and', 'then'].includes(tokens[j + 1]?.lower ?? '') && !(participle && j === i - 1))
        break;
    }
    // '"Look!" said Grandma': the speaker comes after the verb.
    if (who < 0 && SPEECH.has(t.root) && refs.has(i + 1)) who = refs.get(i + 1)!;
    const objectPhrase = phrases.find((p) => p.from > i && p.from <= i + 4 && tokens[p.from]!.sentence === t.sentence);
    const objectRef = [...refs.entries()].find(
      ([at]) => at > i && at <= i + 3 && tokens[at]!.sentence === t.sentence && !owns(at),
    );
    const object = objectRef
      ? (characters[objectRef[1]]!.name ?? characters[objectRef[1]]!.kind.word)
      : (objectPhrase?.thing.noun ?? null);
    actions.push({ who, verb, object, sentence: t.sentence });
    // 'Sam and his mum picked a book', 'Zara, Ben and Leo sat down': all of them do it.
    const subjectAt = [...refs.entries()].find(
      ([at, index]) => index === who && at < i && tokens[at]!.sentence === t.sentence,
    )?.[0];
    for (const joined of listedBefore(subjectAt))
      if (joined !== who) actions.splice(actions.length - 1, 0, { who: joined, verb, object, sentence: t.sentence });

    const type = EVENT_VERBS[verb] ?? EVENT_VERBS[t.root];
    if (!type) return;
    const subjectName = who >= 0 ? (characters[who]!.name ?? characters[who]!.kind.word) : null;
    const subjectThing =
      [...phrases].reverse().find((p) => p.to < i && tokens[p.from]!.sentence === t.sentence)?.thing.noun ?? null;
    const transitive = type === 'lose' || type === 'find' || type === 'break' || type === 'mend';
    const subject = transitive && object && !has(t, 'Copula') && verb !== 'get stuck' ? object : (subjectName ?? subjectThing);
    if (subject) events.push({ type, subject, sentence: t.sentence });
  });

  const counts = new Map<Mood, number>();
  for (const [i, t] of tokens.entries()) {
    if (exclaimed.has(i)) continue;
    const mood = MOOD_WORDS[t.lower] ?? MOOD_WORDS[t.root];
    if (mood) counts.set(mood, (counts.get(mood) ?? 0) + 1);
  }
  let mood: Mood | null = null;
  for (const [m, count] of counts) if (!mood || count > counts.get(mood)!) mood = m;

  // Characters in order of first appearance; actions point into that order.
  const order = characters.map((_, index) => index).sort((a, b) => characters[a]!.at - characters[b]!.at);
  const position = new Map(order.map((old, index) => [old, index]));
  return {
    characters: order.map((index) => {
      const { at: _at, ...c } = characters[index]!;
      return c;
    }),
    setting,
    places,
    time: firstWord(tokens, TIME_WORDS),
    weather: skyOf(tokens),
    things,
    actions: actions.map((a) => ({ ...a, who: a.who < 0 ? -1 : position.get(a.who)! })),
    events,
    mood,
    dialogue: tokens.some((t) => t.quoted),
  };
}
