import { useEffect, useState } from 'react';

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;
}

/** The browser's speech voices; empty where it has none (or no speech synthesis at all). They may arrive late. */
export function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synthesis()?.getVoices() ?? []);
  useEffect(() => {
    const speech = synthesis();
    if (!speech) return;
    const update = () => setVoices(speech.getVoices());
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}
