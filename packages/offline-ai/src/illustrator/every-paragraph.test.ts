import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IDEAS } from '../../eval/ideas.js';
import { pagesAlone } from '../../eval/pages-alone.js';
import { ORDINARY_PARAGRAPHS } from '../../eval/picture-paragraphs.js';
import { createOfflineStoryWriter } from '../story-writer/story-writer.js';
import { composeScene } from './compose.js';
import { bookLookFor } from './hero/book.js';
import { createOfflineIllustrator } from './illustrator.js';
import { readScene } from './scene/read-scene.js';

/** A paragraph's scene and drawing, without the render: the hero is there and something is drawn. */
function drawable(paragraph: string, visualPrompt: string) {
  const book = bookLookFor({ paragraph, visualPrompt, style: 'anime', seed: 1, avatar: null });
  const plan = readScene(paragraph, { kind: book.hero.kind, name: null, fixed: false }, visualPrompt);
  const composition = composeScene(plan, book, 1);
  return { plan, composition };
}

describe('every paragraph gives a picture', () => {
  it('ordinary children’s paragraphs, whatever their words: a scene with its hero, and a picture', async () => {
    for (const paragraph of ORDINARY_PARAGRAPHS) {
      const { plan, composition } = drawable(paragraph, 'bright colours');
      expect(plan.characters[0]?.role, paragraph).toBe('hero');
      expect(composition.figures.length, paragraph).toBeGreaterThan(0);
    }
    const illustrator = createOfflineIllustrator();
    for (const paragraph of ORDINARY_PARAGRAPHS.filter((_, i) => i % 6 === 0)) {
      const { image } = await illustrator.illustrate({ paragraph, visualPrompt: 'bright colours', style: 'ghibli', seed: 2 });
      expect((await sharp(image).metadata()).width, paragraph).toBe(1024);
    }
  }, 120_000);

  it('every paragraph the story writer writes for its evaluation ideas (the CI subset)', async () => {
    const writer = createOfflineStoryWriter();
    let paragraphs = 0;
    for (const idea of IDEAS.filter((i) => i.ci && !i.page)) {
      const story = await writer.write({ prompt: idea.prompt, referenceImages: [], paragraphs: 6, seed: 1 });
      for (const paragraph of story.paragraphs) {
        const { plan, composition } = drawable(paragraph, 'soft colours');
        expect(plan.characters.length, paragraph).toBeGreaterThan(0);
        expect(composition.svg.length, paragraph).toBeGreaterThan(5000);
        paragraphs += 1;
      }
    }
    expect(paragraphs).toBeGreaterThan(30);
  }, 120_000);

  // Text-prompt pages are drawn each alone (SPEC §4): a hero who is no person must be drawn as what it
  // is from its own paragraph. This holds the level reached on the CI subset (42 of 66 pages) so a
  // regression fails; pages that also name other creatures are where it still misses.
  it('a page read alone shows a story’s non-person hero as its kind (the CI subset)', () => {
    const alone = pagesAlone(IDEAS.filter((i) => i.ci));
    expect(alone.stories).toBeGreaterThanOrEqual(10);
    expect(alone.right / alone.pages, alone.misses.join('\n')).toBeGreaterThanOrEqual(0.6);
  }, 120_000);
});
