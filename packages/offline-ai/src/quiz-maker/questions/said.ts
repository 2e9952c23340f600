/** 'Who said "Follow me"?': a line of speech and the character who said it. */
import type { Candidate, StoryText } from '../candidate.js';
import { characterChoices } from '../choices.js';

const SAYING =
  'said|asked|called|shouted|cried|whispered|laughed|replied|added|exclaimed|giggled|sang|yelled|cheered|answered|squeaked|gasped';
const MIN_WORDS = 2;
const MAX_WORDS = 10;

interface Line {
  quote: string;
  speaker: string;
  sentence: number;
}

/** Speech and its speaker in the three usual shapes, and a quote whose 'said Maya.' follows it. */
function lines(story: StoryText): Line[] {
  const found: Line[] = [];
  const after = new RegExp(`^"([^"]+)"\\s*(?:(?:${SAYING})\\s+([A-Z][\\w' ]*?)|([A-Z][\\w' ]*?)\\s+(?:${SAYING}))[.!]?$`);
  const before = new RegExp(`^([A-Z][\\w' ]*?)\\s+(?:\\w+\\s+and\\s+)?(?:${SAYING})(?:\\s+\\w+ly)?,\\s*"([^"]+)"$`);
  const speakerOnly = new RegExp(`^(?:(?:${SAYING})\\s+([A-Z][\\w' ]*?)|([A-Z][\\w' ]*?)\\s+(?:${SAYING}))\\.$`);
  story.sentences.forEach((sentence, i) => {
    const text = sentence.text;
    if ((text.match(/"/g) ?? []).length > 2) return;
    let match = after.exec(text);
    if (match) return found.push({ quote: match[1]!, speaker: (match[2] ?? match[3])!, sentence: sentence.index });
    match = before.exec(text);
    if (match) return found.push({ quote: match[2]!, speaker: match[1]!, sentence: sentence.index });
    const next = story.sentences[i + 1];
    const alone = /^"([^"]+)"$/.exec(text);
    const who = next && speakerOnly.exec(next.text);
    if (alone && who) found.push({ quote: alone[1]!, speaker: (who[1] ?? who[2])!, sentence: sentence.index });
  });
  return found;
}

const plain = (quote: string) =>
  quote
    .toLowerCase()
    .replace(/[^a-z0-9' ]/g, '')
    .trim();

export function saidQuestions(story: StoryText): Candidate[] {
  const all = lines(story);
  return all.flatMap((line) => {
    const speaker = story.cast.characters.find((c) => c.name === line.speaker);
    if (!speaker) return [];
    const words = plain(line.quote).split(/\s+/).filter(Boolean);
    if (words.length < MIN_WORDS || words.length > MAX_WORDS) return [];
    if (all.some((other) => other !== line && plain(other.quote) === plain(line.quote))) return [];
    const quote = line.quote.trim().replace(/[,.!;:]+$/, '');
    const question = quote.endsWith('?') ? `Who asked "${quote}"` : `Who said "${quote}"?`;
    return [
      {
        type: 'said' as const,
        question,
        answer: speaker.name,
        ...characterChoices(story, speaker),
        about: `said:${line.sentence}`,
        sentence: line.sentence,
        weight: 3,
      },
    ];
  });
}
