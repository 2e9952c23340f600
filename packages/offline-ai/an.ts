import { writeStoryDetailed } from './src/story-writer/story-writer.js';
import { readability, sentencesOf, syllablesOf, wordsOf } from './src/story-writer/readability.js';
import { IDEAS } from './eval/ideas.js';
const poly = new Map<string, number>();
let hi = 0; let wpsSum = 0; let spwSum = 0;
for (const idea of IDEAS) {
  const s = writeStoryDetailed({ prompt: idea.prompt, paragraphs: 6, seed: 1 });
  const r = readability(s.paragraphs);
  const wps = r.words / r.sentences;
  const words = s.paragraphs.flatMap(sentencesOf).flatMap(wordsOf);
  const spw = words.reduce((a, w) => a + syllablesOf(w), 0) / words.length;
  wpsSum += wps; spwSum += spw;
  if (r.grade > 3.5) hi++;
  for (const w of words) { const n = syllablesOf(w); if (n >= 3) { const k = w.toLowerCase().replace(/[^\p{L}'’-]/gu, ''); poly.set(k, (poly.get(k) ?? 0) + 1); } }
}
console.log('over', hi, 'wps', (wpsSum / IDEAS.length).toFixed(2), 'spw', (spwSum / IDEAS.length).toFixed(3));
console.log([...poly].sort((a, b) => b[1] - a[1]).slice(0, 80).map(([w, n]) => `${w}:${n}`).join(' '));
