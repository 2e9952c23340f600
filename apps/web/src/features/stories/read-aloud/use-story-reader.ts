import { useState } from 'react';
import { pickVoice, readSettings, writeSettings, type ReadAloudSettings } from './read-aloud-settings';
import { useReadAloud } from './use-read-aloud';
import { useVoices } from './use-voices';

/** Read aloud for one story: the browser's voices, the remembered choices, and the reading itself. */
export function useStoryReader(paragraphs: string[]) {
  const voices = useVoices();
  const [settings, setSettings] = useState<ReadAloudSettings>(readSettings);
  const voice = pickVoice(voices, settings.voiceURI);
  const reader = useReadAloud({ paragraphs, voice, rate: settings.rate });

  const choose = (change: Partial<ReadAloudSettings>) => {
    const next = { ...settings, ...change };
    setSettings(next);
    writeSettings(next);
  };

  return { ...reader, supported: voices.length > 0, voices, voice, rate: settings.rate, choose };
}

export type StoryReader = ReturnType<typeof useStoryReader>;
