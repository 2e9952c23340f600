/**
 * 'What did Mia find under the old oak tree?', 'What did Priya give Mr Okafor?' and 'What blew
 * away in the breeze?': everyday things of the story.
 */
import { inStory, phrase, type Candidate, type StoryText } from '../candidate.js';
import { clauseStart, infinitive, subjectAt, type Subject } from '../clause.js';
import { THING_GROUPS, thingGroup } from '../lexicon/things.js';
import { nounPhraseAt, plural, thingHead, type NounPhrase } from '../noun-phrase.js';
import type { Sentence, Token } from '../sentences.js';
import { CONJUNCTIONS, PREPOSITIONS, article, capitalise, isPastAction, isPastVerb, isPlural, isVaguePronoun } from '../words.js';

const MAX_REST_WORDS = 8;
/** 'gave Mr Okafor a slice of cake' asks 'What did Priya give Mr Okafor?' */
const GIVING = new Set(['give', 'hand', 'pass', 'send', 'lend', 'show', 'offer', 'throw', 'bring']);
/** 'knitted Ember a blanket' asks 'What did Princess Amara knit for Ember?' */
const MAKING = new Set([
  'make',
  'bake',
  'knit',
  'buy',
  'cook',
  'draw',
  'paint',
  'build',
  'sew',
  'pick',
  'save',
  'find',
  'get',
  'fetch',
  'write',
]);

const clear = (tokens: readonly Token[]) =>
  tokens.every((t, i) => !isVaguePronoun(tokens, i) && !t.pre.includes('"') && !t.post.includes('"')) &&
  tokens.slice(0, -1).every((t) => !/[,;:]/.test(t.post)) &&
  !tokens.some((t) => CONJUNCTIONS.has(t.lower));

/** A thing of the lexicon, with an article or a name before it ('his kite' would read oddly as an option). */
function isThing(phrase: NounPhrase | undefined): phrase is NounPhrase {
  if (!phrase || phrase.proper || phrase.modifiers.length > 3 || !/^(?:a|an|the|[A-Z].*'s)$/.test(phrase.determiner))
    return false;
  const head = thingHead(phrase);
  return !!thingGroup(head.root) && (!phrase.of || /^[a-z]/.test(phrase.of.tokens[0]!.text));
}

/** The same words around another thing of the same sort that the story never mentions. */
function thingChoices(story: StoryText, thing: NounPhrase): string[] {
  const head = thingHead(thing);
  const many = isPlural(head) || head.lower !== head.root;
  const others = THING_GROUPS[thingGroup(head.root)!]!.filter(
    (noun) => noun !== head.root && !/s$/.test(noun) && !inStory(story, noun),
  );
  return others.map((other) => {
    const word = many ? plural(other) : other;
    if (thing.of) {
      const inner = thing.of;
      const innerWords = [...inner.modifiers.map((m) => m.lower), word];
      const innerDeterminer = inner.determiner === 'a' || inner.determiner === 'an' ? article(innerWords[0]!) : inner.determiner;
      const outer = [...thing.modifiers.map((m) => m.lower), thing.head.lower];
      const determiner = thing.determiner === 'a' || thing.determiner === 'an' ? article(outer[0]!) : thing.determiner;
      return capitalise([determiner, ...outer, 'of', innerDeterminer, ...innerWords].filter(Boolean).join(' '));
    }
    const words = [...thing.modifiers.map((m) => m.lower), word];
    const determiner = thing.determiner === 'a' || thing.determiner === 'an' ? article(words[0]!) : thing.determiner;
    return capitalise([determiner, ...words].join(' '));
  });
}

interface Found {
  candidate: Candidate;
  /** Who did what ('priya:give'): a question with two answers in the story is dropped. */
  deed: string;
}

function candidate(question: string, thing: NounPhrase, story: StoryText, sentence: Sentence): Candidate {
  return {
    type: 'what',
    question,
    answer: capitalise(phrase(thing.tokens)),
    near: [],
    far: thingChoices(story, thing),
    about: `thing:${thingHead(thing).root}`,
    sentence: sentence.index,
    weight: 2.5,
  };
}

/** 'The old map blew away in the breeze.' */
function thingDoes(story: StoryText, sentence: Sentence, start: number): Found | undefined {
  const tokens = sentence.tokens;
  const thing = tokens[start]?.lower === 'the' ? nounPhraseAt(tokens, start) : undefined;
  if (!isThing(thing) || !isPastVerb(tokens[thing.end]) || tokens[thing.end - 1]!.post) return undefined;
  const verb = tokens[thing.end]!;
  const rest = tokens.slice(thing.end + 1);
  if (rest.length < 1 || rest.length > MAX_REST_WORDS || !clear(rest)) return undefined;
  const found = candidate(`What ${verb.text} ${phrase(rest)}?`, thing, story, sentence);
  return {
    deed: `${thingHead(thing).root}:${verb.root}`,
    candidate: { ...found, answer: capitalise(found.answer.toLowerCase()) },
  };
}

/** Whom a thing is given to or made for: a character, or a family word ('her mum'). */
function receiver(story: StoryText, tokens: readonly Token[], at: number): { text: string; end: number } | undefined {
  const named = story.cast.at(tokens as Token[], at);
  if (named && !tokens[at + named.length - 1]!.post) return { text: named.character.name, end: at + named.length };
  return undefined;
}

/** 'Mia found the kite under an old oak tree.', 'Priya gave Mr Okafor a slice of cake.' */
function doesToThing(story: StoryText, sentence: Sentence, subject: Subject): Found | undefined {
  const tokens = sentence.tokens;
  const verb = tokens[subject.end];
  if (!isPastAction(verb) || tokens[subject.end - 1]!.post) return undefined;
  const to = receiver(story, tokens, subject.end + 1);
  const giving = to && GIVING.has(verb!.root);
  const making = to && MAKING.has(verb!.root);
  const object = nounPhraseAt(tokens, to && (giving || making) ? to.end : subject.end + 1);
  if (!isThing(object)) return undefined;
  const last = tokens[object.end - 1]!;
  // 'packed a basket of apples and walked up the path': the question stops at the thing.
  const more = tokens[object.end]?.lower === 'and' && !last.post && isPastVerb(tokens[object.end + 1]);
  const rest = more ? [] : tokens.slice(object.end);
  if (rest.length && (last.post || !PREPOSITIONS.has(rest[0]!.lower) || rest.length > MAX_REST_WORDS || !clear(rest)))
    return undefined;
  const after = rest.length ? ` ${phrase(rest)}` : '';
  const action = `${subject.text} ${infinitive(verb!)}`;
  const question = giving
    ? `What did ${action} ${to!.text}${after}?`
    : making
      ? `What did ${action} for ${to!.text}${after}?`
      : `What did ${action}${after}?`;
  return { deed: `${subject.key}:${verb!.root}`, candidate: candidate(question, object, story, sentence) };
}

export function whatQuestions(story: StoryText): Candidate[] {
  const found: Found[] = [];
  for (const sentence of story.sentences) {
    if (sentence.quoted) continue;
    const start = clauseStart(sentence.tokens);
    const subject = subjectAt(story, sentence, start);
    const one = subject ? doesToThing(story, sentence, subject) : thingDoes(story, sentence, start);
    if (one) found.push(one);
  }
  // 'What did Leo find?' has one answer only if Leo finds one thing in the whole story.
  const once = (deed: string) => found.filter((other) => other.deed === deed).length === 1 && (story.deeds.get(deed) ?? 1) <= 1;
  return found.filter((f) => once(f.deed)).map((f) => f.candidate);
}
