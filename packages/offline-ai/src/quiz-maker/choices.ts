/** Wrong options of the same kind as an answer, none of which is also right. */
import { familyWord, type Character } from './cast.js';
import { inStory, type StoryText } from './candidate.js';
import { ANIMAL_GROUPS, alike, animalGroup } from './lexicon/animals.js';
import { FAMILY, familyRelation, PEOPLE_NAMES, PET_NAMES } from './lexicon/names.js';

export interface Choices {
  /** From the story itself: its other characters. */
  near: string[];
  /** From curated lists, never words of the story. */
  far: string[];
}

/**
 * For a character: the story's other names (or family words) first, then names of the same sort
 * (pet names for animals and creatures) or family words. `exclude` holds the keys of characters
 * who would also be right.
 */
export function characterChoices(story: StoryText, character: Character, exclude: ReadonlySet<string> = new Set()): Choices {
  const others = story.cast.characters.filter(
    (c) => c !== character && c.kind === character.kind && !exclude.has(c.words.join(' ')),
  );
  if (character.kind === 'family') {
    const far = FAMILY.map((f) => familyWord(f.relation, story.american)!).filter((word) => !inStory(story, word));
    return { near: others.map((c) => c.name), far };
  }
  const pool = character.type === 'animal' || character.type === 'creature' ? PET_NAMES : PEOPLE_NAMES;
  return { near: others.map((c) => c.name), far: pool.filter((name) => !inStory(story, name)) };
}

/** For a family word without a name ('her mum' -> 'Mum'): other family words. */
export function familyChoices(story: StoryText, relation: string): Choices {
  const near = story.cast.characters
    .filter((c) => c.kind === 'family' && familyRelation(c.words[0]!) !== relation)
    .map((c) => c.name);
  const far = FAMILY.filter((f) => f.relation !== relation)
    .map((f) => familyWord(f.relation, story.american)!)
    .filter((word) => !inStory(story, word));
  return { near, far };
}

/** Animals of the same group first, then any; none the story mentions. */
export function animalChoices(story: StoryText, animal: string): string[] {
  const group = animalGroup(animal);
  const pool = [...(group ? ANIMAL_GROUPS[group]! : []), ...Object.values(ANIMAL_GROUPS).flat()];
  return [...new Set(pool)].filter(
    (other) => !alike(other, animal) && !other.includes(animal) && !animal.includes(other) && !inStory(story, other),
  );
}
