import { TITLE_MAX_LENGTH } from '@storybook/contract';
import { useState, type KeyboardEvent } from 'react';

/** SPEC §2: the title, edited by a click; Enter or leaving the field finishes (quotes stripped by the draft). */
export function StoryTitle({ title, onChange }: { title: string; onChange: (title: string) => void }) {
  const [editing, setEditing] = useState<string | null>(null);

  function finish() {
    if (editing === null) return;
    onChange(editing);
    setEditing(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish();
    } else if (event.key === 'Escape') {
      setEditing(null);
    }
  }

  if (editing !== null) {
    return (
      <input
        aria-label="Title"
        value={editing}
        maxLength={TITLE_MAX_LENGTH}
        placeholder="Click to add title"
        autoFocus
        onChange={(event) => setEditing(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={finish}
        className="w-full rounded-2xl border-2 border-coral-300 bg-white px-4 py-2 font-display text-3xl font-extrabold text-ink sm:text-4xl"
      />
    );
  }
  return (
    <h2 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">
      <button
        type="button"
        onClick={() => setEditing(title)}
        title="Click to edit the title"
        className={`w-full rounded-2xl px-1 text-left decoration-coral-300 decoration-dashed underline-offset-8 hover:underline ${
          title ? 'text-ink' : 'text-ink-soft/70 italic'
        }`}
      >
        {title || 'Click to add title'}
      </button>
    </h2>
  );
}
