/**
 * Word forms from the NLP library (compromise): plurals, singulars and verb tenses are never
 * hand-made here. Results are cached, since a story asks for the same few words many times.
 */
import nlp from 'compromise';

const cache = new Map<string, string>();

function cached(key: string, make: () => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** Irregular or child-friendlier plurals the library gets wrong or leaves empty. */
const PLURALS: Record<string, string> = {
  fish: 'fish',
  sheep: 'sheep',
  deer: 'deer',
  octopus: 'octopuses',
  cactus: 'cactuses',
  moose: 'moose',
  person: 'people',
  child: 'children',
  // (The library counts tin only as the metal: 'tins for the food bank'.)
  tin: 'tins',
};
const SINGULARS: Record<string, string> = Object.fromEntries(Object.entries(PLURALS).map(([one, many]) => [many, one]));

/** The library's own inflection functions: fast, with no document to parse. */
const world = nlp.world() as unknown as {
  model: unknown;
  methods: {
    two: {
      transform: {
        noun: { toPlural(word: string, model: unknown): string; toSingular(word: string, model: unknown): string };
        verb: {
          toInfinitive(word: string, model: unknown, tense?: string): string;
          conjugate(word: string, model: unknown): Record<string, string | undefined>;
        };
      };
    };
  };
};
const transform = world.methods.two.transform;

/** Keeps the first letter's case of `like` (the library works in lower case). */
const matchCase = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** 'snail' -> 'snails', 'butterfly' -> 'butterflies', 'mouse' -> 'mice'; the last word of a phrase. */
export function pluralOf(noun: string): string {
  return cached(`p:${noun}`, () => {
    const words = noun.split(' ');
    const last = words.pop()!;
    const lower = last.toLowerCase();
    // 'snowman' -> 'snowmen' (the library says 'snowmans'); 'human' stays regular.
    const men = /[^u]man$/.test(lower) ? lower.replace(/man$/, 'men') : null;
    const plural = PLURALS[lower] ?? men ?? (transform.noun.toPlural(lower, world.model) || `${lower}s`);
    return [...words, matchCase(plural, last)].join(' ');
  });
}

/** 'halves' -> 'half', 'mice' -> 'mouse'; a word that is not a plural is kept ('glass'). */
export function singularOf(noun: string): string {
  return cached(`s:${noun}`, () => {
    const words = noun.split(' ');
    const last = words.pop()!;
    const lower = last.toLowerCase();
    let single = SINGULARS[lower] ?? (PLURALS[lower] ? lower : '');
    if (!single) {
      const candidate = transform.noun.toSingular(lower, world.model);
      // Only a real plural turns back into itself: 'glass' -> 'glas' -> 'glas' is no plural.
      single = candidate && candidate !== lower && transform.noun.toPlural(candidate, world.model) === lower ? candidate : lower;
    }
    return [...words, matchCase(single, last)].join(' ');
  });
}

/** Verbs whose past is the verb itself; any other unchanged form from the lexicon is a miss ('gallop'). */
const SAME_PAST = new Set(['put', 'cut', 'hit', 'let', 'set', 'shut', 'spread', 'cost', 'hurt', 'quit', 'read', 'bet', 'burst']);
/** Sound verbs the conjugator takes for 'keep'-like ('beep' -> 'bept'); they are regular. */
const REGULAR_PAST = new Set(['beep', 'peep', 'bleep', 'cheep']);

/** Irregular pasts the conjugator makes regular ('strided', 'slinked', 'treaded'); 'sneak' is 'sneaked' in British books. */
const IRREGULAR_PAST: Record<string, string> = {
  stride: 'strode',
  slink: 'slunk',
  tread: 'trod',
  wake: 'woke',
  sneak: 'sneaked',
};

/** The forms of a verb (the first word of a phrase), from its infinitive. */
function forms(verb: string): Record<string, string | undefined> {
  const lower = verb.toLowerCase();
  const found = transform.verb.conjugate(lower, world.model);
  // A short word ending consonant-vowel-consonant doubles it ('plod' -> 'plodding'); a longer one does not ('gallop').
  const stem = /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower) ? lower + lower.slice(-1) : lower;
  const regular = (ending: 'ed' | 'ing') =>
    /[^aeiou]y$/.test(lower) && ending === 'ed'
      ? `${lower.slice(0, -1)}ied`
      : /[^e]e$/.test(lower)
        ? `${lower.slice(0, -1)}${ending}`
        : `${stem}${ending}`;
  return {
    ...found,
    PastTense:
      IRREGULAR_PAST[lower] ??
      (found.PastTense && !REGULAR_PAST.has(lower) && (found.PastTense !== lower || SAME_PAST.has(lower))
        ? found.PastTense
        : regular('ed')),
    Gerund: found.Gerund && found.Gerund !== lower ? found.Gerund : regular('ing'),
  };
}

