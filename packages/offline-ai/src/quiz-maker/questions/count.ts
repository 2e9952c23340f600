/** 'How many ducks were in the pond?': a small count of things in the story. */
import { phrase, type Candidate, type StoryText } from '../candidate.js';
import { clauseStart, infinitive, subjectAt } from '../clause.js';
import { countValue, writeCount } from '../lexicon/numbers.js';
import type { Sentence, Token } from '../sentences.js';
import { WHERE_PREPOSITIONS, capitalise, hasTag, isPastAction, isPastVerb, isPlural, isPronoun } from '../words.js';

/** Counts of time or size are facts, not things to count ('three thousand years'). */
const NOT_COUNTED = new Set([
  'year',
  'day',
  'time',
  'minute',
  'hour',
  'second',
  'week',
  'month',
  'thousand',
  'hundred',
  'million',
  'metre',
  'meter',
  'mile',
  'kilometre',
  'foot',
  'feet',
  'inch',
  'o',
  'oclock',
]);

/** Nouns whose plural is spelt like the singular: 'four silver fish'. */
const SAME_PLURAL = new Set(['fish', 'sheep', 'deer', 'mice', 'geese', 'children', 'people', 'feet', 'teeth']);

interface Counted {
  value: number;
  number: Token;
  /** The counted words: 'tiny crabs'. */
  things: Token[];
  question: string;
  sentence: Sentence;
}

function countedIn(story: StoryText, sentence: Sentence): Counted[] {
  const tokens = sentence.tokens;
  return tokens.flatMap((token, i): Counted[] => {
    const value = countValue(token.lower);
    if (value === undefined || value < 2 || token.post || hasTag(tokens[i - 1], 'Value')) return [];
    const things: Token[] = [];
    let j = i + 1;
    for (; j < tokens.length && things.length < 3; j += 1) {
      const next = tokens[j]!;
      if (!/^[a-z-]+$/.test(next.text) || (!hasTag(next, 'Adjective') && !hasTag(next, 'Noun'))) break;
      things.push(next);
      if (next.post || isPlural(next) || SAME_PLURAL.has(next.lower)) break;
    }
    const noun = things[things.length - 1];
    if (!noun || !(isPlural(noun) || SAME_PLURAL.has(noun.lower)) || NOT_COUNTED.has(noun.root) || hasTag(noun, 'Value'))
      return [];
    const counted = phrase(things);
    const question = questionFor(story, sentence, i, j + 1, counted);
    return question ? [{ value, number: token, things, question, sentence }] : [];
  });
}

/** 'There were five ducks in the pond.' or 'Mia found three shells.' */
function questionFor(story: StoryText, sentence: Sentence, at: number, after: number, counted: string): string | undefined {
  const tokens = sentence.tokens;
  const start = clauseStart(tokens);
  if (tokens[start]?.lower === 'there' && ['were', 'are'].includes(tokens[start + 1]?.lower ?? '') && start + 2 === at) {
    const rest = tokens.slice(after);
    const place =
      rest.length > 1 && WHERE_PREPOSITIONS.has(rest[0]!.lower) && rest.every((t) => !isPronoun(t))
        ? ` ${phrase(rest)}`
        : ' there';
    return `How many ${counted} ${tokens[start + 1]!.lower}${place}?`;
  }
  // 'Mia found three shells', or 'Bolt rolled across a crater and found six rocks'.
  const subject = subjectAt(story, sentence, start);
  const verb = tokens[at - 1];
  if (!subject || !isPastAction(verb) || tokens[subject.end - 1]!.post) return undefined;
  if (at - 1 !== subject.end && (tokens[at - 2]?.lower !== 'and' || !isPastVerb(tokens[subject.end]))) return undefined;
  if (tokens.slice(subject.end, at - 1).some((t) => isPronoun(t) || t.post === '"')) return undefined;
  return `How many ${counted} did ${subject.text} ${infinitive(verb!)}?`;
}

export function countQuestions(story: StoryText): Candidate[] {
  const all = story.sentences.flatMap((s) => countedIn(story, s));
  return all.flatMap((c) => {
    const noun = c.things[c.things.length - 1]!.root;
    // Two counts of the same things would make two right answers.
    if (all.some((other) => other !== c && other.things[other.things.length - 1]!.root === noun)) return [];
    const asWord = !/^\d+$/.test(c.number.text);
    const near = [c.value + 1, c.value - 1, c.value + 2, c.value - 2, c.value + 3, c.value + 4].filter((n) => n >= 1 && n <= 20);
    return [
      {
        type: 'count' as const,
        question: c.question,
        answer: capitalise(c.number.text.toLowerCase()),
        near: [],
        far: near.map((n) => capitalise(writeCount(n, asWord))),
        about: `count:${noun}`,
        sentence: c.sentence.index,
        weight: 3,
      },
    ];
  });
}
