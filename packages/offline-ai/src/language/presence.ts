/**
 * Who is on the page and who is only in someone's mind: one waited for ('waited for Mum to come home
 * with the baby'), missed, thought or dreamed of, wished or hoped for, phoned or written to, talked
 * about, or still to come ('Grandma would come tomorrow', 'the baby was coming home today', 'Dad was
 * away at sea') is away; one who speaks, acts, stands, is met or arrives is there.
 */
import { has, isCapitalised, type Token } from './tokens.js';

/**
 * Verbs whose object is not there, with the word that must follow them when one must ('waited for',
 * 'thought of'); null when the object follows at once ('missed Dad', 'phoned Grandma').
 */
const AWAY_VERBS: Readonly<Record<string, readonly string[] | null>> = {
  wait: ['for'],
  // ('crying for its mother', 'called for Mum': wanted, not there.)
  cry: ['for'],
  call: ['for'],
  miss: null,
  think: ['of', 'about'],
  dream: ['of', 'about'],
  wish: ['for'],
  long: ['for'],
  hope: ['for'],
  remember: null,
  forget: null,
  smell: ['of'],
  phone: null,
  telephone: null,
  ring: null,
  text: null,
  email: null,
  write: ['to'],
  look: ['for'],
  search: ['for'],
  worry: ['about'],
  talk: ['about'],
  tell: ['about'],
  read: ['about'],
  sing: ['about'],
};
/** Verbs after which 'to' and a verb keep the one that follows away: 'could not wait to see Grandma'. */
const AWAY_BEFORE_TO = new Set(['wait', 'long', 'ready']);
/** Meeting someone, wished for and not yet done: 'wanted to welcome my new baby sister', 'hoped to meet the new teacher'. */
const MEETING = new Set(['welcome', 'meet', 'see', 'visit']);
const WISHING = new Set(['want', 'wish', 'hope']);
/** Things that come from or show someone who is not there: 'a letter from Grandma', 'a photo of Dad'. */
const FROM_AFAR = new Set(['letter', 'card', 'postcard', 'parcel', 'message', 'note', 'call', 'email', 'photo', 'picture']);
/** Words of a clause that may stand between a verb and the one it is done to, and between people listed. */
const BETWEEN = new Set([
  'for',
  'of',
  'about',
  'to',
  'and',
  'or',
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'its',
  'so',
  'much',
  'very',
  'really',
  'all',
  'little',
  'new',
  'dear',
  'old',
  'baby',
  'best',
]);
/** Words read over back to the verb: 'for Mum to come home with the baby', 'a letter from Grandpa'. */
const OVER = new Set(['with', 'home', 'back', 'here', 'there', 'from']);
/** Ways of saying someone is still to come: 'would come', 'will be home', 'was coming home', 'is due'. */
const LATER = new Set(['will', 'would', "'ll", 'shall', 'could', 'might', 'can']);
/** What says a 'would' or 'will' is still to come, not done every day: 'Tomorrow, she would show her friends'. */
const WILL = new Set(['will', 'would', "'ll", 'shall']);
const LATER_WHEN = new Set(['tomorrow', 'soon', 'someday', 'later']);

/** A sentence's words (lower case) tell of a time still to come: 'Tomorrow, Zara would show ... to all her friends'. */
export const stillToCome = (words: readonly string[]) => words.some((w) => WILL.has(w)) && words.some((w) => LATER_WHEN.has(w));
const BE_PAST_OR_NOW = new Set(['is', 'was', 'are', 'were', "'s"]);
const COMING = new Set(['come', 'arrive', 'visit', 'get', 'be', 'fly', 'drive', 'return']);
/** What follows 'was coming' when it is still to happen ('home', 'to stay', 'tomorrow'), not a way in ('up the path'). */
const COMING_WHEN = new Set([
  'home',
  'to',
  'tomorrow',
  'soon',
  'today',
  'later',
  'back',
  'for',
  'next',
  'this',
  'on',
  'at',
  'over',
  'round',
]);
/** Where someone who is not at home is: 'Dad was away', 'Mum was at work', 'Grandpa lived far away'. */
const AWAY_WHERE =
  /^(?:away|abroad|gone\b(?! to\b)|nowhere|(?:still )?at work|at sea|far away|not (?:home|here|there)|(?:nearly|almost) here|on (?:her|his|their|its|the) way)\b/;
