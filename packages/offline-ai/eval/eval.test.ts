import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr } from '../src/story-writer/ocr.js';
import { readPages, type PageKnowledge } from '../src/story-writer/story-writer.js';
import { evaluateIdea, summarise, type IdeaResult } from './evaluate.js';
import { IDEAS } from './ideas.js';
import { PAGES_DIR } from './make-pages.js';

/**
 * The evaluation's thresholds on its CI subset (`npm run eval:stories` prints the full set):
 * coverage, teaching, reading level, fidelity, consistency and repetition across stories.
 */
describe('story evaluation, CI subset', () => {
  let results: IdeaResult[] = [];
  afterAll(() => closeOcr());

  it('writes every idea of the subset', { timeout: 180_000 }, async () => {
    const ideas = IDEAS.filter((i) => i.ci);
    const pages = new Map<string, PageKnowledge>();
    for (const name of new Set(ideas.map((i) => i.page).filter((p): p is string => Boolean(p))))
      pages.set(name, await readPages([readFileSync(path.join(PAGES_DIR, `${name}.png`))]));
    results = ideas.map((idea) => evaluateIdea(idea, idea.page ? pages.get(idea.page) : undefined, 1));
    expect(results.length).toBeGreaterThanOrEqual(25);
  });

  it('keeps the hero and the goal in at least 5 of 6 paragraphs for 90 % of ideas', () => {
    expect(summarise(results).coverage).toBeGreaterThanOrEqual(0.9);
  });

  it('uses topic terms and facts for 90 % of educational ideas, and 3 page terms from a reference page', () => {
    const summary = summarise(results);
    expect(summary.terms).toBeGreaterThanOrEqual(0.9);
    expect(summary.teaching).toBeGreaterThanOrEqual(0.9);
    for (const r of results.filter((x) => x.idea.page)) expect(r.pageTermsUsed, r.idea.prompt).toBeGreaterThanOrEqual(3);
  });

  it('repeats no sentence (names masked) in more than 2 stories, and at most 5 % of sentences at all', () => {
    const { masked } = summarise(results);
    expect(masked.maxStories, masked.top.map((t) => `${t.stories}x ${t.sentence}`).join('\n')).toBeLessThanOrEqual(2);
    expect(masked.recurring).toBeLessThanOrEqual(0.05);
  });

  it('keeps names as written and heroes of their kind, and finds no contradiction', () => {
    for (const r of results) {
      expect(r.namesKept, r.idea.prompt).toBe(true);
      expect(r.speciesKept, r.idea.prompt).toBe(true);
      expect(r.check.contradictions, r.idea.prompt).toEqual([]);
    }
  });

  // The aim is grade 3.5 for every story; a few stories on topics with long words of their own
  // (caterpillar, butterfly, volcano) still read above it. These hold the level reached on this
  // subset (mean 3.31, 29 of 32 at 3.5 or below, the hardest 4.59) so a regression fails.
  it('reads at an early-reader level with sentences of at most 15 words, with dialogue in most stories', () => {
    const summary = summarise(results);
    expect(summary.meanGrade).toBeLessThanOrEqual(3.45);
    expect(results.filter((r) => r.check.readability.grade <= 3.5).length / results.length).toBeGreaterThanOrEqual(0.85);
    expect(summary.maxGrade).toBeLessThanOrEqual(5.5);
    expect(summary.longestSentence).toBeLessThanOrEqual(15);
    expect(summary.dialogue).toBeGreaterThanOrEqual(0.8);
  });
});
