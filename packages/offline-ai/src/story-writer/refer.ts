/**
 * Natural reference, applied to a paragraph once it is written: read aloud, a paragraph names its
 * hero and its wanted thing once or twice and then says 'he', 'it' or 'the kite', as a person
 * telling it would. Tacked-on tails that only repeat the thing ('..., looking at his kite', 'he
 * said to his kite') are dropped while the paragraph still names it elsewhere. The first mention
 * of hero and thing in each paragraph is always kept literal: the illustrator draws each paragraph
 * on its own, and the checker counts a paragraph's literal names.
 */
import { pronounAfter, THING_AFTER, THING_OBJECT_WORDS } from './plain.js';
import { memo } from '../memo.js';
import { kindWordOf, type Person, type StoryPlan } from './plan.js';
import { pronounOfName } from '../language/index.js';
import { escapeRegExp } from '../reg-exp.js';
import { sentencesOf, syllablesOf } from './readability.js';
import { hasWord } from './check.js';
import { MAX_WORDS } from './template.js';

const wordPattern = memo((word) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}`, 'iu'));

/** The text names the word (at a word's start, any case: 'kite' also finds 'kites'). */
export const mentions = (text: string, word: string) => wordPattern(word).test(text);

const QUOTE = /["“”]/;
/** A pronoun as the subject opening a sentence. */
export const SUBJECT = { she: 'She', he: 'He', they: 'They', it: 'It' } as const;
const POSSESSIVE = { she: 'Her', he: 'His', they: 'Their', it: 'Its' } as const;
const DETERMINER = '(?:the|his|her|their|its)';

const THEY_FORMS: Record<string, string> = { was: 'were', is: 'are', has: 'have', does: 'do' };
const NAME_FORMS: Record<string, string> = Object.fromEntries(Object.entries(THEY_FORMS).map(([one, many]) => [many, one]));

/** What followed 'They' as it follows a name: ' were kind' -> ' was kind'. */
const agreeWithName = (rest: string) => rest.replace(/^ (were|are|have|do)\b/, (_, verb: string) => ` ${NAME_FORMS[verb]!}`);

/** A name turned into 'They' takes the verb a 'they' takes: 'Xiao Mei was kind' -> 'They were kind', not 'They was'. */
export const agreeWithThey = (sentence: string) =>
  sentence.replace(/^They (was|is|has|does)\b/, (_, verb: string) => `They ${THEY_FORMS[verb]!}`);

/** The text outside speech, where reference may change ('"Come back, kite!" called Omar.' -> ' called Omar.'). */
const outsideSpeech = (sentence: string) => sentence.replace(/["“][^"”]*["”]/g, '');

/** Words naming other characters: a sentence about them may not turn into 'he'. */
function otherWords(plan: StoryPlan): string[] {
  const words: string[] = [];
  for (const person of [plan.friend, plan.guide]) {
    if (!person) continue;
    words.push(person.name, person.kind.word);
    if (person.relation) words.push(person.relation);
  }
  return words.filter(Boolean);
}

/** `goalWords`: the goal's key words, which keep a paragraph on the goal when there is no thing. */
export function referNaturally(sentences: readonly string[], plan: StoryPlan, goalWords: readonly string[]): string[] {
  const noun = plan.thing?.noun.split(' ').at(-1);
  let out = dropFiller(sentences, noun ? [noun] : goalWords, plan);
  out = heroReference(out, plan);
  out = thingReference(out, plan);
  return out;
}

const mentionsAny = (text: string, words: readonly string[]) => words.some((w) => mentions(text, w));

/**
 * ', looking at his kite.' / ', thinking about flying his kite.' / 'he said to his kite.': kept only
 * where the paragraph would otherwise never name the thing.
 */
function dropFiller(sentences: readonly string[], words: readonly string[], plan: StoryPlan): string[] {
  const others = otherWords(plan).map((w) => w.toLowerCase());
  const out = [...sentences];
  for (let i = 0; i < out.length; i += 1) {
    const sentence = out[i]!;
    const tail = /, (?:still )?(?:looking|thinking|pointing|staring) (?:at|about|of) ([^,.!?"“”]+)([.!?])$/u.exec(sentence);
    const saidTo =
      /(["”] (?:he|she|they|it|[\p{Lu}][\p{L}'’-]*) (?:said|whispered|called|sighed)) to ((?:the|his|her|their|its) [\p{L} -]+)\.$/u.exec(
        sentence,
      );
    let shorter: string | null = null;
    if (tail && !QUOTE.test(tail[1]!)) shorter = `${sentence.slice(0, tail.index)}${tail[2]}`;
    else if (saidTo && !others.some((o) => saidTo[2]!.toLowerCase().endsWith(o)))
      shorter = `${sentence.slice(0, saidTo.index)}${saidTo[1]}.`;
    if (!shorter) continue;
    const rest = [...out.slice(0, i), shorter, ...out.slice(i + 1)].join(' ');
    // The tail may go if what it named is still named in the paragraph.
    const named = tail?.[1] ?? saidTo?.[2] ?? '';
    const key = words.find((w) => mentionsAny(named, [w]));
    if (words.length === 0 || !key || mentionsAny(rest, [key])) out[i] = shorter;
  }
  return out;
}

const namePattern = memo((name) => new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u'));

/**
 * Words naming the other characters a pronoun for the hero could be taken for: those of the hero's
 * pronoun ('she' for Grandma and Zofia), all of them for a 'they' hero ('they' is also the pair).
 */
function sameWords(plan: StoryPlan): string[] {
  const { pronoun } = plan.hero;
  const words: string[] = [];
  for (const person of [plan.friend, plan.guide]) {
    if (!person || (pronoun !== 'they' && person.pronoun !== pronoun)) continue;
    words.push(person.name, person.kind.word);
    if (person.relation) words.push(person.relation);
  }
  return words.filter(Boolean);
}

/** A short lead of time or order before the subject: 'Before bed, ', 'That night, ', 'Later that day, '. */
const LEAD = /^(?:Then|Soon|Later|Next|Before|After|At|By|That|In|On|All|One|Each|Every)(?: [a-z]+){0,3}, (?=\p{Lu})/u;

const SPEECH_VERBS = 'said|asked|cried|called|whispered|sighed|shouted|cheered|gasped|laughed|explained|giggled|squeaked';

/** A quotation's tag naming the speaker: '"Look!" said Zofia.' / '"Look!" Zofia said softly.' */
const speechTags = memo(
  (name) =>
    new RegExp(
      `(["”] )(?:(${SPEECH_VERBS}) ${escapeRegExp(name)}(?![\\p{L}'’])|${escapeRegExp(name)} (${SPEECH_VERBS})\\b)`,
      'u',
    ),
);

