import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { readScene } from '../illustrator/scene/read-scene.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('the tooth fairy who comes late', () => {
  it.each([
    'The tooth fairy forgets to come',
    "The tooth fairy didn't come",
    "Ben's tooth fairy forgot",
    'When the tooth fairy was late',
  ])('%s: a child waits, is sad, hears she was busy, leaves a note, and finds a coin', (prompt) => {
    for (const seed of [1, 2]) {
      const story = told(prompt, seed);
      const { hero, guide, homeDay, setting } = story.plan;
      expect(hero.kind.human).toBe(true);
      expect(homeDay?.id).toBe('tooth');
      expect(setting).toBe('bedroom');
      // (A grown-up explains, never the cat.)
      expect(guide?.kind.group).toBe('family');
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(
        /under (?:his|her|their) pillow[\s\S]*still there[\s\S]*busy|collect[\s\S]*note[\s\S]*shiny coin and a tiny note/,
      );
      expect(text).not.toMatch(/scared|brave about|wobbly tooth still/);
      // (It stays magical: no grown-up caught putting the coin there.)
      expect(text).not.toMatch(/not real|pretend|Mum put|Dad put/);
    }
  });

  it('keeps a wobbly tooth a wobbly tooth, and a named tooth fairy her own story', () => {
    expect(told("Ben's tooth is wobbly").plan.homeDay?.id).not.toBe('tooth');
    expect(told("Ben's tooth is wobbly").plan.bodyTrouble).toBeDefined();
    expect(understandIdea('Twinkle the tooth fairy is late').hero?.name).toBe('Twinkle');
  });

  it.each(['Twinkle the tooth fairy is late', 'Sparkle the tooth fairy forgot'])(
    "%s: the fairy's own night, late on her rounds, there just before morning; never her own wobbly tooth",
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        const at = `${prompt} (seed ${seed})`;
        const text = story.paragraphs.join(' ');
        expect(story.plan.hero.kind.word, at).toBe('fairy');
        expect(story.plan.homeDay?.id, at).toBe('tooth-night');
        expect(story.plan.bodyTrouble, at).toBeUndefined();
        expect(text, at).toMatch(/rooftops/);
        expect(text, at).toMatch(/\b(?:houses looked the same|window was shut|coin slipped)\b/);
        expect(text, at).toMatch(/under the pillow, and left the coin/);
        expect(story.paragraphs[4], at).toMatch(/\b(?:sun peeped|birds began to sing)\b/);
        expect(text, at).not.toMatch(/wobbly|brave about|scared/);
      }
    },
  );

  it('draws the tooth fairy only when she is seen, and a note as paper', () => {
    const drawn = (paragraph: string) => readScene(paragraph, { kind: 'child', name: 'Sam', fixed: true });
    const kinds = (paragraph: string) => drawn(paragraph).characters.map((c) => c.kind);
    expect(kinds('"The tooth fairy forgot me," Sam said in a small voice.')).not.toContain('fairy');
    expect(kinds('There was a shiny coin and a tiny note. It said: "Love, the Tooth Fairy."')).not.toContain('fairy');
    expect(kinds('The tooth fairy fluttered in through the window.')).toContain('fairy');
    expect(JSON.stringify(drawn('Sam found a tiny note.').things)).toMatch(/memo/);
  });
});
