import { describe, expect, it } from 'vitest';
import { readScene } from '../illustrator/scene/read-scene.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('the moon gone from the sky', () => {
  it.each(['The moon is missing', 'Where did the moon go?', 'The night the moon disappeared', 'Where is the moon?'])(
    '%s: a child looks from the garden, hears of the new moon, and sees the thin crescent come back',
    (prompt) => {
      for (const seed of [1, 2]) {
        const story = told(prompt, seed);
        const { hero, guide, homeDay, setting } = story.plan;
        expect(hero.kind.human).toBe(true);
        expect(homeDay?.id).toBe('moon');
        expect(setting).toBe('garden');
        expect(guide?.kind.group).toBe('family');
        const text = story.paragraphs.join(' ');
        expect(text).toMatch(/not there|no moon/);
        expect(text).toMatch(/new moon[\s\S]*(?:crescent|sliver)/);
        expect(story.paragraphs.slice(4).join(' ')).toMatch(/crescent|sliver/);
        expect(text).not.toMatch(/telescope|rocket|astronaut|space suit/);
      }
    },
  );

  it('leaves a trip to the moon a trip to the moon', () => {
    expect(told('Leo builds a rocket to visit the moon').plan.homeDay?.id).not.toBe('moon');
    expect(told('A bear who wants to go to the moon').plan.homeDay?.id).not.toBe('moon');
  });

  it('draws the moon looked for from the ground in the garden, and a crescent as no croissant', () => {
    const scene = (paragraph: string, prompt = 'The moon is missing') =>
      readScene(paragraph, { kind: 'child', name: 'Sam', fixed: true }, prompt, { place: 'garden', cast: [] });
    expect(scene('"Is a big cloud hiding the moon?" asked Sam. He felt sad without the moon.').setting).toBe('garden');
    const crescent = scene('Then Sam spotted it, over the rooftops. A thin silver crescent, like a smile!');
    expect(crescent.setting).toBe('garden');
    expect(JSON.stringify(crescent.things)).not.toMatch(/croissant/);
  });
});