/**
 * After the hero is named in a paragraph, a sentence opening with the name again says 'he' / 'she'
 * when nobody they could be taken for was just spoken of; never three sentences in a row open alike.
 * A quotation's tag says 'she said' for 'said Zofia' while nobody else in the paragraph is a 'she'.
 */
function heroReference(sentences: readonly string[], plan: StoryPlan): string[] {
  const { name, pronoun } = plan.hero;
  if (!name) return [...sentences];
  const others = otherWords(plan);
  const same = sameWords(plan);
  const nameAt = namePattern(name);
  const tag = speechTags(name);
  const out = [...sentences];
  let named = false;
  // Someone the pronoun could point to has been named in the paragraph.
  let sameNamed = false;
  // Only 'she' and 'he' stand for the hero inside a sentence: 'it' could be the kite, 'they' the pair ('Before bed, they ...').
  const personal = pronoun === 'she' || pronoun === 'he';
  for (let i = 0; i < out.length; i += 1) {
    const sentence = out[i]!;
    const previous = out[i - 1] ?? '';
    // 'Before bed, Zofia thought of planets' reads 'Before bed, she thought': a short lead of time before the name.
    const lead = personal ? (LEAD.exec(sentence)?.[0] ?? '') : '';
    const body = sentence.slice(lead.length);
    // 'Pip the kitten had whiskers' keeps the name: 'He the kitten' is no English.
    // ('Robin and Isaac kicked a ball' keeps the name too: 'They and Isaac' is no English, 'She and Isaac' stiff.)
    const opensWithName = body.startsWith(`${name} `) && !body.startsWith(`${name} the `) && !body.startsWith(`${name} and `);
    const opensWithPossessive = body.startsWith(`${name}’s `) || body.startsWith(`${name}'s `);
    if (named && (opensWithName || opensWithPossessive)) {
      // Another of the hero's pronoun just named, or spoken of in a quotation ('"Come on," said Grandma.'): the name says who.
      const otherJustNamed =
        mentionsAny(outsideSpeech(previous), same) ||
        (QUOTE.test(previous.slice(0, 1)) && !tag.test(previous) && same.length > 0);
      const opener = opensWithName ? SUBJECT[pronoun] : POSSESSIVE[pronoun];
      const alike = !lead && [out[i - 1], out[i - 2]].every((s) => s?.startsWith(`${opener} `));
      if (
        !otherJustNamed &&
        !alike &&
        !mentionsAny(
          body.slice(name.length),
          others.filter((o) => o !== name),
        )
      ) {
        const cut = opensWithName ? name.length : name.length + 2;
        out[i] = lead ? `${lead}${opener.toLowerCase()}${body.slice(cut)}` : agreeWithThey(`${opener}${body.slice(cut)}`);
        continue;
      }
    }
    // '"Look!" said Zofia.' -> '"Look!" she said.': the hero, named before and alone of their pronoun here, speaks.
    const spoken = tag.exec(sentence);
    if (named && spoken && !sameNamed && personal && !mentionsAny(outsideSpeech(`${previous} ${sentence}`), same)) {
      const verb = spoken[2] ?? spoken[3]!;
      out[i] =
        `${sentence.slice(0, spoken.index)}${spoken[1]}${pronoun} ${verb}${sentence.slice(spoken.index + spoken[0].length)}`;
      continue;
    }
    if (nameAt.test(sentence)) named = true;
    if (mentionsAny(outsideSpeech(sentence), same)) sameNamed = true;
  }
  return out;
}

