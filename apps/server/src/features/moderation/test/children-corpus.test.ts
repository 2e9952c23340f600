import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowList } from '../allow-list.js';
import { findWords } from '../matcher.js';

const corpus = readFileSync(new URL('./children-corpus.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

describe("the word list knows children's books", () => {
  it('reads a corpus of at least 2,000 words and phrases', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(2000);
  });

  it('flags nothing in the corpus, neither to block nor to review', () => {
    const flagged = corpus.flatMap((entry) => findWords(entry).map((finding) => `${finding.word} in ${JSON.stringify(entry)}`));
    expect(flagged).toEqual([]);
  });

  it('flags nothing in the corpus read as one long text, in capitals', () => {
    expect(findWords(corpus.join('\n').toUpperCase())).toEqual([]);
  });

  it.each(Object.entries(allowList))(
    'lets every allowed word or phrase holding "%s" through, hyphenated or not',
    (_, entries) => {
      for (const entry of entries) {
        expect(findWords(entry), entry).toEqual([]);
        expect(findWords(entry.replaceAll(' ', '-')), entry).toEqual([]);
        expect(findWords(`${entry[0]!.toUpperCase()}${entry.slice(1)}!`), entry).toEqual([]);
      }
    },
  );
});
