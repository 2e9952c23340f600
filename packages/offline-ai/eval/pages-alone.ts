/**
 * Text-prompt mode draws each page from its paragraph alone (SPEC §4): how often a story's hero who
 * is no person (a hedgehog, a robot, a cloud) is drawn as what it is on a page read on its own.
 */
import { figureKind } from '../src/illustrator/scene/kind-map.js';
import { readScene } from '../src/illustrator/scene/read-scene.js';
import { writeStoryDetailed } from '../src/story-writer/story-writer.js';
import type { EvalIdea } from './ideas.js';

export interface PagesAlone {
  /** Stories whose hero is no person. */
  stories: number;
  pages: number;
  /** Pages whose drawn hero is of the story hero's kind. */
  right: number;
  misses: string[];
}

export function pagesAlone(ideas: readonly EvalIdea[], seed = 1): PagesAlone {
  const out: PagesAlone = { stories: 0, pages: 0, right: 0, misses: [] };
  for (const idea of ideas.filter((i) => !i.page)) {
    const story = writeStoryDetailed({ prompt: idea.prompt, paragraphs: 6, seed });
    if (story.plan.hero.kind.human) continue;
    out.stories += 1;
    const wanted = figureKind(story.plan.hero.kind);
    for (const paragraph of story.paragraphs) {
      out.pages += 1;
      const hero = readScene(paragraph, { kind: 'child', name: null, fixed: false }).characters.find((c) => c.role === 'hero');
      if (hero?.kind === wanted) out.right += 1;
      else out.misses.push(`${wanted} drawn as ${hero?.kind ?? 'nobody'}: ${paragraph}`);
    }
  }
  return out;
}
