/**
 * `npm run eval:stories`: writes a story for every evaluation idea (reference pages read by OCR
 * first; OCR time is not counted) and prints, per idea and overall, the figures of evaluate.ts.
 * Options: --seed N (default 1), --show N (print the stories of the first N ideas), --ci (the CI subset).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closeOcr } from '../src/story-writer/ocr.js';
import { MAX_GRADE, readPages, type PageKnowledge } from '../src/story-writer/story-writer.js';
import { evaluateIdea, summarise, type IdeaResult } from './evaluate.js';
import { IDEAS } from './ideas.js';
import { PAGES_DIR } from './make-pages.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const seed = Number(option('seed') ?? 1);
const show = Number(option('show') ?? 0);
const ideas = args.includes('--ci') ? IDEAS.filter((i) => i.ci) : IDEAS;

const pages = new Map<string, PageKnowledge>();
for (const name of new Set(ideas.map((i) => i.page).filter((p): p is string => Boolean(p)))) {
  pages.set(name, await readPages([readFileSync(path.join(PAGES_DIR, `${name}.png`))]));
}
await closeOcr();

// The first story loads the NLP lexicon; it is timed apart from the others.
const warm = performance.now();
evaluateIdea({ prompt: 'A cat and a hat', category: 'animals' }, undefined, seed);
const firstMs = performance.now() - warm;

const results: IdeaResult[] = ideas.map((idea) => evaluateIdea(idea, idea.page ? pages.get(idea.page) : undefined, seed));

const pad = (text: string | number, width: number) => String(text).slice(0, width).padEnd(width);
console.log(
  [
    pad('#', 4),
    pad('idea', 44),
    pad('hero', 20),
    pad('shape', 14),
    'hero goal facts terms    FK   max dlg spc nam ctr   ms',
  ].join(' '),
);
results.forEach((r, i) => {
  const c = r.check;
  console.log(
    [
      pad(i + 1, 4),
      pad(r.idea.prompt, 44),
      pad(`${r.story.plan.hero.name} (${r.story.plan.hero.kind.word})`, 20),
      pad(r.story.plan.shape, 14),
      pad(`${c.heroParagraphs}/6`, 4),
      pad(`${c.goalParagraphs}/6`, 4),
      pad(r.idea.educational ? `${r.factsUsed}/${r.factParagraphs}p` : '-', 5),
      pad(r.termsExpected.length ? `${r.termsUsed.length}/${r.termsExpected.length}` : '-', 5),
      pad(c.readability.grade.toFixed(1), 5),
      pad(c.readability.longestSentence, 4),
      pad(c.readability.dialogue ? 'yes' : 'no', 3),
      pad(r.speciesKept ? 'ok' : 'NO', 3),
      pad(r.namesKept ? 'ok' : 'NO', 3),
      pad(c.contradictions.length, 3),
      r.ms.toFixed(1).padStart(5),
    ].join(' '),
  );
  for (const problem of c.contradictions) console.log(`      contradiction: ${problem}`);
});

const s = summarise(results);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(`\nOverall, ${s.ideas} ideas, seed ${seed}`);
console.log(`  hero and goal in at least 5 of 6 paragraphs: ${pct(s.coverage)} of ideas`);
console.log(
  `  educational ideas with 3+ facts in 3+ paragraphs and key terms: ${pct(s.teaching)}; topic terms used: ${pct(s.terms)}`,
);
const pageResults = results.filter((r) => r.idea.page);
if (pageResults.length > 0)
  console.log(
    `  reference pages: key terms used per story ${pageResults.map((r) => r.pageTermsUsed).join(', ')} (of ${pageResults.map((r) => pages.get(r.idea.page!)?.terms.length ?? 0).join(', ')})`,
  );
console.log(
  `  Flesch-Kincaid grade: mean ${s.meanGrade.toFixed(2)}, highest ${s.maxGrade.toFixed(2)}, ${results.filter((r) => r.check.readability.grade <= MAX_GRADE).length} of ${s.ideas} stories at ${MAX_GRADE} or below; longest sentence ${s.longestSentence} words`,
);
console.log(`  dialogue in ${pct(s.dialogue)} of stories; species kept ${pct(s.species)}; names kept ${pct(s.names)}`);
console.log(`  contradictions found: ${s.contradictions}`);
console.log(
  `  time per story: mean ${s.meanMs.toFixed(1)} ms, slowest ${s.maxMs.toFixed(1)} ms (first story, loading the lexicon: ${firstMs.toFixed(0)} ms)`,
);
for (const [label, rep] of [
  ['exact', s.exact],
  ['names masked', s.masked],
] as const) {
  console.log(
    `  repetition (${label}): ${pct(rep.recurring)} of ${rep.sentences} sentences recur in another story; most stories sharing one sentence: ${rep.maxStories}`,
  );
  for (const t of rep.top.slice(0, Number(option('top') ?? 8))) console.log(`      ${t.stories}x ${t.sentence}`);
}

for (const r of results.slice(0, show)) {
  console.log(`\n## ${r.story.title}\n_${r.idea.prompt}_ (${r.story.plan.shape}; #${r.story.tags.join(' #')})\n`);
  for (const p of r.story.paragraphs) console.log(`${p}\n`);
}
