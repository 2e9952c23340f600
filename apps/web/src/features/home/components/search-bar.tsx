import { useEffect, useState } from 'react';

/** Typing searches once the reader pauses this long; Enter searches at once. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * SPEC §2 search bar, placeholder 'Find Your Next Adventure...'. Reports the trimmed query; an
 * empty one (SPEC §5) means "show the full list again".
 */
export function SearchBar({ onSearch }: { onSearch: (query: string) => void }) {
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      aria-label="Stories"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        type="search"
        name="query"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Find Your Next Adventure..."
        aria-label="Search stories"
        maxLength={200}
        className="w-full rounded-full border-2 border-amber-200 bg-white py-3 pr-4 pl-12 text-base text-ink shadow-sm placeholder:text-ink-soft focus:border-coral-600"
      />
    </form>
  );
}
