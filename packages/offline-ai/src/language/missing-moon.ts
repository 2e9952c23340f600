/**
 * The moon gone from the sky, said however a parent says it ('The moon is missing', 'Where did the moon go?', 'The
 * night the moon disappeared', 'Where is the moon?'), read as a child looking for it from home ('A child looks for the
 * moon'): never a trip to the moon. A child of the idea's own looks ('Where did the moon go, asked Leo').
 */

const MOON = /\bmoon\b/i;
/** It is not there: 'missing', 'gone', 'disappeared', 'vanished', 'where is', 'where did ... go', 'no moon'. */
const GONE =
  /\b(?:missing|gone|disappear(?:ed|s)?|vanish(?:ed|es)?|lost|hiding|hid)\b|\bwhere(?:['’]s| is| has| did| does| was)\b|\bno moon\b/i;
/** Said of the moon itself, not of one who goes to it or lives on it ('A rabbit who lost his way to the moon'). */
const OF_MOON = /^(?:(?:the\s+)?(?:night|day)\s+(?:when\s+)?)?(?:the\s+moon\b|where\b|no\s+moon\b)/i;

export function missingMoonLeads(idea: string): string {
  const said = idea.trim();
  return MOON.test(said) && GONE.test(said) && OF_MOON.test(said) ? 'A child looks for the moon' : idea;
}
