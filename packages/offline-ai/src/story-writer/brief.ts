/**
 * The same knowledge for any story writer: what the idea says (hero, kind, pronoun, companions,
 * place, goal, trouble), what it should teach (a knowledge-base topic's facts and terms, a reference
 * page's facts and key terms), and a review of the written story against it. Hosted providers put
 * the brief into their prompt and review the model's answer before it is shown.
 */
import { kindByWord, settingById, understandIdea, type Pronoun } from '../language/index.js';
import type { StoryIdea } from '../types.js';
import { checkStory, type StoryCheck, type StoryExpectations } from './check.js';
import { findTopics } from './knowledge/index.js';
import { readPages, type PageKnowledge } from './story-writer.js';

export interface StoryBrief {
  ages: string;
  hero: { name: string | null; kind: string; pronoun: Pronoun | null };
  companions: { name: string | null; kind: string; relation: string | null }[];
  place: string | null;
  goal: string | null;
  trouble: string | null;
  topic: { title: string; facts: string[]; terms: string[] } | null;
  page: PageKnowledge;
  /** What the review holds the story to. */
  expect: StoryExpectations;
  /** Grade and sentence length the review allows. */
  maxGrade: number;
  maxSentenceWords: number;
}

const PRONOUNS: Record<Pronoun, string> = { she: 'she/her', he: 'he/him', they: 'they/them', it: 'it/its' };

export async function briefFor(idea: Pick<StoryIdea, 'prompt' | 'referenceImages' | 'heroName'>): Promise<StoryBrief> {
  const understanding = understandIdea(
    idea.prompt.replace(/\s+/g, ' ').trim(),
    idea.heroName ? { hero: { name: idea.heroName } } : {},
  );
  const page = await readPages(idea.referenceImages, understanding.topic?.words ?? []);
  const best = findTopics(understanding)[0];
  const teach = understanding.educational && best !== undefined && best.score >= 2;
  const hero = understanding.hero;
  const setting =
    understanding.places.find((p) => p.named)?.named?.name ??
    (understanding.setting ? settingById(understanding.setting).name : null);
  const goalPhrase = understanding.goal?.phrase ?? null;
  const possessive = hero?.pronoun === 'she' ? 'her' : hero?.pronoun === 'he' ? 'his' : hero?.pronoun === 'it' ? 'its' : 'their';
  const wanted = understanding.wanted?.head ?? understanding.goal?.object?.head ?? null;
  return {
    ages: '4 to 8',
    hero: { name: hero?.name ?? null, kind: hero?.kind.word ?? 'child', pronoun: hero?.pronoun ?? null },
    companions: understanding.companions.map((c) => ({ name: c.name, kind: c.kind.word, relation: c.relation })),
    place: setting,
    goal: goalPhrase ? goalPhrase.replace(/\{their\}/g, possessive) : null,
    trouble: understanding.trouble?.text ?? null,
    topic: teach ? { title: best.topic.title, facts: best.topic.facts.map((f) => f.text), terms: [...best.topic.terms] } : null,
    page,
    expect: {
      hero: { name: hero?.name ?? '', kind: hero?.kind ?? kindByWord('child'), pronoun: hero?.pronoun ?? null },
      others: understanding.companions.map((c) => ({ name: c.name, kind: c.kind, pronoun: c.pronoun })),
      names: [hero?.name, ...understanding.companions.map((c) => c.name)].filter((n): n is string => Boolean(n)),
      goalWords: wanted ? [wanted] : [],
      goalPhrase,
      terms: [...page.terms, ...(teach ? best.topic.terms : [])],
    },
    maxGrade: 4.5,
    maxSentenceWords: 25,
  };
}

/** The brief as prompt lines for a language model. */
export function briefLines(brief: StoryBrief): string[] {
  const lines = [`Readers: children aged ${brief.ages}. Short sentences (at most 20 words), simple words, some dialogue.`];
  const { hero } = brief;
  if (hero.name)
    lines.push(
      `Hero: ${hero.name}${hero.kind !== 'child' ? `, a ${hero.kind}` : ''}${hero.pronoun ? ` (${PRONOUNS[hero.pronoun]})` : ''}. Write the name exactly "${hero.name}" and keep the hero a ${hero.kind} throughout; the title names ${hero.name}.`,
    );
  else if (hero.kind !== 'child')
    lines.push(
      `Hero: a ${hero.kind}${hero.pronoun ? ` (${PRONOUNS[hero.pronoun]})` : ''}; keep the hero a ${hero.kind} throughout.`,
    );
  for (const c of brief.companions)
    lines.push(
      `Companion: ${c.name ? `${c.name}, ` : ''}a ${c.kind}${c.relation && c.relation !== 'friend' ? ` (the hero's ${c.relation})` : ''}${c.name ? `; write the name exactly "${c.name}"` : ''}.`,
    );
  if (brief.place) lines.push(`Place: ${brief.place}.`);
  if (brief.goal) lines.push(`Goal: the hero wants to ${brief.goal}; this drives the plot and is achieved at the end.`);
  if (brief.trouble) lines.push(`Trouble from the idea itself: ${brief.trouble}.`);
  if (brief.topic)
    lines.push(
      `Teach ${brief.topic.title}: weave at least three of these true facts into at least three paragraphs, in what the characters do and say: ${brief.topic.facts.join(' ')}`,
      `Use these key terms: ${brief.topic.terms.join(', ')}.`,
    );
  if (brief.page.terms.length > 0)
    lines.push(`The reference page's key terms, use at least three of them: ${brief.page.terms.join(', ')}.`);
  if (brief.page.facts.length > 0) lines.push(`Facts from the reference page: ${brief.page.facts.join(' ')}`);
  return lines;
}

export interface StoryReview {
  check: StoryCheck;
  /** What is wrong, in words a model can act on. */
  problems: string[];
  /** The story is not about the idea (a name missing or changed, the hero another kind): it cannot be shown. */
  unusable: boolean;
}

export function reviewStory(story: { paragraphs: readonly string[] }, brief: StoryBrief): StoryReview {
  const check = checkStory(story, brief.expect);
  const problems: string[] = [];
  let unusable = false;
  if (check.missingNames.length > 0) {
    problems.push(`The names ${check.missingNames.map((n) => `"${n}"`).join(', ')} must appear exactly as written.`);
    unusable = true;
  }
  if (!check.speciesKept) {
    problems.push(`The hero must stay a ${brief.hero.kind} and be called one.`);
    unusable = true;
  }
  const half = Math.ceil(check.paragraphs / 2);
  if (brief.hero.name && check.heroParagraphs < half) problems.push(`Name ${brief.hero.name} in every paragraph.`);
  const minTerms = Math.min(3, brief.expect.terms.length);
  if (check.termsUsed.length < minTerms) problems.push(`Use the key terms: ${brief.expect.terms.join(', ')}.`);
  // The grade means little for a handful of words.
  if (check.readability.words >= 60 && check.readability.grade > brief.maxGrade)
    problems.push('Use shorter sentences and simpler words for young children.');
  if (check.readability.longestSentence > brief.maxSentenceWords) problems.push('Keep every sentence under 20 words.');
  for (const contradiction of check.contradictions) problems.push(`Fix this contradiction: ${contradiction}.`);
  return { check, problems, unusable };
}
