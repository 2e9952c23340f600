/** Superlatives the idea says of the hero ('The smallest elephant'), as a look: never 'a smallest elephant'. */
const PLAIN: Readonly<Record<string, string>> = { littlest: 'little', biggest: 'big', tiniest: 'tiny', oldest: 'old' };
/** Looks that end in e, so their superlative drops it ('bravest', 'gentlest'). */
const ENDS_IN_E: ReadonlySet<string> = new Set([
  'brave',
  'wise',
  'cute',
  'nice',
  'fierce',
  'large',
  'gentle',
  'huge',
  'strange',
  'safe',
  'pale',
  'rude',
  'simple',
  'noble',
  'humble',
  'wide',
  'free',
  'true',
  'blue',
]);
export function plainOf(adjective: string): string {
  const lower = adjective.toLowerCase();
  if (PLAIN[lower]) return PLAIN[lower];
  if (!/^[a-z]{3,}est$/.test(lower) || ['honest', 'modest', 'forest'].includes(lower)) return adjective;
  const stem = lower.slice(0, -3);
  if (ENDS_IN_E.has(`${stem}e`)) return `${stem}e`;
  if (ENDS_IN_E.has(stem)) return stem;
  return stem.endsWith('i') ? `${stem.slice(0, -1)}y` : stem;
}
