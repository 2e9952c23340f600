import { writeStoryDetailed } from './src/story-writer/story-writer.js';
import { readability } from './src/story-writer/readability.js';
const seed = Number(process.env.SEED ?? 1);
for (const prompt of process.argv.slice(2)) {
  const s = writeStoryDetailed({ prompt, paragraphs: 6, seed });
  console.log(`\n## ${s.title}  [${s.plan.shape}, FK ${readability(s.paragraphs).grade.toFixed(2)}]\n`);
  console.log(s.paragraphs.join('\n\n'));
}
