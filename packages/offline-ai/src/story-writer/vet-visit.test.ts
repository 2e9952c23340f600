import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a pet taken to the vet', () => {
  it.each([
    'Mia takes her puppy to the vet',
    'A trip to the vet',
    'Our cat goes to the vet',
    'Biscuit the dog is poorly',
    "Max's hamster is sick",
    'Taking Buster to the vet',
    'A visit to the vet with my rabbit',
    'Zara goes to the vet with her cat',
  ])('%s: a child takes a poorly pet to a kind vet, and it gets well at home', (prompt) => {
    for (const seed of [1, 2]) {
      const story = told(prompt, seed);
      const { hero, friend, homeDay, placeName } = story.plan;
      expect(hero.kind.human).toBe(true);
      expect(hero.kind.word).not.toBe('vet');
      expect(friend?.kind.group).toBe('pet');
      expect(homeDay?.at?.setting).toBe('hospital');
      expect(placeName).toBe('the vet’s');
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/waiting room/);
      expect(text).toMatch(/stethoscope/);
      expect(story.paragraphs[5]).toMatch(/^At home/);
      expect(text).not.toMatch(/height chart|stickers|hospital|nurse|doctor/);
    }
  });

  it('is poorly in a way of its kind, and the vet does what that needs', () => {
    expect(told('Mia takes her puppy to the vet').paragraphs.join(' ')).toMatch(/sore paw[\s\S]*thorn[\s\S]*bandage/);
    expect(told('Leo takes his kitten to the vet').paragraphs.join(' ')).toMatch(/did not eat[\s\S]*medicine in the food/);
    expect(told("Max's hamster is sick").paragraphs.join(' ')).toMatch(/sneezing[\s\S]*cold/);
  });

  it('tells the trip before the check-up', () => {
    const text = told('Our cat goes to the vet').paragraphs.join(' ');
    expect(text.indexOf('carrier')).toBeLessThan(text.indexOf('listened'));
  });

  it('gives a trip with no pet named a puppy or a kitten, by seed', () => {
    const kinds = [1, 2, 3, 4, 5, 6].map((seed) => told('A trip to the vet', seed).plan.friend?.kind.word);
    expect(new Set(kinds)).toEqual(new Set(['puppy', 'kitten']));
  });

  it('reads the ways a parent says it as a child taking their pet', () => {
    expect(understandIdea('Going to the vet with Luna the cat').companions.map((c) => [c.name, c.kind.word])).toContainEqual([
      'Luna',
      'cat',
    ]);
    expect(understandIdea('The day Pip the rabbit went to the vet').hero?.kind.human).toBe(true);
  });

  it('takes a pet that will not eat or is poorly, named with the child or along with them', () => {
    for (const prompt of ["Leo's kitten won't eat", 'Ava and her poorly puppy', "Zara's guinea pig goes to the vet"]) {
      const { hero, friend, homeDay } = told(prompt).plan;
      expect([hero.name, friend?.kind.group, homeDay?.at?.setting]).toEqual([prompt.split(/\W/)[0], 'pet', 'hospital']);
    }
  });

  it('takes a pet the child asks to make better', () => {
    const { friend, homeDay } = told('Make my puppy feel better').plan;
    expect([friend?.kind.word, homeDay?.at?.setting]).toEqual(['puppy', 'hospital']);
  });

  it('brings the grown-up the idea names, and keeps the pet the one taken', () => {
    expect(told('A trip to the vets with Grandma').plan.guide.name).toBe('Grandma');
    expect(told('Mia and Dad take her puppy to the vet').plan.friend?.kind.word).toBe('puppy');
  });

  it('leaves a child’s own visit to the doctor or the dentist as it was', () => {
    expect(told('Olivia is scared of the dentist').plan.homeDay).toBeUndefined();
    expect(told('Tom goes to the doctor').plan.placeName).not.toBe('the vet’s');
  });
});
