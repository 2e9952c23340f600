import { describe, expect, it } from 'vitest';
import { sentencesOf } from './readability.js';
import { writeStoryDetailed } from './story-writer.js';
import { MAX_WORDS } from './template.js';
import { callOutOfKind } from './world/call-outs.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a working vehicle at its job ("A fire engine saves the day")', () => {
  it.each([
    ['A fire engine saves the day', /Nee-naw/, /fire station/],
    ['A fire truck puts out a fire', /Nee-naw/, /fire station/],
    ['Tom the tractor', /Brum|Chug/, /shed/],
    ['A tractor saves the day', /Brum|Chug/, /shed/],
    ['The little tow truck who helped everyone', /lights/, /garage/],
    ['A digger saves the day', /Rumble/, /yard/],
    ['An ambulance called Amber', /Nee-naw/, /hospital/],
    ['The brave lifeboat', /slipway/, /slipway/],
    ['A snowplough clears the road', /plough/, /depot/],
    ['A fire engine rescues a cat up a tree', /Nee-naw/, /fire station/],
    ['A digger builds a playground', /Rumble/, /yard/],
  ])('%s: the call, the rush, the hard part, done with its own parts, safe, home at night', (prompt, rush, home) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.callOut, at).toBeDefined();
      expect(paragraphs[1], at).toMatch(rush);
      expect(text, at).toMatch(/Thank you, /);
      expect(paragraphs[5], at).toMatch(home);
      expect(title, at).toMatch(/Saves the Day|to the Rescue|Builds the Playground/);
      // No quest the idea is pasted into, and never hands or feet for a vehicle.
      expect(text, at).not.toMatch(/\bhands?\b|\bwalked\b|\bhopped\b|Maybe we can|Could you help me|wanted to save the day/);
    }
  });

  it('a vehicle is "it" unless its name says he or she', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = told('A fire engine saves the day', seed);
      expect(plan.hero.pronoun).toBe('it');
      expect(paragraphs.join(' ')).not.toMatch(/\b(?:his|her) (?:ladder|hose|pump|wheels)\b|\b(?:He|She) (?:felt|dozed|dreamed)/);
    }
    expect(told('Fred the fire engine', 1).plan.hero.pronoun).toBe('he');
  });

  it('the job the idea says is the one told: a fire put out, a kitten up a tree', () => {
    for (const seed of [1, 2, 3]) {
      expect(told('A fire truck puts out a fire', seed).plan.callOut?.job.words).toContain('fire');
      expect(told('Tom the tractor brings in the harvest before the rain', seed).plan.callOut?.job.words).toContain('hay');
      // (The cat up the tree is the one saved: no friend who walks along, no climbing fire engine.)
      const cat = told('A fire engine rescues a cat up a tree', seed);
      expect(cat.plan.callOut?.job.words).toContain('kitten');
      expect(cat.paragraphs.join(' ')).toMatch(/ladder was too short/);
      expect(cat.paragraphs.join(' ')).not.toMatch(/climbed up the tree|into its arms/);
      // (A playground is built, never saved.)
      const dig = told('A digger called Dig wants to build a playground', seed);
      expect(dig.title).toBe('Dig Builds the Playground');
      expect(dig.paragraphs.join(' ')).toMatch(/scoop/);
      expect(dig.paragraphs.join(' ')).not.toMatch(/planks|hammer|safe and sound|save the new playground/);
    }
  });

  it.each([
    'A little red tractor who helps on the farm',
    'The little train that was scared of tunnels',
    'Leo builds a rocket to visit the moon',
  ])('%s keeps its own telling', (prompt) => {
    for (const seed of [1, 2]) expect(told(prompt, seed).plan.callOut).toBeUndefined();
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    const vehicles = [
      'fire engine',
      'tractor',
      'digger',
      'tow truck',
      'ambulance',
      'police car',
      'snowplough',
      'lifeboat',
      'bin lorry',
    ];
    for (const word of vehicles) {
      const vehicle = callOutOfKind(word)!;
      const lines = [
        ...vehicle.start,
        ...vehicle.rush,
        ...vehicle.home,
        ...vehicle.jobs.flatMap((j) => [...j.call, ...j.arrive, ...j.hard, ...j.fix, ...j.safe]),
      ];
      for (const line of lines)
        for (const sentence of sentencesOf(
          line.replace(/\{(?:hero|Hero|heroS|HeroS)\}/g, 'Dusty the fire engine').replace(/\{\w+\}/g, 'Dusty'),
        ))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(MAX_WORDS);
    }
  });
});
