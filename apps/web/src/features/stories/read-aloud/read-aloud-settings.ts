import { z } from 'zod';
import { getStored, setStored } from '../../../lib/storage';

/** The speeds offered, as speech-synthesis rates (1 is the voice's normal pace). */
export const READING_SPEEDS = [0.75, 1, 1.25, 1.5] as const;

const settingsSchema = z.object({
  voiceURI: z.string().nullable().catch(null),
  rate: z.number().min(0.5).max(2).catch(1),
});
export type ReadAloudSettings = z.infer<typeof settingsSchema>;

const DEFAULTS: ReadAloudSettings = { voiceURI: null, rate: 1 };

/** The voice and speed this browser chose last time (remembered per browser, in local storage). */
export function readSettings(): ReadAloudSettings {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(getStored('readAloud') ?? 'null'));
    return parsed.success ? parsed.data : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

export function writeSettings(settings: ReadAloudSettings): void {
  try {
    setStored('readAloud', JSON.stringify(settings));
  } catch {
    // Not remembered, still used.
  }
}

/** The stored voice if this browser still has it, else its default voice for the page's language, else the first. */
export function pickVoice(
  voices: SpeechSynthesisVoice[],
  voiceURI: string | null,
  lang = document.documentElement.lang || 'en',
): SpeechSynthesisVoice | null {
  const stored = voices.find((voice) => voice.voiceURI === voiceURI);
  if (stored) return stored;
  const sameLanguage = voices.filter((voice) => voice.lang.toLowerCase().startsWith(lang.toLowerCase().slice(0, 2)));
  return (
    sameLanguage.find((voice) => voice.default) ?? sameLanguage[0] ?? voices.find((voice) => voice.default) ?? voices[0] ?? null
  );
}