/** The thing by its whole noun ('the model volcano'), never a place that shares a word with it ('the volcano'). */
const thingPatterns = memo((noun) => {
  const phrase = `${DETERMINER}(?: [\\p{L}-]+)?? ${escapeRegExp(noun)}(?![\\p{L}])`;
  return {
    objectRe: new RegExp(`(?<=\\b(?:${THING_OBJECT_WORDS}|about) )${phrase}(?=${THING_AFTER}| very)`, 'iu'),
    subjectRe: new RegExp(
      `^${phrase}(?= (?:was|is|were|are|had|floated|flew|fell|sat|lay|stood|looked|went|came|stayed|shone|hung|bobbed|soared|swayed|rose|dipped)\\b)`,
      'iu',
    ),
    any: new RegExp(`(?<![\\p{L}])${escapeRegExp(noun)}`, 'iu'),
    single: new RegExp(`${phrase}`, 'iu'),
  };
});

/** The thing as what is done to it in speech: 'find the caterpillar!', 'see my kite again'. */
const speechObject = memo(
  (noun) =>
    new RegExp(
      `(\\b(?:find|see|get|fix|catch|reach|climb|visit|bring|take|keep|hold|carry|watch|help|found|saw|fixed|caught) )(?:the|my|your|his|her|their|its)(?: [\\p{L}-]+)?? ${escapeRegExp(noun)}(?=${THING_AFTER})`,
      'iu',
    ),
);

/** Another name for the thing, said once it has been named often: its own words ('the new kite'), else 'the little key'. */
function otherName(thing: NonNullable<StoryPlan['thing']>): string | null {
  if (thing.text !== thing.noun) return `the ${thing.text}`;
  return thing.portable && !thing.plural ? `the little ${thing.noun}` : null;
}

