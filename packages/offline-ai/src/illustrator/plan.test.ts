import { describe, expect, it } from 'vitest';
import { planScene, type PlanInput } from './plan.js';

const plan = (paragraph: string, extra: Partial<PlanInput> = {}) =>
  planScene({ paragraph, seed: 1, avatar: false, style: 'ghibli', visualPrompt: 'a child', ...extra });
const icons = (paragraph: string, extra: Partial<PlanInput> = {}) => plan(paragraph, extra).things.map((t) => t.icon);

describe('scene plan: where', () => {
  it.each([
    ['The caravan crossed the hot desert, dune after dune.', 'desert'],
    ['They sailed the blue sea in a little boat.', 'sea'],
    ['The astronaut floated in space between the planets.', 'space'],
    ['Deep in the forest the owl slept in a tree.', 'forest'],
    ['The bus drove through the busy city streets.', 'city'],
    ['At home, Tom built a fort in his bedroom.', 'home'],
    ['At school the teacher read the class a story.', 'school'],
    ['The pyramids of Egypt stood tall above the Nile.', 'egypt'],
    ['Under the sea, the coral reef glowed.', 'underwater'],
    ['The knight rode up to the castle gate.', 'castle'],
    ['They had a picnic in the park by the flowers.', 'garden'],
    ['Snowflakes fell on the frozen arctic ice.', 'snow'],
    ['On the farm the cow mooed at the tractor.', 'farm'],
    ['Monkeys swung through the jungle vines.', 'jungle'],
    ['They climbed the mountain to the snowy peak.', 'mountains'],
    ['The guide showed them the museum’s oldest exhibit.', 'museum'],
    ['A family of friends went for a walk.', 'meadow'],
  ])('%s -> %s', (paragraph, setting) => {
    expect(plan(paragraph).setting).toBe(setting);
  });

  it('lets the visual prompt set the scene when the paragraph does not', () => {
    expect(plan('Sam smiled and waved.', { visualPrompt: 'an astronaut among the planets' }).setting).toBe('space');
    expect(plan('Deep in the forest it was quiet.', { visualPrompt: 'space' }).setting).toBe('forest');
  });
});

describe('scene plan: when', () => {
  it.each([
    ['They woke up early in the morning.', 'morning'],
    ['The sun was high and it was a sunny afternoon.', 'day'],
    ['They walked home at sunset.', 'sunset'],
    ['At night the moon shone on the hill.', 'night'],
    ['They played in the field.', 'day'],
  ])('%s -> %s', (paragraph, time) => {
    expect(plan(paragraph).time).toBe(time);
  });

  it('takes the visual prompt’s mood when the paragraph names no time, and space is always dark', () => {
    expect(plan('They played in the field.', { visualPrompt: 'a girl on a starry night' }).time).toBe('night');
    expect(plan('The rocket reached space in the morning.').time).toBe('night');
    // "dark" describes skin here, not the hour.
    expect(plan('They played.', { visualPrompt: 'a boy with dark skin' }).time).toBe('day');
  });

  it('finds weather', () => {
    expect(plan('It was raining, so Mia took her umbrella.').weather).toContain('rain');
    expect(plan('A storm came, with thunder.').weather).toEqual(['storm']);
    expect(plan('After the storm a rainbow appeared.').weather).toEqual(['rainbow']);
  });
});

describe('scene plan: what', () => {
  it('draws the things the paragraph names, first named first', () => {
    expect(icons('Mia rode a camel across the desert to see the pyramids.')).toEqual(['camel']);
    expect(icons('The rocket flew past the moon.')).toEqual(['rocket']);
    expect(icons('Her dog chased a ball and two butterflies in the garden.')).toEqual(['dog', 'soccer-ball', 'butterfly']);
    expect(icons('They ate ice cream under the palm trees.')).toEqual(['ice-cream', 'palm-tree']);
  });

  it('knows where things belong and how big they are', () => {
    const [whale, bee] = plan('A whale and a bee.').things;
    expect(whale).toMatchObject({ icon: 'whale', placement: 'water' });
    expect(bee).toMatchObject({ icon: 'honeybee', placement: 'sky' });
    expect(whale!.bulk).toBeGreaterThan(bee!.bulk);
  });

  it('draws no picture for common words, colours or people’s names', () => {
    expect(icons('Leo saw the green hills and said they were lovely.')).toEqual([]);
    expect(icons('Max went to see Rose.')).toEqual([]);
  });

  it('draws only nouns: keywords that are adjectives or verbs name no thing', () => {
    expect(icons('They played.', { visualPrompt: 'a curious girl in a yellow dress' })).toEqual([]);
    expect(icons('Mia flew to Egypt one sunny morning.')).toEqual([]);
  });

  it('adds things from the visual prompt, but not the hero’s clothes, colours or moods', () => {
    expect(icons('They played.', { visualPrompt: 'a girl in a purple coat with a red balloon, magical' })).toEqual(['balloon']);
  });

  it('does not draw the hero twice', () => {
    expect(icons('The fox found a mushroom.', { visualPrompt: 'a little fox' })).toEqual(['mushroom']);
    expect(plan('The fox found a mushroom.', { visualPrompt: 'a little fox' }).book.hero).toBe('fox');
  });

  it('keeps at most five things', () => {
    expect(icons('A cat, a dog, a cow, a pig, a horse, a duck and a frog.').length).toBe(5);
  });
});

describe('scene plan: the book’s look', () => {
  it('chooses the hero from the visual prompt, with its skin tone', () => {
    const { book } = plan('They played.', { visualPrompt: 'a brown skin girl with curly hair' });
    expect(book).toMatchObject({ hero: 'girl', tone: 'md' });
  });

  it('uses the avatar as hero in avatar mode', () => {
    expect(plan('They played.', { avatar: true, visualPrompt: undefined }).book.hero).toBe('avatar');
  });

  it('takes colours and moods from the visual prompt', () => {
    const { book } = plan('They played.', { visualPrompt: 'a purple, pastel, sparkling world' });
    expect(book.accent).toBe('#8e44ad');
    expect(book.shirt).toBe('#8e44ad');
    expect(book.moods).toMatchObject({ pastel: true, magic: true, dark: false });
  });

  it('reads the style from the visual prompt when none is chosen', () => {
    expect(plan('They played.', { style: undefined, visualPrompt: 'anime style' }).book.style).toBe('anime');
    expect(plan('They played.', { style: undefined }).book.style).toBe('ghibli');
  });
});
