/**
 * Writes readable examples of each plot shape to docs/examples/ (Markdown), from the evaluation
 * ideas: `npx tsx --conditions=@storybook/source eval/examples.ts` after a change to the writer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHAPES, type ShapeId } from '../src/story-writer/plan.js';
import { readability } from '../src/story-writer/readability.js';
import { writeStoryDetailed, type DetailedStory } from '../src/story-writer/story-writer.js';
import { IDEAS } from './ideas.js';

const PER_SHAPE = 3;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/examples');

const TITLES: Record<ShapeId, string> = {
  quest: 'Quest',
  'lost-and-found': 'Lost and found',
  fear: 'Fear overcome',
  friendship: 'Making a friend',
  mystery: 'A mystery',
  contest: 'A contest',
  helping: 'Helping others',
  learning: 'Learning how something works',
  making: 'Making something',
};

const byShape = new Map<ShapeId, DetailedStory[]>(SHAPES.map((s) => [s, []]));
for (const seed of [1, 2, 3, 4, 5]) {
  for (const idea of IDEAS.filter((i) => !i.page)) {
    const story = writeStoryDetailed({ prompt: idea.prompt, paragraphs: 6, seed });
    const list = byShape.get(story.plan.shape)!;
    if (list.length < PER_SHAPE && !list.some((s) => s.idea.text === story.idea.text)) list.push(story);
  }
}

mkdirSync(OUT, { recursive: true });
const index = [
  '# Example stories from the offline story writer',
  '',
  'Written by `createOfflineStoryWriter()` from ideas of the evaluation set (`packages/offline-ai/eval/ideas.ts`), a few of each plot shape. Regenerate with `npx tsx --conditions=@storybook/source eval/examples.ts` in `packages/offline-ai`.',
  '',
];
for (const [shape, stories] of byShape) {
  const lines = [`# ${TITLES[shape]}`, ''];
  for (const story of stories) {
    lines.push(
      `## ${story.title}`,
      '',
      `Idea: _${story.idea.text}_ · tags: ${story.tags.map((t) => `#${t}`).join(' ')} · reading grade ${readability(story.paragraphs).grade.toFixed(1)}`,
      '',
    );
    for (const paragraph of story.paragraphs) lines.push(paragraph, '');
  }
  writeFileSync(path.join(OUT, `${shape}.md`), lines.join('\n'));
  index.push(`- [${TITLES[shape]}](${shape}.md): ${stories.map((s) => s.title).join('; ')}`);
}
writeFileSync(path.join(OUT, 'README.md'), `${index.join('\n')}\n`);
console.log(`wrote ${byShape.size} files to ${OUT}`);