/**
 * Said after one who has died: 'had died', 'passed away', 'is dead', 'went to heaven' (not 'the dinosaurs died out'). The
 * idea's reading (a child missing them) and a page's (they are not drawn there) share it.
 */
export const DIED_AFTER =
  /^(?:(?:has|had|just|sadly) )*(?:died|dies|passed away|went to heaven|gone to heaven)\b(?! (?:out|down)\b)|^(?:is|was) dead\b/;
/** On a page, also asked after ('Did Grandpa die?') or kept in the heart ('would always be in her heart'). */
const DIED_OR_REMEMBERED = new RegExp(
  `${DIED_AFTER.source}|^die\\b|^(?:(?:will|would|is|was|always|still|be|safe) )+in (?:her|his|their|my|our|your) hearts?\\b`,
);
/** Said of creatures of long ago: 'died out', 'lived long ago', 'lived millions of years ago'. */
const LONG_AGO = /^(?:died out|lived (?:long|millions|a long time ago)|(?:lived|roamed|ruled) [^,;.!?]*\bago\b)/;
/** Gone from where they were: 'Mummy had gone', 'Dad has disappeared'. */
const GONE = new Set(['gone', 'disappeared', 'vanished', 'left']);
/** Looking for someone and not finding them: 'can't find Dad', 'could not see Mum anywhere'. */
const FINDING = new Set(['find', 'see', 'spot']);
const NOT = new Set(['not', 'never', "can't", 'cannot', "couldn't", "didn't", "don't", "won't"]);
/** The verb at `v` is said not to happen ('can't find', 'could not see', 'never found'). */
const negated = (tokens: readonly Token[], v: number) =>
  [tokens[v - 1], tokens[v - 2]].some((t) => t !== undefined && (NOT.has(t.lower) || (t.lower === '' && has(t, 'Negative'))));
const SOON = new Set(['soon', 'finally', 'also', 'too', 'still', 'not', 'never', 'really', 'just', 'at', 'last']);

/** Words before one who 'had' done something long ago: 'just as Mum had taught him', 'like Dad had said'. */
const RECALLED_AFTER = new Set(['as', 'like']);

/** Words that make someone what they wish or will be: 'would be a chef', 'dreams of being a pilot', 'to become a vet'. */
const TO_BE = new Set(['be', 'being', 'become', 'becoming']);

/**
 * A kind one wishes to be, or will be ('Today the kind boy would be a chef', 'wants to be a knight',
 * 'dreamed of being an astronaut'): the one wishing's own wish, no one else there. What one is or
 * was ('Pinch was a little crab', 'Ben was a chef at last') is said by 'was', not 'be'.
 */
/**
 * One only imagined, never anyone there nor anyone a 'he' or 'she' after it can be: wished to be ('tried to be a
 * prince'), likened to ('bowed just like a prince', 'as brave as any prince'), or what any true one is ('A true prince
 * is kind and brave').
 */
export function onlyImagined(tokens: readonly Token[], from: number, to: number): boolean {
  if (wishedToBe(tokens, from)) return true;
  const sentence = tokens[from]!.sentence;
  const anyOne = ['a', 'an'].includes(tokens[from]?.lower ?? '') || ['a', 'an'].includes(tokens[from - 1]?.lower ?? '');
  if (
    anyOne &&
    tokens.slice(from, to + 1).some((t) => t.lower === 'true' || t.lower === 'real') &&
    tokens[to + 1]?.sentence === sentence &&
    ['is', 'helps', 'has', 'never', 'always'].includes(tokens[to + 1]!.lower)
  )
    return true;
  const likenedAt = ['a', 'an', 'any'].includes(tokens[from]?.lower ?? '')
    ? from - 1
    : ['a', 'an', 'any'].includes(tokens[from - 1]?.lower ?? '')
      ? from - 2
      : -1;
  return likenedAt >= 0 && ['like', 'as'].includes(tokens[likenedAt]?.lower ?? '') && tokens[likenedAt]!.sentence === sentence;
}

