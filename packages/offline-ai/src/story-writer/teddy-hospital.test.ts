import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { readScene } from '../illustrator/scene/read-scene.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a teddy made better', () => {
  it.each(['Teddy goes to hospital', 'My teddy has a poorly paw', "Mia's teddy has a torn ear", 'The teddy bear hospital'])(
    '%s: a child and a grown-up mend the teddy in a pretend teddy bear hospital at home',
    (prompt) => {
      for (const seed of [1, 2]) {
        const story = told(prompt, seed);
        const { hero, friend, guide, homeDay } = story.plan;
        expect(hero.kind.human).toBe(true);
        expect(friend?.kind.word).toBe('teddy bear');
        expect(guide?.kind.group).toBe('family');
        expect(homeDay?.id).toBe('teddy');
        const text = story.paragraphs.join(' ');
        expect(text).toMatch(/teddy bear hospital[\s\S]*stitches[\s\S]*bandage/);
        expect(text).not.toMatch(/brave about|scared|nurse|doctor/i);
      }
    },
  );

  it('calls the teddy Teddy when the idea does, and keeps a boy called Teddy a boy', () => {
    expect(told('Teddy goes to hospital').plan.friend?.name).toBe('Teddy');
    expect(understandIdea('Teddy the boy goes to hospital').hero?.kind.word).toBe('boy');
    expect(understandIdea('Sam lost his teddy').hero?.name).toBe('Sam');
  });

  it('draws the teddy mended at home, not in a hospital', () => {
    const scene = readScene(
      'Robin gave the mended paw a kiss.',
      { kind: 'child', name: 'Robin', fixed: true },
      'Teddy goes to hospital',
    );
    expect(scene.setting).not.toBe('hospital');
  });
});
