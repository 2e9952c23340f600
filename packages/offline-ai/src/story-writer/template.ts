/**
 * Filling sentence templates: "{Hero} waved to {helperName}." with the story's slots. A slot written
 * with a capital ({Place}) gives its value capitalised. A template whose slots are not all known
 * is not used, so banks can hold lines that need a companion or a fact.
 */

export type Slots = Readonly<Record<string, string | null | undefined>>;

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
const MAX_DEPTH = 3;

const capitalise = (text: string) =>
  text.replace(/^(["'\s]*)([a-z])/, (_, lead: string, first: string) => lead + first.toUpperCase());

/** The template with its slots filled, or null when a slot has no value. */
export function fill(template: string, slots: Slots): string | null {
  let text = template;
  for (let depth = 0; depth < MAX_DEPTH && text.includes('{'); depth += 1) {
    let missing = false;
    text = text.replace(SLOT, (_, key: string) => {
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      const value = slots[lower];
      if (value === null || value === undefined || value === '') {
        missing = true;
        return '';
      }
      return key === lower ? value : capitalise(value);
    });
    if (missing) return null;
  }
  return text.includes('{') ? null : text;
}

/** A finished sentence: trimmed, single-spaced, capitalised, ending in punctuation. */
export function sentence(text: string): string {
  const tidy = capitalise(text.replace(/\s+/g, ' ').trim());
  return /[.!?]["']?$/.test(tidy) ? tidy : `${tidy}.`;
}