function wishedToBe(tokens: readonly Token[], from: number): boolean {
  let j = from - 1;
  while (j >= 0 && (has(tokens[j], 'Determiner') || has(tokens[j], 'Adjective')) && !TO_BE.has(tokens[j]!.lower)) j -= 1;
  return j >= 0 && TO_BE.has(tokens[j]!.lower) && tokens[j]!.sentence === tokens[from]!.sentence && !isCapitalised(tokens[from]!);
}

/** A verb that has a subject of its own (not 'to' + verb, not an auxiliary before another verb). */
const finiteVerb = (tokens: readonly Token[], i: number) =>
  has(tokens[i], 'Verb') && tokens[i - 1]?.lower !== 'to' && !has(tokens[i], 'Auxiliary') && !has(tokens[i], 'Modal');

/** The words after `to`, as one lower-case string, to the end of its sentence. */
const restOf = (tokens: readonly Token[], from: number) =>
  tokens
    .slice(from)
    .filter((t) => t.sentence === tokens[from]?.sentence)
    .map((t) => t.lower)
    .join(' ');

/** Whether the verb at `v` keeps the one at `at`, after it, away ('waited for Mum', 'missed Dad'). */
function awayVerb(tokens: readonly Token[], v: number, at: number, isRef: (i: number) => boolean): boolean {
  const verb = tokens[v]!;
  const after = verb.root in AWAY_VERBS ? AWAY_VERBS[verb.root] : AWAY_VERBS[verb.lower];
  if (after === undefined) return false;
  const between = tokens.slice(v + 1, at);
  // ('missed Dad', 'missed Mum and Dad'; not 'missed the bus with Dad'.)
  if (after === null) return between.every((t) => !has(t, 'Noun') || isRef(t.index));
  // ('waited for Mum and the baby'; not 'waited for the bus with Mum'.)
  const p = between.findLastIndex((t) => after.includes(t.lower));
  return p >= 0 && between.slice(p + 1).every((t) => isRef(t.index) || !has(t, 'Noun'));
}

/** 'where was', 'where is his', 'no', 'without her' right before a mention, in its sentence ('No, Teddy was here' is an answer). */
function missingBefore(tokens: readonly Token[], from: number): boolean {
  const sentence = tokens[from]!.sentence;
  let j = from - 1;
  if (POSSESSIVE_OR_THE.has(tokens[j]?.lower ?? '')) j -= 1;
  const word = tokens[j];
  if (!word || word.sentence !== sentence || /[,;:]/.test(word.post)) return false;
  if (word.lower === 'no' || word.lower === 'without') return true;
  // ('Where did my teddy go?', 'Where has Mum gone?')
  const asks = BE_PAST_OR_NOW.has(word.lower) || ['did', 'has', 'have', 'do', 'does'].includes(word.lower);
  return asks && tokens[j - 1]?.lower === 'where' && tokens[j - 1]!.sentence === sentence;
}
const POSSESSIVE_OR_THE = new Set(['my', 'his', 'her', 'their', 'our', 'your', 'the']);

/**
 * Whether the one mentioned at tokens `from`..`to` is only in mind there, or still to come: the
 * mention is looked at alone (another mention of the same one may have them there).
 */
