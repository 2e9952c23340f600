import { writeStoryDetailed } from './src/story-writer/story-writer.js';
import { readability, sentencesOf, syllablesOf, wordsOf } from './src/story-writer/readability.js';
import { IDEAS } from './eval/ideas.js';
const score = (s: string) => { const w = wordsOf(s); const syl = w.reduce((a, x) => a + syllablesOf(x), 0); return 0.39 * w.length + 11.8 * syl / w.length - 15.59; };
for (const idea of IDEAS) {
  const s = writeStoryDetailed({ prompt: idea.prompt, paragraphs: 6, seed: 1 });
  const r = readability(s.paragraphs);
  if (r.grade <= 3.5) continue;
  const sents = s.paragraphs.flatMap(sentencesOf).map((x) => [score(x), x] as const).sort((a, b) => b[0] - a[0]);
  console.log(`${r.grade.toFixed(2)} ${idea.prompt} :: ${r.words / r.sentences}`);
  for (const [g, x] of sents.slice(0, 4)) console.log(`   ${g.toFixed(1)} ${x}`);
}