/**
 * After the thing is named in a paragraph, its later mentions alternate between 'it' (as the
 * object of a verb or preposition, or a subject right after a sentence that named it) and a plain
 * 'the kite'. Speech is left as said.
 */
function thingReference(sentences: readonly string[], plan: StoryPlan): string[] {
  const thing = plan.thing;
  if (!thing || thing.named || thing.mass) return [...sentences];
  const noun = thing.noun;
  const it = thing.plural ? 'them' : 'it';
  const It = thing.plural ? 'They' : 'It';
  const { objectRe, subjectRe, any, single } = thingPatterns(noun);
  const out = [...sentences];
  const other = otherName(thing);
  const long = syllablesOf(noun.split(' ').at(-1)!) >= 3;
  let named = false;
  let turn = 0;
  // Sentences of the paragraph that name the thing so far: past two, it goes by 'it' or another name.
  let times = 0;
  for (let i = 0; i < out.length; i += 1) {
    const sentence = out[i]!;
    if (i > 0 && any.test(out[i - 1]!)) times += 1;
    if (!named) {
      if (any.test(sentence)) named = true;
      continue;
    }
    // A long word ('caterpillar', 'volcano') grates sooner: once named, it goes by 'it' where it can.
    const often = times >= (long ? 1 : 2);
    // 'loved kites. It was...' would point at kites in general: only the thing itself, just named, becomes 'It'.
    const previousNamedIt = single.test(out[i - 1] ?? '') || /\bit\b/i.test(outsideSpeech(out[i - 1] ?? ''));
    const spoken = sentence.match(/["“][^"”]*["”]/g) ?? [];
    // Work on the narration only: mask speech, change, unmask.
    let masked = sentence;
    spoken.forEach((s, k) => (masked = masked.replace(s, `\u0001${k}\u0001`)));
    const narration = masked;
    const subject = subjectRe.exec(masked);
    // A short sentence keeps its noun: 'It was safe.' would read alike in every story.
    if (subject && previousNamedIt && (often || sentence.split(' ').length >= 10)) {
      masked = `${It}${masked.slice(subject[0].length)}`;
    } else {
      const object = objectRe.exec(masked);
      if (object) {
        turn += 1;
        // 'it' just after the thing was named (read aloud, a kite named in every sentence grates), and
        // every other time after a sentence that said 'it'; else 'the kite' (a possessive 'his kite' keeps it).
        const near = single.test(outsideSpeech(out[i - 1] ?? ''));
        const replacement =
          near || (previousNamedIt && (often || turn % 2 === 1))
            ? it
            : /^(?:his|her|their|its)\b/i.test(object[0])
              ? object[0]
              : often && other
                ? other
                : `the ${noun}`;
        // ('cleaning up his room' -> 'cleaning it up'.)
        const { before, said } =
          replacement === it
            ? pronounAfter(masked, object.index, it)
            : { before: masked.slice(0, object.index), said: replacement };
        masked = `${before}${said}${masked.slice(object.index + object[0].length)}`;
      }
    }
    // In speech too, a long word just named is 'it' ('"Where is the caterpillar?" "We will find it!"');
    // a short one is said again, which keeps the line this story's own.
    const narrationSaid = masked !== narration;
    const answered = spoken.map((said) => {
      const object = speechObject(noun).exec(said);
      if (!object || !long || narrationSaid || !any.test(out[i - 1]!) || /\bit\b/i.test(said)) return said;
      return `${said.slice(0, object.index)}${object[1]}${it}${said.slice(object.index + object[0].length)}`;
    });
    answered.forEach((s, k) => (masked = masked.replace(`\u0001${k}\u0001`, s)));
    out[i] = masked;
  }
  return out;
}

/** How many times a story may call its hero 'the cheerful boy' or its friend 'his grandpa' before it says their names. */
const DESCRIBED_TIMES = 2;

/**
 * Across the whole story, a describing phrase said often ('the cheerful boy' six times, 'his
 * grandpa' eleven) gives way to the name after its first few times, as a person reading aloud would.
 */
export function nameOftenDescribed(paragraphs: readonly string[], plan: StoryPlan): string[] {
  const { hero, friend } = plan;
  const rules: { pattern: RegExp; name: string }[] = [
    { pattern: describedPattern(`${hero.look} ${kindWordOf(hero)}`, 'the'), name: hero.name },
  ];
  if (friend?.relation)
    rules.push({
      // ('her cousin Jordan', 'in came her cousin, Jordan' already say the name.)
      pattern: describedPattern(friend.relation, 'my|his|her|their|your|its', friend.name),
      name: friend.name,
    });
  let out = [...paragraphs];
  for (const { pattern, name } of rules) {
    let seen = 0;
    out = out.map((paragraph) =>
      paragraph.replace(pattern, (whole, lead: string) => {
        seen += 1;
        return seen > DESCRIBED_TIMES ? `${lead}${name}` : whole;
      }),
    );
  }
  // One of the family called by the word ('Uncle', 'Auntie') is called so every time, never 'the kind auntie'.
  for (const person of [hero, friend])
    if (person && calledByWord(person))
      out = out.map((paragraph) => paragraph.replace(familyWordPattern(person), (_, lead: string) => `${lead}${person.name}`));
  // A name that now opens a sentence after the paragraph named the hero reads as 'he' or 'she'.
  return out.map((paragraph) => heroReference(sentencesOf(paragraph), plan).join(' '));
}

/** One of the family whose name is their family word: 'Uncle', 'Auntie', 'Grandma'. */
const calledByWord = (person: Person) =>
  person.kind.group === 'family' &&
  [person.kind.word, ...person.kind.words, person.called ?? ''].includes(person.name.toLowerCase());

/** 'the uncle', 'the funny auntie': the family word with 'the' and perhaps one describing word of theirs. */
const familyWordPattern = (person: Person) => {
  const looks = [...new Set([person.look, ...person.kind.looks])].map(escapeRegExp).join('|');
  const words = [...new Set([person.kind.word, ...person.kind.words, person.called ?? person.kind.word])].map(escapeRegExp);
  return new RegExp(`(^|[\\s"“(])the (?:(?:${looks}) )?(?:${words.join('|')})(?![\\p{L}])`, 'giu');
};

/** 'the cheerful boy', at a word boundary ('Well done, cheerful boy' is how one speaks to him, and stays). */
const describedPattern = (phrase: string, determiners: string, named = '') =>
  new RegExp(
    `(^|[\\s"“(])(?:${determiners}) ${escapeRegExp(phrase)}(?![\\p{L}])${named ? `(?!,? ${escapeRegExp(named)})` : ''}`,
    'giu',
  );

/** A sentence this long or shorter may take two words more. */
const ROOMY = 12;
const wordsIn = (sentence: string) => sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The words that say what the hero is: 'puppy', 'dog', 'dogs', 'doggy'. */
export const kindWordsOf = (hero: StoryPlan['hero']) =>
  [...new Set([kindWordOf(hero), hero.kind.word, hero.kind.plural, ...hero.kind.words])].filter(Boolean);

/**
 * A hero who is no person (a puppy, a snail, a robot) is recognisable in every paragraph by itself:
 * each paragraph is pictured on its own, and 'Pip' alone could be anyone. A paragraph that never
 * says what the hero is calls them so once, where they are told of outside speech: a later 'Pip'
 * becomes 'the puppy' (or 'the bouncy puppy') when the paragraph names Pip again, else the first
 * becomes 'Pip the puppy'. People need nothing (a picture of a child is a picture of a child), but one who is
 * known by what they do is said to be one on the first page.
 */
export function kindInEveryParagraph(paragraphs: readonly string[], plan: StoryPlan): string[] {
  const { hero } = plan;
  // (One that grows is called by what it is at each stage, 'Sprout the tadpole', then 'Sprout the frog': never the first kind again.)
  // A pirate, a knight or an astronaut is said to be one on the first page at least ('Jamie the pirate'): else nothing
  // ever says who Jamie is.
  const role = hero.kind.human && hero.kind.group === 'role';
  if ((hero.kind.human && !role) || !hero.name || plan.lifeCycle) return [...paragraphs];
  const kinds = kindWordsOf(hero);
  const kind = kindWordOf(hero);
  if (mentionsAny(hero.name, kinds)) return [...paragraphs];
  // A name children have too ('Mateo') says 'a boy' to one who sees the page alone, 'the tortoise'
  // beside it could be another: only 'Mateo the tortoise' says what he is, so the kind goes by the name.
  const childsName = role || pronounOfName(hero.name) !== null;
  const byName = new RegExp(
    `(?<![\\p{L}])${escapeRegExp(hero.name)} the (?:${kinds.map(escapeRegExp).join('|')})(?![\\p{L}])`,
    'u',
  );
  // (A pirate is a person: 'a little pirate' anywhere on the page says what Jamie is.)
  // Nor does 'the snail' alone where two snails race: it could be either.
  const byNameOnly = childsName || (plan.friend !== null && plan.friend.kind === hero.kind);
  const saysKind = (paragraph: string) => (childsName && !role ? byName.test(paragraph) : mentionsAny(paragraph, kinds));
  const described = [`the ${kind}`];
  // 'the hungry caterpillar' is a mouthful: a long kind word goes without a describing word.
  if (syllablesOf(kind) < 3) {
    described.push(`the ${hero.look} ${kind}`);
    if (hero.kind.size === 'tiny' || hero.kind.size === 'small') described.push(`the little ${kind}`);
  }
  // The name where it tells of the hero: not inside speech, not already 'Pip the ...'.
  // (Nor inside the name a superhero goes by: 'Super Sprout' stays so, never 'Super the cat'.)
  const nameAt = new RegExp(`(?<![\\p{L}])(?<!\\b(?:Super|Mighty) )${escapeRegExp(hero.name)}(?![\\p{L}])(?! the )`, 'gu');
  let turn = 0;
  return paragraphs.map((paragraph, i) => {
    if (saysKind(paragraph) || (role && i > 0)) return paragraph;
    const sentences = sentencesOf(paragraph);
    const spots: { sentence: number; at: number; start: boolean }[] = [];
    sentences.forEach((sentence, s) => {
      // Speech is masked with characters of the same length, so places in the mask are places in the sentence.
      const masked = sentence.replace(/["“][^"”]*["”]/g, (speech) => '\u0001'.repeat(speech.length));
      for (const match of masked.matchAll(nameAt)) {
        const before = masked.slice(0, match.index);
        // 'named Pip' / 'called Pip' introduce the name and keep it.
        if (/\b(?:named|called)\s*$/.test(before)) continue;
        spots.push({ sentence: s, at: match.index, start: before.trim() === '' });
      }
    });
    const out = [...sentences];
    if (spots.length === 0) {
      // Not named here (a paragraph split off another): the first 'She ...' that tells of the hero says who.
      const opener = SUBJECT[hero.pronoun];
      // 'It' may be the weather or the thing ('It was a sunny day'): only an 'It' opening the paragraph with a deed is the hero.
      const at =
        hero.pronoun === 'it'
          ? /^It (?!(?:was|is|felt|seemed|looked|had been)\b)/.test(sentences[0] ?? '')
            ? 0
            : -1
          : sentences.findIndex((s) => s.startsWith(`${opener} `));
      if (at >= 0) out[at] = `${hero.name} the ${kind}${agreeWithName(out[at]!.slice(opener.length))}`;
      else {
        // '"Good night," she said.' -> '"Good night," said Sakura the unicorn.'
        const tag = new RegExp(`(["”]) ${hero.pronoun} (said|whispered|asked|called|sighed|cried)\\b`);
        const t = out.findIndex((s) => tag.test(s));
        if (t < 0) return paragraph;
        out[t] = out[t]!.replace(tag, `$1 $2 ${hero.name} the ${kind}`);
      }
      return out.join(' ');
    }
    // Named twice or more, a later mention says what the hero is ('Pip ran... The puppy stopped'); named once, it says both.
    // 'the snail' for a later 'Sofía' is shorter to read than 'Sofía the snail', and says the name less often.
    const later = byNameOnly
      ? undefined
      : spots.slice(1).find((spot) => spot.sentence > spots[0]!.sentence && wordsIn(out[spot.sentence]!) <= ROOMY + 1);
    if (later) {
      // Mostly plainly 'the snail'; now and then 'the slow snail'.
      const words = described[turn % 3 === 2 ? turn % described.length : 0]!;
      turn += 1;
      const sentence = out[later.sentence]!;
      const said = later.start ? words.charAt(0).toUpperCase() + words.slice(1) : words;
      out[later.sentence] = `${sentence.slice(0, later.at)}${said}${ownerAfterKind(sentence.slice(later.at + hero.name.length))}`;
    } else {
      // In a short sentence: 'Pip the puppy' adds two words, and a long line grows no longer.
      const roomy = spots.filter((s) => wordsIn(out[s.sentence]!) <= ROOMY);
      // Named only in a long line: a later 'She' in a short one says what she is ('The snail crept on', 'Sofía the snail crept on').
      const opener = SUBJECT[hero.pronoun];
      const short = out.findIndex(
        (s, k) => k > spots[0]!.sentence && s.startsWith(`${opener} `) && wordsIn(s) + (byNameOnly ? 2 : 1) <= MAX_WORDS,
      );
      if (roomy.length === 0 && short >= 0) {
        out[short] = `${byNameOnly ? `${hero.name} the` : 'The'} ${kind}${agreeWithName(out[short]!.slice(opener.length))}`;
        return out.join(' ');
      }
      // Or a short line the hero says: '"I want to climb it," said Sofía the snail.'
      const tag = new RegExp(`(["”]) ${hero.pronoun} (${SPEECH_VERBS})\\b`);
      const said = out.findIndex((s, k) => k > spots[0]!.sentence && tag.test(s) && wordsIn(s) <= ROOMY);
      if (roomy.length === 0 && said >= 0) {
        out[said] = out[said]!.replace(tag, `$1 $2 ${hero.name} the ${kind}`);
        return out.join(' ');
      }
      // Else the shortest sentence that names the hero.
      const spot = roomy[0] ?? [...spots].sort((a, b) => wordsIn(out[a.sentence]!) - wordsIn(out[b.sentence]!))[0]!;
      // 'Pip the puppy’s tail' only where the paragraph never names Pip but as an owner.
      const other =
        (roomy.length > 0 ? roomy : [spot]).find((s) => !/^['’]s\b/.test(out[s.sentence]!.slice(s.at + hero.name.length))) ??
        spot;
      const o = out[other.sentence]!;
      out[other.sentence] =
        `${o.slice(0, other.at + hero.name.length)} the ${kind}${ownerAfterKind(o.slice(other.at + hero.name.length))}`;
    }
    return out.join(' ');
  });
}

/** 'Buttons' paws' -> 'Buttons the bear's paws': a name's bare apostrophe, moved onto a kind word, takes its 's. */
const ownerAfterKind = (rest: string) => rest.replace(/^(['’])(?![sS]\b)/, '$1s');

/** A first word that names the thing's sort by itself: a 'model volcano' is 'the model', a 'toy train' 'the toy'. */
const SORT_WORDS = new Set(['model', 'toy']);

/**
 * A thing of two or more words ('model volcano', 'paper boat', 'sand castle') is said in full where
 * a paragraph first names it, and after the story's first such paragraph by its last word ('the
 * boat'), which reads easier. Where that word names something else of the story too (a volcano
 * the hero visits beside a model one), a first word that says the sort ('the model') stands in, and
 * a paragraph that names the word nowhere else keeps its first mention whole. Speech is left as said.
 */
export function thingByHead(paragraphs: readonly string[], plan: StoryPlan): string[] {
  const thing = plan.thing;
  if (!thing || thing.named || thing.mass || thing.plural) return [...paragraphs];
  const words = thing.noun.split(' ');
  if (words.length < 2) return [...paragraphs];
  const head = words.at(-1)!;
  const full = new RegExp(`(?<![\\p{L}])(${DETERMINER}) ${escapeRegExp(thing.noun)}(?![\\p{L}])`, 'giu');
  const masked = (text: string) => text.replace(/["“][^"”]*["”]/g, (speech) => '\u0001'.repeat(speech.length));
  // Anything else the story calls by the head word ('to the volcano', 'about volcanoes').
  const elsewhere = (text: string) => mentions(text.replace(new RegExp(escapeRegExp(thing.noun), 'giu'), ''), head);
  const clash = paragraphs.some((p) => elsewhere(p));
  const sort = SORT_WORDS.has(words[0]!.toLowerCase()) ? words[0]! : null;
  if (clash && !sort) return [...paragraphs];
  let named = false;
  return paragraphs.map((paragraph) => {
    const narration = masked(paragraph);
    const spots = [...narration.matchAll(full)];
    if (spots.length === 0) return paragraph;
    if (!named) {
      named = true;
      return paragraph;
    }
    // Each paragraph says what the thing is, as a whole word at least: a picture of 'the model' alone could be anything.
    const keepFirst = clash && !hasWord(paragraph.replace(new RegExp(escapeRegExp(thing.noun), 'giu'), ''), head);
    let out = paragraph;
    for (const spot of (keepFirst ? spots.slice(1) : spots).reverse()) {
      const determiner = spot[1]!;
      const said = clash ? `${determiner} ${sort!}` : `${determiner} ${head}`;
      out = `${out.slice(0, spot.index)}${said}${out.slice(spot.index + spot[0].length)}`;
    }
    return out;
  });
}

/** Times a topic named with what it is of ('the life cycle of a butterfly') is said whole before its head stands for it. */
const TOPIC_WHOLE = 2;

/**
 * A topic of many words said often ('the life cycle of a butterfly' five times) is, after its first
 * times, said by its head: 'the life cycle', 'the Great Fire'; the story has said whose. A fact is
 * left in its own words.
 */
export function topicByHead(paragraphs: readonly string[], plan: StoryPlan): string[] {
  const title = plan.topic?.title;
  const parts = title ? /^the (.+?) of .+$/.exec(title) : null;
  if (!title || !parts) return [...paragraphs];
  const head = `the ${parts[1]!}`;
  const whole = new RegExp(`(?<![\\p{L}])${escapeRegExp(title)}(?![\\p{L}])`, 'giu');
  const facts = plan.facts.map((fact) => fact.split(' ').slice(0, 5).join(' '));
  return wholeThenShort(
    paragraphs,
    whole,
    TOPIC_WHOLE,
    () => head,
    (sentence) => facts.some((fact) => sentence.includes(fact)),
  );
}

/**
 * The paragraphs with what `pattern` (global) finds said as found its first `times` times, then as
 * `short` says it (given the words with a small first letter; a capital stays). Sentences `keep`
 * picks are left in their own words and not counted.
 */
export function wholeThenShort(
  paragraphs: readonly string[],
  pattern: RegExp,
  times: number,
  short: (said: string) => string,
  keep?: (sentence: string) => boolean,
): string[] {
  let seen = 0;
  const shorten = (text: string) =>
    text.replace(pattern, (said) => {
      seen += 1;
      if (seen <= times) return said;
      const shorter = short(said.charAt(0).toLowerCase() + said.slice(1));
      return /^\p{Lu}/u.test(said) ? shorter.charAt(0).toUpperCase() + shorter.slice(1) : shorter;
    });
  return paragraphs.map((paragraph) => {
    if (!keep) return shorten(paragraph);
    pattern.lastIndex = 0;
    if (!pattern.test(paragraph)) return paragraph;
    pattern.lastIndex = 0;
    return sentencesOf(paragraph)
      .map((sentence) => (keep(sentence) ? sentence : shorten(sentence)))
      .join(' ');
  });
}