export function mentionedAway(tokens: readonly Token[], from: number, to: number, isRef: (i: number) => boolean): boolean {
  const sentence = tokens[from]!.sentence;
  if (wishedToBe(tokens, from)) return true;
  // ('"A footballer must be quick," said the coach': any one of that kind, said of all of them, no one there.)
  const anyOne = ['a', 'an'].includes(tokens[from]?.lower ?? '') || ['a', 'an'].includes(tokens[from - 1]?.lower ?? '');
  if (anyOne && tokens[to + 1]?.lower === 'must' && tokens[to + 1]!.sentence === sentence) return true;
  if (onlyImagined(tokens, from, to)) return true;
  // 'just as Mum had taught him', 'like Dad had said': one recalled from before, not there.
  if (
    RECALLED_AFTER.has(tokens[from - 1]?.lower ?? '') &&
    tokens[to + 1]?.lower === 'had' &&
    tokens[to + 1]!.sentence === sentence &&
    has(tokens[to + 2], 'Verb')
  )
    return true;
  // 'Where is Mum?', 'But where was teddy?', 'Without Mummy, ...', 'There are no dinosaurs now': asked after (the lost
  // kitten looks round for her), or said not to be there.
  if (missingBefore(tokens, from)) return true;
  // 'Was it a monster?', 'Could it be a ghost?': only wondered at, not there.
  // (Only a mention that ends its question is weighed: most mentions end no question.)
  const asked =
    /\?/.test(tokens[to]!.post) &&
    /(?:^| )(?:was|is|could|might) (?:it|that)(?: be)?(?: an?| the| some)?$/.test(
      tokens
        .slice(Math.max(0, from - 4), from)
        .filter((t) => t.sentence === sentence)
        .map((t) => t.lower)
        .join(' '),
    );
  if (asked) return true;
  // ('"Not the monster under the bed today!"': wished away, not there.)
  const article = (t: Token | undefined) => ['the', 'a', 'an'].includes(t?.lower ?? '');
  const notAt = article(tokens[from]) ? from - 1 : article(tokens[from - 1]) ? from - 2 : -1;
  if (notAt >= 0 && tokens[notAt]?.lower === 'not' && tokens[notAt]!.first) return true;
  // 'Then Fizz remembered: Mum was by the red bus stop': what comes to mind after the colon is not there.
  for (let j = from - 1; j >= 0 && tokens[j]!.sentence === sentence; j -= 1) {
    if (/[;.!?—–]/.test(tokens[j]!.post)) break;
    if (/:/.test(tokens[j]!.post)) {
      if (['remember', 'think', 'dream', 'imagine'].includes(tokens[j]!.root)) return true;
      break;
    }
  }
  // Still to come, or somewhere else: 'Grandma would come tomorrow', 'the baby was coming home', 'Dad was away'.
  let k = to + 1;
  while (tokens[k] && SOON.has(tokens[k]!.lower) && !LATER.has(tokens[k]!.lower)) k += 1;
  const next = tokens[k];
  if (next && next.sentence === sentence && /^[^,;:.!?]*$/.test(tokens[to]!.post)) {
    const rest = restOf(tokens, k + 1);
    if (
      LATER.has(next.lower) &&
      COMING.has(tokens[k + 1]?.root ?? '') &&
      // ('would be a chef': what one will be, not one still to come.)
      !/^(?:get|be) (?:up|down|ready|cross|sad|happy|an?)\b/.test(rest)
    )
      return true;
    // ('Tansy had died', 'Did Grandpa die?', 'Grandpa was safe in her heart': one who died is
    // remembered, never on the page.)
    if (DIED_OR_REMEMBERED.test(`${next.lower} ${rest}`)) return true;
    // ('The dinosaurs died out', 'Dinosaurs lived long, long ago': creatures of long ago are told of, not on the page.)
    if (LONG_AGO.test(`${next.lower} ${rest}`)) return true;
    // ('The teddy must be here somewhere': still looked for.)
    if (
      /^(?:must|might|could|has to|is|was) be (?:\w+ )?somewhere\b|^(?:is|was) (?:\w+ )?somewhere\b/.test(`${next.lower} ${rest}`)
    )
      return true;
    // ('Mummy had gone!', 'Dad has disappeared')
    // (Not 'had left the cake', 'had gone to the shop': gone from here, the clause ends or says away.)
    const gone = tokens[k + 1];
    if (
      ['had', 'has', "'d"].includes(next.lower) &&
      gone &&
      GONE.has(gone.lower) &&
      (/[,;:.!?—–]/.test(gone.post) || tokens[k + 2]?.lower === 'away')
    )
      return true;
    if (BE_PAST_OR_NOW.has(next.lower)) {
      if (AWAY_WHERE.test(rest)) return true;
      const coming = tokens[k + 1];
      if (coming && ['coming', 'arriving', 'visiting'].includes(coming.lower) && COMING_WHEN.has(tokens[k + 2]?.lower ?? ''))
        return true;
      if (coming?.lower === 'going' && tokens[k + 2]?.lower === 'to' && COMING.has(tokens[k + 3]?.root ?? '')) return true;
      if (coming?.lower === 'due') return true;
    }
    if (['live', 'work'].includes(next.root) && /^(?:far away|away|abroad|in another)\b/.test(rest)) return true;
    // Someone who does something is there.
    if (finiteVerb(tokens, k)) return false;
  }
  // 'Instead of Mummy', 'no sign of Mummy': not there.
  const before2 = `${tokens[from - 2]?.lower ?? ''} ${tokens[from - 1]?.lower ?? ''}`;
  if (['instead of', 'sign of', 'nothing of'].includes(before2)) return true;
  // '"Where are you, Mummy?"': called for, not there.
  const opening = tokens.filter((t) => t.sentence === sentence && t.index < from).map((t) => t.lower);
  if (tokens[from]!.quoted && opening.join(' ') === 'where are you') return true;
  // '"I want Dad," said the boy': wanted, and not there ('wanted Sam to help' is asked of one who is).
  if (tokens[from - 1]?.root === 'want' && /[.,!?"”]/.test(tokens[to]!.post)) return true;
  if (tokens[from - 1]?.lower === "where's") return true;
  // 'When will the baby get here?': asked of one still to come.
  const before = tokens[from - 1];
  if (before && LATER.has(before.lower) && ['come', 'get', 'arrive', 'be'].includes(tokens[to + 1]?.root ?? '')) return true;
  // The verb or the word the mention hangs on, back through the words between ('for', 'the', 'Mum and').
  /** The mention the words read over hang on: the one waited for, for 'to come home with the baby'. */
  let target = from;
  for (let j = from - 1; j >= 0 && tokens[j]!.sentence === sentence && tokens[j]!.quoted === tokens[from]!.quoted; j -= 1) {
    const t = tokens[j]!;
    if (/[;:.!?—–]/.test(t.post) || (/,/.test(t.post) && !isRef(j))) return false;
    if (FROM_AFAR.has(t.root) && ['from', 'of'].includes(tokens[j + 1]?.lower ?? '')) return true;
    if (t.lower === 'ready' && tokens[j + 1]?.lower === 'for') return true;
    // ('go home to Mum': 'home' is where, read over even where the tagger took it for a verb.)
    if (OVER.has(t.lower)) continue;
    // ('helped Mia look for the teddy': the library may read 'look' after a name as a noun.)
    if (['look', 'search'].includes(t.lower) && !has(t, 'Verb') && awayVerb(tokens, j, target, isRef)) return true;
    if (has(t, 'Verb') && !has(t, 'Auxiliary') && !has(t, 'Modal')) {
      if (awayVerb(tokens, j, target, isRef)) return true;
      // 'I can't find Dad': one not found is not there.
      if (FINDING.has(t.root) && negated(tokens, j)) return true;
      // 'Tomorrow, Zara would show the sunflower to all her friends': whoever it will be done to is still to come.
      if (WILL.has(tokens[j - 1]?.lower ?? '') && stillToCome(tokens.filter((w) => w.sentence === sentence).map((w) => w.lower)))
        return true;
      if (tokens[j - 1]?.lower !== 'to') return false;
      // 'to' + verb: away after 'could not wait', 'ready'; read on back over one waited for ('for Mum to come home with').
      const governing = tokens[j - 2];
      // ('I want to go home to Mum': the one gone home to is wished for, not there.)
      const goneTo = t.root === 'go' && ['home', 'back'].includes(tokens[j + 1]?.lower ?? '');
      if (governing && (AWAY_BEFORE_TO.has(governing.root) || (WISHING.has(governing.root) && (MEETING.has(t.root) || goneTo))))
        return true;
      if (!governing || !isRef(j - 2)) return false;
      target = j - 2;
      j -= 1;
      continue;
    }
    // ('with the baby', 'home': part of the coming read over above; 'a letter to', 'a card from': what is sent.)
    const over = BETWEEN.has(t.lower) || OVER.has(t.lower) || has(t, 'Noun') || has(t, 'Adjective') || has(t, 'Determiner');
    if (!isRef(j) && !over) return false;
  }
  return false;
}
