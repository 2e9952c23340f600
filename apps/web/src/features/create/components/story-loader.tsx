import { useEffect, useRef } from 'react';

/** SPEC §2: the loader shown while the story is being written, brought into view below the button. */
export function StoryLoader() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div
      ref={box}
      role="status"
      className="flex flex-col items-center gap-4 rounded-3xl bg-white/80 px-6 py-12 text-center shadow-sm ring-1 ring-amber-200"
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-20 animate-bounce">
        <path d="M6 14c9-4 18-4 26 2v38c-8-6-17-6-26-2z" fill="#fde68a" stroke="#b3380c" strokeWidth="3" strokeLinejoin="round" />
        <path
          d="M58 14c-9-4-18-4-26 2v38c8-6 17-6 26-2z"
          fill="#ffe5d3"
          stroke="#b3380c"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M13 24c5-1 9 0 13 2M13 32c5-1 9 0 13 2M38 26c4-2 8-3 13-2M38 34c4-2 8-3 13-2"
          stroke="#d9480c"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p className="font-display text-xl font-bold text-coral-800">Generating your story...</p>
    </div>
  );
}
