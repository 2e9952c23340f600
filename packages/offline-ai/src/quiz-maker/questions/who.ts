/** "Who came in with a big smile?": the subject of a simple sentence, asked about. */
import { phrase, type Candidate, type StoryText } from '../candidate.js';
import { animalChoices, characterChoices, familyChoices, type Choices } from '../choices.js';
import { clauseStart, subjectAt, type Subject } from '../clause.js';
import type { Token } from '../sentences.js';
import { CONJUNCTIONS, capitalise, hasTag, isCapitalised, isPastVerb, isVaguePronoun } from '../words.js';

const MAX_REST_WORDS = 12;

/** The rest of the sentence makes a clear question: no pronoun to guess at, one clause, not too long. */
function usableRest(rest: readonly Token[]): boolean {
  if (rest.length < 2 || rest.length > MAX_REST_WORDS) return false;
  if (rest.some((token, i) => isVaguePronoun(rest, i) || token.pre.includes('"') || token.post.includes('"'))) return false;
  if (rest.slice(0, -1).some((token) => /[,;:]/.test(token.post))) return false;
  // 'rolled out the dough and Noah cut ...' has two subjects; 'climbed up and untied the balloon' is fine.
  return !rest.some(
    (token, i) =>
      CONJUNCTIONS.has(token.lower) &&
      !isPastVerb(rest[i + 1]) &&
      rest.slice(i + 1).some((t) => hasTag(t, 'Verb') || isCapitalised(t)),
  );
}

interface Deed {
  subject: Subject;
  verb: Token;
  rest: Token[];
  sentence: number;
}

function deeds(story: StoryText): Deed[] {
  return story.sentences.flatMap((sentence) => {
    if (sentence.quoted) return [];
    const start = clauseStart(sentence.tokens);
    const subject = subjectAt(story, sentence, start);
    if (!subject || (!subject.character && !subject.noun && !subject.relation)) return [];
    const verb = sentence.tokens[subject.end];
    if (!isPastVerb(verb) || sentence.tokens[subject.end - 1]!.post) return [];
    return [{ subject, verb: verb!, rest: sentence.tokens.slice(subject.end + 1), sentence: sentence.index }];
  });
}

/** Who did the same thing elsewhere in the story: never a wrong option. */
function sameDeed(all: readonly Deed[], deed: Deed): Set<string> {
  const what = (d: Deed) => `${d.verb.root} ${d.rest[0]?.lower ?? ''}`;
  return new Set(all.filter((d) => what(d) === what(deed)).map((d) => d.subject.key));
}

/** Wrong options for a character or an unnamed animal ('The snail'), of the same kind. */
function whoChoices(story: StoryText, subject: Subject, exclude: ReadonlySet<string>): Choices {
  if (subject.character) return characterChoices(story, subject.character, exclude);
  if (subject.relation) return familyChoices(story, subject.relation);
  const { noun, adjectives } = subject.noun!;
  return { near: [], far: animalChoices(story, noun).map((animal) => ['The', ...adjectives, animal].join(' ')) };
}

export function whoQuestions(story: StoryText): Candidate[] {
  const all = deeds(story);
  return all.flatMap((deed) => {
    if (!usableRest(deed.rest)) return [];
    const answerKey = deed.subject.key;
    if (deed.rest.some((token) => answerKey.split(' ').includes(token.lower))) return [];
    const choices = whoChoices(story, deed.subject, sameDeed(all, deed));
    return [
      {
        type: 'who' as const,
        question: `Who ${deed.verb.text} ${phrase(deed.rest)}?`,
        answer: capitalise(deed.subject.text),
        ...choices,
        about: `deed:${deed.sentence}`,
        sentence: deed.sentence,
        weight: 2,
      },
    ];
  });
}