/** A verb of two words whose first says what kind of doing ('ice skate', 'roller skate', 'scuba dive'): the second is the verb. */
export const KIND_OF_VERB = /^(?:ice|roller|figure|speed|sky|scuba) (?=skate|dive|ski|surf)/;

/** 'slide' -> 'slid', 'fly' -> 'flew'; the first word of a verb phrase ('look for' -> 'looked for'); 'ice skate' -> 'ice skated'. */
export function pastOf(verb: string): string {
  const kind = KIND_OF_VERB.exec(verb)?.[0];
  if (kind) return `${kind}${pastOf(verb.slice(kind.length))}`;
  return cached(`past:${verb}`, () => {
    const [head, ...rest] = verb.split(' ');
    return [forms(head!).PastTense ?? `${head}ed`, ...rest].join(' ');
  });
}

/** 'slide' -> 'sliding'; 'ice skate' -> 'ice skating'. */
export function gerundOf(verb: string): string {
  const kind = KIND_OF_VERB.exec(verb)?.[0];
  if (kind) return `${kind}${gerundOf(verb.slice(kind.length))}`;
  return cached(`ing:${verb}`, () => {
    const [head, ...rest] = verb.split(' ');
    return [forms(head!).Gerund ?? `${head}ing`, ...rest].join(' ');
  });
}

/** 'slide' -> 'slides' (third person present). */
export function presentOf(verb: string): string {
  return cached(`pres:${verb}`, () => {
    const [head, ...rest] = verb.split(' ');
    return [forms(head!).PresentTense ?? `${head}s`, ...rest].join(' ');
  });
}

/** 'slid' -> 'slide', 'flies' -> 'fly'. */
export function infinitiveOf(verb: string): string {
  return cached(`inf:${verb}`, () => {
    const [head, ...rest] = verb.split(' ');
    const doc = nlp(head!);
    // 'rescues' alone reads as a plural noun: as a verb it is 'rescue'.
    const infinitive =
      doc.verbs().toInfinitive().text() ||
      (/s$/.test(head!) ? transform.verb.toInfinitive(head!.toLowerCase(), world.model, 'PresentTense') : '') ||
      head!;
    return [infinitive.toLowerCase(), ...rest].join(' ');
  });
}

/** The infinitive of a past form ('lost' -> 'lose', 'broke' -> 'break'), or the word itself when it is none ('hungry'). */
/** Participles the library keeps as they are ('broken' is also an adjective to it). */
const PARTICIPLES: Record<string, string> = { broken: 'break' };

/** 'went' -> 'go'; a participle too ('torn' -> 'tear', 'stolen' -> 'steal', 'broken' -> 'break'). */
export function infinitiveOfPast(word: string): string {
  return cached(`infp:${word}`, () => {
    const lower = word.toLowerCase();
    if (PARTICIPLES[lower]) return PARTICIPLES[lower];
    // 'run' is its own participle: it stays.
    const participle =
      nlp(`has ${lower}`)
        .verbs()
        .toInfinitive()
        .text()
        .replace(/^(?:has|have)\b\s*/, '') || lower;
    if (participle && !/\s/.test(participle)) return participle;
    return transform.verb.toInfinitive(lower, world.model, 'PastTense') || word;
  });
}

/** 'a snail', 'an owl', 'an hour', 'a unicorn': the article by sound, for the phrase's first word. */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** A plural phrase ('webbed feet', 'whiskers'): its last word is the plural of another. */
export const isPlural = (phrase: string) => singularOf(phrase) !== phrase;

/** 'a shell', but 'webbed feet': no article before a plural. */
export const withArticleIfOne = (phrase: string) => (isPlural(phrase) ? phrase : withArticle(phrase));

const AN_EXCEPTIONS = /^(?:hour|honest|honou?r|heir)/i;
const A_EXCEPTIONS = /^(?:uni|use|usu|ute|euro|one|once|ewe|u-)/i;

export function articleFor(phrase: string): 'a' | 'an' {
  const word = phrase.trim();
  if (AN_EXCEPTIONS.test(word)) return 'an';
  if (A_EXCEPTIONS.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "Mia's", "Chris's", and for a plural ending in s "the snails'". */
export function possessive(noun: string, plural = false): string {
  return plural && /s$/i.test(noun) ? `${noun}'` : `${noun}'s`;
}
