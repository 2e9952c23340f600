/** 'What colour was Peanut's shell?': a colour word and the thing it paints. */
import type { Candidate, StoryText } from '../candidate.js';
import { clauseStart, subjectAt } from '../clause.js';
import { colourChoices, colourKey, isColour } from '../lexicon/colours.js';
import type { Sentence, Token } from '../sentences.js';
import { capitalise, hasTag, isPlural, POSSESSIVES } from '../words.js';

/** Words that may follow the painted thing ('a red kite with', 'the blue door and'). */
const ENDS_THING = new Set([
  'with',
  'and',
  'in',
  'on',
  'at',
  'of',
  'for',
  'to',
  'from',
  'by',
  'near',
  'under',
  'behind',
  'that',
  'which',
  'who',
  'was',
  'were',
  'is',
  'are',
  'had',
  'has',
  'over',
  'into',
  'across',
  'around',
  'beside',
  'as',
  'so',
  'but',
  'or',
]);

/** Things a colour question about reads oddly ('What colour was the smile?'). */
const NOT_THINGS = new Set([
  'smile',
  'idea',
  'light',
  'day',
  'time',
  'morning',
  'evening',
  'night',
  'afternoon',
  'dream',
  'wish',
  'way',
  'one',
  'ones',
  'colour',
  'color',
  'eye',
  'glow',
  'shade',
]);

interface Painted {
  colour: Token;
  /** The thing: 'shell', 'moon dust'. */
  thing: Token[];
  owner?: string;
  sentence: Sentence;
}

function paintedThings(story: StoryText): Painted[] {
  return story.sentences.flatMap((sentence) => {
    const tokens = sentence.tokens;
    return tokens.flatMap((token, i): Painted[] => {
      if (!isColour(token.lower) || token.post || !hasTag(token, 'Adjective')) return [];
      // 'like a big orange ball' is a picture of something else.
      if (tokens.slice(Math.max(0, i - 3), i).some((t) => t.lower === 'like' || t.lower === 'as')) return [];
      const thing: Token[] = [];
      for (let j = i + 1; j < tokens.length && thing.length < 2; j += 1) {
        const next = tokens[j]!;
        if (!/^[a-z]+$/.test(next.text) || !hasTag(next, 'Noun') || hasTag(next, 'Pronoun')) break;
        thing.push(next);
        if (next.post) break;
      }
      if (thing.length === 0 || NOT_THINGS.has(thing[thing.length - 1]!.root)) return [];
      // The thing must end there: in 'pink paw prints' it is not the paw that is pink.
      const last = thing[thing.length - 1]!;
      const after = tokens[i + thing.length + 1];
      if (!last.post && after && /^[a-z]/.test(after.text) && !ENDS_THING.has(after.lower) && !hasTag(after, 'PastTense'))
        return [];
      return [{ colour: token, thing, sentence, ...ownerOf(story, sentence, i) }];
    });
  });
}

/** 'Peanut ..., with a shiny green shell', 'Leo ... his red kite': the thing is the subject's. */
function ownerOf(story: StoryText, sentence: Sentence, colourAt: number): { owner?: string } {
  const tokens = sentence.tokens;
  const subject = subjectAt(story, sentence, clauseStart(tokens));
  if (!subject?.character) return {};
  let j = colourAt - 1;
  while (j > 0 && hasTag(tokens[j], 'Adjective') && !tokens[j]!.post) j -= 1;
  const opener = tokens[j];
  if (!opener) return {};
  if (POSSESSIVES.has(opener.lower) && !['their', 'its', 'my', 'our', 'your'].includes(opener.lower)) {
    return { owner: subject.character.name };
  }
  if ((opener.lower === 'a' || opener.lower === 'an') && tokens[j - 1]?.lower === 'with' && tokens[j - 2]?.post === ',') {
    return { owner: subject.character.name };
  }
  return {};
}

export function colourQuestions(story: StoryText): Candidate[] {
  const painted = paintedThings(story);
  const thingKey = (p: Painted) => p.thing.map((t) => t.root).join(' ');
  return painted.flatMap((p) => {
    // A thing painted two colours in the story has no one answer.
    const colours = new Set(
      painted.filter((other) => thingKey(other) === thingKey(p)).map((other) => colourKey(other.colour.lower)),
    );
    if (colours.size > 1) return [];
    const thing = p.thing.map((t) => t.lower).join(' ');
    const whose = p.owner ? `${p.owner}'s` : 'the';
    const verb = isPlural(p.thing[p.thing.length - 1]!) ? 'were' : 'was';
    const american = story.american || story.lower.includes('gray');
    return [
      {
        type: 'colour' as const,
        question: `What colour ${verb} ${whose} ${thing}?`,
        answer: capitalise(p.colour.lower),
        near: [],
        far: colourChoices(p.colour.lower, american).map(capitalise),
        about: `colour:${thingKey(p)}`,
        sentence: p.sentence.index,
        weight: 2.5,
      },
    ];
  });
}
