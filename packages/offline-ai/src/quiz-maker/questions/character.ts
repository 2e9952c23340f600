/**
 * Questions about who a character is: 'What was the name of the quick little lizard?' and
 * 'What kind of animal was Nutmeg?'. Only one of them per character: each gives the other away.
 */
import type { Candidate, StoryText } from '../candidate.js';
import { animalChoices, characterChoices } from '../choices.js';
import { ANIMALS } from '../lexicon/animals.js';
import type { Character } from '../cast.js';
import { heroOf, resolvePronoun } from '../pronouns.js';
import { capitalise } from '../words.js';

export function characterQuestions(story: StoryText): Candidate[] {
  const described = story.cast.characters.filter((c) => c.noun && c.description);
  // The name of the story's hero is on every line: asking for it tests nothing.
  const hero = heroOf(story.cast);
  return described.flatMap((character): Candidate[] => {
    const about = `character:${character.words.join(' ')}`;
    const sentence = firstMention(story, character.name);
    const found: Candidate[] = [];
    // The description must single the character out: not two lizards, not 'a girl' when two are.
    const sameNoun = described.filter((other) => other.noun === character.noun);
    if (sameNoun.length === 1 && character !== hero) {
      const owner = character.owner ?? ownerOf(story, character);
      const whose = owner ? `${owner}'s ${character.description}` : `the ${character.description}`;
      found.push({
        type: 'name',
        question: `What was the name of ${whose}?`,
        answer: character.name,
        ...characterChoices(story, character),
        about,
        sentence,
        weight: 3,
      });
    }
    if (character.type === 'animal' && ANIMALS.has(character.noun!)) {
      found.push({
        type: 'animal',
        question: `What kind of animal was ${character.name}?`,
        answer: capitalise(character.noun!),
        near: [],
        far: animalChoices(story, character.noun!).map(capitalise),
        about,
        sentence,
        weight: 3,
      });
    }
    return found;
  });
}

/** 'her brother Sam' in a story about Mia: Mia's brother, when only Mia can be meant. */
function ownerOf(story: StoryText, character: Character): string | undefined {
  const at = character.ownerAt;
  const owner = at && resolvePronoun(story.sentences, story.cast, at.sentence, at.token, at.pronoun);
  return owner && owner !== character ? owner.name : undefined;
}

function firstMention(story: StoryText, name: string): number {
  return story.sentences.find((s) => s.text.includes(name))?.index ?? 0;
}
